// Exact conversions between PostgreSQL numeric strings and the engine's
// integers (centavos, basis points), without passing through binary floats.

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A decimal string (or a JSON number) times 10^scale as an exact integer; throws when it has more significant decimals. */
export function scaledInteger(value: string | number, scale: number): number {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`"${text}" is not a decimal number`);
  const [, sign, whole, fraction = ''] = match;
  const kept = fraction.slice(0, scale).padEnd(scale, '0');
  if (/[1-9]/.test(fraction.slice(scale))) throw new RangeError(`"${text}" has more than ${scale} decimals`);
  const result = Number(whole + kept) * (sign === '-' ? -1 : 1);
  if (!Number.isSafeInteger(result)) throw new RangeError(`"${text}" is out of range`);
  return result + 0;
}

export const toCentavos = (value: string | number) => scaledInteger(value, 2);
/** A ratio (0.15 = 15 %) or multiplier (1.25) as basis points. */
export const toBasisPoints = (value: string | number) => scaledInteger(value, 4);

/** Centavos as an exact numeric string for the database. */
export function centavosText(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points as an exact ratio string (10 000 bp = 1.0000). */
export function basisPointsText(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(bp);
  return `${sign}${Math.floor(abs / 10_000)}.${String(abs % 10_000).padStart(4, '0')}`;
}
