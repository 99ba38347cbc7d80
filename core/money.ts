// Exact money for both halves: decimal strings on the wire and in the database
// (PostgreSQL numeric), integers (centavos, basis points) in code. No binary
// float ever holds an amount.

/** An amount as it crosses the wire: a decimal string with two places ("1234.50"). */
export type Money = string;

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A decimal string (or a JSON number, through its exact text) times 10^scale as an exact integer; throws when it has more significant decimals. */
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

/** An integer scaled by 10^scale as its exact decimal string. */
export function scaledText(value: number, scale: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const unit = 10 ** scale;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(scale, '0')}`;
}

export const toCentavos = (value: string | number) => scaledInteger(value, 2);
/** A ratio (0.15 = 15 %) or multiplier (1.25) as basis points. */
export const toBasisPoints = (value: string | number) => scaledInteger(value, 4);
/** Centavos as an exact decimal string, e.g. 123450 → "1234.50". */
export const centavosText = (centavos: number) => scaledText(centavos, 2);
/** Basis points as an exact ratio string (10 000 bp = 1.0000). */
export const basisPointsText = (bp: number) => scaledText(bp, 4);

/** An amount as it crosses the wire: a decimal string with two places ("1234.50"). */
export function wireAmount(value: string | number): string {
  return centavosText(toCentavos(value));
}

/** True when the text is an amount with at most two decimals. */
export function isAmount(value: string): boolean {
  return /^-?\d{1,12}(\.\d{1,2})?$/.test(value.trim());
}

/**
 * An amount with two decimals and thousands separators, from an exact decimal
 * string or a wire number, without binary floating-point arithmetic on strings.
 */
export function formatMoney(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = typeof value === 'number' ? value.toFixed(2) : String(value).trim();
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole, decimals = ''] = match;
  const cents = (decimals + '00').slice(0, 2);
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** Moves a decimal string's point by `places` (positive: right) on its digits, without arithmetic; trims needless zeros. */
function shiftDecimal(text: string, places: number): string | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const digits = whole + fraction;
  const point = whole.length + places;
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 0);
  const integer = padded.slice(0, at).replace(/^0+(?=\d)/, '') || '0';
  const decimals = padded.slice(at).replace(/0+$/, '');
  const result = decimals ? `${integer}.${decimals}` : integer;
  return /^0(\.0*)?$/.test(result) ? result : sign + result;
}

/** A fraction as the engine keeps it, read as a percentage: "0.06000" → "6", "0.0125" → "1.25". Anything else is returned as is. */
export function fractionToPercent(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return shiftDecimal(String(value), 2) ?? String(value);
}

/** A percentage as typed, as the fraction the engine keeps: "6" → "0.06", "1.25 %" → "0.0125". Anything else is returned as typed. */
export function percentToFraction(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value).replace(/%/g, '').trim();
  if (text === '') return '';
  return shiftDecimal(text, -2) ?? text;
}

/** A fraction shown as a percentage with its sign: "0.06000" → "6 %". */
export function formatPercent(value: unknown): string {
  const percent = fractionToPercent(value);
  return percent === '' ? '' : `${percent} %`;
}
