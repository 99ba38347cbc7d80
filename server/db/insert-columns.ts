import { sql, type RawBuilder } from 'kysely';
import type { Database } from './database';

/**
 * Inserts many rows with one array parameter per column (`INSERT … SELECT * FROM unnest(…)`)
 * instead of one parameter per value: thousands of wide rows in one statement, well under
 * PostgreSQL's 65,535-parameter limit, and far less for the server to parse. `types` names
 * each column's SQL type, in the order the values are given. `returning` names the columns
 * answered; `skipConflicts` leaves out rows that a unique index already holds, `onConflict`
 * gives the whole `on conflict …` clause instead (an upsert).
 */
export async function insertColumns<K extends string>(
  db: Database,
  table: string,
  types: Record<K, string>,
  rows: readonly Record<K, unknown>[],
  {
    returning = [],
    skipConflicts = false,
    onConflict,
  }: { returning?: readonly string[]; skipConflicts?: boolean; onConflict?: RawBuilder<unknown> } = {},
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(types) as K[];
  const arrays = columns.map((column) => sql`${rows.map((row) => row[column] ?? null)}::${sql.raw(types[column])}[]`);
  const conflicts = onConflict ? sql` ${onConflict}` : skipConflicts ? sql` on conflict do nothing` : sql``;
  const returned = returning.length ? sql` returning ${sql.join(returning.map((c) => sql.ref(c)))}` : sql``;
  const result = await sql<Record<string, unknown>>`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
    select * from unnest(${sql.join(arrays)})${conflicts}${returned}`.execute(db);
  return result.rows;
}
