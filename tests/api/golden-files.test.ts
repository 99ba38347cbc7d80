/**
 * Golden files of every output a payroll officer hands to SSS, PhilHealth, Pag-IBIG and the
 * BIR, through real HTTP, for the fixture year with known figures (tests/support/bir-fixture,
 * `full`): a minimum wage earner (SANTOS), a mid-year hire with a previous employer
 * (ESTRADA), a separated employee with a final pay (DIAZ), a year-end refund (DELA CRUZ)
 * and a year-end payable (REYES). Each file is compared with tests/api/golden byte for byte
 * (UPDATE_GOLDEN=1 rewrites them); the figures the expected files hold are checked here
 * against docs/statutory.md §9 and the worked examples too, so a golden file is never only a
 * snapshot.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIR_YEAR, seedBirYear, type BirFixture } from '../support/bir-fixture';
import { expectGolden as golden, GOLDEN } from '../support/golden';
import { expectRendersFirstPage } from '../support/pdf';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
let fixture: BirFixture;
const get = (path: string) => t.request({ method: 'GET', url: `/api/payroll/${path}`, token });
const post = (path: string, payload: object = {}) => t.request({ method: 'POST', url: `/api/payroll/${path}`, token, payload });
const filter = (f: object) => encodeURIComponent(JSON.stringify(f));

/** JSON without the database's ids: an employee is named by the fixture's key. */
function stable(value: unknown): string {
  const keys = new Map(Object.entries(fixture.employees).map(([key, id]) => [id, key]));
  return `${JSON.stringify(
    value,
    (name, v) => {
      if (name === 'id' || name === 'return_id' || name === 'certificate_id') return undefined;
      if (name === 'employee_id') return keys.get(v) ?? v;
      return v;
    },
    2,
  )}\n`;
}

/** Generates the remittance of a month and returns its stored upload file. */
async function agencyFile(agency: string, remittance_type: string, month: number) {
  const generated = await post('remittances/generate', { agency, remittance_type, year: BIR_YEAR, month });
  expect(generated.statusCode, generated.body).toBe(200);
  const file = await get(`remittances/${generated.json().id}/file`);
  expect(file.statusCode).toBe(200);
  return file;
}

const csv = (text: string) =>
  text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

beforeAll(async () => {
  token = await t.login('payroll@example.com');
  fixture = await seedBirYear(t.db, 'payroll@example.com', { full: true });
});

