import { choices, defineResource } from './define';
import { employeeRef } from './employees.resource';
import { transactionTypeRef } from './transaction-types.resource';

/** Standing allowances and deductions paid or taken in every matching regular period (docs/domain.md §7 `recurring_entries`). */
export const recurringEntriesResource = defineResource({
  name: 'recurring-entries',
  table: 'recurring_entries',
  label: 'Recurring entries',
  textFields: ['start_date', 'frequency'],
  defaultSort: ['start_date', 'DESC'],
  fields: {
    employee_id: employeeRef,
    transaction_type_id: transactionTypeRef,
    amount: { kind: 'money', label: 'amount per occurrence', required: true, min: 0.01, list: true, sort: true },
    frequency: {
      kind: 'choice',
      label: 'frequency',
      required: true,
      choices: choices('every_period', 'first_cutoff', 'second_cutoff', 'monthly_last_period'),
      list: true,
      filter: true,
      defaultValue: 'every_period',
    },
    start_date: { kind: 'date', label: 'start date', required: true, list: true, sort: true, filter: true },
    end_date: { kind: 'date', label: 'end date', list: true, sort: true },
    prorate_by_attendance: { kind: 'boolean', label: 'pro-rate by days worked', defaultValue: false },
    status: {
      kind: 'choice',
      label: 'status',
      readOnly: true,
      choices: choices('active', 'suspended', 'ended'),
      list: true,
      filter: true,
    },
    remarks: { kind: 'text', label: 'remarks', maxLength: 255 },
  },
});
