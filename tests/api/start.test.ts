import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../server/config';
import { verifyPassword } from '../../server/modules/auth/passwords';
import { prepareDatabase } from '../../server/start';
import { createScratchDatabase } from '../support/test-database';
import { DEMO_PASSWORD } from './test-app';

// Start-up on an empty embedded database: migrate, seed only when empty, keep data across restarts.
// On PostgreSQL runs each start uses an empty scratch database on that server instead.
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** The environment of a start on a fresh, empty database. */
async function emptyDatabase(env: Record<string, string>): Promise<Record<string, string>> {
  const folder = mkdtempSync(join(tmpdir(), 'sub-start-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  if (!process.env.DATABASE_URL) return { DATA_DIR: folder, ...env };
  const scratch = await createScratchDatabase(process.env.DATABASE_URL);
  cleanups.push(scratch.drop);
  return { DATA_DIR: folder, DATABASE_URL: scratch.url, ...env };
}

describe('start-up with SEED=none', () => {
  it('creates only the configured administrator, and keeps the data on restart', async () => {
    const config = readConfig(await emptyDatabase({ SEED: 'none', ADMIN_EMAIL: 'owner@company.ph', ADMIN_PASSWORD: 'Owner1234' }));
    const log: string[] = [];
    const first = await prepareDatabase(config, (line) => log.push(line));
    const users = await first.db.selectFrom('users').select(['email', 'role', 'password_hash']).execute();
    expect(users.map(({ email, role }) => ({ email, role }))).toEqual([{ email: 'owner@company.ph', role: 7 }]);
    expect(await verifyPassword('Owner1234', users[0].password_hash)).toBe(true);
    expect(await first.db.selectFrom('employees').select('id').execute()).toEqual([]);
    await first.db.insertInto('roles').values({ id: 99, code: 'probe', name: 'Probe', portal: 'admin' }).execute();
    await first.close();

    const second = await prepareDatabase(config, (line) => log.push(line));
    expect(await second.db.selectFrom('users').select('email').execute()).toHaveLength(1);
    expect(await second.db.selectFrom('roles').select('id').where('id', '=', 99).execute()).toHaveLength(1);
    await second.close();
    expect(log.filter((line) => line.startsWith('Empty database'))).toHaveLength(1);
    expect(log.join('\n')).not.toContain('Owner1234');
  }, 60_000);
});

describe('no known password on a first start that is not the demo', () => {
  /** Starts on an empty database; the accounts it made, and the password the log showed (or undefined). */
  async function firstStart(env: Record<string, string>) {
    const log: string[] = [];
    const handle = await prepareDatabase(readConfig(await emptyDatabase(env)), (line) => log.push(line));
    try {
      const users = await handle.db.selectFrom('users').select(['email', 'role', 'password_hash']).execute();
      const employees = await handle.db.selectFrom('employees').select('id').execute();
      const shown = /^ {4}(\S+)$/m.exec(log.join('\n'))?.[1];
      return { users, employees, log, shown };
    } finally {
      await handle.close();
    }
  }

  const expectGeneratedPassword = async (start: Awaited<ReturnType<typeof firstStart>>) => {
    expect(start.employees).toEqual([]);
    expect(start.users.map(({ email, role }) => ({ email, role }))).toEqual([{ email: 'admin@example.com', role: 7 }]);
    const [admin] = start.users;
    expect(await verifyPassword(DEMO_PASSWORD, admin.password_hash)).toBe(false);
    // the generated password is shown once, and only its hash is stored
    expect(start.shown).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await verifyPassword(start.shown!, admin.password_hash)).toBe(true);
    expect(admin.password_hash).not.toContain(start.shown!);
    expect(start.log.join('\n').split(start.shown!)).toHaveLength(2);
    expect(start.log.join('\n')).toMatch(/shown only this once/);
  };

  it('a production start (NODE_ENV=production) without SEED: no demo company, the administrator with a generated password', async () => {
    await expectGeneratedPassword(await firstStart({ NODE_ENV: 'production' }));
  }, 60_000);

  it('SEED=none without ADMIN_PASSWORD generates the password (not Passw0rd!), a new one on each database', async () => {
    const first = await firstStart({ SEED: 'none', NODE_ENV: 'test' });
    await expectGeneratedPassword(first);
    const second = await firstStart({ SEED: 'none', NODE_ENV: 'test' });
    expect(second.shown).not.toBe(first.shown);
  }, 90_000);
});
