import type { Database } from '../../db/database';
import { unreadCount } from './notifications.queries';

/** Marks the user's unread notifications read (only those of `ids` when given); the unread count after. */
export async function markRead(db: Database, userId: number, now: Date, ids?: number[]): Promise<{ unread: number }> {
  if (ids?.length === 0) return { unread: await unreadCount(db, userId) };
  let query = db.updateTable('notifications').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids) query = query.where('id', 'in', ids);
  await query.execute();
  return { unread: await unreadCount(db, userId) };
}
