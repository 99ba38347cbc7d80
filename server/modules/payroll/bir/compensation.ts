// Compensation of one employee over a span of pay dates (a month for the 1601-C, a year
// for the 2316 and the alphalist), classified the way the BIR forms read it. PURE:
// centavos in, centavos out. Every figure comes from what the engine stored on the
// posted payslips (their totals and the withholding line's tax base), so nothing
// statutory is computed again here.

import { BIR_2316_MWE_BOXES, BIR_2316_TAXABLE_BOXES } from '@core/resources/transaction-types.resource';

export type Centavos = number;

/** The amounts a payslip carries for the BIR forms, and their sums over a year. */
interface TaxAmounts {
  gross: Centavos;
  taxable: Centavos;
  tax: Centavos;
  /** mandatory employee contributions (SSS, PhilHealth, Pag-IBIG) */
  contributions: Centavos;
  de_minimis_exempt: Centavos;
  other_benefits_exempt: Centavos;
  other_benefits_taxable: Centavos;
  non_taxable_other: Centavos;
}

/** One posted payslip: its totals and the tax base the engine wrote on its withholding line. */
export interface PayslipTaxFacts extends TaxAmounts {
  employee_id: number;
  is_mwe: boolean;
  pay_date: string;
  period_type: string;
  /** the annual tax due when the payslip carried the year-end (or separation) annualisation */
  annual_tax_due: Centavos | null;
  daily_rate: string;
  /** the payroll group's days per year (the factor of the SMW per month and per year) */
  days_per_year: string;
}

/** Earnings of an employee summed by the 2316 box of their transaction type. */
export interface LineBoxFacts {
  employee_id: number;
  is_mwe: boolean;
  treatment: string;
  box: string;
  mwe_box: string | null;
  amount: Centavos;
}

export const MWE_BOXES = BIR_2316_MWE_BOXES;
export type MweBox = (typeof MWE_BOXES)[number];

export const TAXABLE_BOXES = BIR_2316_TAXABLE_BOXES;
export type TaxableBox = (typeof TAXABLE_BOXES)[number];

export interface EmployeeCompensation {
  employee_id: number;
  /** a minimum wage earner on every payslip of the span */
  is_mwe: boolean;
  payslips: number;
  gross: Centavos;
  /** MWE exempt pay by box, before the contributions taken out of it */
  mwe: Record<MweBox, Centavos>;
  /** 1601-C item 15 / 2316 item 29: the SMW net of the contributions deducted from it */
  nt_mwe_basic: Centavos;
  /** 1601-C item 16 / 2316 items 30–33 */
  nt_mwe_premiums: Centavos;
  nt_mwe_premium_boxes: Record<Exclude<MweBox, 'mwe_basic'>, Centavos>;
  nt_thirteenth_month_other_benefits: Centavos;
  nt_de_minimis: Centavos;
  nt_contributions: Centavos;
  nt_other: Centavos;
  total_non_taxable: Centavos;
  taxable: Centavos;
  /** 2316 items 39 to 51; basic salary is net of contributions (the remainder of the taxable total) */
  taxable_boxes: Record<TaxableBox, Centavos>;
  tax_withheld: Centavos;
  /** the withholding line of the annualisation (positive: withheld; negative: refunded); 0 when none */
  year_end_adjustment: Centavos;
  /** annual tax due from the annualisation; null when the span has none */
  annual_tax_due: Centavos | null;
  annualised: boolean;
  final_pay: boolean;
  first_pay_date: string;
  last_pay_date: string;
  /** the daily rate of the last payslip, as stored (the SMW per day of an MWE) */
  daily_rate: string;
  days_per_year: string;
}

const zeroes = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, Centavos>;

/** Takes up to `wanted` out of each bucket in order; returns what was left to take. */
function takeFrom(buckets: Record<string, Centavos>, order: readonly string[], wanted: Centavos): Centavos {
  let left = wanted;
  for (const key of order) {
    const taken = Math.min(left, Math.max(0, buckets[key]));
    buckets[key] -= taken;
    left -= taken;
  }
  return left;
}

/**
 * The sums and the last-payslip facts of an employee's payslips over a span: what the
 * classification reads of them. The SQL reads compute it per employee in one aggregation
 * (compensation-source.ts); `payslipTotals` computes the same from the payslips themselves.
 */
export interface PayslipTotals extends TaxAmounts {
  employee_id: number;
  /** a minimum wage earner on every payslip */
  is_mwe: boolean;
  payslips: number;
  /** the last (by pay date) annualised payslip: its tax (the year-end adjustment) and its annual tax due; null when none */
  annualised: { tax: Centavos; annual_tax_due: Centavos } | null;
  final_pay: boolean;
  first_pay_date: string;
  last_pay_date: string;
  /** of the last payslip by pay date */
  daily_rate: string;
  days_per_year: string;
}

