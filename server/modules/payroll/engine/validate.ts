/**
 * Validation of the calculator requests as they arrive on the wire (pesos as decimal strings
 * such as "1234.50", or JSON numbers with at most two decimals; dates as YYYY-MM-DD), answering per-field messages `{ field: [message] }` for a 422, and
 * conversion of a valid request into the engine's exact types (centavos, ratios).
 * Nested fields are named with dots: `hours.rest_day.overtime_hours`, `other_earnings.0.amount`.
 */
import type { OtherEarning, OtherEarningKind, DeMinimisUsage } from './benefits';
import { DEDUCTION_POLICIES, type CutoffPosition, type DeductionPolicy } from './contribution-schedule';
import type { ContributionPolicies, MonthToDate } from './contributions';
import { toCentavos } from '@core/money';
import { hasAtMostDecimals, ratio, type Centavos } from './money';
import type { OtherDeduction, PayslipParams } from './payslip';
import type { HoursByDayType, HoursWorked } from './premiums';
import type { RateType } from './rates';
import {
  DAY_TYPES,
  DE_MINIMIS_KINDS,
  PAY_FREQUENCIES,
  type DayType,
  type DeMinimisKind,
  type PayFrequency,
  type StatutoryTables,
} from './statutory-tables/types';
import { findVersion, type TableVersion } from './versions';
import type { FieldErrors } from '@core/resources/define';

export type { FieldErrors };

/** Thrown by the calculate* functions when the request is invalid; carries the 422 body's errors. */
export class InvalidInputError extends Error {
  constructor(readonly errors: FieldErrors) {
    super('The given data was invalid.');
    this.name = 'InvalidInputError';
  }
}

const MAX_PESOS = 1_000_000_000;
const AMOUNT_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;
const MAX_HOURS = 10_000;
const MAX_DAYS = 400;
const MAX_MINUTES = 100_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isRealDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= (mo === 2 && leap ? 29 : DAYS_IN_MONTH[mo - 1]!);
}

