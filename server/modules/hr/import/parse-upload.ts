import { parse } from 'csv-parse/sync';
import { refusedFile, unpackedSpreadsheet, UNREADABLE_SPREADSHEET } from '../../../http/archive-limits';
import { BadRequestError } from '../../../http/errors';
import { readInWorker } from '../../../http/upload-worker';

// Turns an uploaded spreadsheet into rows of strings: CSV in this thread with
// csv-parse, xlsx in a worker with capped memory and time, once the archive is checked
// against its unpacked size (http/archive-limits.ts).

export const MAX_IMPORT_ROWS = 20_000;
const WORKER_TIMEOUT_MS = 30_000;

export async function parseUpload(fileName: string, bytes: Buffer): Promise<string[][]> {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return parseCsv(bytes.toString('utf8'));
  if (lower.endsWith('.xlsx')) return parseXlsxInWorker(bytes);
  throw new BadRequestError('Upload a .xlsx or .csv file.');
}

export function parseCsv(content: string): string[][] {
  try {
    return parse(content, { bom: true, relax_column_count: true, skip_empty_lines: true, skip_records_with_empty_values: true });
  } catch (error) {
    throw new BadRequestError(`The file is not a readable CSV file: ${(error as Error).message}`);
  }
}

/** The first sheet's rows, read in a worker from the archive checked and unpacked within its limits. */
async function parseXlsxInWorker(bytes: Buffer): Promise<string[][]> {
  const stored = await unpackedSpreadsheet(bytes);
  const message = await readInWorker<{ rows?: string[][]; error?: string }>(
    new URL('./sheet.worker.mjs', import.meta.url),
    { bytes: stored, maxRows: MAX_IMPORT_ROWS },
    { heapMb: 256, timeoutMs: WORKER_TIMEOUT_MS, unreadable: UNREADABLE_SPREADSHEET },
  );
  if (message.error) throw refusedFile(message.error);
  return message.rows ?? [];
}
