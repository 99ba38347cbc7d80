/**
 * Timesheet adjustments through the API: an in-period correction drafted with its reason,
 * applied to the record, kept when the timesheet is processed again and undone when
 * cancelled; a closed record that never changes, and adjustment processing that turns
 * what a closed day now computes to into prior-period adjustments, linked to an open period.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await t.login('timekeeping@example.com');
});
const post = (path: string, payload: object = {}) => t.request({ method: 'POST', url: `/api/timekeeping/${path}`, token, payload });
async function processed(id: number) {
  for (;;) {
    const row = (await t.request({ method: 'GET', url: `/api/timekeeping/timesheets/${id}`, token })).json();
    if (!row.processing) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const recordOf = (timesheetId: number, employeeId: number, date: string) =>
  t.db
    .selectFrom('daily_time_records')
    .selectAll()
    .where('timesheet_id', '=', timesheetId)
    .where('employee_id', '=', employeeId)
    .where('work_date', '=', date)
    .executeTakeFirstOrThrow();

async function recordIn(statuses: string[]) {
  const { rows } = await sql<{ timesheet_id: string; employee_id: string; work_date: string; late_minutes: number }>`
    select d.timesheet_id, d.employee_id, d.work_date::text as work_date, d.late_minutes from daily_time_records d
    join timesheets t on t.id = d.timesheet_id
    where t.status in (${sql.join(statuses)}) and d.late_minutes > 0 and d.day_type = 'ordinary'
    order by t.cutoff_end desc, d.employee_id, d.work_date limit 1`.execute(t.db);
  const [row] = rows;
  return { timesheetId: Number(row.timesheet_id), employeeId: Number(row.employee_id), date: row.work_date, late: row.late_minutes };
}

describe('in-period adjustments', () => {
  it('drafts, applies, survives processing again, and restores the record when cancelled', async () => {
    const day = await recordIn(['processed', 'adjusted']);
    const draft = await post('timesheet-adjustments/draft', {
      employee_id: day.employeeId,
      work_date: day.date,
      reason: 'Traffic rerouting, excused by the manager',
      values: { late_minutes: 0 },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const id = draft.json().id;
    expect((await recordOf(day.timesheetId, day.employeeId, day.date)).late_minutes).toBe(day.late);

    const applied = await post(`timesheet-adjustments/${id}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await recordOf(day.timesheetId, day.employeeId, day.date)).toMatchObject({ late_minutes: 0, status: 'adjusted' });
    const listed = await t.request({ method: 'GET', url: `/api/timekeeping/timesheet-adjustments/${id}`, token });
    expect(listed.json()).toMatchObject({ status: 'applied', changes: `late_minutes ${day.late} → 0` });

    expect((await post(`timesheets/${day.timesheetId}/process`, { employee_ids: [day.employeeId] })).statusCode).toBe(202);
    expect((await processed(day.timesheetId)).status).toBe('adjusted');
    expect((await recordOf(day.timesheetId, day.employeeId, day.date)).late_minutes).toBe(0);

    expect((await post(`timesheet-adjustments/${id}/cancel`)).statusCode).toBe(200);
    expect((await recordOf(day.timesheetId, day.employeeId, day.date)).late_minutes).toBe(day.late);
    expect((await post(`timesheet-adjustments/${id}/apply`)).statusCode).toBe(409);
  });

  it('refuses a draft that changes nothing (422) and a day of a closed timesheet (409)', async () => {
    const open = await recordIn(['processed', 'adjusted']);
    const same = await post('timesheet-adjustments/draft', {
      employee_id: open.employeeId,
      work_date: open.date,
      reason: 'x',
      values: { late_minutes: open.late },
    });
    expect(same.statusCode).toBe(422);
    const closed = await recordIn(['closed', 'linked']);
    const refused = await post('timesheet-adjustments/draft', {
      employee_id: closed.employeeId,
      work_date: closed.date,
      reason: 'x',
      values: { late_minutes: 0 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/closed records change only through adjustment processing/);
  });
});

describe('adjustment processing', () => {
  it('turns a leave approved after closing into a prior-period adjustment, never touching the closed record; linking carries it', async () => {
    const day = await recordIn(['closed', 'linked']);
    const before = await recordOf(day.timesheetId, day.employeeId, day.date);
    // a vacation leave for the day is approved after closing
    const vl = await t.db.selectFrom('leave_types').select('id').where('code', '=', 'VL').executeTakeFirstOrThrow();
    const leave = await t.db
      .insertInto('applications')
      .values({
        reference_no: 'LV-TEST-00001',
        application_type: 'leave',
        employee_id: day.employeeId,
        date_from: day.date,
        date_to: day.date,
        status: 'approved',
        reason: 'Family matter',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('leave_applications')
      .values({ application_id: leave.id, leave_type_id: vl.id, day_part: 'whole_day', days: '1.000', with_pay: true })
      .execute();

    const run = await post('timesheet-adjustments/process', { timesheet_id: day.timesheetId, employee_ids: [day.employeeId] });
    expect(run.statusCode, run.body).toBe(200);
    const made = await t.db
      .selectFrom('timesheet_adjustments')
      .selectAll()
      .where('employee_id', '=', day.employeeId)
      .where('adjustment_kind', '=', 'prior_period')
      .execute();
    expect(made.length).toBeGreaterThan(0);
    expect(made.every((a) => a.status === 'processed')).toBe(true);
    expect(await recordOf(day.timesheetId, day.employeeId, day.date)).toEqual(before);

    const again = await post('timesheet-adjustments/process', { timesheet_id: day.timesheetId, employee_ids: [day.employeeId] });
    expect(again.json().count).toBe(made.length);

    const timesheet = await t.db
      .selectFrom('timesheets')
      .select('payroll_group_id')
      .where('id', '=', day.timesheetId)
      .executeTakeFirstOrThrow();
    const period = await t.db
      .selectFrom('payroll_periods')
      .select('id')
      .where('payroll_group_id', '=', timesheet.payroll_group_id)
      .where('status', '=', 'open')
      .where('period_type', '=', 'regular')
      .orderBy('cutoff_start')
      .executeTakeFirstOrThrow();
    const ids = (
      await t.db
        .selectFrom('timesheet_adjustments')
        .select('id')
        .where('employee_id', '=', day.employeeId)
        .where('adjustment_kind', '=', 'prior_period')
        .execute()
    ).map((a) => Number(a.id));
    const linked = await post('timesheet-adjustments/link', { ids, payroll_period_id: period.id });
    expect(linked.statusCode, linked.body).toBe(200);
    // the linked differences are part of the baseline now: nothing new to adjust
    expect(
      (await post('timesheet-adjustments/process', { timesheet_id: day.timesheetId, employee_ids: [day.employeeId] })).json().count,
    ).toBe(0);
    expect((await post('timesheet-adjustments/unlink', { ids })).statusCode).toBe(200);
  });

  it('refuses an open timesheet (409) and other portals (403)', async () => {
    const open = await recordIn(['processed', 'adjusted']);
    expect((await post('timesheet-adjustments/process', { timesheet_id: open.timesheetId })).statusCode).toBe(409);
    const hr = await t.login('hr@example.com');
    expect(
      (await t.request({ method: 'POST', url: '/api/timekeeping/timesheet-adjustments/process', token: hr, payload: { timesheet_id: 1 } }))
        .statusCode,
    ).toBe(403);
  });
});
