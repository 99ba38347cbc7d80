import { afterAll, describe, expect, inject, it } from 'vitest';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../server/db/database';
import { DEMO_PASSWORD, useTestApp } from './test-app';
import { tableChecksum, tableCounts } from '../support/table-counts';
import { templateArchive } from '../support/test-database';
import { SOURCE_SERVER, startServerProcess, type ServerProcess } from '../support/server-process';

// `npm run backup` copies the embedded database while the server runs (through
// POST /api/admin/backup); `npm run restore` puts it back into a stopped
// server's DATA_DIR. The round trip must give back every row.

const run = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), 'sub-backup-'));
const dataDir = join(folder, 'data');
const backupDir = join(folder, 'backups');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The tables a payroll officer would miss first, compared row by row. */
const CHECKED_TABLES = ['employees', 'payslips', 'holidays', 'time_punches'];

async function snapshot(pglite: PGlite) {
  const handle = await openDatabase({ pglite });
  try {
    const counts = await tableCounts(handle.db);
    const checksums = Object.fromEntries(
      await Promise.all(CHECKED_TABLES.map(async (table) => [table, await tableChecksum(handle.db, table)] as const)),
    );
    const codes = (await handle.db.selectFrom('positions').select('code').where('code', 'like', 'BKP-%').orderBy('code').execute()).map(
      (row) => row.code,
    );
    return { counts, checksums, codes };
  } finally {
    await handle.close();
  }
}

async function snapshotOfDataDir() {
  const pglite = await PGlite.create(dataDir);
  try {
    return await snapshot(pglite);
  } finally {
    await pglite.close();
  }
}

const script = (name: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, [join('scripts', name), ...args], { env: { ...process.env, ...env }, cwd: process.cwd() }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );

describe.skipIf(process.env.DATABASE_URL)('backup and restore of the embedded database', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => server?.stop());

  it('backs up a running server, and the restore brings back every row as it was then', async () => {
    const template = inject('databaseTemplate').replace(/^pglite:/, '');
    const seeded = await PGlite.create({ dataDir, loadDataDir: templateArchive(template) });
    const before = await snapshot(seeded);
    await seeded.close();
    for (const table of CHECKED_TABLES) expect(before.counts[table], table).toBeGreaterThan(0);

    server = await startServerProcess(SOURCE_SERVER, { DATABASE_URL: '', DATA_DIR: dataDir, JOBS_INTERVAL_MINUTES: '0' });
    const hr = ((await (await post('/api/login', { email: 'hr@example.com', password: DEMO_PASSWORD })).json()) as { token: string }).token;
    const kept = await post('/api/hr/positions', { code: 'BKP-IN', title: 'Saved before the backup', job_level: 'rank_and_file' }, hr);
    expect(kept.status).toBe(200);

    const backup = await script('backup.mjs', [], {
      BACKUP_URL: server.url,
      BACKUP_EMAIL: 'sysadmin@example.com',
      BACKUP_PASSWORD: DEMO_PASSWORD,
      BACKUP_DIR: backupDir,
    });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const [file] = readdirSync(backupDir);
    expect(file).toMatch(/^sub-backup-\d{8}-\d{6}\.tar\.gz$/);
    expect(backup.stdout).toContain(`Backup written: ${join(backupDir, file)}`);

    // after the backup: one position added, the one saved before it deleted
    expect((await post('/api/hr/positions', { code: 'BKP-OUT', title: 'Saved after', job_level: 'rank_and_file' }, hr)).status).toBe(200);
    const keptId = ((await kept.json()) as { id: number }).id;
    expect((await fetch(`${server.url}/api/hr/positions/${keptId}`, { method: 'DELETE', headers: auth(hr) })).status).toBe(200);

    const whileRunning = await script('restore.mjs', [join(backupDir, file), '--yes'], { DATA_DIR: dataDir });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toMatch(/^Restore refused: the server \(process \d+\) is running on /);

    await server.stop();
    const changed = await snapshotOfDataDir();
    expect(changed.codes).toEqual(['BKP-OUT']);

    const restore = await script('restore.mjs', [join(backupDir, file), '--yes'], { DATA_DIR: dataDir });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/This replaces the database in .*: \d+ employees, \d+ user accounts, \d+ payslips, last change /);
    expect(readdirSync(folder).filter((name) => name.startsWith('data.before-restore-'))).toHaveLength(1);

    const after = await snapshotOfDataDir();
    expect(after.codes).toEqual(['BKP-IN']);
    expect(after.checksums).toEqual(before.checksums);
    // every table as before the server started, but the position saved and the
    // sign-ins and that save recorded in the audit trail before the backup
    expect(after.counts).toEqual({
      ...before.counts,
      positions: before.counts.positions + 1,
      transaction_logs: after.counts.transaction_logs,
    });
    expect(after.counts.transaction_logs).toBeGreaterThan(before.counts.transaction_logs);
    expect(existsSync(`${dataDir}.pid`)).toBe(false);
  }, 600_000);

  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const post = (path: string, body: object, token?: string) =>
    fetch(`${server!.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth(token) },
      body: JSON.stringify(body),
    });
});

describe('the backup route', () => {
  const t = useTestApp();
  const backup = async (token: string) => t.request({ method: 'POST', url: '/api/admin/backup', token, payload: {} });

  it('is the system administrator\u2019s alone: an administrator and every other role get 403', async () => {
    const refused = await backup(await t.login('admin@example.com'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('export your own company');
    expect((await backup(await t.login('hr@example.com'))).statusCode).toBe(403);
  }, 60_000);

  it('points a server on PostgreSQL (no embedded database to copy) to pg_dump', async () => {
    const response = await backup(await t.login('sysadmin@example.com'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('pg_dump');
  });
});
