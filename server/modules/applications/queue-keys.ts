import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** What the manager's approval queue sorts, filters and scopes its pending steps by. */
export interface QueueKeys {
  company_id: number;
  application_type: string;
  submitted_at: Date | null;
}

/**
 * The queue keys of one application (the applicant's company, the type, the submission),
 * to be written with each approval step it gets: routing at submission and edit, a
 * cancellation's round.
 */
export async function queueKeysOf(db: Database, applicationId: number): Promise<QueueKeys> {
  const keys = await db
    .selectFrom('applications as a')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .select(['e.company_id', 'a.application_type', 'a.submitted_at'])
    .where('a.id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return { ...keys, company_id: Number(keys.company_id) };
}

/** Copies the queue keys onto every approval step at once: for seeds and bulk loads. */
export async function copyQueueKeys(db: Database): Promise<void> {
  await sql`update application_approvals ap
      set company_id = e.company_id, application_type = a.application_type, submitted_at = a.submitted_at
      from applications a join employees e on e.id = a.employee_id
      where a.id = ap.application_id`.execute(db);
}
