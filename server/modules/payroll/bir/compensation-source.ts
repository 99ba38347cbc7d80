import { sql } from 'kysely';
import { toCentavos } from '@core/money';
import type { Database } from '../../../db/database';
import { byEmployee, type EmployeeCompensation, type LineBoxFacts, type PayslipTaxFacts } from './compensation';

// Reads the posted payslips of a company whose pay date falls in a span (the BIR rule:
// withholding is reported by pay date, domain.md §9) and classifies them per employee.
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

/** The facts of every posted payslip in the span, and their earnings by 2316 box. */
export async function compensationFacts(
  db: Database,
  companyId: number,
  span: Span,
  employeeIds?: readonly number[],
  options: { withoutStored2316?: number } = {},
): Promise<{ payslips: PayslipTaxFacts[]; lines: LineBoxFacts[] }> {
  const chosen = employeeIds?.length ? sql`and ps.employee_id in (${sql.join(employeeIds.map((id) => sql`${id}`))})` : sql``;
  // the employees whose 2316 of the year is stored are read from it, not from their payslips
  const stored =
    options.withoutStored2316 === undefined
      ? sql``
      : // one hashed set of ids, not a lookup per payslip
        sql`and ps.employee_id not in (select c.employee_id from bir_2316_certificates c where c.company_id = ${companyId}
             and c.year = ${options.withoutStored2316} and c.status <> 'replaced')`;
  const only = sql`${chosen} ${stored}`;
  const payslips = await sql<Record<string, unknown>>`
    select ps.employee_id, ps.is_minimum_wage_earner as is_mwe, pp.pay_date, pp.period_type, ps.daily_rate::text as daily_rate, g.days_per_year::text as days_per_year,
           ps.gross_pay, ps.taxable_compensation, ps.withholding_tax + coalesce(adj.amount, 0) as withholding_tax,
           ps.sss_ee + ps.philhealth_ee + ps.pagibig_ee as contributions,
           t.inputs->>'de_minimis_exempt' as de_minimis_exempt,
           t.inputs->>'other_benefits_exempt' as other_benefits_exempt,
           t.inputs->>'other_benefits_taxable_excess' as other_benefits_taxable,
           t.inputs->>'non_taxable_earnings' as non_taxable_other,
           coalesce(a.tax_due::text, t.inputs->>'annual_tax_due') as annual_tax_due
      from payslips ps
      join payroll_periods pp on pp.id = ps.payroll_period_id
      join payroll_groups g on g.id = pp.payroll_group_id
      left join lateral (
        select l.explanation->'inputs' as inputs from payslip_lines l
         where l.payslip_id = ps.id and l.source_type = 'tax' order by l.sort_order limit 1
      ) t on true
      -- the year-end tax adjustment paid as a payroll entry is tax withheld (positive) or refunded (negative)
      left join lateral (
        select sum(l.amount) as amount from payslip_lines l join transaction_types tt on tt.id = l.transaction_type_id
         where l.payslip_id = ps.id and tt.code = 'TAX_ADJUSTMENT' and not l.is_deferred
      ) adj on true
      -- a posted annualisation on this payslip's period: its tax due (previous employers included) is the year's
      left join annualizations a on a.employee_id = ps.employee_id and a.target_payroll_period_id = ps.payroll_period_id
       and a.status = 'posted'
     where ps.status = 'posted' and g.company_id = ${companyId}
       and pp.pay_date between ${span.from} and ${span.to} ${only}
     order by ps.employee_id, pp.pay_date, ps.id`.execute(db);
  const lines = await sql<Record<string, unknown>>`
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
    payslips: payslips.rows.map((r) => ({
      employee_id: Number(r.employee_id),
      is_mwe: Boolean(r.is_mwe),
      pay_date: String(r.pay_date),
      period_type: String(r.period_type),
      gross: c(r.gross_pay),
      taxable: c(r.taxable_compensation),
      tax: c(r.withholding_tax),
      contributions: c(r.contributions),
      de_minimis_exempt: c(r.de_minimis_exempt),
      other_benefits_exempt: c(r.other_benefits_exempt),
      other_benefits_taxable: c(r.other_benefits_taxable),
      non_taxable_other: c(r.non_taxable_other),
      annual_tax_due: r.annual_tax_due === null || r.annual_tax_due === undefined ? null : c(r.annual_tax_due),
      daily_rate: String(r.daily_rate),
      days_per_year: String(r.days_per_year),
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
  const { payslips, lines } = await compensationFacts(db, companyId, span, employeeIds, options);
  return byEmployee(payslips, lines);
}
