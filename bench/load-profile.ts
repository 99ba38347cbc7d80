// Where a list request's time goes (issue 15): the built server under the load
// bench's load on one database, with the server's CPU time, PostgreSQL's backend
// CPU time and transactions per request, and optionally a V8 CPU profile.
// Run: npx tsx bench/load-profile.ts [pglite|postgres] (LOAD_SECONDS, LOAD_CONNECTIONS,
// LOAD_EMPLOYEES, LOAD_LISTS=employees,applications,payslips, CPU_PROF_DIR=<dir> for --cpu-prof).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../scripts/build.mjs';
import { startServerProcess } from '../tests/support/server-process';
import { adminQuery, cpuMs, hammer, loadAverage, prepareDatabase, signIn, type DatabaseKind } from './http-load';
import { LISTS } from './load.bench';

const kind = (process.argv[2] ?? 'postgres') as DatabaseKind;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const EMPLOYEES = Number(process.env.LOAD_EMPLOYEES ?? 10_000);
const WANTED = (process.env.LOAD_LISTS ?? 'employees,applications,payslips').split(',');
const PROFILE_DIR = process.env.CPU_PROF_DIR;

async function backendPids(name: string): Promise<number[]> {
  return (await adminQuery<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name])).map((r) => r.pid);
}
async function commits(name: string): Promise<number> {
  const [row] = await adminQuery<{ n: string }>('select xact_commit + xact_rollback as n from pg_stat_database where datname = $1', [name]);
  return Number(row?.n ?? 0);
}

const database = await prepareDatabase(kind, EMPLOYEES);
await buildServer();
const dataDir = mkdtempSync(join(tmpdir(), 'sub-profile-data-'));
const server = await startServerProcess(
  [
    ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []),
    '--enable-source-maps',
    join(process.cwd(), 'build', 'server.js'),
  ],
  { DATABASE_URL: '', DATA_DIR: dataDir, ...database.env, JOBS_INTERVAL_MINUTES: '0' },
).catch(async (error) => {
  await database.drop();
  throw error;
});
try {
  for (const list of LISTS.filter((l) => WANTED.includes(l.name))) {
    const headers = { authorization: `Bearer ${await signIn(server.url, list.email)}` };
    const probe = await fetch(`${server.url}${list.path}`, { headers });
    if (!probe.ok) throw new Error(`${list.name}: ${probe.status}`);
    // warm up (JIT, pool connections)
    await hammer(server.url, [{ method: 'GET', path: list.path, headers }], CONNECTIONS, 3);
    const load = loadAverage();
    const pids = database.name ? await backendPids(database.name) : [];
    const pgBefore = pids.reduce((s, p) => s + cpuMs(p), 0);
    const xactBefore = database.name ? await commits(database.name) : 0;
    const nodeBefore = cpuMs(server.pid);
    const figures = await hammer(server.url, [{ method: 'GET', path: list.path, headers }], CONNECTIONS, SECONDS);
    const nodeMs = cpuMs(server.pid) - nodeBefore;
    const pidsAfter = database.name ? await backendPids(database.name) : [];
    const pgMs = pidsAfter.reduce((s, p) => s + cpuMs(p), 0) - pgBefore; // backends opened during the run count from 0
    const xacts = database.name ? (await commits(database.name)) - xactBefore : 0;
    const n = figures.requests;
    console.log(
      JSON.stringify({
        kind,
        list: list.name,
        rps: figures.requests_per_s,
        p50: figures.p50_ms,
        p95: figures.p95_ms,
        p99: figures.p99_ms,
        max: figures.max_ms,
        over_1s: figures.over_1s,
        errors: figures.errors,
        status: figures.status,
        server_cpu_ms_per_req: +(nodeMs / n).toFixed(2),
        pg_cpu_ms_per_req: database.name ? +(pgMs / n).toFixed(2) : undefined,
        pg_backends: pidsAfter.length,
        pg_xacts_per_req: database.name ? +(xacts / n).toFixed(2) : undefined,
        load_before: load,
        load_after: loadAverage(),
      }),
    );
  }
} finally {
  await server.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