describe('the agency contribution files', () => {
  it('SSS R-3 for April: the separated employee with the separation date, SS in the 1st month of the quarter column', async () => {
    const file = await agencyFile('sss', 'contribution', 4);
    expect(file.headers['content-disposition']).toMatch(/sss-r3-2031-04\.txt/);
    golden('sss-r3-2031-04.txt', file.body);
    const lines = file.body.split('\r\n');
    // header: record 00, employer number, name, quarter ending 06/2031, applicable month 04/2031, regular employer
    expect(lines[0]).toMatch(/^000312345678SAMPLE RETAIL CORP\.\s+06\/203104\/2031R$/);
    const diaz = lines.find((l) => l.includes('DIAZ'))!;
    // 36,000 a month: SSS MSC 35,000 → EE 1,750 + ER 3,500 (incl. MPF) = 5,250.00, EC 30.00 (§1.1), separated 04/30/2031
    expect(diaz.startsWith('203412345674DIAZ')).toBe(true);
    expect(diaz).toContain('P0005250.000000000.000000000.0000030.00');
    expect(diaz.endsWith('04302031')).toBe(true);
    // REYES and DIAZ are paid in April (the others are hired later or are MWE from November)
    expect(lines.filter((l) => l.startsWith('20'))).toHaveLength(2);
  });

  it('PhilHealth RF-1 for August: the new hire marked NH from her hire date, premium 5% of the basic salary', async () => {
    const file = await agencyFile('philhealth', 'contribution', 8);
    golden('philhealth-rf1-2031-08.csv', file.body);
    const rows = csv(file.body);
    expect(rows[0]).toEqual(['H', '200123456789', '123456789', 'SAMPLE RETAIL CORP.']);
    const emma = rows.find((r) => r[2] === 'ESTRADA')!;
    // 60,000 × 5% = 3,000 → PS 1,500.00, ES 1,500.00; PIN given, so no birth date or sex
    expect(emma).toEqual(['D', '010123456785', 'ESTRADA', 'EMMA', '', 'GO', '', '', '60000.00', '1500.00', '1500.00', 'NH', '08/01/2031']);
    const ana = rows.find((r) => r[2] === 'DELA CRUZ')!;
    expect(ana.slice(8, 11)).toEqual(['50000.00', '1250.00', '1250.00']);
    expect(rows.at(-1)).toEqual(['T', '3', String((3000 + 2500 + 3500 * 1).toFixed(2))]);
  });

  it('Pag-IBIG MCRF for April: monthly compensation, EE and ER 200.00 at the 10,000 fund salary cap (Circular 460), separated S', async () => {
    const file = await agencyFile('pagibig', 'contribution', 4);
    golden('pagibig-mcrf-2031-04.csv', file.body);
    const rows = csv(file.body);
    expect(rows[0].slice(0, 2)).toEqual(['EH', '201234567890']);
    const diaz = rows.find((r) => r[3] === 'DIAZ')!;
    expect(diaz).toEqual(['DT', '121012345674', '', 'DIAZ', 'DANTE', '', 'PADILLA', '36000.00', '200.00', '200.00', '400.00', 'S']);
    expect(rows.at(-1)).toEqual(['ET', '2', '800.00']);
  });
});

describe('the agency loan files', () => {
  it('SSS loan collection list for December: the salary loan amortisation of REYES', async () => {
    const file = await agencyFile('sss', 'loan', 12);
    golden('sss-loan-collection-2031-12.csv', file.body);
    const rows = csv(file.body);
    expect(rows.slice(2)).toEqual([
      ['D', '3412345673', 'REYES', 'CARLA', '', 'SALARY', '06/10/2031', 'SL-2031-000123', '1500.00'],
      ['T', '1', '1500.00'],
    ]);
  });

  it('Pag-IBIG STL remittance for December: the multi-purpose loan of DELA CRUZ', async () => {
    const file = await agencyFile('pagibig', 'loan', 12);
    golden('pagibig-stl-2031-12.csv', file.body);
    const rows = csv(file.body);
    expect(rows.slice(2)).toEqual([
      ['D', '121012345671', 'DELA CRUZ', 'ANA', 'M', 'MULTI_PURPOSE', 'MPL-2031-004567', 'MPL-2031-004567', '1000.00'],
      ['T', '1', '1000.00'],
    ]);
  });
});

