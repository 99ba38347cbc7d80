import { unpackedSpreadsheet, UNREADABLE_SPREADSHEET } from '../../../http/archive-limits';
import { BadRequestError } from '../../../http/errors';
import { readInWorker } from '../../../http/upload-worker';

// Starts the worker that reads a time recorder's export (punch-file.worker.mjs) with
// capped memory and time, and answers its normalised punches.

export const MAX_PUNCH_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_PUNCH_LINES = 200_000;
const WORKER_TIMEOUT_MS = 60_000;

export type PunchFileFormat = 'dat' | 'csv' | 'xlsx';

export interface FilePunch {
  line: number;
  time_recorder_id: string;
  punched_at: string;
  punch_type: 'in' | 'out' | 'break_out' | 'break_in' | 'unknown';
  verify_mode: string | null;
  work_code: string | null;
}

export interface PunchFile {
  punches: FilePunch[];
  errors: { row: number; message: string }[];
  total: number;
  rejected: number;
}

export function punchFileFormat(fileName: string): PunchFileFormat {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.dat') || lower.endsWith('.txt')) return 'dat';
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  throw new BadRequestError('Upload the time recorder’s attendance log (.dat or .txt), a .csv or an .xlsx file.');
}

/** The file's punches, read in a worker; an xlsx is first checked and unpacked within its limits (http/archive-limits.ts). */
export async function readPunchFile(bytes: Buffer, format: PunchFileFormat): Promise<PunchFile> {
  const input = format === 'xlsx' ? await unpackedSpreadsheet(bytes) : bytes;
  const message = await readInWorker<PunchFile & { failure?: string }>(
    new URL('./punch-file.worker.mjs', import.meta.url),
    { bytes: input, format, maxLines: MAX_PUNCH_LINES },
    { heapMb: 512, timeoutMs: WORKER_TIMEOUT_MS, unreadable: format === 'xlsx' ? UNREADABLE_SPREADSHEET : 'The file could not be read.' },
  );
  if (message.failure) throw new BadRequestError(message.failure);
  return message;
}