/** The totals of one employee's payslips (all of one employee, at least one). */
export function payslipTotals(payslips: readonly PayslipTaxFacts[]): PayslipTotals {
  if (payslips.length === 0) throw new RangeError('An employee\u2019s compensation needs at least one payslip.');
  const sorted = [...payslips].sort((a, b) => (a.pay_date < b.pay_date ? -1 : a.pay_date > b.pay_date ? 1 : 0));
  const s = (pick: (p: PayslipTaxFacts) => Centavos) => sorted.reduce((total, p) => total + pick(p), 0);
  const last = sorted.filter((p) => p.annual_tax_due !== null).at(-1);
  return {
    employee_id: sorted[0].employee_id,
    is_mwe: sorted.every((p) => p.is_mwe),
    payslips: sorted.length,
    gross: s((p) => p.gross),
    taxable: s((p) => p.taxable),
    tax: s((p) => p.tax),
    contributions: s((p) => p.contributions),
    de_minimis_exempt: s((p) => p.de_minimis_exempt),
    other_benefits_exempt: s((p) => p.other_benefits_exempt),
    other_benefits_taxable: s((p) => p.other_benefits_taxable),
    non_taxable_other: s((p) => p.non_taxable_other),
    annualised: last ? { tax: last.tax, annual_tax_due: last.annual_tax_due! } : null,
    final_pay: sorted.some((p) => p.period_type === 'final_pay'),
    first_pay_date: sorted[0].pay_date,
    last_pay_date: sorted.at(-1)!.pay_date,
    daily_rate: sorted.at(-1)!.daily_rate,
    days_per_year: sorted.at(-1)!.days_per_year,
  };
}

/** The employee's figures over the payslips given (all of one employee). */
export function employeeCompensation(payslips: readonly PayslipTaxFacts[], lines: readonly LineBoxFacts[]): EmployeeCompensation {
  return classifiedCompensation(payslipTotals(payslips), lines);
}

/** The employee's figures from the totals of their payslips and their earnings by box. */
export function classifiedCompensation(totals: PayslipTotals, lines: readonly LineBoxFacts[]): EmployeeCompensation {
  const { gross, taxable, contributions } = totals;

  // MWE exempt pay by box; the contributions come out of it first (docs/statutory.md §9.1 convention)
  const mwe = zeroes(MWE_BOXES);
  const taxableBoxes = zeroes(TAXABLE_BOXES);
  for (const line of lines) {
    if (line.is_mwe && line.treatment === 'taxable_exempt_for_mwe') {
      mwe[(line.mwe_box as MweBox) ?? 'mwe_basic'] += line.amount;
    } else if (line.treatment === 'taxable' || line.treatment === 'taxable_exempt_for_mwe') {
      const box = (TAXABLE_BOXES as readonly string[]).includes(line.box) ? (line.box as TaxableBox) : 'other_taxable_supplementary';
      taxableBoxes[box] += line.amount;
    }
  }
  const exempt: Record<string, Centavos> = { ...mwe };
  takeFrom(exempt, MWE_BOXES, contributions);
  const premiumBoxes = {
    mwe_holiday_pay: exempt.mwe_holiday_pay,
    mwe_overtime_pay: exempt.mwe_overtime_pay,
    mwe_night_differential: exempt.mwe_night_differential,
    mwe_hazard_pay: exempt.mwe_hazard_pay,
  };
  const ntMweBasic = exempt.mwe_basic;
  const ntMwePremiums =
    premiumBoxes.mwe_holiday_pay + premiumBoxes.mwe_overtime_pay + premiumBoxes.mwe_night_differential + premiumBoxes.mwe_hazard_pay;
  const nt13 = totals.other_benefits_exempt;
  const ntDeMinimis = totals.de_minimis_exempt;
  const ntOther = totals.non_taxable_other;
  // contributions that could not be deducted (taxable pay clamped at zero) are not non-taxable compensation
  const ntContributions = contributions - (taxable - (gross - (ntMweBasic + ntMwePremiums + nt13 + ntDeMinimis + ntOther + contributions)));
  const totalNonTaxable = ntMweBasic + ntMwePremiums + nt13 + ntDeMinimis + ntOther + ntContributions;

  taxableBoxes.thirteenth_month_and_other_benefits = totals.other_benefits_taxable;
  const others = TAXABLE_BOXES.filter((b) => b !== 'basic_salary').reduce((total, b) => total + taxableBoxes[b], 0);
  taxableBoxes.basic_salary = taxable - others;

  const last = totals.annualised;
  return {
    employee_id: totals.employee_id,
    is_mwe: totals.is_mwe,
    payslips: totals.payslips,
    gross,
    mwe,
    nt_mwe_basic: ntMweBasic,
    nt_mwe_premiums: ntMwePremiums,
    nt_mwe_premium_boxes: premiumBoxes,
    nt_thirteenth_month_other_benefits: nt13,
    nt_de_minimis: ntDeMinimis,
    nt_contributions: ntContributions,
    nt_other: ntOther,
    total_non_taxable: totalNonTaxable,
    taxable,
    taxable_boxes: taxableBoxes,
    tax_withheld: totals.tax,
    year_end_adjustment: last ? last.tax : 0,
    annual_tax_due: last ? last.annual_tax_due : null,
    annualised: last !== null,
    final_pay: totals.final_pay,
    first_pay_date: totals.first_pay_date,
    last_pay_date: totals.last_pay_date,
    daily_rate: totals.daily_rate,
    days_per_year: totals.days_per_year,
  };
}
