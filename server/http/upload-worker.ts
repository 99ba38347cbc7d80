import { Worker } from 'node:worker_threads';
import { refusedFile } from './archive-limits';

// Reads an uploaded file in a worker thread with capped memory and time, and answers the
// worker's one message. Whatever becomes of the worker (it runs out of memory, throws,
// exits without answering, takes too long) is the uploader's 422 on `file`: never an
// error this process rethrows, and the server answers the next request.

export interface UploadWorkerOptions {
  /** the worker's heap (V8 old generation) */
  heapMb: number;
  timeoutMs: number;
  /** the refusal when the worker fails without saying why */
  unreadable: string;
}

export const OUT_OF_MEMORY = 'This file needs more memory to read than the server allows; split it into smaller files.';
export const TOO_SLOW = 'This file took too long to read; split it into smaller files.';

export function readInWorker<T>(script: URL, workerData: unknown, options: UploadWorkerOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(script, {
        workerData,
        resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: Math.min(64, options.heapMb) },
      });
    } catch {
      reject(refusedFile(options.unreadable));
      return;
    }
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.removeAllListeners('message');
      void worker.terminate().catch(() => undefined);
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(refusedFile(TOO_SLOW))), options.timeoutMs);
    worker.once('message', (message: T) => settle(() => resolve(message)));
    worker.on('messageerror', () => settle(() => reject(refusedFile(options.unreadable))));
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() => reject(refusedFile(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? OUT_OF_MEMORY : options.unreadable))),
    );
    worker.on('exit', () => settle(() => reject(refusedFile(options.unreadable))));
  });
}
