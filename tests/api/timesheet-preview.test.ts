/**
 * The timesheet engine through POST /api/timekeeping/timesheet-processing/preview: the
 * time-related worked examples of docs/statutory.md (§5, §12 examples 2 and 11) with the
 * document's hours, and the cases of docs/domain.md §14.1.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DailyTimeRecord, TimesheetInput } from '../../server/modules/timekeeping/engine';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await t.login('timekeeping@example.com');
});

const DAY = { code: 'DAY', time_in: '08:00', time_out: '17:00', break_start: '12:00', break_end: '13:00', grace_minutes: 5 };
const NIGHT = { code: 'NIGHT', time_in: '22:00', time_out: '07:00', break_start: '02:00', break_end: '03:00' };

function caseOf(overrides: Partial<TimesheetInput>): TimesheetInput {
  return {
    dates: [],
    employee: { employee_no: 'EMP-00001', time_recorder_id: '101', rest_days: [0, 6], default_shift: 'DAY', business_unit_city: 'Makati' },
    shifts: [DAY, NIGHT],
    night_differential_rule: { window_start: '22:00', window_end: '06:00' },
    preferences: { ot_minimum_minutes: 30 },
    ...overrides,
  };
}

const punch = (at: string) => ({ time_recorder_id: '101', punched_at: at, source: 'device' as const });
const punches = (date: string, ...times: string[]) => times.map((time) => punch(`${date} ${time}:00`));
const overtime = (work_date: string, from: string, to: string, approved_minutes?: number) => ({
  application_type: 'overtime' as const,
  work_date,
  time_from: from,
  time_to: to,
  ...(approved_minutes === undefined ? {} : { approved_minutes }),
});
const holiday = (date: string, name: string, holiday_type: 'regular' | 'special_non_working', city?: string) => ({
  date,
  holidays: [{ name, holiday_type, scope: city ? ('local' as const) : ('national' as const), city_municipality: city ?? null }],
});

async function preview(input: TimesheetInput): Promise<DailyTimeRecord[]> {
  const response = await t.request({ method: 'POST', url: '/api/timekeeping/timesheet-processing/preview', payload: input, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().per_date;
}
const oneDay = async (input: TimesheetInput) => (await preview(input))[0]!;

describe('docs/statutory.md example 2 (December 2025, Monday–Friday, 08:00–17:00)', () => {
  const december = caseOf({
    calendar: [
      holiday('2025-12-24', 'Christmas Eve', 'special_non_working'),
      holiday('2025-12-25', 'Christmas Day', 'regular'),
      holiday('2025-12-30', 'Rizal Day', 'regular'),
      holiday('2025-12-31', 'Last Day of the Year', 'special_non_working'),
    ],
  });

  it('Mon 22 Dec: 3 overtime hours 18:00–21:00 on an ordinary day are ORD_OT 180 minutes; 5 minutes early are rendered, not paid', async () => {
    const day = await oneDay({
      ...december,
      dates: ['2025-12-22'],
      punches: punches('2025-12-22', '07:55', '17:00', '18:00', '21:00'),
      applications: [overtime('2025-12-22', '2025-12-22 18:00:00', '2025-12-22 21:00:00')],
    });
    expect(day).toMatchObject({
      day_type: 'ordinary',
      worked_minutes: 480,
      late_minutes: 0,
      rendered_ot_minutes: 185,
      approved_ot_minutes: 180,
    });
    expect(day.premium_buckets).toEqual({ ORD_OT: 180 });
    expect(day.hours).toEqual({ regular: 8, overtime: 3, nd_regular: 0, nd_overtime: 0 });
    expect(day.attendance_exceptions).toEqual([]);
  });

  it('Thu 25 Dec, a regular holiday worked 08:00–17:00 plus overtime 17:00–19:00: RH_REG 8 hours, RH_OT 2 hours', async () => {
    const day = await oneDay({
      ...december,
      dates: ['2025-12-25'],
      punches: punches('2025-12-25', '08:00', '19:00'),
      applications: [overtime('2025-12-25', '2025-12-25 17:00:00', '2025-12-25 19:00:00')],
    });
    expect(day.day_type).toBe('regular_holiday');
    expect(day.holidays).toEqual(['Christmas Day']);
    expect(day.premium_buckets).toEqual({ RH_REG: 480, RH_OT: 120 });
    expect(day.holiday_pay_eligible).toBe(false);
  });

  it('Wed 17 Dec 22:00 – Thu 07:00, break 02:00–03:00: 8 regular hours of which 7 at night (ORD_ND 420), split by calendar date', async () => {
    const day = await oneDay({
      ...december,
      dates: ['2025-12-17'],
      employee_schedules: [{ schedule_date: '2025-12-17', shift: 'NIGHT', is_rest_day: false, source: 'calendar' }],
      punches: [punch('2025-12-17 21:50:00'), punch('2025-12-18 07:02:00')],
    });
    expect(day).toMatchObject({ schedule: 'NIGHT', scheduled_in: '2025-12-17 22:00:00', scheduled_out: '2025-12-18 07:00:00' });
    expect(day.worked_minutes).toBe(480);
    expect(day.night_minutes).toBe(420);
    expect(day.night_minutes_by_calendar_date).toEqual({ '2025-12-17': 120, '2025-12-18': 300 });
    expect(day.premium_buckets).toEqual({ ORD_ND: 420 });
    expect(day.hours).toEqual({ regular: 1, overtime: 0, nd_regular: 7, nd_overtime: 0 });
  });

  it('24 and 31 Dec (special) and 30 Dec (regular) not worked: no absence; 30 Dec is paid after a day present on the 29th', async () => {
    const days = await preview({
      ...december,
      dates: ['2025-12-24', '2025-12-29', '2025-12-30', '2025-12-31'],
      punches: punches('2025-12-29', '08:00', '17:00'),
    });
    expect(days.map((d) => [d.work_date, d.day_type, d.absent_days, d.holiday_pay_eligible])).toEqual([
      ['2025-12-24', 'special_holiday', 0, false],
      ['2025-12-29', 'ordinary', 0, false],
      ['2025-12-30', 'regular_holiday', 0, true],
      ['2025-12-31', 'special_holiday', 0, false],
    ]);
    expect(days.flatMap((d) => d.attendance_exceptions)).toEqual([]);
  });

  it('an absence on the 29th loses the 30th’s holiday pay', async () => {
    const days = await preview({ ...december, dates: ['2025-12-29', '2025-12-30'] });
    expect(days[0]).toMatchObject({ absent_days: 1, attendance_exceptions: ['unfiled_absence'] });
    expect(days[1]!.holiday_pay_eligible).toBe(false);
  });
});

describe('docs/statutory.md example 11: Black Saturday 4 April 2026, a special day on her rest day', () => {
  it('00:00–09:00 with a break 04:00–05:00, then overtime to 10:00: SHRD_REG 3 h, SHRD_ND 5 h, SHRD_OT 1 h', async () => {
    const day = await oneDay(
      caseOf({
        dates: ['2026-04-04'],
        shifts: [DAY, { code: 'EARLY', time_in: '00:00', time_out: '09:00', break_start: '04:00', break_end: '05:00' }],
        calendar: [holiday('2026-04-04', 'Black Saturday', 'special_non_working')],
        employee_schedules: [{ schedule_date: '2026-04-04', shift: 'EARLY', is_rest_day: true, source: 'duty_roster' }],
        punches: punches('2026-04-04', '00:00', '10:00'),
        applications: [overtime('2026-04-04', '2026-04-04 00:00:00', '2026-04-04 10:00:00', 540)],
      }),
    );
    expect(day.day_type).toBe('special_holiday_rest_day');
    expect(day.premium_buckets).toEqual({ SHRD_ND: 300, SHRD_REG: 180, SHRD_OT: 60 });
    expect(day.night_minutes).toBe(300);
    expect(day.attendance_exceptions).toEqual([]);
  });

  it('the comparison: ordinary weekday overtime 22:00–24:00 is ORD_OT_ND 120 minutes', async () => {
    const day = await oneDay(
      caseOf({
        dates: ['2026-04-06'],
        punches: [...punches('2026-04-06', '08:00', '17:00', '22:00'), punch('2026-04-07 00:00:00')],
        applications: [overtime('2026-04-06', '2026-04-06 22:00:00', '2026-04-07 00:00:00')],
      }),
    );
    expect(day).toMatchObject({ rendered_ot_minutes: 120, approved_ot_minutes: 120, night_minutes: 120 });
    expect(day.premium_buckets).toEqual({ ORD_OT_ND: 120 });
    expect(day.hours).toEqual({ regular: 8, overtime: 0, nd_regular: 0, nd_overtime: 2 });
  });
});

describe('day types and premium codes (docs/statutory.md §5.2)', () => {
  // one hour of daytime overtime after the shift, on every day type, with the work approved
  const cases: [string, Parameters<typeof caseOf>[0], string][] = [
    ['ordinary', {}, 'ORD'],
    ['rest_day', { employee_schedules: [{ schedule_date: '2026-06-08', shift: 'DAY', is_rest_day: true }] }, 'RD'],
    ['special_holiday', { calendar: [holiday('2026-06-08', 'Special', 'special_non_working')] }, 'SH'],
    [
      'special_holiday_rest_day',
      {
        calendar: [holiday('2026-06-08', 'Special', 'special_non_working')],
        employee_schedules: [{ schedule_date: '2026-06-08', shift: 'DAY', is_rest_day: true }],
      },
      'SHRD',
    ],
    ['regular_holiday', { calendar: [holiday('2026-06-08', 'Regular', 'regular')] }, 'RH'],
    [
      'regular_holiday_rest_day',
      {
        calendar: [holiday('2026-06-08', 'Regular', 'regular')],
        employee_schedules: [{ schedule_date: '2026-06-08', shift: 'DAY', is_rest_day: true }],
      },
      'RHRD',
    ],
    [
      'double_holiday',
      {
        calendar: [
          {
            date: '2026-06-08',
            holidays: [
              { name: 'Araw ng Kagitingan', holiday_type: 'regular', scope: 'national' },
              { name: 'Maundy Thursday', holiday_type: 'regular', scope: 'national' },
            ],
          },
        ],
      },
      'DH',
    ],
    [
      'double_holiday_rest_day',
      {
        calendar: [
          {
            date: '2026-06-08',
            holidays: [
              { name: 'Araw ng Kagitingan', holiday_type: 'regular', scope: 'national' },
              { name: 'Maundy Thursday', holiday_type: 'regular', scope: 'national' },
            ],
          },
        ],
        employee_schedules: [{ schedule_date: '2026-06-08', shift: 'DAY', is_rest_day: true }],
      },
      'DHRD',
    ],
  ];
  for (const [dayType, overrides, prefix] of cases) {
    it(`${dayType}: the first 8 hours in ${prefix}_REG, the ninth hour in ${prefix}_OT`, async () => {
      const day = await oneDay(
        caseOf({
          ...overrides,
          dates: ['2026-06-08'],
          punches: punches('2026-06-08', '08:00', '18:00'),
          applications: [overtime('2026-06-08', '2026-06-08 08:00:00', '2026-06-08 18:00:00')],
        }),
      );
      expect(day.day_type).toBe(dayType);
      const regular = prefix === 'ORD' ? {} : { [`${prefix}_REG`]: 480 };
      expect(day.premium_buckets).toEqual({ ...regular, [`${prefix}_OT`]: 60 });
    });
  }
});

describe('docs/domain.md §14.1 cases', () => {
  it('a night shift across midnight into a regular holiday: the hours after midnight take the holiday’s codes', async () => {
    const day = await oneDay(
      caseOf({
        dates: ['2026-12-24'],
        calendar: [holiday('2026-12-25', 'Christmas Day', 'regular')],
        employee_schedules: [
          { schedule_date: '2026-12-24', shift: 'NIGHT', is_rest_day: false },
          { schedule_date: '2026-12-25', shift: 'NIGHT', is_rest_day: false },
        ],
        punches: [punch('2026-12-24 22:00:00'), punch('2026-12-25 07:00:00')],
      }),
    );
    expect(day.day_type).toBe('ordinary');
    // 22:00–24:00 ordinary night; 00:00–02:00 and 03:00–06:00 holiday night; 06:00–07:00 holiday daytime
    expect(day.premium_buckets).toEqual({ ORD_ND: 120, RH_ND: 300, RH_REG: 60 });
    expect(day.night_minutes_by_calendar_date).toEqual({ '2026-12-24': 120, '2026-12-25': 300 });
  });

  it('a local holiday applies only in its city', async () => {
    const local = holiday('2026-06-24', 'Araw ng Maynila', 'special_non_working', 'Manila');
    const inManila = await oneDay(
      caseOf({ dates: ['2026-06-24'], calendar: [local], employee: { ...caseOf({}).employee, business_unit_city: 'Manila' } }),
    );
    const inMakati = await oneDay(caseOf({ dates: ['2026-06-24'], calendar: [local] }));
    expect(inManila).toMatchObject({ day_type: 'special_holiday', absent_days: 0 });
    expect(inMakati).toMatchObject({ day_type: 'ordinary', absent_days: 1 });
  });

  it('a half-day leave: the other half is measured against the half shift', async () => {
    const day = await oneDay(
      caseOf({
        dates: ['2026-06-09'],
        applications: [
          { application_type: 'leave', date_from: '2026-06-09', date_to: '2026-06-09', day_part: 'first_half', leave_type: 'VL' },
        ],
        punches: punches('2026-06-09', '13:20', '17:00'),
      }),
    );
    expect(day).toMatchObject({ paid_leave_days: 0.5, absent_days: 0, late_minutes: 20, undertime_minutes: 0, worked_minutes: 220 });
  });

  it('a half-day leave with nothing worked in the other half is half a day absent', async () => {
    const day = await oneDay(
      caseOf({
        dates: ['2026-06-09'],
        applications: [{ application_type: 'leave', date_from: '2026-06-09', date_to: '2026-06-09', day_part: 'second_half' }],
      }),
    );
    expect(day).toMatchObject({ paid_leave_days: 0.5, absent_days: 0.5, attendance_exceptions: ['unfiled_absence'] });
  });

  it('official business counts as presence: no late for the morning spent on it', async () => {
    const day = await oneDay(
      caseOf({
        dates: ['2026-06-10'],
        applications: [
          {
            application_type: 'official_business_trip',
            date_from: '2026-06-10',
            date_to: '2026-06-10',
            is_whole_day: false,
            time_from: '08:00',
            time_to: '11:00',
          },
        ],
        punches: punches('2026-06-10', '11:05', '17:00'),
      }),
    );
    expect(day).toMatchObject({ late_minutes: 0, ob_minutes: 180, worked_minutes: 475, undertime_minutes: 0, absent_days: 0 });
  });

  it('a whole-day official business trip with no punches is a full day worked', async () => {
    const day = await oneDay(
      caseOf({
        dates: ['2026-06-10'],
        applications: [{ application_type: 'official_business_trip', date_from: '2026-06-10', date_to: '2026-06-11', is_whole_day: true }],
      }),
    );
    expect(day).toMatchObject({ worked_minutes: 480, ob_minutes: 480, absent_days: 0, attendance_exceptions: [] });
  });

  it('overtime outside the approved window, and above the approved minutes, is not paid and is flagged', async () => {
    const day = await oneDay(
      caseOf({
        dates: ['2026-06-11'],
        punches: punches('2026-06-11', '08:00', '21:00'),
        applications: [overtime('2026-06-11', '2026-06-11 17:00:00', '2026-06-11 20:00:00', 120)],
      }),
    );
    expect(day).toMatchObject({ rendered_ot_minutes: 240, approved_ot_minutes: 120 });
    expect(day.premium_buckets).toEqual({ ORD_OT: 120 });
    expect(day.attendance_exceptions).toEqual(['unapproved_overtime']);
  });

  it('approved overtime below the minimum is not paid', async () => {
    const day = await oneDay(
      caseOf({
        dates: ['2026-06-11'],
        punches: punches('2026-06-11', '08:00', '17:20'),
        applications: [overtime('2026-06-11', '2026-06-11 17:00:00', '2026-06-11 18:00:00')],
      }),
    );
    expect(day).toMatchObject({ rendered_ot_minutes: 20, approved_ot_minutes: 0, premium_buckets: {} });
  });

  it('lateness within the grace period is not late; beyond it, the whole lateness counts', async () => {
    const within = await oneDay(caseOf({ dates: ['2026-06-12'], punches: punches('2026-06-12', '08:05', '17:00') }));
    const beyond = await oneDay(caseOf({ dates: ['2026-06-12'], punches: punches('2026-06-12', '08:06', '17:00') }));
    expect(within.late_minutes).toBe(0);
    expect(beyond.late_minutes).toBe(6);
  });

  it('late and undertime count only scheduled working minutes, not the unpaid break (docs/statutory.md §8.3)', async () => {
    const day = await oneDay(caseOf({ dates: ['2026-06-12'], punches: punches('2026-06-12', '13:00', '15:00') }));
    expect(day).toMatchObject({ late_minutes: 240, undertime_minutes: 120, worked_minutes: 120 });
  });

  it('a single punch is a missing time out, not an absence', async () => {
    const day = await oneDay(caseOf({ dates: ['2026-06-15'], punches: punches('2026-06-15', '07:58') }));
    expect(day).toMatchObject({
      actual_in: '2026-06-15 07:58:00',
      actual_out: null,
      absent_days: 0,
      attendance_exceptions: ['missing_time_out'],
    });
  });

  it('a single punch near the end of the shift is a missing time in', async () => {
    const day = await oneDay(caseOf({ dates: ['2026-06-15'], punches: punches('2026-06-15', '17:03') }));
    expect(day).toMatchObject({ actual_in: null, actual_out: '2026-06-15 17:03:00', attendance_exceptions: ['missing_time_in'] });
  });

  it('three punches are odd; the first and last still make the day', async () => {
    const day = await oneDay(caseOf({ dates: ['2026-06-15'], punches: punches('2026-06-15', '08:00', '12:01', '17:00') }));
    expect(day).toMatchObject({ worked_minutes: 480, attendance_exceptions: ['odd_punches'] });
  });

  it('four punches: the middle pair nearest the scheduled break is the break', async () => {
    const day = await oneDay(caseOf({ dates: ['2026-06-15'], punches: punches('2026-06-15', '08:00', '12:10', '13:10', '17:00') }));
    expect(day).toMatchObject({
      break_out: '2026-06-15 12:10:00',
      break_in: '2026-06-15 13:10:00',
      worked_minutes: 470,
      undertime_minutes: 0,
    });
  });

  it('an approved log sheet replaces the device punch of the same kind', async () => {
    const day = await oneDay(
      caseOf({
        dates: ['2026-06-16'],
        punches: [...punches('2026-06-16', '09:30', '17:00'), { punched_at: '2026-06-16 08:00:00', punch_type: 'in', source: 'logsheet' }],
      }),
    );
    expect(day).toMatchObject({ actual_in: '2026-06-16 08:00:00', actual_out: '2026-06-16 17:00:00', late_minutes: 0 });
  });

  it('a log-sheet application fills a missing time out', async () => {
    const day = await oneDay(
      caseOf({
        dates: ['2026-06-16'],
        punches: punches('2026-06-16', '08:00'),
        applications: [{ application_type: 'logsheet', work_date: '2026-06-16', time_out: '2026-06-16 17:00:00' }],
      }),
    );
    expect(day).toMatchObject({ actual_out: '2026-06-16 17:00:00', worked_minutes: 480, attendance_exceptions: [] });
  });

  it('a change-shift row moves the day to its shift', async () => {
    const day = await oneDay(
      caseOf({
        dates: ['2026-06-17'],
        shifts: [DAY, NIGHT, { code: 'MID', time_in: '10:00', time_out: '19:00', break_start: '14:00', break_end: '15:00' }],
        employee_schedules: [{ schedule_date: '2026-06-17', shift: 'MID', is_rest_day: false, source: 'change_shift', source_ref: 42 }],
        punches: punches('2026-06-17', '10:00', '19:00'),
      }),
    );
    expect(day).toMatchObject({ schedule: 'MID', scheduled_in: '2026-06-17 10:00:00', late_minutes: 0, worked_minutes: 480 });
  });

  it('rest-day work without an approved overtime application is flagged and not paid', async () => {
    const day = await oneDay(caseOf({ dates: ['2026-06-13'], punches: punches('2026-06-13', '08:00', '17:00') }));
    expect(day).toMatchObject({ day_type: 'rest_day', rendered_ot_minutes: 480, approved_ot_minutes: 0, premium_buckets: {} });
    expect(day.attendance_exceptions).toEqual(['work_on_rest_day_without_ot']);
  });

  it('labor-code-exempt staff get no overtime, night or holiday buckets and no overtime exceptions', async () => {
    const day = await oneDay(
      caseOf({
        dates: ['2025-12-25'],
        employee: { ...caseOf({}).employee, labor_code_exempt: true, job_level: 'managerial' },
        calendar: [holiday('2025-12-25', 'Christmas Day', 'regular')],
        punches: punches('2025-12-25', '08:00', '23:00'),
        applications: [overtime('2025-12-25', '2025-12-25 17:00:00', '2025-12-25 23:00:00')],
      }),
    );
    expect(day).toMatchObject({
      approved_ot_minutes: 0,
      night_minutes: 0,
      premium_buckets: {},
      holiday_pay_eligible: false,
      attendance_exceptions: [],
    });
  });

  it('no shift and no rest day is a no-schedule exception', async () => {
    const day = await oneDay(caseOf({ dates: ['2026-06-15'], employee: { ...caseOf({}).employee, default_shift: null } }));
    expect(day.attendance_exceptions).toContain('no_schedule');
  });

  it('dates before hire produce no record', async () => {
    const days = await preview(
      caseOf({ dates: ['2026-06-14', '2026-06-15'], employee: { ...caseOf({}).employee, hire_date: '2026-06-15' } }),
    );
    expect(days.map((d) => d.work_date)).toEqual(['2026-06-15']);
  });
});

describe('invalid input and access', () => {
  it('answers 422 per field for bad dates, unknown shift codes and reversed overtime windows, and writes nothing', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/timekeeping/timesheet-processing/preview',
      token,
      payload: caseOf({
        dates: ['2026-02-30'],
        employee_schedules: [{ schedule_date: '2026-06-01', shift: 'GHOST', is_rest_day: false }],
        applications: [overtime('2026-06-01', '2026-06-01 20:00:00', '2026-06-01 18:00:00')],
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'dates.0': ['must be a date (YYYY-MM-DD)'],
      'employee_schedules.0.shift': ['names shift "GHOST", which is not among the shifts'],
      'applications.0.time_to': ['must be after time from'],
    });
  });

  it('answers 422 when the body is missing its employee', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/timekeeping/timesheet-processing/preview',
      token,
      payload: { dates: ['2026-06-01'], shifts: [] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('employee');
  });

  it('is for the timekeeping portal only', async () => {
    const payroll = await t.login('payroll@example.com');
    const url = '/api/timekeeping/timesheet-processing/preview';
    const payload = caseOf({ dates: ['2026-06-01'] });
    expect((await t.request({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url, payload, token: payroll })).statusCode).toBe(403);
  });
});
