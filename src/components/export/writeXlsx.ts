import { loadXlsx } from './download';
import { buildWorkbook, workbookBytes, type ExportColumn } from './workbook';

// Turns rows into .xlsx bytes: in a Web Worker where the browser has one, so
// the page stays responsive; in the page itself (yielding between chunks) otherwise.

type Row = Record<string, unknown>;

export interface WorkbookJob {
  rows: Row[];
  columns: ExportColumn[];
  sheetName: string;
}

/** Rows and columns that can cross to a worker: each cell already resolved, no functions left. */
export function resolveJob(rows: readonly Row[], columns: readonly ExportColumn[], sheetName: string): WorkbookJob {
  const plainColumns = columns.map(({ source, label, kind }) => ({ source, label, kind }));
  const withValue = columns.filter((column) => column.value);
  const resolved =
    withValue.length === 0
      ? rows.map((row) => row)
      : rows.map((row) => {
          const copy = { ...row };
          for (const column of withValue) copy[column.source] = column.value!(row);
          return copy;
        });
  return { rows: resolved as Row[], columns: plainColumns, sheetName };
}

function inWorker(job: WorkbookJob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ bytes?: ArrayBuffer; error?: string }>) => {
      worker.terminate();
      if (event.data.bytes) resolve(event.data.bytes);
      else reject(new Error(event.data.error ?? 'The export failed.'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The export failed.'));
    };
    worker.postMessage(job);
  });
}

async function inPage(job: WorkbookJob): Promise<ArrayBuffer> {
  const xlsx = await loadXlsx();
  return workbookBytes(xlsx, await buildWorkbook(xlsx, job.rows, job.columns, job.sheetName));
}

export function writeXlsx(rows: readonly Row[], columns: readonly ExportColumn[], sheetName: string): Promise<ArrayBuffer> {
  const job = resolveJob(rows, columns, sheetName);
  return typeof Worker === 'undefined' ? inPage(job) : inWorker(job);
}
