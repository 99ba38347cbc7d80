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
});
