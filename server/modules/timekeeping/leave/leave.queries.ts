import type { Database } from '../../../db/database';
import { leaveRunTitle } from './leave-runs';

// The leave runs' reads: where a grant or accrual run stands, as the console polls it.

/** Where a run stands, in words. */
function runMessage(
  run: Parameters<typeof leaveRunTitle>[0] & {
    processing: boolean;
    processing_error: string | null;
    entries: number;
    employees: number;
    days: string;
    progress_done: number;
    progress_total: number;
  },
) {
  const title = leaveRunTitle(run);
  if (run.processing) return `${title}: ${run.progress_done} of ${run.progress_total} employees so far.`;
  if (run.processing_error)
    return `${title}: stopped after ${run.progress_done} of ${run.progress_total} employees (${run.processing_error}); run it again to finish, nothing is posted twice.`;
  return run.entries
    ? `${title}: ${run.entries} ledger entries for ${run.employees} employees, ${run.days} days in all.`
    : `${title}: nothing new to post; it had already run.`;
}

/** A leave run of the company with its progress and what it posted, in numbers and words; undefined when there is none. */
export async function leaveRunProgress(db: Database, companyId: number, id: number) {
  const run = await db
    .selectFrom('leave_runs')
    .select([
      'id',
      'run_type',
      'year',
      'month',
      'processing',
      'progress_total',
      'progress_done',
      'processing_error',
      'entries',
      'employees',
      'days',
    ])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!run) return undefined;
  const answer = { ...run, id: Number(run.id), run_type: run.run_type as 'grant_year' | 'accrue_month', days: String(run.days) };
  return { ...answer, message: runMessage(answer) };
}
