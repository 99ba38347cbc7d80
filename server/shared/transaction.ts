import type { Database } from '../db/database';

/**
 * A step that takes the transaction it runs in (so that the seed can run several in one), as a
 * function that runs it in a transaction of its own: what a route calls.
 */
export const inOwnTransaction =
  <A extends unknown[], R>(step: (trx: Database, ...args: A) => Promise<R>) =>
  (db: Database, ...args: A): Promise<R> =>
    db.transaction().execute((trx) => step(trx, ...args));
