import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import { TYPE_SPECS } from './application-types';
import type { Caller } from './decision.service';

// Who reaches an application beyond seeing it (the portal's `visible` condition on the
// application `a`): its attachments and its edits.

/** Every application: the timekeeping portal sees them all. */
export const everything = () => sql<boolean>`true`;

/** Whoever sees the application, its filer, or an approver of any of its levels. */
export function involvedIn(visible: RawBuilder<boolean>, userId: number, employeeId: number | null): RawBuilder<boolean> {
  return sql<boolean>`(${visible} or a.filed_by_user_id = ${userId}
      or exists (select 1 from application_approvals v where v.application_id = a.id
        and (v.approver_employee_id = ${employeeId ?? 0} or v.alternate_employee_id = ${employeeId ?? 0})))`;
}

/** The application as the owner of its attachments (its type's row), or 404 for one the caller is not involved in. */
export async function attachmentOwner(db: Database, companyId: number, id: number, involved: RawBuilder<boolean>) {
  const row = await db
    .selectFrom('applications as a')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .select(['a.id', 'a.reference_no', 'a.application_type'])
    .where('a.id', '=', id)
    .where('e.company_id', '=', companyId)
    .where(involved)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('There is no such application.');
  return {
    attachableType: TYPE_SPECS[row.application_type as keyof typeof TYPE_SPECS].table,
    attachableId: id,
    label: row.reference_no,
    resource: 'applications',
  };
}

/** 403 unless the caller applied or filed (`anyFiling`: timekeeping changes any), 409 unless it is pending. */
export async function checkAttachmentsWritable(db: Database, caller: Caller, id: number, anyFiling: boolean): Promise<void> {
  const row = await db
    .selectFrom('applications')
    .select(['reference_no', 'status', 'employee_id', 'filed_by_user_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const mine = anyFiling || Number(row.employee_id) === caller.employeeId || Number(row.filed_by_user_id) === caller.actor.userId;
  if (!mine) throw new ForbiddenError('Only the applicant or whoever filed it can change its attachments.');
  if (row.status !== 'pending')
    throw new ConflictError(`${row.reference_no} is ${row.status.replace('_', ' ')}; attachments change only while it is pending.`);
}

/** 403 unless the caller is the applicant or whoever filed the application. */
export async function checkMayEdit(db: Database, caller: Caller, id: number): Promise<void> {
  const mine = await db
    .selectFrom('applications')
    .select('id')
    .where('id', '=', id)
    .where((eb) => eb.or([eb('employee_id', '=', caller.employeeId ?? 0), eb('filed_by_user_id', '=', caller.actor.userId ?? 0)]))
    .executeTakeFirst();
  if (!mine) throw new ForbiddenError('Only the applicant or whoever filed it can change a filing.');
}
