import { choices, defineResource, reportFilter } from './define';

/** Per-employee totals frozen when a timesheet closes (docs/domain.md §4 `timesheet_summaries`). */
export const timesheetSummariesResource = defineResource({
  name: 'timesheet-summaries',
  table: 'timesheet_summaries',
  label: 'Timesheet summary',
  textFields: ['employee_id'],
  defaultSort: ['employee_id', 'ASC'],
  fields: {
    timesheet_id: { kind: 'number', label: 'timesheet', readOnly: true, filter: true },
    payroll_period_id: reportFilter('ref', 'payroll period', { reference: 'payroll-periods' }),
    business_unit_id: reportFilter('ref', 'business unit', { reference: 'business-units' }),
    employee_id: { kind: 'ref', label: 'employee', reference: 'employees', readOnly: true, list: true, filter: true, sort: true },
    days_scheduled: { kind: 'number', label: 'days scheduled', readOnly: true, list: true },
    days_worked: { kind: 'number', label: 'days worked', readOnly: true, list: true },
    absent_days: { kind: 'number', label: 'absent', readOnly: true, list: true, filter: true },
    paid_leave_days: { kind: 'number', label: 'paid leave', readOnly: true, list: true },
    unpaid_leave_days: { kind: 'number', label: 'unpaid leave', readOnly: true, list: true },
    suspended_days: { kind: 'number', label: 'suspended', readOnly: true },
    late_minutes: { kind: 'number', label: 'late (min)', readOnly: true, list: true, sort: true },
    undertime_minutes: { kind: 'number', label: 'undertime (min)', readOnly: true, list: true, sort: true },
    regular_holidays_paid: { kind: 'number', label: 'regular holidays paid', readOnly: true, list: true },
    premium_hours: { kind: 'text', label: 'premium hours per rate', readOnly: true, list: true },
    additional_holiday_days: { kind: 'number', label: 'additional holiday days', readOnly: true },
    special_holidays_unworked: { kind: 'number', label: 'special days not worked', readOnly: true },
    source: { kind: 'choice', label: 'source', choices: choices('timekeeping', 'upload'), readOnly: true, list: true, filter: true },
    generated_at: { kind: 'datetime', label: 'frozen at', readOnly: true },
  },
});