/** Collects messages per field while reading values out of an untrusted object. */
export class FieldReader {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  private number(value: unknown, field: string): number | undefined {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.add(field, 'must be a number');
      return undefined;
    }
    return value;
  }

  /** Pesos with at most two decimals (a decimal string or a JSON number), returned in centavos. */
  money(obj: Json, key: string, field: string, opts: { required?: boolean; positive?: boolean } = {}): Centavos | undefined {
    const value = obj[key];
    if (value === undefined || value === null) {
      if (opts.required) this.add(field, 'is required');
      return undefined;
    }
    if (typeof value === 'number' && Number.isFinite(value) && !hasAtMostDecimals(value, 2))
      return this.fail(field, 'must have at most two decimals');
    // A JSON number is read through its two-decimal text, so binary noise (0.1 + 0.2) does not reject it.
    const amount =
      typeof value === 'number' && Number.isFinite(value)
        ? value.toFixed(2)
        : typeof value === 'string' && AMOUNT_TEXT.test(value)
          ? value
          : null;
    if (amount === null) return this.fail(field, 'must be an amount such as 1234.50');
    let centavos: Centavos;
    try {
      centavos = toCentavos(amount);
    } catch (error) {
      return this.fail(field, /decimals/.test(String(error)) ? 'must have at most two decimals' : 'must not exceed 1,000,000,000.00');
    }
    if (opts.positive ? centavos <= 0 : centavos < 0)
      return this.fail(field, opts.positive ? 'must be greater than zero' : 'must not be negative');
    if (centavos > MAX_PESOS * 100) return this.fail(field, 'must not exceed 1,000,000,000.00');
    return centavos;
  }

  /** Hours, days or minutes: non-negative, at most four decimals. */
  quantity(
    obj: Json,
    key: string,
    field: string,
    max: number,
    opts: { required?: boolean; positive?: boolean; integer?: boolean } = {},
  ): number | undefined {
    const value = obj[key];
    if (value === undefined || value === null) {
      if (opts.required) this.add(field, 'is required');
      return undefined;
    }
    const n = this.number(value, field);
    if (n === undefined) return undefined;
    if (opts.integer ? !Number.isInteger(n) : !hasAtMostDecimals(n, 4)) {
      return this.fail(field, opts.integer ? 'must be a whole number' : 'must have at most four decimals');
    }
    if (opts.positive ? n <= 0 : n < 0) return this.fail(field, opts.positive ? 'must be greater than zero' : 'must not be negative');
    if (n > max) return this.fail(field, `must not exceed ${max.toLocaleString('en-US')}`);
    return n;
  }

  date(obj: Json, key: string, field: string, required = true): string | undefined {
    const value = obj[key];
    if (value === undefined || value === null) {
      if (required) this.add(field, 'is required');
      return undefined;
    }
    if (typeof value !== 'string' || !isRealDate(value)) return this.fail(field, 'must be a date (YYYY-MM-DD)');
    return value;
  }

  month(obj: Json, key: string, field: string, required = true): string | undefined {
    const value = obj[key];
    if (value === undefined || value === null) {
      if (required) this.add(field, 'is required');
      return undefined;
    }
    if (typeof value !== 'string' || !MONTH.test(value) || !isRealDate(`${value}-01`)) return this.fail(field, 'must be a month (YYYY-MM)');
    return value;
  }

  oneOf<T extends string>(
    obj: Json,
    key: string,
    field: string,
    choices: readonly T[],
    opts: { required?: boolean; aliases?: Record<string, T> } = {},
  ): T | undefined {
    const value = obj[key];
    if (value === undefined || value === null) {
      if (opts.required) this.add(field, 'is required');
      return undefined;
    }
    if (typeof value === 'string') {
      if ((choices as readonly string[]).includes(value)) return value as T;
      const alias = opts.aliases?.[value];
      if (alias) return alias;
    }
    return this.fail(field, `must be one of: ${choices.join(', ')}`);
  }

  bool(obj: Json, key: string, field: string): boolean | undefined {
    const value = obj[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'boolean') return this.fail(field, 'must be true or false');
    return value;
  }

  text(obj: Json, key: string, field: string, opts: { required?: boolean; max: number }): string | undefined {
    const value = obj[key];
    if (value === undefined || value === null || value === '') {
      if (opts.required) this.add(field, 'is required');
      return undefined;
    }
    if (typeof value !== 'string') return this.fail(field, 'must be text');
    if (value.length > opts.max) return this.fail(field, `must be at most ${opts.max} characters`);
    return value;
  }

  object(obj: Json, key: string, field: string): Json | undefined {
    const value = obj[key];
    if (value === undefined || value === null) return undefined;
    if (!isObject(value)) return this.fail(field, 'must be an object');
    return value;
  }

  list(obj: Json, key: string, field: string): unknown[] | undefined {
    const value = obj[key];
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value)) return this.fail(field, 'must be a list');
    if (value.length > 200) return this.fail(field, 'must have at most 200 entries');
    return value;
  }

  inForce(versions: readonly TableVersion[] | undefined, date: string | undefined, field: string, table: string): void {
    if (versions && date && !findVersion(versions, date)) this.add(field, `no ${table} is in force on ${date}`);
  }

  private fail(field: string, message: string): undefined {
    this.add(field, message);
    return undefined;
  }
}

function root(input: unknown, reader: FieldReader): Json | undefined {
  if (isObject(input)) return input;
  reader.add('body', 'must be a JSON object');
  return undefined;
}

const FREQUENCY_ALIASES: Record<string, PayFrequency> = { 'semi-monthly': 'semi_monthly' };

// ---- POST /api/payroll/calculator/contributions ---------------------------------------

export interface ContributionsParams {
  readonly month: string;
  readonly compensation: Centavos;
  readonly monthly_basic_salary: Centavos;
  readonly fund_salary: Centavos;
}

export function parseContributionsRequest(input: unknown, tables?: StatutoryTables): { errors: FieldErrors; params?: ContributionsParams } {
  const r = new FieldReader();
  const obj = root(input, r);
  if (!obj) return { errors: r.errors };
  const month = r.month(obj, 'month', 'month');
  const compensation = r.money(obj, 'compensation', 'compensation', { required: true });
  const monthlyBasic = r.money(obj, 'monthly_basic_salary', 'monthly_basic_salary');
  const fundSalary = r.money(obj, 'fund_salary', 'fund_salary');
  if (month && tables) {
    const day = `${month}-01`;
    r.inForce(tables.sss, day, 'month', 'SSS schedule');
    r.inForce(tables.philhealth, day, 'month', 'PhilHealth schedule');
    r.inForce(tables.pagibig, day, 'month', 'Pag-IBIG schedule');
  }
  if (!r.ok || month === undefined || compensation === undefined) return { errors: r.errors };
  return {
    errors: r.errors,
    params: { month, compensation, monthly_basic_salary: monthlyBasic ?? compensation, fund_salary: fundSalary ?? compensation },
  };
}

