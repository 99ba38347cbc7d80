// Every resource definition once, with the portals whose generic CRUD routes
// serve it and whether the portal may write. The server registers its CRUD
// routes from this list, the contract and drift tests iterate it.
// PURE: imported by both the browser and the server.

import type { Portal } from '@core/access';
import type { ResourceDefinition } from './define';
import { approverMatricesResource } from './approver-matrices.resource';
import { awardsResource } from './awards.resource';
import { banksResource } from './banks.resource';
import { businessUnitsResource } from './business-units.resource';
import { chartOfAccountsResource } from './chart-of-accounts.resource';
import { companiesResource } from './companies.resource';
import { companyEventsResource } from './company-events.resource';
import { APPLICATION_REPORTS } from './applications.resource';
import { dailyAttendancesReport } from './daily-attendances.resource';
import { TEAM_REPORTS } from './team-reports.resource';
import { scheduleUploadsReport } from './schedule-uploads.resource';
import { devicesResource } from './devices.resource';
import { disciplinaryActionsResource } from './disciplinary-actions.resource';
import { employeeDirectoryResource } from './employee-directory.resource';
import { attendanceExceptionsResource } from './attendance-exceptions.resource';
import { dailyTimeRecordsResource } from './daily-time-records.resource';
import { holidaysResource } from './holidays.resource';
import { timesheetAdjustmentsResource } from './timesheet-adjustments.resource';
import { timesheetSummariesResource } from './timesheet-summaries.resource';
import { timesheetsResource } from './timesheets.resource';
import { nightDifferentialRulesResource } from './night-differential-rules.resource';
import { shiftSchedulesResource } from './shift-schedules.resource';
import { educationalAttainmentsResource } from './educational-attainments.resource';
import { employeeCompensationsResource } from './employee-compensations.resource';
import { employeeDependentsResource } from './employee-dependents.resource';
import { employeeMovementsResource } from './employee-movements.resource';
import { employeesResource } from './employees.resource';
import { employerRegistrationsResource } from './employer-registrations.resource';
import { employmentHistoriesResource } from './employment-histories.resource';
import { examinationsResource } from './examinations.resource';
import { incidentReportInvolvementsResource } from './incident-report-involvements.resource';
import { incidentReportsResource } from './incident-reports.resource';
import { licencesResource } from './licences.resource';
import { loanTypesResource } from './loan-types.resource';
import { EMPLOYEE_REPORTS } from './masterfile-reports.resource';
import { orgLevelsResource } from './org-levels.resource';
import { overtimeRatesResource } from './overtime-rates.resource';
import { leaveBalancesResource, leaveLedgerEntriesResource } from './leave-balances.resource';
import { leaveEntitlementRulesResource, leaveTypesResource } from './leave-types.resource';
import { payrollGroupsResource } from './payroll-groups.resource';
import { payrollPeriodsResource } from './payroll-periods.resource';
import { payrollEntriesResource } from './payroll-entries.resource';
import { recurringEntriesResource } from './recurring-entries.resource';
import { loansResource } from './loans.resource';
import { thirteenthMonthBatchesResource, thirteenthMonthLinesResource } from './thirteenth-month-batches.resource';
import { finalPayCasesResource, finalPayLinesResource } from './final-pay-cases.resource';
import { bonusBatchesResource, bonusLinesResource } from './bonus-batches.resource';
import { batchEntriesResource, batchEntryLinesResource } from './batch-entries.resource';
import { annualizationRunsResource, annualizationsResource, previousEmployerIncomesResource } from './annualizations.resource';
import { retroPayBatchesResource, retroPayLinesResource } from './retro-pay-batches.resource';
import { serviceChargeDistributionsResource, serviceChargeSharesResource } from './service-charge-distributions.resource';
import { leaveConversionLinesResource, leaveConversionsResource } from './leave-conversions.resource';
import { payslipsResource } from './payslips.resource';
import { PAYROLL_REPORTS } from './payroll-reports.resource';
import { BIR_REPORTS, bir1601cReturnsResource } from './bir.resource';
import { ytdBalancesResource } from './ytd-balances.resource';
import { loanRemittancesReport, monthlyContributionsReport, remittancesResource } from './remittances.resource';
import { bankFilesResource } from './bank-files.resource';
import { positionsResource } from './positions.resource';
import { punchImportsResource } from './punch-imports.resource';
import { preferencesResource } from './preferences.resource';
import { sickLeaveApplicationsReport, sickLeaveMonitoringReport } from './sick-leave-monitoring.resource';
import { temperatureReadingsResource } from './temperature-readings.resource';
import { timePunchesResource } from './time-punches.resource';
import { trainingsResource } from './trainings.resource';
import { transactionClassesResource } from './transaction-classes.resource';
import { transactionLogsResource } from './transaction-logs.resource';
import { transactionTypesResource } from './transaction-types.resource';
import { usersResource } from './users.resource';
import { thirteenthMonthAccrualsReport, TIMEKEEPING_PAY_REPORTS } from './timekeeping-pay-reports.resource';
import {
  changeRequestsReport,
  ownAnnouncementsReport,
  ownChangeRequestsReport,
  ownCompensationsReport,
  ownTimesheetReport,
} from './self-service.resource';

