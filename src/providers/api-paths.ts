import type { Identifier } from 'react-admin';

// Every address of the API the console asks outside react-admin's data provider, built in
// one place: one function per server action or read, taking the ids it needs.

type Id = Identifier;
type Portal = string;

const segment = (id: Id) => encodeURIComponent(String(id));

/** `/api/<portal>`: a portal's data provider, and the base of its resources. */
export const portalApi = (portal: Portal) => `/api/${portal}`;

/** A report's or a list's totals: `/api/<portal>/<resource>/totals`. */
export const totalsPath = (portal: Portal, resource: string) => `${portalApi(portal)}/${resource}/totals`;

export const accountPaths = {
  notifications: () => '/api/account/notifications',
  markNotificationsRead: () => '/api/account/notifications/read',
  changePassword: () => '/api/account/password',
};

/** Leave and overtime filings, in the portal that files or decides them. */
export const applicationPaths = (portal: Portal) => {
  const base = `${portalApi(portal)}/applications`;
  return {
    file: () => base,
    /** approve many at once */
    approveMany: () => `${base}/approve`,
    change: (id: Id) => `${base}/${segment(id)}`,
    filing: (id: Id) => `${base}/${segment(id)}/filing`,
    trail: (id: Id) => `${base}/${segment(id)}/trail`,
    attachments: (id: Id) => `${base}/${segment(id)}/attachments`,
    /** approve, reject, withdraw, request-cancellation, approve-cancellation, deny-cancellation */
    verb: (id: Id, verb: string) => `${base}/${segment(id)}/${verb}`,
    ownLeaveBalances: () => `${portalApi(portal)}/leave-balances/mine`,
    ownShifts: () => `${portalApi(portal)}/shifts`,
  };
};

export const hrPaths = {
  employeeImport: () => '/api/hr/employee-import',
  employeeImportTemplate: () => '/api/hr/employee-import/template',
  changeRequest: (id: Id, verb: 'approve' | 'reject') => `/api/hr/change-requests/${segment(id)}/${verb}`,
  changeRequestAttachments: (id: Id) => `/api/hr/change-requests/${segment(id)}/attachments`,
  companyLogo: (companyId: Id) => `/api/hr/companies/${segment(companyId)}/logo`,
};

export const adminPaths = {
  companyExport: () => '/api/admin/company-export',
};

/** A line of a payroll batch (entries, loans …) moved by one of its verbs. */
export const batchLinePath = (portal: Portal, lines: string, id: Id, verb: string) =>
  `${portalApi(portal)}/${lines}/${segment(id)}/${verb}`;

/** Prior-period timesheet adjustments of a portal's timesheet: link, hold, unlink. */
export const timesheetAdjustmentLinkPath = (portal: Portal, verb: 'link' | 'hold' | 'unlink') =>
  `${portalApi(portal)}/timesheet-adjustments/${verb}`;

export const payrollPaths = {
  remittance: (id: Id, verb: 'generate' | 'regenerate' | 'mark-paid' | 'amend' | 'file') =>
    `/api/payroll/remittances/${segment(id)}/${verb}`,
  remittanceNotes: () => '/api/payroll/remittances/notes',
  generateRemittanceMonth: () => '/api/payroll/remittances/generate',
  bir1601cReturns: () => '/api/payroll/bir-1601c-returns',
  generateBir1601c: () => '/api/payroll/bir-1601c-returns/generate',
  bir1601cReturn: (id: Id) => `/api/payroll/bir-1601c-returns/${segment(id)}`,
  /** finalize, mark-filed, amend, pdf, adjustments */
  bir1601cVerb: (id: Id, verb: string) => `/api/payroll/bir-1601c-returns/${segment(id)}/${verb}`,
  /** the 2316 certificate; `verb` its action (or pdf) */
  bir2316Certificate: (id: Id, verb?: string) => `/api/payroll/bir-2316-certificates/${segment(id)}${verb ? `/${verb}` : ''}`,
  bir2316PrintJobs: () => '/api/payroll/bir-2316-certificates/pdf-jobs',
  bir2316PrintJob: (id: Id) => `/api/payroll/bir-2316-certificates/pdf-jobs/${segment(id)}`,
  bir2316PrintJobFile: (id: Id) => `/api/payroll/bir-2316-certificates/pdf-jobs/${segment(id)}/file`,
  bir1604c: () => '/api/payroll/bir-1604c',
  bir1604cAlphalist: () => '/api/payroll/bir-1604c/alphalist',
  bir1604cPdf: () => '/api/payroll/bir-1604c/pdf',
  bir1604cVerb: (verb: 'generate' | 'finalize' | 'mark-filed' | 'amend') => `/api/payroll/bir-1604c/${verb}`,
  generateBir2316Certificates: () => '/api/payroll/bir-2316-certificates/generate',
  cancelTimesheetAdjustments: () => '/api/payroll/timesheet-adjustments/cancel',
  batchEntriesTemplate: () => '/api/payroll/batch-entries/template',
  timesheetSummaryTemplate: () => '/api/payroll/timesheet-summaries/template',
  reconciliation: () => '/api/payroll/reconciliation',
  /** compute, computation, bank-files, payslips-pdf, and the workflow steps (prooflist, post …) */
  payrollPeriod: (id: Id, verb: string) => `/api/payroll/payroll-periods/${segment(id)}/${verb}`,
  timesheetSummaryUpload: (periodId: Id) => `/api/payroll/payroll-periods/${segment(periodId)}/timesheet-summaries/upload`,
  payslipDetail: (id: Id) => `/api/payroll/payslips/${segment(id)}/detail`,
  bankFileDownload: (id: Id) => `/api/payroll/bank-files/${segment(id)}/download`,
  batchEntriesUpload: (batchId: Id) => `/api/payroll/batch-entries/${segment(batchId)}/upload`,
};

