/**
 * An administrator's export of their own company (POST /api/admin/company-export): one
 * gzipped JSON document of the company's rows, table by table, with no other company's rows
 * and no password or token hashes; audited; for the admin portal's administrators only.
 */
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOtherCompany, OTHER_COMPANY, type OtherCompany } from '../support/second-company';
import { useTestApp } from './test-app';

const t = useTestApp();
let other: OtherCompany;
beforeAll(async () => {
  other = await addOtherCompany(t.db);
});

const exportAs = async (email: string) =>
  t.request({ method: 'POST', url: '/api/admin/company-export', token: await t.login(email), payload: {} });

interface ExportDocument {
  company: { id: number; name: string };
  tables: Record<string, Array<Record<string, unknown>>>;
}

describe('the company export', () => {
  it('holds the second company’s own rows, none of the demo company’s, and no secrets; it is audited', async () => {
    const response = await exportAs(OTHER_COMPANY.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="company-export-\d+-\d{8}-\d{6}\.json\.gz"$/);
    const text = gunzipSync(response.rawPayload).toString('utf8');
    const document = JSON.parse(text) as ExportDocument;

    expect(document.company.id).toBe(other.companyId);
    const ours = (await t.db.selectFrom('employees').select('id').where('company_id', '=', other.companyId).execute()).map((e) =>
      Number(e.id),
    );
    const exported = document.tables.employees.map((e) => Number(e.id));
    expect(exported.sort()).toEqual(ours.sort());
    expect(exported).toEqual(expect.arrayContaining(Object.values(other.employeeIds)));
    expect(document.tables.companies.map((c) => c.id)).toEqual([other.companyId]);
    // every row that names a company names this one; none of the demo company's employees appears
    const demoEmployees = new Set(
      (await t.db.selectFrom('employees').select('id').where('company_id', '<>', other.companyId).execute()).map((e) => Number(e.id)),
    );
    for (const [table, rows] of Object.entries(document.tables)) {
      for (const row of rows) {
        if ('company_id' in row) expect(Number(row.company_id), table).toBe(other.companyId);
        if ('employee_id' in row && row.employee_id !== null) expect(demoEmployees.has(Number(row.employee_id)), table).toBe(false);
      }
    }
    // the accounts and their secrets stay in the installation
    expect(document.tables.users).toBeUndefined();
    expect(document.tables.access_tokens).toBeUndefined();
    expect(text).not.toMatch(/password_hash|token_hash|code_hash|scrypt\$\d+\$/);

    // recorded in the audit trail, under the company
    const logged = await t.db
      .selectFrom('transaction_logs')
      .select('summary')
      .where('resource', '=', 'company-exports')
      .where('company_id', '=', other.companyId)
      .execute();
    expect(logged.map((row) => row.summary)).toEqual([
      expect.stringMatching(/^Company data export company-export-\d+-.+ \(\d+ rows, \d+ bytes\)$/),
    ]);
  }, 180_000);

  it('gives the demo company’s administrator the demo company, not the second one', async () => {
    const response = await exportAs('admin@example.com');
    expect(response.statusCode).toBe(200);
    const document = JSON.parse(gunzipSync(response.rawPayload).toString('utf8')) as ExportDocument;
    const exported = new Set(document.tables.employees.map((e) => Number(e.id)));
    for (const id of Object.values(other.employeeIds)) expect(exported.has(id)).toBe(false);
    expect(document.tables.payslips.length).toBeGreaterThan(0);
  }, 300_000);

  it('is refused to every role but the administrators', async () => {
    for (const email of [OTHER_COMPANY.hr, OTHER_COMPANY.payroll, OTHER_COMPANY.employee, 'hr@example.com']) {
      expect((await exportAs(email)).statusCode, email).toBe(403);
    }
  }, 120_000);
});
