/**
 * The lifecycle of a stored BIR Form 2316 (docs/domain.md §9 `bir_2316_certificates`) on the fixture
 * year: generate stores drafts (no posted annualisation) and final certificates (posted), a draft
 * is regenerated in place, posting the year-end annualisation marks the draft final, a final one
 * is issued (date, by whom) and then shows in the employee portal, and a final or issued one is
 * replaced only by an amendment that keeps it (replaced, with the reason). Wrong-state steps are
 * 409, bad input 422, another company's employee 404; every step is audited.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { BIR_YEAR, seedBirYear, type BirFixture } from '../support/bir-fixture';
import { addOtherCompany, OTHER_COMPANY } from '../support/second-company';
import { expectRendersFirstPage } from '../support/pdf';
import { useTestApp } from './test-app';
import { finalize2316OfPeriod, reopen2316OfPeriod } from '../../server/modules/payroll/bir/certificate-2316.service';
import type { AuditActor } from '../../server/shared/audit';

const t = useTestApp();
let token: string;
let fixture: BirFixture;
let payrollUserId: number;
const get = (path: string, as = token) => t.request({ method: 'GET', url: `/api/payroll/${path}`, token: as });
const post = (path: string, payload: object = {}, as = token) =>
  t.request({ method: 'POST', url: `/api/payroll/${path}`, token: as, payload });
const filter = (f: object) => encodeURIComponent(JSON.stringify(f));
const SYSTEM: AuditActor = { userId: null, role: null, portal: 'payroll', requestId: 'test' };

/** The tax lines of Ana's payslips, whose `annual_tax_due` makes her year annualised. */
const anaTaxLines = () =>
  t.db
    .selectFrom('payslip_lines as l')
    .innerJoin('payslips as ps', 'ps.id', 'l.payslip_id')
    .select(['l.id', 'l.explanation', 'ps.payroll_period_id'])
    .where('ps.employee_id', '=', fixture.employees.ana)
    .where('l.source_type', '=', 'tax')
    .where(sql<boolean>`l.explanation->'inputs' ? 'annual_tax_due'`)
    .execute();

let annualised: Awaited<ReturnType<typeof anaTaxLines>> = [];

const storedOf = (employeeId: number) =>
  t.db
    .selectFrom('bir_2316_certificates')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('year', '=', BIR_YEAR)
    .orderBy('id')
    .execute();

const auditActions = async (id: number) =>
  (
    await t.db
      .selectFrom('transaction_logs')
      .select('action')
      .where('resource', '=', 'bir-2316-certificates')
      .where('record_id', '=', String(id))
      .orderBy('id')
      .execute()
  ).map((r) => r.action);

beforeAll(async () => {
  token = await t.login('payroll@example.com');
  payrollUserId = Number(
    (await t.db.selectFrom('users').select('id').where('email', '=', 'payroll@example.com').executeTakeFirstOrThrow()).id,
  );
  fixture = await seedBirYear(t.db);
  // Ana's year-end annualisation is not posted yet: her certificate is a draft until it is
  annualised = await anaTaxLines();
  expect(annualised.length).toBeGreaterThan(0);
  await t.db
    .updateTable('payslip_lines')
    .set({ explanation: sql`explanation #- '{inputs,annual_tax_due}'` })
    .where(
      'id',
      'in',
      annualised.map((l) => l.id),
    )
    .execute();
});

