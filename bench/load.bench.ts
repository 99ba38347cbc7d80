// Load (issue 15): the built server on loopback, over PGlite and over PostgreSQL,
// with the demo company plus generated employees; 100 connections without think
// time for 30 s on each of the lists the console calls most (HR employees,
// timekeeping applications, payroll payslips), with the console's default sort
// and first page. Writes bench/load.results.md.
// Run: npx tsx bench/load.bench.ts (LOAD_SECONDS, LOAD_CONNECTIONS, LOAD_EMPLOYEES,
// LOAD_WARMUP_SECONDS, LOAD_DATABASES=pglite,postgres, PG_URL change the defaults;
// LOAD_SERVER_ENV='{"LIST_CACHE_SECONDS":"0"}' starts the server with more settings).
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { pathToFileURL } from 'node:url';
import {
  backendsCpuMs,
  cpuMs,
  hammer,
  listPath,
  loadAverage,
  prepareDatabase,
  signIn,
  startBenchServer,
  type DatabaseKind,
  type LoadFigures,
} from './http-load';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const EMPLOYEES = Number(process.env.LOAD_EMPLOYEES ?? 10_000);
/** unmeasured load before each list, as on a server that has been running: the embedded database's first statements load its catalog from disk (up to half a second each) */
const WARM_UP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
const DATABASES = (process.env.LOAD_DATABASES ?? 'pglite,postgres').split(',') as DatabaseKind[];
const SERVER_ENV = JSON.parse(process.env.LOAD_SERVER_ENV ?? '{}') as Record<string, string>;
const RESULTS = new URL('./load.results.md', import.meta.url);

/** The lists, each read by the account whose portal the console calls it from. */
export const LISTS = [
  { name: 'employees', email: 'hr@example.com', path: listPath('/api/hr/employees', ['last_name', 'ASC']) },
  { name: 'applications', email: 'timekeeping@example.com', path: listPath('/api/timekeeping/applications', ['submitted_at', 'DESC']) },
  { name: 'payslips', email: 'payroll@example.com', path: listPath('/api/payroll/payslips', ['id', 'ASC']) },
];

interface Measured extends LoadFigures {
  database: DatabaseKind;
  list: string;
  load_before: string;
  load_after: string;
  total_rows: string;
  /** CPU time per request of the server process, and of the PostgreSQL backends (less sensitive to the shared load than latency) */
  server_cpu_ms: number;
  database_cpu_ms?: number;
}

async function measure(kind: DatabaseKind): Promise<Measured[]> {
  const database = await prepareDatabase(kind, EMPLOYEES);
  const server = await startBenchServer(database, SERVER_ENV);
  const measured: Measured[] = [];
  try {
    for (const list of LISTS) {
      const headers = { authorization: `Bearer ${await signIn(server.url, list.email)}` };
      const probe = await fetch(`${server.url}${list.path}`, { headers });
      if (!probe.ok) throw new Error(`${list.name}: ${probe.status} ${await probe.text()}`);
      if (WARM_UP_SECONDS > 0) await hammer(server.url, [{ method: 'GET', path: list.path, headers }], CONNECTIONS, WARM_UP_SECONDS);
      const load_before = loadAverage();
      const serverBefore = cpuMs(server.pid);
      const databaseBefore = await backendsCpuMs(database);
      const figures = await hammer(server.url, [{ method: 'GET', path: list.path, headers }], CONNECTIONS, SECONDS);
      const perRequest = (ms: number) => Number((ms / Math.max(1, figures.requests)).toFixed(2));
      measured.push({
        database: kind,
        list: list.name,
        ...figures,
        load_before,
        load_after: loadAverage(),
        total_rows: probe.headers.get('content-range')?.split('/')[1] ?? '?',
        server_cpu_ms: perRequest(cpuMs(server.pid) - serverBefore),
        // backends that closed during the run drop out, ones opened during it count from their start
        database_cpu_ms: database.name ? perRequest((await backendsCpuMs(database)) - databaseBefore) : undefined,
      });
      console.error(`${kind} ${list.name}: ${figures.requests_per_s} req/s, p95 ${figures.p95_ms} ms, errors ${figures.errors}`);
    }
  } finally {
    await server.stop();
    await database.drop();
  }
  return measured;
}

function report(rows: Measured[]): string {
  const line = (r: Measured) =>
    `| ${r.database} | ${r.list} (${r.total_rows} rows) | ${r.requests_per_s} | ${r.p50_ms} | ${r.p95_ms} | ${r.p99_ms} | ${r.max_ms} | ${r.over_1s} | ${r.errors} | ${r.server_cpu_ms} | ${r.database_cpu_ms ?? 'in the server'} | ${r.load_before} → ${r.load_after} |`;
  return [
    '# Load bench',
    '',
    `\`npx tsx bench/load.bench.ts\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${cpus().length} cores, Node ${process.version},`,
    `the built server (\`build/server.js\`, as \`npm start\` runs it) on loopback, ${EMPLOYEES.toLocaleString('en')} employees (the demo company plus generated ones).`,
    `${CONNECTIONS} connections without think time for ${SECONDS} s per list after ${WARM_UP_SECONDS} s of the same load unmeasured, the console's default sort and first page of 10;`,
    'autocannon runs in the bench process on the same two cores as the server (and the database), so the figures include its cost.',
    ...(Object.keys(SERVER_ENV).length
      ? [
          `Server settings: ${Object.entries(SERVER_ENV)
            .map(([name, value]) => `${name}=${value}`)
            .join(', ')}.`,
        ]
      : []),
    '',
    '| database | list | requests/s | p50 ms | p95 ms | p99 ms | max ms | over 1 s | errors | server CPU ms/request | PostgreSQL CPU ms/request | load average (1 / 5 / 15 min) before → after |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(line),
    '',
  ].join('\n');
}

export async function run() {
  const rows: Measured[] = [];
  for (const kind of DATABASES) rows.push(...(await measure(kind)));
  writeFileSync(RESULTS, report(rows));
  return { bench: 'load', connections: CONNECTIONS, seconds: SECONDS, employees: EMPLOYEES, results: rows };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await run()));
}
