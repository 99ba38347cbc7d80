/**
 * Files attached to filings and change requests: a sick leave of more days than its type's
 * attachment_required_after_days is filed without its medical certificate but no level
 * approves it until one is attached; only PDF, JPEG and PNG of at most 10 MB are taken;
 * the applicant, the filer, the approvers, timekeeping and HR see and download the files,
 * anyone else gets a 404.
 */
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { onePixelPng } from '../support/png';
import { useTestApp } from './test-app';

const t = useTestApp();
let employeeToken: string;
let managerToken: string;
let hrToken: string;
let timekeepingToken: string;
let payrollToken: string;
let me: number;
let manager: number;
let sickLeaveId: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const idOfAccount = async (email: string) =>
  Number((await t.db.selectFrom('users').select('employee_id').where('email', '=', email).executeTakeFirstOrThrow()).employee_id);

function multipart(fileName: string, content: Buffer, fields: Record<string, string> = {}) {
  const boundary = '----attach' + Math.random().toString(16).slice(2);
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (token: string, url: string, fileName: string, content: Buffer, fields?: Record<string, string>) =>
  t.request({ method: 'POST', url, token, ...multipart(fileName, content, fields) });
const get = (token: string, url: string) => t.request({ method: 'GET', url, token });
const post = (token: string, url: string, payload: object = {}) => t.request({ method: 'POST', url, token, payload });

beforeAll(async () => {
  employeeToken = await t.login('employee@example.com');
  managerToken = await t.login('manager@example.com');
  hrToken = await t.login('hr@example.com');
  timekeepingToken = await t.login('timekeeping@example.com');
  payrollToken = await t.login('payroll@example.com');
  me = await idOfAccount('employee@example.com');
  manager = await idOfAccount('manager@example.com');
  await t.db.updateTable('employees').set({ immediate_superior_id: manager }).where('id', '=', me).execute();
  const sl = await t.db
    .selectFrom('leave_types')
    .select(['id', 'attachment_required_after_days'])
    .where('code', '=', 'SL')
    .executeTakeFirstOrThrow();
  sickLeaveId = Number(sl.id);
  // the rule as the seed sets it for sick leave: a certificate beyond two days
  await t.db.updateTable('leave_types').set({ attachment_required_after_days: '2.000' }).where('id', '=', sickLeaveId).execute();
});

/** Three working days of sick leave, Monday 14 to Wednesday 16 December 2026 (unpaid, so the balance does not matter). */
async function fileSickLeave(dateFrom = '2026-12-14', dateTo = '2026-12-16') {
  const filed = await post(employeeToken, '/api/employee/applications', {
    application_type: 'leave',
    leave_type_id: sickLeaveId,
    date_from: dateFrom,
    date_to: dateTo,
    day_part: 'whole_day',
    without_pay: true,
    reason: 'Flu',
  });
  expect(filed.statusCode, filed.body).toBe(200);
  return filed.json() as { id: number; reference_no: string; status: string; message: string };
}

describe('a medical certificate on a sick leave', () => {
  it('files without it, refuses every approval until it is attached, then approves', async () => {
    const realNow = t.clock.now;
    t.clock.now = new Date('2026-11-26T01:00:00Z');
    onTestFinished(() => {
      t.clock.now = realNow;
    });
    const filed = await fileSickLeave();
    expect(filed.status).toBe('pending');
    expect(filed.message).toContain('Attach the medical certificate');
    const days = await t.db
      .selectFrom('leave_applications')
      .select('days')
      .where('application_id', '=', filed.id)
      .executeTakeFirstOrThrow();
    expect(Number(days.days)).toBe(3); // Mon 14 – Wed 16 December: 3 working days > 2

    // the manager (level 1, the immediate superior) sees it in the queue but cannot approve it yet
    const refused = await post(managerToken, `/api/manager/applications/${filed.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('needs a medical certificate');
    expect(refused.json().message).toContain('more than 2 day(s) (3 filed)');

    // another document type does not count
    const receipt = await upload(
      employeeToken,
      `/api/employee/applications/${filed.id}/attachments`,
      'receipt.png',
      onePixelPng([1, 2, 3]),
      {
        document_type: 'receipt',
      },
    );
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect((await post(managerToken, `/api/manager/applications/${filed.id}/approve`)).statusCode).toBe(409);

    const attached = await upload(employeeToken, `/api/employee/applications/${filed.id}/attachments`, 'certificate.pdf', PDF, {
      document_type: 'medical_certificate',
      description: 'Dr. Santos, 14 December',
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json()).toMatchObject({
      file_name: 'certificate.pdf',
      mime_type: 'application/pdf',
      size_bytes: PDF.length,
      document_type: 'medical_certificate',
      description: 'Dr. Santos, 14 December',
    });
    const stored = await t.db
      .selectFrom('attachments')
      .select(['attachable_type', 'attachable_id'])
      .where('id', '=', attached.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ attachable_type: 'leave_applications', attachable_id: filed.id });
    const log = await t.db
      .selectFrom('transaction_logs')
      .select(['summary', 'portal'])
      .where('resource', '=', 'applications')
      .where('action', '=', 'attach')
      .where('record_id', '=', String(filed.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ summary: `Attached certificate.pdf (medical certificate) to ${filed.reference_no}`, portal: 'employee' });

    // the approver lists and downloads it byte for byte
    const list = await get(managerToken, `/api/manager/applications/${filed.id}/attachments`);
    expect(list.statusCode).toBe(200);
    expect((list.json() as { file_name: string }[]).map((a) => a.file_name)).toEqual(['receipt.png', 'certificate.pdf']);
    const file = await get(managerToken, `/api/manager/applications/${filed.id}/attachments/${attached.json().id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const approved = await post(managerToken, `/api/manager/applications/${filed.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);

    // once decided, the files no longer change
    const after = await t.db.selectFrom('applications').select('status').where('id', '=', filed.id).executeTakeFirstOrThrow();
    if (after.status !== 'pending') {
      const late = await upload(employeeToken, `/api/employee/applications/${filed.id}/attachments`, 'x.png', onePixelPng([0, 0, 0]));
      expect(late.statusCode).toBe(409);
    }
  });

  it('leaves a leave within the rule alone: two days need no certificate', async () => {
    const realNow = t.clock.now;
    t.clock.now = new Date('2026-11-26T01:00:00Z');
    onTestFinished(() => {
      t.clock.now = realNow;
    });
    const filed = await fileSickLeave('2026-12-21', '2026-12-22');
    expect(filed.message).not.toContain('medical certificate');
    const approved = await post(managerToken, `/api/manager/applications/${filed.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
  });
});

describe('a filing in behalf that needs a certificate', () => {
  it('is not approved at filing by its approver-filer: it waits, and the filer attaches the certificate', async () => {
    const realNow = t.clock.now;
    t.clock.now = new Date('2026-11-26T01:00:00Z');
    onTestFinished(() => {
      t.clock.now = realNow;
    });
    const filed = await post(managerToken, '/api/manager/applications', {
      application_type: 'leave',
      employee_id: me,
      leave_type_id: sickLeaveId,
      date_from: '2027-02-08',
      date_to: '2027-02-10',
      day_part: 'whole_day',
      without_pay: true,
      reason: 'Dengue',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json().status).toBe('pending');
    expect(filed.json().message).toContain('Attach the medical certificate');
    const pending = await t.db
      .selectFrom('application_approvals')
      .select(['level', 'approver_employee_id', 'status'])
      .where('application_id', '=', filed.json().id)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(pending.status).toBe('pending');
    // the manager filed it: they attach through their own portal
    const attached = await upload(managerToken, `/api/manager/applications/${filed.json().id}/attachments`, 'cert.pdf', PDF, {
      document_type: 'medical_certificate',
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const log = await t.db
      .selectFrom('transaction_logs')
      .select('portal')
      .where('action', '=', 'attach')
      .where('record_id', '=', String(filed.json().id))
      .executeTakeFirstOrThrow();
    expect(log.portal).toBe('manager');
  });
});

describe('what is taken', () => {
  let id: number;
  beforeAll(async () => {
    const realNow = t.clock.now;
    t.clock.now = new Date('2026-11-26T01:00:00Z');
    id = (await fileSickLeave('2027-01-11', '2027-01-13')).id;
    t.clock.now = realNow;
  });

  it('takes PDF, JPEG and PNG by their bytes and refuses anything else or anything over 10 MB with 422', async () => {
    const url = `/api/employee/applications/${id}/attachments`;
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
    expect((await upload(employeeToken, url, 'scan.jpg', jpeg)).json().mime_type).toBe('image/jpeg');

    const text = await upload(employeeToken, url, 'certificate.pdf', Buffer.from('not really a pdf'));
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.file[0]).toBe('Attach a PDF, JPEG or PNG file.');
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - PDF.length, 0x20)]);
    const tooBig = await upload(employeeToken, url, 'huge.pdf', big);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors.file[0]).toBe('The file must be at most 10 MB.');
    const exactly = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length, 0x20)]);
    expect((await upload(employeeToken, url, 'limit.pdf', exactly)).statusCode).toBe(200);
    const badType = await upload(employeeToken, url, 'a.pdf', PDF, { document_type: 'Medical Certificate!' });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors.document_type).toBeDefined();
    const noFile = await t.request({ method: 'POST', url, token: employeeToken, payload: {} });
    expect([415, 422]).toContain(noFile.statusCode);
  });

  it('shows the files to the applicant, the approver, timekeeping and HR; anyone else gets 404', async () => {
    const list = await get(employeeToken, `/api/employee/applications/${id}/attachments`);
    expect(list.statusCode).toBe(200);
    const first = (list.json() as { id: number }[])[0].id;
    for (const [token, portal] of [
      [employeeToken, 'employee'],
      [managerToken, 'manager'],
      [timekeepingToken, 'timekeeping'],
      [hrToken, 'hr'],
    ] as const) {
      expect((await get(token, `/api/${portal}/applications/${id}/attachments`)).statusCode, portal).toBe(200);
      expect((await get(token, `/api/${portal}/applications/${id}/attachments/${first}`)).statusCode, portal).toBe(200);
    }
    // other employees, in their own portal
    for (const token of [hrToken, payrollToken]) {
      expect((await get(token, `/api/employee/applications/${id}/attachments`)).statusCode).toBe(404);
      expect((await get(token, `/api/employee/applications/${id}/attachments/${first}`)).statusCode).toBe(404);
      expect((await upload(token, `/api/employee/applications/${id}/attachments`, 'x.pdf', PDF)).statusCode).toBe(404);
    }
    // an attachment of another record through this application is a 404
    const logo = await t.db
      .insertInto('attachments')
      .values({ attachable_type: 'companies', attachable_id: 1, file_name: 'x.png', mime_type: 'image/png', size_bytes: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await get(employeeToken, `/api/employee/applications/${id}/attachments/${logo.id}`)).statusCode).toBe(404);
    // the manager sees but does not add: only the applicant or whoever filed it
    expect((await upload(managerToken, `/api/manager/applications/${id}/attachments`, 'x.pdf', PDF)).statusCode).toBe(403);
  });

  it('removes a file while pending, and takes none once withdrawn', async () => {
    const url = `/api/employee/applications/${id}/attachments`;
    const list = (await get(employeeToken, url)).json() as { id: number; file_name: string }[];
    const removed = await t.request({ method: 'DELETE', url: `${url}/${list[0].id}`, token: employeeToken });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(((await get(employeeToken, url)).json() as unknown[]).length).toBe(list.length - 1);
    expect((await post(employeeToken, `/api/employee/applications/${id}/withdraw`)).statusCode).toBe(200);
    expect((await upload(employeeToken, url, 'late.pdf', PDF)).statusCode).toBe(409);
    expect((await t.request({ method: 'DELETE', url: `${url}/${list[1].id}`, token: employeeToken })).statusCode).toBe(409);
  });
});

