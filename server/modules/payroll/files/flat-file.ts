import { neutraliseFormula } from '@core/formula-text';
import { centavosText } from '@core/money';

// The one writer of every agency upload file and bank crediting file: a layout is data
// (its header records, one detail record per row, a trailer with the count and the
// control total), written either as comma-separated values or as fixed-width text.
// Lines end in CRLF (the agencies' and banks' upload tools are Windows programs);
// the file ends with a line break. Every text field is neutralised against spreadsheet
// formulas (core/formula-text.ts): a CSV cell that would begin with = + - @ gets a leading
// apostrophe, a fixed-width field loses those leading characters; numeric fields (amounts,
// counts, dates, digits) are written as they are, so a negative amount stays a number. PURE.

export interface FlatField {
  value: string;
  /** fixed-width files: the field's width (text is cut to it) */
  width?: number;
  /** numbers right-aligned and zero-padded, text left-aligned and space-padded */
  align?: 'left' | 'right';
  /** an amount, count, date or digits made by the helpers below: never read as a formula, written as it is */
  numeric?: boolean;
}

export interface FlatLayout<Head, Row> {
  kind: 'csv' | 'fixed';
  /** the records before the details (the employer's or company's identification) */
  header: (head: Head) => FlatField[][];
  /** CSV only: a line of column titles before the details */
  titles?: readonly string[];
  detail: (row: Row, head: Head) => FlatField[];
  /** the amount each row adds to the control total, in centavos */
  amount: (row: Row) => number;
  trailer: (head: Head, control: Control) => FlatField[];
}

export interface Control {
  count: number;
  /** centavos */
  total: number;
}

export interface FlatFileResult {
  content: Buffer;
  control: Control;
}

const quoted = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csvCell = ({ value, numeric }: FlatField) => quoted(numeric ? value : neutraliseFormula(value, 'apostrophe'));

function fixedCell({ value: raw, width, align = 'left', numeric }: FlatField): string {
  const value = numeric ? raw : neutraliseFormula(raw, 'strip');
  if (width === undefined) return value;
  const cut = value.length > width ? (align === 'right' ? value.slice(-width) : value.slice(0, width)) : value;
  return align === 'right' ? cut.padStart(width, '0') : cut.padEnd(width, ' ');
}

export function writeFlatFile<Head, Row>(layout: FlatLayout<Head, Row>, head: Head, rows: readonly Row[]): FlatFileResult {
  const control: Control = { count: rows.length, total: rows.reduce((sum, row) => sum + layout.amount(row), 0) };
  const record = (fields: FlatField[]) => (layout.kind === 'csv' ? fields.map(csvCell).join(',') : fields.map(fixedCell).join(''));
  const lines = [
    ...layout.header(head).map(record),
    ...(layout.kind === 'csv' && layout.titles ? [layout.titles.map((title) => csvCell({ value: title })).join(',')] : []),
    ...rows.map((row) => record(layout.detail(row, head))),
    record(layout.trailer(head, control)),
  ];
  return { content: Buffer.from(lines.map((line) => `${line}\r\n`).join(''), 'utf8'), control };
}

// ---- field helpers shared by the layouts ----

/** Text as it is (CSV) or cut and padded to a width (fixed). */
export const text = (value: string | null | undefined, width?: number): FlatField => ({
  value: (value ?? '').replace(/[\r\n]+/g, ' ').trim(),
  width,
});
/** Digits only (government and account numbers), right-aligned in fixed files. */
export const digits = (value: string | null | undefined, width?: number): FlatField => ({
  value: (value ?? '').replace(/\D/g, ''),
  width,
  align: width ? 'right' : undefined,
  numeric: true,
});
/** An amount in centavos with two decimals ("1234.50"); fixed files zero-pad it to the width. */
export const amount = (centavos: number, width?: number): FlatField => ({
  value: centavosText(centavos),
  width,
  align: 'right',
  numeric: true,
});
/** A whole number. */
export const count = (value: number, width?: number): FlatField => ({ value: String(value), width, align: 'right', numeric: true });
/** A date "YYYY-MM-DD" in the layout's order: 'MMDDYYYY', 'YYYYMMDD' or 'MM/DD/YYYY'. */
export function date(value: string | null | undefined, order: 'MMDDYYYY' | 'YYYYMMDD' | 'MM/DD/YYYY', width?: number): FlatField {
  if (!value) return { value: '', width, numeric: true };
  const [y, m, d] = value.slice(0, 10).split('-');
  const formatted = order === 'YYYYMMDD' ? `${y}${m}${d}` : order === 'MMDDYYYY' ? `${m}${d}${y}` : `${m}/${d}/${y}`;
  return { value: formatted, width, numeric: true };
}
