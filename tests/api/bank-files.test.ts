/**
 * The bank crediting files of a posted period on the demo company: one file per bank of
 * the bank-paid, released payslips with a count and control total equal to their net pay;
 * a payslip held at posting left out, then credited alone by a supplementary file once
 * released; nothing credited twice (409), and the guards that keep credited pay credited.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOtherCompany, OTHER_COMPANY } from '../support/second-company';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await t.login('payroll@example.com');
});
const post = (path: string, payload: object = {}) => t.request({ method: 'POST', url: `/api/payroll/${path}`, token, payload });
const get = (path: string) => t.request({ method: 'GET', url: `/api/payroll/${path}`, token });
const filter = (f: object) => encodeURIComponent(JSON.stringify(f));

async function computed(periodId: number) {
  for (;;) {
    const state = (await get(`payroll-periods/${periodId}/computation`)).json();
    if (state.computation && state.computation.status !== 'running') return state;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** What each bank should be credited: bank-paid, posted, not held payslips with pay, by bank. */
async function expectedByBank(periodId: number) {
  const { rows } = await sql<{ bank_id: number; count: number; total: string }>`
    select bank_id::int, count(*)::int as count, sum(net_pay)::text as total from payslips
    where payroll_period_id = ${periodId} and status = 'posted' and payment_mode = 'bank' and not is_on_hold and net_pay > 0
    group by bank_id order by bank_id`.execute(t.db);
  return rows;
}

