// The small typed resource definition of docs/architecture.md. One definition per
// reference-data resource feeds the server's validation, CRUD routes and filter
// whitelist, and the console's list columns, inputs, validation and export.
// PURE: imported by both the browser and the server.

import { enumLabel } from '../labels';
import { formatPercent } from '../money';

export type FieldKind =
  | 'text'
  | 'longtext'
  | 'number'
  | 'money'
  | 'date'
  | 'time'
  | 'datetime'
  | 'boolean'
  | 'choice'
  | 'ref'
  /** several records of `reference`: a list of ids, stored as a JSON array (blank or empty: none chosen) */
  | 'refs'
  | 'email';

export interface Choice {
  id: string;
  name: string;
}

export interface FieldDefinition {
  kind: FieldKind;
  label: string;
  required?: boolean;
  /** a column of the list */
  list?: boolean;
  /** exact filter (and _gte/_lte for numbers, money and dates) */
  filter?: boolean;
  /** part of the free-text search `q` */
  search?: boolean;
  sort?: boolean;
  /** derived by the server; ignored on write */
  readOnly?: boolean;
  choices?: readonly Choice[];
  /** the resource a `ref` or `refs` points to */
  reference?: string;
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: { regex: RegExp; message: string };
  /** stored as digits only: spaces and dashes typed by the user are dropped (government and account numbers) */
  digitsOnly?: boolean;
  /** a Philippine mobile number: typed spaces, dashes, dots and brackets are dropped, +63 9… is stored as 09… */
  mobile?: boolean;
  defaultValue?: unknown;
  /** a date or number filtered on one value rather than a from–to range */
  exactFilter?: boolean;
  /** a number shown without thousands separators (a year) */
  plain?: boolean;
  /** a fraction kept exactly as the engine reads it (0.06), shown and typed as a percentage (6 %) */
  percent?: boolean;
}

export interface ResourceDefinition {
  /** kebab-case plural: URL, <Resource name>, folder */
  name: string;
  /** snake_case plural */
  table: string;
  label: string;
  fields: Record<string, FieldDefinition>;
  /** fields joined with ' · ' into the record's `text` label */
  textFields: readonly string[];
  defaultSort: readonly [string, 'ASC' | 'DESC'];
}

export function defineResource<const D extends ResourceDefinition>(definition: D): D {
  return definition;
}

/** A field the server derives and never writes: its name need not be a column of the table (a count, a joined name). */
export type ReadOnlyField = FieldDefinition & { readOnly: true };

/** The names of a definition's fields that are written, hence columns of its table (checked by the server's type check). */
export type WrittenFieldNames<Fields> = {
  [K in keyof Fields]: NonNullable<Fields[K]> extends { readOnly: true } ? never : K;
}[keyof Fields] &
  string;

/** A column of a read-only report. */
export const reportColumn = (kind: FieldKind, label: string, flags: Partial<Omit<FieldDefinition, 'readOnly'>> = {}): ReadOnlyField => ({
  kind,
  label,
  readOnly: true,
  list: true,
  ...flags,
});

/** A filter of a read-only report that is not one of its columns. */
export const reportFilter = (kind: FieldKind, label: string, flags: Partial<Omit<FieldDefinition, 'readOnly'>> = {}): ReadOnlyField => ({
  kind,
  label,
  readOnly: true,
  filter: true,
  ...flags,
});

export function choices(...ids: string[]): Choice[] {
  return ids.map((id) => ({ id, name: enumLabel(id) }));
}

/** A snake_case id as lower-case words: `business_units` → `business units`. */
export function spaced(id: string): string {
  return id.replace(/_/g, ' ');
}

