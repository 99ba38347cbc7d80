/**
 * Shares of a service charge distribution (docs/domain.md §14.12), in centavos. PURE.
 * Each share is the distributable × its weight ÷ the total weight, half-up; the last line with
 * a weight takes the rounding remainder, so the shares add up exactly to the distributable.
 */
import { ratio, roundedProduct } from '../engine/money';

/** weights: 1 each (equal share) or days worked in thousandths (pro rata). */
export function shareAmounts(distributable: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0) return weights.map(() => 0);
  const last = weights.reduce((found, w, i) => (w > 0 ? i : found), -1);
  const shares = weights.map((w, i) => (i === last ? 0 : roundedProduct(distributable, ratio(w, total))));
  shares[last] = distributable - shares.reduce((sum, s) => sum + s, 0);
  return shares;
}
