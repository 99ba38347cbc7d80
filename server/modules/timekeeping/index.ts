import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { guardRecordsById, narrowToCompany, type CompanyPath } from '../../http/company-scope';
import { businessUnitsResource } from '@core/resources/business-units.resource';
import { employeeDirectoryResource } from '@core/resources/employee-directory.resource';
import { payrollGroupsResource } from '@core/resources/payroll-groups.resource';
import { TIMEKEEPING_AUDITED_RESOURCES } from '@core/resources/transaction-logs.resource';
import { auditTrailCrud } from '../audit/audit-trail';
import { registerRegistryCrudRoutes, type CrudOptionsByResource } from '../../http/crud';
import { companyIdOf, knownCompanyId } from '../../shared/company';
import { registerReports } from '../../http/report-routes';
import { DAILY_MONITORING } from './daily-monitoring.report';
import { timekeepingApplicationRoutes } from '../applications/timekeeping-applications.routes';
import { adjustmentRoutes } from './adjustments/adjustments.routes';
import { adjustmentCrudOptions, summaryCrudOptions } from './adjustments/adjustment-crud';
import { timesheetCrudOptions } from './timesheets/timesheet-crud';
import { calendarScheduleRoutes } from './calendar/calendar-schedule.routes';
import { leaveCrudOptions } from './leave/leave-crud';
import { leaveRoutes } from './leave/leave.routes';
import { batchCrudOptions, batchRoutes } from '../payroll/batches/batches.routes';
import { keepWhatPostedPeriodsUsed } from '../payroll/inputs/posted-inputs';
import { holidayRoutes } from './holidays.routes';
import { masterDataCrudOptions } from './master-data';
import { punchesRoutes } from './punches/punches.routes';
import { timesheetPreviewRoutes } from './timesheet-preview.routes';
import { exceptionRoutes } from './timesheets/exceptions.routes';
import { timesheetRoutes } from './timesheets/timesheets.routes';
import { finalPayTimesheetRoutes } from './final-pay/final-pay.routes';

/** The timekeeping portal's company-owned resources and how their rows reach the company. */
const COMPANY_OWNED: Record<string, CompanyPath> = {
  devices: 'company',
  'payroll-periods': 'payroll-group',
  timesheets: 'payroll-group',
  'daily-time-records': 'employee',
  'attendance-exceptions': 'exception',
  'timesheet-summaries': 'employee',
  'time-punches': 'punch',
  'punch-imports': 'company',
  'leave-balances': 'employee',
  'timesheet-adjustments': 'employee',
  'transaction-logs': 'company',
  'leave-conversions': 'company',
  'leave-conversion-lines': 'employee',
  'final-pay-cases': 'company',
};

// The timekeeping portal's API: the registry's CRUD routes for the portal, with the
// behaviour each resource adds, and the routes of its own workflows.
export async function timekeepingRoutes(app: FastifyInstance): Promise<void> {
  // the caller's company, resolved once per request for the queries that narrow to it
  app.addHook('preHandler', async (request) => {
    if (request.auth) await companyIdOf(app.deps.db, request);
  });
  await app.register(multipart, { limits: { files: 1, fields: 5 } });
  const crud: CrudOptionsByResource = new Map();
  for (const definition of [employeeDirectoryResource, payrollGroupsResource, businessUnitsResource]) {
    crud.set(definition.name, { scope: (query, request) => query.where('r.company_id', '=', knownCompanyId(request)) });
  }
  masterDataCrudOptions(crud);
  leaveCrudOptions(crud);
  batchCrudOptions(crud, 'timekeeping');
  adjustmentCrudOptions(crud);
  summaryCrudOptions(crud);
  timesheetCrudOptions(crud);
  // the audit trail of timekeeping's own data
  auditTrailCrud(crud, 'timekeeping', TIMEKEEPING_AUDITED_RESOURCES);
  keepWhatPostedPeriodsUsed(crud, 'timekeeping');
  narrowToCompany(crud, COMPANY_OWNED);
  guardRecordsById(app, 'timekeeping', COMPANY_OWNED, { applications: ['applications', 'employee'] });
  registerRegistryCrudRoutes(app, 'timekeeping', crud);
  await batchRoutes(app, crud, 'timekeeping');
  await app.register(holidayRoutes);
  await app.register(timesheetPreviewRoutes);
  await app.register(punchesRoutes);
  await app.register(timesheetRoutes);
  await app.register(finalPayTimesheetRoutes);
  await app.register(exceptionRoutes);
  await app.register(leaveRoutes);
  await app.register(calendarScheduleRoutes);
  await app.register(adjustmentRoutes);
  await app.register(timekeepingApplicationRoutes);
  registerReports(app, 'timekeeping', [DAILY_MONITORING]);
}
