import { formatPercent } from '@core/money';
import { sentenceCase } from '@core/resources/filter-labels';
import type { FieldDefinition, ResourceDefinition } from '@core/resources/define';
import type { ListExportColumn } from '../export/ExportButton';
import type { ExportKind } from '../export/workbook';

/** 'last login' → 'Last login': definitions keep labels lower-case for messages. */
export function fieldLabel(field: FieldDefinition): string {
  return sentenceCase(field.label);
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
      const names = new Map((field.choices ?? []).map((c) => [c.id, c.name]));
      return { source, label, value: (row) => names.get(String(row[source])) ?? row[source] };
    }
    return { source, label, kind: EXPORT_KINDS[field.kind] ?? 'text' };
  });
}
