import { choices, defineResource, type FieldDefinition } from './define';

export const TAX_TREATMENTS = [
  'taxable',
  'taxable_exempt_for_mwe',
  'de_minimis',
  'other_benefits',
  'statutory_contribution',
  'non_taxable',
  'not_applicable',
] as const;
/** The taxable boxes of 2316 Part IV-B B (items 39 to 51), in the form's order. */
export const BIR_2316_TAXABLE_BOXES = [
  'basic_salary',
  'representation',
  'transportation',
  'cola',
  'fixed_housing_allowance',
  'other_taxable_regular',
  'commission',
  'profit_sharing',
  'fees',
  'thirteenth_month_and_other_benefits',
  'hazard_pay',
  'overtime_pay',
  'other_taxable_supplementary',
] as const;
export const BIR_2316_BOXES = [
  ...BIR_2316_TAXABLE_BOXES,
  'de_minimis',
  'contributions_and_union_dues',
  'other_non_taxable',
  'none',
] as const;
export const BIR_2316_MWE_BOXES = ['mwe_basic', 'mwe_holiday_pay', 'mwe_overtime_pay', 'mwe_night_differential', 'mwe_hazard_pay'] as const;

/** Every earning and deduction that can appear on a payslip (docs/domain.md §7 `transaction_types`). */
export const transactionTypesResource = defineResource({
  name: 'transaction-types',
  table: 'transaction_types',
  label: 'Transaction types',
  textFields: ['code', 'name'],
  defaultSort: ['code', 'ASC'],
  fields: {
    code: {
      kind: 'text',
      label: 'code',
      required: true,
      maxLength: 30,
      list: true,
      search: true,
      sort: true,
      pattern: { regex: /^[A-Z0-9_]+$/, message: 'The code may contain only capital letters, digits and underscores.' },
    },
    name: { kind: 'text', label: 'name', required: true, maxLength: 100, list: true, search: true, sort: true },
    transaction_class_id: {
      kind: 'ref',
      label: 'transaction class',
      required: true,
      reference: 'transaction-classes',
      list: true,
      filter: true,
    },
    tax_treatment: {
      kind: 'choice',
      label: 'tax treatment',
      required: true,
      choices: choices(...TAX_TREATMENTS),
      list: true,
      filter: true,
    },
    de_minimis_ceiling: { kind: 'money', label: 'de minimis ceiling', min: 0 },
    de_minimis_ceiling_period: { kind: 'choice', label: 'de minimis ceiling period', choices: choices('month', 'year') },
    de_minimis_ceiling_days: { kind: 'number', label: 'de minimis ceiling in days', min: 0, max: 365 },
    thirteenth_month_basis: { kind: 'boolean', label: '13th month basis', filter: true, defaultValue: false },
    sss_basis: { kind: 'boolean', label: 'SSS basis', defaultValue: false },
    philhealth_basis: { kind: 'boolean', label: 'PhilHealth basis', defaultValue: false },
    pagibig_basis: { kind: 'boolean', label: 'Pag-IBIG basis', defaultValue: false },
    bir_2316_box: { kind: 'choice', label: 'BIR 2316 box', required: true, choices: choices(...BIR_2316_BOXES), defaultValue: 'none' },
    bir_2316_mwe_box: { kind: 'choice', label: 'BIR 2316 box for minimum wage earners', choices: choices(...BIR_2316_MWE_BOXES) },
    debit_account_id: { kind: 'ref', label: 'debit account', required: true, reference: 'chart-of-accounts' },
    credit_account_id: { kind: 'ref', label: 'credit account', required: true, reference: 'chart-of-accounts' },
    allow_recurring: { kind: 'boolean', label: 'allowed in recurring entries', defaultValue: false },
    allow_manual: { kind: 'boolean', label: 'allowed in manual entries', list: true, filter: true, defaultValue: false },
    deduction_priority: { kind: 'number', label: 'deduction priority', min: 0, max: 999 },
    is_system: { kind: 'boolean', label: 'system', readOnly: true, list: true, filter: true },
    is_active: { kind: 'boolean', label: 'active', list: true, filter: true, defaultValue: true },
  },
});

/** The transaction type a period input is paid or deducted under. */
export const transactionTypeRef: FieldDefinition = {
  kind: 'ref',
  label: 'transaction type',
  reference: 'transaction-types',
  required: true,
  list: true,
  filter: true,
};
