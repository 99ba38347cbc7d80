// Numbers as a payroll officer reads them, the same in the console, exports and reports.

/** A whole count with thousands separators: 100000 → "100,000". */
export function formatCount(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Minutes as hours and minutes: 485 → "8:05". */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * A date and time as Manila reads it: an instant ("2026-11-24T23:55:28.538Z") in Asia/Manila
 * (UTC+8, no daylight saving), a wall-clock time ("2026-11-25 07:55:00") as it is; to the minute.
 */
export function formatDateTime(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  if (!/[zZ]|[+-]\d\d:?\d\d$/.test(text)) return text.replace('T', ' ').slice(0, 16);
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) return text;
  return new Date(instant.getTime() + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 16);
}

/** A date as Manila reads it: "2026-11-24T20:00:00Z" → "2026-11-25", "2026-11-25" as it is. */
export function formatDate(value: unknown): string {
  return formatDateTime(value).slice(0, 10);
}

/** Today's date in Manila ("YYYY-MM-DD"), whatever the browser's time zone. */
export function manilaToday(now: Date = new Date()): string {
  return formatDate(now.toISOString());
}

/**
 * A quantity or rate with thousands separators and its own decimals, up to `decimals`
 * (trailing zeros dropped), on the digits of its exact text: "1234.5000" → "1,234.5".
 */
export function formatNumber(value: unknown, decimals = 4): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value).trim();
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole, fraction = ''] = match;
  const kept = fraction.slice(0, decimals).replace(/0+$/, '');
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${kept ? `.${kept}` : ''}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date as a column heading: "2026-11-24" → "Tue 24 Nov". */
export function formatDayHeading(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${d} ${MONTHS[m - 1]}`;
}

/** A wait in seconds as a person says it: 45 → "45 seconds", 60 → "1 minute", 290 → "5 minutes". */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? '1 second' : `${s} seconds`;
  const minutes = Math.ceil(s / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const UNIT_SINGULAR: Record<string, string> = { days: 'day', hours: 'hour', minutes: 'minute' };

/** A quantity in its unit, as a payslip line reads it: "1 day", "2.5 days", "30 minutes"; '' without one. */
export function formatQuantity(quantity: unknown, unit: string): string {
  if (quantity === null || quantity === undefined || unit === 'none') return '';
  const amount = formatNumber(quantity);
  return `${amount} ${Number(quantity) === 1 ? (UNIT_SINGULAR[unit] ?? unit) : unit}`;
}
