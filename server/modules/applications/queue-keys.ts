import { sql } from 'kysely';
import type { Database } from '../../db/database';

/**
 * Copies onto the approval steps of these applications what the manager's approval queue
 * sorts, filters and scopes by: the applicant's company, the type and the submission. Run
 * whenever steps are written (routing at submission and edit, a cancellation's round).
 * Without ids, every step (seeds and bulk loads).
 */
export async function copyQueueKeys(db: Database, applicationIds?: readonly number[]): Promise<void> {
  await sql`update application_approvals ap
      set company_id = e.company_id, application_type = a.application_type, submitted_at = a.submitted_at
      from applications a join employees e on e.id = a.employee_id
      where a.id = ap.application_id
        ${applicationIds ? sql`and ap.application_id = any(${applicationIds.map(Number)}::bigint[])` : sql``}`.execute(db);
}
