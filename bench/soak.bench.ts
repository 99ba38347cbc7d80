// Soak (issue 15): the built server on PostgreSQL, 50 connections without think
// time for 10 minutes of mixed reads and writes (the three busiest lists, an
// employee's record, and an update of an employee's address: one request in five
// writes, audited). Every 10 s it samples the server's resident memory and the
// server's connections in pg_stat_activity, after a minute of the same load unmeasured
// (the server fills its caches to their caps, as one that has been running has).
// Writes bench/soak.results.md.
// Run: npx tsx bench/soak.bench.ts (SOAK_SECONDS, SOAK_WARMUP_SECONDS, SOAK_CONNECTIONS, LOAD_EMPLOYEES, PG_URL).
import type { Request } from 'autocannon';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { pathToFileURL } from 'node:url';
import { adminQuery, hammer, loadAverage, prepareDatabase, signIn, startBenchServer, type LoadFigures } from './http-load';
import { LISTS } from './load.bench';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
/** unmeasured load first: compiled code, prepared statements, kept totals and sessions grow to their caps in the first minute */
const WARM_UP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 60);
const EMPLOYEES = Number(process.env.LOAD_EMPLOYEES ?? 10_000);
// often enough to catch each garbage collection's low point (the heap saws between about 350 and 600 MB once a minute)
const SAMPLE_MS = 2_000;
const RESULTS = new URL('./soak.results.md', import.meta.url);

interface Sample {
  second: number;
  rss_mb: number;
  connections: number;
}

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};

const windowOf = (samples: Sample[], pick: (s: Sample) => number, from: number, to: number) =>
  samples.filter((s) => s.second >= from && s.second < to).map(pick);

/** The mean of the samples within the window [from, to) seconds. */
const meanOf = (samples: Sample[], pick: (s: Sample) => number, from: number, to: number) => {
  const window = windowOf(samples, pick, from, to);
  return window.length ? window.reduce((a, b) => a + b, 0) / window.length : NaN;
};

/** The lowest sample within the window: what is left after a garbage collection, which a leak raises. */
const floorOf = (samples: Sample[], pick: (s: Sample) => number, from: number, to: number) =>
  Math.min(...windowOf(samples, pick, from, to));

export async function run() {
  const database = await prepareDatabase('postgres', EMPLOYEES);
  const server = await startBenchServer(database);
  const samples: Sample[] = [];
  try {
    const tokens = new Map<string, string>();
    for (const list of LISTS) tokens.set(list.email, await signIn(server.url, list.email));
    const hr = { authorization: `Bearer ${tokens.get('hr@example.com')}` };
    const page = await fetch(`${server.url}/api/hr/employees?range=[0,199]`, { headers: hr });
    const ids = ((await page.json()) as { id: number }[]).map((e) => e.id);
    let n = 0;
    const pick = (request: Request, method: 'GET' | 'PUT'): Request => {
      const id = ids[n++ % ids.length];
      return method === 'GET'
        ? { ...request, path: `/api/hr/employees/${id}` }
        : { ...request, path: `/api/hr/employees/${id}`, body: JSON.stringify({ present_address: `${n} Soak Street, Manila` }) };
    };
    const json = { ...hr, 'content-type': 'application/json' };
    const requests: Request[] = [
      ...LISTS.map((list) => ({ method: 'GET', path: list.path, headers: { authorization: `Bearer ${tokens.get(list.email)}` } })),
      { method: 'GET', headers: hr, setupRequest: (request) => pick(request, 'GET') },
      { method: 'PUT', headers: json, setupRequest: (request) => pick(request, 'PUT') },
    ];
    const write = await fetch(`${server.url}/api/hr/employees/${ids[0]}`, {
      method: 'PUT',
      headers: json,
      body: '{"present_address":"Manila"}',
    });
    if (!write.ok) throw new Error(`the write does not pass: ${write.status} ${await write.text()}`);

    const idle_rss_mb = rssMb(server.pid);
    if (WARM_UP_SECONDS > 0) await hammer(server.url, requests, CONNECTIONS, WARM_UP_SECONDS);
    const started = Date.now();
    const sample = async () => {
      const [{ n: connections }] = await adminQuery<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [
        database.name,
      ]);
      samples.push({ second: Math.round((Date.now() - started) / 1000), rss_mb: rssMb(server.pid), connections });
    };
    const load_before = loadAverage();
    await sample();
    const timer = setInterval(() => void sample(), SAMPLE_MS);
    const figures = await hammer(server.url, requests, CONNECTIONS, SECONDS);
    clearInterval(timer);
    await sample();
    const load_after = loadAverage();

    const minute = Math.min(60, SECONDS / 2);
    const rssFirst = meanOf(samples, (s) => s.rss_mb, 0, minute);
    const rssLast = meanOf(samples, (s) => s.rss_mb, SECONDS - minute, SECONDS + 60);
    const rss_change_pct = Number((((rssLast - rssFirst) / rssFirst) * 100).toFixed(1));
    // from the first sample under the measured load: the one at second 0 is taken before it starts
    const floorFirst = floorOf(samples, (s) => s.rss_mb, 1, minute);
    const floorLast = floorOf(samples, (s) => s.rss_mb, SECONDS - minute, SECONDS + 60);
    const rss_floor_change_pct = Number((((floorLast - floorFirst) / floorFirst) * 100).toFixed(1));
    const rss_floor_by_minute_mb = Array.from({ length: Math.ceil(SECONDS / 60) }, (_, m) =>
      floorOf(samples, (s) => s.rss_mb, m * 60 || 1, m * 60 + 60),
    );
    const during = samples.slice(1, -1).map((s) => s.connections);
    const connections = { min: Math.min(...during), max: Math.max(...during), after: samples[samples.length - 1].connections };
    const result = {
      bench: 'soak',
      seconds: SECONDS,
      connections: CONNECTIONS,
      employees: EMPLOYEES,
      ...figures,
      rss_first_minute_mb: Math.round(rssFirst),
      rss_last_minute_mb: Math.round(rssLast),
      rss_change_pct,
      rss_floor_first_minute_mb: floorFirst,
      rss_floor_last_minute_mb: floorLast,
      rss_floor_change_pct,
      rss_floor_by_minute_mb,
      idle_rss_mb,
      warm_up_seconds: WARM_UP_SECONDS,
      pg_connections: connections,
      load_before,
      load_after,
      samples,
    };
    writeFileSync(RESULTS, report(result));
    return result;
  } finally {
    await server.stop();
    await database.drop();
  }
}

