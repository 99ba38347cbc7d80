import { Worker } from 'node:worker_threads';
import { BadRequestError } from '../../../http/errors';

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

export function readPunchFile(bytes: Buffer, format: PunchFileFormat): Promise<PunchFile> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./punch-file.worker.mjs', import.meta.url), {
      workerData: { bytes, format, maxLines: MAX_PUNCH_LINES },
      resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new BadRequestError('The file took too long to read.'));
    }, WORKER_TIMEOUT_MS);
    worker.once('message', (message: PunchFile & { failure?: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (message.failure) reject(new BadRequestError(message.failure));
      else resolve(message);
    });
    worker.once('error', () => {
      clearTimeout(timer);
      reject(new BadRequestError('The file could not be read.'));
    });
  });
}
