import { Worker } from 'node:worker_threads';
import { parse } from 'csv-parse/sync';
import { BadRequestError } from '../../../http/errors';

// Turns an uploaded spreadsheet into rows of strings: CSV in this thread with
// csv-parse, xlsx in a worker with capped memory and time.

export const MAX_IMPORT_ROWS = 20_000;
const WORKER_TIMEOUT_MS = 30_000;

export async function parseUpload(fileName: string, bytes: Buffer): Promise<string[][]> {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return parseCsv(bytes.toString('utf8'));
  if (lower.endsWith('.xlsx')) {
    if (bytes.subarray(0, 2).toString('latin1') !== 'PK') throw new BadRequestError('The file is not a readable xlsx workbook.');
    return parseXlsxInWorker(bytes);
  }
  throw new BadRequestError('Upload a .xlsx or .csv file.');
}

export function parseCsv(content: string): string[][] {
  try {
    return parse(content, { bom: true, relax_column_count: true, skip_empty_lines: true, skip_records_with_empty_values: true });
  } catch (error) {
    throw new BadRequestError(`The file is not a readable CSV file: ${(error as Error).message}`);
  }
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
