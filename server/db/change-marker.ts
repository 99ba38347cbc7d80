import { sql } from 'kysely';
import type { Database } from './database';

// What keeps a cached answer exact when several API processes share one PostgreSQL.
// Write notices (write-notices.ts) reach the other processes a few milliseconds after
// a commit, and an answer kept from before it could be sent in between, to a client
// that has already been told its change was saved. The write-ahead log's insert
// position moves with every change anyone commits: an answer read after the position
// was P is current while the position is still P. The callers of one event-loop turn
// share one read of it, which starts after all of them asked (so none is answered with
// a position read before it arrived).

/** The database's current change marker, read after the call. */
export type ChangeMarker = () => Promise<string>;

export function walPositionMarker(db: Database): ChangeMarker {
  let next: Promise<string> | undefined;
  return () =>
    (next ??= new Promise<string>((resolve, reject) =>
      setImmediate(() => {
        next = undefined;
        sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`.execute(db).then(({ rows }) => resolve(rows[0].lsn), reject);
      }),
    ));
}
