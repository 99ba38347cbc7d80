/**
 * One employee's bonus (docs/domain.md §14.12), in centavos. PURE.
 * A fixed amount, or the monthly basic on the basis date × a percent (as a fraction) or a
 * number of months; × months of service in the year ÷ 12 when pro-rated; half-up once.
 */
import { ratio, roundedProduct, type Ratio } from '../engine/money';

export type BonusMethod = 'fixed_amount' | 'percent_of_basic' | 'months_of_basic';

/** A decimal text with up to four places as an exact ratio. */
export function decimalRatio(text: string): Ratio {
  const [whole, fraction = ''] = text.split('.');
  const places = fraction.replace(/0+$/, '');
  return ratio(Number(`${whole}${places}`), 10 ** places.length);
}

/**
 * Whole months of service in the year from the later of the hire date and January 1 to
 * December 31: a month started after its first day does not count.
 */
export function serviceMonthsInYear(hireDate: string, year: number): number {
  if (hireDate < `${year}-01-01`) return 12;
  if (hireDate > `${year}-12-31`) return 0;
  const month = Number(hireDate.slice(5, 7));
  const day = Number(hireDate.slice(8, 10));
  return 12 - month + (day === 1 ? 1 : 0);
}

export function bonusAmount(method: BonusMethod, factor: string, monthlyBasic: number, prorateMonths: number | null): number {
  const f = decimalRatio(factor);
  const share = prorateMonths === null ? ratio(1) : ratio(prorateMonths, 12);
  return roundedProduct(method === 'fixed_amount' ? 100 : monthlyBasic, f, share);
}
