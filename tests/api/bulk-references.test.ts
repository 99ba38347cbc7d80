import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertCheckingReferencesOnce, MissingReference } from '../../server/db/bulk-references';
import { insertColumns } from '../../server/db/insert-columns';
import { RECORD_COLUMN_TYPES } from '../../server/modules/timekeeping/timesheets/timesheet-processing.service';
import { useTestApp } from './test-app';

// Timesheet processing writes its records with their foreign keys checked once a chunk
// instead of once a row (server/db/bulk-references.ts). What must hold on both databases:
// a record never points at a row that does not exist, the keys still guard deletes, and
// nothing of the bulk mode outlives the insert.

const t = useTestApp();

async function fixture() {
  const timesheet = await t.db.selectFrom('timesheets').select('id').orderBy('id').executeTakeFirstOrThrow();
  const employee = await t.db.selectFrom('employees').select('id').orderBy('id').executeTakeFirstOrThrow();
  const shift = await t.db.selectFrom('shift_schedules').select('id').orderBy('id').executeTakeFirstOrThrow();
  return { timesheetId: Number(timesheet.id), employeeId: Number(employee.id), shiftId: Number(shift.id) };
}

function record(timesheetId: number, employeeId: number, shiftId: number, work_date: string) {
  return {
    timesheet_id: timesheetId,
    employee_id: employeeId,
    work_date,
    shift_schedule_id: shiftId,
    day_type: 'ordinary',
    holiday_names: '[]',
    is_rest_day: false,
    scheduled_in: `${work_date} 08:00:00`,
    scheduled_out: `${work_date} 17:00:00`,
    actual_in: `${work_date} 07:58:00`,
    actual_out: `${work_date} 17:01:00`,
    break_out: null,
    break_in: null,
    worked_minutes: 480,
    late_minutes: 0,
    undertime_minutes: 0,
    absent_days: '0',
    paid_leave_days: '0',
    unpaid_leave_days: '0',
    leave_type_id: null,
    ob_minutes: 0,
    rendered_ot_minutes: 0,
    approved_ot_minutes: 0,
    night_minutes: 0,
    is_suspended: false,
    holiday_pay_eligible: false,
    status: 'processed',
    exception_count: 0,
    created_by: null,
    updated_by: null,
  };
}

const references = (timesheetId: number, employeeIds: number[], shiftId: number) => [
  { table: 'timesheets', ids: [timesheetId] },
  { table: 'employees', ids: employeeIds },
  { table: 'shift_schedules', ids: [shiftId] },
];

const storedOn = async (work_date: string) =>
  Number(
    (
      await t.db
        .selectFrom('daily_time_records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('work_date', '=', work_date)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('records inserted with their references checked once', { timeout: 90_000 }, () => {
  it('are stored, and the session is back to checking every row afterwards', async () => {
    const { timesheetId, employeeId, shiftId } = await fixture();
    const role = await t.db.transaction().execute(async (trx) => {
      await insertCheckingReferencesOnce(trx, references(timesheetId, [employeeId], shiftId), () =>
        insertColumns(trx, 'daily_time_records', RECORD_COLUMN_TYPES, [
          record(timesheetId, employeeId, shiftId, '2031-01-06'),
          record(timesheetId, employeeId, shiftId, '2031-01-07'),
        ]),
      );
      return (await sql<{ role: string }>`select current_setting('session_replication_role') as role`.execute(trx)).rows[0]!.role;
    });
    expect(role).toBe('origin');
    expect(await storedOn('2031-01-06')).toBe(1);
    // the same transaction's later plain insert is checked row by row again
    await expect(
      t.db.transaction().execute(async (trx) => {
        await insertCheckingReferencesOnce(trx, references(timesheetId, [employeeId], shiftId), async () => undefined);
        await insertColumns(trx, 'daily_time_records', RECORD_COLUMN_TYPES, [record(timesheetId, 987654321, shiftId, '2031-01-08')]);
      }),
    ).rejects.toThrow(/foreign key/);
    expect(await storedOn('2031-01-08')).toBe(0);
  });

  it('refuse an employee that does not exist, naming it, and store nothing', async () => {
    const { timesheetId, employeeId, shiftId } = await fixture();
    const attempt = t.db.transaction().execute(async (trx) => {
      await insertCheckingReferencesOnce(trx, references(timesheetId, [employeeId, 987654321], shiftId), () =>
        insertColumns(trx, 'daily_time_records', RECORD_COLUMN_TYPES, [
          record(timesheetId, employeeId, shiftId, '2031-02-02'),
          record(timesheetId, 987654321, shiftId, '2031-02-02'),
        ]),
      );
    });
    await expect(attempt).rejects.toThrow(MissingReference);
    await expect(attempt).rejects.toThrow(/employees 987654321/);
    expect(await storedOn('2031-02-02')).toBe(0);
  });

  it('leave the keys guarding deletes: a shift that records use is still refused', async () => {
    const { timesheetId, employeeId } = await fixture();
    const company = await t.db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow();
    const { id: shiftId } = await t.db
      .insertInto('shift_schedules')
      .values({ company_id: company.id, code: 'BULKREF', name: 'Bulk reference check', time_in: '09:00', time_out: '18:00' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.transaction().execute(async (trx) => {
      await insertCheckingReferencesOnce(trx, references(timesheetId, [employeeId], Number(shiftId)), () =>
        insertColumns(trx, 'daily_time_records', RECORD_COLUMN_TYPES, [record(timesheetId, employeeId, Number(shiftId), '2031-03-03')]),
      );
    });
    await expect(t.db.deleteFrom('shift_schedules').where('id', '=', shiftId).execute()).rejects.toThrow(/foreign key/);
  });

  it('are only used on tables whose triggers are all foreign keys (bulk mode skips every trigger)', async () => {
    const { rows } = await sql<{ table: string; name: string }>`select c.relname as table, t.tgname as name
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relname in ('daily_time_records', 'daily_premiums', 'attendance_exceptions') and not t.tgisinternal`.execute(t.db);
    expect(rows).toEqual([]);
  });
});