function report(
  r: LoadFigures & {
    seconds: number;
    connections: number;
    employees: number;
    rss_first_minute_mb: number;
    rss_last_minute_mb: number;
    rss_change_pct: number;
    rss_floor_first_minute_mb: number;
    rss_floor_last_minute_mb: number;
    rss_floor_change_pct: number;
    rss_floor_by_minute_mb: number[];
    idle_rss_mb: number;
    warm_up_seconds: number;
    pg_connections: { min: number; max: number; after: number };
    load_before: string;
    load_after: string;
    samples: Sample[];
  },
): string {
  return [
    '# Soak bench',
    '',
    `\`npx tsx bench/soak.bench.ts\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${cpus().length} cores, Node ${process.version},`,
    `the built server on loopback over PostgreSQL (${r.employees.toLocaleString('en')} employees), ${r.connections} connections without think time`,
    `for ${r.seconds} s, each sending in turn: the employees, applications and payslips lists, an employee's record, and an update of`,
    `an employee's address (one request in five writes), after ${r.warm_up_seconds} s of the same load unmeasured (the server's RSS before it: ${r.idle_rss_mb} MB).`,
    `Load average (1 / 5 / 15 min): ${r.load_before} before, ${r.load_after} after.`,
    '',
    '| figure | value |',
    '|---|---|',
    `| requests | ${r.requests.toLocaleString('en')} (${r.requests_per_s}/s) |`,
    `| errors (connection, timeout, not 2xx) | ${r.errors} (status codes: ${JSON.stringify(r.status)}) |`,
    `| latency p50 / p95 / p99 / max | ${r.p50_ms} / ${r.p95_ms} / ${r.p99_ms} / ${r.max_ms} ms (${r.over_1s} over 1 s) |`,
    `| server RSS, first minute → last minute (mean of the 2 s samples) | ${r.rss_first_minute_mb} MB → ${r.rss_last_minute_mb} MB (${r.rss_change_pct} %) |`,
    `| server RSS after garbage collection (the minute's lowest sample), first minute → last minute | ${r.rss_floor_first_minute_mb} MB → ${r.rss_floor_last_minute_mb} MB (${r.rss_floor_change_pct} %) |`,
    `| server RSS after garbage collection, minute by minute | ${r.rss_floor_by_minute_mb.join(', ')} MB |`,
    `| server connections in pg_stat_activity during the run | ${r.pg_connections.min} to ${r.pg_connections.max}; ${r.pg_connections.after} after the run |`,
    '',
    '| second (every fifth sample) | RSS MB | PostgreSQL connections |',
    '|---|---|---|',
    ...r.samples.filter((_, i) => i % 5 === 0 || i === r.samples.length - 1).map((s) => `| ${s.second} | ${s.rss_mb} | ${s.connections} |`),
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { samples: _samples, ...summary } = await run();
  console.log(JSON.stringify(summary));
}
