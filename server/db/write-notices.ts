import pg from 'pg';
import { wrapClientQueries } from './client-queries';
import { mayWrite, statementText, type WriteGeneration } from './write-generation';

// Several API processes over one PostgreSQL each keep what they read (sessions,
// list totals, list pages) until their write generation moves. A process that
// writes tells the others: a transaction that wrote sends a notice just before its
// commit (PostgreSQL delivers it once the commit is done, and never if it rolls
// back), a write outside a transaction right after it. Every process listens on a
// connection of its own and moves its generation on each notice another sent, so a
// change made through one process is not served stale by another. Writes made
// outside the API (psql, a script) are bounded by the caches' time to live only.

export const WRITE_NOTICES_CHANNEL = 'hris_writes';
const NOTICE = `select pg_notify('${WRITE_NOTICES_CHANNEL}', $1)`;
const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(commit|end)\b/i;
const ROLLBACK = /^\s*(rollback|abort)\b(?!\s+to\b)/i;

/** Makes the pool's clients send a notice, signed `sender`, for each transaction or lone statement that may have written. */
export function announceWrites(pool: pg.Pool, sender: string): void {
  wrapClientQueries(pool, (query) => {
    let inTransaction = false;
    let wrote = false;
    // on the same connection before it goes back to the pool, so inside the transaction it reports (an aborted one refuses it: nothing to report)
    const notice = () => (query(NOTICE, [sender]) as Promise<unknown>).catch(() => undefined);
    return (...args) => {
      const text = statementText(args[0]);
      if (text === undefined) return query(...args);
      if (BEGIN.test(text)) {
        inTransaction = true;
        wrote = false;
      } else if (COMMIT.test(text)) {
        const announce = wrote;
        inTransaction = wrote = false;
        if (announce) return notice().then(() => query(...args));
      } else if (ROLLBACK.test(text)) {
        inTransaction = wrote = false;
      } else if (mayWrite(text)) {
        if (inTransaction) wrote = true;
        else {
          const result = query(...args);
          return result instanceof Promise ? result.finally(notice) : result;
        }
      }
      return query(...args);
    };
  });
}

export interface WriteListener {
  close(): Promise<void>;
}

/**
 * Listens for other processes' notices and moves `generation` on each. While the
 * connection is down (it reconnects every `retryMs`) notices are missed, so the
 * generation also moves whenever it (re)connects.
 */
export async function listenForWrites(
  connectionString: string,
  generation: WriteGeneration,
  sender: string,
  retryMs = 1_000,
): Promise<WriteListener> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.payload !== sender) generation.bump();
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      generation.bump();
      if (!closed) retry = setTimeout(reconnect, retryMs);
    });
    try {
      await next.connect();
      await next.query(`listen ${WRITE_NOTICES_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await next.end());
    client = next;
    generation.bump();
  };
  const reconnect = () => {
    retry = undefined;
    connect().catch(() => {
      if (!closed) retry = setTimeout(reconnect, retryMs);
    });
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}
