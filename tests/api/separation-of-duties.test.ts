/**
 * Nobody approves their own application and nobody pays themselves (issue 29): a
 * timekeeping officer's own overtime and official business, and their cancellations, are
 * decided by another officer, whom the route passes them to, with the trail saying why;
 * a payroll officer enters no pay input for their own employee record, and HR changes
 * neither its own pay nor bank account nor approves its own change request. Each refusal
 * is a 403 that writes nothing, not even an audit line; another officer does the same.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart';
import { useTestApp } from './test-app';

const t = useTestApp();
let admin: string;

/** The employee record the demo account is linked to. */
async function employeeOf(email: string): Promise<number> {
  const user = await t.db.selectFrom('users').select('employee_id').where('email', '=', email).executeTakeFirstOrThrow();
  return Number(user.employee_id);
}

/** A second officer of the role: a new account linked to an employee who has none. */
async function secondOfficer(role: number, email: string): Promise<{ token: string; employeeId: number }> {
  const employee = await t.db
    .selectFrom('employees as e')
    .select('e.id')
    .where('e.status', '=', 'active')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('users as u').select('u.id').whereRef('u.employee_id', '=', 'e.id'))))
    .orderBy('e.id', 'desc')
    .executeTakeFirstOrThrow();
  const created = await t.request({
    method: 'POST',
    url: '/api/admin/users',
    token: admin,
    payload: { name: email, email, password: 'Kalamansi-42', role, employee_id: employee.id },
  });
  expect(created.statusCode, created.body).toBe(200);
  return { token: await t.login(email, 'Kalamansi-42'), employeeId: Number(employee.id) };
}

const auditCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('transaction_logs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  admin = await t.login('admin@example.com');
});

