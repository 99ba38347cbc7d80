import { choices, defineResource } from './define';

export const HOLIDAY_TYPES = [
  { id: 'regular', name: 'Regular holiday' },
  { id: 'special_non_working', name: 'Special non-working day' },
  { id: 'special_working', name: 'Special working day' },
];

/** National and local holidays (docs/domain.md §4 `holidays`); two regular holidays on one date make a double holiday. */
export const holidaysResource = defineResource({
  name: 'holidays',
  table: 'holidays',
  label: 'Holidays',
  textFields: ['holiday_date', 'name'],
  defaultSort: ['holiday_date', 'ASC'],
  fields: {
    holiday_date: { kind: 'date', label: 'date', required: true, list: true, sort: true, filter: true },
    name: { kind: 'text', label: 'name', required: true, maxLength: 150, list: true, search: true, sort: true },
    holiday_type: { kind: 'choice', label: 'type', required: true, choices: HOLIDAY_TYPES, list: true, filter: true },
    scope: {
      kind: 'choice',
      label: 'scope',
      required: true,
      choices: choices('national', 'local'),
      defaultValue: 'national',
      list: true,
      filter: true,
    },
    city_municipality: {
      kind: 'text',
      label: 'city or municipality (local holidays)',
      maxLength: 100,
      list: true,
      search: true,
      filter: true,
    },
    province: { kind: 'text', label: 'province', maxLength: 100 },
    proclamation_no: { kind: 'text', label: 'proclamation no.', maxLength: 50, list: true },
    year: { kind: 'number', label: 'year', readOnly: true, filter: true, sort: true, exactFilter: true, plain: true },
  },
});
