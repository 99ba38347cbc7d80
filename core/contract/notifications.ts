import { Type, type Static } from '@sinclair/typebox';
import { nullable } from './wire';

// The caller's own notifications (server/modules/notifications/): the bell in every portal's app bar.

/** One notification: what happened, where to see it, and whether it was read. */
export const Notification = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  body: nullable(Type.String()),
  link: nullable(Type.String({ description: 'a console path' })),
  created_at: Type.String({ description: 'ISO 8601 with the offset, e.g. 2026-11-29T09:00:00+08' }),
  read: Type.Boolean(),
});
export type Notification = Static<typeof Notification>;

/** GET /api/account/notifications: the latest notifications, newest first, and how many are unread. */
export const NotificationInbox = Type.Object({ unread: Type.Integer(), notifications: Type.Array(Notification) });
export type NotificationInbox = Static<typeof NotificationInbox>;

/** POST /api/account/notifications/read: the unread count after marking. */
export const NotificationsMarked = Type.Object({ unread: Type.Integer() });
export type NotificationsMarked = Static<typeof NotificationsMarked>;
