import type { WorkBook, WorkSheet, CellObject } from 'xlsx';
import { humanise } from '@core/resources/define';

// Builds the spreadsheet of a list from plain rows: human headers, dates as
// dates, money as numbers with two decimals. The xlsx module is passed in so
// that the page loads it only when exporting.

export type XlsxModule = typeof import('xlsx');
export type ExportKind = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'boolean';
type Row = Record<string, unknown>;

export interface ExportColumn {
  source: string;
  /** the header cell */
  label: string;
  kind?: ExportKind;
  /** the cell value when it is not row[source] (choice labels, reference texts) */
  value?: (row: Row) => unknown;
}

export const MONEY_FORMAT = '#,##0.00';
export const DATE_FORMAT = 'yyyy-mm-dd';
export const DATETIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const EXCEL_EPOCH_OFFSET = 25569; // days from 1899-12-30 to 1970-01-01
const DAY_MS = 86_400_000;

/** Excel's serial day number for 'YYYY-MM-DD[ HH:mm:ss]', computed in UTC so no time zone shifts it. */
export function excelSerial(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!match) return undefined;
  const [, y, m, d, hh = '0', mm = '0', ss = '0'] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), Number(ss));
  return ms / DAY_MS + EXCEL_EPOCH_OFFSET;
}

export function cellOf(value: unknown, kind: ExportKind = 'text'): CellObject | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  switch (kind) {
    case 'money': {
      const n = Number(value);
      return Number.isFinite(n) ? { t: 'n', v: n, z: MONEY_FORMAT } : { t: 's', v: String(value) };
    }
    case 'number': {
      const n = Number(value);
      return Number.isFinite(n) ? { t: 'n', v: n } : { t: 's', v: String(value) };
    }
    case 'date':
    case 'datetime': {
      const serial = excelSerial(String(value));
      return serial === undefined
        ? { t: 's', v: String(value) }
        : { t: 'n', v: serial, z: kind === 'date' ? DATE_FORMAT : DATETIME_FORMAT };
    }
    case 'boolean':
      return { t: 's', v: value === true || value === 1 || value === '1' ? 'Yes' : 'No' };
    default:
      return { t: 's', v: typeof value === 'object' ? JSON.stringify(value) : String(value) };
  }
}

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
export function safeSheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  );
}

export interface BuildOptions {
  /** rows built between two pauses, so a large export leaves the page responsive */
  chunk?: number;
  pause?: () => Promise<void>;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function buildSheet(
  rows: readonly Row[],
  columns: readonly ExportColumn[],
  { chunk = 5000, pause = nextTask }: BuildOptions = {},
): Promise<WorkSheet> {
  const letters = columns.map((_, c) => columnName(c));
  const sheet: WorkSheet = {};
  columns.forEach((column, c) => {
    sheet[`${letters[c]}1`] = { t: 's', v: column.label };
  });
  for (let r = 0; r < rows.length; r++) {
    if (r > 0 && r % chunk === 0) await pause();
    const row = rows[r];
    const line = r + 2;
    for (let c = 0; c < columns.length; c++) {
      const column = columns[c];
      const cell = cellOf(column.value ? column.value(row) : row[column.source], column.kind);
      if (cell) sheet[`${letters[c]}${line}`] = cell;
    }
  }
  const lastColumn = letters[Math.max(columns.length - 1, 0)] ?? 'A';
  sheet['!ref'] = `A1:${lastColumn}${rows.length + 1}`;
  sheet['!cols'] = columns.map((column) => ({ wch: Math.max(10, Math.min(40, column.label.length + 2)) }));
  return sheet;
}

export async function buildWorkbook(
  xlsx: XlsxModule,
  rows: readonly Row[],
  columns: readonly ExportColumn[],
  sheetName: string,
  options?: BuildOptions,
): Promise<WorkBook> {
  const workbook = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(workbook, await buildSheet(rows, columns, options), safeSheetName(sheetName));
  return workbook;
}

export function workbookBytes(xlsx: XlsxModule, workbook: WorkBook): ArrayBuffer {
  return xlsx.write(workbook, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}

/** Header labels for rows that come without a column list. */
export function columnsFromRows(rows: readonly Row[]): ExportColumn[] {
  const keys = Object.keys(rows[0] ?? {}).filter((key) => key !== 'text');
  return keys.map((source) => ({ source, label: humanise(source) }));
}
