import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/database';

// PGlite runs statements in the server's own thread. What a user would notice if a queue
// of statements ran without the event loop turning: a new connection waits, unaccepted,
// until every queued request is answered (seconds under load). The loop must turn
// between statements.
describe('statements on the embedded database', () => {
  let pglite: PGlite;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    pglite = await PGlite.create();
    handle = await openDatabase({ pglite });
    // a new embedded database runs initdb: seconds, more on a busy machine
  }, 60_000);
  afterAll(async () => {
    await handle.close();
    await pglite.close();
  });

  it('let the event loop turn while a queue of them runs', async () => {
    const answered: number[] = [];
    let answeredWhenTheLoopTurned = -1;
    const queue = Array.from({ length: 20 }, (_, k) =>
      sql<{ k: number }>`select ${k}::integer as k`.execute(handle.db).then(() => answered.push(k)),
    );
    setTimeout(() => (answeredWhenTheLoopTurned = answered.length), 0);
    await Promise.all(queue);
    expect(answered).toHaveLength(20);
    expect(answeredWhenTheLoopTurned).toBeGreaterThanOrEqual(0);
    expect(answeredWhenTheLoopTurned).toBeLessThan(20);
  });
});
