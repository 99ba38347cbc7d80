import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { pendingMigrations } from '../../db/migrate';

// Whether this server can serve: its database answers and no migration is pending.

export interface Health {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'unreachable';
  migrations: 'current' | 'pending' | 'unknown';
}

export async function healthOf(db: Database): Promise<Health> {
  try {
    await sql`select 1`.execute(db);
  } catch {
    return { status: 'unavailable', database: 'unreachable', migrations: 'unknown' };
  }
  const pending = await pendingMigrations(db);
  if (pending.length > 0) return { status: 'unavailable', database: 'ok', migrations: 'pending' };
  return { status: 'ok', database: 'ok', migrations: 'current' };
}
