import type { FastifyInstance } from 'fastify';
import { guardRecordsById, narrowToCompany, type CompanyPath } from '../../http/company-scope';
import { payslipsResource } from '@core/resources/payslips.resource';
import { registerRegistryCrudRoutes, type CrudOptionsByResource } from '../../http/crud';
import { setupCrudOptions } from './setup/setup.routes';
import { payrollPeriodsRoutes } from './periods/payroll-periods.routes';
import { contributionTablesRoutes } from './tables/contribution-tables.routes';
import { taxTablesRoutes } from './tables/tax-tables.routes';
import { calculatorRoutes } from './calculator/calculator.routes';
import { inputCrudOptions, inputRoutes } from './inputs/inputs.routes';
import { keepWhatPostedPeriodsUsed } from './inputs/posted-inputs';
import { PAYROLL_REPORT_SOURCES } from './processing/payroll-reports';
import { registerReports } from '../../http/report-routes';
import { companyIdOf } from '../../shared/company';
import { processingRoutes } from './processing/processing.routes';
import { payslipPeriodJoin } from './processing/payslip-lists';
import { previousEmployerCrudOptions } from './batches/year-end.service';
import { batchCrudOptions, batchRoutes } from './batches/batches.routes';
import { batchEntryRoutes } from './batch-entries/batch-entries.routes';
import { batchEntryCrudOptions } from './batch-entries/batch-entry-crud';
import { finalPayRoutes } from './final-pay/final-pay.routes';
import { finalPayCrudOptions } from './final-pay/final-pay-crud';
import { remittanceCrudOptions, remittancesRoutes } from './remittances/remittances.routes';
import { bankFileCrudOptions, bankFilesRoutes } from './bank-files/bank-files.routes';
import { bir1601cRoutes } from './bir/bir-1601c.routes';
import { birAnnualRoutes } from './bir/bir-annual.routes';
import { PAYROLL_AUDITED_RESOURCES } from '@core/resources/transaction-logs.resource';
import { auditTrailCrud } from '../audit/audit-trail';
import { adjustmentCrudOptions, summaryCrudOptions } from '../timekeeping/adjustments/adjustment-crud';
import { timesheetCrudOptions } from '../timekeeping/timesheets/timesheet-crud';
import { linkRoutes } from '../timekeeping/adjustments/adjustments.routes';
import { TIMEKEEPING_PAY_REPORT_SOURCES } from './reports/timekeeping-pay-reports';
import { THIRTEENTH_MONTH_ACCRUALS } from './reports/thirteenth-month-accruals';
import { reconciliationRoutes } from './reports/reconciliation.routes';
import { summaryUploadRoutes } from './timesheet-summaries/summary-upload.routes';

/** The payroll portal's company-owned resources and how their rows reach the company. */
const COMPANY_OWNED: Record<string, CompanyPath> = {
  employees: 'company',
  'business-units': 'company',
  'leave-types': 'company',
  'payroll-groups': 'company',
  'employer-registrations': 'company',
  'ytd-balances': 'company',
  'payroll-periods': 'payroll-group',
  'recurring-entries': 'employee',
  loans: 'employee',
  'payroll-entries': 'employee',
  payslips: 'employee',
  'thirteenth-month-batches': 'company',
  'thirteenth-month-lines': 'employee',
  'bonus-batches': 'company',
  'bonus-lines': 'employee',
  'batch-entries': 'company',
  'batch-entry-lines': 'batch-entry',
  'annualization-runs': 'company',
  annualizations: 'company',
  'previous-employer-incomes': 'employee',
  'retro-pay-batches': 'company',
  'retro-pay-lines': 'employee',
  'service-charge-distributions': 'company',
  'service-charge-shares': 'employee',
  'final-pay-cases': 'company',
  'final-pay-lines': 'employee',
  'bank-files': 'payroll-period',
  // timekeeping's results, read by payroll
  timesheets: 'payroll-group',
  'timesheet-summaries': 'employee',
  'timesheet-adjustments': 'employee',
  'transaction-logs': 'company',
};

/** The payroll portal's set-up, period inputs, regular cycle, government tables and calculator (its dashboard is the dashboard module's). */
export async function payrollRoutes(app: FastifyInstance): Promise<void> {
  // the caller's company, resolved once per request for the reports that narrow to it
  app.addHook('preHandler', async (request) => {
    if (request.auth) await companyIdOf(app.deps.db, request);
  });
  const crud: CrudOptionsByResource = new Map();
  setupCrudOptions(crud);
  inputCrudOptions(crud);
  batchCrudOptions(crud);
  batchEntryCrudOptions(crud);
  previousEmployerCrudOptions(crud);
  finalPayCrudOptions(crud);
  remittanceCrudOptions(crud);
  bankFileCrudOptions(crud);
  adjustmentCrudOptions(crud);
  summaryCrudOptions(crud);
  timesheetCrudOptions(crud);
  auditTrailCrud(crud, 'payroll', PAYROLL_AUDITED_RESOURCES);
  // staged payslips of a run under way are nobody's to see
  crud.set(payslipsResource.name, {
    ...payslipPeriodJoin,
    scope: (query) => query.where('r.status', 'in', ['computed', 'posted']),
    totals: true,
  });
  await payrollPeriodsRoutes(app, crud);
  keepWhatPostedPeriodsUsed(crud, 'payroll');
  narrowToCompany(crud, COMPANY_OWNED);
  guardRecordsById(app, 'payroll', COMPANY_OWNED, {
    remittances: ['remittances', 'company'],
    'bir-1601c-returns': ['bir_1601c_returns', 'company'],
    'bir-2316-certificates': ['employees', 'company'],
  });
  registerRegistryCrudRoutes(app, 'payroll', crud);
  await inputRoutes(app, crud);
  await batchRoutes(app, crud);
  await batchEntryRoutes(app, crud);
  await summaryUploadRoutes(app);
  await finalPayRoutes(app, crud);
  await app.register(processingRoutes);
  await app.register(remittancesRoutes);
  await app.register(bankFilesRoutes);
  await contributionTablesRoutes(app);
  await taxTablesRoutes(app);
  await calculatorRoutes(app);
  registerReports(app, 'payroll', [...PAYROLL_REPORT_SOURCES, ...TIMEKEEPING_PAY_REPORT_SOURCES, THIRTEENTH_MONTH_ACCRUALS]);
  await linkRoutes(app, 'payroll');
  await bir1601cRoutes(app);
  await birAnnualRoutes(app);
  await reconciliationRoutes(app);
}