describe('generate and regenerate', () => {
  it('stores a draft where nothing is posted and final certificates where the annualisation is', async () => {
    const res = await post('bir-2316-certificates/generate', { year: BIR_YEAR });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ stored: 3, regenerated: 0, finalized: 2, kept: 0, provisional: 1 });
    expect((await storedOf(fixture.employees.ana)).map((c) => c.status)).toEqual(['draft']);
    expect((await storedOf(fixture.employees.carla)).map((c) => c.status)).toEqual(['final']);
    const rows = (await get(`bir-2316-certificates?filter=${filter({ year: BIR_YEAR })}&range=[0,99]`)).json();
    const ana = rows.find((r: { employee_id: number }) => r.employee_id === fixture.employees.ana);
    expect(ana).toMatchObject({ status: 'draft', certificate_id: expect.any(Number) });
    const draftPdf = await get(`bir-2316-certificates/${fixture.employees.ana}/pdf?year=${BIR_YEAR}`);
    expect(draftPdf.rawPayload.toString('latin1')).toContain('DRAFT');
  });

  it('generating again computes the draft again and keeps the final ones', async () => {
    const res = await post('bir-2316-certificates/generate', { year: BIR_YEAR });
    expect(res.json()).toMatchObject({ stored: 0, regenerated: 1, finalized: 0, kept: 2, provisional: 1 });
    expect((await storedOf(fixture.employees.ana)).map((c) => c.status)).toEqual(['draft']);
  });

  it('regenerates a draft (200) and refuses a final one (409)', async () => {
    const [draft] = await storedOf(fixture.employees.ana);
    const ok = await post(`bir-2316-certificates/${fixture.employees.ana}/regenerate`, { year: BIR_YEAR });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toMatch(/stays a draft/);
    expect(await auditActions(Number(draft.id))).toContain('regenerate');
    const refused = await post(`bir-2316-certificates/${fixture.employees.carla}/regenerate`, { year: BIR_YEAR });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/is final; it is corrected only through an amendment/);
    expect((await post(`bir-2316-certificates/${fixture.employees.carla}/regenerate`, { year: 2019 })).statusCode).toBe(404);
    expect((await post(`bir-2316-certificates/${fixture.employees.carla}/regenerate`, {})).statusCode).toBe(422);
  });

  it('refuses to issue or amend a draft (409)', async () => {
    const issue = await post(`bir-2316-certificates/${fixture.employees.ana}/issue`, { year: BIR_YEAR, issued_at: `${BIR_YEAR}-12-31` });
    expect(issue.statusCode).toBe(409);
    expect(issue.json().message).toMatch(/is a draft; it is issued once final/);
    const amend = await post(`bir-2316-certificates/${fixture.employees.ana}/amend`, { year: BIR_YEAR, reason: 'Wrong TIN printed' });
    expect(amend.statusCode).toBe(409);
    expect(amend.json().message).toMatch(/regenerate it instead/);
  });
});

describe('final when the year-end annualisation posts', () => {
  it('posting the annualisation marks the draft final with its figures; unposting makes it a draft again', async () => {
    // the annualisation as the posting finds it: the tax lines carry the annual tax due again
    for (const line of annualised)
      await t.db
        .updateTable('payslip_lines')
        .set({ explanation: JSON.stringify(line.explanation) })
        .where('id', '=', line.id)
        .execute();
    const periodId = Number(annualised.at(-1)!.payroll_period_id);
    await t.db
      .insertInto('annualizations')
      .values({
        company_id: fixture.companyId,
        employee_id: fixture.employees.ana,
        year: BIR_YEAR,
        annualization_type: 'year_end',
        target_payroll_period_id: periodId,
        is_mwe: false,
        present_gross: '325000.00',
        present_non_taxable: '44200.00',
        present_taxable: '280800.00',
        total_taxable: '280800.00',
        tax_due: '4620.00',
        tax_withheld_present: '25125.10',
        tax_adjustment: '-20505.10',
        adjustment_kind: 'refund',
        status: 'posted',
      })
      .execute();
    // what postPeriod does after it posts the period's batches
    await t.db.transaction().execute((trx) => finalize2316OfPeriod(trx, periodId, SYSTEM, 'year-end annualisation posted'));
    const [ana] = await storedOf(fixture.employees.ana);
    expect(ana).toMatchObject({ status: 'final', tax_due: '4620.00', tax_withheld_present: '4620.00' });
    expect(ana.finalized_at).not.toBeNull();
    expect(ana.annualization_id).not.toBeNull();
    expect(await auditActions(Number(ana.id))).toContain('finalize');

    // unposting the period (before anything is issued) reopens the year
    await t.db.transaction().execute((trx) => reopen2316OfPeriod(trx, periodId, 'BIR-TEST', SYSTEM));
    expect((await storedOf(fixture.employees.ana))[0]).toMatchObject({ status: 'draft', finalized_at: null });
    await t.db.transaction().execute((trx) => finalize2316OfPeriod(trx, periodId, SYSTEM, 'posted again'));
    expect((await storedOf(fixture.employees.ana))[0].status).toBe('final');
  });
});

