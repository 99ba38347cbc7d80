import { sql, type RawBuilder } from 'kysely';
import { CONTRIBUTION_COLUMNS, isContributionAgency, isLoanAgency, type ContributionAgency } from './agencies';

// The SQL of the month's read models (docs/domain.md §12 `monthly_contributions`,
// `loan_remittances`), over posted payslips of the company's periods whose contribution
// month is the month. The month's base and credits (MSC, MPF credit, premium base, capped
// fund salary) are the figures the engine stored in the explanation of the employee's
// last line of the month, the one computed on the month's actual base; the shares are
// the sums of what the month's payslips deducted.

export interface MonthScope {
  companyId: number;
  agency: string;
  year: number;
  month: number;
}

/** The scope a list's filter names, or null when it does not name an agency, year and month. */
export function scopeOf(companyId: number, filter: Record<string, unknown>): MonthScope | null {
  const year = Number(filter.year);
  const month = Number(filter.month);
  const agency = String(filter.agency ?? '');
  if (!Number.isInteger(year) || year < 2000 || year > 2100 || !Number.isInteger(month) || month < 1 || month > 12) return null;
  return { companyId, agency, year, month };
}

/** A list without an agency, year and month lists nothing, with the columns it sorts and filters on. */
const NO_MONTH = (agency: string): MonthScope => ({ companyId: 0, agency, year: 0, month: 0 });

/** The company's periods of a contribution month (any status), as a subquery. */
export const periodsOfMonth = (scope: MonthScope) => sql`
  select p.* from payroll_periods p join payroll_groups g on g.id = p.payroll_group_id
  where g.company_id = ${scope.companyId} and p.contribution_year = ${scope.year} and p.contribution_month = ${scope.month}`;

/** One row per employee with contributions to the agency in the month. */
export function monthlyContributionsSql(named: MonthScope | null): RawBuilder<unknown> {
  const scope = named && isContributionAgency(named.agency) ? named : NO_MONTH('sss');
  const c = CONTRIBUTION_COLUMNS[scope.agency as ContributionAgency];
  const ec = c.ec ? sql`s.${sql.ref(c.ec)}` : sql`0`;
  return sql`
    with slips as (
      select s.*, p.pay_date, p.code as period_code
      from payslips s join (${periodsOfMonth(scope)}) p on p.id = s.payroll_period_id
      where s.status = 'posted'
    ), totals as (
      select employee_id, sum(contribution_compensation) as compensation, sum(${sql.ref(`s.${c.ee}`)}) as ee,
        sum(${sql.ref(`s.${c.er}`)}) as er, sum(${ec}) as ec, string_agg(period_code, ', ' order by pay_date, period_code) as periods,
        (array_agg(business_unit_id order by pay_date desc, id desc))[1] as business_unit_id
      from slips s group by employee_id
    ), last_line as (
      select distinct on (s.employee_id) s.employee_id, l.explanation -> 'inputs' as inputs
      from slips s join payslip_lines l on l.payslip_id = s.id and l.code = ${c.line}
      order by s.employee_id, s.pay_date desc, s.id desc
    )
    select e.id, e.id as employee_id, ${scope.agency}::text as agency, ${scope.year}::int as year, ${scope.month}::int as month,
      t.business_unit_id, ${sql.ref(`e.${c.number}`)} as agency_number, e.employee_no,
      concat(e.last_name, ', ', e.first_name) as employee_name, e.last_name, e.first_name, e.middle_name, e.suffix,
      e.birth_date, e.sex, e.hire_date, e.separation_date,
      ${scope.agency === 'philhealth' ? sql`coalesce((li.inputs ->> 'month_base')::numeric, 0)` : sql`t.compensation`} as base_amount,
      ${scope.agency === 'sss' ? sql`coalesce((li.inputs ->> 'msc')::numeric, 0)` : sql`null::numeric`} as msc,
      ${scope.agency === 'sss' ? sql`coalesce((li.inputs ->> 'mpf_msc')::numeric, 0)` : sql`null::numeric`} as mpf_msc,
      ${
        scope.agency === 'philhealth'
          ? sql`coalesce((li.inputs ->> 'premium_base')::numeric, 0)`
          : scope.agency === 'pagibig'
            ? sql`coalesce((li.inputs ->> 'capped_fund_salary')::numeric, 0)`
            : sql`null::numeric`
      } as premium_base,
      t.ee, t.er, t.ec, t.ee + t.er + t.ec as total, t.periods
    from totals t join employees e on e.id = t.employee_id left join last_line li on li.employee_id = t.employee_id
    where t.ee <> 0 or t.er <> 0 or t.ec <> 0`;
}

/** One row per loan payment that posted periods of the month deducted for the agency's loans. */
export function loanRemittancesSql(named: MonthScope | null): RawBuilder<unknown> {
  const scope = named && isLoanAgency(named.agency) ? named : NO_MONTH('sss');
  const number = CONTRIBUTION_COLUMNS[scope.agency as ContributionAgency].number;
  return sql`
    select lp.id, l.employee_id, ${sql.ref(`e.${number}`)} as agency_number, e.employee_no,
      concat(e.last_name, ', ', e.first_name) as employee_name, e.last_name, e.first_name, e.middle_name, e.suffix,
      l.loan_type_id, t.name as loan_type, t.loan_category, l.reference_no, l.granted_date, l.amortization_amount,
      lp.amount, p.code as period_code, p.pay_date, lp.payroll_period_id
    from loan_payments lp
    join (${periodsOfMonth(scope)}) p on p.id = lp.payroll_period_id
    join loans l on l.id = lp.loan_id
    join loan_types t on t.id = l.loan_type_id and t.lender = ${scope.agency}
    join employees e on e.id = l.employee_id
    where p.status in ('posted', 'closed')`;
}
