/**
 * The manager portal's team reports: tardiness, undertime, absences, resolution, YTD
 * statistics, the team roster, its attendance and timesheet. Each figure matches the
 * processed days of the team, and a line of an employee outside the team never appears,
 * whatever the filter asks for.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamOf } from '../../server/modules/self-service/team';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
let manager: number;
let team: Set<number>;
/** an employee outside the manager's team who was late at least once */
let outsider: { id: number; employee_no: string };

type Row = Record<string, unknown> & { id: number; employee_no: string };

async function list(report: string, filter: object = {}, range = '[0,4999]') {
  const response = await t.request({
    method: 'GET',
    url: `/api/manager/${report}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(range)}`,
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Row[];
}

async function teamNumbers(): Promise<Set<string>> {
  const rows = await t.db
    .selectFrom('employees')
    .select('employee_no')
    .where(sql<boolean>`id in ${teamOf(manager)}`)
    .execute();
  return new Set(rows.map((r) => r.employee_no));
}

beforeAll(async () => {
  token = await t.login('manager@example.com');
  manager = Number(
    (await t.db.selectFrom('users').select('employee_id').where('email', '=', 'manager@example.com').executeTakeFirstOrThrow()).employee_id,
  );
  team = new Set(
    (
      await t.db
        .selectFrom('employees')
        .select('id')
        .where(sql<boolean>`id in ${teamOf(manager)}`)
        .execute()
    ).map((r) => r.id),
  );
  const late = await t.db
    .selectFrom('daily_time_records as d')
    .innerJoin('employees as e', 'e.id', 'd.employee_id')
    .select(['e.id', 'e.employee_no'])
    .where('d.late_minutes', '>', 0)
    .where('e.id', 'not in', [...team, manager])
    .orderBy('e.id')
    .executeTakeFirstOrThrow();
  outsider = late;
});

describe('the team reports', () => {
  it('has a team with late days to report, and someone outside it who was late too', async () => {
    expect(team.size).toBeGreaterThan(0);
    expect(team.has(outsider.id)).toBe(false);
  });

  it('lists the team’s late days with each employee’s total, and nobody else’s', async () => {
    const rows = await list('tardiness-report');
    const numbers = await teamNumbers();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(numbers.has(row.employee_no), row.employee_no).toBe(true);
    // the figures: the processed days of the team with minutes late
    const { rows: expected } = await sql<{ days: number; minutes: number }>`
      select count(*)::int as days, sum(late_minutes)::int as minutes from daily_time_records
      where late_minutes > 0 and employee_id in ${teamOf(manager)}`.execute(t.db);
    expect(rows).toHaveLength(expected[0].days);
    expect(rows.reduce((sum, row) => sum + Number(row.late_minutes), 0)).toBe(expected[0].minutes);
    const one = rows[0];
    const same = rows.filter((row) => row.employee_no === one.employee_no);
    expect(one.employee_days).toBe(same.length);
    expect(one.employee_minutes).toBe(same.reduce((sum, row) => sum + Number(row.late_minutes), 0));
    // the totals agree with the rows
    const totals = await t.request({ method: 'GET', url: '/api/manager/tardiness-report/totals', token });
    expect(totals.json()).toMatchObject({ count: expected[0].days, sums: { late_minutes: expected[0].minutes } });
  });

  it('keeps each employee’s total to the date range asked for', async () => {
    const all = await list('tardiness-report');
    const date = String(all[0].work_date);
    const rows = await list('tardiness-report', { work_date_gte: date, work_date_lte: date });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.work_date).toBe(date);
      expect(row.employee_days).toBe(1);
      expect(row.employee_minutes).toBe(row.late_minutes);
    }
  });

  it('never shows an outsider, even searched for by number', async () => {
    for (const report of [
      'tardiness-report',
      'undertime-report',
      'absences-report',
      'resolution-report',
      'ytd-statistics',
      'team-members',
      'team-attendance',
      'team-timesheet',
    ]) {
      expect(await list(report, { q: outsider.employee_no }), report).toEqual([]);
      const numbers = await teamNumbers();
      for (const row of await list(report)) expect(numbers.has(row.employee_no), `${report} ${row.employee_no}`).toBe(true);
    }
  }, 120_000);

  it('lists undertime and absences of the team as the processed days say', async () => {
    const { rows: expected } = await sql<{ under: number; absent: number }>`
      select count(*) filter (where undertime_minutes > 0)::int as under,
        count(*) filter (where absent_days > 0 or unpaid_leave_days > 0)::int as absent
      from daily_time_records where employee_id in ${teamOf(manager)}`.execute(t.db);
    expect(await list('undertime-report')).toHaveLength(expected[0].under);
    const absences = await list('absences-report');
    expect(absences).toHaveLength(expected[0].absent);
    for (const row of absences) expect(Number(row.absent_days) + Number(row.unpaid_leave_days)).toBeGreaterThan(0);
  });

  it('ages the team’s exceptions and names who resolved them', async () => {
    const rows = await list('resolution-report');
    const { rows: expected } = await sql<{ n: number }>`
      select count(*)::int as n from attendance_exceptions where employee_id in ${teamOf(manager)}`.execute(t.db);
    expect(rows).toHaveLength(expected[0].n);
    for (const row of rows) expect(Number(row.age_days)).toBeGreaterThanOrEqual(0);
  });

  it('adds up each team member’s year to date, and the team’s for the management-reports figures', async () => {
    const year = Number(
      (await sql<{ y: number }>`select max(extract(year from work_date))::int as y from daily_time_records`.execute(t.db)).rows[0].y,
    );
    const rows = await list('ytd-statistics', { year });
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const row of rows) expect(team.has(row.id)).toBe(true);
    const { rows: expected } = await sql<{ late: number; minutes: number; ot: string }>`
      select count(*) filter (where late_minutes > 0)::int as late, coalesce(sum(late_minutes), 0)::int as minutes,
        coalesce(sum(approved_ot_minutes), 0)::int as ot
      from daily_time_records where employee_id in ${teamOf(manager)} and extract(year from work_date) = ${year}`.execute(t.db);
    const totals = (
      await t.request({
        method: 'GET',
        url: `/api/manager/ytd-statistics/totals?filter=${encodeURIComponent(JSON.stringify({ year }))}`,
        token,
      })
    ).json();
    expect(totals.sums.late_count).toBe(expected[0].late);
    expect(totals.sums.late_minutes).toBe(expected[0].minutes);
    const bad = await t.request({
      method: 'GET',
      url: `/api/manager/ytd-statistics?filter=${encodeURIComponent(JSON.stringify({ year, month_from: 13 }))}`,
      token,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.month_from).toBeDefined();
  });

  it('lists the team roster with today’s status and leave balances, and the day’s attendance', async () => {
    const members = await list('team-members');
    const active = await t.db
      .selectFrom('employees')
      .select('id')
      .where(sql<boolean>`id in ${teamOf(manager)}`)
      .where('separation_date', 'is', null)
      .execute();
    expect(members.map((m) => m.id).sort()).toEqual(active.map((m) => m.id).sort());
    for (const m of members) expect(m.today_status).toBeTruthy();
    const attendance = await list('team-attendance');
    expect(attendance.length).toBe(active.length);
  });

  it('answers nothing to an account without an employee record', async () => {
    const admin = await t.login('admin@example.com');
    const response = await t.request({ method: 'GET', url: '/api/manager/tardiness-report', token: admin });
    if (response.statusCode === 200) expect(response.json()).toEqual([]);
    else expect([403, 404]).toContain(response.statusCode);
  });
});
