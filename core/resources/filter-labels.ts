// The labels of a list's filter inputs, as a payroll officer reads them.
// PURE: imported by the browser (the filters) and the unit tests over the registry.

import type { FieldDefinition, FieldKind } from './define';

/** 'last login' → 'Last login': definitions keep labels lower-case for messages. */
export function sentenceCase(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * The two ends of a from–to range over a field. A label that already ends in "from"
 * names the start of something, so the range reads on its date: "Publish from" →
 * "Publish date from" / "Publish date to", "From" → "Date from" / "Date to".
 */
export function rangeLabels(label: string, kind: FieldKind = 'date'): [string, string] {
  let stem = label.trim();
  const trailingFrom = /(^|\s)from$/i;
  if (trailingFrom.test(stem)) {
    stem = stem.replace(trailingFrom, '').trim();
    if (kind === 'date' || kind === 'datetime') stem = stem ? `${stem} date` : 'Date';
    else if (!stem) stem = 'Value';
  }
  stem = sentenceCase(stem);
  return [`${stem} from`, `${stem} to`];
}

/** Whether a field is filtered over a from–to range rather than on one value. */
export function isRangeFilter(field: FieldDefinition): boolean {
  return !field.exactFilter && (field.kind === 'date' || field.kind === 'number' || field.kind === 'money');
}

/**
 * A field's name on its filter. A closing parenthesis is the form's hint ("Payroll group
 * (blank = company default)"): a filter names the field alone, short enough for its select.
 */
export function filterLabel(field: FieldDefinition): string {
  return sentenceCase(field.label.replace(/\s*\([^()]*\)$/, ''));
}

/** The label of each input a field's filter shows: one, or the two ends of its range. */
export function filterLabels(field: FieldDefinition): string[] {
  const label = filterLabel(field);
  return isRangeFilter(field) ? rangeLabels(label, field.kind) : [label];
}
