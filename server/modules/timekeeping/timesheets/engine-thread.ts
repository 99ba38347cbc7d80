import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { processTimesheet, type TimesheetInput } from '../engine';
import type { StoredRecord } from './timesheet-engine.worker';

// Runs the engine for a processing run in a worker thread (timesheet-engine.worker.ts), so
// that the next chunk is computed on another core while this thread writes the current one
// (PGlite runs in this thread: without it nothing would overlap). In the build the worker
// is the bundle beside the server's (scripts/build.mjs); from the sources (tsx, vitest) it
// is the TypeScript file, loaded through tsx's loader registered in the new thread.

function startWorker(workerData: { loaded: Int32Array }): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./timesheet-engine.worker.js', import.meta.url), { workerData });
  const source = fileURLToPath(new URL('./timesheet-engine.worker.ts', import.meta.url));
  // Node 20 runs no module hooks in a worker: tsx's require hook compiles the TypeScript instead
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(source)});`, { eval: true, workerData });
}

type Answer =
  | { ready: true; results?: undefined; failure?: undefined }
  | { results: [number, StoredRecord[]][]; ready?: undefined; failure?: undefined }
  | { failure: string; ready?: undefined; results?: undefined };

/** Each employee's daily records, computed in this thread. */
function computeHere(inputs: Map<number, TimesheetInput>): Map<number, StoredRecord[]> {
  const results = new Map<number, StoredRecord[]>();
  for (const [employeeId, input] of inputs) results.set(employeeId, processTimesheet(input));
  return results;
}

/**
 * Until the thread has loaded the engine (a few hundred milliseconds), and for good if it
 * cannot start or is not wanted (a run of one chunk has nothing to overlap), chunks are
 * computed in this thread instead: the first chunk does not wait.
 */
export class EngineThread {
  private readonly worker: Worker | null;
  private readonly waiting: { resolve: (results: Map<number, StoredRecord[]>) => void; reject: (error: Error) => void }[] = [];
  /** set to 1 by the thread once it has loaded the engine: read without waiting for its message,
   * which this thread would only see when it next yields to the event loop */
  private readonly started = new Int32Array(new SharedArrayBuffer(4));
  private failed: Error | null = null;
  /** true once the thread has loaded the engine, false if it could not start */
  readonly loaded: Promise<boolean>;

  constructor({ start = true }: { start?: boolean } = {}) {
    let loaded: (value: boolean) => void;
    this.loaded = new Promise((resolve) => (loaded = resolve));
    this.worker = start ? startWorker({ loaded: this.started }) : null;
    if (!this.worker) {
      loaded!(false);
      return;
    }
    this.worker.on('message', (answer: Answer) => {
      if (answer.ready) {
        loaded(true);
        return;
      }
      const next = this.waiting.shift();
      if (!next) return;
      if (answer.failure !== undefined) next.reject(new Error(answer.failure));
      else next.resolve(new Map(answer.results));
    });
    const fail = (error: Error) => {
      loaded(false);
      this.failed = error;
      for (const w of this.waiting.splice(0)) w.reject(error);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`The timesheet engine's thread stopped (exit code ${code}).`)));
  }

  /** Each employee's daily records computed from their inputs; chunks are answered in the order given. */
  compute(inputs: Map<number, TimesheetInput>): Promise<Map<number, StoredRecord[]>> {
    if (Atomics.load(this.started, 0) === 0) {
      try {
        return Promise.resolve(computeHere(inputs));
      } catch (error) {
        return Promise.reject(error);
      }
    }
    if (this.failed) return Promise.reject(this.failed);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.worker!.postMessage([...inputs]);
    });
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
  }
}
