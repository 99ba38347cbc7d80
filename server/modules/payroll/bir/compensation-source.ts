import { sql } from 'kysely';
import { toCentavos } from '@core/money';
import type { Database } from '../../../db/database';
import { classifiedCompensation, type EmployeeCompensation, type LineBoxFacts, type PayslipTotals } from './compensation';

// Reads the posted payslips of a company whose pay date falls in a span (the BIR rule:
// withholding is reported by pay date, docs/domain.md §9), totalled per employee in SQL, and
// classifies them per employee.
// A posted year-end (or separation) annualisation makes its period's payslip the year's
// annualised one: its tax due, and its TAX_ADJUSTMENT entry counted as tax withheld.

const c = (value: unknown): number => (value === null || value === undefined ? 0 : toCentavos(String(value)));

export interface Span {
  from: string;
  to: string;
}

export const monthSpan = (year: number, month: number): Span => {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
};
export const yearSpan = (year: number): Span => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/** One employee's payslip totals as the query answers them: sums as text, the last payslip's facts as text arrays. */
interface TotalsRow {
  employee_id: number;
  is_mwe: boolean;
  payslips: number;
  gross: string;
  taxable: string;
  tax: string;
  contributions: string;
  de_minimis_exempt: string;
  other_benefits_exempt: string;
  other_benefits_taxable: string;
  non_taxable_other: string;
  /** [position, tax, annual tax due] of the last annualised payslip, or null */
  annualised: string[] | null;
  final_pay: boolean;
  first_pay_date: string;
  last_pay_date: string;
  /** [position, daily rate, days per year] of the last payslip */
  last: string[];
}

/** One employee's earnings of one tax treatment and 2316 box, summed as text. */
interface LineRow {
  employee_id: number;
  is_mwe: boolean;
  tax_treatment: string;
  bir_2316_box: string;
  bir_2316_mwe_box: string | null;
  amount: string;
}

/**
 * The totals of the posted payslips in the span per employee (one aggregation in SQL: the
 * payslips, their tax lines' inputs and year-end adjustments read set-based, not looked up
 * payslip by payslip), and their earnings by 2316 box.
 */
