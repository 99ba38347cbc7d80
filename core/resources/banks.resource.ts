import { choices, defineResource } from './define';

export const BANK_FILE_FORMATS = [
  'bdo',
  'bpi',
  'metrobank',
  'landbank',
  'security_bank',
  'unionbank',
  'rcbc',
  'pnb',
  'chinabank',
  'generic_csv',
] as const;

/** Banks used for payroll crediting (docs/domain.md §7 `banks`). */
export const banksResource = defineResource({
  name: 'banks',
  table: 'banks',
  label: 'Banks',
  textFields: ['code', 'name'],
  defaultSort: ['code', 'ASC'],
  fields: {
    code: { kind: 'text', label: 'code', required: true, maxLength: 20, list: true, search: true, sort: true },
    name: { kind: 'text', label: 'name', required: true, maxLength: 150, list: true, search: true, sort: true },
    branch: { kind: 'text', label: 'branch', maxLength: 150, list: true, search: true },
    company_account_no: {
      kind: 'text',
      label: 'company account no.',
      maxLength: 30,
      list: true,
      pattern: { regex: /^[0-9-]+$/, message: 'The company account no. may contain only digits and dashes.' },
    },
    company_account_name: { kind: 'text', label: 'company account name', maxLength: 150 },
    company_code: { kind: 'text', label: 'company code', maxLength: 30 },
    file_format: {
      kind: 'choice',
      label: 'crediting file format',
      required: true,
      choices: choices(...BANK_FILE_FORMATS),
      list: true,
      filter: true,
      defaultValue: 'generic_csv',
    },
    account_no_length: { kind: 'number', label: 'account no. length', min: 6, max: 30 },
    is_active: { kind: 'boolean', label: 'active', list: true, filter: true, defaultValue: true },
  },
});
