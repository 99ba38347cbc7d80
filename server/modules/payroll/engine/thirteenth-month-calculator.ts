/**
 * The 13th month calculator (PD 851; docs/statutory.md §6, §4.7; domain spec §14.7): basic
 * salary earned month by month from the salary history, less unpaid absences at the
 * daily rate of their month, ÷ 12, split into the part within the 90,000 exemption and
 * the taxable excess. A month's figure may be given instead (the payroll's own basic
 * earned), which replaces the month's computed basic and absences.
 */
import { centavosText } from '@core/money';
import { applyOtherBenefitsPool } from './benefits';
import type { Explanation } from './explanation';
import { quantityRatio, ratio, roundedProduct, type Centavos } from './money';
import { payRates } from './rates';
import type { StatutoryTables } from './statutory-tables/types';
import { thirteenthMonthPay } from './thirteenth-month';
import { FieldReader, InvalidInputError, isRealDate } from './validate';
import { selectVersion } from './versions';

const BASIS = 'PD 851 and its Revised Guidelines; ph-statutory §6';

interface SalaryRow {
  effective_from: string;
  rate_type: 'monthly' | 'daily';
  rate: Centavos;
}

export interface ThirteenthMonthInput {
  year: number;
  hire_date: string;
  separation_date: string | null;
  salary_history: SalaryRow[];
  days_per_year: number;
  unpaid_absences: { month: string; days: number }[];
  basic_earned_overrides: { month: string; amount: Centavos }[];
  other_benefits_ytd: Centavos;
}

export interface ThirteenthMonthLine {
  code: string;
  label: string;
  amount: string;
  explanation: Explanation;
}

export interface ThirteenthMonthResponse {
  total_basic_salary_earned: string;
  absence_deduction: string;
  thirteenth_month_pay: string;
  non_taxable_portion: string;
  taxable_portion: string;
  lines: ThirteenthMonthLine[];
}

type Json = Record<string, unknown>;