describe('issue', () => {
  it('refuses a date before the end of the certified period (422), issues a final certificate with the date and the officer (200), and only once (409)', async () => {
    const url = `bir-2316-certificates/${fixture.employees.carla}/issue`;
    // before the end of the year it certifies
    const early = await post(url, { year: BIR_YEAR, issued_at: `${BIR_YEAR}-12-30` });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.issued_at[0]).toMatch(/up to 2031-12-31/);
    expect((await post(url, { year: BIR_YEAR, issued_at: 'someday' })).statusCode).toBe(422);
    expect((await post(url, { year: BIR_YEAR })).statusCode).toBe(422);

    const ok = await post(url, { year: BIR_YEAR, issued_at: `${BIR_YEAR + 1}-01-20` });
    expect(ok.statusCode, ok.body).toBe(200);
    const [carla] = await storedOf(fixture.employees.carla);
    expect(carla).toMatchObject({ status: 'issued', issued_at: `${BIR_YEAR + 1}-01-20`, issued_by: payrollUserId });
    expect(await auditActions(Number(carla.id))).toContain('issue');
    const again = await post(url, { year: BIR_YEAR, issued_at: `${BIR_YEAR + 1}-01-21` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/was issued on/);
    const rows = (await get(`bir-2316-certificates?filter=${filter({ year: BIR_YEAR, status: 'issued' })}&range=[0,99]`)).json();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'issued', issued_at: `${BIR_YEAR + 1}-01-20` });
  });

  it('the employee portal lists and prints only the employee\u2019s issued certificates', async () => {
    // the demo employee account stands for Carla here
    await t.db.updateTable('users').set({ employee_id: null }).where('employee_id', '=', fixture.employees.carla).execute();
    await t.db.updateTable('users').set({ employee_id: fixture.employees.carla }).where('email', '=', 'employee@example.com').execute();
    const employee = await t.login('employee@example.com');
    const list = await t.request({ method: 'GET', url: '/api/employee/bir-2316-certificates', token: employee });
    expect(list.statusCode, list.body).toBe(200);
    const [carla] = await storedOf(fixture.employees.carla);
    expect(list.json()).toEqual([expect.objectContaining({ id: Number(carla.id), year: BIR_YEAR, issued_at: `${BIR_YEAR + 1}-01-20` })]);
    expect(list.headers['content-range']).toBe('bir-2316-certificates 0-0/1');
    const pdf = await t.request({ method: 'GET', url: `/api/employee/bir-2316-certificates/${carla.id}/pdf`, token: employee });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expectRendersFirstPage(pdf.rawPayload);
    // Ben's final certificate is not issued, and not Carla's: 404
    const [ben] = await storedOf(fixture.employees.ben);
    const other = await t.request({ method: 'GET', url: `/api/employee/bir-2316-certificates/${ben.id}/pdf`, token: employee });
    expect(other.statusCode).toBe(404);
    // the payroll portal's routes are not the employee's
    expect(
      (await post(`bir-2316-certificates/${fixture.employees.carla}/amend`, { year: BIR_YEAR, reason: 'x' }, employee)).statusCode,
    ).toBe(403);
  });
});