/** What a portal may do through the generic CRUD routes: list and read, or also create, update and delete. */
export type CrudAccess = 'read' | 'write';

export interface RegistryEntry {
  definition: ResourceDefinition;
  /** the portals whose generic CRUD routes serve the resource; none for reports and resources with their own routes */
  crud: Partial<Record<Portal, CrudAccess>>;
  /**
   * Installation-wide reference data (the law and the banks, the same for every employer):
   * read by every company, changed by the system administrator alone, whatever `crud` says.
   */
  installationWide?: true;
}

const hrWrites = { hr: 'write' } as const;
const payrollWrites = { payroll: 'write' } as const;
const ownRoutes = {} as const;

const ENTRIES = [
  // HR: the organisation and the workplace
  { definition: companiesResource, crud: hrWrites },
  { definition: orgLevelsResource, crud: hrWrites },
  { definition: businessUnitsResource, crud: { hr: 'write', timekeeping: 'read', payroll: 'read' } },
  { definition: positionsResource, crud: hrWrites },
  { definition: approverMatricesResource, crud: hrWrites },
  { definition: companyEventsResource, crud: hrWrites },
  { definition: preferencesResource, crud: hrWrites },
  { definition: devicesResource, crud: { hr: 'write', timekeeping: 'read' } },
  { definition: incidentReportsResource, crud: hrWrites },
  { definition: incidentReportInvolvementsResource, crud: hrWrites },
  { definition: temperatureReadingsResource, crud: hrWrites },
  // HR: the employee and the 201 file
  { definition: employeesResource, crud: hrWrites },
  { definition: educationalAttainmentsResource, crud: hrWrites },
  { definition: employmentHistoriesResource, crud: hrWrites },
  { definition: examinationsResource, crud: hrWrites },
  { definition: trainingsResource, crud: hrWrites },
  { definition: awardsResource, crud: hrWrites },
  { definition: employeeDependentsResource, crud: hrWrites },
  { definition: licencesResource, crud: hrWrites },
  { definition: employeeCompensationsResource, crud: { hr: 'read' } },
  { definition: employeeMovementsResource, crud: hrWrites },
  { definition: disciplinaryActionsResource, crud: hrWrites },
  { definition: transactionLogsResource, crud: { hr: 'read', timekeeping: 'read', payroll: 'read' } },
  // Payroll set-up; HR forms read what they pick from
  { definition: banksResource, crud: { payroll: 'write', hr: 'read' }, installationWide: true },
  { definition: chartOfAccountsResource, crud: payrollWrites, installationWide: true },
  { definition: transactionClassesResource, crud: payrollWrites, installationWide: true },
  { definition: transactionTypesResource, crud: payrollWrites, installationWide: true },
  { definition: loanTypesResource, crud: payrollWrites, installationWide: true },
  { definition: payrollGroupsResource, crud: { payroll: 'write', hr: 'read', timekeeping: 'read' } },
  { definition: overtimeRatesResource, crud: payrollWrites, installationWide: true },
  { definition: employerRegistrationsResource, crud: { payroll: 'write', hr: 'read' } },
  { definition: payrollPeriodsResource, crud: { payroll: 'write', timekeeping: 'read' } },
  // Payroll processing: the inputs of a period, and the payslips a computation writes
  { definition: recurringEntriesResource, crud: payrollWrites },
  { definition: loansResource, crud: { payroll: 'write', employee: 'read' } },
  { definition: payrollEntriesResource, crud: payrollWrites },
  { definition: batchEntriesResource, crud: payrollWrites },
  { definition: batchEntryLinesResource, crud: payrollWrites },
  { definition: payslipsResource, crud: { payroll: 'read', employee: 'read' } },
  { definition: ytdBalancesResource, crud: { payroll: 'read', employee: 'read' } },
  // Computation batches: their lines are written by the batch's compute step
  { definition: thirteenthMonthBatchesResource, crud: payrollWrites },
  { definition: thirteenthMonthLinesResource, crud: { payroll: 'read' } },
  { definition: bonusBatchesResource, crud: payrollWrites },
  { definition: bonusLinesResource, crud: { payroll: 'read' } },
  { definition: annualizationRunsResource, crud: payrollWrites },
  { definition: annualizationsResource, crud: { payroll: 'read' } },
  { definition: previousEmployerIncomesResource, crud: payrollWrites },
  { definition: retroPayBatchesResource, crud: payrollWrites },
  { definition: retroPayLinesResource, crud: { payroll: 'read' } },
  { definition: serviceChargeDistributionsResource, crud: payrollWrites },
  { definition: serviceChargeSharesResource, crud: { payroll: 'read' } },
  // the year-end leave conversion: a computation batch of the timekeeping portal
  { definition: leaveConversionsResource, crud: { timekeeping: 'write' } },
  { definition: leaveConversionLinesResource, crud: { timekeeping: 'read' } },
  // Final pay: cases opened by separations, moved by their steps; manual lines entered by payroll
  { definition: finalPayCasesResource, crud: { timekeeping: 'read', payroll: 'read' } },
  { definition: finalPayLinesResource, crud: payrollWrites },
  // Government outputs: the remittance register, moved by its own verbs
  { definition: remittancesResource, crud: { payroll: 'read' } },
  // Bank crediting files: written by the posted period's bank-files verb
  { definition: bankFilesResource, crud: { payroll: 'read' } },
  // Timekeeping: its master data; punches are read here and written through their own routes
  { definition: shiftSchedulesResource, crud: { timekeeping: 'write', hr: 'read' } },
  { definition: nightDifferentialRulesResource, crud: { timekeeping: 'write' } },
  { definition: holidaysResource, crud: { timekeeping: 'write', payroll: 'read', hr: 'read' }, installationWide: true },
  { definition: employeeDirectoryResource, crud: { timekeeping: 'read', payroll: 'read' } },
  { definition: timePunchesResource, crud: { timekeeping: 'read' } },
  { definition: punchImportsResource, crud: { timekeeping: 'read' } },
  // Timesheets: read here, moved through their workflow's own routes
  { definition: timesheetsResource, crud: { timekeeping: 'read', payroll: 'read' } },
  { definition: dailyTimeRecordsResource, crud: { timekeeping: 'read' } },
  { definition: attendanceExceptionsResource, crud: { timekeeping: 'read' } },
  { definition: timesheetSummariesResource, crud: { timekeeping: 'read', payroll: 'read' } },
  { definition: timesheetAdjustmentsResource, crud: { timekeeping: 'read', payroll: 'read' } },
  // Leave: types and credits written here; balances only through the ledger's runs and adjustments
  { definition: leaveTypesResource, crud: { timekeeping: 'write', hr: 'read', payroll: 'read' } },
  { definition: leaveEntitlementRulesResource, crud: { timekeeping: 'write' } },
  { definition: leaveBalancesResource, crud: { timekeeping: 'read' } },
  { definition: leaveLedgerEntriesResource, crud: { timekeeping: 'read' } },
  // Read models and resources served by their own routes
  { definition: usersResource, crud: ownRoutes },
  ...EMPLOYEE_REPORTS.map((definition) => ({ definition, crud: ownRoutes })),
  { definition: sickLeaveMonitoringReport, crud: ownRoutes },
  { definition: sickLeaveApplicationsReport, crud: ownRoutes },
  { definition: dailyAttendancesReport, crud: ownRoutes },
  ...PAYROLL_REPORTS.map((definition) => ({ definition, crud: ownRoutes })),
  { definition: monthlyContributionsReport, crud: ownRoutes },
  { definition: loanRemittancesReport, crud: ownRoutes },
  { definition: bir1601cReturnsResource, crud: ownRoutes },
  ...BIR_REPORTS.map((definition) => ({ definition, crud: ownRoutes })),
  ...APPLICATION_REPORTS.map((definition) => ({ definition, crud: ownRoutes })),
  ...TIMEKEEPING_PAY_REPORTS.map(({ definition }) => ({ definition, crud: ownRoutes })),
  { definition: thirteenthMonthAccrualsReport, crud: ownRoutes },
  // the employee's own records and the change requests HR reviews
  ...[ownAnnouncementsReport, ownTimesheetReport, ownCompensationsReport, ownChangeRequestsReport, changeRequestsReport].map(
    (definition) => ({ definition, crud: ownRoutes }),
  ),
  ...TEAM_REPORTS.map((definition) => ({ definition, crud: ownRoutes })),
  { definition: scheduleUploadsReport, crud: ownRoutes },
] satisfies readonly RegistryEntry[];

