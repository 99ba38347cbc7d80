import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { answers, IdParams, ListQuery } from '../../http/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SYSTEM_ADMINISTRATOR_ROLE } from '@core/resources/registry';
import { companyIdOf } from '../../shared/company';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { NotFoundError } from '../../http/errors';
import { applyFilters, contentRange, parseListQuery, type ListWhitelist } from '../../http/simple-rest';
import { employeeSearch } from '../hr/employees.routes';
import { answerFromListCache } from '../../http/list-cache';

// The employees as the admin portal sees them: a read-only lookup for linking
// accounts to employee records (domain.md `users`). Administrators work across
// companies, so nothing is scoped to one.

/** 'EMP-00012 · Dela Cruz, Juan': how an employee is named beside an account. */
export function employeeText(alias: string) {
  const ref = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<string>`concat(${ref('employee_no')}, ' · ', ${ref('last_name')}, ', ', ${ref('first_name')})`;
}

const whitelist: ListWhitelist = {
  sort: ['id', 'employee_no', 'last_name', 'first_name', 'status', 'business_unit_name', 'position_title'],
  filter: ['status', 'company_id', 'business_unit_id'],
  custom: ['q', 'has_account'],
  search: [],
  defaultSort: ['last_name', 'ASC'],
};

const JOINED: Record<string, string> = { business_unit_name: 'bu.name', position_title: 'p.title' };
const column = (field: string) => JOINED[field] ?? `r.${field}`;

/**
 * The company whose accounts the caller manages: an administrator's own; none for the
 * system administrator, who manages the accounts of every company on the installation.
 */
export async function managedCompanyOf(db: Database, request: FastifyRequest): Promise<number | undefined> {
  return request.auth?.user.role === SYSTEM_ADMINISTRATOR_ROLE ? undefined : companyIdOf(db, request);
}

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

/** An employee as the account form picks one: number, name, unit, and whether an account already uses it. */
const EmployeeLookup = Type.Object({ id: Type.Integer() }, { additionalProperties: true, title: 'Employee lookup' });

export async function adminEmployeesRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/admin/employees';
  const { db } = app.deps;

  app.get(base, { schema: { querystring: ListQuery, response: answers(Type.Array(EmployeeLookup)) } }, async (request, reply) => {
    if (await answerFromListCache(app, request, reply)) return reply;
    const list = parseListQuery(request.query, whitelist);
    let filtered = applyFilters(lookupQuery(db, await managedCompanyOf(db, request)), list, whitelist, column);
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
    reply.header('Content-Range', contentRange('employees', list.range, rows.length, total));
    return rows;
  });

  app.get(`${base}/:id`, { schema: { params: IdParams, response: answers(EmployeeLookup) } }, async (request) => {
    const { id } = request.params;
    if (!/^\d+$/.test(id)) throw new NotFoundError();
    const row = await selectEmployee(lookupQuery(db, await managedCompanyOf(db, request)))
      .where('r.id', '=', Number(id))
      .executeTakeFirst();
    if (!row) throw new NotFoundError();
    return row;
  });
}