export function parseThirteenthMonthRequest(input: unknown): ThirteenthMonthInput {
  const r = new FieldReader();
  const body: Json = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Json) : {};
  const year = r.quantity(body, 'year', 'year', 2100, { required: true, integer: true, positive: true });
  if (year !== undefined && year < 2018) r.add('year', 'must be 2018 or later');
  const hire = r.date(body, 'hire_date', 'hire_date');
  const separation = r.date(body, 'separation_date', 'separation_date', false) ?? null;
  if (hire && separation && separation < hire) r.add('separation_date', 'must not be before the hire date');
  const daysPerYear = r.quantity(body, 'days_per_year', 'days_per_year', 400, { required: true, positive: true });
  if (daysPerYear !== undefined && daysPerYear < 200)
    r.add('days_per_year', 'must be at least 200 (the DOLE factors are 261, 313 and 365)');
  const history: SalaryRow[] = [];
  const rows = r.list(body, 'salary_history', 'salary_history');
  if (!rows || rows.length === 0) r.add('salary_history', 'needs at least one rate');
  for (const [i, row] of (rows ?? []).entries()) {
    const item = (typeof row === 'object' && row !== null ? row : {}) as Json;
    const from = r.date(item, 'effective_from', `salary_history.${i}.effective_from`);
    const rateType = r.oneOf(item, 'rate_type', `salary_history.${i}.rate_type`, ['monthly', 'daily'] as const, { required: true });
    const rate = r.money(item, 'rate', `salary_history.${i}.rate`, { required: true, positive: true });
    if (from && rateType && rate !== undefined) history.push({ effective_from: from, rate_type: rateType, rate });
  }
  const absences = (r.list(body, 'unpaid_absences', 'unpaid_absences') ?? []).flatMap((row, i) => {
    const item = (typeof row === 'object' && row !== null ? row : {}) as Json;
    const month = r.month(item, 'month', `unpaid_absences.${i}.month`);
    const days = r.quantity(item, 'days', `unpaid_absences.${i}.days`, 31, { required: true });
    if (month && year !== undefined && !month.startsWith(`${year}-`)) r.add(`unpaid_absences.${i}.month`, `must be a month of ${year}`);
    return month && days !== undefined ? [{ month, days }] : [];
  });
  const overrides = (r.list(body, 'basic_earned_overrides', 'basic_earned_overrides') ?? []).flatMap((row, i) => {
    const item = (typeof row === 'object' && row !== null ? row : {}) as Json;
    const month = r.month(item, 'month', `basic_earned_overrides.${i}.month`);
    const amount = r.money(item, 'amount', `basic_earned_overrides.${i}.amount`, { required: true });
    if (month && year !== undefined && !month.startsWith(`${year}-`))
      r.add(`basic_earned_overrides.${i}.month`, `must be a month of ${year}`);
    return month && amount !== undefined ? [{ month, amount }] : [];
  });
  const otherBenefits = r.money(body, 'other_benefits_ytd', 'other_benefits_ytd') ?? 0;
  if (!r.ok) throw new InvalidInputError(r.errors);
  return {
    year: year!,
    hire_date: hire!,
    separation_date: separation,
    salary_history: history.sort((a, b) => a.effective_from.localeCompare(b.effective_from)),
    days_per_year: daysPerYear!,
    unpaid_absences: absences,
    basic_earned_overrides: overrides,
    other_benefits_ytd: otherBenefits,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The salary row in force on a date (the earliest one before any row takes effect). */
function rateOn(history: readonly SalaryRow[], date: string): SalaryRow {
  let current = history[0]!;
  for (const row of history) if (row.effective_from <= date) current = row;
  return current;
}

function rates(row: SalaryRow, daysPerYear: number) {
  return payRates(row.rate_type, row.rate, ratio(Math.round(daysPerYear * 100), 100), ratio(8));
}

/** Basic earned in one calendar month: each day covered at the month's share of its rate (a monthly rate, or a daily rate × days per year ÷ 12). */
function monthBasic(input: ThirteenthMonthInput, month: number, from: string, to: string): { amount: Centavos; explanation: Explanation } {
  const total = daysIn(input.year, month);
  const parts: string[] = [];
  let amount = 0;
  let day = Number(from.slice(8));
  const last = Number(to.slice(8));
  while (day <= last) {
    const date = `${input.year}-${pad(month)}-${pad(day)}`;
    const row = rateOn(input.salary_history, date);
    let end = day;
    while (end < last && rateOn(input.salary_history, `${input.year}-${pad(month)}-${pad(end + 1)}`) === row) end++;
    const days = end - day + 1;
    const monthly = row.rate_type === 'monthly' ? ratio(row.rate) : ratio(row.rate * Math.round(input.days_per_year * 100), 1200);
    amount += roundedProduct(1, monthly, ratio(days, total));
    parts.push(`${days}/${total} days at ${centavosText(row.rate)} ${row.rate_type}`);
    day = end + 1;
  }
  return {
    amount,
    explanation: {
      rule: 'monthly rate × days covered ÷ days in the month (a daily rate counts as daily × days per year ÷ 12 a month)',
      legal_basis: BASIS,
      table_version: null,
      inputs: { covered: parts.join('; '), days_per_year: input.days_per_year },
    },
  };
}

export function calculateThirteenthMonth(input: unknown, tables: StatutoryTables): ThirteenthMonthResponse {
  const data = parseThirteenthMonthRequest(input);
  const yearStart = `${data.year}-01-01`;
  const yearEnd = `${data.year}-12-31`;
  const start = data.hire_date > yearStart ? data.hire_date : yearStart;
  const end = data.separation_date && data.separation_date < yearEnd ? data.separation_date : yearEnd;
  const lines: ThirteenthMonthLine[] = [];
  let basic = 0;
  let absences = 0;
  const overrides = new Map(data.basic_earned_overrides.map((o) => [o.month, o.amount]));
  for (let month = 1; month <= 12 && start <= end; month++) {
    const key = `${data.year}-${pad(month)}`;
    const from = start > `${key}-01` ? start : `${key}-01`;
    const to = end < `${key}-${pad(daysIn(data.year, month))}` ? end : `${key}-${pad(daysIn(data.year, month))}`;
    if (from > to || !isRealDate(from)) continue;
    const given = overrides.get(key);
    if (given !== undefined) {
      basic += given;
      lines.push({
        code: `BASIC_EARNED_${key}`,
        label: `Basic salary earned, ${key} (as given)`,
        amount: centavosText(given),
        explanation: {
          rule: 'basic salary earned in the month as given by the payroll',
          legal_basis: BASIS,
          table_version: null,
          inputs: {},
        },
      });
      continue;
    }
    const earned = monthBasic(data, month, from, to);
    basic += earned.amount;
    lines.push({
      code: `BASIC_EARNED_${key}`,
      label: `Basic salary, ${key}`,
      amount: centavosText(earned.amount),
      explanation: earned.explanation,
    });
    for (const absence of data.unpaid_absences.filter((a) => a.month === key)) {
      const rate = rates(rateOn(data.salary_history, from), data.days_per_year);
      const deduction = roundedProduct(1, rate.daily, quantityRatio(absence.days));
      absences += deduction;
      lines.push({
        code: `ABSENCE_${key}`,
        label: `Unpaid absences, ${key}`,
        amount: centavosText(-deduction),
        explanation: {
          rule: 'days of unpaid absence × daily rate of the month (not earned, so not in basic salary)',
          legal_basis: BASIS,
          table_version: null,
          inputs: { days: absence.days, daily_rate: rate.display.daily_rate },
        },
      });
    }
  }
  const total = basic - absences;
  const pay = thirteenthMonthPay(Math.max(0, total));
  const exemption = selectVersion(tables.other_benefits_exemption, end, '13th month and other benefits exemption');
  const pool = applyOtherBenefitsPool(pay, data.other_benefits_ytd, exemption);
  lines.push({
    code: 'THIRTEENTH_MONTH',
    label: '13th month pay',
    amount: centavosText(pay),
    explanation: {
      rule: 'total basic salary earned in the year ÷ 12',
      legal_basis: BASIS,
      table_version: null,
      inputs: { total_basic_salary_earned: centavosText(total), coverage: `${start} to ${end}` },
    },
  });
  lines.push({
    code: 'THIRTEENTH_MONTH_TAX',
    label: 'Within the exemption for 13th month and other benefits',
    amount: centavosText(pool.exempt),
    explanation: {
      rule: 'exempt up to the yearly ceiling less 13th month and other benefits already received in the year; the excess is taxable',
      legal_basis: 'NIRC s.32(B)(7)(e) as amended by RA 10963; ph-statutory §4.7',
      table_version: exemption.id,
      inputs: {
        ceiling: centavosText(exemption.annual_ceiling),
        other_benefits_before: centavosText(data.other_benefits_ytd),
        taxable_excess: centavosText(pool.taxable),
      },
    },
  });
  return {
    total_basic_salary_earned: centavosText(total),
    absence_deduction: centavosText(absences),
    thirteenth_month_pay: centavosText(pay),
    non_taxable_portion: centavosText(pool.exempt),
    taxable_portion: centavosText(pool.taxable),
    lines,
  };
}
