import { defineResource } from './define';
import { DAY_TYPE_CHOICES } from './overtime-rates.resource';

/** The processed days (docs/domain.md §4 `daily_time_records`): read-only; changed only through adjustments. */
export const dailyTimeRecordsResource = defineResource({
  name: 'daily-time-records',
  table: 'daily_time_records',
  label: 'Daily time records',
  textFields: ['work_date'],
  defaultSort: ['work_date', 'ASC'],
  fields: {
    timesheet_id: { kind: 'number', label: 'timesheet', readOnly: true, filter: true },
    employee_id: { kind: 'ref', label: 'employee', reference: 'employees', readOnly: true, list: true, filter: true },
    work_date: { kind: 'date', label: 'date', readOnly: true, list: true, sort: true, filter: true },
    day_type: { kind: 'choice', label: 'day type', choices: DAY_TYPE_CHOICES, readOnly: true, list: true, filter: true },
    shift_schedule_id: { kind: 'ref', label: 'shift', reference: 'shift-schedules', readOnly: true, list: true },
    actual_in: { kind: 'datetime', label: 'time in', readOnly: true, list: true },
    actual_out: { kind: 'datetime', label: 'time out', readOnly: true, list: true },
    worked_minutes: { kind: 'number', label: 'worked (min)', readOnly: true, list: true, sort: true },
    late_minutes: { kind: 'number', label: 'late (min)', readOnly: true, list: true, sort: true, filter: true },
    undertime_minutes: { kind: 'number', label: 'undertime (min)', readOnly: true, list: true, sort: true, filter: true },
    absent_days: { kind: 'number', label: 'absent (days)', readOnly: true, list: true, filter: true },
    paid_leave_days: { kind: 'number', label: 'paid leave (days)', readOnly: true, list: true },
    unpaid_leave_days: { kind: 'number', label: 'unpaid leave (days)', readOnly: true },
    approved_ot_minutes: { kind: 'number', label: 'approved OT (min)', readOnly: true, list: true, filter: true },
    night_minutes: { kind: 'number', label: 'night (min)', readOnly: true, list: true, filter: true },
    holiday_pay_eligible: { kind: 'boolean', label: 'holiday pay', readOnly: true },
    exception_count: { kind: 'number', label: 'exceptions', readOnly: true, list: true, filter: true },
    status: { kind: 'text', label: 'status', readOnly: true },
  },
});
