import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../server/http/errors';
import { OUT_OF_MEMORY, readInWorker, TOO_SLOW } from '../../../server/http/upload-worker';

// Whatever becomes of the worker that reads an upload is the uploader's 422, never this
// process's: each case below ends with this process still running the next one.

const script = (source: string) => new URL(`data:text/javascript,${encodeURIComponent(source)}`);
const options = { heapMb: 16, timeoutMs: 2000, unreadable: 'This file could not be read.' };

async function refusal(source: string, timeoutMs = options.timeoutMs): Promise<string> {
  try {
    await readInWorker(script(source), {}, { ...options, timeoutMs });
    return 'answered';
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).statusCode).toBe(422);
    return (error as ValidationError).errors.file[0];
  }
}

describe('a file read in a worker', () => {
  it('answers what the worker answers', async () => {
    const answer = await readInWorker<{ rows: number }>(
      script(`import { parentPort, workerData } from 'node:worker_threads'; parentPort.postMessage({ rows: workerData.n * 2 });`),
      { n: 21 },
      options,
    );
    expect(answer).toEqual({ rows: 42 });
  });

  it('is a 422 when the worker runs out of memory', async () => {
    expect(await refusal(`const kept = []; for (;;) kept.push(new Array(100000).fill({ a: Math.random() }));`)).toBe(OUT_OF_MEMORY);
  });

  it('is a 422 when the worker throws, or exits without answering', async () => {
    expect(await refusal(`throw new Error('boom');`)).toBe(options.unreadable);
    expect(await refusal(`process.exit(3);`)).toBe(options.unreadable);
  });

  it('is a 422 when the worker takes too long, and the worker is stopped', async () => {
    const started = Date.now();
    expect(await refusal(`setInterval(() => {}, 1000);`, 300)).toBe(TOO_SLOW);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
