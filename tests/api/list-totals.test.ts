import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

// A list's total ("1–10 of N") is kept by the process until it writes anything
// (server/db/count-cache.ts), and its statements run as prepared statements
// (server/db/prepared-statements.ts). What a user must never see: a total that
// misses a row they have just added or removed, through the API or through work the
// server does itself.

const t = useTestApp();
const HOLIDAYS = '/api/timekeeping/holidays?sort=["holiday_date","ASC"]&range=[0,9]&filter={}';

async function total(token: string): Promise<number> {
  const response = await t.request({ method: 'GET', url: HOLIDAYS, token });
  expect(response.statusCode, response.body).toBe(200);
  return Number(response.headers['content-range']?.toString().split('/')[1]);
}

const holiday = (holiday_date: string) => ({
  holiday_date,
  name: `Test day ${holiday_date}`,
  holiday_type: 'special_non_working',
  scope: 'national',
});

describe('list totals', { timeout: 90_000 }, () => {
  it('count a record added or deleted through the API on the next request', async () => {
    // holidays are installation-wide: the system administrator changes them
    const token = await t.login('sysadmin@example.com');
    const before = await total(token);
    expect(await total(token)).toBe(before);
    const created = await t.request({ method: 'POST', url: '/api/timekeeping/holidays', token, payload: holiday('2031-03-03') });
    expect(created.statusCode, created.body).toBe(200);
    expect(await total(token)).toBe(before + 1);
    const removed = await t.request({ method: 'DELETE', url: `/api/timekeeping/holidays/${JSON.parse(created.body).id}`, token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await total(token)).toBe(before);
  });

  it('count rows the server writes itself, outside any request (jobs, imports)', async () => {
    const token = await t.login('timekeeping@example.com');
    const before = await total(token);
    await t.db
      .insertInto('holidays')
      .values({ ...holiday('2031-04-04'), year: 2031 })
      .execute();
    expect(await total(token)).toBe(before + 1);
    await t.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('holidays').where('holiday_date', '=', '2031-04-04').execute();
    });
    expect(await total(token)).toBe(before);
  });

  it('run a list request again as a prepared statement with the same answer', async () => {
    const token = await t.login('timekeeping@example.com');
    const first = await t.request({ method: 'GET', url: HOLIDAYS, token });
    for (let i = 0; i < 6; i++) {
      // a write (one that changes no row) makes the server read the list again rather than send the answer it kept
      await t.db.updateTable('holidays').set({ name: 'none' }).where('id', '=', -1).execute();
      const again = await t.request({ method: 'GET', url: HOLIDAYS, token });
      expect(again.body).toBe(first.body);
    }
    const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(t.db);
    expect(rows.some(({ statement }) => statement.includes('"holidays"'))).toBe(true);
  });
});
