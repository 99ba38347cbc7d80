import { payrollPeriodRef } from './payroll-periods.resource';
import { choices, defineResource } from './define';
import { employeeRef } from './employees.resource';
import { transactionTypeRef } from './transaction-types.resource';

export const ENTRY_SOURCES = [
  'manual',
  'batch',
  'leave_conversion',
  'service_charge',
  'bonus',
  'thirteenth_month',
  'retro',
  'year_end',
  'final_pay',
  'carry_over',
] as const;

/** One-time earnings and deductions of one employee in one period (docs/domain.md §8 `payroll_entries`). */
export const payrollEntriesResource = defineResource({
  name: 'payroll-entries',
  table: 'payroll_entries',
  label: 'Payroll entries',
  textFields: ['amount', 'remarks'],
  defaultSort: ['id', 'DESC'],
  fields: {
    payroll_period_id: payrollPeriodRef,
    employee_id: employeeRef,
    transaction_type_id: transactionTypeRef,
    quantity: { kind: 'number', label: 'quantity', min: 0, max: 9_999_999 },
    amount: { kind: 'money', label: 'amount', required: true, list: true, sort: true },
    source_type: { kind: 'choice', label: 'source', readOnly: true, choices: choices(...ENTRY_SOURCES), list: true, filter: true },
    remarks: { kind: 'text', label: 'remarks', maxLength: 255, list: true, search: true },
    status: { kind: 'choice', label: 'status', readOnly: true, choices: choices('active', 'void', 'posted'), list: true, filter: true },
  },
});
