import { sql } from 'kysely';
import { PORTAL_FLAGS } from '@core/access';
import { usersResource } from '@core/resources/users.resource';
import type { Database } from '../../db/database';
import { textExpression, whitelistOf } from '../../http/crud';
import { applyFilters, type ListQuery } from '../../http/simple-rest';
import { employeeText } from './employee-lookup.queries';

// The accounts as the admin portal reads them: the user, their portal flags and
// their employee. A company of `undefined` is every company (the system
// administrator's view).

export const usersWhitelist = whitelistOf(usersResource);

/**
 * The accounts the caller sees: the system administrator, every one; an administrator, those of
 * their own company, where an account's company is its employee's (an account of no employee works
 * on the first company, as companyIdOf says).
 */
function usersQuery(db: Database, companyId: number | undefined) {
  const query = db
    .selectFrom('users as r')
    .leftJoin('portal_accesses as pa', 'pa.user_id', 'r.id')
    .leftJoin('employees as e', 'e.id', 'r.employee_id');
  if (companyId === undefined) return query;
  return query.where((eb) =>
    eb.or([
      eb('e.company_id', '=', companyId),
      eb.and([eb('r.employee_id', 'is', null), eb(sql<number>`(select min(c.id) from companies c)`, '=', companyId)]),
    ]),
  );
}

function selectUser(query: ReturnType<typeof usersQuery>) {
  return query
    .select([
      'r.id',
      'r.name',
      'r.email',
      'r.role',
      'r.employee_id',
      'r.is_active',
      'r.last_login_at',
      'r.created_at',
      'r.updated_at',
      ...PORTAL_FLAGS.map((flag) => sql<number>`coalesce(${sql.ref(`pa.${flag}`)}, 0)`.as(flag)),
      sql<string | null>`case when e.id is null then null else ${employeeText('e')} end`.as('employee_text'),
    ])
    .select(textExpression(usersResource).as('text'));
}

/** An account as the admin portal shows it, or undefined when the caller may not see it. */
export async function userById(db: Database, companyId: number | undefined, id: number) {
  return selectUser(usersQuery(db, companyId)).where('r.id', '=', id).executeTakeFirst();
}

export type UserAccount = NonNullable<Awaited<ReturnType<typeof userById>>>;

/** One page of the accounts as the list asks for it, and the count of every matching account. */
export async function usersPage(db: Database, companyId: number | undefined, list: ListQuery) {
  const filtered = applyFilters(usersQuery(db, companyId), list, usersWhitelist, (field) => `r.${field}`);
  const [{ total }] = await filtered.select(sql<number>`count(*)::int`.as('total')).execute();
  const [field, order] = list.sort;
  const rows = await selectUser(filtered)
    .orderBy(sql.ref(`r.${field}`), order === 'ASC' ? 'asc' : 'desc')
    .orderBy('r.id', order === 'ASC' ? 'asc' : 'desc')
    .offset(list.range[0])
    .limit(list.range[1] - list.range[0] + 1)
    .execute();
  return { total, rows };
}

/** The employee's names, or undefined when there is no such employee. */
export async function employeeNames(db: Database, employeeId: number) {
  return db.selectFrom('employees').select(['id', 'first_name', 'last_name']).where('id', '=', employeeId).executeTakeFirst();
}

/** Whether an account other than `exceptUserId` is linked to the employee. */
export async function employeeHasAccount(db: Database, employeeId: number, exceptUserId?: number): Promise<boolean> {
  let linked = db.selectFrom('users').select('id').where('employee_id', '=', employeeId);
  if (exceptUserId) linked = linked.where('id', '<>', exceptUserId);
  return (await linked.executeTakeFirst()) !== undefined;
}
