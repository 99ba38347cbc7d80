import { choices, defineResource } from './define';

export const EXCEPTION_TYPES = [
  { id: 'missing_time_in', name: 'Missing time in' },
  { id: 'missing_time_out', name: 'Missing time out' },
  { id: 'missing_break', name: 'Missing break' },
  { id: 'odd_punches', name: 'Odd punches' },
  { id: 'no_schedule', name: 'No schedule' },
  { id: 'work_on_rest_day_without_ot', name: 'Rest-day work without overtime' },
  { id: 'unapproved_overtime', name: 'Unapproved overtime' },
  { id: 'unfiled_absence', name: 'Unfiled absence' },
  { id: 'unmatched_punch', name: 'Unmatched punch' },
];
export const EXCEPTION_RESOLUTIONS = choices(
  'logsheet_filed',
  'leave_filed',
  'ob_filed',
  'overtime_filed',
  'schedule_corrected',
  'adjusted',
  'confirmed_absent',
  'waived',
);

/** Problems processing found, worked in the resolution center (docs/domain.md §4 `attendance_exceptions`). */
export const attendanceExceptionsResource = defineResource({
  name: 'attendance-exceptions',
  table: 'attendance_exceptions',
  label: 'Attendance exceptions',
  textFields: ['work_date', 'exception_type', 'time_recorder_id'],
  defaultSort: ['work_date', 'DESC'],
  fields: {
    work_date: { kind: 'date', label: 'date', readOnly: true, list: true, sort: true, filter: true },
    employee_id: { kind: 'ref', label: 'employee', reference: 'employees', readOnly: true, list: true, filter: true },
    // an unmatched punch has no employee: the time recorder id its punches carry
    time_recorder_id: { kind: 'text', label: 'time recorder id', readOnly: true, list: true, filter: true, search: true },
    exception_type: { kind: 'choice', label: 'exception', choices: EXCEPTION_TYPES, readOnly: true, list: true, filter: true, sort: true },
    status: {
      kind: 'choice',
      label: 'status',
      choices: choices('open', 'pending_employee', 'resolved', 'waived'),
      readOnly: true,
      list: true,
      filter: true,
    },
    resolution: { kind: 'choice', label: 'resolution', choices: EXCEPTION_RESOLUTIONS, readOnly: true, list: true },
    remarks: { kind: 'text', label: 'remarks', readOnly: true, list: true, search: true },
    timesheet_id: { kind: 'number', label: 'timesheet', readOnly: true, filter: true },
    resolved_at: { kind: 'datetime', label: 'resolved at', readOnly: true },
  },
});
