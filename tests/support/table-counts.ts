import { sql } from 'kysely';
import type { Database } from '../../server/db/database';

/** Tables that a refused request may still touch: the caller's own sign-in bookkeeping. */
const BOOKKEEPING = new Set(['login_attempts', 'access_tokens', 'kysely_migration', 'kysely_migration_lock']);

/** The row count of every table (the audit trail included): what a refused request must leave unchanged. */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const { rows } = await sql<{ table_name: string }>`select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { table_name } of rows.filter((row) => !BOOKKEEPING.has(row.table_name))) {
    counts[table_name] = (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)}`.execute(db)).rows[0].n;
  }
  return counts;
}

/** A checksum of every row of a table in id order: equal only when every row is. */
export async function tableChecksum(db: Database, table: string): Promise<string> {
  const { rows } = await sql<{ sum: string }>`select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as sum
    from ${sql.table(table)} t`.execute(db);
  return rows[0].sum;
}

/**
 * A fingerprint of every table's rows (count and an order-free sum of row hashes), in one
 * statement: unlike the counts, it also changes when a refused request updates a row in place.
 */
export async function tableFingerprints(db: Database): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ table_name: string }>`select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const parts = tables
    .filter((row) => !BOOKKEEPING.has(row.table_name))
    .map(
      ({ table_name }) =>
        sql`select ${table_name}::text as name, count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) as print from ${sql.table(table_name)} t`,
    );
  const { rows } = await sql<{ name: string; print: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}
