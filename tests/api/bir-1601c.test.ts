/**
 * BIR Form 1601-C through the API on a year of known payslips (tests/support/bir-fixture):
 * the month's items from posted payslips checked against the worked examples and a
 * checked-in golden file byte for byte, the monthly ITW rows adding up to the return,
 * the draft → final → filed lifecycle with an amended return, the guards (409/422/403),
 * the audit rows, and the form as a PDF that renders.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BIR_YEAR, seedBirYear, type BirFixture } from '../support/bir-fixture';
import { useTestApp } from './test-app';
import { expectGolden as golden } from '../support/golden';
import { expectRendersFirstPage } from '../support/pdf';

const t = useTestApp();
let token: string;
let fixture: BirFixture;
const post = (path: string, payload: object = {}) => t.request({ method: 'POST', url: `/api/payroll/${path}`, token, payload });
const put = (path: string, payload: object) => post(`${path}/adjustments`, payload);
const get = (path: string) => t.request({ method: 'GET', url: `/api/payroll/${path}`, token });
const filter = (f: object) => encodeURIComponent(JSON.stringify(f));

const ITEMS = [
  'total_compensation',
  'nt_mwe_basic',
  'nt_mwe_premiums',
  'nt_thirteenth_month_other_benefits',
  'nt_de_minimis',
  'nt_contributions_union_dues',
  'nt_other',
  'total_non_taxable',
  'total_taxable_compensation',
  'taxable_not_subject_to_withholding',
  'net_taxable_compensation',
  'total_taxes_withheld',
  'adjustment_prior_months',
  'tax_remitted_previously',
  'penalties_surcharge',
  'penalties_interest',
  'penalties_compromise',
  'total_amount_payable',
] as const;
const itemsOf = (r: Record<string, unknown>) => Object.fromEntries(ITEMS.map((k) => [k, r[k]]));

beforeAll(async () => {
  token = await t.login('payroll@example.com');
  fixture = await seedBirYear(t.db);
});

describe('the monthly ITW', () => {
  it('classifies November: the MWE of Example 3, and the others', async () => {
    const res = await get(`monthly-tax-withholdings?filter=${filter({ year: BIR_YEAR, month: 11 })}&range=[0,99]`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Record<string, unknown>[];
    expect(res.headers['content-range']).toBe('monthly-tax-withholdings 0-2/3');
    const ben = rows.find((r) => r.employee_id === fixture.employees.ben)!;
    // docs/statutory.md Example 3: item 14 18,704.19; item 15 15,138.00; item 16 2,024.19; item 19 1,542.00; taxable 0
    expect(ben).toMatchObject({
      is_mwe: true,
      tin: '444555666',
      gross_compensation: '18704.19',
      nt_mwe_basic: '15138.00',
      nt_mwe_premiums: '2024.19',
      nt_contributions_union_dues: '1542.00',
      total_non_taxable: '18704.19',
      taxable_compensation: '0.00',
      tax_withheld: '0.00',
    });
    const ana = rows.find((r) => r.employee_id === fixture.employees.ana)!;
    // Example 9: two cut-offs of 25,000 less 1,600 contributions, 2,284.10 withheld each
    expect(ana).toMatchObject({
      gross_compensation: '50000.00',
      nt_contributions_union_dues: '3200.00',
      taxable_compensation: '46800.00',
      tax_withheld: '4568.20',
    });
    const carla = rows.find((r) => r.employee_id === fixture.employees.carla)!;
    // Example 12: 2,500 rice de minimis, 500 excess within the 90,000 pool, 8,468.40 withheld
    expect(carla).toMatchObject({
      gross_compensation: '73000.00',
      nt_de_minimis: '2500.00',
      nt_thirteenth_month_other_benefits: '500.00',
      nt_contributions_union_dues: '3700.00',
      taxable_compensation: '66300.00',
      tax_withheld: '8468.40',
    });
  });

  it('asks for the year and month (422)', async () => {
    const res = await get(`monthly-tax-withholdings?filter=${filter({ year: BIR_YEAR })}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.month).toBeDefined();
  });
});

describe('the 1601-C of December', () => {
  let id: number;

  it('generates the return from posted payslips: the year-end refund and adjustment net in item 25', async () => {
    const res = await post('bir-1601c-returns/generate', { year: BIR_YEAR, month: 12 });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    id = r.id;
    expect(r).toMatchObject({ year: BIR_YEAR, month: 12, amendment_no: 0, status: 'draft', employee_count: 3 });
    // Ana: 2,284.10 on 15 Dec, refund 20,505.10 on 31 Dec; Ben 0; Carla 10,997.60
    expect(r.total_taxes_withheld).toBe('-7223.40');
    golden('bir-1601c-2031-12.json', `${JSON.stringify(itemsOf(r), null, 2)}\n`);
    const itw = (await get(`monthly-tax-withholdings?filter=${filter({ year: BIR_YEAR, month: 12 })}&range=[0,99]`)).json() as Record<
      string,
      string
    >[];
    const sum = (field: string) => (itw.reduce((s, row) => s + Math.round(Number(row[field]) * 100), 0) / 100).toFixed(2);
    expect(sum('gross_compensation')).toBe(r.total_compensation);
    expect(sum('tax_withheld')).toBe(r.total_taxes_withheld);
    expect(sum('taxable_compensation')).toBe(r.total_taxable_compensation);
  });

  it('regenerates while draft; edits adjustments and penalties; refuses negative penalties (422)', async () => {
    expect((await post('bir-1601c-returns/generate', { year: BIR_YEAR, month: 12 })).json().id).toBe(id);
    const bad = await put(`bir-1601c-returns/${id}`, { penalties_interest: '-1.00' });
    expect(bad.statusCode).toBe(422);
    const noFloat = await put(`bir-1601c-returns/${id}`, { penalties_interest: 12.5 });
    expect(noFloat.statusCode).toBe(422);
    const edited = await put(`bir-1601c-returns/${id}`, { adjustment_prior_months: '-100.00', penalties_interest: '12.50' });
    expect(edited.statusCode).toBe(200);
    // 27 = -7,223.40 - 100.00; 36 = 27 + 12.50
    expect(edited.json().total_amount_payable).toBe('-7310.90');
    const filing = await post(`bir-1601c-returns/${id}/mark-filed`, { filed_at: `${BIR_YEAR + 1}-01-15`, filing_reference: 'X' });
    expect(filing.statusCode).toBe(409);
  });

  it('finalizes, refuses to regenerate or edit (409), files, and amends with the tax remitted in item 28', async () => {
    expect((await post(`bir-1601c-returns/${id}/finalize`)).json().status).toBe('final');
    expect((await post('bir-1601c-returns/generate', { year: BIR_YEAR, month: 12 })).statusCode).toBe(409);
    expect((await put(`bir-1601c-returns/${id}`, { penalties_interest: '0.00' })).statusCode).toBe(409);
    const early = await post(`bir-1601c-returns/${id}/mark-filed`, { filed_at: `${BIR_YEAR}-12-31`, filing_reference: 'EFPS-1' });
    expect(early.statusCode).toBe(422);
    const filed = await post(`bir-1601c-returns/${id}/mark-filed`, {
      filed_at: `${BIR_YEAR + 1}-01-15`,
      filing_reference: 'EFPS-2032-0001',
    });
    expect(filed.json()).toMatchObject({ status: 'filed', filed_at: `${BIR_YEAR + 1}-01-15`, filing_reference: 'EFPS-2032-0001' });
    const amended = await post(`bir-1601c-returns/${id}/amend`);
    expect(amended.statusCode).toBe(200);
    expect(amended.json()).toMatchObject({
      amendment_no: 1,
      status: 'draft',
      adjustment_prior_months: '-100.00',
      tax_remitted_previously: '0.00',
    });
    expect((await post(`bir-1601c-returns/${id}/amend`)).statusCode).toBe(409);
    const list = await get(`bir-1601c-returns?filter=${filter({ year: BIR_YEAR, month: 12 })}&sort=${filter(['amendment_no', 'ASC'])}`);
    expect(list.json().map((r: { amendment_no: number; status: string }) => [r.amendment_no, r.status])).toEqual([
      [0, 'filed'],
      [1, 'draft'],
    ]);
    // November: 13,036.60 remitted with the original, so the amendment carries it in item 28
    const november = (await post('bir-1601c-returns/generate', { year: BIR_YEAR, month: 11 })).json();
    expect(november.total_taxes_withheld).toBe('13036.60');
    await post(`bir-1601c-returns/${november.id}/finalize`);
    await post(`bir-1601c-returns/${november.id}/mark-filed`, { filed_at: `${BIR_YEAR}-12-10`, filing_reference: 'EFPS-2031-0011' });
    const amendedNovember = (await post(`bir-1601c-returns/${november.id}/amend`)).json();
    expect(amendedNovember).toMatchObject({ amendment_no: 1, tax_remitted_previously: '13036.60', total_amount_payable: '0.00' });
    const logs = await t.db.selectFrom('transaction_logs').select('action').where('resource', '=', 'bir-1601c-returns').execute();
    expect(logs.map((l) => l.action)).toEqual(expect.arrayContaining(['generate', 'update', 'finalize', 'mark-filed', 'amend']));
  });

  it('prints the form as a PDF that renders', async () => {
    const res = await get(`bir-1601c-returns/${id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.toString('latin1')).toContain('Monthly Remittance Return of Income Taxes Withheld on Compensation');
    expectRendersFirstPage(pdf);
  });

  it('refuses a month with a computed, unposted period (409), and other portals (403)', async () => {
    const group = await t.db.selectFrom('payroll_groups').select('id').orderBy('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('payroll_periods')
      .values({
        payroll_group_id: group.id,
        code: 'BIR-TEST-OPEN',
        period_type: 'special',
        year: BIR_YEAR,
        month: 10,
        contribution_year: BIR_YEAR,
        contribution_month: 10,
        pay_date: `${BIR_YEAR}-10-20`,
        status: 'computed',
      })
      .execute();
    const res = await post('bir-1601c-returns/generate', { year: BIR_YEAR, month: 10 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('BIR-TEST-OPEN');
    const hr = await t.login('hr@example.com');
    const denied = await t.request({ method: 'GET', url: '/api/payroll/bir-1601c-returns', token: hr });
    expect(denied.statusCode).toBe(403);
  });
});
