import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { answers, IdParams, ListQuery, recordSchema, writeBodySchema } from '../../http/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { defaultPortalFlags, PORTAL_FLAGS, type PortalFlag } from '@core/access';
import { isBlank, normaliseRecord } from '@core/resources/define';
import { accountProblems, usersResource } from '@core/resources/users.resource';
import { untyped, type Database } from '../../db/database';
import { whitelistOf, textExpression } from '../../http/crud';
import { ConflictError, FieldErrorCollector, ForbiddenError, NotFoundError } from '../../http/errors';
import { applyFilters, contentRange, parseListQuery } from '../../http/simple-rest';
import { actorOf, audit } from '../../shared/audit';
import { hashPassword, passwordWeakness } from '../auth/passwords';
import { revokeUserTokens } from '../../shared/tokens';
import { employeeText, managedCompanyOf } from './employees.routes';
import { answerFromListCache } from '../../http/list-cache';

// Accounts and their portal flags (admin portal). Administrators (1 and 7) are
// managed only by system administrators (7).

type Row = Record<string, unknown>;
const ADMIN_ROLES = new Set([1, 7]);
const whitelist = whitelistOf(usersResource);

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

async function findUser(db: Database, companyId: number | undefined, id: string): Promise<Row> {
  if (!/^\d+$/.test(id)) throw new NotFoundError();
  const row = await selectUser(usersQuery(db, companyId)).where('r.id', '=', Number(id)).executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

function flagsFrom(body: Row, fallback: Record<PortalFlag, number>): Record<PortalFlag, number> {
  const flags = { ...fallback };
  for (const flag of PORTAL_FLAGS) {
    if (flag in body) flags[flag] = body[flag] === 1 || body[flag] === true || body[flag] === '1' ? 1 : 0;
  }
  return flags;
}

function assertMayManage(request: FastifyRequest, targetRoles: number[]): void {
  const callerRole = request.auth!.user.role;
  if (callerRole !== 7 && targetRoles.some((role) => ADMIN_ROLES.has(role))) {
    throw new ForbiddenError('Only a system administrator may change administrator accounts.');
  }
}

/** The employee an account is linked to, when it exists and no other account has it (a malformed id is left to validation). */
async function linkableEmployee(db: Database, problems: FieldErrorCollector, employeeId: unknown, userId?: number) {
  if (isBlank(employeeId) || !/^\d+$/.test(String(employeeId).trim())) return undefined;
  const employee = await db
    .selectFrom('employees')
    .select(['id', 'first_name', 'last_name'])
    .where('id', '=', Number(employeeId))
    .executeTakeFirst();
  if (!employee) {
    problems.add('employee_id', 'The selected employee does not exist.');
    return undefined;
  }
  let linked = db.selectFrom('users').select('id').where('employee_id', '=', Number(employeeId));
  if (userId) linked = linked.where('id', '<>', userId);
  if (await linked.executeTakeFirst()) problems.add('employee_id', 'This employee already has an account.');
  return employee;
}

/** The account as submitted, its name defaulted to the employee's "First Last", and its problems. */
async function checkedAccount(db: Database, body: Row, userId?: number) {
  const problems = new FieldErrorCollector();
  const employee = await linkableEmployee(db, problems, body.employee_id, userId);
  const account = employee && isBlank(body.name) ? { ...body, name: `${employee.first_name} ${employee.last_name}` } : body;
  for (const [field, messages] of Object.entries(accountProblems(account))) problems.add(field, messages[0]);
  return { account, problems };
}

export async function usersRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/admin/users';
  const { db } = app.deps;

  const user = { ...recordSchema(usersResource), title: 'User account' };
  app.get(base, { schema: { querystring: ListQuery, response: answers(Type.Array(user)) } }, async (request, reply) => {
    if (await answerFromListCache(app, request, reply)) return reply;
    const list = parseListQuery(request.query, whitelist);
    const filtered = applyFilters(usersQuery(db, await managedCompanyOf(db, request)), list, whitelist, (field) => `r.${field}`);
    const [{ total }] = await filtered.select(sql<number>`count(*)::int`.as('total')).execute();
    const [field, order] = list.sort;
    const rows = await selectUser(filtered)
      .orderBy(sql.ref(`r.${field}`), order === 'ASC' ? 'asc' : 'desc')
      .orderBy('r.id', order === 'ASC' ? 'asc' : 'desc')
      .offset(list.range[0])
      .limit(list.range[1] - list.range[0] + 1)
      .execute();
    reply.header('Content-Range', contentRange('users', list.range, rows.length, total));
    return rows;
  });

  app.get(`${base}/:id`, { schema: { params: IdParams, response: answers(user) } }, async (request) =>
    findUser(db, await managedCompanyOf(db, request), request.params.id),
  );

  const accountBody = Type.Intersect([
    writeBodySchema(usersResource),
    Type.Object({ password: Type.Optional(Type.String({ maxLength: 200 })) }),
  ]);
  app.post(base, { schema: { body: accountBody, response: answers(user) } }, async (request) => {
    const body: Row = request.body;
    assertMayManage(request, [Number(body.role)]);
    const { account, problems } = await checkedAccount(db, body);
    const password = typeof body.password === 'string' ? body.password : '';
    const weakness = password ? passwordWeakness(password, String(body.email ?? '')) : 'The password field is required.';
    if (weakness) problems.add('password', weakness);
    problems.throwIfAny();
    const values = normaliseRecord(usersResource, account);
    const role = Number(values.role);
    const flags = flagsFrom(body, defaultPortalFlags(role, values.employee_id != null));
    const passwordHash = await hashPassword(password);
    return db.transaction().execute(async (trx) => {
      const userId = request.auth!.user.id;
      const created = await untyped(trx)
        .insertInto('users')
        .values({ ...values, role, password_hash: passwordHash, created_by: userId, updated_by: userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('portal_accesses')
        .values({ user_id: created.id, ...flags })
        .execute();
      const row = await findUser(trx, await managedCompanyOf(trx, request), String(created.id));
      await audit(trx, actorOf(request), {
        resource: 'users',
        action: 'create',
        recordId: created.id,
        summary: `Created user ${row.email}`,
        after: row,
      });
      return row;
    });
  });

  app.put(`${base}/:id`, { schema: { params: IdParams, body: accountBody, response: answers(user) } }, async (request) => {
    const { id } = request.params;
    const existing = await findUser(db, await managedCompanyOf(db, request), id);
    const body: Row = { ...existing, ...request.body };
    assertMayManage(request, [Number(body.role), Number(existing.role)]);
    const { account, problems } = await checkedAccount(db, body, Number(id));
    problems.throwIfAny();
    const values = normaliseRecord(usersResource, account);
    const role = Number(values.role);
    if (Number(id) === request.auth!.user.id && (values.is_active === false || role !== Number(existing.role))) {
      throw new ConflictError('You cannot deactivate your own account or change your own role.');
    }
    const flags = flagsFrom(body, flagsFrom(existing, defaultPortalFlags(role, values.employee_id != null)));
    return db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ ...values, role, updated_at: app.deps.now(), updated_by: request.auth!.user.id })
        .where('id', '=', Number(id))
        .execute();
      await trx
        .insertInto('portal_accesses')
        .values({ user_id: Number(id), ...flags })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...flags, updated_at: app.deps.now() }))
        .execute();
      if (existing.is_active && values.is_active === false) await revokeUserTokens(trx, Number(id), app.deps.now());
      const row = await findUser(trx, await managedCompanyOf(trx, request), id);
      await audit(trx, actorOf(request), {
        resource: 'users',
        action: 'update',
        recordId: id,
        summary: `Updated user ${row.email}`,
        before: existing,
        after: row,
      });
      return row;
    });
  });

  const passwordBody = Type.Object({ password: Type.Optional(Type.String({ maxLength: 200 })) });
  app.post(`${base}/:id/reset-password`, { schema: { params: IdParams, body: passwordBody, response: answers(user) } }, async (request) => {
    const { id } = request.params;
    const existing = await findUser(db, await managedCompanyOf(db, request), id);
    assertMayManage(request, [Number(existing.role)]);
    const password = request.body.password;
    const problems = new FieldErrorCollector();
    const weakness =
      typeof password === 'string' && password ? passwordWeakness(password, String(existing.email)) : 'The password field is required.';
    if (weakness) problems.add('password', weakness);
    problems.throwIfAny();
    const passwordHash = await hashPassword(password as string);
    return db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, failed_login_count: 0, updated_at: app.deps.now() })
        .where('id', '=', Number(id))
        .execute();
      await revokeUserTokens(trx, Number(id), app.deps.now());
      await audit(trx, actorOf(request), {
        resource: 'users',
        action: 'reset_password',
        recordId: id,
        summary: `Reset the password of ${existing.email}`,
      });
      return existing;
    });
  });

  app.delete(`${base}/:id`, { schema: { params: IdParams, response: answers(user) } }, async (request) => {
    await findUser(db, await managedCompanyOf(db, request), request.params.id);
    throw new ConflictError('Accounts are never deleted; deactivate the account instead.');
  });
}
