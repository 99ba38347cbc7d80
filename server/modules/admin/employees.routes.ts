import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { answers, IdParams, ListQuery } from '../../http/schemas';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors';
import { contentRange, parseListQuery } from '../../http/simple-rest';
import { answerFromListCache } from '../../http/list-cache';
import { employeeLookupById, employeeLookupPage, employeeLookupWhitelist } from './employee-lookup.queries';
import { managedCompanyOf } from './managed-company';
import { nullable } from '@core/contract/wire';

// The employees as the admin portal sees them: a read-only lookup for linking
// accounts to employee records (docs/domain.md `users`). Administrators work across
// companies, so nothing is scoped to one.

/** An employee as the account form picks one: number, name, unit, and whether an account already uses it. */
const EmployeeLookup = Type.Object(
  {
    id: Type.Integer(),
    employee_no: Type.String(),
    last_name: Type.String(),
    first_name: Type.String(),
    status: Type.String(),
    email: nullable(Type.String()),
    company_id: Type.Integer(),
    business_unit_id: Type.Integer(),
    business_unit_name: nullable(Type.String()),
    position_title: nullable(Type.String()),
    user_id: nullable(Type.Integer({ description: 'the account already linked to the employee' })),
    text: Type.String({ description: "'EMP-00012 · Dela Cruz, Juan'" }),
  },
  { title: 'Employee lookup' },
);

export async function adminEmployeesRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/admin/employees';
  const { db } = app.deps;

  app.get(base, { schema: { querystring: ListQuery, response: answers(Type.Array(EmployeeLookup)) } }, async (request, reply) => {
    if (await answerFromListCache(app, request, reply)) return reply;
    const list = parseListQuery(request.query, employeeLookupWhitelist);
    const { total, rows } = await employeeLookupPage(db, await managedCompanyOf(db, request), list);
    reply.header('Content-Range', contentRange('employees', list.range, rows.length, total));
    return rows;
  });

  app.get(`${base}/:id`, { schema: { params: IdParams, response: answers(EmployeeLookup) } }, async (request) => {
    const { id } = request.params;
    if (!/^\d+$/.test(id)) throw new NotFoundError();
    const row = await employeeLookupById(db, await managedCompanyOf(db, request), Number(id));
    if (!row) throw new NotFoundError();
    return row;
  });
}
