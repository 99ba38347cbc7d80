/** 13th month pay (PD 851; docs/statutory.md §6): 1/12 of the basic salary earned in the calendar year. */
import { ratio, roundedProduct, type Centavos } from './money';

const ONE_TWELFTH = ratio(1, 12);

/** Basic salary earned excludes overtime, premiums, night differential, holiday pay and allowances. */
export function thirteenthMonthPay(basicSalaryEarned: Centavos): Centavos {
  return roundedProduct(basicSalaryEarned, ONE_TWELFTH);
}
