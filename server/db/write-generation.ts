import type pg from 'pg';
import { wrapClientQueries } from './client-queries';

// A number that moves whenever this process may have changed the database: every
// statement other than a plain `select` moves it when it is sent and again when it
// has finished (so a read that began while a commit was on its way is not taken for
// one that saw it). Caches of query results remember the number they were read at
// and are stale once it has moved. On PostgreSQL other processes' writes move it too
// (server/db/write-notices.ts); writes made outside the API are bounded by the
// caches' time to live.

const READ = /^\s*select\b/i;
const WRITE_WORDS = /\b(insert|update|delete|merge|truncate|copy|nextval|setval|pg_notify)\b/i;

/** Whether a statement text may change data: anything but a select without a write keyword (false positives only cost a cache miss). */
export const mayWrite = (text: string): boolean => !READ.test(text) || WRITE_WORDS.test(text);

/** The text of a statement as a pool client's `query` receives it (a string or a query config). */
export function statementText(first: unknown): string | undefined {
  const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' ? text : undefined;
}

export class WriteGeneration {
  private current = 0;

  get value(): number {
    return this.current;
  }

  bump(): void {
    this.current += 1;
  }
}

/** Moves `generation` around every statement the pool's clients run that may write. */
export function trackWrites(pool: pg.Pool, generation: WriteGeneration): void {
  wrapClientQueries(pool, (query) => (...args) => {
    const text = statementText(args[0]);
    if (text !== undefined && !mayWrite(text)) return query(...args);
    generation.bump();
    const result = query(...args);
    return result instanceof Promise ? result.finally(() => generation.bump()) : result;
  });
}
