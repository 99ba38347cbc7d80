/**
 * Shapes of the government tables. Money is integer centavos; rates and multipliers are
 * basis points (10 000 = 100 %). Every table is a list of effective-dated versions.
 */
import type { BasisPoints, Centavos } from '../money';
import type { TableVersion } from '../versions';

export type PayFrequency = 'daily' | 'weekly' | 'semi_monthly' | 'monthly';
export const PAY_FREQUENCIES: readonly PayFrequency[] = ['daily', 'weekly', 'semi_monthly', 'monthly'];

/** Same values as `daily_time_records.day_type` / `overtime_rates.day_type` in the domain spec. */
export type DayType =
  | 'ordinary'
  | 'rest_day'
  | 'special_holiday'
  | 'special_holiday_rest_day'
  | 'regular_holiday'
  | 'regular_holiday_rest_day'
  | 'double_holiday'
  | 'double_holiday_rest_day';

export const DAY_TYPES: readonly DayType[] = [
  'ordinary',
  'rest_day',
  'special_holiday',
  'special_holiday_rest_day',
  'regular_holiday',
  'regular_holiday_rest_day',
  'double_holiday',
  'double_holiday_rest_day',
];

// ---- SSS ------------------------------------------------------------------------------

/** One row of an SSS schedule (contribution_brackets of agency sss). */
export interface SssBracket {
  readonly range_from: Centavos;
  /** Inclusive upper bound; null = and over. */
  readonly range_to: Centavos | null;
  readonly msc: Centavos;
  readonly regular_ss_msc: Centavos;
  /** MPF (2025) or WISP (2023–2024) salary credit: the part of the MSC above 20,000. */
  readonly mpf_msc: Centavos;
  readonly ee_regular_ss: Centavos;
  readonly ee_mpf: Centavos;
  readonly er_regular_ss: Centavos;
  readonly er_mpf: Centavos;
  readonly er_ec: Centavos;
}

export interface SssSchedule extends TableVersion {
  /** Name of the provident-fund part on payslips: `MPF` or `WISP`. */
  readonly provident_fund_name: string;
  readonly brackets: readonly SssBracket[];
}

// ---- PhilHealth -----------------------------------------------------------------------

export interface PhilHealthSchedule extends TableVersion {
  readonly rate_bp: BasisPoints;
  readonly income_floor: Centavos;
  readonly income_ceiling: Centavos;
}

// ---- Pag-IBIG -------------------------------------------------------------------------

export interface PagIbigSchedule extends TableVersion {
  /** Fund salaries at or below this use the lower employee rate. */
  readonly lower_band_limit: Centavos;
  readonly ee_rate_lower_band_bp: BasisPoints;
  readonly ee_rate_bp: BasisPoints;
  readonly er_rate_bp: BasisPoints;
  readonly max_fund_salary: Centavos;
}

// ---- BIR ------------------------------------------------------------------------------

/** tax = fixed + rate × (amount − over). `over` is the row's lower bound as printed. */
export interface TaxRow {
  readonly over: Centavos;
  /** Upper bound as printed; null for the top row. */
  readonly not_over: Centavos | null;
  readonly fixed: Centavos;
  readonly rate_bp: BasisPoints;
}

export interface WithholdingTable extends TableVersion {
  readonly rows: Readonly<Record<PayFrequency, readonly TaxRow[]>>;
}

export interface AnnualTaxTable extends TableVersion {
  readonly rows: readonly TaxRow[];
}

// ---- Labor Code premiums --------------------------------------------------------------

export interface DayTypePremiums {
  readonly day_type: DayType;
  /** Short code used in line codes, e.g. `RHRD`. */
  readonly code: string;
  readonly label: string;
  readonly is_rest_day: boolean;
  /** Multiples of the basic hourly rate, night columns including the 10 % night premium. */
  readonly first_8_hours_bp: BasisPoints;
  readonly first_8_hours_night_bp: BasisPoints;
  readonly overtime_bp: BasisPoints;
  readonly overtime_night_bp: BasisPoints;
  /**
   * Part of the first-8-hours factor already paid by basic pay (§5.3). Monthly-rated:
   * days counted in the salary factor; with a 365 factor rest days are covered as well
   * (the engine applies that). Daily-rated: only ordinary days (paid as days worked).
   */
  readonly covered_monthly_rated_bp: BasisPoints;
  readonly covered_daily_rated_bp: BasisPoints;
}

export interface PremiumMatrix extends TableVersion {
  readonly day_types: Readonly<Record<DayType, DayTypePremiums>>;
}

// ---- De minimis and the 90,000 pool ---------------------------------------------------

export type DeMinimisKind =
  | 'monetized_leave'
  | 'medical_cash_allowance_dependents'
  | 'rice_subsidy'
  | 'uniform_clothing_allowance'
  | 'medical_assistance'
  | 'laundry_allowance'
  | 'achievement_award'
  | 'christmas_gift'
  | 'overtime_meal_allowance'
  | 'cba_productivity_incentive';

export const DE_MINIMIS_KINDS: readonly DeMinimisKind[] = [
  'monetized_leave',
  'medical_cash_allowance_dependents',
  'rice_subsidy',
  'uniform_clothing_allowance',
  'medical_assistance',
  'laundry_allowance',
  'achievement_award',
  'christmas_gift',
  'overtime_meal_allowance',
  'cba_productivity_incentive',
];

/** How a de minimis ceiling is measured. */
export type DeMinimisCeiling =
  /** Pesos per window; `used` figures are pesos already exempted in the window. */
  | { readonly unit: 'amount'; readonly amount: Centavos; readonly per: 'month' | 'semester' | 'year' }
  /** Days per year (monetized leave); `used` figures are days already exempted in the year. */
  | { readonly unit: 'days'; readonly days: number; readonly per: 'year' }
  /** Per day, as a share of the regional daily minimum wage (overtime/night meal allowance). */
  | { readonly unit: 'minimum_wage_share'; readonly share_bp: BasisPoints; readonly per: 'day' };

export interface DeMinimisItem {
  readonly label: string;
  readonly ceiling: DeMinimisCeiling;
  /** False where only tangible property qualifies (achievement awards under RR 11-2018). */
  readonly cash_allowed: boolean;
}

export interface DeMinimisSchedule extends TableVersion {
  readonly items: Readonly<Record<DeMinimisKind, DeMinimisItem>>;
}

export interface OtherBenefitsExemption extends TableVersion {
  /** Yearly exemption for 13th month pay and other benefits (NIRC s.32(B)(7)(e)). */
  readonly annual_ceiling: Centavos;
}

/** Every table the engine uses, each as its list of versions. */
export interface StatutoryTables {
  readonly sss: readonly SssSchedule[];
  readonly philhealth: readonly PhilHealthSchedule[];
  readonly pagibig: readonly PagIbigSchedule[];
  readonly withholding: readonly WithholdingTable[];
  readonly annual_tax: readonly AnnualTaxTable[];
  readonly premiums: readonly PremiumMatrix[];
  readonly de_minimis: readonly DeMinimisSchedule[];
  readonly other_benefits_exemption: readonly OtherBenefitsExemption[];
}
