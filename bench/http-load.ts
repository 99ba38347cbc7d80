// What the load and soak benches share: a database made ready before the server
// starts (PGlite in a fresh directory, or a fresh PostgreSQL database dropped
// after), the built server started as `npm start` runs it, sign-in, and one
// autocannon run reduced to the figures the results report.
import { PGlite } from '@electric-sql/pglite';
import autocannon, { type Request } from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../scripts/build.mjs';
import { openDatabase, type Database } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemo } from '../server/seed';
import { startServer, type RunningServer } from '../tests/e2e/server';
import { generate } from './employee-list.bench';

export type DatabaseKind = 'pglite' | 'postgres';

/** The PostgreSQL server the benches create their databases on (user postgres, trust on loopback). */
export const PG_ADMIN_URL = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  kind: DatabaseKind;
  /** the environment that points the server at it */
  env: Record<string, string>;
  /** PostgreSQL only: the database's name (for pg_stat_activity) */
  name?: string;
  drop(): Promise<void>;
}

/** A migrated database with the demo company and `employees` employees in all, before any server opens it. */
export async function prepareDatabase(kind: DatabaseKind, employees: number): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'sub-load-'));
    const pglite = await PGlite.create(dataDir);
    await fill(await openDatabase({ pglite }), employees);
    await pglite.close();
    return { kind, env: { DATA_DIR: dataDir, DATABASE_URL: '' }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `sub_load_${process.pid}_${Date.now()}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  await fill(await openDatabase({ databaseUrl: url.href }), employees);
  return {
    kind,
    name,
    env: { DATABASE_URL: url.href },
    drop: async () => void (await adminQuery(`drop database if exists ${name} with (force)`)),
  };
}

async function fill(handle: { db: Database; close(): Promise<void> }, employees: number): Promise<void> {
  await migrateToLatest(handle.db);
  await seedDemo(handle.db);
  await generate(handle.db, employees);
  // what autovacuum does on a live server after a bulk load (PGlite runs none): the visibility map (index-only
  // scans, no hint-bit writes on the first reads) and planner statistics for every table
  await sql`vacuum analyze`.execute(handle.db);
  await handle.close();
}

/** One statement on the PostgreSQL server's maintenance database. */
export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The server bundle built from the current sources, then started on loopback over the database. */
export async function startBenchServer(database: BenchDatabase, env: Record<string, string> = {}): Promise<RunningServer> {
  await buildServer();
  return startServer({ ...database.env, JOBS_INTERVAL_MINUTES: '0', ...env });
}

export async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Passw0rd!' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** A list request as the console's data provider sends it: default sort and the first page of 10. */
export function listPath(path: string, sort: [string, 'ASC' | 'DESC'], perPage = 10): string {
  return `${path}?sort=${encodeURIComponent(JSON.stringify(sort))}&range=${encodeURIComponent(JSON.stringify([0, perPage - 1]))}&filter=${encodeURIComponent('{}')}`;
}

export interface LoadFigures {
  requests: number;
  requests_per_s: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
  /** responses slower than one second */
  over_1s: number;
  /** connection errors, timeouts and answers other than 2xx */
  errors: number;
  status: Record<string, number>;
}

/** `connections` clients without think time for `seconds`, each sending `requests` in turn. */
export function hammer(url: string, requests: Request[], connections: number, seconds: number): Promise<LoadFigures> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, timeout: 30, requests }, (error, result) => {
      if (error) return reject(error);
      const sorted = latencies.sort((a, b) => a - b);
      const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
      const status = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
      resolve({
        requests: sorted.length,
        requests_per_s: Math.round(sorted.length / seconds),
        p50_ms: at(0.5),
        p95_ms: at(0.95),
        p99_ms: at(0.99),
        max_ms: round(sorted[sorted.length - 1] ?? 0),
        over_1s: sorted.filter((ms) => ms > 1000).length,
        errors: result.errors + result.timeouts + result.non2xx,
        status,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

const round = (ms: number) => Number(ms.toFixed(1));

/** The machine's load while measuring (2 cores shared with other work): the 1, 5 and 15 minute averages. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** user + system CPU time of a process in ms (Linux /proc; clock ticks of 10 ms), 0 once it is gone */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The CPU time of the PostgreSQL backends serving a bench database (each connection is a process). */
export async function backendsCpuMs(database: BenchDatabase): Promise<number> {
  if (!database.name) return 0;
  const backends = await adminQuery<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database.name]);
  return backends.reduce((sum, { pid }) => sum + cpuMs(pid), 0);
}
