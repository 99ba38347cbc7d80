import type { Database } from '../../../db/database';

// The per-employee totals a closed timesheet freezes (docs/domain.md §4 timesheet_summaries,
// §14.1 step 10): the time basis of payroll.

interface RecordTotals {
  employee_id: number;
  day_type: string;
  is_rest_day: boolean;
  shift_schedule_id: number | null;
  worked_minutes: number;
  approved_ot_minutes: number;
  late_minutes: number;
  undertime_minutes: number;
  absent_days: string;
  paid_leave_days: string;
  unpaid_leave_days: string;
  is_suspended: boolean;
  holiday_pay_eligible: boolean;
}

const thousandths = (days: string | number) => Math.round(Number(days) * 1000);
const daysText = (thousandthsOfDays: number) => (thousandthsOfDays / 1000).toFixed(3);

/** Unworked holiday pay the monthly rate does not cover (docs/domain.md §4 additional_holiday_days). */
function additionalHolidayDays(dayType: string, restDaysPaid: boolean): number {
  if (dayType === 'regular_holiday_rest_day') return restDaysPaid ? 0 : 1;
  if (dayType === 'double_holiday') return 1;
  if (dayType === 'double_holiday_rest_day') return restDaysPaid ? 1 : 2;
  return 0;
}

export async function writeSummaries(trx: Database, timesheetId: number, restDaysPaid: boolean, userId: number | null): Promise<number> {
  const records = (await trx
    .selectFrom('daily_time_records')
    .select([
      'employee_id',
      'day_type',
      'is_rest_day',
      'shift_schedule_id',
      'worked_minutes',
      'approved_ot_minutes',
      'late_minutes',
      'undertime_minutes',
      'absent_days',
      'paid_leave_days',
      'unpaid_leave_days',
      'is_suspended',
      'holiday_pay_eligible',
    ])
    .where('timesheet_id', '=', timesheetId)
    .execute()) as RecordTotals[];
  const premiums = await trx
    .selectFrom('daily_premiums as p')
    .innerJoin('daily_time_records as r', 'r.id', 'p.daily_time_record_id')
    .select((eb) => ['r.employee_id', 'p.code', eb.fn.sum<number>('p.minutes').as('minutes')])
    .where('r.timesheet_id', '=', timesheetId)
    .groupBy(['r.employee_id', 'p.code'])
    .execute();

  const totals = new Map<number, ReturnType<typeof emptyTotals>>();
  function emptyTotals() {
    return {
      scheduled: 0,
      worked: 0,
      absent: 0,
      paid: 0,
      unpaid: 0,
      suspended: 0,
      late: 0,
      undertime: 0,
      holidaysPaid: 0,
      additional: 0,
      specialUnworked: 0,
      premiums: {} as Record<string, number>,
    };
  }
  for (const r of records) {
    const t = totals.get(r.employee_id) ?? emptyTotals();
    totals.set(r.employee_id, t);
    const holidays = r.day_type.startsWith('double_holiday') ? 2 : r.day_type.startsWith('regular_holiday') ? 1 : 0;
    const worked = r.worked_minutes > 0 || r.approved_ot_minutes > 0;
    const workingDay = r.shift_schedule_id !== null && !r.is_rest_day;
    if (workingDay) t.scheduled += 1000;
    if (workingDay && r.day_type === 'ordinary' && worked) {
      t.worked += Math.max(0, 1000 - thousandths(r.paid_leave_days) - thousandths(r.unpaid_leave_days) - thousandths(r.absent_days));
    }
    t.absent += thousandths(r.absent_days);
    t.paid += thousandths(r.paid_leave_days);
    t.unpaid += thousandths(r.unpaid_leave_days);
    if (r.is_suspended) t.suspended += 1000;
    t.late += r.late_minutes;
    t.undertime += r.undertime_minutes;
    if (holidays > 0 && (worked || r.holiday_pay_eligible)) t.holidaysPaid += holidays * 1000;
    if (holidays > 0 && !worked && r.holiday_pay_eligible) t.additional += additionalHolidayDays(r.day_type, restDaysPaid) * 1000;
    if (r.day_type === 'special_holiday' && !worked) t.specialUnworked += 1000;
  }
  for (const p of premiums) {
    const t = totals.get(p.employee_id);
    if (t) t.premiums[p.code] = Number(p.minutes);
  }
  const rows = [...totals].map(([employeeId, t]) => ({
    timesheet_id: timesheetId,
    employee_id: employeeId,
    days_scheduled: daysText(t.scheduled),
    days_worked: daysText(t.worked),
    absent_days: daysText(t.absent),
    paid_leave_days: daysText(t.paid),
    unpaid_leave_days: daysText(t.unpaid),
    suspended_days: daysText(t.suspended),
    late_minutes: t.late,
    undertime_minutes: t.undertime,
    regular_holidays_paid: daysText(t.holidaysPaid),
    additional_holiday_days: daysText(t.additional),
    special_holidays_unworked: daysText(t.specialUnworked),
    premium_minutes: JSON.stringify(t.premiums),
    source: 'timekeeping',
    created_by: userId,
    updated_by: userId,
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await trx
      .insertInto('timesheet_summaries')
      .values(rows.slice(i, i + 1000))
      .execute();
  return rows.length;
}
