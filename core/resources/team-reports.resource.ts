import { defineResource, reportColumn as column, reportFilter as filterOnly, choices, type FieldDefinition } from './define';
import { ATTENDANCE_STATUSES, dailyAttendancesReport } from './daily-attendances.resource';
import { EXCEPTION_RESOLUTIONS, EXCEPTION_TYPES } from './attendance-exceptions.resource';
import { DAY_TYPE_CHOICES } from './overtime-rates.resource';
import { EMPLOYMENT_STATUSES } from './employees.resource';

// The manager portal's team reports (docs/domain.md §15.6): the processed days, exceptions and
// year-to-date figures of the manager's team only. The server narrows every row to the
// team; the employee and business unit are searched by name (the manager portal serves
// no employee or business-unit lists to pick from).

const who = {
  employee_no: column('text', 'employee no.', { sort: true, search: true }),
  employee_name: column('text', 'employee', { sort: true, search: true }),
  business_unit_name: column('text', 'business unit', { sort: true, search: true }),
} satisfies Record<string, FieldDefinition>;

const workDate = column('date', 'date', { sort: true, filter: true });

export const tardinessReport = defineResource({
  name: 'tardiness-report',
  table: 'daily_time_records',
  label: 'Tardiness report',
  textFields: ['employee_name', 'work_date'],
  defaultSort: ['work_date', 'DESC'],
  fields: {
    work_date: workDate,
    ...who,
    shift_code: column('text', 'shift'),
    scheduled_time_in: column('time', 'scheduled in'),
    actual_time_in: column('time', 'time in'),
    late_minutes: column('number', 'late (min)', { sort: true, filter: true }),
    employee_days: column('number', 'employee: days late'),
    employee_minutes: column('number', 'employee: total late (min)', { sort: true }),
  },
});

export const undertimeReport = defineResource({
  name: 'undertime-report',
  table: 'daily_time_records',
  label: 'Undertime report',
  textFields: ['employee_name', 'work_date'],
  defaultSort: ['work_date', 'DESC'],
  fields: {
    work_date: workDate,
    ...who,
    shift_code: column('text', 'shift'),
    scheduled_time_out: column('time', 'scheduled out'),
    actual_time_out: column('time', 'time out'),
    undertime_minutes: column('number', 'undertime (min)', { sort: true, filter: true }),
    employee_days: column('number', 'employee: days with undertime'),
    employee_minutes: column('number', 'employee: total undertime (min)', { sort: true }),
  },
});

export const absencesReport = defineResource({
  name: 'absences-report',
  table: 'daily_time_records',
  label: 'Absences report',
  textFields: ['employee_name', 'work_date'],
  defaultSort: ['work_date', 'DESC'],
  fields: {
    work_date: workDate,
    ...who,
    day_type: column('choice', 'day type', { choices: DAY_TYPE_CHOICES, filter: true }),
    absent_days: column('number', 'absent (days)', { sort: true }),
    unpaid_leave_days: column('number', 'unpaid leave (days)', { sort: true }),
    covering_application: column('text', 'covering application'),
    employee_absent_days: column('number', 'employee: absent (days)', { sort: true }),
    employee_unpaid_leave_days: column('number', 'employee: unpaid leave (days)'),
  },
});

export const resolutionReport = defineResource({
  name: 'resolution-report',
  table: 'attendance_exceptions',
  label: 'Resolution report',
  textFields: ['employee_name', 'work_date'],
  defaultSort: ['work_date', 'DESC'],
  fields: {
    work_date: workDate,
    ...who,
    exception_type: column('choice', 'exception', { choices: EXCEPTION_TYPES, filter: true, sort: true }),
    status: column('choice', 'status', { choices: choices('open', 'pending_employee', 'resolved', 'waived'), filter: true, sort: true }),
    resolution: column('choice', 'resolution', { choices: EXCEPTION_RESOLUTIONS }),
    resolved_by_name: column('text', 'resolved by'),
    resolved_on: column('date', 'resolved on', { sort: true }),
    age_days: column('number', 'age (days)', { sort: true }),
  },
});

/** Read inside the management reports' SQL: one business unit of the manager's team (the whole team when blank). */
export const TEAM_UNIT_FILTER = 'business_unit_id';

