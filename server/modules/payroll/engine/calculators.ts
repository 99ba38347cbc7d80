/**
 * The calculators behind POST /api/payroll/calculator/{contributions,withholding,annual-tax,payslip}.
 * Requests and responses are the wire shapes: amounts as decimal strings with two places
 * ("1234.50"; requests may also give JSON numbers). Centavos are converted at this boundary only. Each function validates its request and
 * throws InvalidInputError (errors = the 422 body's `errors`) when it is invalid, and
 * NoVersionInForceError only if given tables that do not cover a date the validator accepted.
 */
import type { Explanation } from './explanation';
import type { DeMinimisUsage } from './benefits';
import type { LineKind } from './lines';
import { basisPointsText, centavosText as pesos, type Money } from '@core/money';
import type { Centavos } from './money';

/** An amount in a request: a decimal string, or a JSON number with at most two decimals. */
type AmountInput = Money | number;
import { pagibigContribution } from './pagibig';
import { computePayslip, type PayslipTableVersions } from './payslip';
import { philhealthContribution } from './philhealth';
import { sssContribution } from './sss';
import { DEFAULT_STATUTORY_TABLES } from './statutory-tables';
import type { DayType, DeMinimisKind, PayFrequency, StatutoryTables } from './statutory-tables/types';
import {
  InvalidInputError,
  parseAnnualTaxRequest,
  parseContributionsRequest,
  parsePayslipRequest,
  parseWithholdingRequest,
} from './validate';
import { selectVersion } from './versions';
import { annualIncomeTax, periodicWithholding } from './withholding';

// ---- contributions --------------------------------------------------------------------

export interface ContributionsRequest {
  /** Applicable month, `YYYY-MM`. */
  month: string;
  compensation: AmountInput;
  /** PhilHealth base; defaults to compensation. */
  monthly_basic_salary?: AmountInput;
  /** Pag-IBIG fund salary; defaults to compensation. */
  fund_salary?: AmountInput;
}

export interface ContributionsResponse {
  sss: {
    msc: Money;
    regular_ss_msc: Money;
    mpf_msc: Money;
    ee_regular_ss: Money;
    ee_mpf: Money;
    er_regular_ss: Money;
    er_mpf: Money;
    er_ec: Money;
    ee_total: Money;
    er_total: Money;
    total: Money;
  };
  /** base = monthly basic salary within the floor and ceiling. */
  philhealth: { base: Money; premium: Money; ee: Money; er: Money };
  /** fund_salary = the fund salary capped at the maximum (the base of both shares). */
  pagibig: { fund_salary: Money; ee: Money; er: Money };
}

export function calculateContributions(input: unknown, tables: StatutoryTables = DEFAULT_STATUTORY_TABLES): ContributionsResponse {
  const { errors, params } = parseContributionsRequest(input, tables);
  if (!params) throw new InvalidInputError(errors);
  const day = `${params.month}-01`;
  const sss = sssContribution(params.compensation, selectVersion(tables.sss, day, 'SSS schedule'));
  const ph = philhealthContribution(params.monthly_basic_salary, selectVersion(tables.philhealth, day, 'PhilHealth schedule'));
  const hdmf = pagibigContribution(params.fund_salary, selectVersion(tables.pagibig, day, 'Pag-IBIG schedule'));
  const b = sss.bracket;
  return {
    sss: {
      msc: pesos(b?.msc ?? 0),
      regular_ss_msc: pesos(b?.regular_ss_msc ?? 0),
      mpf_msc: pesos(b?.mpf_msc ?? 0),
      ee_regular_ss: pesos(b?.ee_regular_ss ?? 0),
      ee_mpf: pesos(b?.ee_mpf ?? 0),
      er_regular_ss: pesos(b?.er_regular_ss ?? 0),
      er_mpf: pesos(b?.er_mpf ?? 0),
      er_ec: pesos(sss.er_ec),
      ee_total: pesos(sss.ee_total),
      er_total: pesos(sss.er_total),
      total: pesos(sss.total),
    },
    philhealth: { base: pesos(ph.base), premium: pesos(ph.premium), ee: pesos(ph.ee), er: pesos(ph.er) },
    pagibig: { fund_salary: pesos(hdmf.base), ee: pesos(hdmf.ee), er: pesos(hdmf.er) },
  };
}

// ---- withholding ----------------------------------------------------------------------

export interface WithholdingRequest {
  /** daily | weekly | semi_monthly | monthly (`semi-monthly` is accepted too). */
  frequency: string;
  pay_date: string;
  taxable_compensation: AmountInput;
}

