import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';

// The change requests as the reports list them, and the look-ups of one request
// (its owner, its status).

/** "field: from → to" per field, or the counts of a dependents request. */
const summary = sql<string>`case when cr.request_type = 'dependents' then concat_ws(', ',
    case when jsonb_array_length(coalesce(cr.requested_changes->'add', '[]')) > 0 then concat('add ', jsonb_array_length(cr.requested_changes->'add')) end,
    case when jsonb_array_length(coalesce(cr.requested_changes->'update', '[]')) > 0 then concat('update ', jsonb_array_length(cr.requested_changes->'update')) end,
    case when jsonb_array_length(coalesce(cr.requested_changes->'remove', '[]')) > 0 then concat('remove ', jsonb_array_length(cr.requested_changes->'remove')) end)
  else (select string_agg(concat(replace(k.key, '_', ' '), ': ', coalesce(k.value->>'from', '—'), ' → ', coalesce(k.value->>'to', '—')), '; ' order by k.key)
    from jsonb_each(cr.requested_changes) k) end`;

/** The requests `where` (on the request `cr` and its employee `e`) lets through, as the reports list them. */
export function requestRows(where: RawBuilder<boolean>) {
  return sql`select cr.id, cr.employee_id, e.employee_no, concat(e.last_name, ', ', e.first_name) as employee_name,
      cr.request_type, ${summary} as summary, cr.requested_changes, cr.reason, cr.created_at, cr.status, cr.reviewed_at, cr.review_remarks
    from change_requests cr join employees e on e.id = cr.employee_id
    where ${where}`;
}

/** The requests of one employee. */
export const requestsOfEmployee = (employeeId: number) => sql<boolean>`cr.employee_id = ${employeeId}`;
/** The requests of one company's employees. */
export const requestsOfCompany = (companyId: number) => sql<boolean>`e.company_id = ${companyId}`;

/** The employee number of a request `where` lets through, or undefined. */
export async function requestEmployeeNo(db: Database, id: number, where: RawBuilder<boolean>): Promise<string | undefined> {
  const row = await db
    .selectFrom('change_requests as cr')
    .innerJoin('employees as e', 'e.id', 'cr.employee_id')
    .select(['cr.id', 'e.employee_no'])
    .where('cr.id', '=', id)
    .where(where)
    .executeTakeFirst();
  return row?.employee_no;
}

/** A request's status (the request exists). */
export async function requestStatus(db: Database, id: number): Promise<string> {
  const row = await db.selectFrom('change_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow();
  return row.status;
}
