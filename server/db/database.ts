import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';

// DATE columns travel as 'YYYY-MM-DD' strings end to end, and bigint ids and
// counts as JavaScript numbers (safe: ids and row counts stay far below 2^53).
// NUMERIC stays a string so money is never turned into a binary float.
pg.types.setTypeParser(1082, (value: string) => value);
// Wall-clock datetimes (timestamp without time zone: hearings, incidents,
// events) travel as 'YYYY-MM-DD HH:mm:ss' strings in Manila time, as dates do.
pg.types.setTypeParser(1114, (value: string) => value);
pg.types.setTypeParser(20, (value: string) => Number(value));

// Kysely over loosely typed tables: most tables are driven by resource
// definitions, so a hand-kept interface per table would only repeat them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Database = Kysely<any>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… uses a real PostgreSQL server with a connection pool. */
  databaseUrl?: string;
  /** Directory of the embedded database (PGlite). */
  dataDir?: string;
  /** An already opened PGlite (tests open one from a migrated snapshot). */
  pglite?: PGlite;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const pglite = options.pglite ?? (await PGlite.create(options.dataDir ?? './data'));
  // One connection: PGlite is single-session, and the pool's lock keeps a
  // transaction's statements together.
  const pool = new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig);
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      if (!options.pglite) await pglite.close();
    },
  };
}