/** Read inside the YTD statistics' SQL: the year (this year when blank) and the months of it. */
export const YTD_FILTERS = ['year', 'month_from', 'month_to'] as const;
/** The YTD figures its totals add up (the management-reports KPIs). */
export const YTD_SUMMED = [
  'late_count',
  'late_minutes',
  'undertime_count',
  'undertime_minutes',
  'absent_days',
  'paid_leave_days',
  'unpaid_leave_days',
  'ot_hours',
  'night_hours',
] as const;

export const ytdStatisticsReport = defineResource({
  name: 'ytd-statistics',
  table: 'daily_time_records',
  label: 'YTD statistics',
  textFields: ['employee_name'],
  defaultSort: ['employee_name', 'ASC'],
  fields: {
    year: filterOnly('number', 'year (this year when blank)', { exactFilter: true, plain: true, min: 2000, max: 2100 }),
    month_from: filterOnly('number', 'from month', { exactFilter: true, min: 1, max: 12 }),
    month_to: filterOnly('number', 'to month', { exactFilter: true, min: 1, max: 12 }),
    ...who,
    late_count: column('number', 'times late', { sort: true }),
    late_minutes: column('number', 'late (min)', { sort: true }),
    undertime_count: column('number', 'times undertime', { sort: true }),
    undertime_minutes: column('number', 'undertime (min)', { sort: true }),
    absent_days: column('number', 'absent (days)', { sort: true }),
    paid_leave_days: column('number', 'paid leave (days)', { sort: true }),
    unpaid_leave_days: column('number', 'unpaid leave (days)', { sort: true }),
    leave_by_type: column('text', 'leave by type'),
    ot_hours: column('number', 'approved OT (hours)', { sort: true }),
    night_hours: column('number', 'night (hours)', { sort: true }),
    perfect_months: column('number', 'months with perfect attendance', { sort: true }),
  },
});

export const teamMembersReport = defineResource({
  name: 'team-members',
  table: 'employees',
  label: 'My team',
  textFields: ['employee_no', 'employee_name'],
  defaultSort: ['employee_name', 'ASC'],
  fields: {
    ...who,
    position_title: column('text', 'position', { sort: true, search: true }),
    employment_status: column('choice', 'employment status', {
      choices: EMPLOYMENT_STATUSES,
      filter: true,
      sort: true,
    }),
    direct_report: column('boolean', 'direct report', { filter: true }),
    today_status: column('choice', 'today', { choices: ATTENDANCE_STATUSES, filter: true, sort: true }),
    vl_available: column('number', 'VL available (days)', { sort: true }),
    sl_available: column('number', 'SL available (days)', { sort: true }),
  },
});

/** Daily monitoring narrowed to the team: the same columns, without the pickers of other resources. */
export const teamAttendanceReport = defineResource({
  ...dailyAttendancesReport,
  name: 'team-attendance',
  label: 'Team attendance',
  fields: Object.fromEntries(Object.entries(dailyAttendancesReport.fields).filter(([, field]) => field.kind !== 'ref')) as Partial<
    typeof dailyAttendancesReport.fields
  >,
});

export const teamTimesheetReport = defineResource({
  name: 'team-timesheet',
  table: 'daily_time_records',
  label: 'Team timesheet',
  textFields: ['employee_name', 'work_date'],
  defaultSort: ['work_date', 'DESC'],
  fields: {
    work_date: workDate,
    employee_no: who.employee_no,
    employee_name: who.employee_name,
    day_type: column('choice', 'day type', { choices: DAY_TYPE_CHOICES, filter: true }),
    shift_code: column('text', 'shift'),
    actual_in: column('datetime', 'time in'),
    actual_out: column('datetime', 'time out'),
    late_minutes: column('number', 'late (min)', { sort: true }),
    undertime_minutes: column('number', 'undertime (min)', { sort: true }),
    absent_days: column('number', 'absent (days)'),
    leave_days: column('number', 'leave (days)'),
    ob_minutes: column('number', 'OB (min)'),
    approved_ot_minutes: column('number', 'approved OT (min)', { sort: true }),
    night_minutes: column('number', 'night (min)'),
    status: column('choice', 'status', { choices: choices('processed', 'adjusted'), filter: true }),
  },
});

export const TEAM_REPORTS = [
  tardinessReport,
  undertimeReport,
  absencesReport,
  resolutionReport,
  ytdStatisticsReport,
  teamMembersReport,
  teamAttendanceReport,
  teamTimesheetReport,
];
