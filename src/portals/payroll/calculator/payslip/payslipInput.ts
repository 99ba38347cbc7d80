import { useState } from 'react';
import { manilaToday } from '@core/format';
import { amountOrUndefined, numberOrUndefined } from '../useCalculator';

// What the payslip calculator asks, as the form keeps it (text as typed), and the request
// body it makes: blanks stay out, numbers as JSON numbers, amounts as their decimal text.

export const HOUR_BUCKETS = [
  ['regular_hours', 'Regular'],
  ['night_hours', 'Night'],
  ['overtime_hours', 'Overtime'],
  ['overtime_night_hours', 'OT night'],
] as const;

export const TIME_FIELDS = [
  ['days_worked', 'Days worked (daily-paid)'],
  ['paid_leave_days', 'Paid leave days'],
  ['absent_days', 'Days absent'],
  ['holiday_pay_days', 'Unworked holidays paid'],
  ['late_minutes', 'Minutes late'],
  ['undertime_minutes', 'Minutes undertime'],
] as const;

export interface Earning {
  label: string;
  amount: string;
  kind: string;
  de_minimis_kind: string;
}

export const NEW_EARNING: Earning = { label: '', amount: '', kind: 'taxable', de_minimis_kind: 'rice_subsidy' };

const firstOfMonth = () => `${manilaToday().slice(0, 7)}-01`;
const fifteenth = () => `${manilaToday().slice(0, 7)}-15`;

const initialRateAndPeriod = () => ({
  rate_type: 'monthly',
  rate: '',
  days_per_year: '261',
  hours_per_day: '8',
  frequency: 'semi_monthly',
  minimum_wage_earner: false,
  period_start: firstOfMonth(),
  period_end: fifteenth(),
  pay_date: fifteenth(),
  contribution_policy: 'split',
});

export type RateAndPeriod = ReturnType<typeof initialRateAndPeriod>;
/** Hours by day type, then by bucket, as typed. */
export type HoursByDay = Record<string, Record<string, string>>;

/** The filled-in values of a text map, as JSON numbers (blanks left out). */
function filledNumbers(values: Record<string, string>): Record<string, number | undefined> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v.trim() !== '')
      .map(([k, v]) => [k, numberOrUndefined(v)]),
  );
}

/** The form's state: the rate and period, the time figures, the hours by day type and the other earnings. */
export function usePayslipInput() {
  const [rateAndPeriod, setRateAndPeriod] = useState(initialRateAndPeriod);
  const [time, setTime] = useState<Record<string, string>>({});
  const [hours, setHours] = useState<HoursByDay>({});
  const [earnings, setEarnings] = useState<Earning[]>([]);

  /** The calculator's request body. */
  function body() {
    const hoursBody: Record<string, Record<string, number | undefined>> = {};
    for (const [dayType, buckets] of Object.entries(hours)) {
      const values = filledNumbers(buckets);
      if (Object.keys(values).length) hoursBody[dayType] = values;
    }
    return {
      ...rateAndPeriod,
      rate: amountOrUndefined(rateAndPeriod.rate),
      days_per_year: Number(rateAndPeriod.days_per_year),
      hours_per_day: numberOrUndefined(rateAndPeriod.hours_per_day),
      ...filledNumbers(time),
      hours: hoursBody,
      other_earnings: earnings.map((e) => ({
        label: e.label,
        amount: amountOrUndefined(e.amount),
        kind: e.kind,
        ...(e.kind === 'de_minimis' ? { de_minimis_kind: e.de_minimis_kind } : {}),
      })),
    };
  }

  return { rateAndPeriod, setRateAndPeriod, time, setTime, hours, setHours, earnings, setEarnings, body };
}

/** A field's server message, by the request's field path (e.g. `hours.regular.night_hours`). */
export type FieldError = (field: string) => string | undefined;
