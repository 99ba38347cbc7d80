/**
 * One employee's payslip for one period, in centavos (docs/statutory.md §0.3 order of operations):
 * earnings → contributions → taxable compensation → withholding → net pay.
 * Table versions: contributions by the contribution month, withholding, annual tax and
 * de minimis ceilings by the pay date, premiums by the period end.
 */
import { basisPointsText, centavosText } from '@core/money';
import { otherEarningItems, applyOtherBenefitsPool, type DeMinimisUsage, type OtherEarning, type PoolResult } from './benefits';
import { basicPayItems, type TimeQuantities } from './basic-pay';
import type { CutoffPosition } from './contribution-schedule';
import { periodContributions, type ContributionPolicies, type MonthToDate, type PeriodContributions } from './contributions';
import type { ComputedLine, EarningItem } from './lines';
import type { ExplanationValue } from './explanation';
import { ratio, roundedProduct, type Centavos, type Ratio } from './money';
import { premiumItems, type HoursByDayType } from './premiums';
import { payRates, type PayRates, type RateType } from './rates';
import type { OtherBenefitsExemption, PayFrequency, StatutoryTables } from './statutory-tables/types';
import { selectVersion } from './versions';
import { annualIncomeTax, marginalAnnualisedTax, periodicWithholding, type TaxComputation } from './withholding';

export interface OtherDeduction {
  readonly code: string;
  readonly label: string;
  readonly amount: Centavos;
}

export interface YearToDate {
  /** Taxable compensation of the year before this period (present and previous employers). */
  readonly taxable_compensation: Centavos;
  /** Tax withheld in the year before this period (present and previous employers). */
  readonly tax_withheld: Centavos;
  /** 13th month pay and other benefits (incl. de minimis excess) already counted in the 90,000 pool. */
  readonly other_benefits: Centavos;
  readonly de_minimis_used: DeMinimisUsage;
}

export const EMPTY_YEAR_TO_DATE: YearToDate = { taxable_compensation: 0, tax_withheld: 0, other_benefits: 0, de_minimis_used: {} };

export interface PayslipParams {
  readonly rate_type: RateType;
  readonly rate: Centavos;
  /**
   * A monthly-rated employee hired or separated inside the cut-off is paid by the day
   * (rate_type `daily`) at monthly × 12 ÷ factor, kept unrounded (docs/statutory.md §0.2, §8.1):
   * the monthly rate, when given, is the source of that daily rate instead of `rate`.
   */
  readonly monthly_rate_by_day?: Centavos | null;
  readonly days_per_year: Ratio;
  readonly hours_per_day: Ratio;
  readonly minimum_wage_earner: boolean;
  readonly frequency: PayFrequency;
  readonly period_start: string;
  readonly period_end: string;
  readonly pay_date: string;
  /** `YYYY-MM`: the applicable month of the contributions. */
  readonly contribution_month: string;
  readonly position: CutoffPosition;
  readonly time: TimeQuantities;
  readonly hours: HoursByDayType;
  readonly other_earnings: readonly OtherEarning[];
  readonly other_deductions: readonly OtherDeduction[];
  readonly deduct_contributions: boolean;
  readonly policies: ContributionPolicies;
  readonly month_to_date: MonthToDate;
  readonly year_to_date: YearToDate;
  /** Last payroll of the year or final pay: withhold the annual tax due less tax already withheld. */
  readonly year_end_adjustment: boolean;
  readonly regional_minimum_wage: Centavos | null;
  /** An off-cycle period: only its entries are paid and tax is withheld by the marginal annualised method. */
  readonly special_period?: SpecialPeriodProjection | null;
}

/** The regular pay expected for the rest of the year, which a special period's tax is stacked on (§14.6). */
export interface SpecialPeriodProjection {
  readonly remaining_regular_periods: number;
  /** Taxable compensation of the employee's latest regular payslip, the estimate for each remaining period. */
  readonly regular_taxable_per_period: Centavos;
}

export interface PayslipTableVersions {
  readonly sss: string | null;
  readonly philhealth: string | null;
  readonly pagibig: string | null;
  readonly withholding: string;
  readonly annual_tax: string | null;
  readonly premiums: string;
  readonly de_minimis: string;
  readonly other_benefits_exemption: string;
}

export interface PayslipComputation {
  readonly lines: ComputedLine[];
  readonly rates: PayRates;
  readonly gross_pay: Centavos;
  readonly contributions: PeriodContributions;
  readonly taxable_compensation: Centavos;
  readonly withholding_tax: Centavos;
  readonly other_deductions: Centavos;
  readonly net_pay: Centavos;
  /** Month-to-date figures including this period: pass them to the next period of the month. */
  readonly month_to_date: MonthToDate;
  /** Year-to-date figures including this period: pass them to the next period of the year. */
  readonly year_to_date: YearToDate;
  readonly table_versions: PayslipTableVersions;
}