export interface WithholdingResponse {
  withholding_tax: Money;
  table_version: string;
  /** The table row applied; rate as a fraction (0.2 = 20 %); not_over null on the top row. */
  row: { over: Money; not_over: Money | null; fixed: Money; rate: string };
}

export function calculateWithholding(input: unknown, tables: StatutoryTables = DEFAULT_STATUTORY_TABLES): WithholdingResponse {
  const { errors, params } = parseWithholdingRequest(input, tables);
  if (!params) throw new InvalidInputError(errors);
  const table = selectVersion(tables.withholding, params.pay_date, 'withholding tax table');
  const w = periodicWithholding(params.taxable_compensation, params.frequency, table);
  return {
    withholding_tax: pesos(w.tax),
    table_version: table.id,
    row: {
      over: pesos(w.row.over),
      not_over: w.row.not_over === null ? null : pesos(w.row.not_over),
      fixed: pesos(w.row.fixed),
      rate: basisPointsText(w.row.rate_bp),
    },
  };
}

// ---- annual tax -----------------------------------------------------------------------

export interface AnnualTaxRequest {
  year: number;
  taxable_compensation: AmountInput;
}

export interface AnnualTaxResponse {
  tax_due: Money;
}

export function calculateAnnualTax(input: unknown, tables: StatutoryTables = DEFAULT_STATUTORY_TABLES): AnnualTaxResponse {
  const { errors, params } = parseAnnualTaxRequest(input, tables);
  if (!params) throw new InvalidInputError(errors);
  const table = selectVersion(tables.annual_tax, `${params.year}-12-31`, 'annual income tax table');
  return { tax_due: pesos(annualIncomeTax(params.taxable_compensation, table).tax) };
}

// ---- payslip --------------------------------------------------------------------------

export interface HoursRequest {
  regular_hours?: number;
  night_hours?: number;
  overtime_hours?: number;
  overtime_night_hours?: number;
}

/** When the month's contributions are deducted; `last_cutoff`, `half_fixed` and `half_true_up` are the policy object's words for the same choices. */
export type ContributionPolicyRequest = 'first_cutoff' | 'second_cutoff' | 'split' | 'last_cutoff' | 'half_fixed' | 'half_true_up';

export interface PayslipRequest {
  rate_type: 'monthly' | 'daily';
  /** Monthly or daily rate in pesos. */
  rate: AmountInput;
  /**
   * With rate_type daily: the monthly rate of an employee paid by the day for a partial cut-off;
   * the daily rate is then monthly × 12 ÷ days_per_year, unrounded (`rate` is only its display).
   */
  monthly_rate_by_day?: AmountInput;
  /** Days-per-year factor of the group (261, 262, 313, 365 …). */
  days_per_year: number;
  hours_per_day?: number;
  minimum_wage_earner?: boolean;
  /** daily | weekly | semi_monthly | monthly (`semi-monthly` accepted). */
  frequency: string;
  period_start: string;
  period_end: string;
  pay_date: string;
  /** Applicable month of contributions; defaults to the month of period_end. */
  contribution_month?: string;
  /** Position of the period among the month's regular periods; defaults for semi-monthly and monthly. */
  cutoff_number?: number;
  cutoffs_in_month?: number;
  /** Daily-rated: ordinary days worked and paid leave days. */
  days_worked?: number;
  paid_leave_days?: number;
  absent_days?: number;
  /** Unworked regular holidays paid and not already in the basic pay (double holiday = 2). */
  holiday_pay_days?: number;
  /** Monthly-rated, "no work, no pay" groups: unworked special days to deduct. */
  unpaid_special_days?: number;
  late_minutes?: number;
  undertime_minutes?: number;
  /** Hours in four disjoint buckets per day type. */
  hours?: Partial<Record<DayType, HoursRequest>>;
  other_earnings?: {
    code?: string;
    label: string;
    amount: AmountInput;
    kind: 'taxable' | 'non_taxable' | 'de_minimis' | 'other_benefits' | 'hazard_pay';
    de_minimis_kind?: DeMinimisKind;
    days?: number;
    in_kind?: boolean;
    in_contribution_base?: boolean;
  }[];
  other_deductions?: { code?: string; label: string; amount: AmountInput }[];
  deduct_contributions?: boolean;
  contribution_policy?:
    | ContributionPolicyRequest
    | { sss?: ContributionPolicyRequest; philhealth?: ContributionPolicyRequest; pagibig?: ContributionPolicyRequest }
    | {
        sss_base?: 'actual_month' | 'monthly_salary';
        split?: ContributionPolicyRequest;
        philhealth_daily_base?: 'basic_earned' | 'monthly_equivalent';
      };
  month_to_date?: Partial<Record<keyof MonthToDateFigures, AmountInput>>;
  year_to_date?: Partial<Record<Exclude<keyof YearToDateFigures, 'de_minimis_used'>, AmountInput>> & {
    de_minimis_used?: Partial<Record<DeMinimisKind, AmountInput>>;
  };
  year_end_adjustment?: boolean;
  regional_minimum_wage?: AmountInput;
}

