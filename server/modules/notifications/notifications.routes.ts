import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { answers } from '../../http/schemas';
import { authenticate } from '../../plugins/auth';

// The caller's own notifications, for the bell in every portal's app bar: the latest
// ones with the unread count, and marking them read. Only ever the caller's own rows.

const Notification = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  body: Type.Union([Type.String(), Type.Null()]),
  link: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  read: Type.Boolean(),
});
const Inbox = Type.Object({ unread: Type.Integer(), notifications: Type.Array(Notification) });
const InboxQuery = Type.Object({ limit: Type.Optional(Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$' })) });
const MarkRead = Type.Object({ ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 })) });

export async function notificationRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  async function unreadOf(userId: number): Promise<number> {
    const row = await db
      .selectFrom('notifications')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  app.get(
    '/api/account/notifications',
    { config: { access: 'authenticated' }, schema: { querystring: InboxQuery, response: answers(Inbox) } },
    async (request) => {
      const { user } = await authenticate(app, request);
      const [rows, unread] = await Promise.all([
        db
          .selectFrom('notifications')
          .select(['id', 'kind', 'title', 'body', 'link', sql<string>`to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SSOF')`.as('created_at')])
          .select(sql<boolean>`read_at is not null`.as('read'))
          .where('user_id', '=', user.id)
          .orderBy('id', 'desc')
          .limit(Number(request.query.limit ?? 20))
          .execute(),
        unreadOf(user.id),
      ]);
      return { unread, notifications: rows.map((r) => ({ ...r, id: Number(r.id) })) };
    },
  );

  app.post(
    '/api/account/notifications/read',
    { config: { access: 'authenticated' }, schema: { body: MarkRead, response: answers(Type.Object({ unread: Type.Integer() })) } },
    async (request) => {
      const { user } = await authenticate(app, request);
      let query = db
        .updateTable('notifications')
        .set({ read_at: app.deps.now() })
        .where('user_id', '=', user.id)
        .where('read_at', 'is', null);
      if (request.body.ids) {
        if (request.body.ids.length === 0) return { unread: await unreadOf(user.id) };
        query = query.where('id', 'in', request.body.ids);
      }
      await query.execute();
      return { unread: await unreadOf(user.id) };
    },
  );
}
