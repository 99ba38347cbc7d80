/**
 * Nobody approves their own application and nobody pays themselves (issue 29): a
 * timekeeping officer's own overtime and official business, and their cancellations, are
 * decided by another officer, whom the route passes them to, with the trail saying why;
 * a payroll officer enters no pay input for their own employee record, and HR changes
 * neither its own pay nor bank account nor approves its own change request. Each refusal
 * is a 403 that writes nothing, not even an audit line; another officer does the same.
 */
import { beforeAll, describe, expect, it } from 'vitest';
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

  it('a second timekeeping officer decides it', async () => {
    other = await secondOfficer(5, 'second.timekeeping@example.com');
    const approved = await tk(other.token, 'POST', `/${early}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await statusOf(early)).toBe('approved');
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
