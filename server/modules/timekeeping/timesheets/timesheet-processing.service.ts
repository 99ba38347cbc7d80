import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { insertCheckingReferencesOnce } from '../../../db/bulk-references';
import { columnArray, insertColumns } from '../../../db/insert-columns';
import { audit, type AuditActor } from '../../../shared/audit';
import { premiumRateIds } from './premium-rates';
import { reapplyInPeriod } from '../adjustments/in-period.service';
import { EngineThread } from './engine-thread';
import type { StoredRecord } from './timesheet-engine.worker';
import { flagUnmatchedPunches } from './unmatched-punches';
import { chunkInputs, employeesOf, sharedInputs, type SharedInputs, type TimesheetScope } from './timesheet-inputs';

// Processing a timesheet (docs/domain.md §13.2, §14.1) as a background job: employees in
// chunks, each chunk's records replaced in one transaction, the progress on the
// timesheet row after every chunk. Reprocessing recomputes from today's punches,
// schedules, holidays and approved applications and gives the same rows for the same
// data; exceptions whose cause is gone are resolved, resolved and waived ones stay so;
// applied in-period adjustments are applied again on the fresh records.

const CHUNK = 250;

/** The SQL types of the record columns, for the column-wise insert. */
export const RECORD_COLUMN_TYPES = {
  timesheet_id: 'bigint',
  employee_id: 'bigint',
  work_date: 'date',
  shift_schedule_id: 'bigint',
  day_type: 'text',
  holiday_names: 'jsonb',
  is_rest_day: 'boolean',
  scheduled_in: 'timestamp',
  scheduled_out: 'timestamp',
  actual_in: 'timestamp',
  actual_out: 'timestamp',
  break_out: 'timestamp',
  break_in: 'timestamp',
  worked_minutes: 'integer',
  late_minutes: 'integer',
  undertime_minutes: 'integer',
  absent_days: 'numeric',
  paid_leave_days: 'numeric',
  unpaid_leave_days: 'numeric',
  leave_type_id: 'bigint',
  ob_minutes: 'integer',
  rendered_ot_minutes: 'integer',
  approved_ot_minutes: 'integer',
  night_minutes: 'integer',
  is_suspended: 'boolean',
  holiday_pay_eligible: 'boolean',
  status: 'text',
  exception_count: 'integer',
  created_by: 'bigint',
  updated_by: 'bigint',
} as const;
const PREMIUM_COLUMNS = {
  daily_time_record_id: 'bigint',
  overtime_rate_id: 'bigint',
  code: 'text',
  minutes: 'integer',
  source: 'text',
} as const;

/** The SQL types of the exception columns processing writes. */
export const EXCEPTION_COLUMNS = {
  employee_id: 'bigint',
  work_date: 'date',
  exception_type: 'text',
  timesheet_id: 'bigint',
  daily_time_record_id: 'bigint',
  status: 'text',
  created_by: 'bigint',
  updated_by: 'bigint',
} as const;

function recordRow(timesheetId: number, employeeId: number, r: StoredRecord, shared: SharedInputs, userId: number | null) {
  return {
    timesheet_id: timesheetId,
    employee_id: employeeId,
    work_date: r.work_date,
    shift_schedule_id: r.schedule ? (shared.shiftIds.get(r.schedule) ?? null) : null,
    day_type: r.day_type,
    holiday_names: JSON.stringify(r.holidays),
    is_rest_day: r.is_rest_day,
    scheduled_in: r.scheduled_in,
    scheduled_out: r.scheduled_out,
    actual_in: r.actual_in,
    actual_out: r.actual_out,
    break_out: r.break_out,
    break_in: r.break_in,
    worked_minutes: r.worked_minutes,
    late_minutes: r.late_minutes,
    undertime_minutes: r.undertime_minutes,
    absent_days: String(r.absent_days),
    paid_leave_days: String(r.paid_leave_days),
    unpaid_leave_days: String(r.unpaid_leave_days),
    leave_type_id: r.leave_type ? (shared.leaveTypeIds.get(r.leave_type) ?? null) : null,
    ob_minutes: r.ob_minutes,
    rendered_ot_minutes: r.rendered_ot_minutes,
    approved_ot_minutes: r.approved_ot_minutes,
    night_minutes: r.night_minutes,
    is_suspended: r.is_suspended,
    holiday_pay_eligible: r.holiday_pay_eligible,
    status: 'processed',
    exception_count: r.attendance_exceptions.length,
    created_by: userId,
    updated_by: userId,
  };
}

/** The columns that say whether a stored record is what processing computes now (not who wrote it). */
const COMPARED = (Object.keys(RECORD_COLUMN_TYPES) as (keyof typeof RECORD_COLUMN_TYPES)[]).filter(
  (c) => c !== 'created_by' && c !== 'updated_by',
);

/** A record's processing premiums as one comparable string: `code:rate:minutes`, by code. */
function premiumSignature(buckets: Record<string, number>, rates: Map<string, number>): string {
  return Object.entries(buckets)
    .filter(([code]) => rates.has(code))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([code, minutes]) => `${code}:${rates.get(code)}:${minutes}`)
    .join(',');
}

