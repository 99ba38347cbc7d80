import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../server/db/database';
import type { JobRunClaims } from '../../../server/jobs/job-runs';
import { jobsFor, startScheduler, type ScheduledJob } from '../../../server/jobs/scheduler';

const db = {} as Database;

/** job_runs in memory: one claim per (job, slot), shared by the schedulers given the same ledger. */
function claimLedger() {
  const runs: { job: string; slot: string; outcome?: string; summary?: string }[] = [];
  const claims: JobRunClaims = {
    async claim(job, slot) {
      if (runs.some((run) => run.job === job && run.slot === slot.toISOString())) return undefined;
      return runs.push({ job, slot: slot.toISOString() }) - 1;
    },
    async finish(id, outcome, summary) {
      Object.assign(runs[id], { outcome, summary });
    },
  };
  return { runs, claims };
}

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
    const scheduler = startScheduler({ db, intervalMinutes: 60, log, jobs: [job], claims: claimLedger().claims });
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
    const scheduler = startScheduler({ db, intervalMinutes: 1, log, jobs, claims: claimLedger().claims });
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
    const scheduler = startScheduler({ db, intervalMinutes: 60, log: recorder().log, jobs: [job], claims: claimLedger().claims });
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

  it('runs a job once per interval however many processes share the claims, and records how each run ended', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-25T10:05:00Z'));
    const { runs, claims } = claimLedger();
    const ran: string[] = [];
    const job = (process: string): ScheduledJob => ({ name: 'due', run: async () => (ran.push(process), `by ${process}`) });
    const first = startScheduler({ db, intervalMinutes: 60, log: recorder().log, jobs: [job('A')], claims });
    await vi.advanceTimersByTimeAsync(15 * 60_000); // 10:20, same hour
    const second = startScheduler({ db, intervalMinutes: 60, log: recorder().log, jobs: [job('B')], claims });
    await vi.advanceTimersByTimeAsync(0);
    expect(ran).toEqual(['A']);
    await vi.advanceTimersByTimeAsync(60 * 60_000); // 11:05 A, 11:20 B: one run in the 11:00 hour
    expect(ran).toEqual(['A', 'A']);
    expect(runs).toEqual([
      { job: 'due', slot: '2026-11-25T10:00:00.000Z', outcome: 'done', summary: 'by A' },
      { job: 'due', slot: '2026-11-25T11:00:00.000Z', outcome: 'done', summary: 'by A' },
    ]);
    await first.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000); // A stopped: B takes the 12:00 hour
    expect(ran).toEqual(['A', 'A', 'B']);
    await second.stop();
  });

  it('records a failed run as failed', async () => {
    vi.useFakeTimers();
    const { runs, claims } = claimLedger();
    const job: ScheduledJob = {
      name: 'broken',
      run: async () => {
        throw new Error('database unreachable');
      },
    };
    const scheduler = startScheduler({ db, intervalMinutes: 60, log: recorder().log, jobs: [job], claims });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toMatchObject([{ job: 'broken', outcome: 'failed', summary: 'Error: database unreachable' }]);
    await scheduler.stop();
  });

  it('an interval of 0 runs nothing', async () => {
    const run = vi.fn(async () => 'ran');
    await startScheduler({ db, intervalMinutes: 0, log: recorder().log, jobs: [{ name: 'never', run }] }).stop();
    expect(run).not.toHaveBeenCalled();
  });

  it('refreshes the planner statistics on the embedded database only: PostgreSQL has autovacuum for that', () => {
    const names = (jobs: readonly ScheduledJob[]) => jobs.map((job) => job.name);
    expect(names(jobsFor({}))).toContain('planner-statistics');
    expect(names(jobsFor({ databaseUrl: 'postgres://127.0.0.1/payroll' }))).not.toContain('planner-statistics');
  });
});
