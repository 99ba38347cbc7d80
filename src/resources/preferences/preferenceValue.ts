import { enumLabel } from '@core/labels';

// A preference's value as stored (text, by its type) and as a person reads or types it.

/** The codes of a JSON list of codes, or undefined when the value is something else. */
export function codeList(value: unknown): string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(String(value ?? ''));
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** "Birth certificate" → "birth_certificate"; a code typed as a code stays as it is. */
export function toCode(words: string): string {
  return words
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The value of a preference as it reads on screen: Yes / No, a list's items in words, else the text. */
export function preferenceValueText(dataType: unknown, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (dataType === 'boolean') return value === 'true' ? 'Yes' : 'No';
  if (dataType === 'json') {
    const codes = codeList(value);
    if (codes) return codes.map(enumLabel).join(', ');
  }
  return String(value);
}
