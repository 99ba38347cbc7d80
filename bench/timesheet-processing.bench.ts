// Timesheet processing at scale (issue 11): 10,000 employees × one semi-monthly cut-off
// (15 days, four punches a working day) processed into persisted daily records,
// premiums and exceptions, on PGlite and, when PG_URL names a server, on PostgreSQL;
// compared with a bare batched insert of the same rows. Also the import of a
// 100,000-line .dat attendance log. Run: npx tsx bench/timesheet-processing.bench.ts
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import { pathToFileURL } from 'node:url';
import { openDatabase, type Database } from '../server/db/database';
import { insertColumns } from '../server/db/insert-columns';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemo } from '../server/seed';
import { manyEmployees } from '../tests/support/many-employees';
import type { AuditActor } from '../server/shared/audit';
import { createPunchImport, runPunchImport } from '../server/modules/timekeeping/punches/punch-import.service';
import { readPunchFile } from '../server/modules/timekeeping/punches/read-punch-file';
import { datesOf } from '../server/modules/timekeeping/timesheets/timesheet-inputs';
import {
  EXCEPTION_COLUMNS,
  RECORD_COLUMN_TYPES,
  runProcessing,
  startProcessing,
} from '../server/modules/timekeeping/timesheets/timesheet-processing.service';
import { weekday } from '../server/modules/timekeeping/engine/time';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const CUTOFF = { start: '2026-06-01', end: '2026-06-15' };
const IMPORT_LINES = Number(process.env.BENCH_IMPORT_LINES ?? 100_000);
const ACTOR: AuditActor = { userId: null, role: null, portal: 'system', requestId: 'bench' };

const seconds = (ms: number) => Number((ms / 1000).toFixed(2));

export async function generate(db: Database): Promise<{ groupId: number }> {
  const template = await db.selectFrom('employees').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
  const group = await db.selectFrom('payroll_groups').selectAll().where('code', '=', 'SM-OFFICE').executeTakeFirstOrThrow();
  const { id: groupId } = await db
    .insertInto('payroll_groups')
    .values({
      ...Object.fromEntries(
        Object.entries(group).map(([k, v]) => [k, v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v]),
      ),
      id: undefined,
      code: 'BENCH',
      name: 'Bench group',
    } as unknown as typeof group)
    .returning('id')
    .executeTakeFirstOrThrow();
  const shift = await db.selectFrom('shift_schedules').select('id').where('code', '=', 'DAY').executeTakeFirstOrThrow();
  const position = await db
    .selectFrom('positions')
    .select('id')
    .where('labor_code_exempt', '=', false)
    .where('job_level', '=', 'rank_and_file')
    .executeTakeFirstOrThrow();
  const all = manyEmployees({ ...template, position_id: position.id, payroll_group_id: groupId }, EMPLOYEES, 'BEN', (i) => ({
    rest_days: JSON.stringify([0, 6]),
    time_recorder_id: `B${String(i).padStart(6, '0')}`,
    default_shift_schedule_id: shift.id,
  }));
  for (let start = 0; start < EMPLOYEES; start += 1000) {
    await db
      .insertInto('employees')
      .values(all.slice(start, start + 1000) as never)
      .execute();
  }
  const employees = await db.selectFrom('employees').select(['id', 'time_recorder_id']).where('payroll_group_id', '=', groupId).execute();
  const workdays = datesOf(CUTOFF.start, CUTOFF.end).filter((d) => weekday(d) !== 0 && weekday(d) !== 6);
  let punches: { employee_id: number; time_recorder_id: string; punched_at: string; source: string; punch_type: string }[] = [];
  for (const e of employees) {
    for (const [n, d] of workdays.entries()) {
      const late = (e.id + n) % 9 === 0 ? 17 : 0;
      for (const [time, type] of [
        [`07:5${(e.id + n) % 10}`, 'in'],
        ['12:01', 'break_out'],
        ['12:58', 'break_in'],
        [(e.id + n) % 7 === 0 ? '19:30' : '17:04', 'out'],
      ] as const) {
        const at = type === 'in' && late ? '08:17' : time;
        punches.push({
          employee_id: e.id,
          time_recorder_id: e.time_recorder_id!,
          punched_at: `${d} ${at}:00`,
          source: 'device',
          punch_type: type,
        });
      }
    }
    if (punches.length >= 5000) {
      await db.insertInto('time_punches').values(punches).execute();
      punches = [];
    }
  }
  if (punches.length) await db.insertInto('time_punches').values(punches).execute();
  await sql`analyze`.execute(db);
  return { groupId };
}

