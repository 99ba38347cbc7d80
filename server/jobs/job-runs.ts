import { hostname } from 'node:os';
import type { Database } from '../db/database';

// The claim that makes a periodic job run once per interval across every API
// process on one database: the first process to insert (job, slot) runs it, the
// others find the row and skip. A process that dies mid-run leaves its slot
// claimed; the next interval runs the job again (every job is safe to repeat).

/** This process as the job_runs rows name it. */
export const RUNNER = `${hostname()}:${process.pid}`.slice(0, 100);

/** The start of the interval that `now` falls in (intervals counted from the epoch, so every process agrees). */
export function slotOf(now: Date, intervalMinutes: number): Date {
  const length = intervalMinutes * 60_000;
  return new Date(Math.floor(now.getTime() / length) * length);
}

export interface JobRunClaims {
  /** the run's id when this process won the slot, undefined when another process has it */
  claim(job: string, slot: Date): Promise<number | undefined>;
  finish(id: number, outcome: 'done' | 'failed', summary: string): Promise<void>;
}

export function jobRunClaims(db: Database, runner: string = RUNNER): JobRunClaims {
  return {
    async claim(job, slot) {
      const row = await db
        .insertInto('job_runs')
        .values({ job, slot, runner })
        .onConflict((conflict) => conflict.columns(['job', 'slot']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },
    async finish(id, outcome, summary) {
      await db.updateTable('job_runs').set({ outcome, summary, finished_at: new Date() }).where('id', '=', id).execute();
    },
  };
}