describe('nobody approves their own application', () => {
  let officer: string;
  let officerEmployee: number;
  let other: { token: string; employeeId: number };
  const tk = (token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
    t.request({ method, url: `/api/timekeeping/applications${path}`, token, payload });
  const trail = async (id: number, token = officer) =>
    (await tk(token, 'GET', `/${id}/trail`)).json() as { round: number; level: number; status: string; note: string | null }[];
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  let early: number;
  beforeAll(async () => {
    officer = await t.login('timekeeping@example.com');
    officerEmployee = await employeeOf('timekeeping@example.com');
  });

  const ownFilings = {
    overtime: {
      application_type: 'overtime',
      work_date: '2027-03-08',
      time_from: '2027-03-08 17:00',
      time_to: '2027-03-08 19:00',
      ot_category: 'post_shift',
      work_description: 'Month-end timesheet checks',
      reason: 'Month-end',
    },
    official_business_trip: {
      application_type: 'official_business_trip',
      date_from: '2027-03-09',
      date_to: '2027-03-09',
      trip_type: 'official_business',
      destination: 'SSS Makati branch',
      purpose: 'Employer registration update',
      reason: 'Agency visit',
    },
  };

  it('the only timekeeping officer’s own overtime is not theirs to approve: its trail says why, and it waits for another approver', async () => {
    const filed = await tk(officer, 'POST', '', {
      ...ownFilings.overtime,
      work_date: '2027-03-01',
      time_from: '2027-03-01 17:00',
      time_to: '2027-03-01 18:00',
      employee_id: officerEmployee,
    });
    expect(filed.statusCode, filed.body).toBe(200);
    early = filed.json().id as number;
    const refused = await tk(officer, 'POST', `/${early}/approve`, {});
    expect(refused.statusCode).toBe(403);
    expect(await statusOf(early)).toBe('pending');
    expect((await trail(early)).find((s) => s.status === 'pending')?.note).toMatch(/nobody approves their own application/);
  });

  it('with no other timekeeping officer and no unit head who can approve, an administrator decides it in the timekeeping portal', async () => {
    const [step] = (await trail(early)) as unknown as { approver: string; status: string }[];
    expect(step).toMatchObject({ approver: 'Administrator', status: 'pending' });
    const listed = await tk(admin, 'GET', `?filter=${encodeURIComponent(JSON.stringify({ id: [early] }))}`);
    expect(listed.json()[0]).toMatchObject({ awaiting_timekeeping: true, current_approver: 'Administrator' });
    const approved = await tk(admin, 'POST', `/${early}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await statusOf(early)).toBe('approved');
    other = await secondOfficer(5, 'second.timekeeping@example.com');
  });

  for (const [type, filing] of Object.entries(ownFilings)) {
    it(`a timekeeping officer files their own ${type.replace(/_/g, ' ')}, cannot approve it, and another officer does`, async () => {
      const filed = await tk(officer, 'POST', '', { ...filing, employee_id: officerEmployee });
      expect(filed.statusCode, filed.body).toBe(200);
      const id = filed.json().id as number;
      // the role level waits for another holder, and its trail says why the applicant is passed over
      const steps = await trail(id);
      const current = steps.find((s) => s.status === 'pending')!;
      expect(current.note).toMatch(/nobody approves their own application/);

      const before = await auditCount();
      const refused = await tk(officer, 'POST', `/${id}/approve`, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/your own application: another approver decides it/);
      expect((await tk(officer, 'POST', '/approve', { ids: [id] })).statusCode).toBe(403);
      expect((await tk(officer, 'POST', `/${id}/reject`, { remarks: 'no' })).statusCode).toBe(403);
      expect(await statusOf(id)).toBe('pending');
      expect(await auditCount()).toBe(before);

      // not offered to the applicant as theirs to decide; offered to the other officer
      const mine = await tk(officer, 'GET', `?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}`);
      expect(mine.json()[0]).toMatchObject({ id, awaiting_timekeeping: false });
      const theirs = await tk(other.token, 'GET', `?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}`);
      expect(theirs.json()[0]).toMatchObject({ id, awaiting_timekeeping: true });

      const approved = await tk(other.token, 'POST', `/${id}/approve`, {});
      expect(approved.statusCode, approved.body).toBe(200);
      expect(await statusOf(id)).toBe('approved');
    });
  }

  it('the same for a cancellation: the applicant cannot decide it, another officer does, and its trail says why', async () => {
    const filed = await tk(officer, 'POST', '', {
      ...ownFilings.overtime,
      work_date: '2027-03-15',
      time_from: '2027-03-15 17:00',
      time_to: '2027-03-15 18:00',
      employee_id: officerEmployee,
    });
    const id = filed.json().id as number;
    expect((await tk(other.token, 'POST', `/${id}/approve`, {})).statusCode).toBe(200);
    const asked = await tk(officer, 'POST', `/${id}/request-cancellation`, { cancellation_reason: 'Did not stay after all' });
    expect(asked.statusCode, asked.body).toBe(200);
    const round = (await trail(id)).filter((s) => s.round === 2);
    expect(round).toHaveLength(1);
    expect(round[0]!.note).toMatch(/nobody approves their own application/);

    const before = await auditCount();
    const refused = await tk(officer, 'POST', `/${id}/approve-cancellation`, {});
    expect(refused.statusCode).toBe(403);
    expect((await tk(officer, 'POST', `/${id}/deny-cancellation`, { remarks: 'keep it' })).statusCode).toBe(403);
    expect(await statusOf(id)).toBe('for_cancellation');
    expect(await auditCount()).toBe(before);
    const mine = await tk(officer, 'GET', `?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}`);
    expect(mine.json()[0]).toMatchObject({ awaiting_timekeeping: false });

    const cancelled = await tk(other.token, 'POST', `/${id}/approve-cancellation`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await statusOf(id)).toBe('cancelled');
  });

  it('an officer still decides a colleague’s filing at the role level', async () => {
    const filed = await tk(other.token, 'POST', '', {
      ...ownFilings.official_business_trip,
      date_from: '2027-03-10',
      date_to: '2027-03-10',
      employee_id: other.employeeId,
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const id = filed.json().id as number;
    expect((await tk(other.token, 'POST', `/${id}/approve`, {})).statusCode).toBe(403);
    const approved = await tk(officer, 'POST', `/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
  });
});