describe('BIR Form 2316', () => {
  let certificates: Record<string, { items: Record<string, string> } & Record<string, unknown>>;

  it('lists the five certificates as the golden file, every one final', async () => {
    const res = await get(`bir-2316-certificates?filter=${filter({ year: BIR_YEAR })}&range=[0,99]`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as (typeof certificates)[string][];
    golden('bir-2316-2031.json', stable(rows));
    certificates = Object.fromEntries(rows.map((r) => [String(r.last_name), r]));
    expect(rows.map((r) => r.status)).toEqual(['final', 'final', 'final', 'final', 'final']);
  });

  it('the separated employee (Example 10): January to the separation date, everything withheld refunded, no tax due, files their own return', () => {
    const diaz = certificates.DIAZ;
    expect(diaz).toMatchObject({
      period_from: `${BIR_YEAR}-01-01`,
      period_to: `${BIR_YEAR}-04-30`,
      separated: true,
      tax_due: '0.00',
      year_end_adjustment: '-6465.90',
      // not the whole year with this employer: no substituted filing
      substituted_filing: false,
    });
    // 4 × 36,000 + 12,000 13th month + 6,620.69 SIL; contributions 4 × 2,850; taxable 144,000 − 11,400
    expect(diaz.items).toMatchObject({
      '19': '162620.69',
      '34': '12000.00',
      '35': '6620.69',
      '36': '11400.00',
      '52': '132600.00',
      '24': '0.00',
      '25A': '0.00',
    });
  });

  it('the mid-year hire with a previous employer: Part III and items 22, 23, 25B, 26; no substituted filing', () => {
    const emma = certificates.ESTRADA;
    expect(emma.previous_employer).toEqual({
      tin: '222333444',
      name: 'Northwind Trading Inc.',
      address: '88 Ortigas Ave., Pasig City',
      taxable: '329000.00',
      non_taxable: '20300.00',
      tax_withheld: '30000.00',
      period_from: `${BIR_YEAR}-01-06`,
      period_to: `${BIR_YEAR}-07-31`,
      thirteenth_month_and_other_benefits: '0.00',
      other_non_taxable: '20300.00',
    });
    // present: 5 × 60,000 + 25,000; contributions 5 × 3,450; taxable 300,000 − 17,250 = 282,750
    // annual taxable 329,000 + 282,750 = 611,750 → 22,500 + 20% × 211,750 = 64,850.00 (§4.3)
    // withheld: 4 × 6,518.40 (Aug–Nov) + December 64,850 − 30,000 − 26,073.60 = 8,776.40 → 34,850.00
    expect(emma.items).toMatchObject({
      '19': '325000.00',
      '34': '25000.00',
      '36': '17250.00',
      '38': '42250.00',
      '52': '282750.00',
      '22': '329000.00',
      '23': '611750.00',
      '24': '64850.00',
      '25A': '34850.00',
      '25B': '30000.00',
      '26': '64850.00',
      '28': '64850.00',
    });
    expect(emma).toMatchObject({ period_from: `${BIR_YEAR}-08-01`, year_end_adjustment: '8776.40', substituted_filing: false });
  });

  it('prints the previous employer on the certificate, and all five as PDFs that render', async () => {
    const one = await get(`bir-2316-certificates/${fixture.employees.emma}/pdf?year=${BIR_YEAR}`);
    expect(one.statusCode).toBe(200);
    const text = one.rawPayload.toString('latin1');
    expect(text).toContain('Northwind Trading Inc.');
    expect(text).toContain('222-333-444-00000');
    expectRendersFirstPage(one.rawPayload);
    const all = await get(`bir-2316-certificates/pdf?year=${BIR_YEAR}`);
    expect(all.rawPayload.toString('latin1')).toContain('/Count 5');
    expectRendersFirstPage(all.rawPayload);
  });
});

describe('all of a year\u2019s 2316 as a print job with progress', () => {
  it('starts the job (202), reports its progress to the last certificate, then serves the PDF', async () => {
    const started = await post('bir-2316-certificates/pdf-jobs', { year: BIR_YEAR });
    expect(started.statusCode, started.body).toBe(202);
    const id = started.json().id;
    let job = (await get(`bir-2316-certificates/pdf-jobs/${id}`)).json();
    for (let i = 0; i < 100 && job.status === 'running'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await get(`bir-2316-certificates/pdf-jobs/${id}`)).json();
    }
    expect(job).toMatchObject({ status: 'done', progress_total: 5, progress_done: 5, message: `5 BIR Form 2316 of ${BIR_YEAR} printed.` });
    const file = await get(`bir-2316-certificates/pdf-jobs/${id}/file`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.toString('latin1')).toContain('/Count 5');
    expectRendersFirstPage(file.rawPayload);
  });

  it('a year nobody was paid in fails with the reason; an unknown job is 404; a bad year 422', async () => {
    const started = await post('bir-2316-certificates/pdf-jobs', { year: 2019 });
    expect(started.statusCode).toBe(202);
    let job = (await get(`bir-2316-certificates/pdf-jobs/${started.json().id}`)).json();
    for (let i = 0; i < 100 && job.status === 'running'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await get(`bir-2316-certificates/pdf-jobs/${started.json().id}`)).json();
    }
    expect(job).toMatchObject({ status: 'failed', message: 'No employee was paid in that year.' });
    expect((await get(`bir-2316-certificates/pdf-jobs/${started.json().id}/file`)).statusCode).toBe(404);
    expect((await get('bir-2316-certificates/pdf-jobs/999999')).statusCode).toBe(404);
    expect((await post('bir-2316-certificates/pdf-jobs', { year: 1999 })).statusCode).toBe(422);
  });
});

