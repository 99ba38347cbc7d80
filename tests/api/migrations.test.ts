import { PGlite } from '@electric-sql/pglite';
import { sql, type Migration } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { FORMER_NAMES, migrations } from '../../server/db/migrations';
import { createScratchDatabase } from '../support/test-database';

// A release adds migrations to databases that earlier releases created. The
// first release named its migrations by area; its databases must take the
// renamed list and a newly added migration without losing a row.

let dropScratch = async () => {};
afterAll(async () => dropScratch());

async function emptyDatabase(): Promise<DatabaseHandle> {
  if (!process.env.DATABASE_URL) return openDatabase({ pglite: await PGlite.create() });
  const scratch = await createScratchDatabase(process.env.DATABASE_URL);
  dropScratch = scratch.drop;
  return openDatabase({ databaseUrl: scratch.url });
}

/** The migration list exactly as the first release shipped it: the same files under their area numbers. */
const firstRelease: Record<string, Migration> = Object.fromEntries(
  Object.entries(FORMER_NAMES).map(([former, current]) => [former, migrations[current]]),
);

const addedLater: Migration = {
  async up(db) {
    await db.schema
      .createTable('release_probe')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .execute();
  },
};

describe('migrations on a database of an earlier release', () => {
  it('renames the first release’s migrations once, applies a newly added one and keeps the data', async () => {
    const handle = await emptyDatabase();
    try {
      expect(await migrateToLatest(handle.db, firstRelease)).toEqual(Object.keys(FORMER_NAMES));
      await handle.db.insertInto('roles').values({ id: 99, code: 'probe', name: 'Probe', portal: 'admin' }).execute();

      const newest = `${Object.keys(migrations).at(-1)!.slice(0, 8)}999999_release_probe`;
      const applied = await migrateToLatest(handle.db, { ...migrations, [newest]: addedLater });
      // the migrations added since the first release, then the new one
      const sinceFirstRelease = Object.keys(migrations).filter((name) => !Object.values(FORMER_NAMES).includes(name));
      expect(applied).toEqual([...sinceFirstRelease, newest]);

      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db);
      expect(rows.map((row) => row.name)).toEqual([...Object.keys(migrations), newest]);
      expect(await handle.db.selectFrom('roles').select('code').where('id', '=', 99).execute()).toEqual([{ code: 'probe' }]);
      expect(await migrateToLatest(handle.db, { ...migrations, [newest]: addedLater })).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('keeps the migration names sorted in the order they run', () => {
    const names = Object.keys(migrations);
    expect(names.every((name) => /^\d{14}_[a-z0-9_]+$/.test(name))).toBe(true);
    expect([...names].sort()).toEqual(names);
  });
});