/**
 * Stores one chunk's records, premiums and exceptions in one transaction. On reprocessing a
 * stored record whose columns and processing premiums are what the engine computes now is
 * kept as it is (same id, no write); the others are deleted and inserted again.
 */
async function storeChunk(
  trx: Database,
  scope: TimesheetScope,
  shared: SharedInputs,
  rates: Map<string, number>,
  results: Map<number, StoredRecord[]>,
  userId: number | null,
): Promise<void> {
  const employeeIds = [...results.keys()];
  const rows = [...results].flatMap(([employeeId, records]) => records.map((r) => ({ employeeId, r })));
  const stored = await trx
    .selectFrom('daily_time_records')
    .select(['id', 'employee_id', sql<string>`work_date::text`.as('work_date')])
    .where('timesheet_id', '=', scope.id)
    .where('employee_id', 'in', employeeIds)
    .execute();
  const idOf = new Map<string, number>();
  if (stored.length > 0) {
    // the stored records that are what processing computes now stay; the others go
    const types = { ...RECORD_COLUMN_TYPES, premiums: 'text' } as const;
    const values = rows.map(({ employeeId, r }) => ({
      ...recordRow(scope.id, employeeId, r, shared, userId),
      premiums: premiumSignature(r.premium_buckets, rates),
    }));
    const names = Object.keys(types) as (keyof typeof types)[];
    const arrays = sql.join(
      names.map((c) =>
        columnArray(
          values.map((v) => v[c]),
          types[c],
        ),
      ),
    );
    const same = sql.join(
      COMPARED.map((c) => sql`u.${sql.ref(c)} is not distinct from d.${sql.ref(c)}`),
      sql` and `,
    );
    // each computed row finds its stored record by the unique key (an index look-up, not a scan of the rows)
    const kept = await sql<{
      id: number | string;
      employee_id: number | string;
      work_date: string;
    }>`select d.id, d.employee_id, d.work_date::text as work_date
      from unnest(${arrays}) as u(${sql.join(names.map((c) => sql.ref(c)))})
      join daily_time_records d on d.timesheet_id = u.timesheet_id and d.employee_id = u.employee_id and d.work_date = u.work_date
      where ${same} and u.premiums = coalesce((select string_agg(p.code || ':' || p.overtime_rate_id || ':' || p.minutes, ',' order by p.code collate "C")
        from daily_premiums p where p.daily_time_record_id = d.id and p.source = 'processing'), '')`.execute(trx);
    for (const k of kept.rows) idOf.set(`${k.employee_id} ${k.work_date}`, Number(k.id));
    const keptIds = new Set(kept.rows.map((k) => Number(k.id)));
    const gone = stored.filter((s) => !keptIds.has(Number(s.id))).map((s) => Number(s.id));
    if (gone.length)
      await trx
        .deleteFrom('daily_time_records')
        .where('id', '=', sql<number>`any(${gone}::bigint[])`)
        .execute();
  }
  if (rows.length === 0) return;
  const changed = rows.filter(({ employeeId, r }) => !idOf.has(`${employeeId} ${r.work_date}`));
  const records = changed.map(({ employeeId, r }) => recordRow(scope.id, employeeId, r, shared, userId));
  // every row the three inserts point at, checked once a chunk (bulk-references.ts): the records
  // inserted here exist in this transaction, the kept ones that exceptions point at are locked
  const references = [
    { table: 'timesheets', ids: [scope.id] },
    { table: 'employees', ids: employeeIds },
    { table: 'shift_schedules', ids: records.map((r) => r.shift_schedule_id) },
    { table: 'leave_types', ids: records.map((r) => r.leave_type_id) },
    { table: 'overtime_rates', ids: changed.flatMap(({ r }) => Object.keys(r.premium_buckets).map((code) => rates.get(code))) },
    {
      table: 'daily_time_records',
      ids: rows.filter(({ r }) => r.attendance_exceptions.length > 0).map(({ employeeId, r }) => idOf.get(`${employeeId} ${r.work_date}`)),
    },
  ];
  const found = await insertCheckingReferencesOnce(trx, references, async () => {
    const inserted = (await insertColumns(trx, 'daily_time_records', RECORD_COLUMN_TYPES, records, {
      returning: ['id', 'employee_id', 'work_date'],
    })) as { id: number | string; employee_id: number | string; work_date: string }[];
    for (const row of inserted) idOf.set(`${row.employee_id} ${row.work_date}`, Number(row.id));

    const premiums = changed.flatMap(({ employeeId, r }) =>
      Object.entries(r.premium_buckets).map(([code, minutes]) => ({
        daily_time_record_id: idOf.get(`${employeeId} ${r.work_date}`)!,
        overtime_rate_id: rates.get(code)!,
        code,
        minutes,
        source: 'processing',
      })),
    );
    const known = premiums.filter((p) => p.overtime_rate_id !== undefined);
    await insertColumns(trx, 'daily_premiums', PREMIUM_COLUMNS, known);

    const exceptions = rows.flatMap(({ employeeId, r }) =>
      r.attendance_exceptions.map((type) => ({
        employee_id: employeeId,
        work_date: r.work_date,
        exception_type: type,
        timesheet_id: scope.id,
        daily_time_record_id: idOf.get(`${employeeId} ${r.work_date}`)!,
        status: 'open',
        created_by: userId,
        updated_by: userId,
      })),
    );
    await insertColumns(trx, 'attendance_exceptions', EXCEPTION_COLUMNS, exceptions, {
      // an exception already pointing at this timesheet's kept record is left as it is
      onConflict: sql`on conflict (employee_id, work_date, exception_type) do update set
        timesheet_id = excluded.timesheet_id, daily_time_record_id = excluded.daily_time_record_id, updated_at = now()
        where (attendance_exceptions.timesheet_id, attendance_exceptions.daily_time_record_id)
          is distinct from (excluded.timesheet_id, excluded.daily_time_record_id)`,
    });
    return exceptions;
  });
  // causes that are gone: still-open exceptions of these employees' dates that processing no longer finds
  const stillFound = new Set(found.map((f) => `${f.employee_id} ${f.work_date} ${f.exception_type}`));
  const open = await trx
    .selectFrom('attendance_exceptions')
    .select(['id', 'employee_id', 'work_date', 'exception_type'])
    .where('employee_id', 'in', employeeIds)
    .where('work_date', '>=', scope.cutoff_start)
    .where('work_date', '<=', scope.cutoff_end)
    .where('status', 'in', ['open', 'pending_employee'])
    .execute();
  const gone = open.filter((e) => !stillFound.has(`${e.employee_id} ${e.work_date} ${e.exception_type}`)).map((e) => e.id);
  if (gone.length) {
    await trx
      .updateTable('attendance_exceptions')
      .set({
        status: 'resolved',
        resolution: 'adjusted',
        remarks: 'The cause was gone when the timesheet was processed again.',
        resolved_at: new Date(),
        resolved_by: userId,
      })
      .where('id', 'in', gone)
      .execute();
  }
  await reapplyInPeriod(trx, scope.id, employeeIds);
}

