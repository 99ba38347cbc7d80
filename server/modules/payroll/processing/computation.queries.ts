import type { Database } from '../../../db/database';
import { postingChecklist } from './posting.service';

/** The period's latest computation run (null before the first), its first 500 errors, and what stands before posting. */
export async function latestComputation(db: Database, periodId: number) {
  const computation = await db
    .selectFrom('payroll_computations')
    .select(['id', 'status', 'progress_total', 'progress_done', 'error_count', 'message', 'started_at', 'finished_at'])
    .where('payroll_period_id', '=', periodId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const errors = computation
    ? await db
        .selectFrom('payroll_computation_errors as x')
        .innerJoin('employees as e', 'e.id', 'x.employee_id')
        .select(['x.employee_id', 'e.employee_no', 'e.last_name', 'e.first_name', 'x.message'])
        .where('x.computation_id', '=', computation.id)
        .orderBy('e.employee_no')
        .limit(500)
        .execute()
    : [];
  return { computation: computation ?? null, errors, checklist: await postingChecklist(db, periodId) };
}