export function validateContributionsInput(input: unknown, tables?: StatutoryTables): FieldErrors {
  return parseContributionsRequest(input, tables).errors;
}

// ---- POST /api/payroll/calculator/withholding -----------------------------------------

export interface WithholdingParams {
  readonly frequency: PayFrequency;
  readonly pay_date: string;
  readonly taxable_compensation: Centavos;
}

export function parseWithholdingRequest(input: unknown, tables?: StatutoryTables): { errors: FieldErrors; params?: WithholdingParams } {
  const r = new FieldReader();
  const obj = root(input, r);
  if (!obj) return { errors: r.errors };
  const frequency = r.oneOf(obj, 'frequency', 'frequency', PAY_FREQUENCIES, { required: true, aliases: FREQUENCY_ALIASES });
  const payDate = r.date(obj, 'pay_date', 'pay_date');
  const taxable = r.money(obj, 'taxable_compensation', 'taxable_compensation', { required: true });
  r.inForce(tables?.withholding, payDate, 'pay_date', 'withholding tax table');
  if (!r.ok || !frequency || !payDate || taxable === undefined) return { errors: r.errors };
  return { errors: r.errors, params: { frequency, pay_date: payDate, taxable_compensation: taxable } };
}

export function validateWithholdingInput(input: unknown, tables?: StatutoryTables): FieldErrors {
  return parseWithholdingRequest(input, tables).errors;
}

// ---- POST /api/payroll/calculator/annual-tax ------------------------------------------

export interface AnnualTaxParams {
  readonly year: number;
  readonly taxable_compensation: Centavos;
}

export function parseAnnualTaxRequest(input: unknown, tables?: StatutoryTables): { errors: FieldErrors; params?: AnnualTaxParams } {
  const r = new FieldReader();
  const obj = root(input, r);
  if (!obj) return { errors: r.errors };
  const year = r.quantity(obj, 'year', 'year', 9999, { required: true, integer: true, positive: true });
  if (year !== undefined && year < 1900) r.add('year', 'must be 1900 or later');
  const taxable = r.money(obj, 'taxable_compensation', 'taxable_compensation', { required: true });
  if (year !== undefined && year >= 1900) r.inForce(tables?.annual_tax, `${year}-12-31`, 'year', 'annual income tax table');
  if (!r.ok || year === undefined || taxable === undefined) return { errors: r.errors };
  return { errors: r.errors, params: { year, taxable_compensation: taxable } };
}

export function validateAnnualTaxInput(input: unknown, tables?: StatutoryTables): FieldErrors {
  return parseAnnualTaxRequest(input, tables).errors;
}

// ---- POST /api/payroll/calculator/payslip ---------------------------------------------

const OTHER_EARNING_KINDS: readonly OtherEarningKind[] = ['taxable', 'non_taxable', 'de_minimis', 'other_benefits', 'hazard_pay'];
const MIN_DAYS_PER_YEAR = 200;
const HOUR_FIELDS: readonly (keyof HoursWorked)[] = ['regular_hours', 'night_hours', 'overtime_hours', 'overtime_night_hours'];
const MONTH_TO_DATE_FIELDS: readonly (keyof MonthToDate)[] = [
  'compensation',
  'basic_pay',
  'sss_ee',
  'sss_er',
  'sss_ec',
  'philhealth_ee',
  'philhealth_er',
  'pagibig_ee',
  'pagibig_er',
];
/** De minimis usage measured in days rather than pesos. */
const USAGE_IN_DAYS: ReadonlySet<DeMinimisKind> = new Set<DeMinimisKind>(['monetized_leave']);

