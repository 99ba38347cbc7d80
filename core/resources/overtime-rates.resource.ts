import { defineResource } from './define';

export const DAY_TYPE_CHOICES = [
  { id: 'ordinary', name: 'Ordinary working day' },
  { id: 'rest_day', name: 'Rest day' },
  { id: 'special_holiday', name: 'Special non-working day' },
  { id: 'special_holiday_rest_day', name: 'Special day on a rest day' },
  { id: 'regular_holiday', name: 'Regular holiday' },
  { id: 'regular_holiday_rest_day', name: 'Regular holiday on a rest day' },
  { id: 'double_holiday', name: 'Double holiday' },
  { id: 'double_holiday_rest_day', name: 'Double holiday on a rest day' },
];

/**
 * Premium buckets: one row per day type × hour type × night flag, effective from a
 * date until the same bucket's next row (docs/domain.md §7 `overtime_rates`, docs/statutory.md §5.2).
 */
export const overtimeRatesResource = defineResource({
  name: 'overtime-rates',
  table: 'overtime_rates',
  label: 'Overtime rates',
  textFields: ['code', 'description'],
  defaultSort: ['code', 'ASC'],
  fields: {
    code: { kind: 'text', label: 'code', required: true, maxLength: 20, list: true, search: true, sort: true, filter: true },
    description: { kind: 'text', label: 'description', required: true, maxLength: 150, list: true, search: true },
    day_type: { kind: 'choice', label: 'day type', required: true, choices: DAY_TYPE_CHOICES, list: true, filter: true, sort: true },
    hour_type: {
      kind: 'choice',
      label: 'hour type',
      required: true,
      choices: [
        { id: 'regular', name: 'First 8 hours' },
        { id: 'overtime', name: 'Overtime' },
      ],
      list: true,
      filter: true,
    },
    is_night: { kind: 'boolean', label: 'night (22:00–06:00)', list: true, filter: true, defaultValue: false },
    multiplier: {
      kind: 'number',
      label: 'multiplier',
      required: true,
      min: 0,
      max: 10,
      list: true,
      pattern: { regex: /^\d+(\.\d{1,5})?$/, message: 'The multiplier may have at most five decimals.' },
    },
    covered_daily_rated: {
      kind: 'number',
      label: 'covered for daily-rated',
      required: true,
      min: 0,
      max: 10,
      list: true,
      defaultValue: 0,
      pattern: { regex: /^\d+(\.\d{1,5})?$/, message: 'The covered part may have at most five decimals.' },
    },
    covered_monthly_rated: {
      kind: 'number',
      label: 'covered for monthly-rated',
      required: true,
      min: 0,
      max: 10,
      list: true,
      defaultValue: 0,
      pattern: { regex: /^\d+(\.\d{1,5})?$/, message: 'The covered part may have at most five decimals.' },
    },
    transaction_type_id: { kind: 'ref', label: 'earning type', required: true, reference: 'transaction-types' },
    effective_from: { kind: 'date', label: 'effective from', required: true, list: true, filter: true, sort: true },
  },
});
