import { sql } from 'kysely';
import type { Database } from '../../db/database';

// The user's own notifications, for the bell in every portal's app bar.

/** How many of the user's notifications are unread. */
export async function unreadCount(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The user's latest notifications, newest first, with the unread count. */
export async function inboxOf(db: Database, userId: number, limit: number) {
  const [rows, unread] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(['id', 'kind', 'title', 'body', 'link', sql<string>`to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SSOF')`.as('created_at')])
      .select(sql<boolean>`read_at is not null`.as('read'))
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    unreadCount(db, userId),
  ]);
  return { unread, notifications: rows.map((r) => ({ ...r, id: Number(r.id) })) };
}
