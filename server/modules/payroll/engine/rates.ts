/** Daily, hourly and per-minute rates (docs/statutory.md §8.1–8.2), exact and unrounded. */
import { divRatio, mulRatio, quantityRatio, ratio, ratioToPesosDisplay, roundedProduct, type Centavos, type Ratio } from './money';

export type RateType = 'monthly' | 'daily';

export interface PayRates {
  readonly rate_type: RateType;
  /** The agreed monthly or daily rate. */
  readonly rate: Centavos;
  readonly days_per_year: Ratio;
  readonly hours_per_day: Ratio;
  /** Centavos per day, hour and minute as exact ratios. */
  readonly daily: Ratio;
  readonly hourly: Ratio;
  readonly per_minute: Ratio;
  /** True when the monthly rate pays every day of the year (factor 365): rest days are covered. */
  readonly rest_days_paid: boolean;
  /** The same rates in pesos rounded to 6 decimals, for explanations only. */
  readonly display: { readonly daily_rate: string; readonly hourly_rate: string; readonly per_minute_rate: string };
}

const TWELVE = ratio(12);
const SIXTY = ratio(60);

/** daily = monthly × 12 / factor (monthly-rated) or the agreed daily wage; hourly = daily / hours per day. */
export function payRates(rateType: RateType, rate: Centavos, daysPerYear: Ratio, hoursPerDay: Ratio): PayRates {
  const daily = rateType === 'monthly' ? divRatio(mulRatio(ratio(rate), TWELVE), daysPerYear) : ratio(rate);
  const hourly = divRatio(daily, hoursPerDay);
  const per_minute = divRatio(hourly, SIXTY);
  return {
    rate_type: rateType,
    rate,
    days_per_year: daysPerYear,
    hours_per_day: hoursPerDay,
    daily,
    hourly,
    per_minute,
    rest_days_paid: rateType === 'monthly' && daysPerYear.n >= 365 * daysPerYear.d,
    display: {
      daily_rate: ratioToPesosDisplay(daily),
      hourly_rate: ratioToPesosDisplay(hourly),
      per_minute_rate: ratioToPesosDisplay(per_minute),
    },
  };
}

/** Pay for a number of days at the daily rate, rounded once (leave conversion, SIL cash, §7.1). */
export function payForDays(rates: PayRates, days: number): Centavos {
  return roundedProduct(1, rates.daily, quantityRatio(days));
}
