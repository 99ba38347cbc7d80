import { BANK_FILE_FORMATS } from './banks.resource';
import { defineResource, reportColumn as column } from './define';

// The payroll crediting files of posted periods (docs/domain.md §7 `banks`, §13.4 posting):
// one file per bank and generation, the first one regular and each later one, made of
// payslips released from hold, supplementary. No bank publishes its payroll-crediting
// upload layout (the banks hand it to their corporate clients), and docs/statutory.md gives
// none, so every bank's file uses the generic layout under the bank's name.

export type BankFileFormat = (typeof BANK_FILE_FORMATS)[number];

export const BANK_FILE_FORMAT_NAMES: Readonly<Record<BankFileFormat, string>> = {
  bdo: 'BDO',
  bpi: 'BPI',
  metrobank: 'Metrobank',
  landbank: 'Landbank',
  security_bank: 'Security Bank',
  unionbank: 'UnionBank',
  rcbc: 'RCBC',
  pnb: 'PNB',
  chinabank: 'China Bank',
  generic_csv: 'Generic CSV',
};

/** The layouts the writer knows; a format without a layout of its own of these uses `generic_csv`. */
export const BANK_FILE_LAYOUTS = ['generic_csv'] as const;
export type BankFileLayout = (typeof BANK_FILE_LAYOUTS)[number];

/** The layout a bank's format is written in: the generic one for every bank until a bank's own layout is verified. */
export const layoutOfFormat = (_format: string): BankFileLayout => 'generic_csv';

/** What the screen says about a format's file. */
export function bankFileNote(format: string): string {
  const name = BANK_FILE_FORMAT_NAMES[format as BankFileFormat] ?? format;
  if (format === 'generic_csv')
    return 'Generic CSV layout: a header, one line per employee credited, and a trailer with the count and the control total.';
  return `${name}'s own payroll-crediting layout is not public: this file uses the generic CSV layout under ${name}'s name. Check with the bank that its upload accepts it.`;
}

const toChoices = (ids: readonly string[], names: Readonly<Record<string, string>>) => ids.map((id) => ({ id, name: names[id] ?? id }));
export const BANK_FILE_KINDS = [
  { id: 'regular', name: 'Regular' },
  { id: 'supplementary', name: 'Supplementary (released from hold)' },
];

/** The bank crediting files of the caller's company, generated through the period's `bank-files` verb. */
export const bankFilesResource = defineResource({
  name: 'bank-files',
  table: 'bank_credit_files',
  label: 'Bank files',
  textFields: ['file_format', 'sequence_no'],
  defaultSort: ['created_at', 'DESC'],
  fields: {
    payroll_period_id: column('ref', 'payroll period', { reference: 'payroll-periods', filter: true }),
    bank_id: column('ref', 'bank', { reference: 'banks', filter: true }),
    sequence_no: column('number', 'file no.', { sort: true, plain: true }),
    file_kind: column('choice', 'kind', { choices: BANK_FILE_KINDS, filter: true, sort: true }),
    file_format: column('choice', 'bank format', { choices: toChoices(BANK_FILE_FORMATS, BANK_FILE_FORMAT_NAMES), filter: true }),
    layout: column('choice', 'layout written', { choices: toChoices(BANK_FILE_LAYOUTS, BANK_FILE_FORMAT_NAMES) }),
    employee_count: column('number', 'employees', { sort: true }),
    total_amount: column('money', 'control total', { sort: true }),
    created_at: column('datetime', 'generated', { sort: true, filter: true }),
  },
});
