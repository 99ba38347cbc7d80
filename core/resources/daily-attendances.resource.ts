import { defineResource, reportColumn as column, reportFilter as filterOnly, type Choice } from './define';

// Daily monitoring (timekeeping): where each employee in service stands on a date —
// today by default — from the schedule, approved leave and official business, the
// holidays and the day's punches.

export const ATTENDANCE_STATUSES: readonly Choice[] = [
  { id: 'present', name: 'Present' },
  { id: 'late', name: 'Late' },
  { id: 'not_yet_in', name: 'Not yet in' },
  { id: 'absent', name: 'Absent' },
  { id: 'on_leave', name: 'On leave' },
  { id: 'on_ob', name: 'On official business' },
  { id: 'rest_day', name: 'Rest day' },
  { id: 'holiday', name: 'Holiday' },
];
/** Read inside the report's SQL: the date looked at. */
export const DAILY_MONITORING_FILTERS = ['date'] as const;

export const dailyAttendancesReport = defineResource({
  name: 'daily-attendances',
  table: 'employees',
  label: 'Daily monitoring',
  textFields: ['employee_no', 'employee_name'],
  defaultSort: ['employee_name', 'ASC'],
  fields: {
    date: filterOnly('date', 'date (today when blank)', { exactFilter: true }),
    employee_no: column('text', 'employee no.', { sort: true, search: true }),
    employee_name: column('text', 'employee', { sort: true, search: true }),
    business_unit_id: filterOnly('ref', 'business unit', { reference: 'business-units' }),
    business_unit_name: column('text', 'business unit', { sort: true }),
    payroll_group_id: filterOnly('ref', 'payroll group', { reference: 'payroll-groups' }),
    shift_code: column('text', 'shift', { sort: true, filter: true }),
    scheduled_in: column('time', 'scheduled in'),
    scheduled_out: column('time', 'scheduled out'),
    first_in: column('time', 'first punch', { sort: true }),
    last_out: column('time', 'last punch'),
    late_minutes: column('number', 'late (min)', { sort: true }),
    status: column('choice', 'status', { choices: ATTENDANCE_STATUSES, filter: true, sort: true }),
    remarks: column('text', 'remarks'),
  },
});
