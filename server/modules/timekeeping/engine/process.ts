/**
 * One employee's daily time records (docs/domain.md §14.1, docs/statutory.md §5 and §8.3). Pure: the
 * preview route and the persisted processing both call processTimesheet with everything
 * the computation needs, and it reads nothing else.
 */
import {
  EmployeeCalendar,
  flexedShift,
  halfShift,
  holidayCount,
  isHoliday,
  shiftSpan,
  type DaySchedule,
  type PlacedShift,
} from './calendar';
import { EMPTY, first, firstMinutes, intersect, last, length, span, subtract, union, type Span } from './intervals';
import { pairPunches, type Punch } from './punches';
import { NIGHT_WINDOW_DEFAULT, premiums } from './premiums';
import { addDays, at, formatDateTime, parseDateTime, type Minute } from './time';
import type {
  ApplicationInput,
  DailyTimeRecord,
  ExceptionType,
  LeaveApplicationInput,
  OfficialBusinessInput,
  OvertimeApplicationInput,
  TimesheetInput,
} from './types';

const NIGHT_COVERED_DEFAULT = ['rank_and_file', 'supervisory'];
/** how far back the holiday-pay rule looks for the last working day */
const HOLIDAY_LOOKBACK_DAYS = 31;

const covers = (a: { date_from: string; date_to: string }, date: string) => a.date_from <= date && date <= a.date_to;
const fmt = (m: Minute | null) => (m === null ? null : formatDateTime(m));

interface Presence {
  punches: ReturnType<typeof pairPunches>;
  worked: Span;
  ob: Span;
}

export class TimesheetProcessor {
  private readonly calendar: EmployeeCalendar;
  private readonly punches: Punch[];
  private readonly claimed = new Set<Punch>();
  private readonly presenceMemo = new Map<string, boolean>();

  constructor(private readonly input: TimesheetInput) {
    this.calendar = new EmployeeCalendar(input);
    const id = input.employee.time_recorder_id ?? null;
    const fromPunches = (input.punches ?? [])
      .filter((p) => !p.is_void && (id === null || !p.time_recorder_id || p.time_recorder_id === id))
      .map((p) => ({ at: parseDateTime(p.punched_at), type: p.punch_type ?? 'unknown', logsheet: p.source === 'logsheet' }));
    this.punches = [...fromPunches, ...this.logsheetPunches()].sort((a, b) => a.at - b.at);
  }

  /** Approved log sheets given as applications become punches of source logsheet. */
  private logsheetPunches(): Punch[] {
    const out: Punch[] = [];
    for (const a of this.applications('logsheet')) {
      for (const type of ['in', 'out', 'break_out', 'break_in'] as const) {
        const value = a[type === 'in' ? 'time_in' : type === 'out' ? 'time_out' : type];
        if (value) out.push({ at: parseDateTime(value), type, logsheet: true });
      }
    }
    return out;
  }

  private applications<T extends ApplicationInput['application_type']>(type: T): Extract<ApplicationInput, { application_type: T }>[] {
    return (this.input.applications ?? []).filter(
      (a): a is Extract<ApplicationInput, { application_type: T }> => a.application_type === type,
    );
  }

  process(): DailyTimeRecord[] {
    const dates = [...new Set(this.input.dates)].sort();
    return dates.filter((date) => this.calendar.employed(date)).map((date) => this.day(date));
  }

  private leaveOn(date: string): LeaveApplicationInput | undefined {
    return this.applications('leave').find((a) => covers(a, date));
  }

  private obSpan(date: string, shift: PlacedShift | null): { span: Span; wholeDay: boolean } {
    const trips = this.applications('official_business_trip').filter((a) => covers(a, date));
    if (trips.some((t) => t.is_whole_day)) return { span: shift ? shiftSpan(shift) : EMPTY, wholeDay: true };
    return { span: union(...trips.map((t) => this.tripSpan(t, date))), wholeDay: false };
  }

  private tripSpan(trip: OfficialBusinessInput, date: string): Span {
    if (!trip.time_from || !trip.time_to) return EMPTY;
    const from = at(date, trip.time_from);
    let to = at(date, trip.time_to);
    if (to <= from) to += 1440;
    return span(from, to);
  }

  private overtimeOn(date: string): OvertimeApplicationInput[] {
    return this.applications('overtime').filter((a) => a.work_date === date);
  }

  private suspendedOn(date: string): boolean {
    return this.applications('suspension').some((a) => covers(a, date));
  }