describe('a supporting document on a change request', () => {
  it('is attached by the employee while pending and read by HR beside the request', async () => {
    const filed = await post(employeeToken, '/api/employee/change-requests', {
      request_type: 'contact',
      changes: { mobile_no: '+63 917 555 0199' },
      reason: 'New number',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const id = filed.json().id as number;
    const png = onePixelPng([10, 20, 30]);
    const attached = await upload(employeeToken, `/api/employee/change-requests/${id}/attachments`, 'bill.png', png, {
      document_type: 'proof_of_number',
    });
    expect(attached.statusCode, attached.body).toBe(200);

    const list = await get(hrToken, `/api/hr/change-requests/${id}/attachments`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([{ file_name: 'bill.png', mime_type: 'image/png', document_type: 'proof_of_number' }]);
    const file = await get(hrToken, `/api/hr/change-requests/${id}/attachments/${attached.json().id}`);
    expect(file.rawPayload.equals(png)).toBe(true);
    // HR reads, does not add
    expect((await upload(hrToken, `/api/hr/change-requests/${id}/attachments`, 'x.png', png)).statusCode).toBe(404);
    // another employee: 404
    expect((await get(payrollToken, `/api/employee/change-requests/${id}/attachments`)).statusCode).toBe(404);
    expect((await upload(payrollToken, `/api/employee/change-requests/${id}/attachments`, 'x.png', png)).statusCode).toBe(404);

    expect((await post(hrToken, `/api/hr/change-requests/${id}/approve`)).statusCode).toBe(200);
    expect((await upload(employeeToken, `/api/employee/change-requests/${id}/attachments`, 'y.png', png)).statusCode).toBe(409);
  });
});
