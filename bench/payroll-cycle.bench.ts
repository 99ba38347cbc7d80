// Payroll computation at scale (issue 13): a regular semi-monthly period computed and
// persisted (payslips and their lines, staged and swapped in) for 10,000 employees on
// PGlite and, when PG_URL names a server, 10,000 and 100,000 on PostgreSQL, with one
// worker and with two workers sharing the run's chunks; each compared with a bare
// batched insert of the same rows. Run: npx tsx bench/payroll-cycle.bench.ts
// (BENCH_EMPLOYEES and BENCH_LARGE_EMPLOYEES change the sizes).
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { openDatabase, type Database } from '../server/db/database';
import { insertColumns } from '../server/db/insert-columns';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemo } from '../server/seed';
import type { AuditActor } from '../server/shared/audit';
import { finishComputation, runOneChunk, startComputation } from '../server/modules/payroll/processing/computation.service';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const LARGE = Number(process.env.BENCH_LARGE_EMPLOYEES ?? 100_000);
const ACTOR: AuditActor = { userId: null, role: null, portal: 'system', requestId: 'bench' };
const seconds = (ms: number) => Number((ms / 1000).toFixed(2));

/** A copy of the office group with its own employees, rates, one period and its linked timesheet summaries. */
async function generate(db: Database, count: number, tag: string): Promise<number> {
  const template = await db.selectFrom('employees').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
  const group = await db.selectFrom('payroll_groups').selectAll().where('code', '=', 'SM-OFFICE').executeTakeFirstOrThrow();
  const { id: groupId } = await db
    .insertInto('payroll_groups')
    .values({ ...group, id: undefined, code: `BENCH-${tag}`, name: `Bench group ${tag}` } as unknown as typeof group)
    .returning('id')
    .executeTakeFirstOrThrow();
  const position = await db.selectFrom('positions').select('id').where('labor_code_exempt', '=', false).executeTakeFirstOrThrow();
  for (let start = 0; start < count; start += 2000) {
    const rows = [];
    for (let i = start; i < Math.min(start + 2000, count); i++) {
      rows.push({
        company_id: template.company_id,
        employee_no: `B${tag}-${String(i).padStart(6, '0')}`,
        last_name: `Bench ${i}`,
        first_name: 'Worker',
        sex: 'female',
        civil_status: 'single',
        birth_date: '1990-05-05',
        present_address: 'Manila',
        emergency_contact_name: 'Contact',
        emergency_contact_relationship: 'Parent',
        emergency_contact_phone: '09170000000',
        business_unit_id: template.business_unit_id,
        position_id: position.id,
        employment_status: 'regular',
        hire_date: '2020-01-06',
        status: 'active',
        payment_mode: 'cash',
        payroll_group_id: groupId,
      });
    }
    const ids = await db.insertInto('employees').values(rows).returning('id').execute();
    await db
      .insertInto('employee_compensations')
      .values(
        ids.map((e, n) => {
          const monthly = 18_000 + ((start + n) % 40) * 1_500;
          return {
            employee_id: e.id,
            effective_date: '2020-01-06',
            rate_type: 'monthly',
            basic_rate: `${monthly}.00`,
            daily_rate: ((monthly * 12) / 261).toFixed(6),
            hourly_rate: ((monthly * 12) / 261 / 8).toFixed(6),
          };
        }),
      )
      .execute();
  }
  const { id: periodId } = await db
    .insertInto('payroll_periods')
    .values({
      payroll_group_id: groupId,
      code: `BENCH-${tag}-2026-06-2`,
      period_type: 'regular',
      year: 2026,
      month: 6,
      contribution_year: 2026,
      contribution_month: 6,
      cycle_no: 2,
      cutoff_start: '2026-06-11',
      cutoff_end: '2026-06-25',
      pay_date: '2026-06-30',
      status: 'open',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: timesheetId } = await db
    .insertInto('timesheets')
    .values({
      payroll_group_id: groupId,
      timesheet_type: 'regular',
      cutoff_start: '2026-06-11',
      cutoff_end: '2026-06-25',
      status: 'linked',
      payroll_period_id: periodId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const employees = await db.selectFrom('employees').select('id').where('payroll_group_id', '=', groupId).execute();
  for (let i = 0; i < employees.length; i += 5000) {
    await db
      .insertInto('timesheet_summaries')
      .values(
        employees.slice(i, i + 5000).map((e, n) => ({
          timesheet_id: timesheetId,
          employee_id: e.id,
          days_scheduled: '11',
          days_worked: (i + n) % 11 === 0 ? '10' : '11',
          absent_days: (i + n) % 11 === 0 ? '1' : '0',
          late_minutes: (i + n) % 7 === 0 ? 17 : 0,
          premium_minutes: JSON.stringify((i + n) % 5 === 0 ? { ORD_OT: 150, ORD_OT_ND: 30 } : {}),
        })),
      )
      .execute();
  }
  await sql`analyze`.execute(db);
  return periodId;
}

/** Computes the period with `workers` loops taking chunks side by side, each on its own database handle. */
async function compute(handles: Database[], periodId: number): Promise<number> {
  const started = performance.now();
  const run = await startComputation(handles[0], periodId, ACTOR);
  await Promise.all(
    handles.map(async (db) => {
      while (await runOneChunk(db, run.computation_id)) {
        // next chunk
      }
    }),
  );
  if (!(await finishComputation(handles[0], run.computation_id, ACTOR))) throw new Error('the computation did not finish');
  return performance.now() - started;
}

/**
 * CPU seconds used so far by this process and by the PostgreSQL backends serving `database`
 * (read from /proc; 0 where it cannot be read). Unlike the elapsed time, it hardly depends on
 * what else the machine's cores are running, so runs on a busy machine stay comparable.
 */
function cpuSeconds(database?: string): { node: number; server: number } {
  const usage = process.cpuUsage();
  let ticks = 0;
  if (database) {
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(database)) continue;
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
        ticks += Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (100 a second)
      } catch {
        // the process ended meanwhile
      }
    }
  }
  return { node: (usage.user + usage.system) / 1e6, server: ticks / 100 };
}

