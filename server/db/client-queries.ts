import type pg from 'pg';

export type ClientQuery = (...args: unknown[]) => unknown;

/** Replaces each pool client's `query` with `wrap(its query, its client)`, once per client (pools hand clients out many times). */
export function wrapClientQueries(pool: pg.Pool, wrap: (query: ClientQuery, client: pg.PoolClient) => ClientQuery): void {
  const wrapped = new WeakSet<pg.PoolClient>();
  pool.on('connect', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const writable = client as unknown as { query: ClientQuery };
    writable.query = wrap(client.query.bind(client) as ClientQuery, client);
  });
}
