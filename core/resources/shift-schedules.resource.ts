import { defineResource } from './define';

const COLOR = { regex: /^#[0-9A-Fa-f]{6}$/, message: 'The colour must be written #RRGGBB, e.g. #1E88E5.' };

/** Shifts (docs/domain.md §4 `shift_schedules`): a time out at or before the time in ends the next day. */
export const shiftSchedulesResource = defineResource({
  name: 'shift-schedules',
  table: 'shift_schedules',
  label: 'Shift schedules',
  textFields: ['code', 'name'],
  defaultSort: ['code', 'ASC'],
  fields: {
    code: { kind: 'text', label: 'code', required: true, maxLength: 20, list: true, search: true, sort: true },
    name: { kind: 'text', label: 'name', required: true, maxLength: 100, list: true, search: true, sort: true },
    time_in: { kind: 'time', label: 'time in', required: true, list: true, sort: true },
    time_out: { kind: 'time', label: 'time out', required: true, list: true },
    is_overnight: { kind: 'boolean', label: 'ends the next day', readOnly: true, list: true, filter: true },
    break_start: { kind: 'time', label: 'break start', list: true },
    break_end: { kind: 'time', label: 'break end', list: true },
    paid_break: { kind: 'boolean', label: 'paid break', defaultValue: false },
    required_minutes: { kind: 'number', label: 'required minutes', required: true, min: 1, max: 1440, defaultValue: 480, list: true },
    grace_minutes: { kind: 'number', label: 'grace minutes', required: true, min: 0, max: 60, defaultValue: 0, list: true },
    is_flexible: { kind: 'boolean', label: 'flexible', defaultValue: false, list: true, filter: true },
    flex_latest_in: { kind: 'time', label: 'latest time in (flexible)' },
    punch_window_before_minutes: {
      kind: 'number',
      label: 'earliest punch (minutes before)',
      required: true,
      min: 0,
      max: 720,
      defaultValue: 240,
    },
    punch_window_after_minutes: {
      kind: 'number',
      label: 'latest punch (minutes after)',
      required: true,
      min: 0,
      max: 720,
      defaultValue: 480,
    },
    color: { kind: 'text', label: 'colour', maxLength: 7, pattern: COLOR },
    is_active: { kind: 'boolean', label: 'active', defaultValue: true, list: true, filter: true },
  },
});
