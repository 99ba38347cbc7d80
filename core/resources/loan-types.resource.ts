import { choices, defineResource } from './define';

/** Company and agency loan types with their deduction rules (docs/domain.md §10 `loan_types`). */
export const loanTypesResource = defineResource({
  name: 'loan-types',
  table: 'loan_types',
  label: 'Loan types',
  textFields: ['code', 'name'],
  defaultSort: ['priority', 'ASC'],
  fields: {
    code: { kind: 'text', label: 'code', required: true, maxLength: 20, list: true, search: true, sort: true },
    name: { kind: 'text', label: 'name', required: true, maxLength: 100, list: true, search: true, sort: true },
    lender: {
      kind: 'choice',
      label: 'lender',
      required: true,
      choices: [
        { id: 'company', name: 'Company' },
        { id: 'sss', name: 'SSS' },
        { id: 'pagibig', name: 'Pag-IBIG' },
        { id: 'third_party', name: 'Third party' },
      ],
      list: true,
      filter: true,
    },
    loan_category: {
      kind: 'choice',
      label: 'category',
      required: true,
      choices: choices('salary', 'calamity', 'multi_purpose', 'housing', 'cash_advance', 'emergency', 'other'),
      list: true,
      filter: true,
    },
    transaction_type_id: { kind: 'ref', label: 'deduction type', required: true, reference: 'transaction-types' },
    interest_rate_annual: {
      kind: 'number',
      label: 'annual interest rate',
      percent: true,
      min: 0,
      max: 1,
      pattern: { regex: /^\d+(\.\d{1,5})?$/, message: 'The annual interest rate may have at most three decimals (6.125 %).' },
    },
    interest_method: {
      kind: 'choice',
      label: 'interest method',
      required: true,
      choices: choices('none', 'add_on', 'diminishing'),
      defaultValue: 'none',
    },
    default_term_months: { kind: 'number', label: 'default term (months)', min: 1, max: 360 },
    max_amount: { kind: 'money', label: 'maximum amount', min: 0 },
    deduction_schedule: {
      kind: 'choice',
      label: 'deduction schedule',
      required: true,
      choices: choices('every_period', 'first_cutoff', 'second_cutoff'),
      list: true,
      defaultValue: 'every_period',
    },
    priority: { kind: 'number', label: 'priority', required: true, min: 0, max: 999, list: true, sort: true, defaultValue: 100 },
    is_active: { kind: 'boolean', label: 'active', list: true, filter: true, defaultValue: true },
  },
});