export async function compensationFacts(
  db: Database,
  companyId: number,
  span: Span,
  employeeIds?: readonly number[],
  options: { withoutStored2316?: number } = {},
): Promise<{ totals: PayslipTotals[]; lines: LineBoxFacts[] }> {
  const chosen = employeeIds?.length ? sql`and ps.employee_id in (${sql.join(employeeIds.map((id) => sql`${id}`))})` : sql``;
  // the employees whose 2316 of the year is stored are read from it, not from their payslips
  const stored =
    options.withoutStored2316 === undefined
      ? sql``
      : // one hashed set of ids, not a lookup per payslip
        sql`and ps.employee_id not in (select c.employee_id from bir_2316_certificates c where c.company_id = ${companyId}
             and c.year = ${options.withoutStored2316} and c.status <> 'replaced')`;
  const only = sql`${chosen} ${stored}`;
  const totals = await sql<TotalsRow>`
    with slips as materialized (
      select ps.id, ps.employee_id, ps.payroll_period_id, ps.is_minimum_wage_earner as is_mwe, pp.pay_date, pp.period_type,
             ps.daily_rate, g.days_per_year, ps.gross_pay, ps.taxable_compensation, ps.withholding_tax,
             ps.sss_ee + ps.philhealth_ee + ps.pagibig_ee as contributions
        from payslips ps
        join payroll_periods pp on pp.id = ps.payroll_period_id
        join payroll_groups g on g.id = pp.payroll_group_id
       where ps.status = 'posted' and g.company_id = ${companyId}
         and pp.pay_date between ${span.from} and ${span.to} ${only}
    ),
    -- the withholding line of each payslip (the first by sort order): the tax base the engine wrote
    tax as (
      select distinct on (l.payslip_id) l.payslip_id,
             (l.explanation->'inputs'->>'de_minimis_exempt')::numeric as de_minimis_exempt,
             (l.explanation->'inputs'->>'other_benefits_exempt')::numeric as other_benefits_exempt,
             (l.explanation->'inputs'->>'other_benefits_taxable_excess')::numeric as other_benefits_taxable,
             (l.explanation->'inputs'->>'non_taxable_earnings')::numeric as non_taxable_other,
             (l.explanation->'inputs'->>'annual_tax_due')::numeric as annual_tax_due
        from payslip_lines l join slips s on s.id = l.payslip_id
       where l.source_type = 'tax'
       order by l.payslip_id, l.sort_order
    ),
    -- the year-end tax adjustment paid as a payroll entry is tax withheld (positive) or refunded (negative)
    adj as (
      select l.payslip_id, sum(l.amount) as amount
        from payslip_lines l join slips s on s.id = l.payslip_id join transaction_types tt on tt.id = l.transaction_type_id
       where tt.code = 'TAX_ADJUSTMENT' and not l.is_deferred
       group by l.payslip_id
    ),
    facts as (
      select s.*, s.withholding_tax + coalesce(adj.amount, 0) as tax,
             coalesce(t.de_minimis_exempt, 0) as de_minimis_exempt, coalesce(t.other_benefits_exempt, 0) as other_benefits_exempt,
             coalesce(t.other_benefits_taxable, 0) as other_benefits_taxable, coalesce(t.non_taxable_other, 0) as non_taxable_other,
             -- a posted annualisation on this payslip's period: its tax due (previous employers included) is the year's
             coalesce(a.tax_due, t.annual_tax_due) as annual_tax_due,
             -- what orders the payslips: by pay date, then as written (compared as text: ISO date, zero-padded id)
             s.pay_date::text || lpad(s.id::text, 20, '0') as position
        from slips s
        left join tax t on t.payslip_id = s.id
        left join adj on adj.payslip_id = s.id
        left join annualizations a on a.employee_id = s.employee_id and a.target_payroll_period_id = s.payroll_period_id
         and a.status = 'posted'
    )
    -- the last payslip's facts are the greatest of the arrays led by its position: one hashed aggregation, no sort
    select employee_id, bool_and(is_mwe) as is_mwe, count(*)::int as payslips,
           sum(gross_pay)::text as gross, sum(taxable_compensation)::text as taxable, sum(tax)::text as tax,
           sum(contributions)::text as contributions, sum(de_minimis_exempt)::text as de_minimis_exempt,
           sum(other_benefits_exempt)::text as other_benefits_exempt, sum(other_benefits_taxable)::text as other_benefits_taxable,
           sum(non_taxable_other)::text as non_taxable_other,
           max(array[position, tax::text, annual_tax_due::text]) filter (where annual_tax_due is not null) as annualised,
           bool_or(period_type = 'final_pay') as final_pay, min(pay_date) as first_pay_date, max(pay_date) as last_pay_date,
           max(array[position, daily_rate::text, days_per_year::text]) as last
      from facts
     group by employee_id
     order by employee_id`.execute(db);
  const lines = await sql<LineRow>`
    select ps.employee_id, ps.is_minimum_wage_earner as is_mwe, tt.tax_treatment, tt.bir_2316_box, tt.bir_2316_mwe_box,
           sum(l.amount)::text as amount
      from payslips ps
      join payroll_periods pp on pp.id = ps.payroll_period_id
      join payroll_groups g on g.id = pp.payroll_group_id
      join payslip_lines l on l.payslip_id = ps.id and l.section = 'earning'
      join transaction_types tt on tt.id = l.transaction_type_id
     where ps.status = 'posted' and g.company_id = ${companyId}
       and pp.pay_date between ${span.from} and ${span.to} ${only}
     group by 1, 2, 3, 4, 5
     order by 1, 2, 3, 4, 5`.execute(db);
  return {
    totals: totals.rows.map((r) => ({
      employee_id: Number(r.employee_id),
      is_mwe: Boolean(r.is_mwe),
      payslips: Number(r.payslips),
      gross: c(r.gross),
      taxable: c(r.taxable),
      tax: c(r.tax),
      contributions: c(r.contributions),
      de_minimis_exempt: c(r.de_minimis_exempt),
      other_benefits_exempt: c(r.other_benefits_exempt),
      other_benefits_taxable: c(r.other_benefits_taxable),
      non_taxable_other: c(r.non_taxable_other),
      annualised: Array.isArray(r.annualised) ? { tax: c(r.annualised[1]), annual_tax_due: c(r.annualised[2]) } : null,
      final_pay: Boolean(r.final_pay),
      first_pay_date: String(r.first_pay_date),
      last_pay_date: String(r.last_pay_date),
      daily_rate: String(r.last[1]),
      days_per_year: String(r.last[2]),
    })),
    lines: lines.rows.map((r) => ({
      employee_id: Number(r.employee_id),
      is_mwe: Boolean(r.is_mwe),
      treatment: String(r.tax_treatment),
      box: String(r.bir_2316_box),
      mwe_box: r.bir_2316_mwe_box === null ? null : String(r.bir_2316_mwe_box),
      amount: c(r.amount),
    })),
  };
}

/** Every employee paid in the span, with their classified compensation. */
export async function compensationByEmployee(
  db: Database,
  companyId: number,
  span: Span,
  employeeIds?: readonly number[],
  options: { withoutStored2316?: number } = {},
): Promise<EmployeeCompensation[]> {
  const { totals, lines } = await compensationFacts(db, companyId, span, employeeIds, options);
  const boxes = new Map<number, LineBoxFacts[]>();
  for (const l of lines) {
    const list = boxes.get(l.employee_id);
    if (list) list.push(l);
    else boxes.set(l.employee_id, [l]);
  }
  return totals.map((t) => classifiedCompensation(t, boxes.get(t.employee_id) ?? []));
}
