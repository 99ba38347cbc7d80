import { payrollPeriodRef } from './payroll-periods.resource';
import { choices, defineResource, reportColumn } from './define';
import { transactionTypeRef } from './transaction-types.resource';

/** The columns of a batch-entry spreadsheet, in the template's order. */
export const BATCH_ENTRY_COLUMNS = ['employee_no', 'amount', 'remarks'] as const;

/** One transaction type for many employees in one period (docs/domain.md §8 `batch_entries`). */
export const batchEntriesResource = defineResource({
  name: 'batch-entries',
  table: 'batch_entries',
  label: 'Batch entries',
  textFields: ['description'],
  defaultSort: ['id', 'DESC'],
  fields: {
    payroll_period_id: payrollPeriodRef,
    transaction_type_id: transactionTypeRef,
    description: { kind: 'text', label: 'description', required: true, maxLength: 150, list: true, search: true, sort: true },
    // the period's group: only its employees can be paid through the batch
    payroll_group_id: { kind: 'ref', label: 'payroll group', reference: 'payroll-groups', readOnly: true, filter: true },
    file_name: { kind: 'text', label: 'uploaded file', readOnly: true },
    line_count: { kind: 'number', label: 'lines', readOnly: true, list: true, sort: true },
    error_count: { kind: 'number', label: 'lines with problems', readOnly: true, list: true },
    total_amount: { kind: 'money', label: 'total', readOnly: true, list: true, sort: true },
    status: {
      kind: 'choice',
      label: 'status',
      readOnly: true,
      choices: choices('draft', 'validated', 'applied', 'void'),
      list: true,
      filter: true,
    },
    applied_at: { kind: 'datetime', label: 'applied on', readOnly: true },
  },
});

/** One employee's amount in a batch, as uploaded or typed; resolved and checked on every change. */
export const batchEntryLinesResource = defineResource({
  name: 'batch-entry-lines',
  table: 'batch_entry_lines',
  label: 'Batch entry lines',
  textFields: ['employee_no'],
  defaultSort: ['row_no', 'ASC'],
  fields: {
    batch_entry_id: { kind: 'ref', label: 'batch', reference: 'batch-entries', required: true, filter: true },
    row_no: reportColumn('number', 'row', { sort: true, plain: true }),
    employee_no: { kind: 'text', label: 'employee no.', required: true, maxLength: 20, list: true, search: true, sort: true },
    employee_id: reportColumn('ref', 'employee', { reference: 'employees', filter: true }),
    amount: { kind: 'money', label: 'amount', required: true, list: true, sort: true },
    remarks: { kind: 'text', label: 'remarks', maxLength: 255, list: true },
    error: reportColumn('text', 'problem', { filter: false }),
  },
});
