/**
 * Applications as timekeeping works them: filings encoded on behalf of employees with
 * every type's rules, routes through the approver matrix, approvals level by level,
 * rejection, the effects of final approval (leave ledger, schedules, log-sheet punches,
 * approved overtime) and their reversal by an approved cancellation; concurrency.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
let officer: { id: number; employee_no: string; business_unit_id: number };
const post = (path: string, payload: object = {}) =>
  t.request({ method: 'POST', url: `/api/timekeeping/applications${path}`, token, payload });
const encode = (payload: object) => post('', { employee_id: officer.id, ...payload });

beforeAll(async () => {
  token = await t.login('timekeeping@example.com');
  // an office employee (their unit's level 2 is the timekeeping role), not exempt from overtime
  const row = await t.db
    .selectFrom('employees as e')
    .innerJoin('business_units as bu', 'bu.id', 'e.business_unit_id')
    .innerJoin('positions as p', 'p.id', 'e.position_id')
    .select(['e.id', 'e.employee_no', 'e.business_unit_id'])
    .where('e.separation_date', 'is', null)
    .where('p.labor_code_exempt', '=', false)
    .where('bu.code', 'not like', 'ST-%')
    .where('bu.code', '<>', 'LOG')
    .where('e.hire_date', '<', '2026-01-01')
    .orderBy('e.id')
    .executeTakeFirstOrThrow();
  officer = { id: Number(row.id), employee_no: row.employee_no, business_unit_id: Number(row.business_unit_id) };
});

const trail = async (id: number) =>
  (await t.request({ method: 'GET', url: `/api/timekeeping/applications/${id}/trail`, token })).json() as {
    level: number;
    status: string;
    skip_reason: string | null;
  }[];
const statusOf = async (id: number) =>
  await t.db
    .selectFrom('applications')
    .select(['status', 'current_level', 'required_levels'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('filing', () => {
  it('encodes an overtime filing that routes to timekeeping, and approves it with fewer minutes', async () => {
    const filed = await encode({
      application_type: 'overtime',
      work_date: '2027-01-11',
      time_from: '2027-01-11 17:00',
      time_to: '2027-01-11 20:00',
      ot_category: 'post_shift',
      work_description: 'Year-end inventory',
      reason: 'Inventory count',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json().reference_no).toMatch(/^OT-2027-\d{5}$/);
    const id = filed.json().id;
    expect(await statusOf(id)).toMatchObject({ status: 'pending', required_levels: 2, current_level: 2 });
    expect((await trail(id)).map((s) => [s.level, s.status, s.skip_reason])).toEqual([
      [1, 'skipped', 'no_approver'],
      [2, 'pending', null],
    ]);
    const listed = await t.request({
      method: 'GET',
      url: `/api/timekeeping/overtime-applications?filter=${encodeURIComponent(JSON.stringify({ q: filed.json().reference_no }))}`,
      token,
    });
    expect(listed.json()[0]).toMatchObject({
      level: '2 of 2',
      current_approver: 'Timekeeping',
      awaiting_timekeeping: true,
      requested_minutes: 180,
      filed_via: 'tk_encoded',
    });

    const approved = await post(`/${id}/approve`, { approved_minutes: 120 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await statusOf(id)).toMatchObject({ status: 'approved', current_level: null });
    const ot = await t.db
      .selectFrom('overtime_applications')
      .select('approved_minutes')
      .where('application_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(ot.approved_minutes).toBe(120);
  });

  it('answers 422 per field: missing fields, exempt overtime, half days across dates, overlap', async () => {
    const empty = await encode({ application_type: 'official_business_trip' });
    expect(Object.keys(empty.json().errors).sort()).toEqual(['date_from', 'date_to', 'destination', 'purpose', 'trip_type']);
    const manager = await t.db
      .selectFrom('employees as e')
      .innerJoin('positions as p', 'p.id', 'e.position_id')
      .select('e.id')
      .where('p.labor_code_exempt', '=', true)
      .executeTakeFirstOrThrow();
    const exempt = await post('', {
      application_type: 'overtime',
      employee_id: manager.id,
      work_date: '2027-01-12',
      time_from: '2027-01-12 18:00',
      time_to: '2027-01-12 19:00',
      ot_category: 'post_shift',
      work_description: 'x',
      reason: 'x',
    });
    expect(exempt.json().errors.employee_id[0]).toMatch(/exempt/);
    const vl = await t.db.selectFrom('leave_types').select('id').where('code', '=', 'VL').executeTakeFirstOrThrow();
    const half = await encode({
      application_type: 'leave',
      leave_type_id: vl.id,
      date_from: '2027-02-01',
      date_to: '2027-02-02',
      day_part: 'first_half',
      reason: 'x',
    });
    expect(half.json().errors.day_part).toEqual(['A half day covers one date.']);
    const first = await encode({
      application_type: 'official_business_trip',
      trip_type: 'official_business',
      date_from: '2027-03-01',
      date_to: '2027-03-02',
      destination: 'BIR RDO 50',
      purpose: 'Filing',
    });
    expect(first.statusCode, first.body).toBe(200);
    const overlap = await encode({
      application_type: 'official_business_trip',
      trip_type: 'official_business',
      date_from: '2027-03-02',
      date_to: '2027-03-02',
      destination: 'SSS',
      purpose: 'x',
    });
    expect(overlap.json().errors.date_from[0]).toMatch(/overlap OB-2027-\d{5} \(pending\)/);
  });

  it('files leave against the available balance, or without pay when the applicant chooses', async () => {
    const el = await t.db.selectFrom('leave_types').select('id').where('code', '=', 'EL').executeTakeFirstOrThrow();
    const tooMany = await encode({
      application_type: 'leave',
      leave_type_id: el.id,
      date_from: '2027-01-04',
      date_to: '2027-01-15',
      reason: 'Family emergency',
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toHaveProperty('without_pay');
    const unpaid = await encode({
      application_type: 'leave',
      leave_type_id: el.id,
      date_from: '2027-01-04',
      date_to: '2027-01-05',
      reason: 'Family emergency',
      without_pay: true,
    });
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    const row = await t.db
      .selectFrom('leave_applications')
      .select(['with_pay', 'days'])
      .where('application_id', '=', unpaid.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ with_pay: false, days: '2.000' });
  });
});

describe('decisions and effects', () => {
  it('routes through two levels of an employee override; rejecting needs remarks and ends the route', async () => {
    await t.db
      .insertInto('approver_matrices')
      .values(
        [1, 2].map((level) => ({
          business_unit_id: officer.business_unit_id,
          employee_id: officer.id,
          application_type: 'change_shift',
          level,
          approver_type: 'role',
          approver_role: 5,
        })),
      )
      .execute();
    const night = await t.db.selectFrom('shift_schedules').select('id').where('code', '=', 'NIGHT').executeTakeFirstOrThrow();
    const filed = await encode({
      application_type: 'change_shift',
      date_from: '2027-04-05',
      date_to: '2027-04-06',
      to_shift_schedule_id: night.id,
      reason: 'Covering the night inventory',
    });
    const id = filed.json().id;
    expect(await statusOf(id)).toMatchObject({ status: 'pending', current_level: 1, required_levels: 2 });
    expect((await post(`/${id}/approve`)).json().message).toMatch(/level 1 approved; level 2 is next/);
    expect((await post(`/${id}/reject`, {})).statusCode).toBe(422);
    expect((await post(`/${id}/reject`, { remarks: 'No night staff needed' })).statusCode).toBe(200);
    expect((await trail(id)).map((s) => s.status)).toEqual(['approved', 'rejected']);
    expect((await post(`/${id}/approve`)).statusCode).toBe(409);
  });

  it('applies a change of shift to the schedule and restores it when its cancellation is approved', async () => {
    const night = await t.db.selectFrom('shift_schedules').select('id').where('code', '=', 'NIGHT').executeTakeFirstOrThrow();
    const filed = await encode({
      application_type: 'change_shift',
      date_from: '2027-05-03',
      date_to: '2027-05-03',
      to_shift_schedule_id: night.id,
      reason: 'Swap with a colleague',
    });
    const id = filed.json().id;
    while ((await statusOf(id)).status === 'pending') expect((await post(`/${id}/approve`)).statusCode).toBe(200);
    const rows = () =>
      t.db
        .selectFrom('employee_schedules')
        .select(['source', 'shift_schedule_id'])
        .where('employee_id', '=', officer.id)
        .where('schedule_date', '=', '2027-05-03')
        .execute();
    expect(await rows()).toEqual([{ source: 'change_shift', shift_schedule_id: night.id }]);
    expect((await post(`/${id}/request-cancellation`, { cancellation_reason: 'Colleague is back' })).statusCode).toBe(200);
    expect((await post(`/${id}/deny-cancellation`, {})).statusCode).toBe(422);
    expect((await post(`/${id}/approve-cancellation`)).statusCode).toBe(200);
    expect(await rows()).toEqual([]);
    expect((await statusOf(id)).status).toBe('cancelled');
  });

  it('posts an approved leave to the ledger and reverses it on cancellation', async () => {
    const sil = await t.db.selectFrom('leave_types').select('id').where('code', '=', 'SIL').executeTakeFirstOrThrow();
    const balance = () =>
      t.db
        .selectFrom('leave_balances')
        .select(['used', 'balance'])
        .where('employee_id', '=', officer.id)
        .where('leave_type_id', '=', sil.id)
        .where('year', '=', 2026)
        .executeTakeFirstOrThrow();
    const before = await balance();
    const filed = await encode({
      application_type: 'leave',
      leave_type_id: sil.id,
      date_from: '2026-12-28',
      date_to: '2026-12-28',
      day_part: 'first_half',
      reason: 'Errand',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const id = filed.json().id;
    while ((await statusOf(id)).status === 'pending') await post(`/${id}/approve`);
    expect(Number((await balance()).balance)).toBeCloseTo(Number(before.balance) - 0.5, 3);
    await post(`/${id}/request-cancellation`, { cancellation_reason: 'Errand moved' });
    await post(`/${id}/approve-cancellation`);
    expect(Number((await balance()).balance)).toBeCloseTo(Number(before.balance), 3);
  });

  it('turns an approved log sheet into punches, voided when it is cancelled', async () => {
    const filed = await encode({
      application_type: 'logsheet',
      work_date: '2027-06-07',
      time_in: '2027-06-07 08:02',
      time_out: '2027-06-07 17:05',
      reason_category: 'device_malfunction',
      reason: 'Recorder offline',
    });
    const id = filed.json().id;
    while ((await statusOf(id)).status === 'pending') await post(`/${id}/approve`);
    const punches = () =>
      t.db
        .selectFrom('time_punches')
        .select(['punched_at', 'punch_type', 'is_void'])
        .where('application_id', '=', id)
        .orderBy('punched_at')
        .execute();
    expect(await punches()).toEqual([
      { punched_at: '2027-06-07 08:02:00', punch_type: 'in', is_void: false },
      { punched_at: '2027-06-07 17:05:00', punch_type: 'out', is_void: false },
    ]);
    await post(`/${id}/request-cancellation`, { cancellation_reason: 'Recorder data recovered' });
    await post(`/${id}/approve-cancellation`);
    expect((await punches()).every((p) => p.is_void)).toBe(true);
  });

  it('gives one decision and one 409 when two approve the same level at once', async () => {
    const filed = await encode({
      application_type: 'official_business_trip',
      trip_type: 'business_trip',
      date_from: '2027-07-05',
      date_to: '2027-07-06',
      destination: 'Cebu branch',
      purpose: 'Audit',
    });
    const id = filed.json().id;
    const answers = await Promise.all([post(`/${id}/approve`), post(`/${id}/approve`)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const decided = await sql<{
      n: number;
    }>`select count(*)::int as n from application_approvals where application_id = ${id} and status = 'approved'`.execute(t.db);
    expect(decided.rows[0].n).toBe(1);
  });

  it('lists cancellation requests and cancelled filings together, with their types, and totals them', async () => {
    const filter = encodeURIComponent(JSON.stringify({ status: ['for_cancellation', 'cancelled'] }));
    const list = await t.request({
      method: 'GET',
      url: `/api/timekeeping/applications?filter=${filter}&range=${encodeURIComponent('[0,999]')}`,
      token,
    });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json() as { status: string; application_type: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['cancelled']));
    const totals = await t.request({ method: 'GET', url: `/api/timekeeping/applications/totals?filter=${filter}`, token });
    expect(totals.json().count).toBe(rows.length);
  });

  it('keeps a timesheet from closing while an application inside its cut-off waits for a decision', async () => {
    const timesheet = await t.db
      .selectFrom('timesheets')
      .select(['id', 'payroll_group_id', sql<string>`cutoff_start::text`.as('start')])
      .where('status', '=', 'processed')
      .orderBy('cutoff_end', 'desc')
      .executeTakeFirstOrThrow();
    const member = await t.db
      .selectFrom('employees')
      .select('id')
      .where('payroll_group_id', '=', timesheet.payroll_group_id)
      .where('separation_date', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('attendance_exceptions')
      .set({ status: 'waived', resolution: 'waived', remarks: 'test' })
      .where('timesheet_id', '=', timesheet.id)
      .where('status', 'in', ['open', 'pending_employee'])
      .execute();
    await t.db.updateTable('timesheets').set({ open_exception_count: 0 }).where('id', '=', timesheet.id).execute();
    await t.db.updateTable('applications').set({ status: 'rejected' }).where('status', 'in', ['pending', 'for_cancellation']).execute();
    const filed = await post('', {
      employee_id: member.id,
      application_type: 'official_business_trip',
      trip_type: 'official_business',
      date_from: timesheet.start,
      date_to: timesheet.start,
      destination: 'Bank',
      purpose: 'Deposit',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const blocked = await t.request({ method: 'POST', url: `/api/timekeeping/timesheets/${timesheet.id}/close`, token, payload: {} });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toMatch(/^1 applications inside the cut-off still wait for a decision/);
    await post(`/${filed.json().id}/reject`, { remarks: 'Not needed' });
    const closed = await t.request({ method: 'POST', url: `/api/timekeeping/timesheets/${timesheet.id}/close`, token, payload: {} });
    expect(closed.statusCode, closed.body).toBe(200);
  });

  it('is closed to other portals', async () => {
    const hr = await t.login('hr@example.com');
    expect((await t.request({ method: 'GET', url: '/api/timekeeping/applications', token: hr })).statusCode).toBe(403);
  });
});
