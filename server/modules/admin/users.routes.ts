import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { answers, IdParams, ListQuery, recordSchema, writeBodySchema } from '../../http/schemas';
import type { FastifyInstance } from 'fastify';
import { usersResource } from '@core/resources/users.resource';
import { ConflictError } from '../../http/errors';
import { contentRange, parseListQuery } from '../../http/simple-rest';
import { answerFromListCache } from '../../http/list-cache';
import { managedCompanyOf } from './managed-company';
import { usersPage, usersWhitelist } from './users.queries';
import { createUser, findUser, resetUserPassword, updateUser } from './users.service';

// Accounts and their portal flags (admin portal). Administrators (1 and 7) are
// managed only by system administrators (7).

export async function usersRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const base = '/api/admin/users';
  const { db } = app.deps;

  const user = { ...recordSchema(usersResource), title: 'User account' };
  app.get(base, { schema: { querystring: ListQuery, response: answers(Type.Array(user)) } }, async (request, reply) => {
    if (await answerFromListCache(app, request, reply)) return reply;
    const list = parseListQuery(request.query, usersWhitelist);
    const { total, rows } = await usersPage(db, await managedCompanyOf(db, request), list);
    reply.header('Content-Range', contentRange('users', list.range, rows.length, total));
    return rows;
  });

  app.get(`${base}/:id`, { schema: { params: IdParams, response: answers(user) } }, async (request) =>
    findUser(db, request, request.params.id),
  );

  const accountBody = Type.Intersect([
    writeBodySchema(usersResource),
    Type.Object({ password: Type.Optional(Type.String({ maxLength: 200 })) }),
  ]);
  app.post(base, { schema: { body: accountBody, response: answers(user) } }, async (request) => createUser(db, request, request.body));

  app.put(`${base}/:id`, { schema: { params: IdParams, body: accountBody, response: answers(user) } }, async (request) =>
    updateUser(db, request, request.params.id, request.body, app.deps.now()),
  );

  const passwordBody = Type.Object({ password: Type.Optional(Type.String({ maxLength: 200 })) });
  app.post(`${base}/:id/reset-password`, { schema: { params: IdParams, body: passwordBody, response: answers(user) } }, async (request) =>
    resetUserPassword(db, request, request.params.id, request.body.password, app.deps.now()),
  );

  app.delete(`${base}/:id`, { schema: { params: IdParams, response: answers(user) } }, async (request) => {
    await findUser(db, request, request.params.id);
    throw new ConflictError('Accounts are never deleted; deactivate the account instead.');
  });
}
