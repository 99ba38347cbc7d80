import { sql } from 'kysely';
import { centavosText, toCentavos } from '@core/money';
import type { Database } from '../../../db/database';
import type { AlphalistRow } from './annual';

// BIR Form 1604-C Part I items that are not the withholding agent's registration
// (docs/statutory.md §9.3): 2 amended return, 3 number of sheets attached, and 11 to 13 on the
// over-withholding the year-end adjustment refunded: 11 were refunds released to the
// employees (11A their date), 12 the total over-remittance, 13 the month the over-remittance
// was first credited against a remittance. The system proposes them from the posted payroll
// (refunds are the negative year-end adjustments of the alphalist; their dates the pay dates
// of the annualised payslips that paid them); the officer may state them otherwise when
// generating the return.

export interface Items1604c {
  amended: boolean;
  sheets_attached: number;
  refunds_released: boolean;
  /** 11A, YYYY-MM-DD: the day the last refund was paid */
  refund_date: string | null;
  /** 12 */
  over_remittance: string;
  /** 13, YYYY-MM: the month of the first refund, whose 1601-C nets it against that month's withholding */
  first_crediting_month: string | null;
}

/** The pay dates of the year's posted annualised payslips that refunded tax (their withholding is negative). */
async function refundPayDates(db: Database, companyId: number, year: number): Promise<string[]> {
  const { rows } = await sql<{ pay_date: string }>`
    select distinct pp.pay_date
      from payslips ps
      join payroll_periods pp on pp.id = ps.payroll_period_id
      join payroll_groups g on g.id = pp.payroll_group_id
      left join lateral (
        select l.explanation->'inputs' as inputs from payslip_lines l
         where l.payslip_id = ps.id and l.source_type = 'tax' order by l.sort_order limit 1
      ) t on true
      left join lateral (
        select sum(l.amount) as amount from payslip_lines l join transaction_types tt on tt.id = l.transaction_type_id
         where l.payslip_id = ps.id and tt.code = 'TAX_ADJUSTMENT' and not l.is_deferred
      ) adj on true
      left join annualizations a on a.employee_id = ps.employee_id and a.target_payroll_period_id = ps.payroll_period_id
       and a.status = 'posted'
     where ps.status = 'posted' and g.company_id = ${companyId}
       and pp.pay_date between ${`${year}-01-01`} and ${`${year}-12-31`}
       and (a.id is not null or t.inputs ? 'annual_tax_due')
       and ps.withholding_tax + coalesce(adj.amount, 0) < 0
     order by pp.pay_date`.execute(db);
  return rows.map((r) => String(r.pay_date));
}

/** Items 2, 3 and 11 to 13 as the posted payroll states them. */
export async function proposedItems1604c(
  db: Database,
  companyId: number,
  year: number,
  alphalist: readonly AlphalistRow[],
  amendmentNo: number,
): Promise<Items1604c> {
  const refunded = alphalist.reduce((s, r) => s + Math.max(0, -toCentavos(r.year_end_adjustment)), 0);
  const dates = refunded > 0 ? await refundPayDates(db, companyId, year) : [];
  return {
    amended: amendmentNo > 0,
    sheets_attached: 0,
    refunds_released: refunded > 0,
    refund_date: dates.at(-1) ?? null,
    over_remittance: centavosText(refunded),
    first_crediting_month: dates[0]?.slice(0, 7) ?? null,
  };
}

/** What the officer states on generating, over the proposal; checked (field → messages). */
export interface Items1604cInput {
  sheets_attached?: number;
  refunds_released?: boolean;
  refund_date?: string | null;
  over_remittance?: string;
  first_crediting_month?: string | null;
}

export function statedItems1604c(
  proposed: Items1604c,
  input: Items1604cInput,
  year: number,
): { items: Items1604c; problems: Record<string, string[]> } {
  const items: Items1604c = {
    ...proposed,
    ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
  } as Items1604c;
  const problems: Record<string, string[]> = {};
  if (!items.refunds_released) {
    items.refund_date = null;
  } else if (!items.refund_date) {
    problems.refund_date = ['Give the date the refunds were released (item 11A).'];
  } else if (items.refund_date < `${year}-01-01` || items.refund_date > `${year + 1}-12-31`) {
    problems.refund_date = [`Give a date in ${year} or ${year + 1}.`];
  }
  if (toCentavos(items.over_remittance) < 0) problems.over_remittance = ['The over-remittance cannot be negative.'];
  if (items.first_crediting_month && (items.first_crediting_month < `${year}-01` || items.first_crediting_month > `${year + 1}-12`)) {
    problems.first_crediting_month = [`Give a month of ${year} or ${year + 1}.`];
  }
  if (toCentavos(items.over_remittance) > 0 && !items.first_crediting_month) {
    problems.first_crediting_month = ['Give the month the over-remittance was first credited (item 13).'];
  }
  items.over_remittance = centavosText(toCentavos(items.over_remittance));
  return { items, problems };
}
