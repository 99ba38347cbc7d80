import { sql, type RawBuilder } from 'kysely';
import {
  absencesPayReport,
  leaveUsageReport,
  nightDifferentialPayReport,
  overtimePayReport,
  tardinessPayReport,
  TIMEKEEPING_PAY_REPORT_FILTERS,
  undertimePayReport,
} from '@core/resources/timekeeping-pay-reports.resource';
import type { Report } from '../../../http/report-routes';

// The SQL of payroll's timekeeping reports: the company's processed days (and their
// premium buckets) with the employee, the compensation in force on the work date and
// the rates of docs/domain.md §14.3, unrounded until the row's amount is rounded once to the
// centavo. A payroll period narrows a report to its linked timesheet; leave usage, which
// has no timesheet, to the period's cut-off and payroll group.

type Filter = Record<string, unknown>;

const idOf = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

// The daily rate of compensation row `c` in payroll group `g` as one fraction, DAILY_NUMERATOR ÷ DAILY_DENOMINATOR:
// monthly × 12 ÷ days per year, the daily wage, or hourly × hours per day. Each amount is its
// quantities times the numerator, divided once and rounded once, so that a half centavo is exact.
const DAILY_NUMERATOR = sql`(case c.rate_type when 'monthly' then c.basic_rate * 12 when 'hourly' then c.basic_rate * g.hours_per_day
  else c.basic_rate end)`;
const DAILY_DENOMINATOR = sql`(case c.rate_type when 'monthly' then g.days_per_year::numeric else 1 end)`;
const DAILY = sql`(${DAILY_NUMERATOR} / ${DAILY_DENOMINATOR})`;
/** quantity × the daily rate, rounded to the centavo */
const daysAmount = (days: RawBuilder<unknown>) => sql`coalesce(round(${days} * ${DAILY_NUMERATOR} / ${DAILY_DENOMINATOR}, 2), 0)`;
/** minutes × the per-minute rate (daily ÷ hours per day ÷ 60) × a factor, rounded to the centavo */
const minutesAmount = (minutes: RawBuilder<unknown>, factor: RawBuilder<unknown> = sql`1`) =>
  sql`coalesce(round(${minutes} * ${DAILY_NUMERATOR} * ${factor} / (${DAILY_DENOMINATOR} * g.hours_per_day * 60), 2), 0)`;

/** The processed days of the company's timesheets with the employee, the group and the compensation in force on the date. */
function days(
  companyId: number,
  filter: Filter,
  where: RawBuilder<unknown>,
  columns: RawBuilder<unknown>,
  buckets?: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const period = idOf(filter.payroll_period_id);
  return sql`
    select ${buckets ? sql`p.id` : sql`d.id`} as id, t.payroll_period_id, e.id as employee_id, e.business_unit_id, e.employee_no,
      concat(e.last_name, ', ', e.first_name) as employee_name, b.name as business_unit_name, d.work_date::text as work_date, ${columns}
    from daily_time_records d
    join timesheets t on t.id = d.timesheet_id
    join payroll_groups g on g.id = t.payroll_group_id
    join employees e on e.id = d.employee_id
    left join business_units b on b.id = e.business_unit_id
    ${buckets ? sql`join daily_premiums p on p.daily_time_record_id = d.id join overtime_rates o on o.id = p.overtime_rate_id and ${buckets}` : sql``}
    left join lateral (select * from employee_compensations c where c.employee_id = d.employee_id and c.effective_date <= d.work_date
      order by c.effective_date desc, c.id desc limit 1) c on true
    where g.company_id = ${companyId} and e.company_id = ${companyId} and ${where}
      ${period ? sql`and t.payroll_period_id = ${period}` : sql``}`;
}

const absences: Report['source'] = (companyId, _today, filter) =>
  days(
    companyId,
    filter,
    sql`(d.absent_days > 0 or d.unpaid_leave_days > 0)`,
    sql`d.absent_days, d.unpaid_leave_days, round(${DAILY}, 4) as daily_rate,
      ${daysAmount(sql`(d.absent_days + d.unpaid_leave_days)`)} as amount`,
  );

