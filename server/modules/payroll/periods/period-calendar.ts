// PURE: the regular payroll periods of one group and year, from the group's
// cut-off days (docs/domain.md §7 `payroll_periods`, action generate-year).

export type DeductionSchedule = 'first_cutoff' | 'second_cutoff' | 'split' | 'half_fixed';

export interface GroupCalendar {
  code: string;
  pay_frequency: 'weekly' | 'semi_monthly' | 'monthly';
  first_cutoff_start_day: number | null;
  first_cutoff_end_day: number | null;
  first_pay_day: number | null;
  second_cutoff_start_day: number | null;
  second_cutoff_end_day: number | null;
  second_pay_day: number | null;
  week_start_day: number | null;
  pay_days_after_cutoff: number | null;
  sss_schedule: DeductionSchedule;
  philhealth_schedule: DeductionSchedule;
  pagibig_schedule: DeductionSchedule;
}

export interface RegularPeriod {
  code: string;
  period_type: 'regular';
  year: number;
  month: number;
  cycle_no: number;
  cutoff_start: string;
  cutoff_end: string;
  pay_date: string;
  contribution_year: number;
  contribution_month: number;
  deduct_sss: boolean;
  deduct_philhealth: boolean;
  deduct_pagibig: boolean;
  deduct_loans: boolean;
  withhold_tax: boolean;
  is_last_regular_of_year: boolean;
}

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const iso = (date: Date) => date.toISOString().slice(0, 10);
const lastDayOf = (y: number, m: number) => utc(y, m + 1, 0).getUTCDate();
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Day `day` of month (y, m), months counted past December; days past the end mean the last day. */
function dayOfMonth(y: number, m: number, day: number): Date {
  const first = utc(y, m, 1);
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  return utc(year, month, Math.min(day, lastDayOf(year, month)));
}

/** A pay day on a Saturday or Sunday moves to the Friday before, but never before the cut-off ends. */
function workingPayDate(pay: Date, cutoffEnd: Date): Date {
  const weekday = pay.getUTCDay();
  const back = weekday === 6 ? 1 : weekday === 0 ? 2 : 0;
  const moved = addDays(pay, -back);
  return moved < cutoffEnd ? pay : moved;
}

interface Cutoff {
  start: Date;
  end: Date;
  pay: Date;
}

function monthlyCutoffs(year: number, cycles: Array<[number, number, number]>): Cutoff[] {
  const result: Cutoff[] = [];
  // From the December before to the January after, so that cut-offs paid in the year are all found.
  for (let m = 0; m <= 13; m++) {
    for (const [startDay, endDay, payDay] of cycles) {
      const end = dayOfMonth(year, m, endDay);
      const start = startDay <= endDay ? dayOfMonth(year, m, startDay) : dayOfMonth(year, m - 1, startDay);
      const pay = payDay >= endDay ? dayOfMonth(year, m, payDay) : dayOfMonth(year, m + 1, payDay);
      result.push({ start, end, pay: workingPayDate(pay, end) });
    }
  }
  return result;
}

function weeklyCutoffs(year: number, weekStartDay: number, lag: number): Cutoff[] {
  let start = utc(year - 1, 12, 1);
  while (start.getUTCDay() !== weekStartDay) start = addDays(start, 1);
  const result: Cutoff[] = [];
  while (start < utc(year + 1, 2, 1)) {
    const end = addDays(start, 6);
    result.push({ start, end, pay: workingPayDate(addDays(end, lag), end) });
    start = addDays(start, 7);
  }
  return result;
}

function cutoffsOf(group: GroupCalendar, year: number): Cutoff[] {
  const need = (value: number | null, name: string) => {
    if (value === null || value === undefined) throw new RangeError(`The payroll group has no ${name}.`);
    return Number(value);
  };
  if (group.pay_frequency === 'weekly') {
    return weeklyCutoffs(
      year,
      need(group.week_start_day, 'week start day'),
      need(group.pay_days_after_cutoff, 'pay days after the cut-off'),
    );
  }
  const cycles: Array<[number, number, number]> = [
    [
      need(group.first_cutoff_start_day, 'first cut-off start day'),
      need(group.first_cutoff_end_day, 'first cut-off end day'),
      need(group.first_pay_day, 'first pay day'),
    ],
  ];
  if (group.pay_frequency === 'semi_monthly') {
    cycles.push([
      need(group.second_cutoff_start_day, 'second cut-off start day'),
      need(group.second_cutoff_end_day, 'second cut-off end day'),
      need(group.second_pay_day, 'second pay day'),
    ]);
  }
  return monthlyCutoffs(year, cycles);
}

/** Whether a schedule deducts in the k-th of n periods of a contribution month (the last always trues up). */
export function deductsIn(schedule: DeductionSchedule, k: number, n: number): boolean {
  if (k === n) return true;
  if (schedule === 'split' || schedule === 'half_fixed') return true;
  return schedule === 'first_cutoff' && k === 1;
}

/** The regular periods paid in `year`, in pay-date order. */
export function regularPeriods(group: GroupCalendar, year: number): RegularPeriod[] {
  const cutoffs = cutoffsOf(group, year).sort((a, b) => a.end.getTime() - b.end.getTime());
  const monthKey = (date: Date) => iso(date).slice(0, 7);
  const perContributionMonth = new Map<string, number>();
  for (const c of cutoffs) perContributionMonth.set(monthKey(c.end), (perContributionMonth.get(monthKey(c.end)) ?? 0) + 1);
  const seen = new Map<string, number>();
  const cyclePerPayMonth = new Map<string, number>();
  const periods: RegularPeriod[] = [];
  for (const c of cutoffs) {
    const contribution = monthKey(c.end);
    const k = (seen.get(contribution) ?? 0) + 1;
    seen.set(contribution, k);
    if (c.pay.getUTCFullYear() !== year) continue;
    const n = perContributionMonth.get(contribution)!;
    const payMonth = monthKey(c.pay);
    const cycle = (cyclePerPayMonth.get(payMonth) ?? 0) + 1;
    cyclePerPayMonth.set(payMonth, cycle);
    const month = c.pay.getUTCMonth() + 1;
    periods.push({
      code: `${group.code}-${year}-${String(month).padStart(2, '0')}-${cycle}`,
      period_type: 'regular',
      year,
      month,
      cycle_no: cycle,
      cutoff_start: iso(c.start),
      cutoff_end: iso(c.end),
      pay_date: iso(c.pay),
      contribution_year: c.end.getUTCFullYear(),
      contribution_month: c.end.getUTCMonth() + 1,
      deduct_sss: deductsIn(group.sss_schedule, k, n),
      deduct_philhealth: deductsIn(group.philhealth_schedule, k, n),
      deduct_pagibig: deductsIn(group.pagibig_schedule, k, n),
      deduct_loans: true,
      withhold_tax: true,
      is_last_regular_of_year: false,
    });
  }
  if (periods.length > 0) periods[periods.length - 1].is_last_regular_of_year = true;
  return periods;
}
