import type pg from 'pg';
import { wrapClientQueries } from './client-queries';

/**
 * Starts each of the pool's statements from the event loop (`setImmediate`) instead of from
 * the promise that asked for it. PGlite runs a statement synchronously, in this thread, and
 * the pool hands its one connection to the next waiter in a promise callback: without this,
 * a queue of statements ran to its end inside one turn of the loop, and the server accepted
 * no connection and read no request meanwhile. Under 100 connections that queue was never
 * empty: a new connection was accepted only every 0.25–0.35 s (one `accept` per drained
 * queue, seen with strace), and its first request waited up to the whole run. Now the loop
 * turns between statements, so sockets are accepted and read while the queue runs.
 * A statement given with a callback (the pool's own) is left as it is.
 */
export function startStatementsFromTheEventLoop(pool: pg.Pool): void {
  wrapClientQueries(pool, (query) => (...args) => {
    if (typeof args.at(-1) === 'function') return query(...args);
    return new Promise((resolve) => setImmediate(resolve)).then(() => query(...args));
  });
}