const minutes = (column: 'late_minutes' | 'undertime_minutes'): Report['source'] =>
  function source(companyId, _today, filter) {
    const ref = sql.ref(`d.${column}`);
    return days(
      companyId,
      filter,
      sql`${ref} > 0`,
      sql`${ref} as minutes, round(${DAILY} / g.hours_per_day, 4) as hourly_rate, ${minutesAmount(ref)} as amount`,
    );
  };

/** The premium buckets of the days: overtime (not night) or night buckets. */
const premiums = (night: boolean): Report['source'] =>
  function source(companyId, _today, filter) {
    // the part of the multiplier the basic pay already covers (docs/domain.md §14.4 step 4)
    const covered = sql`(case when c.rate_type = 'daily' then o.covered_daily_rated
      when o.hour_type = 'regular' and o.day_type like '%rest_day' and g.days_per_year::numeric >= 365 then 1
      else o.covered_monthly_rated end)`;
    // overtime: the overtime buckets and the regular hours of rest days and holidays; night: the night buckets
    const which = night ? sql`o.is_night` : sql`not o.is_night and (o.hour_type = 'overtime' or o.day_type <> 'ordinary')`;
    return days(
      companyId,
      filter,
      sql`p.minutes > 0`,
      sql`d.day_type, p.code as rate_code, o.multiplier, ${covered} as covered, round(p.minutes / 60.0, 2) as hours,
        round(${DAILY} / g.hours_per_day, 4) as hourly_rate,
        ${minutesAmount(sql`p.minutes`, sql`(o.multiplier - ${covered})`)} as amount`,
      which,
    );
  };

const leaveUsage: Report['source'] = (companyId, _today, filter) => {
  const period = idOf(filter.payroll_period_id);
  const inPeriod = period
    ? sql`and exists (select 1 from payroll_periods pp where pp.id = ${period} and pp.payroll_group_id = e.payroll_group_id
        and l.entry_date between pp.cutoff_start and pp.cutoff_end)`
    : sql``;
  // the balance after each entry: the running sum of its balance's entries in date order (computed once, not per employee)
  return sql`with l as materialized (
      select * from (select l.*, sum(l.days) over (partition by l.leave_balance_id order by l.entry_date, l.id) as balance_after
        from leave_ledger_entries l where l.employee_id in (select id from employees where company_id = ${companyId})) running
      where running.entry_type in ('availment', 'availment_reversal'))
    select l.id, e.id as employee_id, e.business_unit_id, e.employee_no, concat(e.last_name, ', ', e.first_name) as employee_name,
      b.name as business_unit_name, l.leave_type_id, lt.name as leave_type, l.entry_date::text as entry_date, l.entry_type,
      -l.days as days, l.with_pay, a.reference_no as application_reference, ${period}::bigint as payroll_period_id, l.balance_after
    from l
    join employees e on e.id = l.employee_id
    join leave_types lt on lt.id = l.leave_type_id
    left join business_units b on b.id = e.business_unit_id
    left join applications a on a.id = l.application_id
    where e.company_id = ${companyId} ${inPeriod}`;
};

export const TIMEKEEPING_PAY_REPORT_SOURCES: Report[] = [
  {
    definition: absencesPayReport,
    source: absences,
    customFilters: TIMEKEEPING_PAY_REPORT_FILTERS,
    summed: ['absent_days', 'unpaid_leave_days'],
  },
  { definition: tardinessPayReport, source: minutes('late_minutes'), customFilters: TIMEKEEPING_PAY_REPORT_FILTERS, summed: ['minutes'] },
  {
    definition: undertimePayReport,
    source: minutes('undertime_minutes'),
    customFilters: TIMEKEEPING_PAY_REPORT_FILTERS,
    summed: ['minutes'],
  },
  { definition: overtimePayReport, source: premiums(false), customFilters: TIMEKEEPING_PAY_REPORT_FILTERS, summed: ['hours'] },
  { definition: nightDifferentialPayReport, source: premiums(true), customFilters: TIMEKEEPING_PAY_REPORT_FILTERS, summed: ['hours'] },
  { definition: leaveUsageReport, source: leaveUsage, customFilters: TIMEKEEPING_PAY_REPORT_FILTERS, summed: ['days'] },
];
