// Writing spreadsheets: xlsx is loaded lazily and used only to write (its read
// path has advisories; uploads are parsed in a worker, see import/).

export interface Column {
  name: string;
  label: string;
}

export async function toSpreadsheet(
  sheetName: string,
  columns: readonly Column[],
  rows: readonly Record<string, unknown>[],
): Promise<Buffer> {
  const XLSX = await import('xlsx');
  const data = [columns.map((c) => c.label), ...rows.map((row) => columns.map((c) => cell(row[c.name])))];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), sheetName.slice(0, 31));
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

function cell(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}
