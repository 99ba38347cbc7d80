import { choices, defineResource, reportColumn as column, reportFilter as filterOnly, type FieldDefinition } from './define';

// The application lists of the approval screens (docs/domain.md §15.3 /timekeeping/applications
// and its sub-screens): what every filing shows — reference, employee, dates, how it was
// filed, status, level x of n and the current approver — and each type's own columns.

export const APPLICATION_TYPES = [
  { id: 'leave', name: 'Leave' },
  { id: 'overtime', name: 'Overtime' },
  { id: 'official_business_trip', name: 'Official business' },
  { id: 'change_shift', name: 'Change shift' },
  { id: 'logsheet', name: 'Log sheet' },
  { id: 'duty_roster', name: 'Duty roster' },
];
export const APPLICATION_STATUSES = [
  { id: 'draft', name: 'Draft' },
  { id: 'pending', name: 'Pending' },
  { id: 'approved', name: 'Approved' },
  { id: 'rejected', name: 'Rejected' },
  { id: 'for_cancellation', name: 'For cancellation' },
  { id: 'cancelled', name: 'Cancelled' },
];
export const FILED_VIA = [
  { id: 'self', name: 'By the employee' },
  { id: 'in_behalf', name: 'By the manager' },
  { id: 'tk_encoded', name: 'Encoded by timekeeping' },
  { id: 'upload', name: 'Uploaded' },
];
export const OT_CATEGORIES = choices('pre_shift', 'post_shift', 'rest_day', 'holiday', 'break_work');
export const LOGSHEET_REASONS = choices('forgot_to_punch', 'device_malfunction', 'field_work', 'not_enrolled', 'other');

const common = {
  reference_no: column('text', 'reference no.', { sort: true, search: true }),
  employee_id: filterOnly('ref', 'employee', { reference: 'employees' }),
  employee_no: column('text', 'employee no.', { sort: true, search: true }),
  employee_name: column('text', 'employee', { sort: true, search: true }),
  business_unit_id: filterOnly('ref', 'business unit', { reference: 'business-units' }),
  business_unit_name: column('text', 'business unit', { sort: true }),
  date_from: column('date', 'from', { sort: true, filter: true }),
  date_to: column('date', 'to', { sort: true }),
} satisfies Record<string, FieldDefinition>;

const routing = {
  status: column('choice', 'status', { choices: APPLICATION_STATUSES, filter: true, sort: true }),
  level: column('text', 'level'),
  current_approver: column('text', 'current approver'),
  awaiting_timekeeping: column('boolean', 'awaiting timekeeping', { filter: true }),
  submitted_at: column('datetime', 'filed on', { sort: true }),
  filed_via: column('choice', 'filed via', { choices: FILED_VIA, filter: true }),
  is_late_filing: column('boolean', 'late filing', { filter: true }),
} satisfies Record<string, FieldDefinition>;

const report = <F extends Record<string, FieldDefinition>>(name: string, label: string, fields: F) =>
  defineResource({
    name,
    table: 'applications',
    label,
    textFields: ['reference_no'],
    defaultSort: ['submitted_at', 'DESC'],
    fields: { ...common, ...fields, ...routing },
  });

export const applicationsReport = report('applications', 'Applications', {
  application_type: column('choice', 'type', { choices: APPLICATION_TYPES, filter: true, sort: true }),
  details_summary: column('text', 'details', { search: true }),
  reason: column('text', 'reason'),
  cancellation_reason: column('text', 'cancellation reason'),
});

export const leaveApplicationsReport = report('leave-applications', 'Leave applications', {
  leave_type_id: filterOnly('ref', 'leave type', { reference: 'leave-types' }),
  leave_type: column('text', 'leave type', { sort: true }),
  day_part: column('choice', 'day part', { choices: choices('whole_day', 'first_half', 'second_half') }),
  days: column('number', 'days', { sort: true }),
  with_pay: column('boolean', 'with pay', { filter: true }),
  available: column('number', 'available now'),
  has_attachment: column('boolean', 'attachment'),
  reason: column('text', 'reason'),
});

export const overtimeApplicationsReport = report('overtime-applications', 'Overtime applications', {
  time_from: column('datetime', 'from (time)'),
  time_to: column('datetime', 'to (time)'),
  ot_category: column('choice', 'category', { choices: OT_CATEGORIES, filter: true }),
  requested_minutes: column('number', 'requested (min)', { sort: true }),
  approved_minutes: column('number', 'approved (min)'),
  rendered_ot_minutes: column('number', 'rendered (min)'),
  work_description: column('text', 'work'),
});

export const officialBusinessTripsReport = report('official-business-trips', 'Official business', {
  trip_type: column('choice', 'type', { choices: choices('official_business', 'business_trip'), filter: true }),
  is_whole_day: column('boolean', 'whole day'),
  time_from: column('time', 'from (time)'),
  time_to: column('time', 'to (time)'),
  destination: column('text', 'destination', { search: true }),
  purpose: column('text', 'purpose'),
});

export const changeShiftApplicationsReport = report('change-shift-applications', 'Change-shift applications', {
  from_shift: column('text', 'current shift'),
  to_shift: column('text', 'requested'),
  swap_with_date: column('date', 'swap with'),
  reason: column('text', 'reason'),
});

export const logsheetApplicationsReport = report('logsheet-applications', 'Log-sheet applications', {
  time_in: column('datetime', 'time in'),
  time_out: column('datetime', 'time out'),
  break_out: column('datetime', 'break out'),
  break_in: column('datetime', 'break in'),
  punches_recorded: column('text', 'punches recorded'),
  reason_category: column('choice', 'why', { choices: LOGSHEET_REASONS, filter: true }),
});

export const dutyRostersReport = report('duty-rosters', 'Duty rosters', {
  title: column('text', 'title', { search: true }),
  roster_unit: column('text', 'roster unit'),
  line_count: column('number', 'lines'),
  employee_count: column('number', 'employees'),
  conflict_count: column('number', 'conflicts'),
});

export const APPLICATION_REPORTS = [
  applicationsReport,
  leaveApplicationsReport,
  overtimeApplicationsReport,
  officialBusinessTripsReport,
  changeShiftApplicationsReport,
  logsheetApplicationsReport,
  dutyRostersReport,
];
