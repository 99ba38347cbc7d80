import { formatPercent } from '@core/money';
import { sentenceCase } from '@core/resources/filter-labels';
import type { FieldDefinition, ResourceDefinition } from '@core/resources/define';
import type { ListExportColumn } from '../export/ExportButton';
import type { ExportKind } from '../export/workbook';

/** 'last login' → 'Last login': definitions keep labels lower-case for messages. */
export function fieldLabel(field: FieldDefinition): string {
  return sentenceCase(field.label);
}

/**
 * A choice field's value as its name. Choices are keyed by text while some stored values
 * are numbers (a month is 10 on the wire and '10' among the choices).
 */
export function choiceName(field: FieldDefinition): (value: unknown) => string {
  const names = new Map((field.choices ?? []).map((c) => [String(c.id), c.name]));
  return (value) => (value === null || value === undefined ? '' : (names.get(String(value)) ?? String(value)));
}

export function definitionFields(
  definition: ResourceDefinition,
  pick: (field: FieldDefinition) => boolean | undefined,
): [string, FieldDefinition][] {
  return Object.entries(definition.fields).filter(([, field]) => pick(field));
}

const EXPORT_KINDS: Partial<Record<FieldDefinition['kind'], ExportKind>> = {
  number: 'number',
  money: 'money',
  date: 'date',
  boolean: 'boolean',
};

/** The spreadsheet columns of a resource: its list columns with human headers. */
export function exportColumns(definition: ResourceDefinition): ListExportColumn[] {
  return definitionFields(definition, (f) => f.list).map(([source, field]) => {
    const label = fieldLabel(field);
    if (field.kind === 'ref') return { source, label, reference: field.reference };
    if (field.percent) return { source, label, value: (row) => formatPercent(row[source]) };
    if (field.kind === 'choice') {
      const name = choiceName(field);
      return { source, label, value: (row) => name(row[source]) };
    }
    return { source, label, kind: EXPORT_KINDS[field.kind] ?? 'text' };
  });
}
