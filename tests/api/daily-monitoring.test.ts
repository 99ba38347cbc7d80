/**
 * Daily monitoring through the API: each employee in service with the day's schedule,
 * first and last punch, lateness and one status — leave and official business first,
 * then punches, holidays (national or local to the unit's city), rest days; and the
 * filters, totals and export every report has.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await t.login('timekeeping@example.com');
});

type Row = {
  id: number;
  employee_no: string;
  status: string;
  first_in: string | null;
  last_out: string | null;
  late_minutes: number;
  remarks: string | null;
  shift_code: string | null;
};
async function monitor(filter: object, range = '[0,999]') {
  const response = await t.request({
    method: 'GET',
    url: `/api/timekeeping/daily-attendances?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(range)}`,
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json() as Row[], total: Number(response.headers['content-range']?.toString().split('/')[1]) };
}

describe('daily monitoring', () => {
  it('shows a worked day from its punches: first and last punch, lateness past the grace minutes, present or late', async () => {
    const {
      rows: [day],
    } = await sql<{ employee_id: string; date: string; first: string; last: string }>`
      with days as (
        select employee_id, punched_at::date as day, min(punched_at) as first, max(punched_at) as last
        from time_punches where not is_void and employee_id is not null group by 1, 2 having count(*) >= 2
      )
      select d.employee_id, d.day::text as date, to_char(d.first, 'HH24:MI:SS') as first, to_char(d.last, 'HH24:MI:SS') as last
      from days d join employees e on e.id = d.employee_id
      join shift_schedules s on s.id = e.default_shift_schedule_id and not s.is_overnight
      where e.separation_date is null
        and not exists (select 1 from employee_schedules es where es.employee_id = e.id and es.schedule_date = d.day)
        and not exists (select 1 from applications a where a.employee_id = e.id and a.status = 'approved' and d.day between a.date_from and a.date_to)
      order by d.day desc, d.employee_id limit 1`.execute(t.db);
    const { rows } = await monitor({
      date: day.date,
      q: (await t.db.selectFrom('employees').select('employee_no').where('id', '=', Number(day.employee_id)).executeTakeFirstOrThrow())
        .employee_no,
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ first_in: day.first, last_out: day.last });
    expect(rows[0].status).toBe(rows[0].late_minutes > 0 ? 'late' : 'present');
  });

  it('keeps a night shift’s morning time-out with the night before: the day’s first punch is the evening time-in', async () => {
    const {
      rows: [night],
    } = await sql<{ employee_no: string; date: string; evening: string }>`
      select e.employee_no, tp.punched_at::date::text as date, to_char(min(tp.punched_at), 'HH24:MI:SS') as evening
      from time_punches tp join employees e on e.id = tp.employee_id join shift_schedules s on s.id = e.default_shift_schedule_id
      where s.code = 'NIGHT' and not tp.is_void and tp.punched_at::time >= '18:00'
        and exists (select 1 from time_punches m where m.employee_id = e.id and not m.is_void
          and m.punched_at::date = tp.punched_at::date and m.punched_at::time < '12:00')
        and not exists (select 1 from employee_schedules es where es.employee_id = e.id and es.schedule_date = tp.punched_at::date)
      group by 1, 2 order by 2 desc limit 1`.execute(t.db);
    const { rows } = await monitor({ date: night.date, q: night.employee_no });
    expect(rows[0]).toMatchObject({ shift_code: 'NIGHT', first_in: night.evening });
  });

  it('puts approved leave before anything else, with the leave type as the remark', async () => {
    const {
      rows: [leave],
    } = await sql<{ employee_no: string; date: string; name: string }>`
      select e.employee_no, a.date_from::text as date, lt.name from applications a
      join leave_applications la on la.application_id = a.id join leave_types lt on lt.id = la.leave_type_id
      join employees e on e.id = a.employee_id
      where a.status = 'approved' and e.separation_date is null order by a.date_from desc limit 1`.execute(t.db);
    const { rows } = await monitor({ date: leave.date, q: leave.employee_no });
    expect(rows[0]).toMatchObject({ status: 'on_leave', remarks: leave.name });
  });

  it('marks a local holiday only for the units in its city; a future day is not yet in', async () => {
    const unit = await t.db.selectFrom('business_units').select(['id', 'city_municipality']).orderBy('id').executeTakeFirstOrThrow();
    const date = '2030-06-18';
    // holidays are installation-wide: the system administrator adds them
    const created = await t.request({
      method: 'POST',
      url: '/api/timekeeping/holidays',
      token: await t.login('sysadmin@example.com'),
      payload: {
        holiday_date: date,
        name: 'Test City Day',
        holiday_type: 'special_non_working',
        scope: 'local',
        city_municipality: unit.city_municipality,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { rows, total } = await monitor({ date });
    expect(rows.length).toBe(total);
    const inCity = await t.db
      .selectFrom('employees as e')
      .innerJoin('business_units as bu', 'bu.id', 'e.business_unit_id')
      .select('e.employee_no')
      .where('bu.city_municipality', '=', unit.city_municipality)
      .execute();
    const cityNos = new Set(inCity.map((e) => e.employee_no));
    for (const row of rows) {
      if (cityNos.has(row.employee_no)) expect(row).toMatchObject({ status: 'holiday', remarks: 'Test City Day' });
      else expect(['not_yet_in', 'rest_day']).toContain(row.status);
    }
  });

  it('filters by status on the server and totals the statuses; a bad date is a 400', async () => {
    const date = (await sql<{ d: string }>`select max(punched_at)::date::text as d from time_punches`.execute(t.db)).rows[0].d;
    const all = await monitor({ date });
    const absent = await monitor({ date, status: 'absent' });
    expect(absent.rows.every((r) => r.status === 'absent')).toBe(true);
    expect(absent.total).toBe(all.rows.filter((r) => r.status === 'absent').length);
    const totals = await t.request({
      method: 'GET',
      url: `/api/timekeeping/daily-attendances/totals?filter=${encodeURIComponent(JSON.stringify({ date }))}`,
      token,
    });
    const groups = totals.json().groups.status as { value: string; count: number }[];
    expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(all.total);
    const bad = await t.request({
      method: 'GET',
      url: `/api/timekeeping/daily-attendances?filter=${encodeURIComponent('{"date":"2026-02-30"}')}`,
      token,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the day as a spreadsheet, and is closed to other portals', async () => {
    const file = await t.request({ method: 'GET', url: '/api/timekeeping/daily-attendances/export', token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const hr = await t.login('hr@example.com');
    expect((await t.request({ method: 'GET', url: '/api/timekeeping/daily-attendances', token: hr })).statusCode).toBe(403);
  });
});
