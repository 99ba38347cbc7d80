/**
 * What a date is for one employee: the shift or rest day in force (docs/domain.md §14.1 step 1)
 * and the day type from the holidays that apply to the employee's city (step 2).
 */
import { at, weekday, type Minute } from './time';
import { span, subtract, type Span } from './intervals';
import type { DayType, HolidayInput, ShiftInput, TimesheetInput } from './types';

/** A shift placed on a date: the times the day is measured against. */
export interface PlacedShift {
  code: string;
  start: Minute;
  end: Minute;
  /** unpaid break; empty when none or paid */
  unpaidBreak: Span;
  breakStart: Minute | null;
  breakEnd: Minute | null;
  requiredMinutes: number;
  graceMinutes: number;
  /** flexible shifts: the latest start that is not late */
  latestIn: Minute | null;
  windowStart: Minute;
  windowEnd: Minute;
}

export interface DaySchedule {
  date: string;
  isRestDay: boolean;
  /** the shift worked on the date; null on a rest day without a shift or with no schedule at all */
  shift: PlacedShift | null;
  /** the shift whose punch window applies (a rest day's default shift) */
  windowShift: PlacedShift | null;
  noSchedule: boolean;
}

/** A time of a shift on its date, moved to the next day when it falls before the start (overnight shifts). */
function onShiftDate(date: string, time: string, start: Minute): Minute {
  const minute = at(date, time);
  return minute < start ? minute + 1440 : minute;
}

export function placeShift(shift: ShiftInput, date: string): PlacedShift {
  const start = at(date, shift.time_in);
  let end = at(date, shift.time_out);
  if (end <= start) end += 1440;
  const breakStart = shift.break_start ? onShiftDate(date, shift.break_start, start) : null;
  const breakEnd = shift.break_end && breakStart !== null ? Math.max(onShiftDate(date, shift.break_end, start), breakStart) : null;
  const unpaidBreak = breakStart !== null && breakEnd !== null && !shift.paid_break ? span(breakStart, breakEnd) : [];
  const latestIn = shift.is_flexible && shift.flex_latest_in ? onShiftDate(date, shift.flex_latest_in, start) : null;
  return {
    code: shift.code,
    start,
    end,
    unpaidBreak,
    breakStart,
    breakEnd,
    requiredMinutes: shift.required_minutes ?? 480,
    graceMinutes: shift.grace_minutes ?? 0,
    latestIn,
    windowStart: start - (shift.punch_window_before_minutes ?? 240),
    windowEnd: (latestIn ?? start) - start + end + (shift.punch_window_after_minutes ?? 480),
  };
}

/** A flexible shift moved to start when the employee arrived, between its earliest and latest start. */
export function flexedShift(shift: PlacedShift, arrival: Minute | null): PlacedShift {
  if (shift.latestIn === null || arrival === null) return shift;
  const offset = Math.min(Math.max(arrival, shift.start), shift.latestIn) - shift.start;
  if (offset === 0) return shift;
  const move = (m: Minute | null) => (m === null ? null : m + offset);
  return {
    ...shift,
    start: shift.start + offset,
    end: shift.end + offset,
    breakStart: move(shift.breakStart),
    breakEnd: move(shift.breakEnd),
    unpaidBreak: shift.unpaidBreak.map(([a, b]) => [a + offset, b + offset] as const),
  };
}

/** The paid part of the shift: start to end, without the unpaid break. */
export function shiftSpan(shift: PlacedShift): Span {
  return subtract(span(shift.start, shift.end), shift.unpaidBreak);
}

/** The shift cut to one half for a half-day leave: split at the break, or in the middle when it has none. */
export function halfShift(shift: PlacedShift, keep: 'first_half' | 'second_half'): PlacedShift {
  const split = shift.breakStart ?? Math.floor((shift.start + shift.end) / 2);
  const resume = shift.breakEnd ?? split;
  const half = Math.floor(shift.requiredMinutes / 2);
  return keep === 'first_half'
    ? { ...shift, end: split, unpaidBreak: [], requiredMinutes: half, latestIn: null }
    : { ...shift, start: resume, unpaidBreak: [], requiredMinutes: shift.requiredMinutes - half, latestIn: null };
}

export class EmployeeCalendar {
  private readonly shifts: Map<string, ShiftInput>;
  private readonly rows: Map<string, { shift: string | null; is_rest_day: boolean }>;
  private readonly holidays: Map<string, HolidayInput[]>;
  private readonly city: string;

  constructor(private readonly input: TimesheetInput) {
    this.shifts = new Map(input.shifts.map((s) => [s.code, s]));
    this.rows = new Map((input.employee_schedules ?? []).map((r) => [r.schedule_date, r]));
    this.holidays = new Map((input.calendar ?? []).map((d) => [d.date, d.holidays]));
    this.city = (input.employee.business_unit_city ?? '').trim().toLowerCase();
  }

  shift(code: string | null | undefined): ShiftInput | undefined {
    return code ? this.shifts.get(code) : undefined;
  }

  schedule(date: string): DaySchedule {
    const row = this.rows.get(date);
    const defaultShift = this.shift(this.input.employee.default_shift);
    const isRestDay = row ? row.is_rest_day : this.input.employee.rest_days.includes(weekday(date));
    const worked = row ? this.shift(row.shift) : isRestDay ? undefined : defaultShift;
    const shift = worked ? placeShift(worked, date) : null;
    const windowSource = worked ?? defaultShift;
    return {
      date,
      isRestDay,
      shift,
      windowShift: windowSource ? placeShift(windowSource, date) : null,
      noSchedule: !isRestDay && shift === null,
    };
  }

  /** Holidays of the date that apply: national ones and local ones of the employee's city. */
  holidaysOn(date: string): HolidayInput[] {
    return (this.holidays.get(date) ?? []).filter(
      (h) => h.scope === 'national' || (h.city_municipality ?? '').trim().toLowerCase() === this.city,
    );
  }

  /** Day type of a calendar date (DD-21: a regular and a special holiday together are a regular holiday). */
  dayType(date: string, isRestDay = this.schedule(date).isRestDay): DayType {
    const applying = this.holidaysOn(date);
    const regular = applying.filter((h) => h.holiday_type === 'regular').length;
    const special = applying.some((h) => h.holiday_type === 'special_non_working');
    const base = regular >= 2 ? 'double_holiday' : regular === 1 ? 'regular_holiday' : special ? 'special_holiday' : null;
    if (base === null) return isRestDay ? 'rest_day' : 'ordinary';
    return isRestDay ? `${base}_rest_day` : base;
  }

  employed(date: string): boolean {
    const { hire_date, separation_date } = this.input.employee;
    return (!hire_date || date >= hire_date) && (!separation_date || date <= separation_date);
  }
}

export const isHoliday = (dayType: DayType) => dayType !== 'ordinary' && dayType !== 'rest_day';
export const isRegularHoliday = (dayType: DayType) => dayType.startsWith('regular_holiday') || dayType.startsWith('double_holiday');
export const holidayCount = (dayType: DayType) => (dayType.startsWith('double_holiday') ? 2 : isRegularHoliday(dayType) ? 1 : 0);
