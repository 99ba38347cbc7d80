/**
 * One revalued pay component of a posted payslip (docs/domain.md §14.8), in centavos. PURE.
 * The component was paid at the old rate on its original quantities; at the new rate the
 * same quantities pay old amount × new rate ÷ old rate (basic, time deductions, premiums,
 * holiday pay and paid leave all scale with the rate), pro-rated by the days of the period's
 * cut-off that fall in the retro range; the difference is rounded half-up once.
 * Rates are scaled integers of the same scale (both basic rates of one rate type, or both
 * daily rates).
 */
export interface RetroInputs {
  readonly old_amount: number;
  readonly old_rate: number;
  readonly new_rate: number;
  readonly days_in_range: number;
  readonly days_in_cutoff: number;
}

/** Half-up rounding of a signed BigInt quotient. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n * 2n + d) / (d * 2n);
  return negative ? -q : q;
}

export function retroDifference(inputs: RetroInputs): number {
  if (inputs.old_rate <= 0 || inputs.days_in_cutoff <= 0) return 0;
  const numerator = BigInt(inputs.old_amount) * BigInt(inputs.new_rate - inputs.old_rate) * BigInt(inputs.days_in_range);
  const denominator = BigInt(inputs.old_rate) * BigInt(inputs.days_in_cutoff);
  return Number(divideHalfUp(numerator, denominator));
}