export interface MonthToDateFigures {
  compensation: Money;
  basic_pay: Money;
  sss_ee: Money;
  sss_er: Money;
  sss_ec: Money;
  philhealth_ee: Money;
  philhealth_er: Money;
  pagibig_ee: Money;
  pagibig_er: Money;
}

export interface YearToDateFigures {
  taxable_compensation: Money;
  tax_withheld: Money;
  other_benefits: Money;
  /** Pesos, except monetized_leave in days. */
  de_minimis_used: Partial<Record<DeMinimisKind, Money | number>>;
}

export interface PayslipLine {
  code: string;
  label: string;
  /** earning (negative for time deductions), deduction, or employer_share (information only). */
  kind: LineKind;
  amount: Money;
  explanation: Explanation;
}

export interface PayslipResponse {
  lines: PayslipLine[];
  gross_pay: Money;
  contributions: {
    sss_ee: Money;
    philhealth_ee: Money;
    pagibig_ee: Money;
    employee_total: Money;
    sss_er: Money;
    sss_ec: Money;
    philhealth_er: Money;
    pagibig_er: Money;
    employer_total: Money;
  };
  taxable_compensation: Money;
  /** Negative when a year-end adjustment refunds tax. */
  withholding_tax: Money;
  other_deductions: Money;
  net_pay: Money;
  /** Unrounded rates shown to 6 decimals. */
  rates: { daily_rate: string; hourly_rate: string; per_minute_rate: string };
  /** Figures including this period, to pass as month_to_date / year_to_date of the next period. */
  month_to_date: MonthToDateFigures;
  year_to_date: YearToDateFigures;
  table_versions: PayslipTableVersions;
}

function usageToWire(usage: DeMinimisUsage): Partial<Record<DeMinimisKind, Money | number>> {
  const wire: Partial<Record<DeMinimisKind, Money | number>> = {};
  for (const key in usage) {
    const kind = key as DeMinimisKind;
    const value = usage[kind] ?? 0;
    wire[kind] = kind === 'monetized_leave' ? value : pesos(value);
  }
  return wire;
}

function moneyRecord<K extends string>(record: Readonly<Record<K, Centavos>>): Record<K, Money> {
  const out = {} as Record<K, Money>;
  for (const key in record) out[key] = pesos(record[key]);
  return out;
}

export function calculatePayslip(input: unknown, tables: StatutoryTables = DEFAULT_STATUTORY_TABLES): PayslipResponse {
  const { errors, params } = parsePayslipRequest(input, tables);
  if (!params) throw new InvalidInputError(errors);
  const p = computePayslip(params, tables);
  const lines: PayslipLine[] = new Array(p.lines.length);
  for (let i = 0; i < p.lines.length; i++) {
    const l = p.lines[i]!;
    lines[i] = { code: l.code, label: l.label, kind: l.kind, amount: pesos(l.amount), explanation: l.explanation };
  }
  const c = p.contributions;
  return {
    lines,
    gross_pay: pesos(p.gross_pay),
    contributions: {
      sss_ee: pesos(c.sss_ee),
      philhealth_ee: pesos(c.philhealth_ee),
      pagibig_ee: pesos(c.pagibig_ee),
      employee_total: pesos(c.employee_total),
      sss_er: pesos(c.sss_er),
      sss_ec: pesos(c.sss_ec),
      philhealth_er: pesos(c.philhealth_er),
      pagibig_er: pesos(c.pagibig_er),
      employer_total: pesos(c.employer_total),
    },
    taxable_compensation: pesos(p.taxable_compensation),
    withholding_tax: pesos(p.withholding_tax),
    other_deductions: pesos(p.other_deductions),
    net_pay: pesos(p.net_pay),
    rates: p.rates.display,
    month_to_date: moneyRecord(p.month_to_date),
    year_to_date: {
      taxable_compensation: pesos(p.year_to_date.taxable_compensation),
      tax_withheld: pesos(p.year_to_date.tax_withheld),
      other_benefits: pesos(p.year_to_date.other_benefits),
      de_minimis_used: usageToWire(p.year_to_date.de_minimis_used),
    },
    table_versions: p.table_versions,
  };
}

export type { PayFrequency };
