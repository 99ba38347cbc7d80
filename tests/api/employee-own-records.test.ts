/**
 * The employee portal's own records: announcements addressed to the employee, their
 * timesheet details, compensation and benefits, their 201 file, the month calendar and
 * change requests to HR (approved by HR, applied and audited). Another employee's rows
 * never appear, and another employee's request answers 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const t = useTestApp();
let employeeToken: string;
let hrToken: string;
let me: number;
let stranger: number;
let companyId: number;
let myUnit: number;
let otherUnit: number;

const idOfAccount = async (email: string) =>
  Number((await t.db.selectFrom('users').select('employee_id').where('email', '=', email).executeTakeFirstOrThrow()).employee_id);
const as = (token: string) => (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });
const employee = () => as(employeeToken);
const hr = () => as(hrToken);
const filter = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;

beforeAll(async () => {
  employeeToken = await t.login('employee@example.com');
  hrToken = await t.login('hr@example.com');
  me = await idOfAccount('employee@example.com');
  const mine = await t.db
    .selectFrom('employees')
    .select(['company_id', 'business_unit_id', 'payroll_group_id'])
    .where('id', '=', me)
    .executeTakeFirstOrThrow();
  companyId = Number(mine.company_id);
  myUnit = Number(mine.business_unit_id);
  stranger = Number(
    (
      await t.db
        .selectFrom('employees')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', '<>', me)
        .where('business_unit_id', '<>', myUnit)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  otherUnit = Number(
    (await t.db.selectFrom('employees').select('business_unit_id').where('id', '=', stranger).executeTakeFirstOrThrow()).business_unit_id,
  );
});

describe('announcements', () => {
  it('lists only published announcements and memos addressed to everyone or to the employee’s unit, within their dates', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const event = (title: string, values: object) => ({
      company_id: companyId,
      event_type: 'announcement',
      title,
      status: 'published',
      publish_from: '2020-01-01',
      audience_business_unit_ids: JSON.stringify([]),
      ...values,
    });
    await t.db
      .insertInto('company_events')
      .values([
        event('ZZ to all', {}),
        event('ZZ memo to my unit', { event_type: 'memo', audience_business_unit_ids: JSON.stringify([myUnit]) }),
        event('ZZ to another unit', { audience_business_unit_ids: JSON.stringify([otherUnit]) }),
        event('ZZ draft', { status: 'draft' }),
        event('ZZ expired', { publish_until: '2020-12-31' }),
        event('ZZ not yet', { publish_from: '2099-01-01' }),
        event('ZZ an event', { event_type: 'event', starts_at: `${today} 09:00:00` }),
      ] as never)
      .execute();
    const response = await employee()('GET', `/api/employee/company-events?${filter({ q: 'ZZ ' })}&sort=["title","ASC"]`);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((r: { title: string }) => r.title)).toEqual(['ZZ memo to my unit', 'ZZ to all']);
    const memo = await employee()('GET', `/api/employee/company-events?${filter({ q: 'ZZ ', event_type: 'memo' })}`);
    expect(memo.json()).toHaveLength(1);
  });
});

describe('timesheet details', () => {
  it('lists the employee’s own processed days with their totals, and none of another employee’s', async () => {
    const group = Number(
      (await t.db.selectFrom('employees').select('payroll_group_id').where('id', '=', me).executeTakeFirstOrThrow()).payroll_group_id,
    );
    const sheet = await t.db
      .insertInto('timesheets')
      .values({ payroll_group_id: group, cutoff_start: '2031-01-01', cutoff_end: '2031-01-15', status: 'processed' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const day = (employeeId: number, date: string, late: number, ot: number) => ({
      timesheet_id: sheet.id,
      employee_id: employeeId,
      work_date: date,
      day_type: 'ordinary',
      late_minutes: late,
      approved_ot_minutes: ot,
    });
    await t.db
      .insertInto('daily_time_records')
      .values([day(me, '2031-01-02', 15, 60), day(me, '2031-01-03', 5, 0), day(stranger, '2031-01-02', 99, 99)] as never)
      .execute();
    const range = filter({ work_date_gte: '2031-01-01', work_date_lte: '2031-01-15' });
    const list = await employee()('GET', `/api/employee/daily-time-records?${range}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { work_date: string; late_minutes: number }) => [r.work_date, r.late_minutes])).toEqual([
      ['2031-01-03', 5],
      ['2031-01-02', 15],
    ]);
    expect(list.json()[0].cutoff).toBe('2031-01-01 – 2031-01-15');
    const cutoffs = (await employee()('GET', '/api/employee/timesheets')).json();
    expect(cutoffs).toContainEqual({ id: sheet.id, text: '2031-01-01 – 2031-01-15' });
    const one = await employee()('GET', `/api/employee/daily-time-records?${filter({ timesheet_id: sheet.id })}`);
    expect(one.json().map((r: { work_date: string }) => r.work_date)).toEqual(['2031-01-03', '2031-01-02']);
    const totals = (await employee()('GET', `/api/employee/daily-time-records/totals?${range}`)).json();
    expect(totals.count).toBe(2);
    expect(totals.sums.late_minutes).toBe(20);
    expect(totals.sums.approved_ot_minutes).toBe(60);
  });
});

describe('compensation and benefits', () => {
  it('shows the rate in force on the as-of date, the rate history and nobody else’s rates', async () => {
    await t.db
      .insertInto('employee_compensations')
      .values([
        {
          employee_id: me,
          effective_date: '2032-01-01',
          rate_type: 'monthly',
          basic_rate: '31300.00',
          daily_rate: '1200.000000',
          hourly_rate: '150.000000',
        },
        {
          employee_id: me,
          effective_date: '2033-01-01',
          rate_type: 'monthly',
          basic_rate: '36515.00',
          daily_rate: '1400.000000',
          hourly_rate: '175.000000',
        },
        {
          employee_id: stranger,
          effective_date: '2033-01-01',
          rate_type: 'daily',
          basic_rate: '999.00',
          daily_rate: '999.000000',
          hourly_rate: '124.875000',
        },
      ] as never)
      .execute();
    const in2032 = (await employee()('GET', '/api/employee/compensation-and-benefits?as_of=2032-06-30')).json();
    expect(in2032.current).toMatchObject({ effective_date: '2032-01-01', rate_type: 'monthly', basic_rate: '31300.00' });
    const in2033 = (await employee()('GET', '/api/employee/compensation-and-benefits?as_of=2033-01-01')).json();
    expect(in2033.current.basic_rate).toBe('36515.00');
    const history = (
      await employee()('GET', `/api/employee/employee-compensations?${filter({ effective_date_gte: '2032-01-01' })}`)
    ).json();
    expect(history.map((r: { basic_rate: string }) => r.basic_rate)).toEqual(['36515.00', '31300.00']);
    expect(
      (await employee()('GET', '/api/employee/employee-compensations?range=[0,999]'))
        .json()
        .some((r: { basic_rate: string }) => r.basic_rate === '999.00'),
    ).toBe(false);
  });
});

describe('employee details', () => {
  it('answers the caller’s own 201 file with government numbers masked', async () => {
    await t.db.updateTable('employees').set({ tin: '123456789' }).where('id', '=', me).execute();
    const details = (await employee()('GET', '/api/employee/employee-details?id=' + stranger)).json();
    expect(details.id).toBe(me);
    expect(details.tin).toBe('•••••6789');
    expect(details.position_title).toBeTruthy();
    expect(Array.isArray(details.dependents)).toBe(true);
  });
});

describe('calendar', () => {
  it('gives one shift or rest-day entry per date of the month, with the national holidays', async () => {
    await t.db
      .insertInto('holidays')
      .values({
        holiday_date: '2034-02-25',
        name: 'ZZ Holiday',
        holiday_type: 'special_non_working',
        scope: 'national',
        year: 2034,
      } as never)
      .execute();
    const response = await employee()('GET', '/api/employee/calendar-entries?month=2034-02');
    expect(response.statusCode).toBe(200);
    const { from, to, entries } = response.json() as {
      from: string;
      to: string;
      entries: { date: string; entry_type: string; title: string }[];
    };
    expect([from, to]).toEqual(['2034-02-01', '2034-02-28']);
    const days = entries.filter((e) => e.entry_type === 'shift' || e.entry_type === 'rest_day');
    expect(new Set(days.map((e) => e.date)).size).toBe(28);
    expect(entries.find((e) => e.entry_type === 'holiday')).toMatchObject({
      date: '2034-02-25',
      title: 'ZZ Holiday (special non working)',
    });
    expect((await employee()('GET', '/api/employee/calendar-entries?month=2034-13')).statusCode).toBe(422);
  });
});

describe('change requests', () => {
  it('files a request with old and new values, refuses bad values, and HR’s approval applies it with an audit entry', async () => {
    const before = await t.db.selectFrom('employees').select(['mobile_no', 'landline']).where('id', '=', me).executeTakeFirstOrThrow();
    const bad = await employee()('POST', '/api/employee/change-requests', { request_type: 'contact', changes: { mobile_no: '12345' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.mobile_no).toBeDefined();
    const notAllowed = await employee()('POST', '/api/employee/change-requests', {
      request_type: 'contact',
      changes: { civil_status: 'married' },
    });
    expect(notAllowed.statusCode).toBe(422);
    expect(notAllowed.json().errors.civil_status).toBeDefined();
    const unchanged = await employee()('POST', '/api/employee/change-requests', {
      request_type: 'contact',
      changes: { landline: before.landline },
    });
    expect(unchanged.statusCode).toBe(422);

    const filed = await employee()('POST', '/api/employee/change-requests', {
      request_type: 'contact',
      changes: { mobile_no: '+63 917 555 0101' },
      reason: 'New number',
    });
    expect(filed.statusCode).toBe(200);
    const request = filed.json();
    expect(JSON.parse(JSON.stringify(request.requested_changes))).toEqual({ mobile_no: { from: before.mobile_no, to: '09175550101' } });
    expect(
      (await employee()('POST', '/api/employee/change-requests', { request_type: 'contact', changes: { mobile_no: '09175550102' } }))
        .statusCode,
    ).toBe(409);
    // nothing changes until HR approves
    expect((await t.db.selectFrom('employees').select('mobile_no').where('id', '=', me).executeTakeFirstOrThrow()).mobile_no).toBe(
      before.mobile_no,
    );

    const hrList = await hr()('GET', `/api/hr/change-requests?${filter({ employee_id: me, status: 'pending' })}`);
    expect(hrList.json().map((r: { id: number }) => r.id)).toContain(request.id);
    expect((await hr()('POST', `/api/hr/change-requests/${request.id}/reject`, {})).statusCode).toBe(422);
    const approved = await hr()('POST', `/api/hr/change-requests/${request.id}/approve`, { review_remarks: null });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('approved');
    expect((await t.db.selectFrom('employees').select('mobile_no').where('id', '=', me).executeTakeFirstOrThrow()).mobile_no).toBe(
      '09175550101',
    );
    const log = await t.db
      .selectFrom('transaction_logs')
      .select(['action', 'resource'])
      .where('resource', '=', 'employees')
      .where('record_id', '=', String(me))
      .where('summary', 'like', `Change request ${request.id}%`)
      .execute();
    expect(log).toHaveLength(1);
    expect((await hr()('POST', `/api/hr/change-requests/${request.id}/approve`, {})).statusCode).toBe(409);
    const mine = (await employee()('GET', '/api/employee/change-requests')).json();
    expect(mine.find((r: { id: number }) => r.id === request.id)).toMatchObject({
      status: 'approved',
      summary: `mobile no: ${before.mobile_no ?? '—'} → 09175550101`,
    });
  });

  it('adds a dependent on approval, and rejects with remarks', async () => {
    const filed = await employee()('POST', '/api/employee/change-requests', {
      request_type: 'dependents',
      dependents: { add: [{ name: 'Juan Dela Cruz Jr.', relationship: 'child', birth_date: '2020-05-01', is_philhealth_dependent: true }] },
    });
    expect(filed.statusCode).toBe(200);
    expect((await hr()('POST', `/api/hr/change-requests/${filed.json().id}/approve`, {})).statusCode).toBe(200);
    const dependents = await t.db
      .selectFrom('employee_dependents')
      .select(['name', 'is_philhealth_dependent'])
      .where('employee_id', '=', me)
      .execute();
    expect(dependents).toContainEqual({ name: 'Juan Dela Cruz Jr.', is_philhealth_dependent: true });

    const civil = await employee()('POST', '/api/employee/change-requests', {
      request_type: 'civil_status',
      changes: { civil_status: 'annulled' },
    });
    expect(civil.statusCode, civil.body).toBe(200);
    const rejected = await hr()('POST', `/api/hr/change-requests/${civil.json().id}/reject`, {
      review_remarks: 'Attach the death certificate.',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', review_remarks: 'Attach the death certificate.' });
  });

  it('keeps another employee’s request out of the list and answers 404 to cancelling it', async () => {
    const theirs = await t.db
      .insertInto('change_requests')
      .values({
        employee_id: stranger,
        request_type: 'address',
        requested_changes: JSON.stringify({ present_address: { from: 'A', to: 'B' } }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = (await employee()('GET', '/api/employee/change-requests?range=[0,999]')).json();
    expect(list.some((r: { id: number }) => r.id === Number(theirs.id))).toBe(false);
    expect((await employee()('POST', `/api/employee/change-requests/${theirs.id}/cancel`)).statusCode).toBe(404);
    expect((await t.db.selectFrom('change_requests').select('status').where('id', '=', theirs.id).executeTakeFirstOrThrow()).status).toBe(
      'pending',
    );
    // the employee portal has no approval: HR decides
    expect((await employee()('POST', `/api/hr/change-requests/${theirs.id}/approve`, {})).statusCode).toBe(403);

    const own = await employee()('POST', '/api/employee/change-requests', {
      request_type: 'address',
      changes: { permanent_address: 'Cebu City' },
    });
    expect((await employee()('POST', `/api/employee/change-requests/${own.json().id}/cancel`)).json().status).toBe('cancelled');
    expect((await employee()('POST', `/api/employee/change-requests/${own.json().id}/cancel`)).statusCode).toBe(409);
  });
});