async function measure(db: Database) {
  const { groupId } = await generate(db);
  const { id } = await db
    .insertInto('timesheets')
    .values({ payroll_group_id: groupId, timesheet_type: 'regular', cutoff_start: CUTOFF.start, cutoff_end: CUTOFF.end, status: 'open' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const scope = { id, payroll_group_id: groupId, cutoff_start: CUTOFF.start, cutoff_end: CUTOFF.end };
  const started = performance.now();
  await runProcessing(db, ACTOR, scope, await startProcessing(db, scope));
  const processingMs = performance.now() - started;
  const timesheet = await db.selectFrom('timesheets').select(['status', 'processing_error']).where('id', '=', id).executeTakeFirstOrThrow();
  if (timesheet.status !== 'processed') throw new Error(`processing failed: ${timesheet.processing_error}`);

  // processing again: the same punches, so every record is what is stored; then again after a
  // tenth of the employees lost their first punch of the cut-off (their records change)
  const count = async () =>
    Number(
      (
        await db
          .selectFrom('daily_time_records')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('timesheet_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = await count();
  const again = performance.now();
  await runProcessing(db, ACTOR, scope, await startProcessing(db, scope));
  const reprocessingMs = performance.now() - again;
  await sql`delete from time_punches p using employees e
    where e.id = p.employee_id and e.payroll_group_id = ${groupId} and e.id % 10 = 0
      and p.punched_at = (select min(q.punched_at) from time_punches q where q.employee_id = p.employee_id)`.execute(db);
  const changed = performance.now();
  await runProcessing(db, ACTOR, scope, await startProcessing(db, scope));
  const reprocessingChangedMs = performance.now() - changed;
  if ((await count()) !== before) throw new Error('reprocessing changed the number of records');

  // the bare insert: the same rows written again in batches, without computing anything
  const records = (await db.selectFrom('daily_time_records').selectAll().where('timesheet_id', '=', id).execute()).map((r) => ({
    ...r,
    holiday_names: JSON.stringify(r.holiday_names),
  }));
  const premiums = await db
    .selectFrom('daily_premiums as p')
    .innerJoin('daily_time_records as r', 'r.id', 'p.daily_time_record_id')
    .select(['p.daily_time_record_id', 'p.overtime_rate_id', 'p.code', 'p.minutes', 'p.source'])
    .where('r.timesheet_id', '=', id)
    .execute();
  const exceptions = await db.selectFrom('attendance_exceptions').selectAll().where('timesheet_id', '=', id).execute();
  await db.deleteFrom('attendance_exceptions').where('timesheet_id', '=', id).execute();
  await db.deleteFrom('daily_time_records').where('timesheet_id', '=', id).execute();
  const bareStarted = performance.now();
  // the same column-wise statements processing uses, one chunk's worth (3,750 records) at a time
  for (let i = 0; i < records.length; i += 3750) {
    await insertColumns(
      db,
      'daily_time_records',
      { id: 'bigint', ...RECORD_COLUMN_TYPES, remarks: 'text', created_at: 'timestamptz', updated_at: 'timestamptz' },
      records.slice(i, i + 3750),
    );
  }
  await insertColumns(
    db,
    'daily_premiums',
    { daily_time_record_id: 'bigint', overtime_rate_id: 'bigint', code: 'text', minutes: 'integer', source: 'text' },
    premiums,
  );
  await insertColumns(
    db,
    'attendance_exceptions',
    EXCEPTION_COLUMNS,
    exceptions as unknown as Record<keyof typeof EXCEPTION_COLUMNS, unknown>[],
  );
  const bareMs = performance.now() - bareStarted;
  return {
    employees: EMPLOYEES,
    daily_records: records.length,
    premium_rows: premiums.length,
    exceptions: exceptions.length,
    processing_s: seconds(processingMs),
    reprocessing_unchanged_s: seconds(reprocessingMs),
    reprocessing_tenth_changed_s: seconds(reprocessingChangedMs),
    bare_insert_s: seconds(bareMs),
    ratio_to_bare_insert: Number((processingMs / bareMs).toFixed(2)),
  };
}

async function importDat(db: Database) {
  const employees = await db
    .selectFrom('employees')
    .select('time_recorder_id')
    .where('time_recorder_id', 'is not', null)
    .limit(5000)
    .execute();
  const lines: string[] = [];
  for (let i = 0; i < IMPORT_LINES; i++) {
    const id = employees[i % employees.length]!.time_recorder_id;
    const day = 1 + (Math.floor(i / employees.length) % 28);
    const minute = (i * 37) % 1440;
    lines.push(
      `${id}\t2026-07-${String(day).padStart(2, '0')} ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}\t1\t${i % 2}\t0\t0`,
    );
  }
  const bytes = Buffer.from(lines.join('\r\n'));
  const started = performance.now();
  const file = await readPunchFile(bytes, 'dat');
  const readMs = performance.now() - started;
  const company = await db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow();
  const actor = { ...ACTOR, companyId: company.id };
  const importId = await createPunchImport(db, actor, { fileName: 'bench.dat', format: 'dat', deviceId: null });
  await runPunchImport(db, actor, importId, file, null);
  const totalMs = performance.now() - started;
  const result = await db.selectFrom('punch_imports').selectAll().where('id', '=', importId).executeTakeFirstOrThrow();
  return {
    lines: IMPORT_LINES,
    megabytes: Number((bytes.length / 1e6).toFixed(1)),
    read_s: seconds(readMs),
    import_s: seconds(totalMs),
    imported: result.rows_imported,
    status: result.status,
  };
}

export async function run() {
  const results: Record<string, unknown> = { bench: 'timesheet-processing' };
  const pglite = await PGlite.create();
  const handle = await openDatabase({ pglite });
  await migrateToLatest(handle.db);
  await seedDemo(handle.db, '2026-11-24');
  results.pglite = await measure(handle.db);
  console.error('pglite', JSON.stringify(results.pglite));
  results.dat_import_pglite = await importDat(handle.db);
  await handle.close();
  await pglite.close();

  const server = process.env.PG_URL;
  if (server) {
    const name = `bench_timesheets_${process.pid}`;
    const admin = new pg.Client({ connectionString: `${server}/postgres` });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const pgHandle = await openDatabase({ databaseUrl: `${server}/${name}` });
      await migrateToLatest(pgHandle.db);
      await seedDemo(pgHandle.db, '2026-11-24');
      results.postgresql = await measure(pgHandle.db);
      console.error('postgresql', JSON.stringify(results.postgresql));
      results.dat_import_postgresql = await importDat(pgHandle.db);
      await pgHandle.close();
    } finally {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(JSON.stringify(await run()));
