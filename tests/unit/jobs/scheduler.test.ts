import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../server/db/database';
import { startScheduler, type ScheduledJob } from '../../../server/jobs/scheduler';

const db = {} as Database;

function recorder() {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, log: { info: (line: string) => lines.push(line), error: (line: string) => errors.push(line) } };
}

afterEach(() => vi.useRealTimers());

describe('scheduler', () => {
  it('runs the jobs at start-up and then every interval, logging one line each, until stopped', async () => {
    vi.useFakeTimers();
    const { lines, log } = recorder();
    let runs = 0;
    const job: ScheduledJob = { name: 'count', run: async () => `run ${++runs}` };
    const scheduler = startScheduler({ db, intervalMinutes: 60, log, jobs: [job] });
    await vi.advanceTimersByTimeAsync(0);
    expect(lines).toEqual(['[jobs] count: run 1']);
    await vi.advanceTimersByTimeAsync(59 * 60_000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lines).toEqual(['[jobs] count: run 1', '[jobs] count: run 2']);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(180 * 60_000);
    expect(runs).toBe(2);
  });

  it('logs a failing job and goes on with the next one and the next run', async () => {
    vi.useFakeTimers();
    const { lines, errors, log } = recorder();
    const jobs: ScheduledJob[] = [
      {
        name: 'broken',
        run: async () => {
          throw new Error('database unreachable');
        },
      },
      { name: 'fine', run: async () => 'ok' },
    ];
    const scheduler = startScheduler({ db, intervalMinutes: 1, log, jobs });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(errors).toEqual(['[jobs] broken failed:', '[jobs] broken failed:']);
    expect(lines).toEqual(['[jobs] fine: ok', '[jobs] fine: ok']);
    await scheduler.stop();
  });

  it('stop waits for the run under way', async () => {
    let finish!: () => void;
    const job: ScheduledJob = {
      name: 'slow',
      run: () =>
        new Promise((resolve) => {
          finish = () => resolve('done');
        }),
    };
    const scheduler = startScheduler({ db, intervalMinutes: 60, log: recorder().log, jobs: [job] });
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('an interval of 0 runs nothing', async () => {
    const run = vi.fn(async () => 'ran');
    await startScheduler({ db, intervalMinutes: 0, log: recorder().log, jobs: [{ name: 'never', run }] }).stop();
    expect(run).not.toHaveBeenCalled();
  });
});
