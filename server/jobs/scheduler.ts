import type { Database } from '../db/database';
import { manilaToday } from '../shared/company';
import { applyDueMovements, describeDueMovements, SYSTEM_ACTOR } from '../modules/hr/due-movements.job';
import { jobRunClaims, slotOf, type JobRunClaims } from './job-runs';
import { repeatWithoutOverlap } from './repeat';
import { refreshPlannerStatistics } from '../db/statistics';

// The periodic jobs of one API process: tried at start-up, then every interval.
// Every process tries them, and each run first claims its interval in job_runs:
// only the process that wins the claim runs the job, so with several processes
// on one database a job still runs once per interval (and each job takes its
// rows with row locks besides). Nothing is kept in memory between runs. Started by main.ts and dev.ts, never by buildApp, so
// tests call the jobs themselves with their own clock.

export interface ScheduledJob {
  name: string;
  /** does the work and returns a one-line summary */
  run(db: Database, now: Date): Promise<string>;
}

export const JOBS: readonly ScheduledJob[] = [
  {
    name: 'due-movements',
    run: async (db, now) => describeDueMovements(await applyDueMovements(db, manilaToday(now), SYSTEM_ACTOR, now)),
  },
];

/** The embedded database runs no autovacuum: without this its planner would plan every query on empty-table guesses. */
export const EMBEDDED_DATABASE_JOBS: readonly ScheduledJob[] = [
  {
    name: 'planner-statistics',
    run: async (db) => {
      await refreshPlannerStatistics(db);
      return 'planner statistics refreshed';
    },
  },
];

/** The jobs of a process: the embedded database's own besides the common ones. */
export const jobsFor = ({ databaseUrl }: { databaseUrl?: string }): readonly ScheduledJob[] =>
  databaseUrl ? JOBS : [...JOBS, ...EMBEDDED_DATABASE_JOBS];

export interface SchedulerOptions {
  db: Database;
  /** minutes between runs; 0 disables the scheduler */
  intervalMinutes: number;
  log?: { info(line: string): void; error(line: string, error: unknown): void };
  now?: () => Date;
  jobs?: readonly ScheduledJob[];
  /** who runs which interval (default: the job_runs table of db) */
  claims?: JobRunClaims;
}

export interface Scheduler {
  /** no further runs; resolves when a run under way has finished */
  stop(): Promise<void>;
}

export function startScheduler({
  db,
  intervalMinutes,
  log = { info: console.log, error: console.error },
  now = () => new Date(),
  jobs = JOBS,
  claims = jobRunClaims(db),
}: SchedulerOptions): Scheduler {
  if (intervalMinutes <= 0) return { stop: async () => {} };
  let stopped = false;

  const runAll = async () => {
    for (const job of jobs) {
      if (stopped) return;
      let runId: number | undefined;
      try {
        runId = await claims.claim(job.name, slotOf(now(), intervalMinutes));
        if (runId === undefined) {
          log.info(`[jobs] ${job.name}: another process runs it this interval`);
          continue;
        }
        const summary = await job.run(db, now());
        log.info(`[jobs] ${job.name}: ${summary}`);
        await claims.finish(runId, 'done', summary);
      } catch (error) {
        log.error(`[jobs] ${job.name} failed:`, error);
        if (runId !== undefined) await claims.finish(runId, 'failed', String(error).slice(0, 1000)).catch(() => {});
      }
    }
  };
  const repeating = repeatWithoutOverlap(runAll, intervalMinutes * 60_000);
  return {
    async stop() {
      stopped = true;
      await repeating.stop();
    },
  };
}