describe('amend', () => {
  it('needs a reason (422), replaces an issued certificate by a corrected one and keeps the old one (200)', async () => {
    const url = `bir-2316-certificates/${fixture.employees.carla}/amend`;
    expect((await post(url, { year: BIR_YEAR })).statusCode).toBe(422);
    const blank = await post(url, { year: BIR_YEAR, reason: '       ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.reason).toBeDefined();

    // a December payslip was corrected after the certificate was issued
    const december = await t.db
      .selectFrom('payslips as ps')
      .innerJoin('payroll_periods as pp', 'pp.id', 'ps.payroll_period_id')
      .select('ps.id')
      .where('ps.employee_id', '=', fixture.employees.carla)
      .where('pp.pay_date', '=', `${BIR_YEAR}-12-31`)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('payslips').set({ withholding_tax: '11997.60' }).where('id', '=', december.id).execute();

    const ok = await post(url, { year: BIR_YEAR, reason: 'December withholding corrected after issue' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toMatch(/issue the corrected one/);
    const [old, corrected] = await storedOf(fixture.employees.carla);
    expect(old).toMatchObject({
      status: 'replaced',
      replacement_reason: 'December withholding corrected after issue',
      replaced_by: payrollUserId,
      replaced_by_id: Number(corrected.id),
      issued_at: `${BIR_YEAR + 1}-01-20`,
      tax_withheld_present: '104150.00',
    });
    expect(old.replaced_at).not.toBeNull();
    expect(corrected).toMatchObject({ status: 'final', replaces_id: Number(old.id), issued_at: null, tax_withheld_present: '105150.00' });
    expect(await auditActions(Number(old.id))).toContain('amend');

    // the list, the alphalist and the PDF read the corrected one; the employee no longer sees the replaced one
    const rows = (await get(`bir-2316-certificates?filter=${filter({ year: BIR_YEAR })}&range=[0,99]`)).json();
    expect(rows.find((r: { employee_id: number }) => r.employee_id === fixture.employees.carla)).toMatchObject({
      status: 'final',
      certificate_id: Number(corrected.id),
    });
    const employee = await t.login('employee@example.com');
    expect((await t.request({ method: 'GET', url: '/api/employee/bir-2316-certificates', token: employee })).json()).toEqual([]);
    expect((await t.request({ method: 'GET', url: `/api/employee/bir-2316-certificates/${old.id}/pdf`, token: employee })).statusCode).toBe(
      404,
    );

    const versions = (await get(`bir-2316-certificates/${fixture.employees.carla}/versions?year=${BIR_YEAR}`)).json();
    expect(versions.map((v: { status: string }) => v.status)).toEqual(['final', 'replaced']);
    expect(versions[1]).toMatchObject({
      replacement_reason: 'December withholding corrected after issue',
      replaced_by_name: expect.any(String),
    });

    // generating the year again keeps the corrected one and the replaced one as they are
    expect((await post('bir-2316-certificates/generate', { year: BIR_YEAR })).json()).toMatchObject({ stored: 0, kept: 3 });
    expect(await storedOf(fixture.employees.carla)).toHaveLength(2);
  });

  it('an issued certificate from a year-end annualisation refuses the unposting of its period (409)', async () => {
    const [ana] = await storedOf(fixture.employees.ana);
    expect(
      (await post(`bir-2316-certificates/${fixture.employees.ana}/issue`, { year: BIR_YEAR, issued_at: `${BIR_YEAR + 1}-01-15` }))
        .statusCode,
    ).toBe(200);
    const periodId = Number(annualised.at(-1)!.payroll_period_id);
    await expect(t.db.transaction().execute((trx) => reopen2316OfPeriod(trx, periodId, 'BIR-TEST', SYSTEM))).rejects.toThrow(
      /cannot be unposted: 1 BIR Form 2316 from its year-end annualisation is issued/,
    );
    expect((await storedOf(fixture.employees.ana))[0]).toMatchObject({ id: ana.id, status: 'issued' });
  });
});

describe('another company', () => {
  it('reaches none of these certificates (404) and changes nothing', async () => {
    await addOtherCompany(t.db);
    const other = await t.login(OTHER_COMPANY.admin);
    for (const verb of ['regenerate', 'issue', 'amend']) {
      const res = await post(
        `bir-2316-certificates/${fixture.employees.ben}/${verb}`,
        { year: BIR_YEAR, issued_at: `${BIR_YEAR + 1}-01-15`, reason: 'Not our employee at all' },
        other,
      );
      expect(res.statusCode, verb).toBe(404);
    }
    expect((await get(`bir-2316-certificates/${fixture.employees.ben}/versions?year=${BIR_YEAR}`, other)).statusCode).toBe(404);
    expect((await storedOf(fixture.employees.ben))[0].status).toBe('final');
  });
});