export const employeePaths = {
  calendarEntries: () => '/api/employee/calendar-entries',
  details: () => '/api/employee/employee-details',
  banks: () => '/api/employee/banks',
  fileChangeRequest: () => '/api/employee/change-requests',
  changeRequestAttachments: (id: Id) => `/api/employee/change-requests/${segment(id)}/attachments`,
  cancelChangeRequest: (id: Id) => `/api/employee/change-requests/${segment(id)}/cancel`,
  certificates: () => '/api/employee/bir-2316-certificates',
  certificatePdf: (id: Id) => `/api/employee/bir-2316-certificates/${segment(id)}/pdf`,
  timesheets: () => '/api/employee/timesheets',
  compensationAndBenefits: () => '/api/employee/compensation-and-benefits',
  payslipDetail: (id: Id) => `/api/employee/payslips/${segment(id)}/detail`,
};

export const managerPaths = {
  team: () => '/api/manager/team',
  teamUnits: () => '/api/manager/team-units',
  staffSchedule: () => '/api/manager/staff-schedule',
  dutyRosters: () => '/api/manager/duty-rosters',
  dutyRoster: (id: Id) => `/api/manager/duty-rosters/${segment(id)}`,
  /** grid, lines, copy-previous, submit */
  dutyRosterVerb: (id: Id, verb: 'grid' | 'lines' | 'copy-previous' | 'submit') => `/api/manager/duty-rosters/${segment(id)}/${verb}`,
  scheduleUploads: () => '/api/manager/schedule-uploads',
  scheduleUploadTemplate: () => '/api/manager/schedule-uploads/template',
  scheduleUpload: (id: Id, verb?: 'apply' | 'discard') => `/api/manager/schedule-uploads/${segment(id)}${verb ? `/${verb}` : ''}`,
};

export const timekeepingPaths = {
  leaveTypes: () => '/api/timekeeping/leave-types',
  shiftSchedules: () => '/api/timekeeping/shift-schedules',
  voidPunch: (id: Id) => `/api/timekeeping/time-punches/${segment(id)}/void`,
  manualPunch: () => '/api/timekeeping/time-punches/manual',
  mapPunches: () => '/api/timekeeping/time-punches/map',
  unmatchedPunches: () => '/api/timekeeping/time-punches/unmatched',
  uploadPunches: () => '/api/timekeeping/punch-imports/upload',
  punchImportProgress: (id: Id) => `/api/timekeeping/punch-imports/${segment(id)}/progress`,
  /** resolve, waive or notify many exceptions */
  exceptionsVerb: (verb: 'resolve' | 'waive' | 'notify') => `/api/timekeeping/attendance-exceptions/${verb}`,
  exceptionVerb: (id: Id, verb: 'resolve' | 'waive' | 'notify') => `/api/timekeeping/attendance-exceptions/${segment(id)}/${verb}`,
  timesheet: (id: Id) => `/api/timekeeping/timesheets/${segment(id)}`,
  timesheetStep: (id: Id, action: string) => `/api/timekeeping/timesheets/${segment(id)}/${action}`,
  timesheetFromPeriod: () => '/api/timekeeping/timesheets/from-period',
  copyHolidayYear: () => '/api/timekeeping/holidays/copy-year',
  leaveRun: (id: Id) => `/api/timekeeping/leave-runs/${segment(id)}`,
  leaveEntitlementRules: () => '/api/timekeeping/leave-entitlement-rules',
  /** grant-year, accrue-month */
  leaveBalances: (verb: 'grant-year' | 'accrue-month') => `/api/timekeeping/leave-balances/${verb}`,
  fileApplication: () => '/api/timekeeping/applications',
  adjustLeaveBalance: (id: Id) => `/api/timekeeping/leave-balances/${segment(id)}/adjust`,
  /** draft, process */
  timesheetAdjustments: (verb: 'draft' | 'process') => `/api/timekeeping/timesheet-adjustments/${verb}`,
  timesheetAdjustment: (id: Id, verb: 'apply' | 'cancel') => `/api/timekeeping/timesheet-adjustments/${segment(id)}/${verb}`,
  calendarSchedule: () => '/api/timekeeping/calendar-schedule',
  /** assign, copy-week, reset */
  calendarScheduleVerb: (verb: 'assign' | 'copy-week' | 'reset') => `/api/timekeeping/calendar-schedule/${verb}`,
};
