import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../http/errors';

// The approval trail of one application, round by round, for whoever may see the
// application (`visible` narrows it: the applicant's own, a manager's team).

export async function trailOf(db: Database, companyId: number, id: number, visible: RawBuilder<boolean> = sql<boolean>`true`) {
  const application = await db
    .selectFrom('applications as a')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .select('a.id')
    .where('a.id', '=', id)
    .where('e.company_id', '=', companyId)
    .where(visible)
    .executeTakeFirst();
  if (!application) throw new NotFoundError('There is no such application.');
  const steps = await db
    .selectFrom('application_approvals as ap')
    .leftJoin('employees as x', 'x.id', 'ap.approver_employee_id')
    .leftJoin('roles as r', 'r.id', 'ap.approver_role')
    .leftJoin('users as u', 'u.id', 'ap.acted_by_user_id')
    .select([
      'ap.round',
      'ap.level',
      'ap.status',
      'ap.skip_reason',
      'ap.remarks',
      sql<string>`case when ap.approver_type = 'role' then r.name else concat(x.last_name, ', ', x.first_name) end`.as('approver'),
      'u.name as acted_by',
      sql<string | null>`to_char(ap.acted_at at time zone 'Asia/Manila', 'YYYY-MM-DD HH24:MI')`.as('acted_at'),
    ])
    .where('ap.application_id', '=', id)
    .orderBy('ap.round')
    .orderBy('ap.level')
    .execute();
  return steps.map((step) => ({ ...step, note: noteOf(step.status, step.skip_reason) }));
}

/** Why the route went as it did at a level, in plain words (routing.ts `skip_reason`). */
export function noteOf(status: string, skipReason: string | null): string | null {
  if (skipReason === 'self_approval')
    return status === 'skipped'
      ? 'Passed over: the applicant is this level’s approver, and nobody approves their own application.'
      : 'The applicant is not the one who decides this level: nobody approves their own application, so another approver does.';
  if (skipReason === 'no_approver') return 'Skipped: nobody who can approve holds this level.';
  if (skipReason === 'filer_is_approver') return 'Approved at filing: its approver filed it.';
  return null;
}
