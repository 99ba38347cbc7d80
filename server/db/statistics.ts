import { sql } from 'kysely';
import type { Database } from './database';

/**
 * Refreshes the planner's statistics of every table. PostgreSQL's autovacuum does it on
 * its own; PGlite has no autovacuum, so the embedded database needs it after a bulk load
 * (the demo seed) and from time to time (the scheduler's job).
 */
export async function refreshPlannerStatistics(db: Database): Promise<void> {
  await sql`analyze`.execute(db);
}