function readHours(r: FieldReader, obj: Json): HoursByDayType {
  const hours: Partial<Record<DayType, HoursWorked>> = {};
  const given = r.object(obj, 'hours', 'hours');
  if (!given) return hours;
  for (const key in given) {
    const field = `hours.${key}`;
    if (!(DAY_TYPES as readonly string[]).includes(key)) {
      r.add(field, `is not a day type (one of: ${DAY_TYPES.join(', ')})`);
      continue;
    }
    const bucket = r.object(given, key, field);
    if (!bucket) continue;
    for (const name in bucket) {
      if (!(HOUR_FIELDS as readonly string[]).includes(name))
        r.add(`${field}.${name}`, `is not an hour bucket (one of: ${HOUR_FIELDS.join(', ')})`);
    }
    hours[key as DayType] = {
      regular_hours: r.quantity(bucket, 'regular_hours', `${field}.regular_hours`, MAX_HOURS) ?? 0,
      night_hours: r.quantity(bucket, 'night_hours', `${field}.night_hours`, MAX_HOURS) ?? 0,
      overtime_hours: r.quantity(bucket, 'overtime_hours', `${field}.overtime_hours`, MAX_HOURS) ?? 0,
      overtime_night_hours: r.quantity(bucket, 'overtime_night_hours', `${field}.overtime_night_hours`, MAX_HOURS) ?? 0,
    };
  }
  return hours;
}

/** Reads each object of the list `key` with its field path (`key.i`); other entries are refused. */
function readEntries<T>(r: FieldReader, obj: Json, key: string, read: (entry: Json, field: string) => T | undefined): T[] {
  const results: T[] = [];
  (r.list(obj, key, key) ?? []).forEach((entry, i) => {
    const field = `${key}.${i}`;
    if (!isObject(entry)) {
      r.add(field, 'must be an object');
      return;
    }
    const result = read(entry, field);
    if (result !== undefined) results.push(result);
  });
  return results;
}

function readOtherEarnings(r: FieldReader, obj: Json, regionalMinimumWage: Centavos | undefined): OtherEarning[] {
  return readEntries(r, obj, 'other_earnings', (entry, field): OtherEarning | undefined => {
    const label = r.text(entry, 'label', `${field}.label`, { required: true, max: 150 });
    const code = r.text(entry, 'code', `${field}.code`, { max: 40 });
    const amount = r.money(entry, 'amount', `${field}.amount`, { required: true });
    const kind = r.oneOf(entry, 'kind', `${field}.kind`, OTHER_EARNING_KINDS, { required: true });
    const deMinimisKind = r.oneOf(entry, 'de_minimis_kind', `${field}.de_minimis_kind`, DE_MINIMIS_KINDS);
    const days = r.quantity(entry, 'days', `${field}.days`, MAX_DAYS);
    const inKind = r.bool(entry, 'in_kind', `${field}.in_kind`);
    const inBase = r.bool(entry, 'in_contribution_base', `${field}.in_contribution_base`);
    if (kind === 'de_minimis' && entry['de_minimis_kind'] === undefined)
      r.add(`${field}.de_minimis_kind`, 'is required for a de minimis benefit');
    if (kind !== undefined && kind !== 'de_minimis' && deMinimisKind !== undefined)
      r.add(`${field}.de_minimis_kind`, 'applies only to kind de_minimis');
    if (
      kind === 'de_minimis' &&
      (deMinimisKind === 'monetized_leave' || deMinimisKind === 'overtime_meal_allowance') &&
      !(days !== undefined && days > 0)
    ) {
      r.add(`${field}.days`, 'is required (greater than zero) for this de minimis benefit');
    }
    if (kind === 'de_minimis' && deMinimisKind === 'overtime_meal_allowance' && regionalMinimumWage === undefined) {
      r.add('regional_minimum_wage', 'is required for an overtime or night shift meal allowance');
    }
    if (label === undefined || amount === undefined || kind === undefined) return undefined;
    const earning: { -readonly [K in keyof OtherEarning]: OtherEarning[K] } = { code: code ?? kind.toUpperCase(), label, amount, kind };
    if (deMinimisKind !== undefined) earning.de_minimis_kind = deMinimisKind;
    if (days !== undefined) earning.days = days;
    if (inKind !== undefined) earning.in_kind = inKind;
    if (inBase !== undefined) earning.in_contribution_base = inBase;
    return earning;
  });
}

function readOtherDeductions(r: FieldReader, obj: Json): OtherDeduction[] {
  return readEntries(r, obj, 'other_deductions', (entry, field): OtherDeduction | undefined => {
    const label = r.text(entry, 'label', `${field}.label`, { required: true, max: 150 });
    const code = r.text(entry, 'code', `${field}.code`, { max: 40 });
    const amount = r.money(entry, 'amount', `${field}.amount`, { required: true });
    return label !== undefined && amount !== undefined ? { code: code ?? 'OTHER_DEDUCTION', label, amount } : undefined;
  });
}

