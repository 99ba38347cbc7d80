import { choices, defineResource } from './define';

export const PREFERENCE_TYPES = choices('string', 'integer', 'decimal', 'boolean', 'date', 'json');

/** Typed key-value HR settings; keys are fixed, only values are edited. */
export const preferencesResource = defineResource({
  name: 'preferences',
  table: 'preferences',
  label: 'Preferences',
  textFields: ['key'],
  defaultSort: ['group', 'ASC'],
  fields: {
    key: { kind: 'text', label: 'key', readOnly: true, list: true, search: true, sort: true },
    group: { kind: 'text', label: 'group', readOnly: true, list: true, filter: true, sort: true },
    data_type: { kind: 'choice', label: 'type', choices: PREFERENCE_TYPES, readOnly: true, list: true },
    description: { kind: 'text', label: 'description', readOnly: true, list: true, search: true },
    value: { kind: 'longtext', label: 'value', list: true },
  },
});

/** The problem with a preference value of a type, or undefined. */
export function preferenceValueProblem(dataType: string, value: unknown): string | undefined {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return dataType === 'string' ? undefined : 'The value field is required.';
  switch (dataType) {
    case 'integer':
      return /^-?\d+$/.test(text) ? undefined : 'The value must be a whole number.';
    case 'decimal':
      return /^-?\d+(\.\d+)?$/.test(text) ? undefined : 'The value must be a number.';
    case 'boolean':
      return text === 'true' || text === 'false' ? undefined : 'The value must be true or false.';
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? undefined : 'The value must be a date (YYYY-MM-DD).';
    case 'json':
      try {
        JSON.parse(text);
        return undefined;
      } catch {
        return 'The value must be valid JSON.';
      }
    default:
      return undefined;
  }
}
