import { choices, defineResource } from './define';

export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;

/** Debit-normal types; the others are credit-normal. */
export function normalBalanceOf(accountType: string): 'debit' | 'credit' {
  return accountType === 'asset' || accountType === 'expense' ? 'debit' : 'credit';
}

/** General-ledger accounts of the payroll journal (docs/domain.md §7 `chart_of_accounts`). */
export const chartOfAccountsResource = defineResource({
  name: 'chart-of-accounts',
  table: 'chart_of_accounts',
  label: 'Chart of accounts',
  textFields: ['account_code', 'account_name'],
  defaultSort: ['account_code', 'ASC'],
  fields: {
    account_code: { kind: 'text', label: 'account code', required: true, maxLength: 20, list: true, search: true, sort: true },
    account_name: { kind: 'text', label: 'account name', required: true, maxLength: 150, list: true, search: true, sort: true },
    account_type: {
      kind: 'choice',
      label: 'account type',
      required: true,
      choices: choices(...ACCOUNT_TYPES),
      list: true,
      filter: true,
      sort: true,
    },
    normal_balance: { kind: 'choice', label: 'normal balance', readOnly: true, choices: choices('debit', 'credit'), list: true },
    parent_id: { kind: 'ref', label: 'parent account', reference: 'chart-of-accounts', filter: true },
    is_active: { kind: 'boolean', label: 'active', list: true, filter: true, defaultValue: true },
  },
});
