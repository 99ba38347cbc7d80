/**
 * When the month's contributions are deducted (domain spec §14.5, docs/statutory.md §1.4).
 * Contributions are monthly amounts; each pay period deducts its part:
 * - second_cutoff: the last period of the month deducts the full amount on the actual base;
 * - first_cutoff: the first period deducts the full amount on a projected base (its own
 *   base × periods in the month), the last period trues up to the actual base;
 * - split: each period deducts (amount on the month-to-date base projected to the month) ×
 *   periods done ÷ periods in the month, less what was already deducted; the last trues up.
 * - half_fixed: each period deducts an equal part of the amount on its own base projected
 *   to the month (or on the fixed monthly base), with no true-up.
 * A true-up can be negative (a refund) when the projection overestimated the month.
 */
import { ratio, roundedProduct, type Centavos, type Ratio } from './money';

export type DeductionPolicy = 'first_cutoff' | 'second_cutoff' | 'split' | 'half_fixed';
export const DEDUCTION_POLICIES: readonly DeductionPolicy[] = ['first_cutoff', 'second_cutoff', 'split', 'half_fixed'];

export interface CutoffPosition {
  /** 1-based position of this period among the regular periods of the contribution month. */
  readonly number: number;
  readonly of: number;
}

export interface PeriodBase {
  /** Month base the monthly amount is computed on (actual or projected). */
  readonly base: Centavos;
  readonly projected: boolean;
  /** Share of the monthly amount due by the end of this period (of this period alone when `fixed`). */
  readonly share: Ratio;
  /** An equal part deducted regardless of what earlier periods deducted (half_fixed). */
  readonly fixed?: boolean;
}

const WHOLE = ratio(1);

/**
 * The base to compute the month's amount on and the share of it due by this period, or
 * null when the policy deducts nothing in this period. `knownMonthlyBase` is used when
 * the month's base does not depend on the period's pay (PhilHealth of monthly-rated staff).
 */
export function periodBase(
  policy: DeductionPolicy,
  position: CutoffPosition,
  baseBefore: Centavos,
  baseThisPeriod: Centavos,
  knownMonthlyBase: Centavos | null,
): PeriodBase | null {
  const { number: k, of: n } = position;
  if (policy === 'half_fixed') {
    return { base: knownMonthlyBase ?? baseThisPeriod * n, projected: knownMonthlyBase === null && n > 1, share: ratio(1, n), fixed: true };
  }
  const actual = knownMonthlyBase ?? baseBefore + baseThisPeriod;
  if (k >= n) return { base: actual, projected: false, share: WHOLE };
  if (policy === 'second_cutoff') return null;
  if (policy === 'first_cutoff') {
    if (k !== 1) return null;
    return { base: knownMonthlyBase ?? baseThisPeriod * n, projected: knownMonthlyBase === null, share: WHOLE };
  }
  const base = knownMonthlyBase ?? roundedProduct(baseBefore + baseThisPeriod, ratio(n, k));
  return { base, projected: knownMonthlyBase === null, share: ratio(k, n) };
}

/** The part of a monthly amount deducted in this period. */
export function periodShare(monthlyAmount: Centavos, share: Ratio, alreadyDeducted: Centavos): Centavos {
  return roundedProduct(monthlyAmount, share) - alreadyDeducted;
}
