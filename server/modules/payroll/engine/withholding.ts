/** Withholding tax per pay period and annual income tax (docs/statutory.md §4.1–4.3, §4.8). */
import { applyBasisPoints, type Centavos } from './money';
import type { AnnualTaxTable, PayFrequency, TaxRow, WithholdingTable } from './statutory-tables/types';

export interface TaxComputation {
  readonly tax: Centavos;
  readonly row: TaxRow;
  /** 1-based row number, as the tables are printed. */
  readonly row_number: number;
}

/**
 * The printed tables leave sub-peso gaps between rows (daily 1,095 → 1,096). A row applies
 * from its `over` figure inclusive, except where `over` repeats the previous row's upper
 * bound (row 2 of the periodic tables, every row of the annual table): there it applies
 * only above it. Amounts inside a gap therefore stay in the lower row (§4.1 notes).
 */
export function findTaxRow(amount: Centavos, rows: readonly TaxRow[]): number {
  for (let i = rows.length - 1; i > 0; i--) {
    const row = rows[i]!;
    const previousUpper = rows[i - 1]!.not_over;
    const exclusive = previousUpper !== null && row.over <= previousUpper;
    if (amount > row.over || (!exclusive && amount === row.over)) return i;
  }
  return 0;
}

/** tax = fixed + rate × (amount − over), rounded half-up once. */
export function taxFromRows(amount: Centavos, rows: readonly TaxRow[]): TaxComputation {
  const index = amount > 0 ? findTaxRow(amount, rows) : 0;
  const row = rows[index]!;
  const tax = amount > 0 ? row.fixed + applyBasisPoints(amount - row.over, row.rate_bp) : 0;
  return { tax, row, row_number: index + 1 };
}

export function periodicWithholding(taxable: Centavos, frequency: PayFrequency, table: WithholdingTable): TaxComputation {
  return taxFromRows(taxable, table.rows[frequency]);
}

export function annualIncomeTax(annualTaxable: Centavos, table: AnnualTaxTable): TaxComputation {
  return taxFromRows(annualTaxable, table.rows);
}

export interface MarginalAnnualisedTax {
  readonly tax: Centavos;
  readonly with_period: TaxComputation;
  readonly without_period: TaxComputation;
  readonly annual_base_without_period: Centavos;
}

/**
 * Withholding of an off-cycle (special) period by the marginal annualised method (docs/domain.md
 * §14.6, DD-18): the annual tax on the year's taxable compensation with this period's, less
 * the annual tax on it without, the year being what was earned so far plus the regular pay
 * projected for the rest of the year. Year-end annualisation trues the estimate up.
 */
export function marginalAnnualisedTax(
  yearToDate: Centavos,
  projectedRegular: Centavos,
  thisPeriod: Centavos,
  table: AnnualTaxTable,
): MarginalAnnualisedTax {
  const base = yearToDate + projectedRegular;
  const without = annualIncomeTax(base, table);
  const withPeriod = annualIncomeTax(base + thisPeriod, table);
  return { tax: withPeriod.tax - without.tax, with_period: withPeriod, without_period: without, annual_base_without_period: base };
}
