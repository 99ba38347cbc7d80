import { sql, type RawBuilder } from 'kysely';
import type { Database } from './database';

/**
 * One column's values as one array parameter of the given SQL type. When every value is a
 * string, number, boolean or null, the array's text (`{"a","b",NULL}`) is written here in
 * one pass: it is what the driver would send, without its per-element preparation, which
 * was a tenth of a large processing run's time. Any other value (a Date, an object) leaves
 * the whole array to the driver.
 */
export function columnArray(values: readonly unknown[], type: string): RawBuilder<unknown> {
  let text = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i > 0) text += ',';
    if (value === null || value === undefined) text += 'NULL';
    else if (typeof value === 'number' || typeof value === 'boolean') text += String(value);
    else if (typeof value === 'string') text += `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    else return sql`${values.map((v) => v ?? null)}::${sql.raw(type)}[]`;
  }
  return sql`${text + '}'}::${sql.raw(type)}[]`;
}

/** True when every row holds the same plain value (a string, number, boolean or null) in this column. */
function oneValue(values: readonly unknown[]): boolean {
  const first = values[0] ?? null;
  if (first !== null && typeof first === 'object') return false;
  for (let i = 1; i < values.length; i++) if ((values[i] ?? null) !== first) return false;
  return true;
}

/**
 * Inserts many rows with one array parameter per column (`INSERT … SELECT * FROM unnest(…)`)
 * instead of one parameter per value: thousands of wide rows in one statement, well under
 * PostgreSQL's 65,535-parameter limit, and far less for the server to parse. A column that
 * holds one value in every row (the timesheet, the author, a zero) is sent once, not once
 * per row: most of a daily record's columns are at their default on most days, and parsing
 * their arrays was a fifth of the insert. `types` names each column's SQL type, in the order
 * the values are given. `returning` names the columns answered; `skipConflicts` leaves out
 * rows that a unique index already holds, `onConflict` gives the whole `on conflict …`
 * clause instead (an upsert).
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
  const arrays: RawBuilder<unknown>[] = [];
  const unnested: RawBuilder<unknown>[] = [];
  const selected = columns.map((column) => {
    const values = rows.map((row) => row[column]);
    if (rows.length > 1 && oneValue(values)) return sql`${values[0] ?? null}::${sql.raw(types[column])}`;
    arrays.push(columnArray(values, types[column]));
    unnested.push(sql.ref(column));
    return sql`u.${sql.ref(column)}`;
  });
  // when every column holds one value there is nothing to unnest: the series gives the rows
  const source =
    arrays.length > 0
      ? sql`unnest(${sql.join(arrays)}) as u(${sql.join(unnested)})`
      : sql`generate_series(1, ${rows.length}::integer) as u`;
  const conflicts = onConflict ? sql` ${onConflict}` : skipConflicts ? sql` on conflict do nothing` : sql``;
  const returned = returning.length ? sql` returning ${sql.join(returning.map((c) => sql.ref(c)))}` : sql``;
  const result = await sql<Record<string, unknown>>`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
    select ${sql.join(selected)} from ${source}${conflicts}${returned}`.execute(db);
  return result.rows;
}