const PAYSLIP_SKIP = new Set(['id']);

/** The same payslips and lines written again with the same column-wise statements, without computing anything. */
async function bareInsert(db: Database, periodId: number): Promise<{ ms: number; payslips: number; lines: number }> {
  const payslips = await db.selectFrom('payslips').selectAll().where('payroll_period_id', '=', periodId).execute();
  const lines = await db
    .selectFrom('payslip_lines as l')
    .innerJoin('payslips as s', 's.id', 'l.payslip_id')
    .selectAll('l')
    .where('s.payroll_period_id', '=', periodId)
    .execute();
  const { rows: types } = await sql<{ column_name: string; udt_name: string }>`
    select column_name, udt_name from information_schema.columns where table_name = ${'payslips'}`.execute(db);
  const payslipTypes = Object.fromEntries(types.filter((t) => !PAYSLIP_SKIP.has(t.column_name)).map((t) => [t.column_name, t.udt_name]));
  const { rows: lineTypeRows } = await sql<{ column_name: string; udt_name: string }>`
    select column_name, udt_name from information_schema.columns where table_name = ${'payslip_lines'}`.execute(db);
  const lineTypes = Object.fromEntries(lineTypeRows.filter((t) => t.column_name !== 'id').map((t) => [t.column_name, t.udt_name]));
  await db.deleteFrom('payslips').where('payroll_period_id', '=', periodId).execute();
  const started = performance.now();
  const jsonb = (v: unknown) => (typeof v === 'object' && v !== null && !(v instanceof Date) ? JSON.stringify(v) : v);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < payslips.length; i += 250) {
      const chunk = payslips.slice(i, i + 250).map((p) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, jsonb(v)])));
      const ids = await insertColumns(trx, 'payslips', payslipTypes, chunk, { returning: ['id'] });
      const idMap = new Map(payslips.slice(i, i + 250).map((p, n) => [p.id, ids[n].id]));
      const chunkLines = lines
        .filter((l) => idMap.has(l.payslip_id))
        .map((l) => ({ ...Object.fromEntries(Object.entries(l).map(([k, v]) => [k, jsonb(v)])), payslip_id: idMap.get(l.payslip_id) }));
      for (let j = 0; j < chunkLines.length; j += 5000) await insertColumns(trx, 'payslip_lines', lineTypes, chunkLines.slice(j, j + 5000));
    }
  });
  return { ms: performance.now() - started, payslips: payslips.length, lines: lines.length };
}

async function measure(handles: Database[], count: number, tag: string, twoWorkers: boolean, database?: string) {
  const periodId = await generate(handles[0], count, tag);
  const before = cpuSeconds(database);
  const oneMs = await compute([handles[0]], periodId);
  const after = cpuSeconds(database);
  const result: Record<string, unknown> = {
    employees: count,
    compute_1_worker_s: seconds(oneMs),
    // CPU time of the one-worker run: this process (the engine, and PGlite when embedded) and the PostgreSQL backends
    compute_1_worker_cpu_s: {
      node: Number((after.node - before.node).toFixed(2)),
      server: Number((after.server - before.server).toFixed(2)),
    },
  };
  if (twoWorkers) result.compute_2_workers_s = seconds(await compute(handles.slice(0, 2), periodId));
  const bare = await bareInsert(handles[0], periodId);
  return {
    ...result,
    payslips: bare.payslips,
    payslip_lines: bare.lines,
    bare_insert_s: seconds(bare.ms),
    ratio_to_bare_insert: Number((oneMs / bare.ms).toFixed(2)),
  };
}

export async function run() {
  const results: Record<string, unknown> = { bench: 'payroll-cycle' };
  const pglite = await PGlite.create();
  const handle = await openDatabase({ pglite });
  await migrateToLatest(handle.db);
  await seedDemo(handle.db, '2026-11-24');
  results.pglite = await measure([handle.db], EMPLOYEES, 'P', false);
  await handle.close();
  await pglite.close();

  const server = process.env.PG_URL;
  if (server) {
    const name = `bench_payroll_${process.pid}`;
    const admin = new pg.Client({ connectionString: `${server}/postgres` });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const a = await openDatabase({ databaseUrl: `${server}/${name}` });
      const b = await openDatabase({ databaseUrl: `${server}/${name}` });
      await migrateToLatest(a.db);
      await seedDemo(a.db, '2026-11-24');
      results.postgresql = await measure([a.db, b.db], EMPLOYEES, 'Q', true, name);
      if (LARGE > 0) results.postgresql_large = await measure([a.db, b.db], LARGE, 'L', true, name);
      await a.close();
      await b.close();
    } finally {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(JSON.stringify(await run()));
