import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/database';
import { insertColumns } from '../../../server/db/insert-columns';

// The column-wise insert writes its arrays' text itself for plain values: what comes back
// must be what went in, whatever the strings hold, and other values still go through the driver.
describe('insertColumns', () => {
  let pglite: PGlite;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    pglite = await PGlite.create();
    handle = await openDatabase({ pglite });
    await sql`create table t (n serial primary key, s text, i integer, b bigint, f boolean, d numeric, j jsonb, day date, at timestamptz)`.execute(
      handle.db,
    );
    // a new embedded database runs initdb: seconds, more on a busy machine
  }, 60_000);
  afterAll(async () => {
    await handle.close();
    await pglite.close();
  });

  it('stores strings with quotes, backslashes, braces, commas and NULL as written', async () => {
    const strings = [
      'plain',
      '',
      'NULL',
      'null',
      'a "quoted" word',
      'back\\slash',
      '\\"',
      '{braces}',
      'a,b',
      ' spaced ',
      'line\nbreak\ttab',
      'ñ 日本 ✓',
      "it's",
    ];
    const rows = strings.map((s, k) => ({
      s,
      i: k % 3 === 0 ? null : k - 5,
      b: 2 ** 40 + k,
      f: k % 2 === 0,
      d: k % 4 === 0 ? undefined : `${k}.25`,
      j: JSON.stringify({ s, k }),
      day: `2026-06-${String(k + 1).padStart(2, '0')}`,
      at: null,
    }));
    const types = { s: 'text', i: 'integer', b: 'bigint', f: 'boolean', d: 'numeric', j: 'jsonb', day: 'date', at: 'timestamptz' };
    const returned = await insertColumns(handle.db, 't', types, rows, { returning: ['n'] });
    expect(returned).toHaveLength(rows.length);
    const stored = await sql<Record<string, unknown>>`select s, i, b, f, d, j, day, at from t order by n`.execute(handle.db);
    expect(stored.rows).toEqual(rows.map((r) => ({ ...r, d: r.d ?? null, j: JSON.parse(r.j) })));
  });

  it('leaves a column holding other values (a Date) to the driver', async () => {
    const at = new Date('2026-06-01T00:30:00Z');
    await insertColumns(handle.db, 't', { s: 'text', at: 'timestamptz' }, [{ s: 'dated', at }]);
    const stored = await sql<{ at: Date }>`select at from t where s = 'dated'`.execute(handle.db);
    expect(stored.rows[0]!.at.toISOString()).toBe(at.toISOString());
  });

  it('sends a column holding one value in every row once, and stores it in every row', async () => {
    const rows = [1, 2, 3].map((k) => ({ s: `same-${k}`, i: 7, b: null, f: false, d: '0', j: '[]', day: '2026-07-01' }));
    const types = { s: 'text', i: 'integer', b: 'bigint', f: 'boolean', d: 'numeric', j: 'jsonb', day: 'date' };
    await insertColumns(handle.db, 't', types, rows);
    const stored = await sql<Record<string, unknown>>`select s, i, b, f, d, j, day from t where s like 'same-%' order by s`.execute(
      handle.db,
    );
    expect(stored.rows).toEqual(rows.map((r) => ({ ...r, j: [] })));
  });

  it('inserts as many rows as given when every column holds one value', async () => {
    const returned = await insertColumns(
      handle.db,
      't',
      { s: 'text', i: 'integer' },
      [1, 2, 3, 4].map(() => ({ s: 'all-same', i: 1 })),
      {
        returning: ['n'],
      },
    );
    expect(new Set(returned.map((r) => r.n)).size).toBe(4);
    const stored = await sql<{ n: string }>`select count(*) as n from t where s = 'all-same' and i = 1`.execute(handle.db);
    expect(Number(stored.rows[0]!.n)).toBe(4);
  });
});
