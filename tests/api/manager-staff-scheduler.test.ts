/**
 * The manager's staff scheduler: the team's schedule grid, and the schedule uploader. A
 * file is checked row by row (unknown or non-team employee, bad date, unknown shift,
 * duplicates): any bad row answers 422 with a message per row and writes nothing; a date
 * in a closed timesheet answers 409 and writes nothing; a good file becomes the team's
 * dated schedules (source upload).
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamOf } from '../../server/modules/self-service/team';
import { multipart } from '../support/multipart';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
let manager: number;
let member: { id: number; employee_no: string };
let other: { id: number; employee_no: string };
let outsider: { id: number; employee_no: string };
let shift: { id: number; code: string };

const upload = (fileName: string, content: string) =>
  t.request({ method: 'POST', url: '/api/manager/schedule-uploads', token, ...multipart(fileName, content) });
const schedulesOf = (employeeId: number, from: string, to: string) =>
  t.db
    .selectFrom('employee_schedules')
    .select([sql<string>`schedule_date::text`.as('date'), 'shift_schedule_id', 'is_rest_day', 'source'])
    .where('employee_id', '=', employeeId)
    .where('schedule_date', '>=', from)
    .where('schedule_date', '<=', to)
    .orderBy('schedule_date')
    .execute();

beforeAll(async () => {
  token = await t.login('manager@example.com');
  manager = Number(
    (await t.db.selectFrom('users').select('employee_id').where('email', '=', 'manager@example.com').executeTakeFirstOrThrow()).employee_id,
  );
  const team = await t.db
    .selectFrom('employees')
    .select(['id', 'employee_no'])
    .where(sql<boolean>`id in ${teamOf(manager)}`)
    .where('separation_date', 'is', null)
    .orderBy('id')
    .execute();
  [member, other] = team.map((e) => ({ id: Number(e.id), employee_no: e.employee_no }));
  const stranger = await t.db
    .selectFrom('employees')
    .select(['id', 'employee_no'])
    .where(sql<boolean>`id not in ${teamOf(manager)}`)
    .where('id', '<>', manager)
    .where('separation_date', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  outsider = { id: Number(stranger.id), employee_no: stranger.employee_no };
  const s = await t.db
    .selectFrom('shift_schedules')
    .select(['id', 'code'])
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  shift = { id: Number(s.id), code: s.code };
});

describe('the team schedule grid', () => {
  it('shows the team members only, each date with its shift or rest day and where it comes from', async () => {
    const response = await t.request({ method: 'GET', url: '/api/manager/staff-schedule?from=2027-01-04&days=7&per_page=100', token });
    expect(response.statusCode, response.body).toBe(200);
    const grid = response.json() as { total: number; rows: { id: number; cells: { source: string }[] }[] };
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from employees
      where id in ${teamOf(manager)} and hire_date <= '2027-01-10' and (separation_date is null or separation_date >= '2027-01-04')`.execute(
      t.db,
    );
    expect(grid.total).toBe(rows[0].n);
    expect(grid.rows.map((r) => r.id)).not.toContain(outsider.id);
    for (const row of grid.rows) expect(row.cells).toHaveLength(7);
    const searched = await t.request({
      method: 'GET',
      url: `/api/manager/staff-schedule?from=2027-01-04&q=${outsider.employee_no}`,
      token,
    });
    expect(searched.json().rows).toEqual([]);
  });
});

describe('the schedule uploader', () => {
  it('refuses a file with any bad row, naming each row and column, and writes nothing', async () => {
    const csv = [
      'employee_no,date,shift_code',
      `${member.employee_no},2027-01-04,${shift.code}`,
      `${outsider.employee_no},2027-01-04,${shift.code}`,
      `${member.employee_no},2027-02-30,REST`,
      `${other.employee_no},2027-01-05,NOPE`,
      `${member.employee_no},2027-01-04,REST`,
      `NOBODY-1,2027-01-05,REST`,
    ].join('\n');
    const response = await upload('roster.csv', csv);
    expect(response.statusCode, response.body).toBe(422);
    const { message, errors } = response.json() as { message: string; errors: Record<string, string[]> };
    expect(message).toMatch(/5 of 6 rows have problems; nothing was applied/);
    expect(errors['rows.3.employee_no'][0]).toMatch(/not|no employee/i);
    expect(errors['rows.3.employee_no'][0]).toContain('in your team');
    expect(errors['rows.4.date'][0]).toMatch(/not a date/);
    expect(errors['rows.5.shift_code'][0]).toMatch(/no shift "NOPE"/);
    expect(errors['rows.6.date'][0]).toMatch(/already on row 2/);
    expect(errors['rows.7.employee_no'][0]).toContain('in your team');
    expect(errors['rows.2.employee_no']).toBeUndefined();
    expect((await schedulesOf(member.id, '2027-01-04', '2027-01-05')).filter((r) => r.source === 'upload')).toEqual([]);
  });

  it('applies a good file to the team’s schedules, with the source upload, and logs it', async () => {
    const csv = [
      'Employee No,Date,Shift Code',
      `${member.employee_no},2027-01-04,${shift.code}`,
      `${member.employee_no},2027-01-05,rest`,
      `${other.employee_no},2027-01-04,${shift.code.toLowerCase()}`,
    ].join('\r\n');
    const response = await upload('roster.csv', csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ count: 3, period_start: '2027-01-04', period_end: '2027-01-05' });
    expect(await schedulesOf(member.id, '2027-01-04', '2027-01-05')).toEqual([
      { date: '2027-01-04', shift_schedule_id: shift.id, is_rest_day: false, source: 'upload' },
      { date: '2027-01-05', shift_schedule_id: null, is_rest_day: true, source: 'upload' },
    ]);
    const logged = await t.db
      .selectFrom('transaction_logs')
      .select(['portal', 'action'])
      .where('resource', '=', 'employee-schedules')
      .where('action', '=', 'upload')
      .execute();
    expect(logged).toEqual([{ portal: 'manager', action: 'upload' }]);
    // the grid shows it
    const grid = (
      await t.request({ method: 'GET', url: `/api/manager/staff-schedule?from=2027-01-04&days=2&q=${member.employee_no}`, token })
    ).json();
    expect(grid.rows[0].cells.map((c: { source: string }) => c.source)).toEqual(['upload', 'upload']);
  });

  it('refuses (409) a file touching a date of a closed timesheet, and writes nothing', async () => {
    const closed = await sql<{ employee_no: string; id: number; date: string }>`
      select e.employee_no, e.id, ts.cutoff_start::text as date from timesheets ts
      join employees e on e.payroll_group_id = ts.payroll_group_id
      where ts.status in ('closed', 'linked') and ts.timesheet_type = 'regular' and e.id in ${teamOf(manager)}
        and e.hire_date <= ts.cutoff_start and e.separation_date is null
      order by ts.cutoff_start desc limit 1`.execute(t.db);
    expect(closed.rows.length).toBe(1);
    const { employee_no, id, date } = closed.rows[0];
    const before = await schedulesOf(Number(id), date, date);
    const response = await upload('late.csv', `employee_no,date,shift_code\n${employee_no},${date},REST\n`);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toMatch(/closed or linked timesheet/);
    expect(await schedulesOf(Number(id), date, date)).toEqual(before);
  });

  it('offers its template, and answers 422 to a file without the columns', async () => {
    const template = await t.request({ method: 'GET', url: '/api/manager/schedule-uploads/template?format=csv', token });
    expect(template.statusCode).toBe(200);
    expect(template.body.split(/\r?\n/)[0]).toBe('employee_no,date,shift_code');
    const xlsx = await t.request({ method: 'GET', url: '/api/manager/schedule-uploads/template', token });
    expect(xlsx.statusCode).toBe(200);
    const bad = await upload('x.csv', 'name,when\nA,B\n');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.file[0]).toMatch(/header row/);
  });
});
