/**
 * /payroll/timesheet-summary's upload (docs/domain.md §15.7, DD-37): a payroll group without
 * timekeeping uploads its cut-off's timesheet summary against a template, all rows or none
 * with every problem named by row and column; its period cannot be computed before, and is
 * computed from the uploaded summaries after. A group that uses timekeeping refuses the upload.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
const post = (path: string, payload: object = {}) => t.request({ method: 'POST', url: `/api/payroll/${path}`, token, payload });
const get = (path: string) => t.request({ method: 'GET', url: `/api/payroll/${path}`, token });
const upload = (periodId: number, content: string, fileName = 'summary.csv') =>
  t.request({
    method: 'POST',
    url: `/api/payroll/payroll-periods/${periodId}/timesheet-summaries/upload`,
    token,
    ...multipart(fileName, content),
  });

let period: { id: number; code: string; payroll_group_id: number };
let timekept: number;
let ours: string[];
let outsider: string;

beforeAll(async () => {
  token = await t.login('payroll@example.com');
  // the earliest open regular period of a group whose timesheet is not linked yet, its group made one without timekeeping
  const open = await t.db
    .selectFrom('payroll_periods as p')
    .select(['p.id', 'p.code', 'p.payroll_group_id'])
    .where('p.status', '=', 'open')
    .where('p.period_type', '=', 'regular')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('timesheets').select('id').whereRef('payroll_period_id', '=', 'p.id'))))
    .orderBy('p.pay_date')
    .orderBy('p.id')
    .execute();
  period = { ...open[0], id: Number(open[0].id), payroll_group_id: Number(open[0].payroll_group_id) };
  timekept = Number(open.find((p) => Number(p.payroll_group_id) !== period.payroll_group_id)!.id);
  await t.db.updateTable('payroll_groups').set({ uses_timekeeping: false }).where('id', '=', period.payroll_group_id).execute();
  const members = await t.db
    .selectFrom('employees')
    .select('employee_no')
    .where('payroll_group_id', '=', period.payroll_group_id)
    .where('status', '=', 'active')
    .where('hire_date', '<', '2025-01-01')
    .orderBy('id')
    .limit(2)
    .execute();
  ours = members.map((m) => m.employee_no);
  outsider = (
    await t.db
      .selectFrom('employees')
      .select('employee_no')
      .where('payroll_group_id', '!=', period.payroll_group_id)
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).employee_no;
});

describe('the timesheet summary upload', () => {
  it('offers a template with the employee, the day and minute totals and a column per premium rate', async () => {
    const response = await get('timesheet-summaries/template?format=csv');
    expect(response.statusCode).toBe(200);
    const header = response.body.split('\r\n')[0].split(',');
    expect(header.slice(0, 4)).toEqual(['employee_no', 'days_scheduled', 'days_worked', 'absent_days']);
    expect(header).toEqual(expect.arrayContaining(['late_minutes', 'undertime_minutes']));
    expect(header.some((h) => h.startsWith('premium_'))).toBe(true);
  });

  it('refuses to compute the period before its summary is uploaded, saying so (409)', async () => {
    const refused = await post(`payroll-periods/${period.id}/compute`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/has no timesheet summary: its group does not use timekeeping/);
  });

  it('refuses a file with problems whole, naming each by row and column (422)', async () => {
    const csv = [
      'employee_no,days_scheduled,days_worked,absent_days,late_minutes',
      `${ours[0]},11,10,1,15`,
      'NOBODY-1,11,11,0,0',
      `${outsider},11,11,0,0`,
      `${ours[1]},11,ten,0,2.5`,
      `${ours[0].toLowerCase()},11,11,0,0`,
    ].join('\n');
    const response = await upload(period.id, csv);
    expect(response.statusCode, response.body).toBe(422);
    const errors = response.json().errors;
    expect(errors['rows.3.employee_no'][0]).toBe('No employee of the company has the number NOBODY-1.');
    expect(errors['rows.4.employee_no'][0]).toBe(`${outsider} is not in the payroll group of ${period.code}.`);
    expect(errors['rows.5.days_worked'][0]).toMatch(/"ten" is not a number of days/);
    expect(errors['rows.5.late_minutes'][0]).toMatch(/"2.5" is not a whole number of minutes/);
    expect(errors['rows.6.employee_no'][0]).toBe(`${ours[0]} is already on row 2.`);
    expect(errors['rows.2.employee_no']).toBeUndefined();
    const linked = await t.db.selectFrom('timesheets').select('id').where('payroll_period_id', '=', period.id).execute();
    expect(linked).toEqual([]);
    expect((await upload(period.id, 'who,what\n1,2\n')).statusCode).toBe(422);
  });

  it('takes a clean file: the summaries of the period’s linked timesheet, source upload; a second file replaces them', async () => {
    const csv = ['employee_no,days_scheduled,days_worked,absent_days,late_minutes', `${ours[0]},11,9,2,30`, `${ours[1]},11,11,0,0`].join(
      '\n',
    );
    const response = await upload(period.id, csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ rows: 2 });
    const timesheet = await t.db.selectFrom('timesheets').selectAll().where('payroll_period_id', '=', period.id).executeTakeFirstOrThrow();
    expect(timesheet).toMatchObject({ status: 'linked', timesheet_type: 'regular', payroll_group_id: period.payroll_group_id });
    const summaries = await t.db
      .selectFrom('timesheet_summaries as s')
      .innerJoin('employees as e', 'e.id', 's.employee_id')
      .select(['e.employee_no', 's.days_worked', 's.absent_days', 's.late_minutes', 's.source'])
      .where('s.timesheet_id', '=', timesheet.id)
      .orderBy('e.employee_no')
      .execute();
    expect(summaries).toEqual(
      [
        { employee_no: ours[0], days_worked: '9.000', absent_days: '2.000', late_minutes: 30, source: 'upload' },
        { employee_no: ours[1], days_worked: '11.000', absent_days: '0.000', late_minutes: 0, source: 'upload' },
      ].sort((a, b) => a.employee_no.localeCompare(b.employee_no)),
    );
    const again = await upload(period.id, ['employee_no,days_worked', `${ours[0]},10`].join('\n'));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toMatch(/replacing 2/);
    const logged = await t.db
      .selectFrom('transaction_logs')
      .select('action')
      .where('resource', '=', 'timesheet-summaries')
      .where('action', '=', 'upload')
      .execute();
    expect(logged.length).toBeGreaterThanOrEqual(2);
  });

  it('computes the period from the uploaded summary: an employee without a row is listed, not paid', async () => {
    const started = await post(`payroll-periods/${period.id}/compute`);
    expect(started.statusCode, started.body).toBe(202);
    let state;
    for (;;) {
      state = (await get(`payroll-periods/${period.id}/computation`)).json();
      if (state.computation && state.computation.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(state.computation.status).toBe('done');
    // the file now has ours[0] alone: the others of the group are listed, not paid from nothing
    const listed = state.errors as Array<{ employee_no: string; message: string }>;
    expect(listed.map((e) => e.employee_no)).toContain(ours[1]);
    expect(listed.map((e) => e.employee_no)).not.toContain(ours[0]);
    expect(listed.find((e) => e.employee_no === ours[1])!.message).toMatch(/No timesheet summary/);
    const payslip = await t.db
      .selectFrom('payslips as s')
      .innerJoin('employees as e', 'e.id', 's.employee_id')
      .select(['s.status', 's.gross_pay'])
      .where('s.payroll_period_id', '=', period.id)
      .where('e.employee_no', '=', ours[0])
      .executeTakeFirstOrThrow();
    expect(payslip.status).toBe('computed');
    expect(Number(payslip.gross_pay)).toBeGreaterThan(0);
  });

  it('refuses an upload to a group that uses timekeeping (409), and to another company’s or no period (404)', async () => {
    const refused = await upload(timekept, `employee_no,days_worked\n${ours[0]},10\n`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/uses timekeeping/);
    expect((await upload(999_999_999, `employee_no,days_worked\n${ours[0]},10\n`)).statusCode).toBe(404);
  });
});
