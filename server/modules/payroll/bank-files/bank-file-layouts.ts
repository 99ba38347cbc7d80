import { toCentavos } from '@core/money';
import { bankFileNote, layoutOfFormat, type BankFileLayout } from '@core/resources/bank-files.resource';
import { amount, count, date, digits, text, writeFlatFile, type FlatFileResult, type FlatLayout } from '../files/flat-file';

// The payroll crediting file of one bank, as a layout for the one flat-file writer. No
// bank's own layout is public, so every format is written in the generic CSV layout
// under the bank's name (core/resources/bank-files.resource.ts says so on the screen). PURE.

export interface BankFileHead {
  company_name: string;
  bank_code: string;
  bank_name: string;
  /** the company's payroll (debit) account at the bank */
  company_account_no: string | null;
  /** the code the bank assigned to the employer */
  company_code: string | null;
  period_code: string;
  pay_date: string;
  file_kind: 'regular' | 'supplementary';
  sequence_no: number;
}

/** One payslip to credit. */
export interface BankFileRow {
  bank_account_no: string | null;
  employee_no: string;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  net_pay: string;
}

const genericCsv: FlatLayout<BankFileHead, BankFileRow> = {
  kind: 'csv',
  header: (head) => [
    [
      text('H'),
      text(head.company_name.toUpperCase()),
      digits(head.company_account_no),
      text(head.company_code),
      text(head.bank_name.toUpperCase()),
      date(head.pay_date, 'YYYYMMDD'),
      text(head.period_code),
      text(head.file_kind === 'regular' ? 'R' : 'S'),
      count(head.sequence_no),
    ],
  ],
  titles: ['REC', 'ACCOUNT NO', 'EMPLOYEE NO', 'LAST NAME', 'FIRST NAME', 'MIDDLE NAME', 'AMOUNT'],
  detail: (row) => [
    text('D'),
    digits(row.bank_account_no),
    text(row.employee_no),
    text(row.last_name.toUpperCase()),
    text(row.first_name.toUpperCase()),
    text((row.middle_name ?? '').toUpperCase()),
    amount(toCentavos(row.net_pay)),
  ],
  amount: (row) => toCentavos(row.net_pay),
  trailer: (_head, control) => [text('T'), count(control.count), amount(control.total)],
};

const LAYOUTS: Readonly<Record<BankFileLayout, FlatLayout<BankFileHead, BankFileRow>>> = { generic_csv: genericCsv };

export interface BankFile extends FlatFileResult {
  file_name: string;
  mime_type: string;
  layout: BankFileLayout;
  note: string;
}

const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The crediting file of one bank's payslips in the layout of its format. */
export function writeBankFile(format: string, head: BankFileHead, rows: readonly BankFileRow[]): BankFile {
  const layout = layoutOfFormat(format);
  const written = writeFlatFile(LAYOUTS[layout], head, rows);
  return {
    ...written,
    file_name: `${slug(head.bank_code)}-${slug(head.period_code)}-${head.file_kind}-${head.sequence_no}.csv`,
    mime_type: 'text/csv',
    layout,
    note: bankFileNote(format),
  };
}
