/**
 * Exact money arithmetic. Amounts are integer centavos held in JS numbers (exact up to
 * 2^53); rates and multipliers are reduced integer ratios, so 1.30 × 1.10 or
 * monthly × 12 / 261 never pass through binary fractions. When a product would leave
 * the safe-integer range the computation falls back to BigInt, so results stay exact.
 *
 * Rounding (docs/statutory.md §0.2): half-up to the centavo, once per pay line or per
 * contribution/tax figure. For negative values "half-up" is taken symmetrically
 * (half away from zero), so a deduction rounds like the earning it mirrors.
 */
import { scaledText } from '@core/money';

/** Integer number of centavos. */
export type Centavos = number;

/** Exact ratio n/d of integers, d > 0, reduced to lowest terms. */
export interface Ratio {
  readonly n: number;
  readonly d: number;
}

/** Basis points: 1 bp = 0.01 %; 10 000 bp = 100 %. Multipliers and rates are stored this way. */
export type BasisPoints = number;

export const ONE: Ratio = { n: 1, d: 1 };
export const ZERO: Ratio = { n: 0, d: 1 };

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

export function ratio(n: number, d = 1): Ratio {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d === 0) {
    throw new RangeError(`ratio(${n}, ${d}) needs safe integers and a non-zero denominator`);
  }
  if (d < 0) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d) || 1;
  return { n: n / g, d: d / g };
}

export function basisPoints(bp: BasisPoints): Ratio {
  return ratio(bp, 10_000);
}

/** Product of ratios, cross-reduced; throws if it leaves the safe range (rates only). */
export function mulRatio(a: Ratio, b: Ratio): Ratio {
  const g1 = gcd(a.n, b.d) || 1;
  const g2 = gcd(b.n, a.d) || 1;
  const n = (a.n / g1) * (b.n / g2);
  const d = (a.d / g2) * (b.d / g1);
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d)) {
    throw new RangeError('rate arithmetic left the exact integer range');
  }
  return { n, d };
}

export function divRatio(a: Ratio, b: Ratio): Ratio {
  if (b.n === 0) throw new RangeError('division by zero');
  return mulRatio(a, b.n < 0 ? { n: -b.d, d: -b.n } : { n: b.d, d: b.n });
}

export function subRatio(a: Ratio, b: Ratio): Ratio {
  const g = gcd(a.d, b.d);
  const d = (a.d / g) * b.d;
  const n = a.n * (d / a.d) - b.n * (d / b.d);
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d)) {
    throw new RangeError('rate arithmetic left the exact integer range');
  }
  return ratio(n, d);
}

export function isZeroRatio(r: Ratio): boolean {
  return r.n === 0;
}

/** n / d rounded half away from zero; n and d safe integers, d > 0. */
function divRoundSafe(n: number, d: number): number {
  const r = n % d; // exact for safe integers
  const q = (n - r) / d; // exact: n - r is a multiple of d
  const twice = 2 * Math.abs(r);
  if (twice >= d) return r > 0 ? q + 1 : q - 1;
  return q;
}

function divRoundBig(n: bigint, d: bigint): number {
  let q = n / d; // truncates toward zero
  const r = n % d;
  const twiceAbs = 2n * (r < 0n ? -r : r);
  if (twiceAbs >= d) q += r > 0n ? 1n : -1n;
  const result = Number(q);
  if (!Number.isSafeInteger(result)) throw new RangeError('amount exceeds the exact integer range');
  return result;
}

/**
 * Integer amount × a × b × c (ratios), rounded half-up once at the end.
 * This is the only place where a money figure is rounded from an exact rational.
 * (Fixed parameters rather than a rest array: it runs for every line of every payslip.)
 */
export function roundedProduct(amount: number, a: Ratio, b: Ratio = ONE, c: Ratio = ONE): Centavos {
  let n = amount;
  let d = 1;
  for (let i = 0; i < 3; i++) {
    const f = i === 0 ? a : i === 1 ? b : c;
    if (f.d === 1 && f.n === 1) continue;
    const g1 = gcd(n, f.d) || 1;
    const g2 = gcd(f.n, d) || 1;
    const nn = (n / g1) * (f.n / g2);
    const dd = (d / g2) * (f.d / g1);
    if (!Number.isSafeInteger(nn) || !Number.isSafeInteger(dd)) return roundedProductBig(amount, [a, b, c]);
    n = nn;
    d = dd;
  }
  return divRoundSafe(n, d) + 0; // + 0 turns -0 into 0
}

function roundedProductBig(amount: number, factors: readonly Ratio[]): Centavos {
  let n = BigInt(amount);
  let d = 1n;
  for (const f of factors) {
    n *= BigInt(f.n);
    d *= BigInt(f.d);
  }
  return divRoundBig(n, d) + 0;
}

/** amount × bp / 10 000, rounded half-up. */
export function applyBasisPoints(amount: Centavos, bp: BasisPoints): Centavos {
  return roundedProduct(amount, basisPoints(bp));
}

/** Floor to the centavo of amount / 2 (used by the PhilHealth odd-centavo convention). */
export function halfRoundedDown(amount: Centavos): Centavos {
  return Math.floor(amount / 2);
}

export function sum(values: readonly Centavos[]): Centavos {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/** True when the number has at most `decimals` decimal places (tolerant of binary noise). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scale = 10 ** decimals;
  const scaled = value * scale;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 * Math.max(1, Math.abs(scaled) / 1e9);
}

/** A quantity (hours, days) given with at most four decimals, as an exact ratio. */
export function quantityRatio(value: number): Ratio {
  return ratio(Math.round(value * 10_000), 10_000);
}

/** A ratio of centavos shown in pesos to 6 decimals, rounded half-up exactly (rates are never rounded in computation). */
export function ratioToPesosDisplay(r: Ratio): string {
  return scaledText(roundedProduct(1, r, ratio(10_000)), 6);
}
