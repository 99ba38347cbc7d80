import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { openTestApp, type TestApp } from './test-app';

// Sick-leave monitoring: per-employee usage and the filings behind it, checked
// against filings this test writes itself in 2016 (the demo seed only fills
// the twelve months up to today, so that year holds nothing else).

let t: TestApp;
let hr: string;
let ana: { id: number; business_unit_id: number; company_id: number };
let ben: { id: number; business_unit_id: number };
let sickLeave: number;
let vacationLeave: number;
let sequence = 0;

const YEAR_2016 = { date_from_gte: '2016-01-01', date_from_lte: '2016-12-31' };
const get = (url: string, token = hr) => t.request({ method: 'GET', url, token });
const list = async (resource: string, filter: Record<string, unknown>, extra = '') => {
  const response = await get(`/api/hr/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`);
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json() as Record<string, unknown>[], range: String(response.headers['content-range']) };
};

async function file(
  employeeId: number,
  from: string,
  to: string,
  days: number,
  options: { status?: string; type?: number; certificate?: boolean } = {},
) {
  sequence += 1;
  const [application] = await t.db
    .insertInto('applications')
    .values({
      reference_no: `LV-TEST-${String(sequence).padStart(4, '0')}`,
      application_type: 'leave',
      employee_id: employeeId,
      business_unit_id: employeeId === ana.id ? ana.business_unit_id : ben.business_unit_id,
      date_from: from,
      date_to: to,
      reason: 'Fever',
      status: options.status ?? 'approved',
    })
    .returning('id')
    .execute();
  await t.db
    .insertInto('leave_applications')
    .values({
      application_id: application.id,
      leave_type_id: options.type ?? sickLeave,
      days: days.toFixed(3),
    })
    .execute();
  if (options.certificate) {
    await t.db
      .insertInto('attachments')
      .values({
        attachable_type: 'leave_applications',
        attachable_id: application.id,
        document_type: 'medical_certificate',
        file_name: 'certificate.pdf',
        mime_type: 'application/pdf',
        size_bytes: 1000,
      })
      .execute();
  }
}

beforeAll(async () => {
  t = await openTestApp();
  hr = await t.login('hr@example.com');
  const employees = await t.db
    .selectFrom('employees')
    .select(['id', 'business_unit_id', 'company_id'])
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  ana = employees[0];
  ben = employees.find((e) => e.business_unit_id !== ana.business_unit_id)!;
  await t.db
    .updateTable('employees')
    .set({ rest_days: JSON.stringify([0, 6]) })
    .where('id', '=', ana.id)
    .execute();
  await t.db
    .updateTable('employees')
    .set({ rest_days: JSON.stringify([3]) })
    .where('id', '=', ben.id)
    .execute();
  const types = await t.db.selectFrom('leave_types').select(['id', 'code']).where('company_id', '=', ana.company_id).execute();
  sickLeave = types.find((type) => type.code === 'SL')!.id;
  vacationLeave = types.find((type) => type.code === 'VL')!.id;

  // Ana (rest days Saturday and Sunday)
  await file(ana.id, '2016-02-01', '2016-02-01', 1); // Monday, after the weekend
  await file(ana.id, '2016-03-09', '2016-03-11', 3); // ends Friday; over the 2-day threshold without a certificate
  await file(ana.id, '2016-05-18', '2016-05-23', 4, { certificate: true }); // Wednesday to Monday: 4 working days, SSS notification
  await file(ana.id, '2016-06-15', '2016-06-15', 1, { status: 'pending' });
  await file(ana.id, '2016-07-04', '2016-07-04', 1, { status: 'rejected' });
  await file(ana.id, '2016-08-01', '2016-08-02', 2, { type: vacationLeave });
  await file(ana.id, '2017-01-10', '2017-01-10', 1);
  // Ben (rest day Wednesday)
  await file(ben.id, '2016-02-04', '2016-02-04', 1); // Thursday, after his rest day
  await file(ben.id, '2016-02-12', '2016-02-12', 1, { status: 'pending' }); // Friday
});
afterAll(async () => t?.close());