  /** Pairs the date's punches; a punch paired on one date is not paired again on the next. */
  private presence(schedule: DaySchedule, shift: PlacedShift | null, ob: Span): Presence {
    const windowShift = shift ?? schedule.windowShift;
    const available = this.punches.filter((p) => !this.claimed.has(p));
    const paired = windowShift ? pairPunches(available, windowShift) : pairPunches(available, placeholderWindow(schedule.date));
    for (const p of paired.used) this.claimed.add(p);
    const breakTaken = paired.breakOut !== null && paired.breakIn !== null ? span(paired.breakOut, paired.breakIn) : EMPTY;
    const worked = paired.in !== null && paired.out !== null ? subtract(span(paired.in, paired.out), breakTaken) : EMPTY;
    return { punches: paired, worked, ob };
  }

  private day(date: string): DailyTimeRecord {
    const schedule = this.calendar.schedule(date);
    const dayType = this.calendar.dayType(date, schedule.isRestDay);
    const exempt = this.input.employee.labor_code_exempt === true;
    const preferences = this.input.preferences ?? {};
    const otMinimum = preferences.ot_minimum_minutes ?? 30;
    const exceptions = new Set<ExceptionType>();
    if (schedule.noSchedule) exceptions.add('no_schedule');

    const leave = schedule.shift && !isHoliday(dayType) ? this.leaveOn(date) : undefined;
    const halfDay = leave && leave.day_part && leave.day_part !== 'whole_day' ? leave.day_part : null;
    const leaveDays = leave ? (halfDay ? 0.5 : 1) : 0;
    const leavePaid = leave ? leave.with_pay !== false && leave.without_pay !== true : false;
    const suspended = schedule.shift !== null && this.suspendedOn(date);

    // the half that is still to be worked on a half-day leave
    let shift = schedule.shift;
    if (shift && halfDay) shift = halfShift(shift, halfDay === 'first_half' ? 'second_half' : 'first_half');

    const ob = this.obSpan(date, shift);
    const presence = this.presence(schedule, shift, ob.span);
    const { punches } = presence;
    for (const e of punches.exceptions) exceptions.add(e);
    if (shift && shift.latestIn !== null) shift = flexedShift(shift, punches.in ?? first(ob.span));

    const scheduled = shift ? shiftSpan(shift) : EMPTY;
    const attended = union(presence.worked, ob.span);
    const requiredMinutes = shift?.requiredMinutes ?? 0;
    const workedInShift = firstMinutes(intersect(attended, scheduled), requiredMinutes);
    const workingDay = shift !== null && !isHoliday(dayType) && !schedule.isRestDay;
    const wholeDayAway = (leave && !halfDay) || suspended;
    const missingPunch = punches.exceptions.includes('missing_time_in') || punches.exceptions.includes('missing_time_out');

    let late = 0;
    let undertime = 0;
    if (workingDay && !wholeDayAway && length(attended) > 0 && shift) {
      const arrival = first(intersect(attended, span(shift.start, Number.MAX_SAFE_INTEGER))) ?? shift.end;
      const departure = last(intersect(attended, span(Number.MIN_SAFE_INTEGER, shift.end))) ?? shift.start;
      const lateSpan = intersect(scheduled, span(shift.latestIn ?? shift.start, arrival));
      late = length(lateSpan) > shift.graceMinutes ? length(lateSpan) : 0;
      undertime =
        shift.latestIn === null
          ? length(intersect(scheduled, span(departure, shift.end)))
          : Math.max(0, requiredMinutes - length(workedInShift) - late);
    }

    let absent = 0;
    const nothing = length(attended) === 0 && !missingPunch;
    if (workingDay && !wholeDayAway && nothing) {
      absent = halfDay ? 0.5 : 1;
      exceptions.add('unfiled_absence');
    }

    // Overtime (step 7). On a rest day, or a day without a schedule, every minute worked is
    // outside the schedule and paid only when an approved overtime application covers it; on
    // a working day or a holiday the scheduled minutes are paid as they are (DD-19).
    const restDayWork = schedule.isRestDay || !shift;
    const referenceBreak = (shift ?? schedule.windowShift)?.unpaidBreak ?? EMPTY;
    const rendered =
      restDayWork || !shift ? subtract(presence.worked, referenceBreak) : subtract(presence.worked, span(shift.start, shift.end));
    const overtime = this.overtimeOn(date);
    const windows = union(...overtime.map((a) => span(parseDateTime(a.time_from), parseDateTime(a.time_to))));
    const approvedCap = overtime.reduce(
      (sum, a) => sum + (a.approved_minutes ?? length(span(parseDateTime(a.time_from), parseDateTime(a.time_to)))),
      0,
    );
    let approved = firstMinutes(intersect(rendered, windows), approvedCap);
    if (length(approved) < otMinimum || exempt) approved = EMPTY;
    if (!exempt && length(rendered) > 0) {
      const unapproved = length(rendered) - length(intersect(rendered, windows));
      if (restDayWork && length(approved) === 0) exceptions.add('work_on_rest_day_without_ot');
      else if (unapproved >= otMinimum) exceptions.add('unapproved_overtime');
    }

    // Paid premium time (step 9): the first eight hours are regular, the rest overtime.
    const regularPaid: Span = restDayWork ? firstMinutes(approved, 480) : workedInShift;
    const overtimePaid: Span = restDayWork ? subtract(approved, regularPaid) : approved;
    const rule = this.input.night_differential_rule ?? NIGHT_WINDOW_DEFAULT;
    const coveredLevels = rule.covered_job_levels ?? NIGHT_COVERED_DEFAULT;
    const jobLevel = this.input.employee.job_level ?? 'rank_and_file';
    const premium = exempt
      ? null
      : premiums({
          regular: regularPaid,
          overtime: overtimePaid,
          breaks: shift?.unpaidBreak ?? EMPTY,
          rule,
          nightCovered: coveredLevels.includes(jobLevel),
          // holidays follow the calendar date a minute is worked on; the rest day follows the schedule, so a
          // Friday night shift ending on a Saturday rest day is not rest-day work
          dayTypeOf: (calendarDate) => (calendarDate === date ? dayType : this.calendar.dayType(calendarDate, schedule.isRestDay)),
        });

    const worked = length(presence.worked) + length(ob.span) > 0;
    const holidayPay = !exempt && holidayCount(dayType) > 0 && !worked && this.presentBefore(date);

    return {
      work_date: date,
      day_type: dayType,
      schedule: schedule.shift?.code ?? null,
      is_rest_day: schedule.isRestDay,
      holidays: this.calendar.holidaysOn(date).map((h) => h.name),
      scheduled_in: fmt(schedule.shift?.start ?? null),
      scheduled_out: fmt(schedule.shift?.end ?? null),
      actual_in: fmt(punches.in),
      actual_out: fmt(punches.out),
      break_out: fmt(punches.breakOut),
      break_in: fmt(punches.breakIn),
      worked_minutes: restDayWork ? 0 : length(workedInShift),
      late_minutes: late,
      undertime_minutes: undertime,
      absent_days: absent,
      paid_leave_days: leave && leavePaid ? leaveDays : 0,
      unpaid_leave_days: leave && !leavePaid ? leaveDays : 0,
      leave_type: leave?.leave_type ?? null,
      is_suspended: suspended,
      ob_minutes: length(intersect(ob.span, scheduled)),
      rendered_ot_minutes: length(rendered),
      approved_ot_minutes: length(approved),
      night_minutes: premium?.nightMinutes ?? 0,
      night_minutes_by_calendar_date: premium?.nightByDate ?? {},
      premium_buckets: premium?.buckets ?? {},
      hours: premium?.hours ?? { regular: 0, overtime: 0, nd_regular: 0, nd_overtime: 0 },
      holiday_pay_eligible: holidayPay,
      attendance_exceptions: [...exceptions],
    };
  }

