/**
 * A timesheet's life through the API (docs/domain.md §13.2): created from a payroll period,
 * processed in the background with progress, exceptions worked in the resolution center,
 * closed into frozen summaries, linked to its payroll period and unlinked again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addOtherCompany } from '../support/second-company';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
let period: { id: number; code: string; cutoff_start: string; cutoff_end: string };
let timesheetId: number;
let present: number; // every day on time
let late: number; // late on the first working day, absent on the second
const request = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });

function workingDays(start: string, end: string): string[] {
  const days: string[] = [];
  for (let d = new Date(`${start}T00:00:00Z`); d <= new Date(`${end}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
  }
  return days;
}

async function processed(id: number) {
  for (;;) {
    const row = (await request('GET', `/api/timekeeping/timesheets/${id}`)).json();
    if (!row.processing) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  token = await t.login('timekeeping@example.com');
  const group = await t.db.selectFrom('payroll_groups').select('id').where('code', '=', 'SM-OFFICE').executeTakeFirstOrThrow();
  const row = await t.db
    .selectFrom('payroll_periods')
    .select(['id', 'code', 'cutoff_start', 'cutoff_end'])
    .where('payroll_group_id', '=', group.id)
    .where('period_type', '=', 'regular')
    .where('cutoff_start', '>=', '2026-03-01')
    .orderBy('cutoff_start')
    .executeTakeFirstOrThrow();
  period = { id: row.id, code: row.code, cutoff_start: row.cutoff_start!, cutoff_end: row.cutoff_end! };
  // two office employees on the DAY shift (08:00–17:00, break 12:00–13:00, 10 minutes' grace), Monday to Friday
  const day = await t.db.selectFrom('shift_schedules').select('id').where('code', '=', 'DAY').executeTakeFirstOrThrow();
  const staff = await t.db
    .selectFrom('employees')
    .select('id')
    .where('payroll_group_id', '=', group.id)
    .where('default_shift_schedule_id', '=', day.id)
    .where('hire_date', '<', period.cutoff_start)
    .where('separation_date', 'is', null)
    .orderBy('id')
    .limit(2)
    .execute();
  [present, late] = staff.map((s) => s.id) as [number, number];
  await t.db
    .updateTable('employees')
    .set({ rest_days: JSON.stringify([0, 6]) })
    .where('id', 'in', [present, late])
    .execute();
  const holidays = new Set(
    (await t.db.selectFrom('holidays').select('holiday_date').where('scope', '=', 'national').execute()).map((h) => h.holiday_date),
  );
  const days = workingDays(period.cutoff_start, period.cutoff_end).filter((d) => !holidays.has(d));
  const punch = (employee_id: number, at: string) => ({
    employee_id,
    time_recorder_id: `T${employee_id}`,
    punched_at: at,
    source: 'device',
    punch_type: 'unknown',
  });
  await t.db
    .insertInto('time_punches')
    .values([
      ...days.flatMap((d) => [punch(present, `${d} 07:55:00`), punch(present, `${d} 17:05:00`)]),
      punch(late, `${days[0]} 08:25:00`),
      punch(late, `${days[0]} 17:00:00`),
      ...days.slice(2).flatMap((d) => [punch(late, `${d} 08:00:00`), punch(late, `${d} 17:00:00`)]),
    ])
    .execute();
});

describe('a timesheet from its payroll period to the link', () => {
  it('is created from a regular payroll period, once', async () => {
    const created = await request('POST', '/api/timekeeping/timesheets/from-period', { payroll_period_id: period.id });
    expect(created.statusCode, created.body).toBe(200);
    timesheetId = created.json().id;
    const row = (await request('GET', `/api/timekeeping/timesheets/${timesheetId}`)).json();
    expect(row).toMatchObject({ status: 'open', cutoff_start: period.cutoff_start, cutoff_end: period.cutoff_end });
    expect((await request('POST', '/api/timekeeping/timesheets/from-period', { payroll_period_id: period.id })).statusCode).toBe(409);
  });

  it('cannot be closed before it is processed', async () => {
    const response = await request('POST', `/api/timekeeping/timesheets/${timesheetId}/close`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('is open');
  });

  it('processes in the background with progress into daily records, premiums and exceptions', async () => {
    const started = await request('POST', `/api/timekeeping/timesheets/${timesheetId}/process`, { employee_ids: [present, late] });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().employees).toBe(2);
    const row = await processed(timesheetId);
    expect(row).toMatchObject({ status: 'processed', process_count: 1, progress_total: 2, progress_done: 2, processing_error: null });
    const records = await t.db
      .selectFrom('daily_time_records')
      .selectAll()
      .where('timesheet_id', '=', timesheetId)
      .orderBy('work_date')
      .execute();
    const mine = (id: number) => records.filter((r) => r.employee_id === id);
    const days = workingDays(period.cutoff_start, period.cutoff_end);
    expect(mine(present)).toHaveLength(records.length / 2);
    expect(
      mine(present)
        .filter((r) => r.day_type === 'ordinary' && !r.is_rest_day)
        .every((r) => r.worked_minutes === 480 && r.late_minutes === 0),
    ).toBe(true);
    const lateDays = mine(late);
    expect(lateDays.find((r) => r.work_date === days[0])).toMatchObject({ late_minutes: 25, actual_in: `${days[0]} 08:25:00` });
    expect(lateDays.find((r) => r.work_date === days[1])).toMatchObject({ absent_days: '1.000', worked_minutes: 0 });
    const exceptions = await t.db.selectFrom('attendance_exceptions').selectAll().where('timesheet_id', '=', timesheetId).execute();
    expect(exceptions.map((e) => [e.employee_id, e.work_date, e.exception_type, e.status])).toContainEqual([
      late,
      days[1],
      'unfiled_absence',
      'open',
    ]);
    expect(row.open_exception_count).toBe(exceptions.filter((e) => e.status === 'open').length);
  });

  it('reprocessing gives the same rows and resolves an exception whose cause is gone', async () => {
    const before = await t.db
      .selectFrom('daily_time_records')
      .select(['employee_id', 'work_date', 'worked_minutes', 'late_minutes', 'absent_days', 'day_type'])
      .where('timesheet_id', '=', timesheetId)
      .orderBy('employee_id')
      .orderBy('work_date')
      .execute();
    const days = workingDays(period.cutoff_start, period.cutoff_end);
    // the absent day turns out to have been worked: a manual punch pair arrives
    for (const at of [`${days[1]} 08:00`, `${days[1]} 17:00`]) {
      const added = await request('POST', '/api/timekeeping/time-punches/manual', {
        employee_id: late,
        punched_at: at,
        punch_type: 'in',
        remarks: 'Biometric was down',
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    await request('POST', `/api/timekeeping/timesheets/${timesheetId}/process`, { employee_ids: [present, late] });
    const row = await processed(timesheetId);
    expect(row.process_count).toBe(2);
    const after = await t.db
      .selectFrom('daily_time_records')
      .select(['employee_id', 'work_date', 'worked_minutes', 'late_minutes', 'absent_days', 'day_type'])
      .where('timesheet_id', '=', timesheetId)
      .orderBy('employee_id')
      .orderBy('work_date')
      .execute();
    const changed = after.filter((r, i) => JSON.stringify(r) !== JSON.stringify(before[i]));
    expect(changed).toEqual([
      { employee_id: late, work_date: days[1], worked_minutes: 480, late_minutes: 0, absent_days: '0.000', day_type: 'ordinary' },
    ]);
    const absence = await t.db
      .selectFrom('attendance_exceptions')
      .select(['status', 'resolution'])
      .where('employee_id', '=', late)
      .where('work_date', '=', days[1])
      .where('exception_type', '=', 'unfiled_absence')
      .executeTakeFirstOrThrow();
    expect(absence).toEqual({ status: 'resolved', resolution: 'adjusted' });
  });

  it('is not closed while exceptions are open; waiving them needs a reason', async () => {
    const open = await t.db
      .selectFrom('attendance_exceptions')
      .select('id')
      .where('timesheet_id', '=', timesheetId)
      .where('status', '=', 'open')
      .execute();
    if (open.length > 0) {
      expect((await request('POST', `/api/timekeeping/timesheets/${timesheetId}/close`)).statusCode).toBe(409);
      expect(
        (await request('POST', '/api/timekeeping/attendance-exceptions/waive', { ids: open.map((e) => e.id), remarks: '' })).statusCode,
      ).toBe(422);
      const waived = await request('POST', '/api/timekeeping/attendance-exceptions/waive', {
        ids: open.map((e) => e.id),
        remarks: 'Checked with the supervisor',
      });
      expect(waived.statusCode, waived.body).toBe(200);
    }
    expect((await request('GET', `/api/timekeeping/timesheets/${timesheetId}`)).json().open_exception_count).toBe(0);
  });

  it('closes into frozen summaries per employee', async () => {
    const closed = await request('POST', `/api/timekeeping/timesheets/${timesheetId}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    const summaries = await t.db.selectFrom('timesheet_summaries').selectAll().where('timesheet_id', '=', timesheetId).execute();
    expect(summaries).toHaveLength(2);
    const of = (id: number) => summaries.find((s) => s.employee_id === id)!;
    expect(of(late)).toMatchObject({ late_minutes: 25, absent_days: '0.000', undertime_minutes: 0 });
    expect(of(present)).toMatchObject({ late_minutes: 0, absent_days: '0.000' });
    expect(Number(of(present).days_worked)).toBeGreaterThan(8);
  });

  it('links to its payroll period, which then refuses a second timesheet; unlinking reopens the period', async () => {
    const linked = await request('POST', `/api/timekeeping/timesheets/${timesheetId}/link`, {});
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().message).toContain(period.code);
    expect((await request('GET', `/api/timekeeping/timesheets/${timesheetId}`)).json()).toMatchObject({
      status: 'linked',
      payroll_period_id: period.id,
      payroll_period_status: 'open',
    });
    expect((await request('POST', `/api/timekeeping/timesheets/${timesheetId}/reopen`)).statusCode).toBe(409);
    const unlinked = await request('POST', `/api/timekeeping/timesheets/${timesheetId}/unlink`);
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect((await request('GET', `/api/timekeeping/timesheets/${timesheetId}`)).json()).toMatchObject({
      status: 'closed',
      payroll_period_id: null,
      payroll_period_status: null,
    });
  });

  it('says which linked timesheets belong to a posted period, the ones the console offers no unlink for', async () => {
    const posted = await t.db
      .selectFrom('timesheets as ts')
      .innerJoin('payroll_periods as p', 'p.id', 'ts.payroll_period_id')
      .select('ts.id')
      .where('p.status', '=', 'posted')
      .executeTakeFirstOrThrow();
    const listed = await request('GET', `/api/timekeeping/timesheets?filter=${encodeURIComponent(JSON.stringify({ status: 'linked' }))}`);
    expect(listed.json().find((row: { id: number }) => row.id === posted.id)).toMatchObject({
      status: 'linked',
      payroll_period_status: 'posted',
    });
  });

  it('reopening removes the summaries', async () => {
    expect((await request('POST', `/api/timekeeping/timesheets/${timesheetId}/reopen`)).statusCode).toBe(200);
    const summaries = await t.db.selectFrom('timesheet_summaries').select('id').where('timesheet_id', '=', timesheetId).execute();
    expect(summaries).toEqual([]);
  });

  it('every step is audited', async () => {
    const actions = (
      await t.db
        .selectFrom('transaction_logs')
        .select('action')
        .where('resource', '=', 'timesheets')
        .where('record_id', '=', String(timesheetId))
        .execute()
    ).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'process', 'close', 'link', 'unlink', 'reopen']));
  });
});

describe('the resolution center’s bulk actions', () => {
  let asked: number[] = [];
  let others: number[] = [];
  const auditedIds = async (action: string, ids: number[]) =>
    (
      await t.db
        .selectFrom('transaction_logs')
        .select('record_id')
        .where('resource', '=', 'attendance-exceptions')
        .where('action', '=', action)
        .where(
          'record_id',
          'in',
          ids.map((id) => String(id)),
        )
        .execute()
    )
      .map((r) => Number(r.record_id))
      .sort((a, b) => a - b);

  it('asks three employees about their exceptions: each notified once, each exception audited', async () => {
    // three other office employees, each with a portal account and an unfiled absence in the (processed) timesheet
    const staff = await t.db
      .selectFrom('employees')
      .select(['id', 'employee_no'])
      .where('company_id', '=', t.db.selectFrom('employees').select('company_id').where('id', '=', present))
      .where('id', 'not in', [present, late])
      .where('id', 'not in', t.db.selectFrom('users').select('employee_id').where('employee_id', 'is not', null))
      .orderBy('id')
      .limit(3)
      .execute();
    others = staff.map((s) => s.id);
    const model = await t.db
      .selectFrom('users')
      .select(['password_hash', 'role'])
      .where('email', '=', 'employee@example.com')
      .executeTakeFirstOrThrow();
    const users = await t.db
      .insertInto('users')
      .values(
        staff.map((s) => ({
          name: s.employee_no,
          email: `${s.employee_no.toLowerCase()}@example.com`,
          password_hash: model.password_hash,
          role: model.role,
          employee_id: s.id,
        })),
      )
      .returning('id')
      .execute();
    const rows = await t.db
      .insertInto('attendance_exceptions')
      .values(
        others.map((employee_id) => ({
          employee_id,
          work_date: period.cutoff_start,
          exception_type: 'unfiled_absence',
          timesheet_id: timesheetId,
        })),
      )
      .returning('id')
      .execute();
    asked = rows.map((r) => r.id).sort((a, b) => a - b);

    expect((await request('POST', '/api/timekeeping/attendance-exceptions/notify', { ids: [] })).statusCode).toBe(422);
    // the company's own exception, 5,001 times: past the list's limit (another company's ids would be a 404 first)
    const tooMany = await request('POST', '/api/timekeeping/attendance-exceptions/notify', {
      ids: Array.from({ length: 5001 }, () => asked[0]),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['ids']);
    expect((await request('POST', '/api/timekeeping/attendance-exceptions/notify', { ids: [...asked, 999_999_999] })).statusCode).toBe(404);

    const response = await request('POST', '/api/timekeeping/attendance-exceptions/notify', {
      ids: asked,
      remarks: 'Please file a leave.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: '3 exceptions wait for 3 employees; 3 employees notified.', count: 3 });
    const notices = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'title', 'body'])
      .where(
        'user_id',
        'in',
        users.map((u) => u.id),
      )
      .execute();
    expect(notices).toHaveLength(3);
    expect(
      notices.every(
        (n) => n.title === `Timekeeping asks about your unfiled absence on ${period.cutoff_start}` && n.body === 'Please file a leave.',
      ),
    ).toBe(true);
    expect(
      (await t.db.selectFrom('attendance_exceptions').select('status').where('id', 'in', asked).execute()).map((r) => r.status),
    ).toEqual(['pending_employee', 'pending_employee', 'pending_employee']);
    expect(await auditedIds('notify', asked)).toEqual(asked);
    // pending_employee still counts as open: the timesheet's count follows the action
    const stillOpen = await t.db
      .selectFrom('attendance_exceptions')
      .select('id')
      .where('timesheet_id', '=', timesheetId)
      .where('status', 'in', ['open', 'pending_employee'])
      .execute();
    expect(stillOpen.length).toBeGreaterThanOrEqual(3);
    expect((await request('GET', `/api/timekeeping/timesheets/${timesheetId}`)).json().open_exception_count).toBe(stillOpen.length);
  });

  it('changes nothing when one selected exception belongs to a closed timesheet (409), and resolves them all otherwise', async () => {
    const group = await t.db.selectFrom('timesheets').select('payroll_group_id').where('id', '=', timesheetId).executeTakeFirstOrThrow();
    const closed = await t.db
      .insertInto('timesheets')
      .values({ payroll_group_id: group.payroll_group_id, cutoff_start: '2025-01-01', cutoff_end: '2025-01-15', status: 'closed' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const frozen = await t.db
      .insertInto('attendance_exceptions')
      .values({ employee_id: others[0], work_date: '2025-01-06', exception_type: 'unfiled_absence', timesheet_id: closed.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await request('POST', '/api/timekeeping/attendance-exceptions/resolve', {
      ids: [...asked, frozen.id],
      resolution: 'leave_filed',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The exception of 2025-01-06 belongs to a closed timesheet; reopen it first.');
    expect(
      (
        await t.db
          .selectFrom('attendance_exceptions')
          .select('status')
          .where('id', 'in', [...asked, frozen.id])
          .execute()
      )
        .map((r) => r.status)
        .sort(),
    ).toEqual(['open', 'pending_employee', 'pending_employee', 'pending_employee']);
    expect(await auditedIds('resolve', [...asked, frozen.id])).toEqual([]);
    expect((await request('POST', '/api/timekeeping/attendance-exceptions/resolve', { ids: asked, resolution: 'bogus' })).statusCode).toBe(
      422,
    );

    // another company's exception is not found (404), and nothing changes either
    const other = await addOtherCompany(t.db);
    const foreign = await t.db
      .insertInto('attendance_exceptions')
      .values({ employee_id: other.employeeIds.employee, work_date: period.cutoff_start, exception_type: 'unfiled_absence' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      (await request('POST', '/api/timekeeping/attendance-exceptions/waive', { ids: [...asked, foreign.id], remarks: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.db
          .selectFrom('attendance_exceptions')
          .select('status')
          .where('id', 'in', [...asked, foreign.id])
          .execute()
      )
        .map((r) => r.status)
        .sort(),
    ).toEqual(['open', 'pending_employee', 'pending_employee', 'pending_employee']);

    const resolved = await request('POST', '/api/timekeeping/attendance-exceptions/resolve', { ids: asked, resolution: 'leave_filed' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toEqual({ message: '3 exceptions resolved.', count: 3 });
    expect(await auditedIds('resolve', asked)).toEqual(asked);
    // settled ones cannot be settled again
    expect((await request('POST', '/api/timekeeping/attendance-exceptions/waive', { ids: asked, remarks: 'again' })).statusCode).toBe(409);
  });
});

describe('unmatched punches', () => {
  it('become exceptions of the processed cutoff, listed with the time recorder id, resolved by mapping the id', async () => {
    const company = await t.db.selectFrom('employees').select('company_id').where('id', '=', present).executeTakeFirstOrThrow();
    const imported = await t.db
      .insertInto('punch_imports')
      .values({ source: 'file_upload', company_id: company.company_id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const day = period.cutoff_start;
    const next = workingDays(period.cutoff_start, period.cutoff_end)[1];
    const stray = (time_recorder_id: string, punched_at: string) => ({
      employee_id: null,
      time_recorder_id,
      punched_at,
      source: 'upload',
      punch_type: 'unknown',
      punch_import_id: imported.id,
    });
    await t.db
      .insertInto('time_punches')
      .values([
        stray('U-77', `${day} 08:01:00`),
        stray('U-77', `${day} 17:02:00`),
        stray('U-77', `${next} 08:00:00`),
        stray('U-88', `${day} 09:00:00`),
      ])
      .execute();
    // outside the cutoff: not this timesheet's
    await t.db.insertInto('time_punches').values(stray('U-99', '2025-01-06 08:00:00')).execute();

    expect(
      (await request('POST', `/api/timekeeping/timesheets/${timesheetId}/process`, { employee_ids: [present, late] })).statusCode,
    ).toBe(202);
    await processed(timesheetId);
    const found = await t.db
      .selectFrom('attendance_exceptions')
      .select(['employee_id', 'time_recorder_id', 'work_date', 'status'])
      .where('timesheet_id', '=', timesheetId)
      .where('exception_type', '=', 'unmatched_punch')
      .orderBy('time_recorder_id')
      .orderBy('work_date')
      .execute();
    expect(found).toEqual([
      { employee_id: null, time_recorder_id: 'U-77', work_date: day, status: 'open' },
      { employee_id: null, time_recorder_id: 'U-77', work_date: next, status: 'open' },
      { employee_id: null, time_recorder_id: 'U-88', work_date: day, status: 'open' },
    ]);
    // processing again adds none
    expect(
      (await request('POST', `/api/timekeeping/timesheets/${timesheetId}/process`, { employee_ids: [present, late] })).statusCode,
    ).toBe(202);
    await processed(timesheetId);
    // the resolution center lists them with the time recorder id
    const listed = await request(
      'GET',
      `/api/timekeeping/attendance-exceptions?filter=${encodeURIComponent(JSON.stringify({ time_recorder_id: 'U-77' }))}`,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      listed
        .json()
        .map((r: { exception_type: string; time_recorder_id: string; work_date: string }) => [
          r.exception_type,
          r.time_recorder_id,
          r.work_date,
        ]),
    ).toEqual([
      ['unmatched_punch', 'U-77', next],
      ['unmatched_punch', 'U-77', day],
    ]);
    // nobody to ask about an unmatched punch
    const unmatchedIds = (
      await t.db
        .selectFrom('attendance_exceptions')
        .select('id')
        .where('timesheet_id', '=', timesheetId)
        .where('employee_id', 'is', null)
        .execute()
    ).map((r) => r.id);
    expect((await request('POST', '/api/timekeeping/attendance-exceptions/notify', { ids: unmatchedIds })).statusCode).toBe(409);

    // mapping U-77 to an employee resolves its two
    const target = await t.db
      .selectFrom('employees')
      .select(['id', 'employee_no'])
      .where('id', 'not in', [present, late])
      .where('company_id', '=', company.company_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const mapped = await request('POST', '/api/timekeeping/time-punches/map', { time_recorder_id: 'U-77', employee_id: target.id });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().message).toContain('2 unmatched-punch exceptions are resolved');
    const after = await t.db
      .selectFrom('attendance_exceptions')
      .select(['time_recorder_id', 'status', 'resolution'])
      .where('timesheet_id', '=', timesheetId)
      .where('exception_type', '=', 'unmatched_punch')
      .orderBy('time_recorder_id')
      .execute();
    expect(after).toEqual([
      { time_recorder_id: 'U-77', status: 'resolved', resolution: 'adjusted' },
      { time_recorder_id: 'U-77', status: 'resolved', resolution: 'adjusted' },
      { time_recorder_id: 'U-88', status: 'open', resolution: null },
    ]);
  });

  it('block closing until waived', async () => {
    const open = await t.db
      .selectFrom('attendance_exceptions')
      .select(['id', 'employee_id'])
      .where('timesheet_id', '=', timesheetId)
      .where('status', 'in', ['open', 'pending_employee'])
      .execute();
    const employees = open.filter((e) => e.employee_id !== null).map((e) => e.id);
    if (employees.length)
      expect(
        (await request('POST', '/api/timekeeping/attendance-exceptions/waive', { ids: employees, remarks: 'Reviewed' })).statusCode,
      ).toBe(200);
    const unmatched = open.filter((e) => e.employee_id === null).map((e) => e.id);
    expect(unmatched).toHaveLength(1);
    const blocked = await request('POST', `/api/timekeeping/timesheets/${timesheetId}/close`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain('1 attendance exceptions are still open');
    expect(
      (await request('POST', '/api/timekeeping/attendance-exceptions/waive', { ids: unmatched, remarks: 'A visitor’s card' })).statusCode,
    ).toBe(200);
    const closed = await request('POST', `/api/timekeeping/timesheets/${timesheetId}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
  });
});
