// Times the spreadsheet export of a 50,000-row list: the worker's part (building
// the sheet and writing the .xlsx) and the part left on the page's main thread.
// Run: npx tsx bench/export.bench.ts  → one JSON line.
import { pathToFileURL } from 'node:url';
import * as xlsx from 'xlsx';
import { buildWorkbook, workbookBytes, type ExportColumn } from '../src/components/export/workbook';
import { resolveJob } from '../src/components/export/writeXlsx';

const COLUMNS: ExportColumn[] = [
  { source: 'employee_no', label: 'Employee no.' },
  { source: 'name', label: 'Name' },
  { source: 'business_unit', label: 'Business unit' },
  { source: 'position', label: 'Position' },
  { source: 'hire_date', label: 'Hire date', kind: 'date' },
  { source: 'basic_rate', label: 'Basic rate', kind: 'money' },
  { source: 'gross', label: 'Gross', kind: 'money' },
  { source: 'net', label: 'Net pay', kind: 'money' },
  { source: 'days_worked', label: 'Days worked', kind: 'number' },
  { source: 'is_active', label: 'Active', kind: 'boolean' },
];

export function sampleRows(count: number): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const month = String((i % 12) + 1).padStart(2, '0');
    const day = String((i % 28) + 1).padStart(2, '0');
    rows.push({
      id: i + 1,
      employee_no: `EMP-${String(i + 1).padStart(5, '0')}`,
      name: `Dela Cruz, Juan ${i}`,
      business_unit: `Branch ${i % 40}`,
      position: `Sales associate ${i % 7}`,
      hire_date: `20${String(10 + (i % 15))}-${month}-${day}`,
      basic_rate: `${18000 + (i % 500)}.50`,
      gross: `${20000 + (i % 900)}.25`,
      net: `${16000 + (i % 700)}.75`,
      days_worked: 10 + (i % 3),
      is_active: i % 9 !== 0,
    });
  }
  return rows;
}

export interface ExportBenchResult {
  bench: 'export-xlsx';
  rows: number;
  /** build + write of the workbook, which the console runs in a Web Worker */
  ms: number;
  build_ms: number;
  write_ms: number;
  /** what stays on the page's main thread: resolving cells and cloning the rows to the worker */
  main_thread_ms: number;
  bytes: number;
}

export async function run(rowCount = 50_000): Promise<ExportBenchResult> {
  const rows = sampleRows(rowCount);
  const mainStarted = performance.now();
  const job = resolveJob(rows, COLUMNS, 'Employees');
  structuredClone(job); // what postMessage costs the page
  const mainDone = performance.now();

  const started = performance.now();
  const workbook = await buildWorkbook(xlsx, job.rows, job.columns, job.sheetName, { pause: async () => undefined });
  const built = performance.now();
  const bytes = workbookBytes(xlsx, workbook);
  const written = performance.now();
  return {
    bench: 'export-xlsx',
    rows: rowCount,
    ms: Math.round(written - started),
    build_ms: Math.round(built - started),
    write_ms: Math.round(written - built),
    main_thread_ms: Math.round(mainDone - mainStarted),
    bytes: bytes.byteLength,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then((result) => console.log(JSON.stringify(result)));
}