describe('sick-leave monitoring', () => {
  it("sums each employee's approved and pending sick leave in the range", async () => {
    const { rows, range } = await list('sick-leave-monitoring', YEAR_2016, '&sort=["employee_no","ASC"]');
    expect(range).toBe('sick-leave-monitoring 0-1/2');
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ana.id)).toMatchObject({
      employee_id: ana.id,
      occurrences: 4,
      days_taken: 9,
      certified_days: 4,
      uncertified_days: 5,
      missing_certificates: 1,
      monday_friday: 2,
      next_to_rest_day: 2,
      sss_notifications: 1,
      pending_days: 1,
      last_sick_leave: '2016-06-15',
      flagged: true,
    });
    expect(byId.get(ben.id)).toMatchObject({
      occurrences: 2,
      days_taken: 2,
      certified_days: 0,
      uncertified_days: 2,
      missing_certificates: 0,
      monday_friday: 1,
      next_to_rest_day: 1,
      sss_notifications: 0,
      pending_days: 1,
      last_sick_leave: '2016-02-12',
      flagged: false,
    });
  });

  it('filters by status, business unit, employee, minimum instances and flag, and sorts', async () => {
    const pending = (await list('sick-leave-monitoring', { ...YEAR_2016, status: 'pending' })).rows;
    expect(pending.map((row) => [row.id, row.occurrences, row.days_taken])).toEqual(
      expect.arrayContaining([
        [ana.id, 1, 1],
        [ben.id, 1, 1],
      ]),
    );
    expect(pending).toHaveLength(2);
    expect(
      (await list('sick-leave-monitoring', { ...YEAR_2016, business_unit_id: ben.business_unit_id })).rows.map((row) => row.id),
    ).toEqual([ben.id]);
    expect((await list('sick-leave-monitoring', { ...YEAR_2016, employee_id: ana.id })).rows.map((row) => row.id)).toEqual([ana.id]);
    expect((await list('sick-leave-monitoring', { ...YEAR_2016, occurrences_gte: 3 })).rows.map((row) => row.id)).toEqual([ana.id]);
    expect((await list('sick-leave-monitoring', { ...YEAR_2016, flagged: false })).rows.map((row) => row.id)).toEqual([ben.id]);
    expect(
      (await list('sick-leave-monitoring', { date_from_gte: '2016-03-01', date_from_lte: '2016-03-31' })).rows.map((row) => [
        row.id,
        row.occurrences,
      ]),
    ).toEqual([[ana.id, 1]]);
    expect((await list('sick-leave-monitoring', YEAR_2016, '&sort=["days_taken","ASC"]')).rows.map((row) => row.id)).toEqual([
      ben.id,
      ana.id,
    ]);
    expect((await list('sick-leave-monitoring', YEAR_2016, '&sort=["days_taken","DESC"]')).rows.map((row) => row.id)).toEqual([
      ana.id,
      ben.id,
    ]);
    const page = await list('sick-leave-monitoring', YEAR_2016, '&sort=["days_taken","ASC"]&range=[1,1]');
    expect(page.range).toBe('sick-leave-monitoring 1-1/2');
    expect(page.rows.map((row) => row.id)).toEqual([ana.id]);
  });

  it('answers totals over every matching employee', async () => {
    const totals = (await get(`/api/hr/sick-leave-monitoring/totals?filter=${encodeURIComponent(JSON.stringify(YEAR_2016))}`)).json();
    expect(totals.count).toBe(2);
    expect(totals.sums).toEqual({ occurrences: 6, days_taken: 11, certified_days: 4, uncertified_days: 7 });
    expect(totals.groups.flagged).toEqual(
      expect.arrayContaining([
        { value: true, count: 1 },
        { value: false, count: 1 },
      ]),
    );
  });

  it("lists the filings behind an employee's line with their certificate and patterns", async () => {
    const { rows } = await list('sick-leave-applications', { ...YEAR_2016, employee_id: ana.id });
    expect(
      rows.map((row) => [
        row.date_from,
        row.days,
        row.status,
        row.has_medical_certificate,
        row.certificate_missing,
        row.monday_friday,
        row.next_to_rest_day,
        row.sss_notification,
      ]),
    ).toEqual([
      ['2016-06-15', 1, 'pending', false, false, false, false, false],
      ['2016-05-18', 4, 'approved', true, false, false, false, true],
      ['2016-03-09', 3, 'approved', false, true, true, true, false],
      ['2016-02-01', 1, 'approved', false, false, true, true, false],
    ]);
    const missing = (await list('sick-leave-applications', { ...YEAR_2016, certificate_missing: true })).rows;
    expect(missing.map((row) => row.date_from)).toEqual(['2016-03-09']);
  });

  it('takes the certificate threshold from the sick-leave type, else the preference, else 2 days', async () => {
    const anaFlag = async () => (await list('sick-leave-monitoring', { ...YEAR_2016, employee_id: ana.id })).rows[0];
    await t.db.updateTable('leave_types').set({ attachment_required_after_days: '3.000' }).where('id', '=', sickLeave).execute();
    expect(await anaFlag()).toMatchObject({ missing_certificates: 0, flagged: false });
    await t.db.updateTable('leave_types').set({ attachment_required_after_days: null }).where('id', '=', sickLeave).execute();
    const preference = () =>
      t.db.updateTable('preferences').where('company_id', '=', ana.company_id).where('key', '=', 'medical_certificate_after_days');
    await preference().set({ value: '3' }).execute();
    expect(await anaFlag()).toMatchObject({ missing_certificates: 0, flagged: false });
    await preference().set({ value: '1' }).execute();
    expect(await anaFlag()).toMatchObject({ missing_certificates: 1, flagged: true });
    await t.db
      .deleteFrom('preferences')
      .where('company_id', '=', ana.company_id)
      .where('key', '=', 'medical_certificate_after_days')
      .execute();
    expect(await anaFlag()).toMatchObject({ missing_certificates: 1, flagged: true });
  });

  it('exports every matching employee to xlsx', async () => {
    const response = await get(
      `/api/hr/sick-leave-monitoring/export?filter=${encodeURIComponent(JSON.stringify(YEAR_2016))}&sort=["days_taken","DESC"]`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const sheet = XLSX.read(response.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet.Sheets[sheet.SheetNames[0]]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      'employee no.': expect.any(String),
      instances: 4,
      days: 9,
      'days with med. cert.': 4,
      'over threshold': true,
    });
  });

  it("shows the demo company's last twelve months by default", async () => {
    const { rows, range } = await list('sick-leave-monitoring', {}, '&range=[0,999]');
    expect(Number(range.split('/')[1])).toBeGreaterThan(50);
    expect(rows.some((row) => row.flagged)).toBe(true);
    expect(rows.some((row) => Number(row.next_to_rest_day) >= 4)).toBe(true);
    expect(rows.some((row) => Number(row.certified_days) > 0)).toBe(true);
  });

  it('refuses filters it does not know or cannot read with 400', async () => {
    expect((await get('/api/hr/sick-leave-monitoring?filter={"date_from_gte":"2016-13-01"}')).statusCode).toBe(400);
    expect((await get('/api/hr/sick-leave-monitoring?filter={"status":"rejected"}')).statusCode).toBe(400);
    expect((await get('/api/hr/sick-leave-monitoring?filter={"reason":"x"}')).statusCode).toBe(400);
  });

  it.each(['employee@example.com', 'manager@example.com', 'timekeeping@example.com', 'payroll@example.com'])(
    'refuses %s with 403',
    async (email) => {
      const token = await t.login(email);
      for (const url of [
        '/api/hr/sick-leave-monitoring',
        '/api/hr/sick-leave-monitoring/totals',
        '/api/hr/sick-leave-monitoring/export',
        '/api/hr/sick-leave-applications',
      ]) {
        expect((await get(url, token)).statusCode, url).toBe(403);
      }
    },
  );
});
