import { defineResource } from './define';

/** The audit trail, read-only. */
export const transactionLogsResource = defineResource({
  name: 'transaction-logs',
  table: 'transaction_logs',
  label: 'Transaction logs',
  textFields: ['action', 'summary'],
  defaultSort: ['occurred_at', 'DESC'],
  fields: {
    occurred_at: { kind: 'datetime', label: 'date and time', readOnly: true, list: true, filter: true, sort: true },
    user_id: { kind: 'number', label: 'user id', readOnly: true, filter: true },
    user_name: { kind: 'text', label: 'user', readOnly: true, list: true },
    role: { kind: 'number', label: 'role', readOnly: true, list: true },
    resource: { kind: 'text', label: 'resource', readOnly: true, list: true, filter: true, sort: true },
    record_id: { kind: 'text', label: 'record', readOnly: true, list: true, filter: true },
    action: { kind: 'text', label: 'action', readOnly: true, list: true, filter: true, sort: true },
    summary: { kind: 'text', label: 'summary', readOnly: true, list: true, search: true },
  },
});

/** The resources whose changes the HR portal's transaction logs show. */
export const HR_AUDITED_RESOURCES = [
  'companies',
  'org-levels',
  'business-units',
  'positions',
  'approver-matrices',
  'company-events',
  'preferences',
  'devices',
  'employees',
  'employee-compensations',
  'employee-dependents',
  'educational-attainments',
  'employment-histories',
  'employee-movements',
  'examinations',
  'licences',
  'trainings',
  'disciplinary-actions',
  'awards',
  'incident-reports',
  'incident-report-involvements',
  'temperature-readings',
  'employee-import',
  'employee-masterlist',
  'hire-date-report',
  'birthday-report',
  'contacts-report',
  'classification-report',
  'compensation-report',
  'resigned-report',
  'employment-record-summary',
] as const;

/** The resources whose changes the timekeeping portal's transaction logs show. */
export const TIMEKEEPING_AUDITED_RESOURCES = [
  'shift-schedules',
  'night-differential-rules',
  'holidays',
  'time-punches',
  'punch-imports',
  'timesheets',
  'attendance-exceptions',
  'employee-schedules',
  'leave-types',
  'leave-entitlement-rules',
  'leave-balances',
  'timesheet-adjustments',
  'applications',
] as const;
