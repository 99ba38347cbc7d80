/**
 * Effective-dated government tables through the API: versions listed per agency and
 * type, a new version supersedes the current one and changes the calculator's result
 * from its date only, overlapping or gapped versions are refused, rows are checked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
/** the system administrator, who alone changes the government tables (installation-wide) */
let sysadmin: string;
beforeAll(async () => {
  token = await t.login('payroll@example.com');
  sysadmin = await t.login('sysadmin@example.com');
});

const get = (url: string, as = token) => t.request({ method: 'GET', url, token: as });
const post = (url: string, payload: object) => t.request({ method: 'POST', url, payload, token });
/** a write of a government table, by the system administrator */
const postAsSysadmin = (url: string, payload: object) => t.request({ method: 'POST', url, payload, token: sysadmin });
const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

async function versionByCode(resource: string, code: string) {
  const list = await get(`/api/payroll/${resource}?filter=${filter({ code })}`);
  const [summary] = list.json();
  return (await get(`/api/payroll/${resource}/${summary.id}`)).json();
}

async function contributions(month: string, compensation: number) {
  const response = await post('/api/payroll/calculator/contributions', { month, compensation });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('listing', () => {
  it('lists the seeded SSS versions with their row counts and the Content-Range header', async () => {
    const response = await get(
      `/api/payroll/contribution-tables?filter=${filter({ agency: 'sss' })}&sort=${filter(['effective_from', 'ASC'])}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('contribution-tables 0-1/2');
    const rows = response.json();
    expect(rows.map((r: any) => [r.code, r.effective_from, r.effective_to, r.row_count])).toEqual([
      ['SSS-2023', '2023-01-01', '2024-12-31', 53],
      ['SSS-2025', '2025-01-01', null, 61],
    ]);
  });

  it('returns a version with its rows as numbers', async () => {
    const version = await versionByCode('contribution-tables', 'SSS-2025');
    expect(version.rows[0]).toMatchObject({
      range_from: 0,
      range_to: 5_249.99,
      msc: 5_000,
      ee_regular_ss: 250,
      er_regular_ss: 500,
      ec_amount: 10,
    });
    expect(version.rows.at(-1)).toMatchObject({ range_from: 34_750, range_to: null, msc: 35_000, mpf_msc: 15_000, ee_mpf: 750 });
  });

  it('lists the periodic and annual BIR tables, each with its rows', async () => {
    const periodic = (await get(`/api/payroll/tax-tables?filter=${filter({ table_type: 'periodic' })}`)).json();
    expect(periodic.map((r: any) => r.code).sort()).toEqual(['BIR-WT-2018', 'BIR-WT-2023']);
    expect(periodic.every((r: any) => r.row_count === 24)).toBe(true);
    const annual = await versionByCode('tax-tables', 'BIR-ANNUAL-2023');
    expect(annual.rows).toHaveLength(6);
    expect(annual.rows[2]).toMatchObject({ period_type: 'annual', range_from: 400_000, base_tax: 22_500, rate: 0.2 });
  });

  it('is closed to other portals\u2019 users', async () => {
    const hr = await t.login('hr@example.com');
    expect((await get('/api/payroll/contribution-tables', hr)).statusCode).toBe(403);
  });
});

describe('a new SSS version', () => {
  it('supersedes the current one the day before and changes results from its date only', async () => {
    const current = await versionByCode('contribution-tables', 'SSS-2025');
    const rows = current.rows.map(({ id, ...row }: any) => ({ ...row, ec_amount: row.ec_amount === 30 ? 40 : row.ec_amount }));
    const response = await postAsSysadmin('/api/payroll/contribution-tables', {
      agency: 'sss',
      code: 'SSS-2027',
      name: 'Test schedule with EC 40',
      circular_no: 'Test circular',
      effective_from: '2027-01-01',
      rows,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ code: 'SSS-2027', effective_to: null });
    expect((await versionByCode('contribution-tables', 'SSS-2025')).effective_to).toBe('2026-12-31');

    expect((await contributions('2027-03', 18_700)).sss).toMatchObject({ er_ec: '40.00', er_total: '1890.00' });
    expect((await contributions('2026-12', 18_700)).sss).toMatchObject({ er_ec: '30.00', er_total: '1880.00' });

    const logs = await t.db
      .selectFrom('transaction_logs')
      .select(['action', 'summary', 'portal'])
      .where('resource', '=', 'contribution-tables')
      .orderBy('id')
      .execute();
    expect(logs.map((l) => l.action)).toEqual(['supersede', 'create']);
    expect(logs[1].summary).toMatch(/SSS-2027/);
    expect(logs[1].portal).toBe('payroll');
  });

  it('refuses a version that overlaps an earlier one, naming both', async () => {
    const current = await versionByCode('contribution-tables', 'SSS-2023');
    const response = await postAsSysadmin('/api/payroll/contribution-tables', {
      agency: 'sss',
      code: 'SSS-MID-2024',
      name: 'Overlapping',
      effective_from: '2024-06-01',
      rows: current.rows,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.effective_from[0]).toMatch(/SSS-2023.*overlaps|overlaps.*SSS-MID-2024/);
  });

  it('refuses brackets with a gap, under the row that starts too late', async () => {
    const current = await versionByCode('contribution-tables', 'SSS-2027');
    const rows = current.rows.map(({ id, ...row }: any) => row);
    rows[3] = { ...rows[3], range_from: rows[3].range_from + 10 };
    const response = await t.request({
      method: 'PUT',
      url: `/api/payroll/contribution-tables/${current.id}`,
      payload: { rows },
      token: sysadmin,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['rows.3.range_from'][0]).toMatch(/gap/);
  });

  it('never deletes a version that a computed or posted period used, and names the period', async () => {
    const latest = await versionByCode('contribution-tables', 'SSS-2027');
    const period = await t.db
      .selectFrom('payroll_periods')
      .select(['id', 'code', 'status', 'contribution_year', 'contribution_month'])
      .orderBy('pay_date', 'desc')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('payroll_periods')
      .set({ status: 'posted', contribution_year: 2027, contribution_month: 1 })
      .where('id', '=', period.id)
      .execute();
    try {
      const refused = await t.request({ method: 'DELETE', url: `/api/payroll/contribution-tables/${latest.id}`, token: sysadmin });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain(period.code);
      expect((await versionByCode('contribution-tables', 'SSS-2027')).id).toBe(latest.id);
    } finally {
      await t.db
        .updateTable('payroll_periods')
        .set({ status: period.status, contribution_year: period.contribution_year, contribution_month: period.contribution_month })
        .where('id', '=', period.id)
        .execute();
    }
  });

  it('deletes only the latest version, and the superseded one is in force again', async () => {
    const older = await versionByCode('contribution-tables', 'SSS-2023');
    const conflict = await t.request({ method: 'DELETE', url: `/api/payroll/contribution-tables/${older.id}`, token: sysadmin });
    expect(conflict.statusCode).toBe(409);
    const latest = await versionByCode('contribution-tables', 'SSS-2027');
    expect((await t.request({ method: 'DELETE', url: `/api/payroll/contribution-tables/${latest.id}`, token: sysadmin })).statusCode).toBe(
      200,
    );
    expect((await versionByCode('contribution-tables', 'SSS-2025')).effective_to).toBeNull();
    expect((await contributions('2027-03', 18_700)).sss.er_ec).toBe('30.00');
  });
});

describe('continuity of PhilHealth versions', () => {
  it('refuses a version that leaves a gap after a closed one', async () => {
    const version = {
      agency: 'philhealth',
      name: 'Test 4.5 %',
      circular_no: 'Test advisory',
      rows: [{ range_from: 0, range_to: null, ee_rate: 0.0225, er_rate: 0.0225, base_floor: 10_000, base_ceiling: 100_000 }],
    };
    const first = await postAsSysadmin('/api/payroll/contribution-tables', {
      ...version,
      code: 'PHIC-2027',
      effective_from: '2027-01-01',
      effective_to: '2027-06-30',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect((await contributions('2027-02', 40_000)).philhealth).toEqual({
      base: '40000.00',
      premium: '1800.00',
      ee: '900.00',
      er: '900.00',
    });
    expect((await contributions('2026-02', 40_000)).philhealth.premium).toBe('2000.00');

    const gapped = await postAsSysadmin('/api/payroll/contribution-tables', {
      ...version,
      code: 'PHIC-2027B',
      effective_from: '2027-09-01',
    });
    expect(gapped.statusCode).toBe(422);
    expect(gapped.json().errors.effective_from[0]).toMatch(/gap .*2027-07-01 to 2027-08-31/);
  });

  it('requires exactly the PhilHealth row shape', async () => {
    const response = await postAsSysadmin('/api/payroll/contribution-tables', {
      agency: 'philhealth',
      code: 'PHIC-BAD',
      name: 'Bad',
      effective_from: '2027-07-01',
      rows: [{ range_from: 0, ee_rate: 0.025, er_rate: 'x', base_floor: 10_000 }],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(['rows.0.er_rate']));
  });
});

describe('a new annual tax table', () => {
  it('changes the annual tax from its year and leaves earlier years as they were', async () => {
    const current = await versionByCode('tax-tables', 'BIR-ANNUAL-2023');
    const rows = current.rows.map(({ id, ...row }: any, i: number) => (i === 1 ? { ...row, rate: 0.1 } : row));
    const response = await postAsSysadmin('/api/payroll/tax-tables', {
      table_type: 'annual',
      code: 'BIR-ANNUAL-2028',
      name: 'Test annual rates',
      legal_basis: 'Test act',
      effective_from: '2028-01-01',
      rows,
    });
    expect(response.statusCode, response.body).toBe(200);
    const tax = async (year: number) =>
      (await post('/api/payroll/calculator/annual-tax', { year, taxable_compensation: 300_000 })).json().tax_due;
    expect(await tax(2028)).toBe('5000.00');
    expect(await tax(2027)).toBe('7500.00');
  });

  it('refuses a rate above 35 % and a table type that cannot be written', async () => {
    const bad = await postAsSysadmin('/api/payroll/tax-tables', {
      table_type: 'annual',
      code: 'BIR-ANNUAL-BAD',
      name: 'Bad',
      effective_from: '2029-01-01',
      rows: [{ period_type: 'annual', range_from: 0, range_to: null, base_tax: 0, rate: 0.5 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['rows.0.rate']).toBeDefined();
    const wrongType = await postAsSysadmin('/api/payroll/tax-tables', {
      table_type: 'de_minimis',
      code: 'X',
      name: 'X',
      effective_from: '2029-01-01',
      rows: [],
    });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors.table_type).toBeDefined();
  });
});
