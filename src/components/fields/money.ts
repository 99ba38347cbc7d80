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
