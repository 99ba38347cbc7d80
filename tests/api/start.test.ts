import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../server/config';
import { prepareDatabase } from '../../server/start';
import { createScratchDatabase } from '../support/test-database';

// Start-up on an embedded database: migrate, seed only when empty, keep data across restarts.
// On PostgreSQL runs it uses an empty scratch database on that server instead.
const folder = mkdtempSync(join(tmpdir(), 'sub-start-'));
let dropScratch = async () => {};
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await dropScratch();
});

describe('start-up with SEED=none', () => {
  it('creates only the configured administrator, and keeps the data on restart', async () => {
    const env: Record<string, string> = { SEED: 'none', ADMIN_EMAIL: 'owner@company.ph', ADMIN_PASSWORD: 'Owner1234', DATA_DIR: folder };
    if (process.env.DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL);
      env.DATABASE_URL = scratch.url;
      dropScratch = scratch.drop;
    }
    const config = readConfig(env);
    const log: string[] = [];
    const first = await prepareDatabase(config, (line) => log.push(line));
    const users = await first.db.selectFrom('users').select(['email', 'role']).execute();
    expect(users).toEqual([{ email: 'owner@company.ph', role: 1 }]);
    expect(await first.db.selectFrom('employees').select('id').execute()).toEqual([]);
    await first.db.insertInto('roles').values({ id: 99, code: 'probe', name: 'Probe', portal: 'admin' }).execute();
    await first.close();

    const second = await prepareDatabase(config, (line) => log.push(line));
    expect(await second.db.selectFrom('users').select('email').execute()).toHaveLength(1);
    expect(await second.db.selectFrom('roles').select('id').where('id', '=', 99).execute()).toHaveLength(1);
    await second.close();
    expect(log.filter((line) => line.startsWith('Empty database'))).toHaveLength(1);
  }, 60_000);
});