  /**
   * The holiday-pay condition: present or on paid leave on the last working day before
   * the holiday, looking back past rest days and other holidays (docs/statutory.md §5.2).
   */
  private presentBefore(holiday: string): boolean {
    for (let back = 1; back <= HOLIDAY_LOOKBACK_DAYS; back++) {
      const date = addDays(holiday, -back);
      if (!this.calendar.employed(date)) return true;
      const schedule = this.calendar.schedule(date);
      if (!schedule.shift || schedule.isRestDay || isHoliday(this.calendar.dayType(date, schedule.isRestDay))) continue;
      return this.presentOn(date, schedule);
    }
    return true;
  }

  private presentOn(date: string, schedule: DaySchedule): boolean {
    const known = this.presenceMemo.get(date);
    if (known !== undefined) return known;
    const leave = this.leaveOn(date);
    const onPaidLeave = leave !== undefined && leave.with_pay !== false && leave.without_pay !== true;
    const shift = schedule.shift!;
    const inWindow = this.punches.some((p) => p.at >= shift.windowStart && p.at <= shift.windowEnd);
    const present = onPaidLeave || inWindow || length(this.obSpan(date, shift).span) > 0;
    this.presenceMemo.set(date, present);
    return present;
  }
}

/** The window of a day with no shift at all: the calendar day itself. */
function placeholderWindow(date: string): PlacedShift {
  const start = at(date, '00:00');
  return {
    code: '',
    start,
    end: start + 1440,
    unpaidBreak: EMPTY,
    breakStart: null,
    breakEnd: null,
    requiredMinutes: 0,
    graceMinutes: 0,
    latestIn: null,
    windowStart: start,
    windowEnd: start + 1439,
  };
}

export function processTimesheet(input: TimesheetInput): DailyTimeRecord[] {
  return new TimesheetProcessor(input).process();
}
