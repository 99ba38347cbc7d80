import { sql } from 'kysely';
import type { Database } from '../../db/database';

// Telling users something (issue 12): one in-app notification per user, and for each user
// with an e-mail address one queued outbox row, written in the caller's transaction so a
// rolled-back decision tells nobody anything.

export type NoticeKind =
  | 'filed_for_you'
  | 'awaiting_approval'
  | 'approved'
  | 'rejected'
  | 'cancellation_requested'
  | 'cancellation_decided'
  | 'attendance_exception';

export interface Notice {
  kind: NoticeKind;
  title: string;
  body?: string;
  /** the console path that shows the record */
  link?: string;
}

/** Notifies each of these users once (the actor is left out: nobody is told what they just did). */
export async function notifyUsers(trx: Database, userIds: readonly number[], notice: Notice, actorUserId: number | null): Promise<number> {
  return notifyEach(
    trx,
    userIds.map((userId) => ({ userId, notice })),
    actorUserId,
  );
}

/** Tells each user their own notice, all in one statement (a user's first notice only; the actor is left out). */
export async function notifyEach(
  trx: Database,
  notices: ReadonlyArray<{ userId: number; notice: Notice }>,
  actorUserId: number | null,
): Promise<number> {
  const seen = new Set<number>();
  const to = notices.filter(({ userId }) => userId !== actorUserId && !seen.has(userId) && seen.add(userId));
  if (to.length === 0) return 0;
  const rows = await trx
    .insertInto('notifications')
    .values(
      to.map(({ userId, notice }) => ({
        user_id: userId,
        kind: notice.kind,
        title: notice.title.slice(0, 200),
        body: notice.body?.slice(0, 500) ?? null,
        link: notice.link?.slice(0, 255) ?? null,
      })),
    )
    .returning('id')
    .execute();
  await sql`
    insert into email_outbox (notification_id, to_address, subject, body)
    select n.id, u.email, n.title, coalesce(n.body, n.title)
      from notifications n join users u on u.id = n.user_id
     where n.id in (${sql.join(rows.map((r) => r.id))}) and u.is_active and u.email like '%@%'`.execute(trx);
  return to.length;
}

/** The active users of these employees (their own accounts). */
export async function usersOfEmployees(trx: Database, employeeIds: readonly (number | null)[]): Promise<number[]> {
  const ids = employeeIds.filter((id): id is number => id !== null);
  if (ids.length === 0) return [];
  const rows = await trx.selectFrom('users').select('id').where('employee_id', 'in', ids).where('is_active', '=', true).execute();
  return rows.map((r) => Number(r.id));
}

/** The active users with this role in the employee's company (role approvers such as timekeeping). */
export async function usersWithRole(trx: Database, role: number, employeeId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('users as u')
    .leftJoin('employees as e', 'e.id', 'u.employee_id')
    .select('u.id')
    .where('u.role', '=', role)
    .where('u.is_active', '=', true)
    // nobody is asked to decide their own application
    .where((eb) => eb.or([eb('u.employee_id', 'is', null), eb('u.employee_id', '<>', employeeId)]))
    // an account without an employee record serves the installation's first company, as its audit rows do
    .where(
      sql<boolean>`coalesce(e.company_id, (select min(c.id) from companies c)) = (select company_id from employees where id = ${employeeId})`,
    )
    .execute();
  return rows.map((r) => Number(r.id));
}