describe('nobody pays themselves', () => {
  let payroll: string;
  let own: number;
  let colleague: { token: string; employeeId: number };
  let periodId: number;
  const payrollCall = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    t.request({ method, url: `/api/payroll/${path}`, token, payload });
  const typeId = async (code: string) =>
    Number((await t.db.selectFrom('transaction_types').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);
  const rowsOf = async (table: 'recurring_entries' | 'payroll_entries' | 'loans' | 'batch_entry_lines', employeeId: number) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('employee_id', '=', employeeId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    payroll = await t.login('payroll@example.com');
    own = await employeeOf('payroll@example.com');
    colleague = await secondOfficer(6, 'second.payroll@example.com');
    const employee = await t.db.selectFrom('employees').select('payroll_group_id').where('id', '=', own).executeTakeFirstOrThrow();
    const period = await t.db
      .selectFrom('payroll_periods')
      .select('id')
      .where('payroll_group_id', '=', employee.payroll_group_id)
      .where('status', '=', 'open')
      .orderBy('cutoff_start')
      .executeTakeFirstOrThrow();
    periodId = Number(period.id);
  });

  const inputs = async () => ({
    'recurring-entries': {
      table: 'recurring_entries' as const,
      body: {
        transaction_type_id: await typeId('TRANSPORTATION_ALLOWANCE'),
        amount: '5000.00',
        frequency: 'every_period',
        start_date: '2026-01-01',
      },
    },
    'payroll-entries': {
      table: 'payroll_entries' as const,
      body: { payroll_period_id: periodId, transaction_type_id: await typeId('BONUS'), amount: '5000.00', remarks: 'Extra' },
    },
    loans: {
      table: 'loans' as const,
      body: {
        loan_type_id: Number((await t.db.selectFrom('loan_types').select('id').where('code', '=', 'CO-SAL').executeTakeFirstOrThrow()).id),
        granted_date: '2026-01-05',
        principal_amount: '5000.00',
        interest_amount: '0.00',
        amortization_amount: '1000.00',
        first_deduction_date: '2026-01-15',
        deduction_schedule: 'every_period',
      },
    },
  });

  it('a payroll officer adds no recurring entry, payroll entry or loan for their own record; another payroll officer does', async () => {
    for (const [resource, { table, body }] of Object.entries(await inputs())) {
      const before = await auditCount();
      const rows = await rowsOf(table, own);
      const refused = await payrollCall(payroll, 'POST', resource, { ...body, employee_id: own });
      expect(refused.statusCode, `${resource}: ${refused.body}`).toBe(403);
      expect(refused.json().message).toMatch(/your own .* are made by another payroll officer/);
      expect(await rowsOf(table, own)).toBe(rows);
      expect(await auditCount()).toBe(before);

      const entered = await payrollCall(colleague.token, 'POST', resource, { ...body, employee_id: own });
      expect(entered.statusCode, `${resource}: ${entered.body}`).toBe(200);
      const id = entered.json().id as number;
      // nor changes, steps or deletes the one the colleague entered
      expect((await payrollCall(payroll, 'PUT', `${resource}/${id}`, { ...body, employee_id: own, amount: '9000.00' })).statusCode).toBe(
        403,
      );
      expect((await payrollCall(payroll, 'DELETE', `${resource}/${id}`)).statusCode).toBe(403);
      expect(await rowsOf(table, own)).toBe(rows + 1);
    }
    const loan = await t.db
      .selectFrom('loans')
      .select('id')
      .where('employee_id', '=', own)
      .where('status', '=', 'draft')
      .executeTakeFirstOrThrow();
    expect((await payrollCall(payroll, 'POST', `loans/${loan.id}/activate`, {})).statusCode).toBe(403);
    expect((await payrollCall(colleague.token, 'POST', `loans/${loan.id}/activate`, {})).statusCode).toBe(200);
    expect((await payrollCall(payroll, 'POST', `loans/${loan.id}/hold`, { hold_from: '2026-02-01' })).statusCode).toBe(403);
  });

  it('a payroll officer puts no batch line for themselves, typed or uploaded, nor applies a batch that pays them', async () => {
    const me = await t.db.selectFrom('employees').select('employee_no').where('id', '=', own).executeTakeFirstOrThrow();
    const batch = await payrollCall(payroll, 'POST', 'batch-entries', {
      payroll_period_id: periodId,
      transaction_type_id: await typeId('RICE_SUBSIDY'),
      description: 'Rice subsidy',
    });
    expect(batch.statusCode, batch.body).toBe(200);
    const batchId = batch.json().id as number;
    const before = await auditCount();
    const typed = await payrollCall(payroll, 'POST', 'batch-entry-lines', {
      batch_entry_id: batchId,
      employee_no: me.employee_no,
      amount: '5000.00',
    });
    expect(typed.statusCode, typed.body).toBe(403);
    const uploaded = await t.request({
      method: 'POST',
      url: `/api/payroll/batch-entries/${batchId}/upload`,
      token: payroll,
      ...multipart('rice.csv', `employee_no,amount,remarks\n${me.employee_no},5000.00,mine\n`),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(403);
    expect(await rowsOf('batch_entry_lines', own)).toBe(0);
    expect(await auditCount()).toBe(before);

    // the colleague types the line; the officer it pays neither validates nor applies the batch
    const line = await payrollCall(colleague.token, 'POST', 'batch-entry-lines', {
      batch_entry_id: batchId,
      employee_no: me.employee_no,
      amount: '500.00',
    });
    expect(line.statusCode, line.body).toBe(200);
    expect((await payrollCall(payroll, 'POST', `batch-entries/${batchId}/validate`, {})).statusCode).toBe(403);
    expect((await payrollCall(colleague.token, 'POST', `batch-entries/${batchId}/validate`, {})).statusCode).toBe(200);
    expect((await payrollCall(payroll, 'POST', `batch-entries/${batchId}/apply`, {})).statusCode).toBe(403);
    expect((await payrollCall(colleague.token, 'POST', `batch-entries/${batchId}/apply`, {})).statusCode).toBe(200);
  });
});

describe('HR changes neither its own pay nor bank account, nor decides its own change request', () => {
  let hr: string;
  let own: number;
  let colleague: string;
  const hrCall = (token: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.request({ method, url: `/api/hr/${path}`, token, payload });

  let account: (digit: string) => string;
  beforeAll(async () => {
    hr = await t.login('hr@example.com');
    own = await employeeOf('hr@example.com');
    colleague = await t.login('hr.payroll@example.com');
    const bank = await t.db
      .selectFrom('employees as e')
      .leftJoin('banks as b', 'b.id', 'e.bank_id')
      .select('b.account_no_length')
      .where('e.id', '=', own)
      .executeTakeFirstOrThrow();
    account = (digit) => digit.repeat(Number(bank.account_no_length ?? 12));
  });

  it('refuses HR’s change of its own bank account and payroll group; another HR officer makes it', async () => {
    const before = await t.db.selectFrom('employees').selectAll().where('id', '=', own).executeTakeFirstOrThrow();
    const audits = await auditCount();
    const bank = await hrCall(hr, 'PUT', `employees/${own}`, { bank_account_no: account('9') });
    expect(bank.statusCode, bank.body).toBe(403);
    expect(bank.json().message).toBe('Changes to your own pay or bank account are made by another HR officer.');
    const group = await t.db.selectFrom('payroll_groups').select('id').where('id', '<>', before.payroll_group_id).executeTakeFirstOrThrow();
    expect((await hrCall(hr, 'PUT', `employees/${own}`, { payroll_group_id: group.id })).statusCode).toBe(403);
    const after = await t.db.selectFrom('employees').selectAll().where('id', '=', own).executeTakeFirstOrThrow();
    expect(after.bank_account_no).toBe(before.bank_account_no);
    expect(after.payroll_group_id).toBe(before.payroll_group_id);
    expect(await auditCount()).toBe(audits);
    // the rest of one's own record is still one's own to keep current
    expect((await hrCall(hr, 'PUT', `employees/${own}`, { mobile_no: '09171234567' })).statusCode).toBe(200);
    const other = await hrCall(colleague, 'PUT', `employees/${own}`, { bank_account_no: account('8') });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('refuses HR’s own salary movement; another HR officer records it', async () => {
    const movement = {
      employee_id: own,
      movement_type: 'salary_adjustment',
      effective_date: '2027-01-01',
      to_rate_type: 'monthly',
      to_basic_rate: '99000.00',
      reason: 'Raise',
    };
    const refused = await hrCall(hr, 'POST', 'employee-movements', movement);
    expect(refused.statusCode, refused.body).toBe(403);
    const recorded = await hrCall(colleague, 'POST', 'employee-movements', movement);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect((await hrCall(hr, 'POST', `employee-movements/${recorded.json().id}/approve`, {})).statusCode).toBe(403);
  });

  it('HR does not approve its own change request; another HR officer does', async () => {
    const employee = await t.login('hr@example.com');
    const filed = await t.request({
      method: 'POST',
      url: '/api/employee/change-requests',
      token: employee,
      payload: { request_type: 'bank_account', changes: { bank_account_no: account('7') }, reason: 'New account' },
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const id = filed.json().id as number;
    const refused = await hrCall(hr, 'POST', `change-requests/${id}/approve`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your own change request is decided by another HR officer.');
    expect((await t.db.selectFrom('change_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(
      'pending',
    );
    const approved = await hrCall(colleague, 'POST', `change-requests/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
  });
});
