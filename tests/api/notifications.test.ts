/**
 * Notifications: an employee's filing tells the approver of its first level, each decision
 * tells the next approver or the employee, and timekeeping's question about an attendance
 * exception reaches the employee. Each notification to a user with an e-mail address is
 * queued in the outbox in the same transaction. A user reads and marks only their own.
 */
import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { sendQueuedEmails, smtpTransport, startEmailSender } from '../../server/modules/notifications/email-sender';
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

/** A message as the tiny SMTP server below received it. */
interface Received {
  auth: string | null;
  from: string;
  to: string[];
  data: string;
}

/**
 * Just enough SMTP for one client at a time: 220, EHLO/HELO 250 (offering AUTH PLAIN),
 * AUTH 235, MAIL/RCPT 250 (or `rcptReply` for RCPT), DATA 354, '.' 250, QUIT 221.
 */
async function tinySmtpServer(rcptReply = '250 OK') {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { auth: null, from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 tiny.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { auth: current.auth, from: '', to: [], data: '' };
            reply('250 OK queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-tiny.test\r\n250 AUTH PLAIN\r\n');
        else if (verb === 'HELO') reply('250 tiny.test');
        else if (verb === 'AUTH') {
          current.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
          reply('235 2.7.0 Authentication successful');
        } else if (verb === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 OK');
        } else if (verb === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply(rcptReply);
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') reply('250 OK');
        else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('502 Command not implemented');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('sending the e-mail outbox through SMTP', () => {
  const queue = async (to: string, subject: string) =>
    Number(
      (
        await t.db
          .insertInto('email_outbox')
          .values({ to_address: to, subject, body: `${subject}\n\nOpen the console to see it.` })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const rowOf = async (id: number) =>
    t.db
      .selectFrom('email_outbox')
      .select(['status', 'attempts', 'last_error', 'sent_at', 'next_attempt_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('is off by default: no SMTP_URL, no sender, the rows stay queued', async () => {
    const config = readConfig({});
    expect(config.smtpUrl).toBeUndefined();
    const id = await queue('nobody@example.com', 'Stays queued');
    const sender = startEmailSender({ db: t.db, smtpUrl: config.smtpUrl, from: config.smtpFrom });
    await sender.stop();
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 0, sent_at: null });
    await t.db.deleteFrom('email_outbox').where('id', '=', id).execute();
  });

  it('sends a queued application notice to its recipient with its subject, and marks the row sent', async () => {
    // everything queued so far is someone else's business: only this filing's mail is sent
    await t.db.updateTable('email_outbox').set({ status: 'sent' }).where('status', '=', 'queued').execute();
    const filed = await t.request({
      method: 'POST',
      url: '/api/employee/applications',
      token: employeeToken,
      payload: obFor('2027-11-22'),
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const mail = await t.db
      .selectFrom('email_outbox')
      .select(['id', 'to_address', 'subject'])
      .where('status', '=', 'queued')
      .where('subject', 'like', `%${filed.json().reference_no as string}%`)
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('manager@example.com');

    const smtp = await tinySmtpServer();
    const config = readConfig({ SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`, SMTP_FROM: 'hr@bayanihan.test' });
    const transport = smtpTransport(config.smtpUrl!, config.smtpFrom);
    try {
      const now = new Date('2027-11-01T02:00:00Z');
      expect(await sendQueuedEmails(t.db, transport, { now })).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message.auth).toBe('\u0000mailer\u0000s3cret');
      expect(message.from).toBe('hr@bayanihan.test');
      expect(message.to).toEqual(['manager@example.com']);
      // the headers unfolded (a long subject is folded over two lines)
      const headers = message.data
        .split('\n\n')[0]
        .replace(/\n[ \t]+/g, ' ')
        .split('\n');
      expect(headers).toContain(`Subject: ${mail.subject}`);
      expect(headers).toContain('To: manager@example.com');
      expect(message.data).toContain('Level 1 of 2.');
      const row = await rowOf(Number(mail.id));
      expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null, next_attempt_at: null });
      expect(new Date(row.sent_at as unknown as string).toISOString()).toBe(now.toISOString());
      // nothing is sent twice
      expect(await sendQueuedEmails(t.db, transport, { now })).toEqual({ sent: 0, retried: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('keeps a refused row with its error, tries again after 1, 2, 4 and 8 minutes, and gives up after the fifth attempt', async () => {
    const smtp = await tinySmtpServer('550 5.1.1 No such user here');
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'hr@bayanihan.test');
    const id = await queue('gone@example.com', 'Your leave is approved');
    const start = new Date('2027-11-02T00:00:00Z');
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    try {
      expect(await sendQueuedEmails(t.db, transport, { now: start })).toEqual({ sent: 0, retried: 1, failed: 0 });
      let row = await rowOf(id);
      expect(row).toMatchObject({ status: 'queued', attempts: 1, sent_at: null });
      expect(row.last_error).toContain('550');
      expect(new Date(row.next_attempt_at as unknown as string).toISOString()).toBe(at(1).toISOString());
      // not due yet: left alone
      expect(await sendQueuedEmails(t.db, transport, { now: at(0.5) })).toEqual({ sent: 0, retried: 0, failed: 0 });
      // attempts 2, 3 and 4 at +1, +3 and +7 minutes, each waiting twice as long as the one before
      for (const [minute, next] of [
        [1, 3],
        [3, 7],
        [7, 15],
      ]) {
        expect(await sendQueuedEmails(t.db, transport, { now: at(minute) })).toEqual({ sent: 0, retried: 1, failed: 0 });
        row = await rowOf(id);
        expect(new Date(row.next_attempt_at as unknown as string).toISOString()).toBe(at(next).toISOString());
      }
      expect(row.attempts).toBe(4);
      expect(await sendQueuedEmails(t.db, transport, { now: at(15) })).toEqual({ sent: 0, retried: 0, failed: 1 });
      row = await rowOf(id);
      expect(row).toMatchObject({ status: 'failed', attempts: 5, next_attempt_at: null, sent_at: null });
      expect(row.last_error).toContain('550 5.1.1 No such user here');
      expect(await sendQueuedEmails(t.db, transport, { now: at(120) })).toEqual({ sent: 0, retried: 0, failed: 0 });
      expect(smtp.received).toHaveLength(0);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('runs in the background when SMTP_URL is set, and stops cleanly', async () => {
    await t.db.updateTable('email_outbox').set({ status: 'sent' }).where('status', '=', 'queued').execute();
    const smtp = await tinySmtpServer();
    const id = await queue('employee@example.com', 'Background delivery');
    const sender = startEmailSender({
      db: t.db,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'hr@bayanihan.test',
      intervalSeconds: 1,
      log: { info: () => {}, error: () => {} },
    });
    try {
      for (let i = 0; i < 50 && smtp.received.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await sender.stop();
      await smtp.close();
    }
    expect(smtp.received.map((m) => m.to)).toEqual([['employee@example.com']]);
    expect((await rowOf(id)).status).toBe('sent');
  });
});
