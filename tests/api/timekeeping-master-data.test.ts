/**
 * Timekeeping's master data through the API: shifts (overnight, breaks, flexible hours,
 * a shift in use is deactivated rather than deleted), night-differential rules and
 * holidays (local ones need their city; a year copies forward).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
/** the system administrator, who alone changes the holidays (installation-wide) */
let sysadmin: string;
beforeAll(async () => {
  token = await t.login('timekeeping@example.com');
  sysadmin = await t.login('sysadmin@example.com');
});

const post = (resource: string, payload: object, as = token) =>
  t.request({ method: 'POST', url: `/api/timekeeping/${resource}`, token: as, payload });
const shift = (overrides: object = {}) => ({
  code: 'T1',
  name: 'Test shift',
  time_in: '08:00',
  time_out: '17:00',
  break_start: '12:00',
  break_end: '13:00',
  required_minutes: 480,
  grace_minutes: 5,
  punch_window_before_minutes: 240,
  punch_window_after_minutes: 480,
  ...overrides,
});

describe('shift schedules', () => {
  it('derives that a shift ending at or before its start ends the next day', async () => {
    const night = await post(
      'shift-schedules',
      shift({ code: 'GRAVE', time_in: '22:00', time_out: '06:00', break_start: '01:00', break_end: '02:00' }),
    );
    expect(night.statusCode, night.body).toBe(200);
    expect(night.json()).toMatchObject({ code: 'GRAVE', is_overnight: true, time_in: '22:00:00', time_out: '06:00:00' });
    const day = await post('shift-schedules', shift({ code: 'DAYT' }));
    expect(day.json().is_overnight).toBe(false);
  });

  it('answers 422 per field for a break outside the shift, half a break and a flexible shift without its latest time in', async () => {
    const response = await post('shift-schedules', shift({ code: 'BAD', break_start: '18:00', break_end: null, is_flexible: true }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['break_end', 'flex_latest_in']);
    const outside = await post('shift-schedules', shift({ code: 'BAD2', break_start: '18:00', break_end: '19:00' }));
    expect(outside.json().errors).toEqual({ break_start: ['The break must start inside the shift.'] });
  });

  it('a shift that employees use cannot be deleted: 409, and it can be deactivated instead', async () => {
    const used = await t.db.selectFrom('shift_schedules').select(['id', 'code']).where('code', '=', 'DAY').executeTakeFirstOrThrow();
    const response = await t.request({ method: 'DELETE', url: `/api/timekeeping/shift-schedules/${used.id}`, token });
    expect(response.statusCode).toBe(409);
    // the demo's posted periods were worked on it: that is said first
    expect(response.json().message).toMatch(
      /^This shift was worked in the posted periods? .+ and cannot be deleted; deactivate it instead\.$/,
    );
    const record = (await t.request({ method: 'GET', url: `/api/timekeeping/shift-schedules/${used.id}`, token })).json();
    const deactivated = await t.request({
      method: 'PUT',
      url: `/api/timekeeping/shift-schedules/${used.id}`,
      token,
      payload: { ...record, is_active: false },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json().is_active).toBe(false);
  });

  it('an unused shift is deleted', async () => {
    const created = (await post('shift-schedules', shift({ code: 'TEMP' }))).json();
    expect((await t.request({ method: 'DELETE', url: `/api/timekeeping/shift-schedules/${created.id}`, token })).statusCode).toBe(200);
  });

  it('HR reads the shifts to pick a default shift, but cannot change them', async () => {
    const hr = await t.login('hr@example.com');
    const list = await t.request({ method: 'GET', url: '/api/hr/shift-schedules', token: hr });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: { code: string }) => s.code)).toContain('NIGHT');
    expect(
      (await t.request({ method: 'POST', url: '/api/hr/shift-schedules', token: hr, payload: shift({ code: 'HR' }) })).statusCode,
    ).toBe(404);
  });
});

describe('night differential rules', () => {
  it('keeps the company default and refuses a night that ends when it starts', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/timekeeping/night-differential-rules', token })).json();
    expect(list[0]).toMatchObject({ payroll_group_id: null, window_start: '22:00:00', window_end: '06:00:00', deduct_breaks: true });
    const bad = await post('night-differential-rules', {
      effective_from: '2027-01-01',
      window_start: '22:00',
      window_end: '22:00',
      minimum_minutes: 0,
      rounding_minutes: 0,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('window_end');
  });
});

describe('holidays', () => {
  it('has this year’s and next year’s national holidays', async () => {
    const url = `/api/timekeeping/holidays?filter=${encodeURIComponent(JSON.stringify({ year: 2026, scope: 'national' }))}&range=[0,99]`;
    const holidays = (await t.request({ method: 'GET', url, token })).json();
    expect(holidays.filter((h: { holiday_type: string }) => h.holiday_type === 'regular')).toHaveLength(10);
    expect(holidays.find((h: { holiday_date: string }) => h.holiday_date === '2026-04-04')).toMatchObject({
      name: 'Black Saturday',
      holiday_type: 'special_non_working',
    });
  });

  it('a local holiday needs its city; a national one keeps none', async () => {
    const local = await post(
      'holidays',
      {
        holiday_date: '2026-07-01',
        name: 'City Day',
        holiday_type: 'special_non_working',
        scope: 'local',
      },
      sysadmin,
    );
    expect(local.statusCode).toBe(422);
    expect(local.json().errors).toEqual({ city_municipality: ['A local holiday needs its city or municipality.'] });
    const national = await post(
      'holidays',
      {
        holiday_date: '2026-07-02',
        name: 'Test Day',
        holiday_type: 'special_working',
        scope: 'national',
        city_municipality: 'Pasig City',
      },
      sysadmin,
    );
    expect(national.statusCode, national.body).toBe(200);
    expect(national.json()).toMatchObject({ city_municipality: null, year: 2026 });
  });

  it('copies a year forward: fixed dates as they are, National Heroes Day recomputed, movable ones left out; a second copy adds nothing', async () => {
    const first = await post('holidays/copy-year', { from_year: 2027, to_year: 2028 }, sysadmin);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ created: 13, skipped: 0 });
    expect(first.json().left_out.sort()).toEqual(['Black Saturday', 'Chinese New Year', 'Good Friday', 'Maundy Thursday']);
    const heroes = await t.db
      .selectFrom('holidays')
      .select('holiday_date')
      .where('year', '=', 2028)
      .where('name', '=', 'National Heroes Day')
      .executeTakeFirstOrThrow();
    expect(heroes.holiday_date).toBe('2028-08-28');
    const again = await post('holidays/copy-year', { from_year: 2027, to_year: 2028 }, sysadmin);
    expect(again.json()).toMatchObject({ created: 0, skipped: 13 });
    const log = await t.db
      .selectFrom('transaction_logs')
      .select('action')
      .where('resource', '=', 'holidays')
      .where('action', '=', 'copy-year')
      .execute();
    expect(log).toHaveLength(2);
  });

  it('copying backwards is a 422', async () => {
    expect((await post('holidays/copy-year', { from_year: 2027, to_year: 2026 }, sysadmin)).statusCode).toBe(422);
  });
});
