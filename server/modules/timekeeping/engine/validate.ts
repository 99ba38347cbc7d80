/**
 * The checks the preview's JSON schema cannot make: real dates and times, shift codes
 * that exist, windows that end after they start. Answers the 422's per-field messages.
 */
import { isDate, isDateTime, isTime, parseDateTime } from './time';
import type { TimesheetInput } from './types';

export type FieldErrors = Record<string, string[]>;

export function validateTimesheetInput(input: TimesheetInput): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const date = (field: string, value: string | null | undefined, required = true) => {
    if (value === null || value === undefined) return required ? add(field, 'is required') : undefined;
    if (!isDate(value)) add(field, 'must be a date (YYYY-MM-DD)');
  };
  const time = (field: string, value: string | null | undefined) => {
    if (value !== null && value !== undefined && !isTime(value)) add(field, 'must be a time (HH:mm)');
  };
  const dateTime = (field: string, value: string | null | undefined) => {
    if (value !== null && value !== undefined && !isDateTime(value)) add(field, 'must be a date and time (YYYY-MM-DD HH:mm:ss)');
  };

  input.dates.forEach((d, i) => date(`dates.${i}`, d));
  if (input.dates.length > 62) add('dates', 'must list at most 62 dates');
  const codes = new Set<string>();
  input.shifts.forEach((s, i) => {
    if (codes.has(s.code)) add(`shifts.${i}.code`, 'is listed twice');
    codes.add(s.code);
    time(`shifts.${i}.time_in`, s.time_in);
    time(`shifts.${i}.time_out`, s.time_out);
    if (s.time_in === s.time_out) add(`shifts.${i}.time_out`, 'must differ from time in');
    time(`shifts.${i}.break_start`, s.break_start);
    time(`shifts.${i}.break_end`, s.break_end);
    if (Boolean(s.break_start) !== Boolean(s.break_end)) add(`shifts.${i}.break_end`, 'is required with a break start, and only with one');
    time(`shifts.${i}.flex_latest_in`, s.flex_latest_in);
    if (s.is_flexible && !s.flex_latest_in) add(`shifts.${i}.flex_latest_in`, 'is required for a flexible shift');
  });
  const known = (field: string, code: string | null | undefined) => {
    if (code && !codes.has(code)) add(field, `names shift "${code}", which is not among the shifts`);
  };
  const { employee } = input;
  known('employee.default_shift', employee.default_shift);
  date('employee.hire_date', employee.hire_date, false);
  date('employee.separation_date', employee.separation_date, false);
  if (input.night_differential_rule) {
    time('night_differential_rule.window_start', input.night_differential_rule.window_start);
    time('night_differential_rule.window_end', input.night_differential_rule.window_end);
  }
  (input.calendar ?? []).forEach((d, i) => {
    date(`calendar.${i}.date`, d.date);
    d.holidays.forEach((h, j) => {
      if (h.scope === 'local' && !h.city_municipality)
        add(`calendar.${i}.holidays.${j}.city_municipality`, 'is required for a local holiday');
    });
  });
  (input.employee_schedules ?? []).forEach((r, i) => {
    date(`employee_schedules.${i}.schedule_date`, r.schedule_date);
    known(`employee_schedules.${i}.shift`, r.shift);
    if (!r.is_rest_day && !r.shift) add(`employee_schedules.${i}.shift`, 'is required unless the date is a rest day');
  });
  (input.applications ?? []).forEach((a, i) => {
    const field = (name: string) => `applications.${i}.${name}`;
    switch (a.application_type) {
      case 'leave':
      case 'official_business_trip':
      case 'suspension':
        date(field('date_from'), a.date_from);
        date(field('date_to'), a.date_to);
        if (a.date_to < a.date_from) add(field('date_to'), 'must not be before date from');
        if (a.application_type === 'leave' && a.day_part && a.day_part !== 'whole_day' && a.date_from !== a.date_to) {
          add(field('day_part'), 'may be a half day only when date from and date to are the same');
        }
        if (a.application_type === 'official_business_trip' && !a.is_whole_day) {
          time(field('time_from'), a.time_from);
          time(field('time_to'), a.time_to);
          if (!a.time_from || !a.time_to) add(field('time_from'), 'and time to are required unless the trip is a whole day');
        }
        break;
      case 'overtime':
        date(field('work_date'), a.work_date);
        dateTime(field('time_from'), a.time_from);
        dateTime(field('time_to'), a.time_to);
        if (isDateTime(a.time_from) && isDateTime(a.time_to) && parseDateTime(a.time_to) <= parseDateTime(a.time_from)) {
          add(field('time_to'), 'must be after time from');
        }
        break;
      case 'logsheet':
        date(field('work_date'), a.work_date);
        for (const key of ['time_in', 'time_out', 'break_out', 'break_in'] as const) dateTime(field(key), a[key]);
        if (!a.time_in && !a.time_out) add(field('time_in'), 'or time out is required');
        break;
    }
  });
  (input.punches ?? []).forEach((p, i) => dateTime(`punches.${i}.punched_at`, p.punched_at));
  return errors;
}
