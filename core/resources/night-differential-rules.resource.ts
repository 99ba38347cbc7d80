import { defineResource } from './define';

/** How night minutes are measured, per payroll group or as the company default (docs/domain.md §4 `night_differential_rules`). */
export const nightDifferentialRulesResource = defineResource({
  name: 'night-differential-rules',
  table: 'night_differential_rules',
  label: 'Night differential',
  textFields: ['effective_from'],
  defaultSort: ['effective_from', 'DESC'],
  fields: {
    payroll_group_id: {
      kind: 'ref',
      label: 'payroll group (blank = company default)',
      reference: 'payroll-groups',
      list: true,
      filter: true,
    },
    effective_from: { kind: 'date', label: 'effective from', required: true, list: true, sort: true, filter: true },
    window_start: { kind: 'time', label: 'night starts', required: true, defaultValue: '22:00', list: true },
    window_end: { kind: 'time', label: 'night ends', required: true, defaultValue: '06:00', list: true },
    minimum_minutes: {
      kind: 'number',
      label: 'minimum night minutes in a day',
      required: true,
      min: 0,
      max: 480,
      defaultValue: 0,
      list: true,
    },
    rounding_minutes: { kind: 'number', label: 'round down to (minutes)', required: true, min: 0, max: 60, defaultValue: 0, list: true },
    deduct_breaks: { kind: 'boolean', label: 'unpaid breaks do not count', defaultValue: true, list: true },
  },
});