/** The split choices of the policy object, with the engine's schedule each one is (the old strings stay accepted). */
const SPLITS: Readonly<Record<string, DeductionPolicy>> = {
  first_cutoff: 'first_cutoff',
  last_cutoff: 'second_cutoff',
  half_fixed: 'half_fixed',
  half_true_up: 'split',
};
const SPLIT_CHOICES = ['first_cutoff', 'last_cutoff', 'half_fixed', 'half_true_up', 'second_cutoff', 'split'] as const;

function readPolicies(r: FieldReader, obj: Json): ContributionPolicies {
  const fallback: DeductionPolicy = 'second_cutoff';
  const value = obj['contribution_policy'];
  if (value === undefined || value === null) return { sss: fallback, philhealth: fallback, pagibig: fallback };
  if (typeof value === 'string') {
    const split = r.oneOf(obj, 'contribution_policy', 'contribution_policy', SPLIT_CHOICES);
    const policy = split ? (SPLITS[split] ?? (split as DeductionPolicy)) : fallback;
    return { sss: policy, philhealth: policy, pagibig: policy };
  }
  const per = r.object(obj, 'contribution_policy', 'contribution_policy');
  if (!per) return { sss: fallback, philhealth: fallback, pagibig: fallback };
  if ('split' in per || 'sss_base' in per || 'philhealth_daily_base' in per) {
    // { sss_base, split, philhealth_daily_base }: the employer's choices of docs/statutory.md §1.4 and §2
    const split = r.oneOf(per, 'split', 'contribution_policy.split', SPLIT_CHOICES);
    const policy = split ? (SPLITS[split] ?? (split as DeductionPolicy)) : fallback;
    return {
      sss: policy,
      philhealth: policy,
      pagibig: policy,
      sss_base: r.oneOf(per, 'sss_base', 'contribution_policy.sss_base', ['actual_month', 'monthly_salary'] as const) ?? 'actual_month',
      philhealth_daily_base:
        r.oneOf(per, 'philhealth_daily_base', 'contribution_policy.philhealth_daily_base', [
          'basic_earned',
          'monthly_equivalent',
        ] as const) ?? 'basic_earned',
    };
  }
  return {
    sss: r.oneOf(per, 'sss', 'contribution_policy.sss', DEDUCTION_POLICIES) ?? fallback,
    philhealth: r.oneOf(per, 'philhealth', 'contribution_policy.philhealth', DEDUCTION_POLICIES) ?? fallback,
    pagibig: r.oneOf(per, 'pagibig', 'contribution_policy.pagibig', DEDUCTION_POLICIES) ?? fallback,
  };
}

function readMonthToDate(r: FieldReader, obj: Json): MonthToDate {
  const given = r.object(obj, 'month_to_date', 'month_to_date') ?? {};
  const mtd: Record<string, Centavos> = {};
  for (const key of MONTH_TO_DATE_FIELDS) mtd[key] = r.money(given, key, `month_to_date.${key}`) ?? 0;
  return mtd as unknown as MonthToDate;
}

function readYearToDate(r: FieldReader, obj: Json): PayslipParams['year_to_date'] {
  const given = r.object(obj, 'year_to_date', 'year_to_date') ?? {};
  const usage: DeMinimisUsage = {};
  const used = r.object(given, 'de_minimis_used', 'year_to_date.de_minimis_used');
  if (used) {
    for (const key in used) {
      const field = `year_to_date.de_minimis_used.${key}`;
      if (!(DE_MINIMIS_KINDS as readonly string[]).includes(key)) {
        r.add(field, `is not a de minimis kind (one of: ${DE_MINIMIS_KINDS.join(', ')})`);
        continue;
      }
      const kind = key as DeMinimisKind;
      const value = USAGE_IN_DAYS.has(kind) ? r.quantity(used, key, field, MAX_DAYS) : r.money(used, key, field);
      if (value !== undefined) usage[kind] = value;
    }
  }
  return {
    taxable_compensation: r.money(given, 'taxable_compensation', 'year_to_date.taxable_compensation') ?? 0,
    tax_withheld: readSignedMoney(r, given, 'tax_withheld', 'year_to_date.tax_withheld'),
    other_benefits: r.money(given, 'other_benefits', 'year_to_date.other_benefits') ?? 0,
    de_minimis_used: usage,
  };
}