describe('bank crediting files', () => {
  let period: { id: number; code: string; payroll_group_id: number };
  let held: { id: number; net_pay: string; bank_id: number };
  let firstFiles: Array<{ id: number; bank_id: number; employee_count: number; total_amount: string; file_kind: string }>;

  it('refuses a period that is not posted', async () => {
    period = await t.db
      .selectFrom('timesheets as ts')
      .innerJoin('payroll_periods as p', 'p.id', 'ts.payroll_period_id')
      .innerJoin('payroll_groups as g', 'g.id', 'p.payroll_group_id')
      .select(['p.id', 'p.code', 'p.payroll_group_id'])
      .where('ts.status', '=', 'linked')
      .where('p.status', '=', 'open')
      .where('g.code', '=', 'SM-OFFICE')
      .orderBy('p.pay_date')
      .executeTakeFirstOrThrow();
    // a second bank in the group: one bank-paid employee is credited through BPI
    const bpi = await t.db.selectFrom('banks').select('id').where('code', '=', 'BPI').executeTakeFirstOrThrow();
    const moved = await t.db
      .selectFrom('employees')
      .select('id')
      .where('payroll_group_id', '=', period.payroll_group_id)
      .where('payment_mode', '=', 'bank')
      .where('bank_account_no', 'is not', null)
      .where('separation_date', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('employees').set({ bank_id: bpi.id }).where('id', '=', moved.id).execute();

    expect((await post(`payroll-periods/${period.id}/compute`)).statusCode).toBe(202);
    expect((await computed(period.id)).computation.status).toBe('done');
    const early = await post(`payroll-periods/${period.id}/bank-files`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/is computed; bank files are generated from a posted period/);
  });

  it('writes one file per bank of the released bank-paid payslips, the held one left out', async () => {
    expect((await post(`payroll-periods/${period.id}/prooflist`)).statusCode).toBe(200);
    const payslip = await t.db
      .selectFrom('payslips')
      .select(['id', sql<string>`net_pay::text`.as('net_pay'), 'bank_id'])
      .where('payroll_period_id', '=', period.id)
      .where('status', '=', 'computed')
      .where('payment_mode', '=', 'bank')
      .where('net_pay', '>', sql<string>`0`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    held = { id: Number(payslip.id), net_pay: payslip.net_pay, bank_id: Number(payslip.bank_id) };
    expect((await post(`payslips/${held.id}/hold`, { hold_reason: 'Clearance pending' })).statusCode).toBe(200);
    const posted = await post(`payroll-periods/${period.id}/post`);
    expect(posted.statusCode, posted.body).toBe(200);

    const expected = await expectedByBank(period.id);
    expect(expected.length).toBe(2);
    const generated = await post(`payroll-periods/${period.id}/bank-files`);
    expect(generated.statusCode, generated.body).toBe(200);
    firstFiles = generated.json().files;
    console.info(`bank files of ${period.code}: ${generated.json().message}`);
    expect(generated.json().message).toMatch(/2 regular bank files/);
    expect(
      firstFiles.map((f) => ({ bank_id: f.bank_id, count: f.employee_count, total: f.total_amount })).sort((a, b) => a.bank_id - b.bank_id),
    ).toEqual(expected.map((e) => ({ bank_id: e.bank_id, count: e.count, total: e.total })));
    expect(firstFiles.every((f) => f.file_kind === 'regular')).toBe(true);

    // the stored files carry the same count and control total in their trailers, and not the held payslip
    const credited = await t.db.selectFrom('bank_credit_file_payslips').select('payslip_id').execute();
    expect(credited.map((c) => Number(c.payslip_id))).not.toContain(held.id);
    for (const file of firstFiles) {
      const download = await get(`bank-files/${file.id}/download`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toMatch(/text\/csv/);
      const lines = download.body.split('\r\n');
      expect(lines.filter((l) => l.startsWith('D,')).length).toBe(file.employee_count);
      expect(lines.at(-2)).toBe(`T,${file.employee_count},${file.total_amount}`);
      expect(lines[0]).toMatch(new RegExp(`^H,.*,${period.code},R,1$`));
    }
    const audited = await t.db
      .selectFrom('transaction_logs')
      .select('record_id')
      .where('resource', '=', 'bank-files')
      .where('action', '=', 'generate')
      .execute();
    expect(audited.map((a) => Number(a.record_id)).sort()).toEqual(firstFiles.map((f) => f.id).sort());
  });

  it('answers 409 when nothing new is due', async () => {
    const again = await post(`payroll-periods/${period.id}/bank-files`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Nothing new to credit.*1 payslips are on hold/);
  });

  it('keeps credited pay credited: no hold of a credited payslip, no unpost', async () => {
    const credited = await t.db.selectFrom('bank_credit_file_payslips').select('payslip_id').executeTakeFirstOrThrow();
    const hold = await post(`payslips/${credited.payslip_id}/hold`, { hold_reason: 'Too late' });
    expect(hold.statusCode).toBe(409);
    expect(hold.json().message).toMatch(/already in .* bank file no\. 1/);
    const unpost = await post(`payroll-periods/${period.id}/unpost`);
    expect(unpost.statusCode).toBe(409);
    expect(unpost.json().message).toMatch(/bank files are generated/);
  });

  it('credits a released payslip alone in a supplementary file, once, a formula-like middle name as text', async () => {
    // a middle name a spreadsheet would run as a formula (an employee may propose one through a change request)
    const { employee_id } = await t.db.selectFrom('payslips').select('employee_id').where('id', '=', held.id).executeTakeFirstOrThrow();
    await t.db.updateTable('employees').set({ middle_name: '=HYPERLINK("http://x","y")' }).where('id', '=', employee_id).execute();
    expect((await post(`payslips/${held.id}/release`)).statusCode).toBe(200);
    const supplementary = await post(`payroll-periods/${period.id}/bank-files`);
    expect(supplementary.statusCode, supplementary.body).toBe(200);
    const [file, ...others] = supplementary.json().files;
    expect(others).toEqual([]);
    expect(file).toMatchObject({
      bank_id: held.bank_id,
      file_kind: 'supplementary',
      sequence_no: 2,
      employee_count: 1,
      total_amount: held.net_pay,
    });
    const members = await t.db
      .selectFrom('bank_credit_file_payslips')
      .select('payslip_id')
      .where('bank_credit_file_id', '=', file.id)
      .execute();
    expect(members.map((m) => Number(m.payslip_id))).toEqual([held.id]);
    const lines = (await get(`bank-files/${file.id}/download`)).body.split('\r\n');
    expect(lines[0]).toMatch(/,S,2$/);
    expect(lines.at(-2)).toBe(`T,1,${held.net_pay}`);
    expect(lines.find((line) => line.startsWith('D,'))).toMatch(new RegExp(`,"'=HYPERLINK\\(""HTTP://X"",""Y""\\)",${held.net_pay}$`));
    expect((await post(`payroll-periods/${period.id}/bank-files`)).statusCode).toBe(409);
  });

  it('lists the files on the server: filtered, sorted and paginated', async () => {
    const list = await get(
      `bank-files?filter=${filter({ payroll_period_id: period.id })}&sort=${filter(['total_amount', 'ASC'])}&range=[0,1]`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toBe('bank-files 0-1/3');
    const rows = list.json();
    expect(rows.length).toBe(2);
    expect(Number(rows[0].total_amount)).toBeLessThanOrEqual(Number(rows[1].total_amount));
    expect(typeof rows[0].total_amount).toBe('string');
    expect(rows[0].bank_name).toBeTruthy();
    const supplementary = (await get(`bank-files?filter=${filter({ payroll_period_id: period.id, file_kind: 'supplementary' })}`)).json();
    expect(supplementary.map((r: { payslip_id: number; employee_count: number }) => r.employee_count)).toEqual([1]);
    expect((await get(`bank-files?filter=${filter({ nonsense: 1 })}`)).statusCode).toBe(400);
    expect((await get('bank-files/999999/download')).statusCode).toBe(404);
  });

  it('shows another company neither the list nor a file, and refuses it the period', async () => {
    await addOtherCompany(t.db);
    const other = await t.login(OTHER_COMPANY.admin);
    const list = await t.request({
      method: 'GET',
      url: `/api/payroll/bank-files?filter=${filter({ payroll_period_id: period.id })}`,
      token: other,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    const download = await t.request({ method: 'GET', url: `/api/payroll/bank-files/${firstFiles[0].id}/download`, token: other });
    expect(download.statusCode).toBe(404);
    const record = await t.request({ method: 'GET', url: `/api/payroll/bank-files/${firstFiles[0].id}`, token: other });
    expect(record.statusCode).toBe(404);
    const generate = await t.request({
      method: 'POST',
      url: `/api/payroll/payroll-periods/${period.id}/bank-files`,
      token: other,
      payload: {},
    });
    expect(generate.statusCode).toBe(404);
  });
});
