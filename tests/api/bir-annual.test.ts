/**
 * The year's BIR outputs through the API on the fixture year (tests/support/bir-fixture):
 * the 2316 items of worked examples 9 and 12 and of a minimum wage earner, the alphalist
 * schedules in BIR order, the alphalist data file against a golden file byte for byte,
 * the 1604-C check against the 1601-C returns (zero difference, then exactly the month
 * of a deliberately altered payslip), and the 2316 PDFs (one and all) that render.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BIR_YEAR, seedBirYear, type BirFixture } from '../support/bir-fixture';
import { useTestApp } from './test-app';
import { expectGolden as golden } from '../support/golden';
import { expectRendersFirstPage } from '../support/pdf';

const t = useTestApp();
let token: string;
let fixture: BirFixture;
const get = (path: string) => t.request({ method: 'GET', url: `/api/payroll/${path}`, token });
const post = (path: string, payload: object = {}) => t.request({ method: 'POST', url: `/api/payroll/${path}`, token, payload });
const filter = (f: object) => encodeURIComponent(JSON.stringify(f));

beforeAll(async () => {
  token = await t.login('payroll@example.com');
  fixture = await seedBirYear(t.db);
});

describe('BIR Form 2316', () => {
  let certificates: Record<string, { items: Record<string, string> } & Record<string, unknown>>;

  it('lists the year\u2019s certificates, final where the year-end annualisation is posted', async () => {
    const res = await get(`bir-2316-certificates?filter=${filter({ year: BIR_YEAR })}&range=[0,99]`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('bir-2316-certificates 0-2/3');
    const rows = res.json() as (typeof certificates)[string][];
    expect(rows.map((r) => r.employee_name)).toEqual(['DELA CRUZ, ANA MARIE', 'REYES, CARLA', 'SANTOS, BEN LUIS']);
    certificates = Object.fromEntries(rows.map((r) => [String(r.last_name), r]));
    expect(rows.every((r) => r.status === 'final')).toBe(true);
  });

  it('Example 9: items 19, 34, 36, 38, 39, 52, 24 and 25A; the refund leaves tax withheld equal to tax due', () => {
    const ana = certificates['DELA CRUZ'];
    expect(ana).toMatchObject({
      period_from: `${BIR_YEAR}-07-01`,
      is_mwe: false,
      substituted_filing: true,
      year_end_adjustment: '-20505.10',
    });
    expect(ana.items).toMatchObject({
      '19': '325000.00',
      '34': '25000.00',
      '36': '19200.00',
      '38': '44200.00',
      '39': '280800.00',
      '52': '280800.00',
      '24': '4620.00',
      '25A': '4620.00',
      '26': '4620.00',
    });
  });

  it('Example 12: de minimis 30,000 (item 35), 90,000 exempt (34), 11,000 taxable 13th month (48), contributions 44,400 (36)', () => {
    const carla = certificates.REYES;
    expect(carla.items).toMatchObject({
      '35': '30000.00',
      '34': '90000.00',
      '48': '11000.00',
      '36': '44400.00',
      '24': '104150.00',
      '25A': '104150.00',
    });
    // 12 × (70,000 + 3,000) + 10,000 + 70,000 + 15,000
    expect(carla.items['19']).toBe('971000.00');
    expect(carla.year_end_adjustment).toBe('10997.60');
  });

  it('a minimum wage earner: item 11 marked, SMW per day, exempt pay in items 29 to 31, nothing taxable', () => {
    const ben = certificates.SANTOS;
    expect(ben).toMatchObject({ is_mwe: true, smw_per_day: '695.00', tax_due: '0.00', substituted_filing: true });
    expect(ben.items).toMatchObject({ '29': '30276.00', '52': '0.00', '36': '3084.00' });
    expect(ben.items['38']).toBe(ben.items['19']);
  });

  it('prints one certificate and all of them as PDFs that render', async () => {
    const one = await get(`bir-2316-certificates/${fixture.employees.ana}/pdf?year=${BIR_YEAR}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.rawPayload.toString('latin1')).toContain('Certificate of Compensation Payment/Tax Withheld');
    expectRendersFirstPage(one.rawPayload);
    const all = await get(`bir-2316-certificates/pdf?year=${BIR_YEAR}`);
    expect(all.rawPayload.toString('latin1')).toContain('/Count 3');
    expectRendersFirstPage(all.rawPayload);
    expect((await get(`bir-2316-certificates/pdf?year=2019`)).statusCode).toBe(404);
  });
});

describe('the alphalist and the 1604-C', () => {
  it('splits the schedules: employees other than MWEs in schedule 1, MWEs in schedule 2, numbered alphabetically', async () => {
    const one = (await get(`alphalist-entries?filter=${filter({ year: BIR_YEAR, schedule: 1 })}`)).json();
    expect(one.map((r: { sequence_no: number; last_name: string }) => [r.sequence_no, r.last_name])).toEqual([
      [1, 'DELA CRUZ'],
      [2, 'REYES'],
    ]);
    expect(one[0]).toMatchObject({
      tax_withheld_present_jan_nov: '25125.10',
      year_end_adjustment: '-20505.10',
      tax_withheld_as_adjusted: '4620.00',
    });
    const two = (await get(`alphalist-entries?filter=${filter({ year: BIR_YEAR, schedule: 2 })}`)).json();
    expect(two).toHaveLength(1);
    expect(two[0]).toMatchObject({ last_name: 'SANTOS', schedule: 2, smw_per_day: '695.00' });
    expect((await get(`alphalist-entries?filter=${filter({ schedule: 1 })}`)).statusCode).toBe(422);
  });

  it('exports the alphalist data file as the golden file, byte for byte', async () => {
    const res = await get(`bir-1604c/alphalist?year=${BIR_YEAR}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/1231\d{4}1604C\.DAT"$/);
    golden('alphalist-2031.dat', res.body);
    expect(res.body.split('\r\n')[0]).toMatch(/^H1604C,/);
  });

  it('reconciles the schedules with the year\u2019s 1601-C returns, then names the month of an altered payslip', async () => {
    for (let month = 1; month <= 12; month++)
      expect((await post('bir-1601c-returns/generate', { year: BIR_YEAR, month })).statusCode).toBe(200);
    const summary = (await get(`bir-1604c?year=${BIR_YEAR}`)).json();
    expect(summary).toMatchObject({ schedule_1_count: 2, schedule_2_count: 1, reconciles: true, difference: '0.00', issues: [] });
    // 4,620.00 + 104,150.00 + 0.00
    expect(summary.schedule_tax_withheld_total).toBe('108770.00');
    expect(summary.remitted_total).toBe('108770.00');
    expect(summary.year_end_adjustment_total).toBe('-9507.50');
    expect(summary.months).toHaveLength(12);

    const march = await t.db
      .selectFrom('payslips as ps')
      .innerJoin('payroll_periods as pp', 'pp.id', 'ps.payroll_period_id')
      .select('ps.id')
      .where('ps.employee_id', '=', fixture.employees.carla)
      .where('pp.pay_date', '=', `${BIR_YEAR}-03-31`)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('payslips').set({ withholding_tax: '8468.41' }).where('id', '=', march.id).execute();
    const altered = (await get(`bir-1604c?year=${BIR_YEAR}`)).json();
    expect(altered).toMatchObject({ reconciles: false, difference: '0.01' });
    expect(altered.issues).toEqual([`03/${BIR_YEAR}: the 1601-C says 8468.40 but the posted payslips now say 8468.41.`]);
    expect(altered.months[2]).toMatchObject({ month: 3, difference: '-0.01' });
  });
});

describe('the 1604-C Part I items 2, 3 and 11 to 13, stored and printed', () => {
  it('proposes items 11 to 13 from the year-end refund before anything is stored', async () => {
    const summary = (await get(`bir-1604c?year=${BIR_YEAR}`)).json();
    expect(summary.stored_return).toBeNull();
    // DELA CRUZ's refund of 20,505.10 paid with the December payroll, netted in December's 1601-C
    expect(summary.items).toEqual({
      amended: false,
      sheets_attached: 0,
      refunds_released: true,
      refund_date: expect.stringMatching(new RegExp(`^${BIR_YEAR}-12-`)),
      over_remittance: '20505.10',
      first_crediting_month: `${BIR_YEAR}-12`,
    });
    // Part II: each month's total amount remitted is its taxes withheld, adjustment and penalties
    for (const m of summary.months) expect(m.total_remitted).toBe(m.taxes_withheld);
  });

  it('checks what the officer states (422), then stores the items on the draft return', async () => {
    const missingDate = await post('bir-1604c/generate', { year: BIR_YEAR, refunds_released: true, refund_date: null });
    expect(missingDate.statusCode).toBe(422);
    expect(missingDate.json().errors.refund_date).toBeDefined();
    expect((await post('bir-1604c/generate', { year: BIR_YEAR, first_crediting_month: `${BIR_YEAR}-13` })).statusCode).toBe(422);
    expect((await post('bir-1604c/generate', { year: BIR_YEAR, sheets_attached: -1 })).statusCode).toBe(422);
    const noMonth = await post('bir-1604c/generate', { year: BIR_YEAR, first_crediting_month: null });
    expect(noMonth.statusCode).toBe(422);
    expect(noMonth.json().errors.first_crediting_month[0]).toMatch(/item 13/);
    expect(await t.db.selectFrom('bir_1604c_returns').select('id').execute()).toEqual([]);

    const ok = await post('bir-1604c/generate', { year: BIR_YEAR, sheets_attached: 2 });
    expect(ok.statusCode, ok.body).toBe(200);
    const stored = await t.db
      .selectFrom('bir_1604c_returns')
      .select(['status', 'amended', 'sheets_attached', 'refunds_released', 'refund_date', 'over_remittance', 'first_crediting_month'])
      .where('id', '=', ok.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      status: 'draft',
      amended: false,
      sheets_attached: 2,
      refunds_released: true,
      over_remittance: '20505.10',
      first_crediting_month: `${BIR_YEAR}-12`,
    });
    const summary = (await get(`bir-1604c?year=${BIR_YEAR}`)).json();
    expect(summary.items).toMatchObject({ sheets_attached: 2, refund_date: stored.refund_date });
    expect(summary.stored_return).toMatchObject({ id: ok.json().id, amendment_no: 0, status: 'draft' });

    // stating no refund clears its date
    await post('bir-1604c/generate', { year: BIR_YEAR, refunds_released: false, over_remittance: '0', first_crediting_month: null });
    expect((await get(`bir-1604c?year=${BIR_YEAR}`)).json().items).toMatchObject({
      refunds_released: false,
      refund_date: null,
      over_remittance: '0.00',
      first_crediting_month: null,
    });
  });

  it('prints the return in the form\u2019s layout with items 11 to 13 and Part II', async () => {
    await post('bir-1604c/generate', { year: BIR_YEAR, sheets_attached: 1 });
    const pdf = await get(`bir-1604c/pdf?year=${BIR_YEAR}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdf.rawPayload.toString('latin1');
    expect(text).toContain('Annual Information Return of Income Taxes Withheld on Compensation');
    expect(text).toContain('have you released the refunds to your employees');
    expect(text).toContain('20,505.10');
    expect(text).toContain(`12/${BIR_YEAR}`);
    expectRendersFirstPage(pdf.rawPayload);
    expect((await get('bir-1604c/pdf?year=20x1')).statusCode).toBe(422);
  });
});

describe('the 1604-C lifecycle: draft, final, filed, amended', () => {
  it('finalizes only when every employee has a final 2316 stored, then files it once (409 out of turn, 422 bad date)', async () => {
    const early = await post('bir-1604c/finalize', { year: BIR_YEAR });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/3 employee\(s\) have no final BIR Form 2316 stored/);
    expect(
      (await post('bir-1604c/mark-filed', { year: BIR_YEAR, filed_at: `${BIR_YEAR + 1}-01-31`, filing_reference: 'X' })).statusCode,
    ).toBe(409);
    expect((await post('bir-2316-certificates/generate', { year: BIR_YEAR })).json()).toMatchObject({ finalized: 3 });
    const final = await post('bir-1604c/finalize', { year: BIR_YEAR });
    expect(final.statusCode, final.body).toBe(200);
    expect((await post('bir-1604c/finalize', { year: BIR_YEAR })).statusCode).toBe(409);
    expect((await post('bir-1604c/generate', { year: BIR_YEAR })).statusCode).toBe(409);

    const sameYear = await post('bir-1604c/mark-filed', { year: BIR_YEAR, filed_at: `${BIR_YEAR}-12-31`, filing_reference: 'EFPS-1' });
    expect(sameYear.statusCode).toBe(422);
    expect(sameYear.json().errors.filed_at).toBeDefined();
    expect((await post('bir-1604c/mark-filed', { year: BIR_YEAR, filed_at: `${BIR_YEAR + 1}-01-31` })).statusCode).toBe(422);
    const filed = await post('bir-1604c/mark-filed', {
      year: BIR_YEAR,
      filed_at: `${BIR_YEAR + 1}-01-31`,
      filing_reference: 'EFPS-1604C-1',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect((await get(`bir-1604c?year=${BIR_YEAR}`)).json().stored_return).toMatchObject({
      amendment_no: 0,
      status: 'filed',
      filed_at: `${BIR_YEAR + 1}-01-31`,
      filing_reference: 'EFPS-1604C-1',
    });
  });

  it('amends a filed return into the next amendment in draft (item 2: Yes) and keeps the filed one', async () => {
    const amended = await post('bir-1604c/amend', { year: BIR_YEAR });
    expect(amended.statusCode, amended.body).toBe(200);
    const rows = await t.db
      .selectFrom('bir_1604c_returns')
      .select(['amendment_no', 'status', 'amended', 'filing_reference', 'schedule_1_count', 'alphalist_attachment_id'])
      .orderBy('amendment_no')
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({ amendment_no: 0, status: 'filed', amended: false, filing_reference: 'EFPS-1604C-1' }),
      expect.objectContaining({ amendment_no: 1, status: 'draft', amended: true, schedule_1_count: 2 }),
    ]);
    expect(rows[1].alphalist_attachment_id).not.toBeNull();
    const summary = (await get(`bir-1604c?year=${BIR_YEAR}`)).json();
    expect(summary.items.amended).toBe(true);
    expect(summary.stored_return).toMatchObject({ amendment_no: 1, status: 'draft' });
    expect((await get(`bir-1604c/pdf?year=${BIR_YEAR}`)).rawPayload.toString('latin1')).toMatch(/Yes \\?\(No\. 1\\?\)/);
    expect((await post('bir-1604c/amend', { year: BIR_YEAR })).statusCode).toBe(409);
    expect((await post('bir-1604c/amend', { year: 2019 })).statusCode).toBe(404);
  });
});