const NO_CONTRIBUTIONS: PeriodContributions = {
  employee_lines: [],
  employer_lines: [],
  sss_ee: 0,
  sss_er: 0,
  sss_ec: 0,
  philhealth_ee: 0,
  philhealth_er: 0,
  pagibig_ee: 0,
  pagibig_er: 0,
  employee_total: 0,
  employer_total: 0,
};

interface TaxBase {
  readonly taxable: Centavos;
  readonly taxableEarnings: Centavos;
  readonly mweExempt: Centavos;
  readonly nonTaxable: Centavos;
  readonly deMinimisExempt: Centavos;
  readonly pool: PoolResult;
  readonly poolBefore: Centavos;
  readonly exemption: OtherBenefitsExemption;
  readonly contributionsDeducted: Centavos;
}

/**
 * Taxable compensation = taxable earnings + the part of the 90,000 pool crossed this period
 * − mandatory employee contributions deducted in the period (never below zero).
 * For a minimum wage earner the contributions come out of the exempt minimum wage first
 * (the 1601-C convention of §9.1: SMW reported net of contributions), so they reduce other
 * taxable pay only when they exceed the exempt pay.
 */
function taxBase(items: readonly EarningItem[], params: PayslipParams, employeeContributions: Centavos, tables: StatutoryTables): TaxBase {
  const mwe = params.minimum_wage_earner;
  let taxableEarnings = 0;
  let mweExempt = 0;
  let nonTaxable = 0;
  let deMinimisExempt = 0;
  let poolAdded = 0;
  for (const item of items) {
    switch (item.treatment) {
      case 'taxable':
        taxableEarnings += item.amount;
        break;
      case 'mwe_exempt':
        if (mwe) mweExempt += item.amount;
        else taxableEarnings += item.amount;
        break;
      case 'non_taxable':
        nonTaxable += item.amount;
        break;
      case 'de_minimis': {
        const exempt = item.exempt_de_minimis ?? 0;
        deMinimisExempt += exempt;
        poolAdded += item.amount - exempt;
        break;
      }
      case 'other_benefits':
        poolAdded += item.amount;
        break;
    }
  }
  const exemption = selectVersion(tables.other_benefits_exemption, params.pay_date, '13th month and other benefits exemption');
  const pool = applyOtherBenefitsPool(poolAdded, params.year_to_date.other_benefits, exemption);
  const contributionsDeducted = mwe ? Math.max(0, employeeContributions - Math.max(0, mweExempt)) : employeeContributions;
  return {
    taxable: Math.max(0, taxableEarnings + pool.taxable - contributionsDeducted),
    taxableEarnings,
    mweExempt,
    nonTaxable,
    deMinimisExempt,
    pool,
    poolBefore: params.year_to_date.other_benefits,
    exemption,
    contributionsDeducted,
  };
}

/** How taxable compensation was reached, shown on the withholding line. */
function taxBaseInputs(base: TaxBase, mwe: boolean): Record<string, ExplanationValue> {
  return {
    minimum_wage_earner: mwe,
    taxable_earnings: centavosText(base.taxableEarnings),
    mwe_exempt_pay: centavosText(base.mweExempt),
    non_taxable_earnings: centavosText(base.nonTaxable),
    de_minimis_exempt: centavosText(base.deMinimisExempt),
    other_benefits_pool_before: centavosText(base.poolBefore),
    other_benefits_added: centavosText(base.pool.added),
    other_benefits_exempt: centavosText(base.pool.exempt),
    other_benefits_ceiling: centavosText(base.exemption.annual_ceiling),
    other_benefits_taxable_excess: centavosText(base.pool.taxable),
    employee_contributions_deducted: centavosText(base.contributionsDeducted),
    taxable_compensation: centavosText(base.taxable),
    row: 0,
    over: 0,
    not_over: null as number | null,
    fixed: 0,
    rate: 0,
    taxable_compensation_before_period: null as number | null,
    annual_taxable_compensation: null as number | null,
    annual_tax_due: null as number | null,
    tax_withheld_before_period: null as number | null,
  };
}

/** The table row the tax was read from, on the withholding line's explanation. */
function withRow(inputs: Record<string, ExplanationValue>, computed: TaxComputation): void {
  inputs.row = computed.row_number;
  inputs.over = centavosText(computed.row.over);
  inputs.not_over = computed.row.not_over === null ? null : centavosText(computed.row.not_over);
  inputs.fixed = centavosText(computed.row.fixed);
  inputs.rate = basisPointsText(computed.row.rate_bp);
}

