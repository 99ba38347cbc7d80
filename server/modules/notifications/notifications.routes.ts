import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { answers } from '../../http/schemas';
import { authenticate } from '../../plugins/auth';
import { inboxOf } from './notifications.queries';
import { markRead } from './notifications.service';

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

  app.get(
    '/api/account/notifications',
    { config: { access: 'authenticated' }, schema: { querystring: InboxQuery, response: answers(Inbox) } },
    async (request) => {
      const { user } = await authenticate(app, request);
      return inboxOf(db, user.id, Number(request.query.limit ?? 20));
    },
  );

  app.post(
    '/api/account/notifications/read',
    { config: { access: 'authenticated' }, schema: { body: MarkRead, response: answers(Type.Object({ unread: Type.Integer() })) } },
    async (request) => {
      const { user } = await authenticate(app, request);
      return markRead(db, user.id, app.deps.now(), request.body.ids);
    },
  );
}
