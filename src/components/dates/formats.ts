import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import weekOfYear from 'dayjs/plugin/weekOfYear';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(customParseFormat);
dayjs.extend(weekOfYear);
dayjs.extend(advancedFormat);

// The formats in which picker values travel to and from the API [Spec].
export const DATE_FORMATS = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  year: 'YYYY',
  month: 'YYYY-MM',
  time: 'HH:mm:ss',
  week: 'w',
} as const;

export type DateKind = keyof typeof DATE_FORMATS;

/** The calendar starts weeks on Sunday and always shows 6 rows of 7 days. */
export const WEEK_STARTS_ON = 0;
export const CALENDAR_WEEKS = 6;
/** Duration of the scroll of a time column to its selected value. */
export const TIME_SCROLL_MS = 100;
export const CONFIRM_LABEL = 'OK';

/** A wire value as a day, or null when blank or unreadable. Week values cannot be read back alone. */
export function parseValue(value: unknown, kind: DateKind): Dayjs | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (kind === 'week') return null;
  const parsed = dayjs(value.trim(), DATE_FORMATS[kind], true);
  return parsed.isValid() ? parsed : null;
}

export function formatValue(day: Dayjs | null, kind: DateKind): string | null {
  if (!day || !day.isValid()) return null;
  return day.format(DATE_FORMATS[kind]);
}

export interface DayLimits {
  min?: string;
  max?: string;
  /** days that may not be chosen (holidays, closed periods) */
  disabledDay?: (day: Dayjs) => boolean;
}

export type InputErrorReason = 'invalid' | 'disabled';

/** Why a typed wire value is refused, or undefined when it is acceptable (blank is acceptable). */
export function dateProblem(
  value: unknown,
  kind: DateKind,
  limits: DayLimits = {},
): { reason: InputErrorReason; message: string } | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const day = parseValue(value, kind);
  if (!day) return { reason: 'invalid', message: `Enter a valid ${kind === 'datetime' ? 'date and time' : kind} (${DATE_FORMATS[kind]}).` };
  const unit = kind === 'year' ? 'year' : kind === 'month' ? 'month' : 'day';
  const min = limits.min ? dayjs(limits.min) : undefined;
  const max = limits.max ? dayjs(limits.max) : undefined;
  if ((min && day.isBefore(min, unit)) || (max && day.isAfter(max, unit)) || limits.disabledDay?.(day)) {
    return { reason: 'disabled', message: 'This date is not available.' };
  }
  return undefined;
}

/** The first and the last year of the decade that contains `year`. */
export function decadeOf(year: number): [number, number] {
  const start = Math.floor(year / 10) * 10;
  return [start, start + 9];
}
