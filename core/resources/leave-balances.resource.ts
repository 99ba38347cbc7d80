import { defineResource, reportColumn, type FieldDefinition } from './define';

export const LEDGER_ENTRY_TYPES = [
  { id: 'opening', name: 'Opening balance' },
  { id: 'carry_over', name: 'Carried over' },
  { id: 'grant', name: 'Yearly grant' },
  { id: 'accrual', name: 'Monthly accrual' },
  { id: 'availment', name: 'Leave taken' },
  { id: 'availment_reversal', name: 'Leave cancelled' },
  { id: 'conversion', name: 'Converted to cash' },
  { id: 'forfeiture', name: 'Forfeited' },
  { id: 'adjustment', name: 'Adjustment' },
];

const days = (label: string, extra: Partial<Omit<FieldDefinition, 'readOnly'>> = {}) => reportColumn('number', label, extra);

/** Leave balance per employee, type and year (docs/domain.md §6 `leave_balances`), totals of the ledger. */
export const leaveBalancesResource = defineResource({
  name: 'leave-balances',
  table: 'leave_balances',
  label: 'Leave records',
  textFields: ['year'],
  defaultSort: ['employee_id', 'ASC'],
  fields: {
    employee_id: { kind: 'ref', label: 'employee', reference: 'employees', readOnly: true, list: true, filter: true, sort: true },
    leave_type_id: { kind: 'ref', label: 'leave type', reference: 'leave-types', readOnly: true, list: true, filter: true, sort: true },
    year: { kind: 'number', label: 'year', readOnly: true, list: true, filter: true, sort: true, exactFilter: true, plain: true },
    opening: days('opening'),
    earned: days('earned'),
    used: days('used', { sort: true }),
    converted: days('converted'),
    forfeited: days('forfeited'),
    adjusted: days('adjusted'),
    balance: days('balance', { sort: true }),
    pending: days('pending'),
    available: days('available'),
  },
});

/** The immutable entries behind a balance (docs/domain.md §6 `leave_ledger_entries`). */
export const leaveLedgerEntriesResource = defineResource({
  name: 'leave-ledger-entries',
  table: 'leave_ledger_entries',
  label: 'Leave ledger',
  textFields: ['entry_date', 'entry_type'],
  defaultSort: ['entry_date', 'ASC'],
  fields: {
    leave_balance_id: { kind: 'number', label: 'balance', readOnly: true, filter: true },
    employee_id: { kind: 'ref', label: 'employee', reference: 'employees', readOnly: true, list: true, filter: true },
    leave_type_id: { kind: 'ref', label: 'leave type', reference: 'leave-types', readOnly: true, list: true, filter: true },
    entry_date: { kind: 'date', label: 'date', readOnly: true, list: true, filter: true, sort: true },
    entry_type: { kind: 'choice', label: 'entry', choices: LEDGER_ENTRY_TYPES, readOnly: true, list: true, filter: true },
    days: { kind: 'number', label: 'days (+ credit, − debit)', readOnly: true, list: true },
    with_pay: { kind: 'boolean', label: 'with pay', readOnly: true },
    application_id: { kind: 'number', label: 'application', readOnly: true, list: true },
    remarks: { kind: 'text', label: 'remarks', readOnly: true, list: true, search: true },
  },
});
