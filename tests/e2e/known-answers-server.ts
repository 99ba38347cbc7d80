import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import {
  closeAndLink,
  computeProoflistPost,
  CONSOLE_CUTOFF,
  CUTOFFS,
  periodOf,
  setUpKnownAnswerCompany,
  type Harness,
} from '../support/known-answers';
import { PASSWORD } from './journeys';
import { startServer, type RunningServer } from './server';

// The server of the known-answer company (tests/support/known-answers.ts) for
// tests/e2e/known-answers.test.ts. Its database is a backup of the demo server's
// (POST /api/admin/backup, what `npm run backup` fetches), taken as soon as that
// server has seeded it and loaded into a new data directory, so nothing is seeded
// twice. In this process, on that directory, the real app (fastify's inject, as
// the API tests use it) sets the company up as the API test does, pays its
// 1–15 January 2026 period and links the timesheet of 16–31 January; the
// directory is closed, and `npm start` serves it with nothing left to do but
// the period the test pays through the console.

export async function backupOf(baseUrl: string): Promise<Blob> {
  const post = (path: string, token?: string) =>
    fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(path === 'login' ? { email: 'sysadmin@example.com', password: PASSWORD } : {}),
    });
  const login = await post('login');
  if (!login.ok) throw new Error(`signing in to the demo server: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const backup = await post('admin/backup', token);
  if (!backup.ok) throw new Error(`the demo server's backup: ${backup.status} ${await backup.text()}`);
  return new Blob([await backup.arrayBuffer()]);
}

async function prepare(dataDir: string, backup: Blob): Promise<void> {
  const pglite = await PGlite.create({ dataDir, loadDataDir: backup });
  const database = await openDatabase({ pglite });
  const app = await buildApp({ db: database.db, config: { ...readConfig({}), logLevel: 'silent' }, now: () => new Date() });
  try {
    const harness: Harness = {
      db: database.db,
      request: ({ token, ...options }) => app.inject({ ...options, headers: { authorization: `Bearer ${token}` } }),
      async login(email) {
        const response = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
        if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
        return response.json().token as string;
      },
    };
    const company = await setUpKnownAnswerCompany(harness);
    for (let index = 0; index < CONSOLE_CUTOFF; index++) {
      await closeAndLink(harness, company, CUTOFFS[index]);
      await computeProoflistPost(harness, company, (await periodOf(harness, company, CUTOFFS[index].start)).id);
    }
    await closeAndLink(harness, company, CUTOFFS[CONSOLE_CUTOFF]);
  } finally {
    await app.close();
    await database.close();
    await pglite.close();
  }
}

export async function startKnownAnswersServer(demo: RunningServer): Promise<RunningServer> {
  const backup = await backupOf(demo.url);
  return startServer({}, undefined, (dataDir) => prepare(dataDir, backup));
}
