/**
 * Basic pay for the period and the time-based lines around it: paid leave and holiday pay,
 * absences, unpaid special days, tardiness and undertime (docs/statutory.md §5.3, §8.3;
 * domain spec §14.4 steps 1–3). Deductions are negative earnings, as on the payslip.
 */
import { centavosText } from '@core/money';
import type { Explanation } from './explanation';
import type { EarningItem } from './lines';
import { quantityRatio, ratio, roundedProduct, type Ratio } from './money';
import { payForDays, type PayRates } from './rates';
import type { PayFrequency } from './statutory-tables/types';

export interface TimeQuantities {
  /** Daily-rated: ordinary days worked (paid at the daily rate). */
  readonly days_worked: number;
  /** Daily-rated: days of paid leave (monthly-rated: already in the salary). */
  readonly paid_leave_days: number;
  /** Unpaid absences (monthly-rated are deducted; daily-rated are simply not paid). */
  readonly absent_days: number;
  /** Holiday pay for unworked regular holidays not already paid by the salary (a double holiday counts 2). */
  readonly holiday_pay_days: number;
  /** Monthly-rated in a "no work, no pay" group: unworked special non-working days deducted. */
  readonly unpaid_special_days: number;
  readonly late_minutes: number;
  readonly undertime_minutes: number;
}

const LABOR_CODE_RATES = 'ph-statutory §8 (DOLE Handbook; DOLE Advisory No. 001-10)';
const HOLIDAY_PAY_BASIS = 'Labor Code art. 94; ph-statutory §5.2–5.3';

/** Monthly basic pay per period: monthly ÷ 2 (semi-monthly), × 12 ÷ 52 (weekly). */
const MONTHLY_BASIC_FRACTION: Readonly<Record<PayFrequency, Ratio | null>> = {
  monthly: ratio(1),
  semi_monthly: ratio(1, 2),
  weekly: ratio(12, 52),
  daily: null,
};

function item(code: string, label: string, amount: number, inBasic: boolean, explanation: Explanation): EarningItem {
  return { kind: 'earning', code, label, amount, treatment: 'mwe_exempt', in_compensation: true, in_basic_salary: inBasic, explanation };
}

function daysLine(
  code: string,
  label: string,
  days: number,
  rates: PayRates,
  sign: 1 | -1,
  inBasic: boolean,
  rule: string,
  legalBasis: string,
): EarningItem {
  const amount = sign * payForDays(rates, days);
  return item(code, label, amount, inBasic, {
    rule,
    legal_basis: legalBasis,
    table_version: null,
    inputs: { days, daily_rate: rates.display.daily_rate },
  });
}

function minutesLine(code: string, label: string, minutes: number, rates: PayRates, rule: string): EarningItem {
  const amount = -roundedProduct(1, rates.per_minute, quantityRatio(minutes));
  return item(code, label, amount, true, {
    rule,
    legal_basis: 'ph-statutory §8.2–8.3 (Labor Code art. 88: not offset by overtime)',
    table_version: null,
    inputs: { minutes, per_minute_rate: rates.display.per_minute_rate, hourly_rate: rates.display.hourly_rate },
  });
}

export function basicPayItems(rates: PayRates, frequency: PayFrequency, time: TimeQuantities): EarningItem[] {
  const items: EarningItem[] = [];
  if (rates.rate_type === 'monthly') {
    const fraction = MONTHLY_BASIC_FRACTION[frequency];
    if (fraction === null) throw new RangeError('a monthly-rated employee cannot be paid on a daily payroll');
    items.push(
      item('BASIC_PAY', 'Basic pay', roundedProduct(rates.rate, fraction), true, {
        rule: 'monthly rate × share of the month paid in the period (semi-monthly ½, weekly 12/52, monthly 1)',
        legal_basis: LABOR_CODE_RATES,
        table_version: null,
        inputs: { monthly_rate: centavosText(rates.rate), frequency, share_of_month: fraction.n / fraction.d },
      }),
    );
    if (time.absent_days > 0) {
      items.push(daysLine('ABSENCE', 'Absences', time.absent_days, rates, -1, true, 'days absent × daily rate', LABOR_CODE_RATES));
    }
    if (time.unpaid_special_days > 0) {
      items.push(
        daysLine(
          'SPECIAL_DAY_NO_WORK_NO_PAY',
          'Unworked special days (no work, no pay)',
          time.unpaid_special_days,
          rates,
          -1,
          true,
          'unworked special non-working days × daily rate',
          'ph-statutory §5.1 (special non-working day: no work, no pay)',
        ),
      );
    }
  } else {
    if (time.days_worked > 0) {
      items.push(daysLine('BASIC_PAY', 'Basic pay', time.days_worked, rates, 1, true, 'days worked × daily rate', LABOR_CODE_RATES));
    }
    if (time.paid_leave_days > 0) {
      items.push(
        daysLine('PAID_LEAVE', 'Paid leave', time.paid_leave_days, rates, 1, true, 'days of paid leave × daily rate', LABOR_CODE_RATES),
      );
    }
    if (time.absent_days > 0) {
      items.push(
        item('ABSENCE', 'Absences (not paid)', 0, true, {
          rule: 'a daily-paid employee is paid only for days worked, paid leave and paid holidays; an absence is simply not paid',
          legal_basis: 'ph-statutory §5.3',
          table_version: null,
          inputs: { days: time.absent_days, daily_rate: rates.display.daily_rate },
        }),
      );
    }
  }
  if (time.holiday_pay_days > 0) {
    items.push(
      daysLine(
        'HOLIDAY_PAY',
        'Holiday pay (unworked regular holidays)',
        time.holiday_pay_days,
        rates,
        1,
        false,
        'unworked regular holidays not paid by the basic pay × daily rate (a double holiday counts 2)',
        HOLIDAY_PAY_BASIS,
      ),
    );
  }
  if (time.late_minutes > 0) {
    items.push(minutesLine('TARDINESS', 'Tardiness', time.late_minutes, rates, 'minutes late × per-minute rate (hourly rate ÷ 60)'));
  }
  if (time.undertime_minutes > 0) {
    items.push(
      minutesLine('UNDERTIME', 'Undertime', time.undertime_minutes, rates, 'minutes of undertime × per-minute rate (hourly rate ÷ 60)'),
    );
  }
  return items;
}
