import { choices, defineResource } from './define';

/** Groups of transaction types: nature and payslip section (docs/domain.md §7 `transaction_classes`). */
export const transactionClassesResource = defineResource({
  name: 'transaction-classes',
  table: 'transaction_classes',
  label: 'Transaction classes',
  textFields: ['code', 'name'],
  defaultSort: ['sort_order', 'ASC'],
  fields: {
    code: {
      kind: 'text',
      label: 'code',
      required: true,
      maxLength: 30,
      list: true,
      search: true,
      sort: true,
      filter: true,
      pattern: { regex: /^[A-Z0-9_]+$/, message: 'The code may contain only capital letters, digits and underscores.' },
    },
    name: { kind: 'text', label: 'name', required: true, maxLength: 100, list: true, search: true, sort: true },
    nature: {
      kind: 'choice',
      label: 'nature',
      required: true,
      choices: choices('earning', 'deduction', 'employer_share', 'information'),
      list: true,
      filter: true,
    },
    payslip_section: {
      kind: 'choice',
      label: 'payslip section',
      required: true,
      choices: choices('earnings', 'deductions', 'employer_contributions', 'hidden'),
      list: true,
      filter: true,
    },
    sort_order: { kind: 'number', label: 'sort order', required: true, min: 0, max: 999, list: true, sort: true, defaultValue: 100 },
    is_system: { kind: 'boolean', label: 'system', readOnly: true, list: true, filter: true },
  },
});
