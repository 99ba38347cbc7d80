import { choices, defineResource } from './define';
import { employeeRef } from './employees.resource';

export const LOAN_STATUSES = ['draft', 'active', 'on_hold', 'paid', 'cancelled', 'transferred_to_final_pay'] as const;

/** Company and agency loans collected through payroll (docs/domain.md §10 `loans`). */
export const loansResource = defineResource({
  name: 'loans',
  table: 'loans',
  label: 'Loans',
  textFields: ['reference_no', 'granted_date'],
  defaultSort: ['granted_date', 'DESC'],
  fields: {
    employee_id: employeeRef,
    loan_type_id: { kind: 'ref', label: 'loan type', reference: 'loan-types', required: true, list: true, filter: true },
    reference_no: { kind: 'text', label: 'reference number', maxLength: 30, list: true, search: true },
    granted_date: { kind: 'date', label: 'granted', required: true, list: true, sort: true, filter: true },
    principal_amount: { kind: 'money', label: 'principal', required: true, min: 0.01, list: true, sort: true },
    interest_amount: { kind: 'money', label: 'interest', min: 0, defaultValue: '0.00' },
    total_payable: { kind: 'money', label: 'total payable', readOnly: true, list: true },
    amortization_amount: { kind: 'money', label: 'amortisation per deduction', required: true, min: 0.01, list: true },
    number_of_installments: { kind: 'number', label: 'instalments', readOnly: true },
    first_deduction_date: { kind: 'date', label: 'first deduction on or after', required: true, sort: true },
    deduction_schedule: {
      kind: 'choice',
      label: 'deduction schedule',
      required: true,
      choices: choices('every_period', 'first_cutoff', 'second_cutoff'),
      defaultValue: 'every_period',
    },
    paid_amount: { kind: 'money', label: 'paid', readOnly: true, list: true },
    balance: { kind: 'money', label: 'balance', readOnly: true, list: true, sort: true },
    hold_from: { kind: 'date', label: 'hold from', readOnly: true },
    hold_to: { kind: 'date', label: 'hold to', readOnly: true },
    status: { kind: 'choice', label: 'status', readOnly: true, choices: choices(...LOAN_STATUSES), list: true, filter: true },
    remarks: { kind: 'text', label: 'remarks', maxLength: 255 },
  },
});
