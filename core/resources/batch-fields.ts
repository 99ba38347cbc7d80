import { choices, defineResource, reportColumn, type FieldDefinition, type ReadOnlyField } from './define';

// What every computation batch (docs/domain.md §13.5) shows besides its own inputs: the period that
// pays it and that period's group, its state and remarks; and the shape of its lines' resource.

export const BATCH_STATUSES = ['draft', 'computed', 'approved', 'posted', 'cancelled'] as const;

/** The target period and its group: the batch's entries are paid only to the group's employees. */
export const batchTargetFields = (groupInList = true) =>
  ({
    target_payroll_period_id: {
      kind: 'ref',
      label: 'paid in payroll period',
      reference: 'payroll-periods',
      required: true,
      list: true,
      filter: true,
    },
    payroll_group_id: { kind: 'ref', label: 'payroll group', reference: 'payroll-groups', readOnly: true, list: groupInList, filter: true },
  }) satisfies Record<string, FieldDefinition>;

/** Derived by the lifecycle; remarks written by the officer. */
export const BATCH_STATE_FIELDS = {
  status: { kind: 'choice', label: 'status', readOnly: true, choices: choices(...BATCH_STATUSES), list: true, filter: true },
  remarks: { kind: 'text', label: 'remarks', maxLength: 255, search: true },
} satisfies Record<string, FieldDefinition>;

/** A resource's name as its table's: `thirteenth-month-lines` → `thirteenth_month_lines`. */
type TableOfName<N extends string> = N extends `${infer Head}-${infer Tail}` ? `${Head}_${TableOfName<Tail>}` : N;

/** A batch's lines: one per employee (and leave type), filtered by their batch, read-only. */
export function batchLinesResource<const N extends string, const C extends string, const F extends Record<string, FieldDefinition>>(
  name: N,
  label: string,
  batch: { column: C; label: string; reference: string },
  fields: F,
) {
  // a computed key types as an index signature; the batch column is the one key it holds
  const batchColumn = {
    [batch.column]: reportColumn('ref', batch.label, { reference: batch.reference, filter: true, list: false }),
  } as Record<C, ReadOnlyField>;
  return defineResource({
    name,
    // the replacement the type TableOfName spells out
    table: name.replace(/-/g, '_') as TableOfName<N>,
    label,
    textFields: ['id'],
    defaultSort: ['id', 'ASC'],
    fields: {
      ...batchColumn,
      employee_id: reportColumn('ref', 'employee', { reference: 'employees', filter: true }),
      ...fields,
    },
  });
}

/** The target period and group, the count and total, and the state of a batch, labelled for its kind. */
export function batchFields(labels: { target: string; count: string; total: string }) {
  const target = batchTargetFields();
  return {
    ...target,
    target_payroll_period_id: { ...target.target_payroll_period_id, label: labels.target },
    employee_count: { kind: 'number', label: labels.count, readOnly: true, list: true },
    total_amount: { kind: 'money', label: labels.total, readOnly: true, list: true, sort: true },
    ...BATCH_STATE_FIELDS,
  } satisfies Record<string, FieldDefinition>;
}
