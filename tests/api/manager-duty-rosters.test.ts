/**
 * The manager's duty rosters: a draft for the team and a period of at most 31 days, its
 * grid filled cell by cell for team members only, submitted once complete and with a rest
 * day after six working days, then routed like any filing; only a draft changes; another
 * manager's roster is a 404, whatever the call.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamOf } from '../../server/modules/self-service/team';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
let otherToken: string;
let manager: number;
let outsider: number;
let shiftId: number;

const as = (who: () => string) => (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token: who(), ...(payload ? { payload } : {}) });
const api = as(() => token);

beforeAll(async () => {
  token = await t.login('manager@example.com');
  manager = Number(
    (await t.db.selectFrom('users').select('employee_id').where('email', '=', 'manager@example.com').executeTakeFirstOrThrow()).employee_id,
  );
  const stranger = await t.db
    .selectFrom('employees')
    .select('id')
    .where(sql<boolean>`id not in ${teamOf(manager)}`)
    .where('id', '<>', manager)
    .where('separation_date', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  outsider = Number(stranger.id);
  shiftId = Number(
    (await t.db.selectFrom('shift_schedules').select('id').where('is_active', '=', true).orderBy('id').executeTakeFirstOrThrow()).id,
  );
  // another manager of the same company: a user with the manager role linked to the outsider
  const role = await t.db.selectFrom('users').select('role').where('email', '=', 'manager@example.com').executeTakeFirstOrThrow();
  const hash = await t.db.selectFrom('users').select('password_hash').where('email', '=', 'manager@example.com').executeTakeFirstOrThrow();
  await t.db
    .insertInto('users')
    .values({
      name: 'Other Manager',
      email: 'other.manager@example.com',
      password_hash: hash.password_hash,
      role: role.role,
      employee_id: outsider,
    })
    .execute();
  otherToken = await t.login('other.manager@example.com');
});

const period = { date_from: '2027-03-01', date_to: '2027-03-07' };
type Grid = { rows: { id: number }[]; dates: string[]; lines: unknown[]; roster: { status: string } };

describe('duty rosters', () => {
  it('drafts a roster for the team, and refuses a period over 31 days', async () => {
    const bad = await api('POST', '/api/manager/duty-rosters', { title: 'Too long', date_from: '2027-03-01', date_to: '2027-04-15' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.date_to[0]).toMatch(/31 days/);
    const made = await api('POST', '/api/manager/duty-rosters', { title: 'First week of March', ...period });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ status: 'draft' });
    expect(made.json().reference_no).toMatch(/^DR-2027-/);
    const list = (await api('GET', '/api/manager/duty-rosters?range=[0,99]')).json() as { id: number; title: string; status: string }[];
    expect(list.find((r) => r.id === made.json().id)).toMatchObject({ title: 'First week of March', status: 'draft' });
  });

  it('fills the grid with team members only, refuses incomplete rosters and long streaks, then submits', async () => {
    const id = (
      await api('POST', '/api/manager/duty-rosters', { title: 'Second week', date_from: '2027-03-08', date_to: '2027-03-14' })
    ).json().id as number;
    const grid = (await api('GET', `/api/manager/duty-rosters/${id}/grid`)).json() as Grid;
    const { rows: team } = await sql<{ id: number }>`select id from employees where id in ${teamOf(manager)}
      and hire_date <= '2027-03-14' and (separation_date is null or separation_date >= '2027-03-08')`.execute(t.db);
    expect(grid.rows.map((r) => r.id).sort()).toEqual(team.map((r) => Number(r.id)).sort());
    expect(grid.dates).toHaveLength(7);

    const outsiderLine = await api('PUT', `/api/manager/duty-rosters/${id}/lines`, {
      lines: [{ employee_id: outsider, schedule_date: '2027-03-08', shift_schedule_id: shiftId, is_rest_day: false }],
    });
    expect(outsiderLine.statusCode).toBe(422);
    expect(outsiderLine.json().errors['lines.0.employee_id'][0]).toMatch(/not a member of your team/);

    // seven working days in a row: refused on submit
    const allWork = grid.rows.flatMap((row) =>
      grid.dates.map((date) => ({ employee_id: row.id, schedule_date: date, shift_schedule_id: shiftId, is_rest_day: false })),
    );
    const first = allWork.slice(0, 1);
    expect((await api('PUT', `/api/manager/duty-rosters/${id}/lines`, { lines: first })).json().line_count).toBe(1);
    const incomplete = await api('POST', `/api/manager/duty-rosters/${id}/submit`, {});
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors.lines.join(' ')).toMatch(/no shift or rest day/);
    await api('PUT', `/api/manager/duty-rosters/${id}/lines`, { lines: allWork });
    const streak = await api('POST', `/api/manager/duty-rosters/${id}/submit`, {});
    expect(streak.statusCode).toBe(422);
    expect(streak.json().errors.lines.join(' ')).toMatch(/more than 6 days in a row/);

    const withRest = allWork.map((l) => (l.schedule_date === '2027-03-14' ? { ...l, shift_schedule_id: null, is_rest_day: true } : l));
    expect((await api('PUT', `/api/manager/duty-rosters/${id}/lines`, { lines: withRest })).json().line_count).toBe(allWork.length);
    const submitted = await api('POST', `/api/manager/duty-rosters/${id}/submit`, {});
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(['pending', 'approved']).toContain(submitted.json().status);
    const approvals = await t.db.selectFrom('application_approvals').select('level').where('application_id', '=', id).execute();
    expect(approvals.length).toBeGreaterThan(0);
    // no longer a draft: nothing changes
    expect((await api('PUT', `/api/manager/duty-rosters/${id}/lines`, { lines: first })).statusCode).toBe(409);
    expect((await api('DELETE', `/api/manager/duty-rosters/${id}`)).statusCode).toBe(409);
  });

  it('answers 404 to another manager for every call on the roster, and hides it from their list', async () => {
    const id = (
      await api('POST', '/api/manager/duty-rosters', { title: 'Third week', date_from: '2027-03-15', date_to: '2027-03-21' })
    ).json().id as number;
    const other = as(() => otherToken);
    expect((await other('GET', `/api/manager/duty-rosters/${id}/grid`)).statusCode).toBe(404);
    expect((await other('PUT', `/api/manager/duty-rosters/${id}/lines`, { lines: 'nonsense' })).statusCode).toBe(404);
    expect((await other('POST', `/api/manager/duty-rosters/${id}/submit`, {})).statusCode).toBe(404);
    expect((await other('DELETE', `/api/manager/duty-rosters/${id}`)).statusCode).toBe(404);
    const theirs = (await other('GET', '/api/manager/duty-rosters?range=[0,99]')).json() as { id: number }[];
    expect(theirs.map((r) => r.id)).not.toContain(id);
    // the owner deletes the draft
    expect((await api('DELETE', `/api/manager/duty-rosters/${id}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/manager/duty-rosters/${id}/grid`)).statusCode).toBe(404);
  });

  it('copies the previous roster into a draft, repeating its week over a longer period', async () => {
    // the submitted second week (8–14 March: a shift every day, a rest day on Sunday 14) is the latest earlier roster
    const id = (
      await api('POST', '/api/manager/duty-rosters', { title: 'Two weeks from 22 March', date_from: '2027-03-22', date_to: '2027-04-04' })
    ).json().id as number;
    const grid = (await api('GET', `/api/manager/duty-rosters/${id}/grid`)).json() as Grid;
    const copied = await api('POST', `/api/manager/duty-rosters/${id}/copy-previous`, {});
    expect(copied.statusCode, copied.body).toBe(200);
    // 14 days × each team member, every day of the 7-day source repeated twice
    expect(copied.json().copied).toBe(grid.rows.length * 14);
    expect(copied.json().message).toMatch(/from DR-2027-\d+ \(2027-03-08 to 2027-03-14\)/);
    const lines = await t.db
      .selectFrom('duty_roster_lines')
      .select([sql<string>`schedule_date::text`.as('date'), 'is_rest_day', 'shift_schedule_id'])
      .where('duty_roster_id', '=', id)
      .where('employee_id', '=', grid.rows[0].id)
      .orderBy('schedule_date')
      .execute();
    expect(lines).toHaveLength(14);
    // offsets 6 and 13 (Sunday 28 March, Sunday 4 April) take the source's rest day; the rest its shift
    expect(lines.filter((l) => l.is_rest_day).map((l) => l.date)).toEqual(['2027-03-28', '2027-04-04']);
    expect(lines.filter((l) => !l.is_rest_day).every((l) => Number(l.shift_schedule_id) === shiftId)).toBe(true);
    // complete and with a rest day each week: it submits as it is
    expect((await api('POST', `/api/manager/duty-rosters/${id}/submit`, {})).statusCode).toBe(200);
    // only into a draft; another manager reaches none of it; a roster not of one's own is no source
    expect((await api('POST', `/api/manager/duty-rosters/${id}/copy-previous`, {})).statusCode).toBe(409);
    const next = (await api('POST', '/api/manager/duty-rosters', { title: 'April', date_from: '2027-04-05', date_to: '2027-04-11' })).json()
      .id as number;
    expect((await as(() => otherToken)('POST', `/api/manager/duty-rosters/${next}/copy-previous`, {})).statusCode).toBe(404);
    const theirs = (
      await as(() => otherToken)('POST', '/api/manager/duty-rosters', { title: 'Theirs', date_from: '2027-04-05', date_to: '2027-04-11' })
    ).json().id as number;
    const foreign = await api('POST', `/api/manager/duty-rosters/${next}/copy-previous`, { source_id: theirs });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.source_id).toBeDefined();
    expect((await api('POST', `/api/manager/duty-rosters/${next}/copy-previous`, { source_id: id })).json().copied).toBe(
      grid.rows.length * 7,
    );
  });

  it('warns on a cell where the employee is on leave and on a holiday', async () => {
    const id = (
      await api('POST', '/api/manager/duty-rosters', { title: 'Holy week', date_from: '2027-04-12', date_to: '2027-04-18' })
    ).json().id as number;
    const grid = (await api('GET', `/api/manager/duty-rosters/${id}/grid`)).json() as Grid;
    const member = grid.rows[0].id;
    await t.db
      .insertInto('holidays')
      .values({ holiday_date: '2027-04-15', year: 2027, name: 'Test Thursday', holiday_type: 'regular', scope: 'national' })
      .execute();
    const vl = await t.db.selectFrom('leave_types').select('id').where('code', '=', 'VL').executeTakeFirstOrThrow();
    const leave = await t.db
      .insertInto('applications')
      .values({
        reference_no: 'LV-2027-99001',
        application_type: 'leave',
        employee_id: member,
        business_unit_id: (await t.db.selectFrom('employees').select('business_unit_id').where('id', '=', member).executeTakeFirstOrThrow())
          .business_unit_id,
        filed_via: 'self',
        date_from: '2027-04-12',
        date_to: '2027-04-13',
        status: 'approved',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('leave_applications')
      .values({ application_id: leave.id, leave_type_id: vl.id, day_part: 'whole_day', days: '2.000', with_pay: true, without_pay: false })
      .execute();
    const warned = (await api('GET', `/api/manager/duty-rosters/${id}/grid`)).json() as {
      warnings: { employee_id: number; date: string; kind: string; text: string }[];
    };
    const mine = warned.warnings.filter((w) => w.employee_id === member);
    expect(mine).toEqual([
      { employee_id: member, date: '2027-04-12', kind: 'leave', text: 'Vacation leave LV-2027-99001 (approved)' },
      { employee_id: member, date: '2027-04-13', kind: 'leave', text: 'Vacation leave LV-2027-99001 (approved)' },
      { employee_id: member, date: '2027-04-15', kind: 'holiday', text: 'Test Thursday (regular)' },
    ]);
    // the holiday is on every member's cell of the date
    expect(warned.warnings.filter((w) => w.kind === 'holiday' && w.date === '2027-04-15')).toHaveLength(grid.rows.length);
  });
});