describe('the 1604-C and its alphalists', () => {
  it('schedule 1 (four non-MWEs) and schedule 2 (the MWE) in BIR column order, as the golden files', async () => {
    const one = (await get(`alphalist-entries?filter=${filter({ year: BIR_YEAR, schedule: 1 })}&range=[0,99]`)).json();
    golden('alphalist-schedule-1-2031.json', stable(one));
    expect(one.map((r: { sequence_no: number; last_name: string }) => `${r.sequence_no} ${r.last_name}`)).toEqual([
      '1 DELA CRUZ',
      '2 DIAZ',
      '3 ESTRADA',
      '4 REYES',
    ]);
    const estrada = one.find((r: { last_name: string }) => r.last_name === 'ESTRADA');
    // columns 8 and 12: the previous employer's TIN and figures; the present employer's tax as adjusted
    expect(estrada).toMatchObject({
      previous_employer_tin: '222333444',
      previous_taxable: '329000.00',
      previous_non_taxable: '20300.00',
      total_taxable: '611750.00',
      tax_withheld_previous: '30000.00',
      tax_withheld_present_jan_nov: '26073.60',
      year_end_adjustment: '8776.40',
      tax_withheld_as_adjusted: '34850.00',
    });
    const diaz = one.find((r: { last_name: string }) => r.last_name === 'DIAZ');
    // column 6: a reason of separation; column 5b: the separation date
    expect(diaz).toMatchObject({ period_to: `${BIR_YEAR}-04-30`, reason_of_separation: 'T', tax_withheld_as_adjusted: '0.00' });
    const two = (await get(`alphalist-entries?filter=${filter({ year: BIR_YEAR, schedule: 2 })}&range=[0,99]`)).json();
    golden('alphalist-schedule-2-2031.json', stable(two));
    expect(two).toHaveLength(1);
    expect(two[0]).toMatchObject({ last_name: 'SANTOS', smw_per_day: '695.00', factor: '313', tax_due: '0.00' });
  });

  it('exports the alphalist data file of the five as the golden file', async () => {
    const res = await get(`bir-1604c/alphalist?year=${BIR_YEAR}`);
    expect(res.statusCode).toBe(200);
    golden('alphalist-2031-full.dat', res.body);
    const lines = res.body.split('\r\n');
    expect(lines.filter((l) => l.startsWith('D1,'))).toHaveLength(4);
    expect(lines.filter((l) => l.startsWith('D2,'))).toHaveLength(1);
  });

  it('gives schedule 1 the previous employer of the mid-year hire: columns 8 to 12j, from her previous employer\u2019s 2316', async () => {
    const lines = (await get(`bir-1604c/alphalist?year=${BIR_YEAR}`)).body.split('\r\n');
    const fields = (name: string) => lines.find((l) => l.startsWith('D1,') && l.includes(`,${name},`))!.split(',');
    const emma = fields('ESTRADA');
    // 16 leading fields, 7a to 7j, then 8 to 11, then 12a to 12j, then the totals
    expect(emma.slice(16, 26)).toEqual([
      '325000.00',
      '25000.00',
      '0.00',
      '17250.00',
      '0.00',
      '42250.00',
      '282750.00',
      '0.00',
      '0.00',
      '282750.00',
    ]);
    // 8 TIN, 9 status (not recorded), 10a and 10b the period with Northwind Trading, 11 reason (not recorded)
    expect(emma.slice(26, 31)).toEqual(['222333444', '', '01/06/2031', '07/31/2031', '']);
    // 12a gross = 12f + 12j; 12e the non-taxable pay (not split further); 12i and 12j the taxable 329,000.00
    expect(emma.slice(31, 41)).toEqual([
      '349300.00',
      '0.00',
      '0.00',
      '0.00',
      '20300.00',
      '20300.00',
      '0.00',
      '0.00',
      '329000.00',
      '329000.00',
    ]);
    // then total taxable (present + previous), tax due, withheld by the previous and the present employer, the adjustment
    expect(emma.slice(41)).toEqual(['611750.00', '64850.00', '30000.00', '26073.60', '8776.40', '34850.00', 'N']);
    // an employee without a previous employer: blank identity, zero amounts
    expect(fields('REYES').slice(26, 41)).toEqual(['', '', '', '', '', ...Array(10).fill('0.00')]);
    // the controls record totals the previous employer's columns too
    const controls = lines.find((l) => l.startsWith('C1,'))!.split(',');
    expect(controls.slice(6 + 10, 6 + 20)).toEqual([
      '349300.00',
      '0.00',
      '0.00',
      '0.00',
      '20300.00',
      '20300.00',
      '0.00',
      '0.00',
      '329000.00',
      '329000.00',
    ]);
    const rows = (await get(`alphalist-entries?filter=${filter({ year: BIR_YEAR, schedule: 1 })}&range=[0,99]`)).json();
    expect(rows.find((r: { last_name: string }) => r.last_name === 'ESTRADA')).toMatchObject({
      previous_employer_tin: '222333444',
      previous_period_from: `${BIR_YEAR}-01-06`,
      previous_period_to: `${BIR_YEAR}-07-31`,
      previous_gross: '349300.00',
      previous_non_taxable: '20300.00',
      previous_taxable: '329000.00',
    });
  });

  it('the 1604-C with its twelve 1601-C months reconciles to the centavo, as the golden file', async () => {
    for (let month = 1; month <= 12; month++)
      expect((await post('bir-1601c-returns/generate', { year: BIR_YEAR, month })).statusCode).toBe(200);
    const res = await get(`bir-1604c?year=${BIR_YEAR}`);
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    golden('bir-1604c-2031.json', stable(summary));
    // present employer's taxes withheld as adjusted: 4,620.00 + 0.00 + 34,850.00 + 104,150.00 (+ 0.00 for the MWE)
    expect(summary).toMatchObject({
      schedule_1_count: 4,
      schedule_2_count: 1,
      schedule_tax_withheld_total: '143620.00',
      remitted_total: '143620.00',
      difference: '0.00',
      reconciles: true,
      issues: [],
    });
    // refunds of DELA CRUZ and DIAZ, payables of REYES and ESTRADA: −20,505.10 − 6,465.90 + 10,997.60 + 8,776.40
    expect(summary.year_end_adjustment_total).toBe('-7197.00');
  });
});

