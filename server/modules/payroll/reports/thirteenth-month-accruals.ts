import { sql } from 'kysely';
import { isValidDate } from '@core/resources/define';
import { THIRTEENTH_MONTH_ACCRUAL_FILTERS, thirteenthMonthAccrualsReport } from '@core/resources/timekeeping-pay-reports.resource';
import { ValidationError } from '../../../http/errors';
import type { Report } from '../../../http/report-routes';
import { THIRTEENTH_MONTH_TYPE } from '../batches/thirteenth-month.service';

// 13th month accrued to a date (docs/domain.md §12 `thirteenth_month_accruals`, §14.7): per
// employee in service during the year, the basic salary earned from January 1 to the
// as-of date (posted payslips' 13th-month basis, by cut-off end or else pay date, as the
// 13th-month batch counts it), accrued = basic ÷ 12 rounded half-up to the centavo, the
// 13th month already paid by that date, and the balance still owed.

/** The year and as-of date of the filter: the as-of date's year, else this year up to today (or all of a past year). */
function yearAndDate(filter: Record<string, unknown>, today: string): { year: number; asOf: string } {
  const asOf = filter.as_of_date;
  if (asOf !== undefined && (typeof asOf !== 'string' || !isValidDate(asOf))) {
    throw new ValidationError({ as_of_date: ['must be a date (YYYY-MM-DD)'] });
  }
  const year = filter.year === undefined ? Number((asOf ?? today).slice(0, 4)) : Number(filter.year);
  if (!Number.isInteger(year) || year < 1990 || year > 2100) throw new ValidationError({ year: ['must be a year'] });
  if (asOf !== undefined && Number(asOf.slice(0, 4)) !== year) throw new ValidationError({ as_of_date: [`must be in ${year}`] });
  const thisYear = Number(today.slice(0, 4));
  return { year, asOf: asOf ?? (year === thisYear ? today : `${year}-12-31`) };
}

const source: Report['source'] = (companyId, today, filter) => {
  const { year, asOf } = yearAndDate(filter, today);
  const start = `${year}-01-01`;
  const status = filter.employee_status;
  const statuses = (Array.isArray(status) ? status : status === undefined ? [] : [status]).map(String);
  const bySeparation =
    statuses.length === 1
      ? statuses[0] === 'separated'
        ? sql`and e.separation_date <= ${asOf}::date`
        : sql`and (e.separation_date is null or e.separation_date > ${asOf}::date)`
      : sql``;
  return sql`
    with posted as (
      select s.id, s.employee_id, s.thirteenth_month_basis, coalesce(pp.cutoff_end, pp.pay_date) as earned_on, pp.pay_date
      from payslips s
      join payroll_periods pp on pp.id = s.payroll_period_id
      join payroll_groups g on g.id = pp.payroll_group_id
      where s.status = 'posted' and g.company_id = ${companyId}
    ),
    earned as (
      select employee_id, sum(thirteenth_month_basis) as basic from posted
      where earned_on between ${start}::date and ${asOf}::date group by employee_id
    ),
    paid as (
      select p.employee_id, sum(l.amount) as amount from posted p
      join payslip_lines l on l.payslip_id = p.id
      join transaction_types t on t.id = l.transaction_type_id
      where t.code = ${THIRTEENTH_MONTH_TYPE} and not l.is_deferred and p.pay_date between ${start}::date and ${asOf}::date
      group by p.employee_id
    ),
    rows as (
      select e.id, e.business_unit_id, e.employee_no, concat(e.last_name, ', ', e.first_name) as employee_name, b.name as business_unit_name,
        e.hire_date::text as hire_date, e.separation_date::text as separation_date,
        coalesce(earned.basic, 0) as basic_earned, round(coalesce(earned.basic, 0) / 12, 2) as accrued,
        coalesce(paid.amount, 0) as paid_to_date
      from employees e
      left join business_units b on b.id = e.business_unit_id
      left join earned on earned.employee_id = e.id
      left join paid on paid.employee_id = e.id
      where e.company_id = ${companyId} and e.hire_date <= ${asOf}::date
        and (e.separation_date is null or e.separation_date >= ${start}::date) ${bySeparation}
    )
    select rows.*, rows.accrued - rows.paid_to_date as balance, ${year}::int as year, ${asOf}::text as as_of_date from rows`;
};

export const THIRTEENTH_MONTH_ACCRUALS: Report = {
  definition: thirteenthMonthAccrualsReport,
  source,
  customFilters: THIRTEENTH_MONTH_ACCRUAL_FILTERS,
};
