import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { applyFilters, type ListQuery, type ListWhitelist } from '../../http/simple-rest';
import { employeeSearch } from '../hr/employees.queries';

// The employees as the admin portal looks them up to link accounts: number,
// name, unit, and whether an account already uses them. A company of
// `undefined` is every company (the system administrator's view).

/** 'EMP-00012 · Dela Cruz, Juan': how an employee is named beside an account. */
export function employeeText(alias: string) {
  const ref = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<string>`concat(${ref('employee_no')}, ' · ', ${ref('last_name')}, ', ', ${ref('first_name')})`;
}

export const employeeLookupWhitelist: ListWhitelist = {
  sort: ['id', 'employee_no', 'last_name', 'first_name', 'status', 'business_unit_name', 'position_title'],
  filter: ['status', 'company_id', 'business_unit_id'],
  custom: ['q', 'has_account'],
  search: [],
  defaultSort: ['last_name', 'ASC'],
};

const JOINED: Record<string, string> = { business_unit_name: 'bu.name', position_title: 'p.title' };
const column = (field: string) => JOINED[field] ?? `r.${field}`;

function lookupQuery(db: Database, companyId: number | undefined) {
  const query = db
    .selectFrom('employees as r')
    .leftJoin('business_units as bu', 'bu.id', 'r.business_unit_id')
    .leftJoin('positions as p', 'p.id', 'r.position_id')
    .leftJoin('users as u', 'u.employee_id', 'r.id');
  return companyId === undefined ? query : query.where('r.company_id', '=', companyId);
}

function selectEmployee(query: ReturnType<typeof lookupQuery>) {
  return query.select([
    'r.id',
    'r.employee_no',
    'r.last_name',
    'r.first_name',
    'r.status',
    'r.email',
    'r.company_id',
    'r.business_unit_id',
    'bu.name as business_unit_name',
    'p.title as position_title',
    'u.id as user_id',
    employeeText('r').as('text'),
  ]);
}

const asBoolean = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';

/** One page of the lookup as the list asks for it, and the count of every matching employee. */
export async function employeeLookupPage(db: Database, companyId: number | undefined, list: ListQuery) {
  let filtered = applyFilters(lookupQuery(db, companyId), list, employeeLookupWhitelist, column);
  if ('q' in list.filter) filtered = filtered.where(employeeSearch(String(list.filter.q)));
  if ('has_account' in list.filter) filtered = filtered.where('u.id', asBoolean(list.filter.has_account) ? 'is not' : 'is', null);
  const [{ total }] = await filtered.select(sql<number>`count(*)::int`.as('total')).execute();
  const [field, order] = list.sort;
  const direction = order === 'ASC' ? 'asc' : 'desc';
  const rows = await selectEmployee(filtered)
    .orderBy(sql.ref(column(field)), direction)
    .orderBy('r.id', direction)
    .offset(list.range[0])
    .limit(list.range[1] - list.range[0] + 1)
    .execute();
  return { total, rows };
}

/** One employee of the lookup, or undefined when the caller may not see it. */
export async function employeeLookupById(db: Database, companyId: number | undefined, id: number) {
  return selectEmployee(lookupQuery(db, companyId)).where('r.id', '=', id).executeTakeFirst();
}
