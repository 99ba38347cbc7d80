import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectionStateOf, openDatabase, type DatabaseHandle } from '../../server/db/database';
import { WRITE_NOTICES_CHANNEL } from '../../server/db/write-notices';
import { clonePostgresTemplate } from '../support/test-database';

// On PostgreSQL a process tells the others when it has written (server/db/write-notices.ts),
// so that none of them serves a session, a total or a list it kept from before the
// write. What must hold: a notice for every committed change, delivered only once the
// change is visible, none for reads or rolled-back work, and the others' notices heard.

const DATABASE_URL = process.env.DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!DATABASE_URL)('write notices between processes on one PostgreSQL', () => {
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  let other: pg.Client;
  const heard: string[] = [];

  beforeAll(async () => {
    database = await clonePostgresTemplate(inject('databaseTemplate').replace(/^postgres:/, ''));
    handle = await openDatabase({ databaseUrl: database.url });
    other = new pg.Client({ connectionString: database.url });
    await other.connect();
    other.on('notification', (message) => heard.push(message.payload ?? ''));
    await other.query(`listen ${WRITE_NOTICES_CHANNEL}`);
  }, 120_000);

  afterAll(async () => {
    await other?.end();
    await handle?.close();
    await database?.drop();
  });

  /** the notices heard within a short while */
  const noticesAfter = async (work: () => Promise<unknown>) => {
    heard.length = 0;
    await work();
    await sleep(150);
    return heard.length;
  };

  it('are sent for a committed transaction that wrote, once, and only when its commit is done', async () => {
    expect(
      await noticesAfter(() =>
        handle.db.transaction().execute(async (trx) => {
          await trx.updateTable('holidays').set({ name: 'Renamed' }).where('id', '=', -1).execute();
          await trx.updateTable('holidays').set({ name: 'Renamed' }).where('id', '=', -2).execute();
          await sleep(150);
          expect(heard).toHaveLength(0);
        }),
      ),
    ).toBe(1);
  });

  it('are sent for a write outside a transaction, and not for reads or a transaction rolled back', async () => {
    expect(await noticesAfter(() => handle.db.updateTable('holidays').set({ name: 'Renamed' }).where('id', '=', -1).execute())).toBe(1);
    expect(await noticesAfter(() => handle.db.selectFrom('holidays').select('id').execute())).toBe(0);
    const rolledBack = handle.db.transaction().execute(async (trx) => {
      await trx.updateTable('holidays').set({ name: 'Renamed' }).where('id', '=', -1).execute();
      throw new Error('changed my mind');
    });
    expect(await noticesAfter(() => rolledBack.catch(() => undefined))).toBe(0);
  });

  it("move this process's write generation when another process writes", async () => {
    const writes = connectionStateOf(handle.db)!.writes;
    const before = writes.value;
    await other.query(`select pg_notify('${WRITE_NOTICES_CHANNEL}', 'another process')`);
    const deadline = Date.now() + 2_000;
    while (writes.value === before && Date.now() < deadline) await sleep(10);
    expect(writes.value).toBeGreaterThan(before);
  });
});