const PERIODIC_TAX_RULE: Readonly<Record<PayFrequency, string>> = {
  daily: 'daily table: fixed tax + rate × (taxable compensation − lower bound of the row)',
  weekly: 'weekly table: fixed tax + rate × (taxable compensation − lower bound of the row)',
  semi_monthly: 'semi-monthly table: fixed tax + rate × (taxable compensation − lower bound of the row)',
  monthly: 'monthly table: fixed tax + rate × (taxable compensation − lower bound of the row)',
};

export function computePayslip(params: PayslipParams, tables: StatutoryTables): PayslipComputation {
  const byDay = params.rate_type === 'daily' ? (params.monthly_rate_by_day ?? null) : null;
  const rates: PayRates =
    byDay === null
      ? payRates(params.rate_type, params.rate, params.days_per_year, params.hours_per_day)
      : { ...payRates('monthly', byDay, params.days_per_year, params.hours_per_day), rate_type: 'daily', rest_days_paid: false };
  const premiumsVersion = selectVersion(tables.premiums, params.period_end, 'premium multiplier table');
  const deMinimisVersion = selectVersion(tables.de_minimis, params.pay_date, 'de minimis ceilings');

  const special = params.special_period ?? null;
  const items: EarningItem[] = special ? [] : basicPayItems(rates, params.frequency, params.time);
  if (!special) for (const item of premiumItems(params.hours, rates, premiumsVersion)) items.push(item);
  const others = otherEarningItems(
    params.other_earnings,
    deMinimisVersion,
    params.year_to_date.de_minimis_used,
    params.regional_minimum_wage,
  );
  for (const item of others.items) items.push(item);

  let gross = 0;
  let compensation = 0;
  let basicSalary = 0;
  for (const item of items) {
    gross += item.amount;
    if (item.in_compensation) compensation += item.amount;
    if (item.in_basic_salary) basicSalary += item.amount;
  }

  const monthStart = `${params.contribution_month}-01`;
  const sss = params.deduct_contributions ? selectVersion(tables.sss, monthStart, 'SSS schedule') : null;
  const philhealth = params.deduct_contributions ? selectVersion(tables.philhealth, monthStart, 'PhilHealth schedule') : null;
  const pagibig = params.deduct_contributions ? selectVersion(tables.pagibig, monthStart, 'Pag-IBIG schedule') : null;
  const contributions =
    sss && philhealth && pagibig
      ? periodContributions({
          contribution_month: params.contribution_month,
          position: params.position,
          policies: params.policies,
          month_to_date: params.month_to_date,
          compensation,
          basic_pay: basicSalary,
          monthly_basic_salary: params.rate_type === 'monthly' ? params.rate : null,
          monthly_salary_equivalent:
            params.rate_type === 'monthly' ? params.rate : (byDay ?? roundedProduct(params.rate, params.days_per_year, ratio(1, 12))),
          sss,
          philhealth,
          pagibig,
        })
      : NO_CONTRIBUTIONS;

  const base = taxBase(items, params, contributions.employee_total, tables);
  const withholdingVersion = selectVersion(tables.withholding, params.pay_date, 'withholding tax table');
  let taxLine: ComputedLine;
  let annualVersionId: string | null = null;
  if (params.year_end_adjustment) {
    const annualVersion = selectVersion(tables.annual_tax, params.pay_date, 'annual income tax table');
    annualVersionId = annualVersion.id;
    const annualTaxable = params.year_to_date.taxable_compensation + base.taxable;
    const due = annualIncomeTax(annualTaxable, annualVersion);
    const tax = due.tax - params.year_to_date.tax_withheld;
    const inputs = taxBaseInputs(base, params.minimum_wage_earner);
    withRow(inputs, due);
    inputs.taxable_compensation_before_period = centavosText(params.year_to_date.taxable_compensation);
    inputs.annual_taxable_compensation = centavosText(annualTaxable);
    inputs.annual_tax_due = centavosText(due.tax);
    inputs.tax_withheld_before_period = centavosText(params.year_to_date.tax_withheld);
    taxLine = {
      code: tax < 0 ? 'TAX_REFUND' : 'WITHHOLDING_TAX',
      label: tax < 0 ? 'Refund of tax over-withheld (year-end adjustment)' : 'Withholding tax (year-end adjustment)',
      kind: 'deduction',
      amount: tax,
      explanation: {
        rule: 'annual tax due on the year\u2019s taxable compensation (annual table) − tax already withheld in the year; negative = refund',
        legal_basis: 'RR 2-98 s.2.79(B)(5) as amended; NIRC s.24(A)(2)(a); ph-statutory §4.3, §4.8',
        table_version: annualVersion.id,
        inputs,
      },
    };
  } else if (special) {
    const annualVersion = selectVersion(tables.annual_tax, params.pay_date, 'annual income tax table');
    annualVersionId = annualVersion.id;
    const projected = special.regular_taxable_per_period * special.remaining_regular_periods;
    const marginal = marginalAnnualisedTax(params.year_to_date.taxable_compensation, projected, base.taxable, annualVersion);
    const inputs = taxBaseInputs(base, params.minimum_wage_earner);
    withRow(inputs, marginal.with_period);
    inputs.taxable_compensation_before_period = centavosText(params.year_to_date.taxable_compensation);
    inputs.remaining_regular_periods = special.remaining_regular_periods;
    inputs.regular_taxable_per_period = centavosText(special.regular_taxable_per_period);
    inputs.projected_regular_taxable = centavosText(projected);
    inputs.annual_taxable_compensation = centavosText(marginal.annual_base_without_period + base.taxable);
    inputs.annual_tax_due = centavosText(marginal.with_period.tax);
    inputs.annual_tax_without_period = centavosText(marginal.without_period.tax);
    taxLine = {
      code: 'WITHHOLDING_TAX',
      label: 'Withholding tax (special period)',
      kind: 'deduction',
      amount: marginal.tax,
      explanation: {
        rule: 'annual tax on (year to date + projected regular pay + this period) − annual tax on the same without this period',
        legal_basis: 'RR 2-98 s.2.79(B) as amended; domain.md §14.6 (DD-18); ph-statutory §4.3',
        table_version: annualVersion.id,
        inputs,
      },
    };
  } else {
    const w = periodicWithholding(base.taxable, params.frequency, withholdingVersion);
    const inputs = taxBaseInputs(base, params.minimum_wage_earner);
    withRow(inputs, w);
    taxLine = {
      code: 'WITHHOLDING_TAX',
      label: 'Withholding tax',
      kind: 'deduction',
      amount: w.tax,
      explanation: {
        rule: PERIODIC_TAX_RULE[params.frequency],
        legal_basis: 'NIRC s.79; RR 11-2018 Annex E; ph-statutory §4.1–4.5',
        table_version: withholdingVersion.id,
        inputs,
      },
    };
  }
  const tax = taxLine.amount;

  const lines: ComputedLine[] = [];
  for (const item of items) lines.push(item);
  for (const l of contributions.employee_lines) lines.push(l);
  lines.push(taxLine);
  let otherDeductions = 0;
  for (const d of params.other_deductions) {
    otherDeductions += d.amount;
    lines.push({
      code: d.code,
      label: d.label,
      kind: 'deduction',
      amount: d.amount,
      explanation: {
        rule: 'authorised deduction as entered',
        legal_basis: 'Labor Code art. 113',
        table_version: null,
        inputs: { amount: centavosText(d.amount) },
      },
    });
  }
  for (const l of contributions.employer_lines) lines.push(l);

  const mtd = params.month_to_date;
  const ytd = params.year_to_date;
  return {
    lines,
    rates,
    gross_pay: gross,
    contributions,
    taxable_compensation: base.taxable,
    withholding_tax: tax,
    other_deductions: otherDeductions,
    net_pay: gross - contributions.employee_total - tax - otherDeductions,
    month_to_date: {
      compensation: mtd.compensation + compensation,
      basic_pay: mtd.basic_pay + basicSalary,
      sss_ee: mtd.sss_ee + contributions.sss_ee,
      sss_er: mtd.sss_er + contributions.sss_er,
      sss_ec: mtd.sss_ec + contributions.sss_ec,
      philhealth_ee: mtd.philhealth_ee + contributions.philhealth_ee,
      philhealth_er: mtd.philhealth_er + contributions.philhealth_er,
      pagibig_ee: mtd.pagibig_ee + contributions.pagibig_ee,
      pagibig_er: mtd.pagibig_er + contributions.pagibig_er,
    },
    year_to_date: {
      taxable_compensation: ytd.taxable_compensation + base.taxable,
      tax_withheld: ytd.tax_withheld + tax,
      other_benefits: base.pool.poolAfter,
      de_minimis_used: others.deMinimisUsed,
    },
    table_versions: {
      sss: sss?.id ?? null,
      philhealth: philhealth?.id ?? null,
      pagibig: pagibig?.id ?? null,
      withholding: withholdingVersion.id,
      annual_tax: annualVersionId,
      premiums: premiumsVersion.id,
      de_minimis: deMinimisVersion.id,
      other_benefits_exemption: base.exemption.id,
    },
  };
}
