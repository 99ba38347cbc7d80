/**
 * The calendar-schedule grid through the API: each employee's shift or rest day per
 * date from dated rows or the default pattern, holiday markers, assigning cells, ranges
 * and a whole business unit, copying a week, resetting to the default pattern, and
 * dates of a closed timesheet that cannot change.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
let employee: { id: number; employee_no: string; rest_days: number[]; default_shift_schedule_id: number; business_unit_id: number };
let night: number;
beforeAll(async () => {
  token = await t.login('timekeeping@example.com');
  const row = await t.db
    .selectFrom('employees')
    .select(['id', 'employee_no', 'rest_days', 'default_shift_schedule_id', 'business_unit_id'])
    .where('separation_date', 'is', null)
    .where('default_shift_schedule_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  employee = {
    ...row,
    id: Number(row.id),
    rest_days: row.rest_days as number[],
    default_shift_schedule_id: Number(row.default_shift_schedule_id),
    business_unit_id: Number(row.business_unit_id),
  };
  night = Number((await t.db.selectFrom('shift_schedules').select('id').where('code', '=', 'NIGHT').executeTakeFirstOrThrow()).id);
});

const post = (path: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/timekeeping/calendar-schedule/${path}`, token, payload });
async function gridOf(from: string, days = 7, extra = '') {
  const response = await t.request({
    method: 'GET',
    url: `/api/timekeeping/calendar-schedule?from=${from}&days=${days}&q=${employee.employee_no}${extra}`,
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const cellsOf = async (from: string, days = 7) =>
  (await gridOf(from, days)).rows[0].cells as {
    date: string;
    shift_schedule_id: number | null;
    is_rest_day: boolean;
    source: string;
    closed: boolean;
  }[];

describe('calendar schedule', () => {
  it('shows the default pattern where nothing is dated, and marks the holidays of each date', async () => {
    const grid = await gridOf('2027-12-20');
    expect(grid.rows).toHaveLength(1);
    expect(grid.dates.find((d: { date: string }) => d.date === '2027-12-25').holidays.map((h: { name: string }) => h.name)).toContain(
      'Christmas Day',
    );
    for (const cell of grid.rows[0].cells) {
      const rest = employee.rest_days.includes(new Date(`${cell.date}T00:00:00Z`).getUTCDay());
      expect(cell).toMatchObject({
        source: 'default',
        is_rest_day: rest,
        shift_schedule_id: rest ? null : employee.default_shift_schedule_id,
      });
    }
  });

  it('assigns a shift to cells and a rest day to a range; the replaced rows are kept in the transaction log', async () => {
    const first = await post('assign', {
      cells: [
        { employee_id: employee.id, date: '2027-03-01' },
        { employee_id: employee.id, date: '2027-03-02' },
      ],
      shift_schedule_id: night,
      is_rest_day: false,
    });
    expect(first.statusCode, first.body).toBe(200);
    const range = await post('assign', {
      employee_ids: [employee.id],
      date_from: '2027-03-02',
      date_to: '2027-03-03',
      is_rest_day: true,
      remarks: 'Swap',
    });
    expect(range.json()).toMatchObject({ count: 2 });
    const cells = await cellsOf('2027-03-01', 3);
    expect(cells.map((c) => [c.shift_schedule_id, c.is_rest_day, c.source])).toEqual([
      [night, false, 'calendar'],
      [null, true, 'calendar'],
      [null, true, 'calendar'],
    ]);
    const log = await t.db
      .selectFrom('transaction_logs')
      .select(['summary', 'before'])
      .where('resource', '=', 'employee-schedules')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.summary).toMatch(/1 dated rows overwritten$/);
    expect((log.before as { overwritten: unknown[] }).overwritten).toEqual([[employee.id, '2027-03-02', night, false, 'calendar']]);
  });

  it('answers 422 for a working day without a shift, an unknown employee and a backwards range; nothing changes', async () => {
    const before = await t.db
      .selectFrom('employee_schedules')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(
      (await post('assign', { employee_ids: [employee.id], date_from: '2027-04-01', date_to: '2027-04-02', is_rest_day: false })).json()
        .errors,
    ).toEqual({
      shift_schedule_id: ['choose a shift, or mark the dates as rest days'],
    });
    expect(
      (await post('assign', { employee_ids: [99999999], date_from: '2027-04-01', date_to: '2027-04-02', is_rest_day: true })).statusCode,
    ).toBe(422);
    expect((await post('reset', { employee_ids: [employee.id], date_from: '2027-04-02', date_to: '2027-04-01' })).statusCode).toBe(422);
    const after = await t.db
      .selectFrom('employee_schedules')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('copies a week day by day, then resets it to the default pattern', async () => {
    await post('assign', {
      employee_ids: [employee.id],
      date_from: '2027-05-03',
      date_to: '2027-05-07',
      shift_schedule_id: night,
      is_rest_day: false,
    });
    const copied = await post('copy-week', { employee_ids: [employee.id], from_week_start: '2027-05-03', to_week_start: '2027-05-10' });
    expect(copied.statusCode, copied.body).toBe(200);
    const target = await cellsOf('2027-05-10');
    const source = await cellsOf('2027-05-03');
    expect(target.map((c) => [c.shift_schedule_id, c.is_rest_day])).toEqual(source.map((c) => [c.shift_schedule_id, c.is_rest_day]));
    expect(target.slice(0, 5).every((c) => c.shift_schedule_id === night)).toBe(true);

    const reset = await post('reset', { employee_ids: [employee.id], date_from: '2027-05-03', date_to: '2027-05-16' });
    // five dated by the range, seven by the copy (its rest days too)
    expect(reset.json().count).toBe(12);
    expect((await cellsOf('2027-05-10')).every((c) => c.source === 'default')).toBe(true);
  });

  it('assigns a whole business unit: every employee in service on every date', async () => {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from employees where business_unit_id = ${employee.business_unit_id} and (separation_date is null or separation_date >= '2027-06-01')`.execute(
      t.db,
    );
    const response = await post('assign', {
      business_unit_id: employee.business_unit_id,
      date_from: '2027-06-01',
      date_to: '2027-06-03',
      shift_schedule_id: night,
      is_rest_day: false,
    });
    expect(response.json().count).toBe(rows[0].n * 3);
  });

  it('refuses (409) dates of a closed or linked timesheet, with nothing changed, and shows them read-only', async () => {
    const closed = await t.db
      .selectFrom('timesheets as ts')
      .innerJoin('employees as e', 'e.payroll_group_id', 'ts.payroll_group_id')
      .select(['e.id', 'e.employee_no', sql<string>`ts.cutoff_start::text`.as('start')])
      .where('ts.status', 'in', ['closed', 'linked'])
      .where('e.separation_date', 'is', null)
      .orderBy('e.id')
      .executeTakeFirstOrThrow();
    const response = await post('assign', { cells: [{ employee_id: Number(closed.id), date: closed.start }], is_rest_day: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/in a closed or linked timesheet .*change-shift application/);
    const grid = await t.request({
      method: 'GET',
      url: `/api/timekeeping/calendar-schedule?from=${closed.start}&days=1&q=${closed.employee_no}`,
      token,
    });
    expect(grid.json().rows[0].cells[0]).toMatchObject({ closed: true });
  });

  it("is timekeeping's: other portals are refused", async () => {
    const hr = await t.login('hr@example.com');
    expect((await t.request({ method: 'GET', url: '/api/timekeeping/calendar-schedule?from=2027-01-01', token: hr })).statusCode).toBe(403);
  });
});
