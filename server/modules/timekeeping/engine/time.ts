/**
 * Local wall-clock time as integer minutes. Every time in timekeeping is Asia/Manila
 * (no daylight saving), so a time is the minute count since 1970-01-01 00:00 local and
 * no time zone is ever applied. Seconds are dropped: a punch at 08:00:59 is 08:00.
 */

export type Minute = number;
export const MINUTES_PER_DAY = 1440;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/;

// A processing run turns the same few dozen dates into day numbers and back hundreds of
// thousands of times: both directions are remembered (a bounded cache, emptied when full).
const CACHE_LIMIT = 10_000;
const dayNumbers = new Map<string, number>();
const datesOfDays = new Map<number, string>();

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  const known = dayNumbers.get(date);
  if (known !== undefined) return known;
  const m = DATE.exec(date);
  if (!m) throw new RangeError(`"${date}" is not a date`);
  const day = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000;
  if (dayNumbers.size >= CACHE_LIMIT) dayNumbers.clear();
  dayNumbers.set(date, day);
  return day;
}

export function dateOfDay(day: number): string {
  const known = datesOfDays.get(day);
  if (known !== undefined) return known;
  const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
  if (datesOfDays.size >= CACHE_LIMIT) datesOfDays.clear();
  datesOfDays.set(day, date);
  return date;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

/** Minutes after midnight of `HH:mm[:ss]`. */
export function timeOfDay(time: string): number {
  const m = TIME.exec(time);
  if (!m) throw new RangeError(`"${time}" is not a time`);
  return Number(m[1]) * 60 + Number(m[2]);
}

export function at(date: string, time: string): Minute {
  return dayNumber(date) * MINUTES_PER_DAY + timeOfDay(time);
}

export function parseDateTime(value: string): Minute {
  const m = DATETIME.exec(value);
  if (!m) throw new RangeError(`"${value}" is not a date and time`);
  return at(m[1]!, m[2]!);
}

export function formatDateTime(minute: Minute): string {
  const day = Math.floor(minute / MINUTES_PER_DAY);
  const inDay = minute - day * MINUTES_PER_DAY;
  const hh = String(Math.floor(inDay / 60)).padStart(2, '0');
  const mm = String(inDay % 60).padStart(2, '0');
  return `${dateOfDay(day)} ${hh}:${mm}:00`;
}

export function calendarDateOf(minute: Minute): string {
  return dateOfDay(Math.floor(minute / MINUTES_PER_DAY));
}

export const isDate = (value: string) => DATE.test(value) && dateOfDay(dayNumber(value)) === value;
export const isTime = (value: string) => {
  const m = TIME.exec(value);
  return m !== null && Number(m[1]) < 24 && Number(m[2]) < 60 && Number(m[3] ?? 0) < 60;
};
export const isDateTime = (value: string) => {
  const m = DATETIME.exec(value);
  return m !== null && isDate(m[1]!) && isTime(m[2]!);
};
