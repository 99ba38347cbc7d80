/**
 * Batch entries on the demo company through the API: a spreadsheet of employee numbers
 * and amounts uploaded to a batch (a malformed file refused whole), each line checked
 * (unknown employee, another payroll group, zero, twice), the batch refused until its
 * lines are clean, then applied as one payroll entry per line and voided again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../support/multipart';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await t.login('payroll@example.com');
});
const post = (path: string, payload: object = {}) => t.request({ method: 'POST', url: `/api/payroll/${path}`, token, payload });
const get = (path: string) => t.request({ method: 'GET', url: `/api/payroll/${path}`, token });
const del = (path: string) => t.request({ method: 'DELETE', url: `/api/payroll/${path}`, token });
const upload = (batchId: number, fileName: string, content: string) =>
  t.request({ method: 'POST', url: `/api/payroll/batch-entries/${batchId}/upload`, token, ...multipart(fileName, content) });
const filter = (f: object) => encodeURIComponent(JSON.stringify(f));

async function typeId(code: string) {
  return Number((await t.db.selectFrom('transaction_types').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);
}

describe('a batch entry from a spreadsheet', () => {
  let periodId: number;
  let periodCode: string;
  let batchId: number;
  let ours: string[];
  let outsider: string;

  beforeAll(async () => {
    const group = await t.db.selectFrom('payroll_groups').select('id').where('code', '=', 'SM-OFFICE').executeTakeFirstOrThrow();
    const period = await t.db
      .selectFrom('payroll_periods')
      .select(['id', 'code'])
      .where('payroll_group_id', '=', group.id)
      .where('status', '=', 'open')
      .orderBy('cutoff_start')
      .executeTakeFirstOrThrow();
    periodId = Number(period.id);
    periodCode = period.code;
    ours = (
      await t.db
        .selectFrom('employees')
        .select('employee_no')
        .where('payroll_group_id', '=', group.id)
        .where('status', '=', 'active')
        .orderBy('employee_no')
        .limit(3)
        .execute()
    ).map((e) => e.employee_no);
    outsider = (
      await t.db
        .selectFrom('employees')
        .select('employee_no')
        .where('payroll_group_id', '!=', group.id)
        .where('company_id', '=', (await t.db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow()).id)
        .executeTakeFirstOrThrow()
    ).employee_no;
  });

  it('refuses a type that payroll computes and a posted period', async () => {
    const computed = await post('batch-entries', {
      payroll_period_id: periodId,
      transaction_type_id: await typeId('BASIC_PAY'),
      description: 'Not allowed',
    });
    expect(computed.statusCode).toBe(422);
    expect(computed.json().errors.transaction_type_id[0]).toMatch(/computed by payroll/);

    const posted = await t.db.selectFrom('payroll_periods').select(['id', 'code']).where('status', '=', 'posted').executeTakeFirstOrThrow();
    const late = await post('batch-entries', {
      payroll_period_id: posted.id,
      transaction_type_id: await typeId('RICE_SUBSIDY'),
      description: 'Too late',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain(posted.code);
  });

  it('creates a draft batch for the period’s payroll group', async () => {
    const created = await post('batch-entries', {
      payroll_period_id: periodId,
      transaction_type_id: await typeId('RICE_SUBSIDY'),
      description: 'Rice subsidy, December',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ status: 'draft', line_count: 0, total_amount: '0.00' });
    batchId = created.json().id;
  });

  it('refuses a malformed file whole, naming each bad row and column', async () => {
    const csv = `employee_no,amount,remarks\n${ours[0]},1500.00,ok\n,200,no number\n${ours[1]},twelve,bad amount\n`;
    const response = await upload(batchId, 'rice.csv', csv);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('2 of 3 rows have problems; nothing was applied.');
    expect(response.json().errors['rows.3.employee_no']).toEqual(['The employee number is blank.']);
    expect(response.json().errors['rows.4.amount'][0]).toMatch(/"twelve" is not an amount/);
    expect((await get(`batch-entries/${batchId}`)).json().line_count).toBe(0);
  });

  it('keeps a readable file’s lines, each with its problem, and refuses to validate them', async () => {
    const csv = [
      'employee_no,amount,remarks',
      `${ours[0]},"1,500.00",`,
      `${ours[1]},2250.50,second`,
      'NOBODY-1,100.00,',
      `${outsider},300.00,`,
      `${ours[2]},0,`,
      `${ours[0].toLowerCase()},50.00,again`,
    ].join('\n');
    const response = await upload(batchId, 'rice.csv', csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ line_count: 6, error_count: 4, total_amount: '4200.50' });

    const lines = (await get(`batch-entry-lines?filter=${filter({ batch_entry_id: batchId })}&sort=["row_no","ASC"]`)).json();
    expect(lines.map((l: { row_no: number; error: string | null }) => [l.row_no, l.error])).toEqual([
      [2, null],
      [3, null],
      [4, 'There is no employee NOBODY-1.'],
      [5, `${outsider} is not in the payroll group of period ${periodCode}.`],
      [6, 'The amount is zero.'],
      [7, `${ours[0].toLowerCase()} is already on row 2.`],
    ]);

    const refused = await post(`batch-entries/${batchId}/validate`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.lines[0]).toMatch(/^4 of 6 lines have problems\. Row 4: There is no employee NOBODY-1\./);
    expect((await post(`batch-entries/${batchId}/apply`)).statusCode).toBe(409);

    for (const line of lines.filter((l: { error: string | null }) => l.error)) {
      expect((await del(`batch-entry-lines/${line.id}`)).statusCode).toBe(200);
    }
    const added = await post('batch-entry-lines', { batch_entry_id: batchId, employee_no: ours[2], amount: '999.99', remarks: 'typed' });
    expect(added.statusCode, added.body).toBe(200);
    // after the last remaining row
    expect(added.json()).toMatchObject({ row_no: 4, error: null });
    expect((await get(`batch-entries/${batchId}`)).json()).toMatchObject({ line_count: 3, error_count: 0, total_amount: '4750.49' });
  });

  it('validates and applies the batch as one payroll entry per line', async () => {
    const validated = await post(`batch-entries/${batchId}/validate`);
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json().status).toBe('validated');

    const applied = await post(`batch-entries/${batchId}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().status).toBe('applied');
    expect(applied.json().applied_at).toBeTruthy();

    const entries = await t.db
      .selectFrom('payroll_entries as p')
      .innerJoin('employees as e', 'e.id', 'p.employee_id')
      .innerJoin('batch_entry_lines as l', 'l.payroll_entry_id', 'p.id')
      .select(['e.employee_no', 'p.amount', 'p.source_type', 'p.status', 'p.remarks', 'p.payroll_period_id'])
      .where('l.batch_entry_id', '=', batchId)
      .orderBy('l.row_no')
      .execute();
    expect(entries).toEqual([
      {
        employee_no: ours[0],
        amount: '1500.00',
        source_type: 'batch',
        status: 'active',
        remarks: 'Rice subsidy, December',
        payroll_period_id: periodId,
      },
      { employee_no: ours[1], amount: '2250.50', source_type: 'batch', status: 'active', remarks: 'second', payroll_period_id: periodId },
      { employee_no: ours[2], amount: '999.99', source_type: 'batch', status: 'active', remarks: 'typed', payroll_period_id: periodId },
    ]);
  });

  it('refuses any change to an applied batch, then voids its entries', async () => {
    expect((await upload(batchId, 'again.csv', `employee_no,amount\n${ours[0]},1.00\n`)).statusCode).toBe(409);
    expect((await post('batch-entry-lines', { batch_entry_id: batchId, employee_no: ours[0], amount: '1.00' })).statusCode).toBe(409);
    expect((await del(`batch-entries/${batchId}`)).statusCode).toBe(409);

    const voided = await post(`batch-entries/${batchId}/void`);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().status).toBe('void');
    const statuses = await t.db
      .selectFrom('payroll_entries')
      .select('status')
      .where('source_type', '=', 'batch')
      .where('source_id', 'in', t.db.selectFrom('batch_entry_lines').select('id').where('batch_entry_id', '=', batchId))
      .execute();
    expect(statuses).toEqual([{ status: 'void' }, { status: 'void' }, { status: 'void' }]);
    const logged = await t.db
      .selectFrom('transaction_logs')
      .select('action')
      .where('resource', '=', 'batch-entries')
      .where('record_id', '=', String(batchId))
      .orderBy('id')
      .execute();
    expect(logged.map((l) => l.action)).toEqual(expect.arrayContaining(['create', 'upload', 'validate', 'apply', 'void']));
  });

  it('serves the template and keeps the batch to payroll', async () => {
    const template = await get('batch-entries/template?format=csv');
    expect(template.statusCode).toBe(200);
    expect(template.body.split(/\r\n/)[0]).toBe('employee_no,amount,remarks');
    const hr = await t.login('hr@example.com');
    expect((await t.request({ method: 'GET', url: '/api/payroll/batch-entries', token: hr })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/hr/batch-entries', token: hr })).statusCode).toBe(404);
  });
});
