import { sql } from 'kysely';
import type { Database } from './database';
import { columnArray } from './insert-columns';

/** The rows of one referenced table that a bulk insert points at. */
export interface Reference {
  table: string;
  ids: readonly (number | null | undefined)[];
}

/** A bulk insert pointed at rows that do not exist (or no longer do). */
export class MissingReference extends Error {
  constructor(
    readonly table: string,
    readonly ids: readonly number[],
  ) {
    super(`${table} ${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ' …' : ''} no longer exist`);
  }
}

/**
 * Runs large inserts (one chunk's, in `insert`) with their foreign keys checked once per
 * referenced table instead of once per row. PostgreSQL checks a foreign key with a trigger for every inserted row; for 150,000
 * daily records with four keys that is 600,000 trigger calls, about a third of the insert's
 * time on PGlite. Here each table's referenced rows are locked `for key share` in one statement (the
 * lock each row's check would take, so that a concurrent delete waits for this transaction)
 * and counted; then the inserts run with `session_replication_role = replica`, which skips
 * the per-row triggers, and the role is set back. The constraints stay on the table: deleting
 * a referenced row is still refused or cascaded as before.
 *
 * Only for tables whose triggers are all foreign keys (replica mode skips every trigger of the
 * statement), inside a transaction. Setting the role needs a superuser (PGlite's user is one);
 * for any other user the inserts simply run with their per-row checks.
 */
export async function insertCheckingReferencesOnce<T>(
  trx: Database,
  references: readonly Reference[],
  insert: () => Promise<T>,
): Promise<T> {
  const { rows } = await sql<{ superuser: string }>`select current_setting('is_superuser') as superuser`.execute(trx);
  if (rows[0]?.superuser !== 'on') return insert();
  for (const { table, ids } of references) {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null && id !== undefined).map(Number))];
    if (wanted.length === 0) continue;
    const found = await sql<{ id: number | string }>`select id from ${sql.table(table)}
      where id = any(${columnArray(wanted, 'bigint')}) for key share`.execute(trx);
    if (found.rows.length !== wanted.length) {
      const present = new Set(found.rows.map((r) => Number(r.id)));
      throw new MissingReference(
        table,
        wanted.filter((id) => !present.has(id)),
      );
    }
  }
  await sql`set local session_replication_role = replica`.execute(trx);
  const result = await insert();
  // an error above aborts the transaction, whose rollback restores the role with it
  await sql`set local session_replication_role = origin`.execute(trx);
  return result;
}