describe('the stored 1604-C', () => {
  it('generate stores the draft return with its summary, counts, check and alphalist file; a filed one is kept (409)', async () => {
    const first = await post('bir-1604c/generate', { year: BIR_YEAR });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ reconciles: true });
    const again = await post('bir-1604c/generate', { year: BIR_YEAR });
    expect(again.json().id).toBe(first.json().id);
    const stored = await t.db
      .selectFrom('bir_1604c_returns as r')
      .innerJoin('attachments as a', 'a.id', 'r.alphalist_attachment_id')
      .select([
        'r.status',
        'r.schedule_1_count',
        'r.schedule_2_count',
        'r.remitted_total',
        'r.difference',
        'r.remittance_summary',
        'a.content',
      ])
      .where('r.id', '=', first.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      status: 'draft',
      schedule_1_count: 4,
      schedule_2_count: 1,
      remitted_total: '143620.00',
      difference: '0.00',
    });
    expect(stored.remittance_summary).toHaveLength(12);
    expect(stored.content!.toString('ascii')).toBe(readFileSync(join(GOLDEN, 'alphalist-2031-full.dat'), 'utf8'));
    await t.db.updateTable('bir_1604c_returns').set({ status: 'filed' }).where('id', '=', first.json().id).execute();
    const refused = await post('bir-1604c/generate', { year: BIR_YEAR });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/is filed; it is changed only through an amended return/);
  });
});