/** Every registered definition with its literal table and field names (the server checks them against its tables' columns). */
export type RegisteredDefinition = (typeof ENTRIES)[number]['definition'];
/** A registered definition seen as any definition, but with its table one of the registered tables. */
export type RegisteredResource = ResourceDefinition & { readonly table: RegisteredDefinition['table'] };

export const RESOURCE_REGISTRY: readonly (RegistryEntry & { definition: RegisteredResource })[] = ENTRIES;

/** The resources a portal serves through the generic CRUD routes, with what it may do. */
export function crudResourcesOf(portal: Portal): { definition: RegisteredResource; access: CrudAccess }[] {
  return RESOURCE_REGISTRY.flatMap(({ definition, crud }) => (crud[portal] ? [{ definition, access: crud[portal] }] : []));
}

/** Every portal and resource whose CRUD routes accept writes. */
export function writableResources(): { portal: Portal; definition: RegisteredResource }[] {
  return RESOURCE_REGISTRY.flatMap(({ definition, crud }) =>
    (Object.entries(crud) as [Portal, CrudAccess][]).filter(([, access]) => access === 'write').map(([portal]) => ({ portal, definition })),
  );
}

/** The role that changes installation-wide settings: the system administrator, who opens every portal. */
export const SYSTEM_ADMINISTRATOR_ROLE = 7;

/** The installation-wide resources served by their own routes rather than the generic CRUD: the government tables. */
const INSTALLATION_WIDE_OWN_ROUTES: readonly string[] = ['contribution-tables', 'tax-tables'];

/** Whether a resource (by its API name) is installation-wide reference data, shared by every company. */
export function isInstallationWide(resource: string): boolean {
  return (
    INSTALLATION_WIDE_OWN_ROUTES.includes(resource) ||
    RESOURCE_REGISTRY.some(({ definition, installationWide }) => installationWide && definition.name === resource)
  );
}

/** Whether a user of this role may change the resource: anyone its portal lets write, but installation-wide data only the system administrator. */
export function mayChangeResource(resource: string, role: unknown): boolean {
  return !isInstallationWide(resource) || role === SYSTEM_ADMINISTRATOR_ROLE;
}
