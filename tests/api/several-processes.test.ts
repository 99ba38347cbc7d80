import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { manilaToday } from '../../server/shared/company';
import { DEMO_PASSWORD } from './test-app';
import { clonePostgresTemplate } from '../support/test-database';
import { SOURCE_SERVER, startServerProcess, type ServerProcess } from '../support/server-process';

// Two real API processes (server/main.ts, each on its own port) on one
// PostgreSQL database, as behind a load balancer: a session, the login throttle
// and the periodic jobs belong to the database, not to a process. Runs in the
// PostgreSQL step of CI (DATABASE_URL set); skipped on the embedded database,
// which one process only can open.

const DATABASE_URL = process.env.DATABASE_URL;

describe.skipIf(!DATABASE_URL)('two API processes on one PostgreSQL', () => {
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  let a: ServerProcess;
  let b: ServerProcess;
  let leaving: number;

  beforeAll(async () => {
    database = await clonePostgresTemplate(inject('databaseTemplate').replace(/^postgres:/, ''));
    handle = await openDatabase({ databaseUrl: database.url });
    // an employee whose separation date is today: the due-movements job separates them
    const employee = await handle.db
      .selectFrom('employees')
      .select('id')
      .where('status', '=', 'active')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    leaving = employee.id;
    await handle.db
      .updateTable('employees')
      .set({ status: 'for_separation', separation_date: manilaToday(new Date()) })
      .where('id', '=', leaving)
      .execute();
    // caches that would outlive the test: only the other process's notice can make a change show at once
    const env = {
      DATABASE_URL: database.url,
      SEED: 'none',
      LOGIN_MAX_ATTEMPTS: '4',
      JOBS_INTERVAL_MINUTES: '1440',
      SESSION_CACHE_SECONDS: '600',
      COUNT_CACHE_SECONDS: '600',
      LIST_CACHE_SECONDS: '600',
    };
    [a, b] = await Promise.all([startServerProcess(SOURCE_SERVER, env), startServerProcess(SOURCE_SERVER, env)]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await handle?.close();
    await database?.drop();
  });

  const call = (server: ServerProcess, method: string, path: string, options: { token?: string; body?: object } = {}) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(options.body ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
  const login = (server: ServerProcess, email: string, password: string) =>
    call(server, 'POST', '/api/login', { body: { email, password } });

  it('both answer the load balancer health check', async () => {
    for (const server of [a, b]) {
      const response = await call(server, 'GET', '/api/health');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'current' });
    }
  });

  it('a sign-in made on one process works on the other, and signing out on the other ends it on the first', async () => {
    const signedIn = await login(a, 'hr@example.com', DEMO_PASSWORD);
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    const onB = await call(b, 'GET', '/api/account', { token });
    expect(onB.status).toBe(200);
    expect(JSON.stringify(await onB.json())).toContain('hr@example.com');
    expect((await call(a, 'GET', '/api/account', { token })).status).toBe(200);

    expect((await call(b, 'POST', '/api/logout', { token, body: {} })).status).toBe(200);
    // A holds the session it resolved for ten minutes unless B's notice reaches it: allow the notice a moment
    const deadline = Date.now() + 2_000;
    let onA = await call(a, 'GET', '/api/account', { token });
    while (onA.status === 200 && Date.now() < deadline) onA = await call(a, 'GET', '/api/account', { token });
    expect(onA.status).toBe(401);
    expect((await call(b, 'GET', '/api/account', { token })).status).toBe(401);
  });

  it('a change made through one process shows at once in a list the other has just answered, every time', async () => {
    // holidays are installation-wide: the system administrator changes them
    const { token } = (await (await login(a, 'sysadmin@example.com', DEMO_PASSWORD)).json()) as { token: string };
    const list = '/api/timekeeping/holidays?sort=["holiday_date","DESC"]&range=[0,4]&filter={}';
    const latest = async (server: ServerProcess) => {
      const response = await call(server, 'GET', list, { token });
      expect(response.status).toBe(200);
      return {
        names: ((await response.json()) as { name: string }[]).map((row) => row.name),
        range: response.headers.get('content-range'),
      };
    };
    const before = await latest(b);
    expect(await latest(b)).toEqual(before);
    const created = await call(a, 'POST', '/api/timekeeping/holidays', {
      token,
      body: { holiday_date: '2032-06-06', name: 'Day of the two processes', holiday_type: 'special_non_working', scope: 'national' },
    });
    expect(created.status).toBe(200);
    const after = await latest(b);
    expect(after.names[0]).toBe('Day of the two processes');
    expect(after.range).not.toBe(before.range);
    // a rename answered by A is what B sends the next instant, every time (no waiting for B to hear of it)
    const id = ((await created.json()) as { id: number }).id;
    for (let round = 1; round <= 20; round++) {
      const renamed = await call(a, 'PUT', `/api/timekeeping/holidays/${id}`, {
        token,
        body: { name: `Day of the two processes ${round}` },
      });
      expect(renamed.status).toBe(200);
      expect((await latest(b)).names[0]).toBe(`Day of the two processes ${round}`);
    }
  });

  it('failed sign-ins on one process count on the other: the fifth attempt is throttled on both', async () => {
    for (const server of [a, a, b, b]) expect((await login(server, 'payroll@example.com', 'wrong-password')).status).toBe(422);
    const throttledOnA = await login(a, 'payroll@example.com', DEMO_PASSWORD);
    expect(throttledOnA.status).toBe(429);
    expect(((await throttledOnA.json()) as { message: string }).message).toMatch(/^Too many login attempts/);
    expect((await login(b, 'payroll@example.com', DEMO_PASSWORD)).status).toBe(429);
  });

  it('runs a periodic job once, not once per process', async () => {
    const jobLines = () =>
      [a, b].flatMap((server) =>
        server
          .output()
          .split('\n')
          .filter((line) => line.startsWith('[jobs] due-movements')),
      );
    const deadline = Date.now() + 60_000;
    while (jobLines().length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    const lines = jobLines();
    expect(lines).toHaveLength(2);
    expect(lines.filter((line) => line.endsWith('another process runs it this interval'))).toHaveLength(1);

    const runs = await handle.db.selectFrom('job_runs').select(['job', 'outcome']).where('job', '=', 'due-movements').execute();
    expect(runs).toEqual([{ job: 'due-movements', outcome: 'done' }]);
    const separations = await handle.db
      .selectFrom('transaction_logs')
      .select('id')
      .where('resource', '=', 'employees')
      .where('action', '=', 'separate')
      .where('record_id', '=', String(leaving))
      .execute();
    expect(separations).toHaveLength(1);
    const employee = await handle.db.selectFrom('employees').select('status').where('id', '=', leaving).executeTakeFirstOrThrow();
    expect(employee.status).toBe('separated');
  });
});
