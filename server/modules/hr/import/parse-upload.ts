import { Worker } from 'node:worker_threads';
import { BadRequestError } from '../../../http/errors';

// Turns an uploaded spreadsheet into rows of strings: CSV in this thread with a
// small RFC 4180 reader, xlsx in a worker with capped memory and time.

export const MAX_IMPORT_ROWS = 20_000;
const WORKER_TIMEOUT_MS = 30_000;

export async function parseUpload(fileName: string, bytes: Buffer): Promise<string[][]> {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  if (lower.endsWith('.xlsx')) {
    if (bytes.subarray(0, 2).toString('latin1') !== 'PK') throw new BadRequestError('The file is not a readable xlsx workbook.');
    return parseXlsxInWorker(bytes);
  }
  throw new BadRequestError('Upload a .xlsx or .csv file.');
}

export function parseCsv(content: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < content.length; i++) {
    const c = content[i];
    if (quoted) {
      if (c === '"' && content[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && content[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((value) => value.trim() !== ''));
}

function parseXlsxInWorker(bytes: Buffer): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sheet.worker.mjs', import.meta.url), {
      workerData: { bytes, maxRows: MAX_IMPORT_ROWS },
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 64 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new BadRequestError('The file took too long to read.'));
    }, WORKER_TIMEOUT_MS);
    worker.once('message', (message: { rows?: string[][]; error?: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (message.error) reject(new BadRequestError(message.error));
      else resolve(message.rows ?? []);
    });
    worker.once('error', () => {
      clearTimeout(timer);
      reject(new BadRequestError('The file is not a readable xlsx workbook.'));
    });
  });
}
