import { choices, defineResource, reportColumn, type FieldDefinition, type ResourceDefinition } from './define';

// What every computation batch (domain.md §13.5) shows besides its own inputs: the period that
// pays it and that period's group, its state and remarks; and the shape of its lines' resource.

export const BATCH_STATUSES = ['draft', 'computed', 'approved', 'posted', 'cancelled'] as const;

/** The target period and its group: the batch's entries are paid only to the group's employees. */
export const batchTargetFields = (groupInList = true): Record<string, FieldDefinition> => ({
  target_payroll_period_id: {
    kind: 'ref',
    label: 'paid in payroll period',
    reference: 'payroll-periods',
    required: true,
    list: true,
    filter: true,
  },
  payroll_group_id: { kind: 'ref', label: 'payroll group', reference: 'payroll-groups', readOnly: true, list: groupInList, filter: true },
});

/** Derived by the lifecycle; remarks written by the officer. */
export const BATCH_STATE_FIELDS: Record<string, FieldDefinition> = {
  status: { kind: 'choice', label: 'status', readOnly: true, choices: choices(...BATCH_STATUSES), list: true, filter: true },
  remarks: { kind: 'text', label: 'remarks', maxLength: 255, search: true },
};

/** A batch's lines: one per employee (and leave type), filtered by their batch, read-only. */
export function batchLinesResource(
  name: string,
  label: string,
  batch: { column: string; label: string; reference: string },
  fields: Record<string, FieldDefinition>,
): ResourceDefinition {
  return defineResource({
    name,
    table: name.replace(/-/g, '_'),
    label,
    textFields: ['id'],
    defaultSort: ['id', 'ASC'],
    fields: {
      [batch.column]: reportColumn('ref', batch.label, { reference: batch.reference, filter: true, list: false }),
      employee_id: reportColumn('ref', 'employee', { reference: 'employees', filter: true }),
      ...fields,
    },
  });
}

/** The target period and group, the count and total, and the state of a batch, labelled for its kind. */
export function batchFields(labels: { target: string; count: string; total: string }): Record<string, FieldDefinition> {
  const target = batchTargetFields();
  return {
    ...target,
    target_payroll_period_id: { ...target.target_payroll_period_id, label: labels.target },
    employee_count: { kind: 'number', label: labels.count, readOnly: true, list: true },
    total_amount: { kind: 'money', label: labels.total, readOnly: true, list: true, sort: true },
    ...BATCH_STATE_FIELDS,
  };
}
