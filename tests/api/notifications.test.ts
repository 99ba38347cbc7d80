/**
 * Notifications: an employee's filing tells the approver of its first level, each decision
 * tells the next approver or the employee, and timekeeping's question about an attendance
 * exception reaches the employee. Each notification to a user with an e-mail address is
 * queued in the outbox in the same transaction. A user reads and marks only their own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const t = useTestApp();
let employeeToken: string;
let managerToken: string;
let me: number;
let manager: number;

const employeeIdOf = async (email: string) =>
  Number((await t.db.selectFrom('users').select('employee_id').where('email', '=', email).executeTakeFirstOrThrow()).employee_id);
const inbox = async (token: string) => {
  const response = await t.request({ method: 'GET', url: '/api/account/notifications?limit=50', token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    unread: number;
    notifications: Array<{ id: number; kind: string; title: string; link: string; read: boolean }>;
  };
};
const markRead = (token: string, payload: object) => t.request({ method: 'POST', url: '/api/account/notifications/read', token, payload });

beforeAll(async () => {
  employeeToken = await t.login('employee@example.com');
  managerToken = await t.login('manager@example.com');
  me = await employeeIdOf('employee@example.com');
  manager = await employeeIdOf('manager@example.com');
  // the manager is the employee's immediate superior, the matrix's first approver
  // in an office unit, whose level 2 is timekeeping (the demo matrix: stores and logistics go to their unit head)
  const office = await t.db
    .selectFrom('business_units')
    .select('id')
    .where('code', 'not like', 'ST-%')
    .where('code', '<>', 'LOG')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('employees').set({ immediate_superior_id: manager, business_unit_id: office.id }).where('id', '=', me).execute();
  await markRead(employeeToken, {});
  await markRead(managerToken, {});
});

const obFor = (date: string) => ({
  application_type: 'official_business_trip',
  trip_type: 'official_business',
  date_from: date,
  date_to: date,
  destination: 'BIR Revenue District Office 43',
  purpose: 'File the amended 1601-C',
});

describe('notifications of an application', () => {
  it('tells the first approver that a filing waits for them, and queues the e-mail', async () => {
    const filed = await t.request({
      method: 'POST',
      url: '/api/employee/applications',
      token: employeeToken,
      payload: obFor('2027-11-08'),
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const reference = filed.json().reference_no as string;
    const step = await t.db
      .selectFrom('application_approvals')
      .select(['approver_type', 'approver_employee_id'])
      .where('application_id', '=', filed.json().id)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(Number(step.approver_employee_id)).toBe(manager);

    const box = await inbox(managerToken);
    const notice = box.notifications.find((n) => n.title.includes(reference))!;
    expect(notice).toMatchObject({ kind: 'awaiting_approval', read: false, link: '/manager/menu/applications-request' });
    expect(notice.title).toMatch(new RegExp(`^Official business ${reference} of .+ awaits your approval$`));
    expect(box.unread).toBeGreaterThanOrEqual(1);
    const mail = await t.db
      .selectFrom('email_outbox')
      .select(['to_address', 'subject', 'status'])
      .where('notification_id', '=', notice.id)
      .executeTakeFirstOrThrow();
    expect(mail).toEqual({ to_address: 'manager@example.com', subject: notice.title, status: 'queued' });
    // the employee is not told of their own filing
    expect((await inbox(employeeToken)).notifications.some((n) => n.title.includes(reference))).toBe(false);
  });

  it('tells the employee when the last level approves, and when a level rejects', async () => {
    const filed = await t.request({
      method: 'POST',
      url: '/api/employee/applications',
      token: employeeToken,
      payload: obFor('2027-11-09'),
    });
    const id = filed.json().id as number;
    const reference = filed.json().reference_no as string;
    expect(
      (await t.request({ method: 'POST', url: `/api/manager/applications/${id}/approve`, token: managerToken, payload: {} })).statusCode,
    ).toBe(200);
    // level 2 waits for timekeeping: it is told, the employee not yet
    const pending = await t.db
      .selectFrom('application_approvals')
      .select(['level', 'approver_type', 'approver_role'])
      .where('application_id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) {
      expect(pending).toMatchObject({ level: 2, approver_type: 'role', approver_role: 5 });
      const timekeeper = await t.login('timekeeping@example.com');
      expect((await inbox(timekeeper)).notifications.find((n) => n.title.includes(reference))).toMatchObject({
        kind: 'awaiting_approval',
        link: '/timekeeping/applications',
      });
      expect((await inbox(employeeToken)).notifications.some((n) => n.title.includes(reference))).toBe(false);
      const approved = await t.request({
        method: 'POST',
        url: `/api/timekeeping/applications/${id}/approve`,
        token: timekeeper,
        payload: {},
      });
      expect(approved.statusCode, approved.body).toBe(200);
    }
    expect((await inbox(employeeToken)).notifications.find((n) => n.title === `Official business ${reference} is approved`)).toMatchObject({
      kind: 'approved',
      link: '/employee/application-status',
    });

    const second = await t.request({
      method: 'POST',
      url: '/api/employee/applications',
      token: employeeToken,
      payload: obFor('2027-11-10'),
    });
    const rejected = await t.request({
      method: 'POST',
      url: `/api/manager/applications/${second.json().id}/reject`,
      token: managerToken,
      payload: { remarks: 'Send the liaison instead' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = await inbox(employeeToken);
    expect(after.notifications.find((n) => n.title === `Official business ${second.json().reference_no} is rejected`)).toMatchObject({
      kind: 'rejected',
      read: false,
    });
  });

  it('marks only the caller’s own notifications read', async () => {
    const before = await inbox(employeeToken);
    expect(before.unread).toBeGreaterThan(0);
    const managersUnread = (await inbox(managerToken)).notifications.filter((n) => !n.read).map((n) => n.id);
    // the employee names the manager's notifications: nothing of theirs changes
    const foreign = await markRead(employeeToken, { ids: managersUnread });
    expect(foreign.statusCode).toBe(200);
    expect((await inbox(managerToken)).notifications.filter((n) => !n.read).map((n) => n.id)).toEqual(managersUnread);

    const first = before.notifications.find((n) => !n.read)!;
    expect((await markRead(employeeToken, { ids: [first.id] })).json().unread).toBe(before.unread - 1);
    expect((await markRead(employeeToken, {})).json().unread).toBe(0);
    expect((await t.request({ method: 'GET', url: '/api/account/notifications' })).statusCode).toBe(401);
  });
});

describe('a question about an attendance exception', () => {
  it('waits for the employee and tells them what timekeeping asks', async () => {
    const exception = await t.db
      .selectFrom('attendance_exceptions as x')
      .innerJoin('timesheets as s', 's.id', 'x.timesheet_id')
      .select(['x.id', 'x.work_date'])
      .where('x.employee_id', '=', me)
      .where('x.status', '=', 'open')
      .where('s.status', 'not in', ['closed', 'linked'])
      .executeTakeFirst();
    let id = exception?.id;
    if (!id) {
      const timesheet = await t.db
        .selectFrom('timesheets')
        .select('id')
        .where('status', 'not in', ['closed', 'linked'])
        .executeTakeFirstOrThrow();
      id = (
        await t.db
          .insertInto('attendance_exceptions')
          .values({
            employee_id: me,
            timesheet_id: timesheet.id,
            work_date: '2026-11-16',
            exception_type: 'missing_time_out',
            status: 'open',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    const timekeeper = await t.login('timekeeping@example.com');
    const asked = await t.request({
      method: 'POST',
      url: `/api/timekeeping/attendance-exceptions/${id}/notify`,
      token: timekeeper,
      payload: { remarks: 'Please file a log sheet for the missing time-out.' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ message: 'The employee is notified; the exception waits for them.', count: 1 });
    const row = await t.db.selectFrom('attendance_exceptions').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending_employee');
    const notice = (await inbox(employeeToken)).notifications.find((n) => n.kind === 'attendance_exception')!;
    expect(notice.title).toMatch(/^Timekeeping asks about your .+ on \d{4}-\d{2}-\d{2}$/);
    expect(notice.link).toBe('/employee/timesheet-details');
    expect(await t.db.selectFrom('email_outbox').select('body').where('notification_id', '=', notice.id).executeTakeFirstOrThrow()).toEqual(
      { body: 'Please file a log sheet for the missing time-out.' },
    );
  });
});