describe('the stored 2316', () => {
  it('generate stores the final certificates; a reprint after a later payslip change shows the same figures', async () => {
    const generated = await post('bir-2316-certificates/generate', { year: BIR_YEAR });
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json()).toMatchObject({ stored: 5, kept: 0, provisional: 0 });
    const stored = await t.db
      .selectFrom('bir_2316_certificates')
      .select(['employee_id', 'status', 'tax_due', 'tax_withheld_present', 'tax_withheld_previous', 'taxable_previous'])
      .where('year', '=', BIR_YEAR)
      .where('employee_id', '=', fixture.employees.emma)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      status: 'final',
      tax_due: '64850.00',
      tax_withheld_present: '34850.00',
      tax_withheld_previous: '30000.00',
      taxable_previous: '329000.00',
    });
    const before = await get(`bir-2316-certificates/${fixture.employees.carla}/pdf?year=${BIR_YEAR}`);

    // later: REYES's December payslip is changed and the employer's registered name too
    const december = await t.db
      .selectFrom('payslips as ps')
      .innerJoin('payroll_periods as pp', 'pp.id', 'ps.payroll_period_id')
      .select('ps.id')
      .where('ps.employee_id', '=', fixture.employees.carla)
      .where('pp.pay_date', '=', `${BIR_YEAR}-12-31`)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('payslips').set({ withholding_tax: '11997.60' }).where('id', '=', december.id).execute();
    await t.db
      .updateTable('employer_registrations')
      .set({ registered_name: 'Renamed Retail Corp.' })
      .where('company_id', '=', fixture.companyId)
      .where('agency', '=', 'bir')
      .execute();

    const rows = (await get(`bir-2316-certificates?filter=${filter({ year: BIR_YEAR })}&range=[0,99]`)).json();
    const carla = rows.find((r: { last_name: string }) => r.last_name === 'REYES');
    expect(carla.items['25A']).toBe('104150.00');
    expect(carla.certificate_id).toEqual(expect.any(Number));
    const after = await get(`bir-2316-certificates/${fixture.employees.carla}/pdf?year=${BIR_YEAR}`);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    expect(after.rawPayload.toString('latin1')).not.toContain('Renamed Retail');
    // the schedules read the stored certificates too
    const one = (await get(`alphalist-entries?filter=${filter({ year: BIR_YEAR, schedule: 1 })}&range=[0,99]`)).json();
    expect(one.find((r: { last_name: string }) => r.last_name === 'REYES').tax_withheld_as_adjusted).toBe('104150.00');
    // generating again keeps what is stored
    expect((await post('bir-2316-certificates/generate', { year: BIR_YEAR })).json()).toMatchObject({ stored: 0, kept: 5 });
  });

  it('refuses a bad year (422) and another portal (403)', async () => {
    expect((await post('bir-2316-certificates/generate', { year: 1999 })).statusCode).toBe(422);
    const hr = await t.login('hr@example.com');
    const denied = await t.request({
      method: 'POST',
      url: '/api/payroll/bir-2316-certificates/generate',
      token: hr,
      payload: { year: BIR_YEAR },
    });
    expect(denied.statusCode).toBe(403);
  });
});
