// The rules of date and time ranges, pure so the server or a hand-written
// screen can apply the same ones.

export const RANGE_ORDER_MESSAGE = 'The end date must not be before the start date.';
export const RANGE_BOTH_MESSAGE = 'Enter both the start and the end date.';

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The problem of a date range 'YYYY-MM-DD'..'YYYY-MM-DD' on its end field, or undefined when acceptable (both blank is acceptable). */
export function dateRangeProblem(start: unknown, end: unknown): string | undefined {
  if (blank(start) && blank(end)) return undefined;
  if (blank(start) || blank(end)) return RANGE_BOTH_MESSAGE;
  return String(start) > String(end) ? RANGE_ORDER_MESSAGE : undefined;
}

/** The end of a time range moved up to the start when it would be earlier ('HH:mm:ss' strings). */
export function clampTimeRangeEnd(start: unknown, end: unknown): unknown {
  if (blank(start) || blank(end)) return end;
  return String(end) < String(start) ? start : end;
}
