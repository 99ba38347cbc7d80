/**
 * Processing a timesheet again writes only the daily records whose computed values changed
 * (issue 11): an unchanged record keeps its id and its row; a changed one is replaced with its
 * premiums, and its exception follows the new record.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runProcessing, startProcessing } from '../../server/modules/timekeeping/timesheets/timesheet-processing.service';
import { useTestApp } from './test-app';

const t = useTestApp();
const ACTOR = { userId: null, role: null, portal: 'system', requestId: 'reprocessing-test' } as const;
const CUTOFF = { start: '2026-06-01', end: '2026-06-15' };
let scope: { id: number; payroll_group_id: number; cutoff_start: string; cutoff_end: string };
let staff: number[];

const records = () =>
  t.db
    .selectFrom('daily_time_records')
    .select(['id', 'employee_id', 'work_date', 'worked_minutes', 'late_minutes', 'absent_days', 'exception_count', 'updated_at'])
    .where('timesheet_id', '=', scope.id)
    .where('employee_id', 'in', staff)
    .orderBy('employee_id')
    .orderBy('work_date')
    .execute();

async function processAgain() {
  await runProcessing(t.db, ACTOR, scope, await startProcessing(t.db, scope, staff));
  const row = await t.db
    .selectFrom('timesheets')
    .select(['status', 'processing_error'])
    .where('id', '=', scope.id)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ status: 'processed', processing_error: null });
}

beforeAll(async () => {
  const group = await t.db.selectFrom('payroll_groups').select('id').where('code', '=', 'SM-OFFICE').executeTakeFirstOrThrow();
  const day = await t.db.selectFrom('shift_schedules').select('id').where('code', '=', 'DAY').executeTakeFirstOrThrow();
  staff = (
    await t.db
      .selectFrom('employees')
      .select('id')
      .where('payroll_group_id', '=', group.id)
      .where('default_shift_schedule_id', '=', day.id)
      .where('hire_date', '<', CUTOFF.start)
      .where('separation_date', 'is', null)
      .orderBy('id')
      .limit(2)
      .execute()
  ).map((e) => e.id);
  await t.db
    .updateTable('employees')
    .set({ rest_days: JSON.stringify([0, 6]) })
    .where('id', 'in', staff)
    .execute();
  // on time every working day of the cut-off
  const days = ['01', '02', '03', '04', '05', '08', '09', '10', '11', '15'].map((d) => `2026-06-${d}`);
  await t.db
    .insertInto('time_punches')
    .values(
      staff.flatMap((e) =>
        days.flatMap((d) =>
          [`${d} 07:55:00`, `${d} 17:05:00`].map((at) => ({
            employee_id: e,
            time_recorder_id: `R${e}`,
            punched_at: at,
            source: 'device',
            punch_type: 'unknown',
          })),
        ),
      ),
    )
    .execute();
  const { id } = await t.db
    .insertInto('timesheets')
    .values({ payroll_group_id: group.id, timesheet_type: 'regular', cutoff_start: CUTOFF.start, cutoff_end: CUTOFF.end, status: 'open' })
    .returning('id')
    .executeTakeFirstOrThrow();
  scope = { id, payroll_group_id: group.id, cutoff_start: CUTOFF.start, cutoff_end: CUTOFF.end };
  await processAgain();
});

describe('processing a timesheet again', () => {
  it('keeps every record whose values are unchanged, with its id and row', async () => {
    const before = await records();
    expect(before.length).toBeGreaterThan(0);
    await processAgain();
    expect(await records()).toEqual(before);
  });

  it('replaces only the record that changed, and its exception follows the new record', async () => {
    const before = await records();
    const [first] = staff as [number];
    // the first employee's time in on June 2 is voided: that day now misses its time in
    await t.db.deleteFrom('time_punches').where('employee_id', '=', first).where('punched_at', '=', '2026-06-02 07:55:00').execute();
    await processAgain();
    const after = await records();
    expect(after.map((r) => [r.employee_id, r.work_date])).toEqual(before.map((r) => [r.employee_id, r.work_date]));
    const changed = after.filter((r, i) => r.id !== before[i]!.id);
    expect(changed.map((r) => [r.employee_id, r.work_date])).toEqual([[first, '2026-06-02']]);
    expect(after.filter((r, i) => r.id === before[i]!.id)).toEqual(
      before.filter((r) => r.id !== before.find((b) => b.work_date === '2026-06-02' && b.employee_id === first)!.id),
    );
    const exception = await t.db
      .selectFrom('attendance_exceptions')
      .select(['daily_time_record_id', 'status'])
      .where('employee_id', '=', first)
      .where('work_date', '=', '2026-06-02')
      .where('exception_type', '=', 'missing_time_in')
      .executeTakeFirstOrThrow();
    expect(exception).toEqual({ daily_time_record_id: changed[0]!.id, status: 'open' });
  });
});
