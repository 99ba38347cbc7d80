import { choices, defineResource, reportColumn as ro, reportFilter as filterOnly, type FieldDefinition } from './define';
import { employeeDependentsResource } from './employee-dependents.resource';
import { employeesResource, RATE_TYPES } from './employees.resource';
import { DAY_TYPE_CHOICES } from './overtime-rates.resource';

// The employee portal's own records (docs/domain.md §15.4): announcements addressed to
// them, their processed days, their pay rates, and their change requests to HR.
// Every one is read by the server for the logged-in employee only.

/** Published announcements and memos addressed to the employee's business unit or to everyone, within their dates. */
export const ownAnnouncementsReport = defineResource({
  name: 'company-events',
  table: 'company_events',
  label: 'Announcements',
  textFields: ['title'],
  defaultSort: ['publish_from', 'DESC'],
  fields: {
    pinned: ro('boolean', 'pinned', { sort: true }),
    title: ro('text', 'title', { sort: true, search: true }),
    event_type: ro('choice', 'type', { choices: choices('announcement', 'memo'), filter: true }),
    publish_from: ro('date', 'published on', { sort: true, filter: true }),
    publish_until: ro('date', 'until'),
    body: { kind: 'longtext', label: 'body', readOnly: true },
  },
});

/** The employee's processed days, with the cut-off each belongs to; filtered by date range or by one cut-off (`timesheet_id`). */
export const ownTimesheetReport = defineResource({
  name: 'daily-time-records',
  table: 'daily_time_records',
  label: 'Timesheet details',
  textFields: ['work_date'],
  defaultSort: ['work_date', 'DESC'],
  fields: {
    cutoff: ro('text', 'cut-off', { list: false }),
    work_date: ro('date', 'date', { sort: true, filter: true }),
    day_type: ro('choice', 'day type', { choices: DAY_TYPE_CHOICES, filter: true }),
    shift_code: ro('text', 'shift'),
    actual_in: ro('datetime', 'time in'),
    actual_out: ro('datetime', 'time out'),
    late_minutes: ro('number', 'late (min)', { sort: true }),
    undertime_minutes: ro('number', 'undertime (min)', { sort: true }),
    absent_days: ro('number', 'absence (days)'),
    leave: ro('text', 'leave'),
    paid_leave_days: ro('number', 'paid leave (days)'),
    unpaid_leave_days: ro('number', 'unpaid leave (days)'),
    ob_minutes: ro('number', 'OB (min)'),
    approved_ot_minutes: ro('number', 'approved OT (min)', { sort: true }),
    night_minutes: ro('number', 'night (min)'),
    exception_count: ro('number', 'exceptions', { sort: true }),
    exceptions: ro('text', 'exception types'),
  },
});

/** The employee's pay-rate history, newest first. */
export const ownCompensationsReport = defineResource({
  name: 'employee-compensations',
  table: 'employee_compensations',
  label: 'Rate history',
  textFields: ['effective_date'],
  defaultSort: ['effective_date', 'DESC'],
  fields: {
    effective_date: ro('date', 'effective date', { sort: true, filter: true }),
    rate_type: ro('choice', 'rate type', { choices: RATE_TYPES }),
    basic_rate: ro('money', 'basic rate'),
    daily_rate: ro('number', 'daily rate'),
    hourly_rate: ro('number', 'hourly rate'),
    is_minimum_wage_earner: ro('boolean', 'minimum wage earner'),
    remarks: ro('text', 'remarks'),
  },
});

export const CHANGE_REQUEST_TYPES = choices(
  'personal_info',
  'contact',
  'address',
  'civil_status',
  'dependents',
  'government_ids',
  'bank_account',
);
export const CHANGE_REQUEST_STATUSES = choices('pending', 'approved', 'rejected', 'cancelled');

/** The 201 fields each request type may change (dependents change rows of employee_dependents instead). */
export const CHANGE_REQUEST_FIELDS = {
  personal_info: ['last_name', 'first_name', 'middle_name', 'suffix', 'nickname', 'birth_place', 'nationality'],
  contact: ['email', 'mobile_no', 'landline', 'emergency_contact_name', 'emergency_contact_relationship', 'emergency_contact_phone'],
  address: ['present_address', 'permanent_address'],
  civil_status: ['civil_status'],
  government_ids: ['tin', 'sss_no', 'philhealth_no', 'pagibig_no'],
  bank_account: ['bank_id', 'bank_account_no'],
  dependents: [],
} as const satisfies Record<string, readonly (keyof typeof employeesResource.fields)[]>;
export type ChangeRequestType = keyof typeof CHANGE_REQUEST_FIELDS;

/** The dependent fields a dependents request may set. */
export const DEPENDENT_FIELDS = ['name', 'relationship', 'birth_date', 'is_philhealth_dependent', 'is_hmo_dependent', 'is_pwd'] as const;

/** The definition of one changeable field, for validation and labels. */
export function changeableField(name: string): FieldDefinition | undefined {
  return (employeesResource.fields as Record<string, FieldDefinition>)[name];
}
export const dependentField = (name: string): FieldDefinition | undefined =>
  (employeeDependentsResource.fields as Record<string, FieldDefinition>)[name];

const requestFields = {
  request_type: ro('choice', 'request type', { choices: CHANGE_REQUEST_TYPES, filter: true }),
  summary: ro('text', 'requested changes'),
  reason: ro('text', 'reason'),
  created_at: ro('datetime', 'filed on', { sort: true }),
  status: ro('choice', 'status', { choices: CHANGE_REQUEST_STATUSES, filter: true, sort: true }),
  reviewed_at: ro('datetime', 'reviewed on'),
  review_remarks: ro('text', 'HR remarks'),
} satisfies Record<string, FieldDefinition>;

/** The employee's own change requests. */
export const ownChangeRequestsReport = defineResource({
  name: 'change-requests',
  table: 'change_requests',
  label: 'Change requests',
  textFields: ['request_type'],
  defaultSort: ['created_at', 'DESC'],
  fields: requestFields,
});

/** HR's view of the company's change requests, with the employee. */
export const changeRequestsReport = defineResource({
  name: 'change-requests',
  table: 'change_requests',
  label: 'Change requests',
  textFields: ['employee_no', 'request_type'],
  defaultSort: ['created_at', 'DESC'],
  fields: {
    employee_id: filterOnly('ref', 'employee', { reference: 'employees' }),
    employee_no: ro('text', 'employee no.', { sort: true, search: true }),
    employee_name: ro('text', 'employee', { sort: true, search: true }),
    ...requestFields,
  },
});