/** A snake_case id as a label: `business_units` → `Business units`. */
export function humanise(id: string): string {
  const words = spaced(id);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type FieldErrors = Record<string, string[]>;
/** A record's values by field name, as a request sends them or as they are written. */
export type RecordValues = Record<string, unknown>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MONEY = /^-?\d{1,12}(\.\d{1,2})?$/;

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function isValidDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The problem with one value of a field, or undefined when it is acceptable. */
export function fieldProblem(field: FieldDefinition, value: unknown): string | undefined {
  if (isBlank(value)) return field.required ? `The ${field.label} field is required.` : undefined;
  if (field.kind === 'refs') return refsProblem(field, value);
  const raw = typeof value === 'string' ? value.trim() : String(value);
  const asText = canonicalText(field, raw);
  switch (field.kind) {
    case 'text':
    case 'longtext':
      if (typeof value !== 'string') return `The ${field.label} must be text.`;
      break;
    case 'email':
      if (!EMAIL.test(asText)) return 'Invalid email address';
      break;
    case 'number': {
      const n = Number(asText);
      if (!Number.isFinite(n)) return `The ${field.label} must be a number.`;
      const shown = (limit: number) => (field.percent ? formatPercent(String(limit)) : String(limit));
      if (field.min !== undefined && n < field.min) return `The ${field.label} must be at least ${shown(field.min)}.`;
      if (field.max !== undefined && n > field.max) return `The ${field.label} may not be greater than ${shown(field.max)}.`;
      break;
    }
    case 'money':
      if (!MONEY.test(asText)) return `The ${field.label} must be an amount with at most two decimals.`;
      if (field.min !== undefined && Number(asText) < field.min) return `The ${field.label} must be at least ${field.min}.`;
      break;
    case 'date':
      if (!isValidDate(asText)) return `The ${field.label} must be a date (YYYY-MM-DD).`;
      break;
    case 'time':
      if (!TIME.test(asText)) return `The ${field.label} must be a time (HH:mm:ss).`;
      break;
    case 'datetime': {
      const match = asText.match(DATETIME);
      if (!match || !isValidDate(match[1])) return `The ${field.label} must be a date and time (YYYY-MM-DD HH:mm).`;
      break;
    }
    case 'boolean':
      if (typeof value !== 'boolean') return `The ${field.label} must be yes or no.`;
      break;
    case 'choice':
      if (!field.choices?.some((c) => c.id === asText)) return `The selected ${field.label} is invalid.`;
      break;
    case 'ref':
      if (!Number.isSafeInteger(Number(asText)) || Number(asText) <= 0) return `The selected ${field.label} is invalid.`;
      break;
  }
  if (field.maxLength !== undefined && asText.length > field.maxLength) {
    return `The ${field.label} may not be longer than ${field.maxLength} characters.`;
  }
  if (field.pattern && !field.pattern.regex.test(asText)) return field.pattern.message;
  return undefined;
}

/** A list of record ids: each a positive integer, at most `max` of them. */
function refsProblem(field: FieldDefinition, value: unknown): string | undefined {
  if (!Array.isArray(value)) return `The ${field.label} must be a list.`;
  if (value.some((id) => !Number.isSafeInteger(Number(id)) || Number(id) <= 0 || (typeof id !== 'number' && typeof id !== 'string'))) {
    return `The selected ${field.label} are invalid.`;
  }
  if (field.max !== undefined && value.length > field.max) return `The ${field.label} may not list more than ${field.max}.`;
  return undefined;
}

/** Per-field messages for a record about to be written (read-only fields are skipped). */
export function validateRecord(definition: ResourceDefinition, values: RecordValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(definition.fields)) {
    if (field.readOnly) continue;
    const problem = fieldProblem(field, values[name]);
    if (problem) errors[name] = [problem];
  }
  return errors;
}

/** The writable values of a record, trimmed, with blanks as null and numbers as numbers. */
export function normaliseRecord(definition: ResourceDefinition, values: RecordValues): RecordValues {
  const result: RecordValues = {};
  for (const [name, field] of Object.entries(definition.fields)) {
    if (field.readOnly || !(name in values)) continue;
    const value = values[name];
    if (field.kind === 'refs') {
      // a JSON array of distinct ids for the jsonb column; none chosen is null
      const ids = Array.isArray(value) ? [...new Set(value.map(Number))] : [];
      result[name] = ids.length ? JSON.stringify(ids) : null;
    } else if (isBlank(value)) {
      result[name] = field.kind === 'boolean' ? false : null;
    } else if ((field.kind === 'number' && !field.percent) || field.kind === 'ref') {
      result[name] = Number(value);
    } else if (field.kind === 'money' || field.percent) {
      result[name] = String(value).trim();
    } else if (field.digitsOnly || field.mobile) {
      result[name] = canonicalText(field, String(value));
    } else if (field.kind === 'datetime' && typeof value === 'string') {
      const match = value.trim().match(DATETIME);
      result[name] = match ? `${match[1]} ${match[2]}${match[3] ?? ':00'}` : value.trim();
    } else if (typeof value === 'string') {
      result[name] = value.trim();
    } else {
      result[name] = value;
    }
  }
  return result;
}

function withoutSeparators(value: string): string {
  return value.trim().replace(/[\s-]/g, '');
}

/** A Philippine mobile number as stored: "+63 917-123-4567", "(0917) 123 4567" → "09171234567". */
export function canonicalMobile(value: string): string {
  const compact = value.trim().replace(/[\s\-.()]/g, '');
  const international = compact.match(/^\+?63(9\d{9})$/);
  return international ? `0${international[1]}` : compact;
}

/** The value a field stores for what the user typed: separators dropped where the field says so. */
function canonicalText(field: FieldDefinition, value: string): string {
  if (field.mobile) return canonicalMobile(value);
  return field.digitsOnly ? withoutSeparators(value) : value;
}

export function listFields(definition: ResourceDefinition): string[] {
  return Object.entries(definition.fields)
    .filter(([, f]) => f.list)
    .map(([name]) => name);
}

export function filterFields(definition: ResourceDefinition): string[] {
  return Object.entries(definition.fields)
    .filter(([, f]) => f.filter)
    .map(([name]) => name);
}

export function sortFields(definition: ResourceDefinition): string[] {
  return [
    'id',
    ...Object.entries(definition.fields)
      .filter(([, f]) => f.sort)
      .map(([name]) => name),
  ];
}

export function searchFields(definition: ResourceDefinition): string[] {
  return Object.entries(definition.fields)
    .filter(([, f]) => f.search)
    .map(([name]) => name);
}
