/**
 * One employee's conversion of one leave type (docs/domain.md §14.11), in centavos and thousandths
 * of a day. PURE. Days = the unused balance up to the type's convertible maximum; amount = days ×
 * the daily rate, rounded once; the non-taxable part is the vacation or service incentive leave
 * days still within the de minimis day limit of the year, paid at the same rate, and the rest is taxable.
 */
import { payForDays, type PayRates } from '../engine/rates';

export interface ConversionFigures {
  convertible_milli: number;
  amount: number;
  non_taxable_milli: number;
  non_taxable_amount: number;
  taxable_amount: number;
}

/** min(unused, maximum); a type without a maximum converts its whole unused balance, never below zero. */
export function convertibleMilliDays(unusedMilli: number, maxMilli: number | null): number {
  return Math.max(0, maxMilli === null ? unusedMilli : Math.min(unusedMilli, maxMilli));
}

/** limitLeftMilli: de minimis days the employee may still monetise this year (null: the type is not vacation or service incentive leave). */
export function conversionFigures(rates: PayRates, convertibleMilli: number, limitLeftMilli: number | null): ConversionFigures {
  const amount = payForDays(rates, convertibleMilli / 1000);
  const ntMilli = limitLeftMilli === null ? 0 : Math.max(0, Math.min(convertibleMilli, limitLeftMilli));
  const nt = ntMilli === convertibleMilli ? amount : payForDays(rates, ntMilli / 1000);
  return {
    convertible_milli: convertibleMilli,
    amount,
    non_taxable_milli: ntMilli,
    non_taxable_amount: nt,
    taxable_amount: amount - nt,
  };
}