/** Tax withheld to date may be negative after a refund; the other money fields may not. */
function readSignedMoney(r: FieldReader, obj: Json, key: string, field: string): Centavos {
  const value = obj[key];
  if (typeof value === 'number' && value < 0) {
    const magnitude = r.money({ [key]: -value }, key, field);
    return magnitude === undefined ? 0 : -magnitude;
  }
  return r.money(obj, key, field) ?? 0;
}

function defaultPosition(frequency: PayFrequency, periodEnd: string): CutoffPosition | undefined {
  if (frequency === 'monthly') return { number: 1, of: 1 };
  if (frequency === 'semi_monthly') return { number: Number(periodEnd.slice(8, 10)) <= 15 ? 1 : 2, of: 2 };
  return undefined;
}

export function parsePayslipRequest(input: unknown, tables?: StatutoryTables): { errors: FieldErrors; params?: PayslipParams } {
  const r = new FieldReader();
  const obj = root(input, r);
  if (!obj) return { errors: r.errors };

  const rateType = r.oneOf<RateType>(obj, 'rate_type', 'rate_type', ['monthly', 'daily'], { required: true });
  const rate = r.money(obj, 'rate', 'rate', { required: true, positive: true });
  // a monthly-rated employee paid by the day (hired or separated inside the cut-off): the daily
  // rate is monthly × 12 ÷ factor, kept exact by the engine; `rate` is then only its display
  const monthlyRateByDay = r.money(obj, 'monthly_rate_by_day', 'monthly_rate_by_day', { positive: true });
  if (monthlyRateByDay !== undefined && rateType === 'monthly') {
    r.add('monthly_rate_by_day', 'applies to rate_type daily only (a monthly rate paid by the day)');
  }
  const daysPerYear = r.quantity(obj, 'days_per_year', 'days_per_year', 400, { required: true, positive: true });
  if (daysPerYear !== undefined && !hasAtMostDecimals(daysPerYear, 2)) r.add('days_per_year', 'must have at most two decimals');
  // a divisor far below the DOLE factors (261, 313, 365) is a typing error, and a tiny one overflows the daily rate
  else if (daysPerYear !== undefined && daysPerYear < MIN_DAYS_PER_YEAR) {
    r.add('days_per_year', `must be at least ${MIN_DAYS_PER_YEAR} (the DOLE factors are 261, 313 and 365)`);
  }
  const hoursPerDay = r.quantity(obj, 'hours_per_day', 'hours_per_day', 24, { positive: true }) ?? 8;
  const mwe = r.bool(obj, 'minimum_wage_earner', 'minimum_wage_earner') ?? false;
  const frequency = r.oneOf(obj, 'frequency', 'frequency', PAY_FREQUENCIES, { required: true, aliases: FREQUENCY_ALIASES });
  if (rateType === 'monthly' && frequency === 'daily') r.add('frequency', 'a monthly-rated employee cannot be paid on a daily payroll');

  const periodStart = r.date(obj, 'period_start', 'period_start');
  const periodEnd = r.date(obj, 'period_end', 'period_end');
  const payDate = r.date(obj, 'pay_date', 'pay_date');
  if (periodStart && periodEnd && periodEnd < periodStart) r.add('period_end', 'must be on or after period_start');
  const contributionMonth = r.month(obj, 'contribution_month', 'contribution_month', false) ?? periodEnd?.slice(0, 7);

  const cutoffNumber = r.quantity(obj, 'cutoff_number', 'cutoff_number', 31, { integer: true, positive: true });
  const cutoffsInMonth = r.quantity(obj, 'cutoffs_in_month', 'cutoffs_in_month', 31, { integer: true, positive: true });
  let position: CutoffPosition | undefined;
  if (cutoffNumber !== undefined || cutoffsInMonth !== undefined) {
    if (cutoffNumber === undefined) r.add('cutoff_number', 'is required with cutoffs_in_month');
    if (cutoffsInMonth === undefined) r.add('cutoffs_in_month', 'is required with cutoff_number');
    if (cutoffNumber !== undefined && cutoffsInMonth !== undefined) {
      if (cutoffNumber > cutoffsInMonth) r.add('cutoff_number', 'must not exceed cutoffs_in_month');
      position = { number: cutoffNumber, of: cutoffsInMonth };
    }
  } else if (frequency && periodEnd) {
    position = defaultPosition(frequency, periodEnd);
    if (!position) r.add('cutoff_number', `is required for a ${frequency} payroll (with cutoffs_in_month)`);
  }

  const days = {
    days_worked: r.quantity(obj, 'days_worked', 'days_worked', MAX_DAYS) ?? 0,
    paid_leave_days: r.quantity(obj, 'paid_leave_days', 'paid_leave_days', MAX_DAYS) ?? 0,
    absent_days: r.quantity(obj, 'absent_days', 'absent_days', MAX_DAYS) ?? 0,
    holiday_pay_days: r.quantity(obj, 'holiday_pay_days', 'holiday_pay_days', MAX_DAYS) ?? 0,
    unpaid_special_days: r.quantity(obj, 'unpaid_special_days', 'unpaid_special_days', MAX_DAYS) ?? 0,
    late_minutes: r.quantity(obj, 'late_minutes', 'late_minutes', MAX_MINUTES) ?? 0,
    undertime_minutes: r.quantity(obj, 'undertime_minutes', 'undertime_minutes', MAX_MINUTES) ?? 0,
  };
  if (rateType === 'monthly') {
    if (days.days_worked > 0) r.add('days_worked', 'applies to daily-rated employees only (the monthly rate pays the period)');
    if (days.paid_leave_days > 0) r.add('paid_leave_days', 'applies to daily-rated employees only (the monthly rate already pays leave)');
  }
  if (rateType === 'daily' && days.unpaid_special_days > 0) {
    r.add('unpaid_special_days', 'applies to monthly-rated employees only (daily-rated are not paid for unworked special days)');
  }

  const hours = readHours(r, obj);
  const regionalMinimumWage = r.money(obj, 'regional_minimum_wage', 'regional_minimum_wage', { positive: true });
  const otherEarnings = readOtherEarnings(r, obj, regionalMinimumWage);
  const otherDeductions = readOtherDeductions(r, obj);
  const deductContributions = r.bool(obj, 'deduct_contributions', 'deduct_contributions') ?? true;
  const policies = readPolicies(r, obj);
  const monthToDate = readMonthToDate(r, obj);
  const yearToDate = readYearToDate(r, obj);
  const yearEnd = r.bool(obj, 'year_end_adjustment', 'year_end_adjustment') ?? false;

  if (tables) {
    if (contributionMonth && deductContributions) {
      const day = `${contributionMonth}-01`;
      const field = obj['contribution_month'] === undefined ? 'period_end' : 'contribution_month';
      r.inForce(tables.sss, day, field, 'SSS schedule');
      r.inForce(tables.philhealth, day, field, 'PhilHealth schedule');
      r.inForce(tables.pagibig, day, field, 'Pag-IBIG schedule');
    }
    r.inForce(tables.premiums, periodEnd, 'period_end', 'premium multiplier table');
    r.inForce(tables.withholding, payDate, 'pay_date', 'withholding tax table');
    r.inForce(tables.de_minimis, payDate, 'pay_date', 'de minimis ceiling table');
    r.inForce(tables.other_benefits_exemption, payDate, 'pay_date', '13th month and other benefits exemption');
    if (yearEnd) r.inForce(tables.annual_tax, payDate, 'pay_date', 'annual income tax table');
  }

  if (
    !r.ok ||
    !rateType ||
    rate === undefined ||
    daysPerYear === undefined ||
    !frequency ||
    !periodStart ||
    !periodEnd ||
    !payDate ||
    !contributionMonth ||
    !position
  ) {
    return { errors: r.errors };
  }
  return {
    errors: r.errors,
    params: {
      rate_type: rateType,
      rate,
      monthly_rate_by_day: monthlyRateByDay ?? null,
      days_per_year: ratio(Math.round(daysPerYear * 100), 100),
      hours_per_day: ratio(Math.round(hoursPerDay * 10_000), 10_000),
      minimum_wage_earner: mwe,
      frequency,
      period_start: periodStart,
      period_end: periodEnd,
      pay_date: payDate,
      contribution_month: contributionMonth,
      position,
      time: days,
      hours,
      other_earnings: otherEarnings,
      other_deductions: otherDeductions,
      deduct_contributions: deductContributions,
      policies,
      month_to_date: monthToDate,
      year_to_date: yearToDate,
      year_end_adjustment: yearEnd,
      regional_minimum_wage: regionalMinimumWage ?? null,
    },
  };
}

export function validatePayslipInput(input: unknown, tables?: StatutoryTables): FieldErrors {
  return parsePayslipRequest(input, tables).errors;
}
