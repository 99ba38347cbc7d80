/**
 * The manager's staff scheduler: the team's schedule grid, and the schedule uploader. A
 * file becomes an upload checked row by row (unknown or non-team employee, bad date, a
 * date outside the roster period or in a closed timesheet, unknown shift, duplicates):
 * validated, or invalid with its problems per row and column. A validated upload is
 * applied, checked again, as one draft duty roster linked to it (all rows or none), or
 * discarded; an invalid one only discarded; an applied one neither. Another manager's
 * upload is a 404.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamOf } from '../../server/modules/self-service/team';
import { multipart } from '../support/multipart';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
let otherToken: string;
let manager: number;
let member: { id: number; employee_no: string };
let other: { id: number; employee_no: string };
let outsider: { id: number; employee_no: string };
let shift: { id: number; code: string };

const upload = (fileName: string, content: string) =>
  t.request({ method: 'POST', url: '/api/manager/schedule-uploads', token, ...multipart(fileName, content) });
const call = (method: 'GET' | 'POST', url: string, who = () => token) =>
  t.request({ method, url, token: who(), ...(method === 'POST' ? { payload: {} } : {}) });
const csvOf = (...rows: string[]) => ['employee_no,date,shift_code', ...rows].join('\n');
interface Upload {
  id: number;
  status: string;
  message: string;
  rows_total: number;
  rows_valid: number;
  rows_invalid: number;
  period_start: string | null;
  period_end: string | null;
  errors: { row: number; column: string; message: string }[];
  rows: { row: number; employee_no: string; employee_name: string | null; shift_name: string | null }[];
  duty_roster_id: number | null;
  roster_reference_no: string | null;
}
const linesOf = (rosterId: number) =>
  t.db
    .selectFrom('duty_roster_lines')
    .select(['employee_id', sql<string>`schedule_date::text`.as('date'), 'shift_schedule_id', 'is_rest_day'])
    .where('duty_roster_id', '=', rosterId)
    .orderBy('employee_id')
    .orderBy('schedule_date')
    .execute();
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
  // another manager of the same company: a user with the manager role linked to the outsider
  const self = await t.db
    .selectFrom('users')
    .select(['role', 'password_hash'])
    .where('email', '=', 'manager@example.com')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('users')
    .values({
      name: 'Other Manager',
      email: 'other.manager@example.com',
      password_hash: self.password_hash,
      role: self.role,
      employee_id: outsider.id,
    })
    .execute();
  otherToken = await t.login('other.manager@example.com');
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
  it('keeps a file with bad rows as an invalid upload, naming each row and column, and writes no roster', async () => {
    const response = await upload(
      'roster.csv',
      csvOf(
        `${member.employee_no},2027-01-04,${shift.code}`,
        `${outsider.employee_no},2027-01-04,${shift.code}`,
        `${member.employee_no},2027-02-30,REST`,
        `${other.employee_no},2027-01-05,NOPE`,
        `${member.employee_no},2027-01-04,REST`,
        `NOBODY-1,2027-01-05,REST`,
        `${other.employee_no},2027-02-10,REST`,
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Upload;
    expect(body).toMatchObject({ status: 'invalid', rows_total: 7, rows_valid: 1, rows_invalid: 6, duty_roster_id: null });
    expect(body.message).toMatch(/6 of 7 rows have problems/);
    const at = (row: number, column: string) => body.errors.filter((e) => e.row === row && e.column === column).map((e) => e.message);
    expect(at(3, 'employee_no')[0]).toBe(`${outsider.employee_no} is not in your team.`);
    expect(at(4, 'date')[0]).toMatch(/not a date/);
    expect(at(5, 'shift_code')[0]).toMatch(/no shift "NOPE"/);
    expect(at(6, 'date')[0]).toMatch(/already on row 2/);
    expect(at(7, 'employee_no')[0]).toBe('There is no employee "NOBODY-1".');
    expect(at(8, 'date')[0]).toMatch(/outside the roster period 2027-01-04 to 2027-02-03/);
    expect(at(2, 'employee_no')).toEqual([]);
    // the show has the same problems and the rows with names
    const shown = (await call('GET', `/api/manager/schedule-uploads/${body.id}`)).json() as Upload;
    expect(shown.errors).toEqual(body.errors);
    expect(shown.rows[0]).toMatchObject({ row: 2, employee_no: member.employee_no, shift_name: expect.any(String) });
    expect(shown.rows[0].employee_name).toBeTruthy();
    expect((await schedulesOf(member.id, '2027-01-04', '2027-01-05')).filter((r) => r.source === 'upload')).toEqual([]);
    // invalid: never applied, only discarded, once
    const apply = await call('POST', `/api/manager/schedule-uploads/${body.id}/apply`);
    expect(apply.statusCode).toBe(409);
    expect(apply.json().message).toMatch(/is invalid; only a validated upload/);
    const discard = await call('POST', `/api/manager/schedule-uploads/${body.id}/discard`);
    expect(discard.statusCode, discard.body).toBe(200);
    expect(discard.json().status).toBe('discarded');
    expect((await call('POST', `/api/manager/schedule-uploads/${body.id}/discard`)).statusCode).toBe(409);
    expect((await call('POST', `/api/manager/schedule-uploads/${body.id}/apply`)).statusCode).toBe(409);
  });

  it('applies a validated upload as one draft duty roster linked to it, once; then it cannot be discarded', async () => {
    const response = await upload(
      'week.csv',
      [
        'Employee No,Date,Shift Code',
        `${member.employee_no},2027-01-04,${shift.code}`,
        `${member.employee_no},2027-01-05,rest`,
        `${other.employee_no},2027-01-04,${shift.code.toLowerCase()}`,
      ].join('\r\n'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const uploaded = response.json() as Upload;
    expect(uploaded).toMatchObject({ status: 'validated', rows_total: 3, rows_valid: 3, rows_invalid: 0, errors: [] });
    expect(uploaded).toMatchObject({ period_start: '2027-01-04', period_end: '2027-01-05' });
    // nothing is written before apply
    expect(await t.db.selectFrom('duty_rosters').select('application_id').where('schedule_upload_id', '=', uploaded.id).execute()).toEqual(
      [],
    );

    const applied = await call('POST', `/api/manager/schedule-uploads/${uploaded.id}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    const body = applied.json() as Upload;
    expect(body.status).toBe('applied');
    expect(body.roster_reference_no).toMatch(/^DR-2027-/);
    expect(body.message).toContain(body.roster_reference_no!);
    const roster = await t.db
      .selectFrom('applications as a')
      .innerJoin('duty_rosters as r', 'r.application_id', 'a.id')
      .select([
        'a.id',
        'a.status',
        'a.filed_via',
        sql<string>`a.date_from::text`.as('from'),
        sql<string>`a.date_to::text`.as('to'),
        'r.schedule_upload_id',
        'r.line_count',
      ])
      .where('a.id', '=', body.duty_roster_id!)
      .executeTakeFirstOrThrow();
    expect(roster).toMatchObject({
      status: 'draft',
      filed_via: 'upload',
      from: '2027-01-04',
      to: '2027-01-05',
      schedule_upload_id: uploaded.id,
      line_count: 3,
    });
    // by employee, then date
    const expected = [
      { employee_id: member.id, date: '2027-01-04', shift_schedule_id: shift.id, is_rest_day: false },
      { employee_id: member.id, date: '2027-01-05', shift_schedule_id: null, is_rest_day: true },
      { employee_id: other.id, date: '2027-01-04', shift_schedule_id: shift.id, is_rest_day: false },
    ].sort((x, y) => x.employee_id - y.employee_id);
    expect(await linesOf(body.duty_roster_id!)).toEqual(expected);
    // the roster is the manager's, in their duty-roster list, and its grid opens
    expect((await call('GET', `/api/manager/duty-rosters/${body.duty_roster_id}/grid`)).statusCode).toBe(200);
    const logged = await t.db
      .selectFrom('transaction_logs')
      .select(['resource', 'action', 'portal'])
      .where('resource', 'in', ['schedule-uploads', 'duty-rosters'])
      .where('action', 'in', ['upload', 'apply', 'create'])
      .orderBy('id')
      .execute();
    expect(logged.slice(-3)).toEqual([
      { resource: 'schedule-uploads', action: 'upload', portal: 'manager' },
      { resource: 'duty-rosters', action: 'create', portal: 'manager' },
      { resource: 'schedule-uploads', action: 'apply', portal: 'manager' },
    ]);

    const again = await call('POST', `/api/manager/schedule-uploads/${uploaded.id}/apply`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/is applied/);
    const discard = await call('POST', `/api/manager/schedule-uploads/${uploaded.id}/discard`);
    expect(discard.statusCode).toBe(409);
    expect(discard.json().message).toMatch(/is applied/);
  });

  it('discards a validated upload, which then cannot be applied', async () => {
    const uploaded = (await upload('spare.csv', csvOf(`${member.employee_no},2027-06-07,REST`))).json() as Upload;
    expect(uploaded.status).toBe('validated');
    const discard = await call('POST', `/api/manager/schedule-uploads/${uploaded.id}/discard`);
    expect(discard.statusCode, discard.body).toBe(200);
    expect(discard.json()).toMatchObject({ status: 'discarded' });
    expect((await call('POST', `/api/manager/schedule-uploads/${uploaded.id}/apply`)).statusCode).toBe(409);
  });

  it('checks the rows again on apply: a period another roster took, or a shift made inactive, answers 409 and writes nothing', async () => {
    const rows = csvOf(`${member.employee_no},2027-02-01,${shift.code}`, `${member.employee_no},2027-02-02,REST`);
    const a = (await upload('a.csv', rows)).json() as Upload;
    const b = (await upload('b.csv', rows)).json() as Upload;
    expect([a.status, b.status]).toEqual(['validated', 'validated']);
    expect((await call('POST', `/api/manager/schedule-uploads/${a.id}/apply`)).statusCode).toBe(200);
    const late = await call('POST', `/api/manager/schedule-uploads/${b.id}/apply`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/no longer validates.*already covers/);
    expect((await call('GET', `/api/manager/schedule-uploads/${b.id}`)).json().status).toBe('validated');
    // a new upload over the same period is invalid at once
    const c = (await upload('c.csv', rows)).json() as Upload;
    expect(c.status).toBe('invalid');
    expect(c.errors[0]).toMatchObject({ row: 0, column: 'date' });

    const d = (await upload('d.csv', csvOf(`${member.employee_no},2027-04-05,${shift.code}`))).json() as Upload;
    expect(d.status).toBe('validated');
    await t.db.updateTable('shift_schedules').set({ is_active: false }).where('id', '=', shift.id).execute();
    try {
      const stale = await call('POST', `/api/manager/schedule-uploads/${d.id}/apply`);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(/row 2, The shift .* is inactive/);
    } finally {
      await t.db.updateTable('shift_schedules').set({ is_active: true }).where('id', '=', shift.id).execute();
    }
    expect(
      await t.db.selectFrom('duty_rosters').select('application_id').where('schedule_upload_id', 'in', [b.id, d.id]).execute(),
    ).toEqual([]);
  });

  it('applies one of two simultaneous applies of the same upload; the other answers 409', async () => {
    const uploaded = (await upload('twice.csv', csvOf(`${other.employee_no},2027-03-01,REST`))).json() as Upload;
    expect(uploaded.status).toBe('validated');
    const answers = await Promise.all([1, 2].map(() => call('POST', `/api/manager/schedule-uploads/${uploaded.id}/apply`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rosters = await t.db.selectFrom('duty_rosters').select('application_id').where('schedule_upload_id', '=', uploaded.id).execute();
    expect(rosters).toHaveLength(1);
  });

  it('marks a date of a closed timesheet as a row problem', async () => {
    const closed = await sql<{ employee_no: string; id: number; date: string }>`
      select e.employee_no, e.id, ts.cutoff_start::text as date from timesheets ts
      join employees e on e.payroll_group_id = ts.payroll_group_id
      where ts.status in ('closed', 'linked') and ts.timesheet_type = 'regular' and e.id in ${teamOf(manager)}
        and e.hire_date <= ts.cutoff_start and e.separation_date is null
      order by ts.cutoff_start desc limit 1`.execute(t.db);
    expect(closed.rows.length).toBe(1);
    const { employee_no, date } = closed.rows[0];
    const body = (await upload('late.csv', csvOf(`${employee_no},${date},REST`))).json() as Upload;
    expect(body.status).toBe('invalid');
    expect(body.errors).toEqual([{ row: 2, column: 'date', message: expect.stringMatching(/closed or linked timesheet/) }]);
  });

  it('lists, filters, sorts and exports the manager’s own uploads; another manager gets 404 for every call', async () => {
    const list = await call('GET', `/api/manager/schedule-uploads?sort=${encodeURIComponent('["uploaded_at","DESC"]')}&range=[0,99]`);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json() as { id: number; status: string; file_name: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(list.headers['content-range']).toMatch(/^schedule-uploads 0-\d+\/\d+$/);
    const invalid = await call('GET', `/api/manager/schedule-uploads?filter=${encodeURIComponent('{"status":"invalid"}')}`);
    expect((invalid.json() as { status: string }[]).every((r) => r.status === 'invalid')).toBe(true);
    expect((invalid.json() as unknown[]).length).toBeGreaterThan(0);
    const searched = await call('GET', `/api/manager/schedule-uploads?filter=${encodeURIComponent('{"q":"week.csv"}')}`);
    expect((searched.json() as { file_name: string }[]).map((r) => r.file_name)).toEqual(['week.csv']);
    const exported = await call('GET', '/api/manager/schedule-uploads/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/spreadsheetml/);

    const otherManager = () => otherToken;
    expect((await call('GET', '/api/manager/schedule-uploads', otherManager)).json()).toEqual([]);
    const id = rows.find((r) => r.status === 'validated')?.id ?? rows[0].id;
    for (const [method, url] of [
      ['GET', `/api/manager/schedule-uploads/${id}`],
      ['POST', `/api/manager/schedule-uploads/${id}/apply`],
      ['POST', `/api/manager/schedule-uploads/${id}/discard`],
    ] as const)
      expect((await call(method, url, otherManager)).statusCode, `${method} ${url}`).toBe(404);
    expect((await call('GET', '/api/manager/schedule-uploads/999999')).statusCode).toBe(404);
  });

  it('offers its template, and answers 422 to a file without the columns, keeping nothing', async () => {
    const template = await t.request({ method: 'GET', url: '/api/manager/schedule-uploads/template?format=csv', token });
    expect(template.statusCode).toBe(200);
    expect(template.body.split(/\r?\n/)[0]).toBe('employee_no,date,shift_code');
    const xlsx = await t.request({ method: 'GET', url: '/api/manager/schedule-uploads/template', token });
    expect(xlsx.statusCode).toBe(200);
    const before = await t.db
      .selectFrom('schedule_uploads')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const bad = await upload('x.csv', 'name,when\nA,B\n');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.file[0]).toMatch(/header row/);
    expect(
      await t.db
        .selectFrom('schedule_uploads')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });
});