/** Marks the timesheet as processing and counts its employees; the caller then runs runProcessing. */
export async function startProcessing(db: Database, scope: TimesheetScope, only?: readonly number[]): Promise<number[]> {
  const employees = await employeesOf(db, scope, only);
  await db
    .updateTable('timesheets')
    .set({ processing: true, progress_total: employees.length, progress_done: 0, processing_error: null })
    .where('id', '=', scope.id)
    .execute();
  return employees;
}

export async function runProcessing(db: Database, actor: AuditActor, scope: TimesheetScope, employees: readonly number[]): Promise<void> {
  let engine: EngineThread | undefined;
  try {
    engine = new EngineThread({ start: employees.length > CHUNK });
    const shared = await sharedInputs(db, scope);
    const rates = await premiumRateIds(db, scope.cutoff_end);
    const thread = engine;
    const read = (from: number) => chunkInputs(db, scope, shared, employees.slice(from, from + CHUNK));
    // the next chunk's inputs are read before this one is written (they are not what a chunk
    // writes), and the engine's thread computes them while this thread writes; a failure of
    // either stops the run, the one not awaited is then ignored
    let next: Promise<Map<number, StoredRecord[]>> | null = employees.length ? thread.compute(await read(0)) : null;
    for (let i = 0; i < employees.length; i += CHUNK) {
      const chunk = employees.slice(i, i + CHUNK);
      const results = await next!;
      next = i + CHUNK < employees.length ? thread.compute(await read(i + CHUNK)) : null;
      next?.catch(() => undefined);
      await db.transaction().execute(async (trx) => {
        await storeChunk(trx, scope, shared, rates, results, actor.userId);
        await trx
          .updateTable('timesheets')
          .set({ progress_done: i + chunk.length })
          .where('id', '=', scope.id)
          .execute();
      });
    }
    await db.transaction().execute(async (trx) => {
      await flagUnmatchedPunches(trx, scope, shared.companyId, actor.userId);
      const open = await trx
        .selectFrom('attendance_exceptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('timesheet_id', '=', scope.id)
        .where('status', 'in', ['open', 'pending_employee'])
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('timesheets')
        .set((eb) => ({
          processing: false,
          status: sql`case when status = 'adjusted' then 'adjusted' else 'processed' end`,
          process_count: eb('process_count', '+', 1),
          processed_at: new Date(),
          processed_by: actor.userId,
          open_exception_count: Number(open.n),
          updated_by: actor.userId,
        }))
        .where('id', '=', scope.id)
        .execute();
      await audit(trx, actor, {
        resource: 'timesheets',
        action: 'process',
        recordId: scope.id,
        summary: `Processed the timesheet ${scope.cutoff_start} to ${scope.cutoff_end} for ${employees.length} employees (${Number(open.n)} open exceptions)`,
      });
    });
  } catch (error) {
    await db
      .updateTable('timesheets')
      .set({ processing: false, processing_error: (error instanceof Error ? error.message : String(error)).slice(0, 255) })
      .where('id', '=', scope.id)
      .execute();
  } finally {
    await engine?.close();
  }
}
