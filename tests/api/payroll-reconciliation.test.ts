/**
 * The payroll tie-out (issue 14) over real HTTP: for the demo company's posted month,
 * once its SSS, PhilHealth, Pag-IBIG and BIR remittances, its 1601-C and its bank files
 * are generated, the payroll register, the payslips, the remittances, the 1601-C and the
 * bank files agree to the centavo with no employee listed; so does the demo's year (2316,
 * alphalists) and the BIR fixture's year (a minimum wage earner, a mid-year hire, a
 * year-end refund and a year-end tax adjustment). Then one posted payslip's withholding
 * tax line is raised by 1.00 directly in the database: the register reports exactly that
 * employee, tax +1.00 and net pay −1.00, and nothing else.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { centavosText, toCentavos } from '@core/money';
import { BIR_YEAR, seedBirYear } from '../support/bir-fixture';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
const get = (path: string) => t.request({ method: 'GET', url: `/api/payroll/${path}`, token });
const post = (path: string, payload: object = {}) => t.request({ method: 'POST', url: `/api/payroll/${path}`, token, payload });
const q = (f: object) => `filter=${encodeURIComponent(JSON.stringify(f))}`;

interface Check {
  id: string;
  left_total: string;
  right_total: string;
  difference: string;
  ok: boolean;
  note: string | null;
  employees: { employee_id: number; employee_name: string; left: string; right: string; difference: string }[];
}
interface Answer {
  reconciles: boolean;
  checks: Check[];
}

const checkOf = (answer: Answer, id: string) => answer.checks.find((c) => c.id === id)!;
const failing = (answer: Answer) => answer.checks.filter((c) => !c.ok).map((c) => c.id);

let year: number;
let month: number;

beforeAll(async () => {
  token = await t.login('payroll@example.com');
  // the demo's first month of BIR withholding: last year's December, the year-end annualisation's month
  const first = await t.db
    .selectFrom('remittances')
    .select(['year', 'month'])
    .where('agency', '=', 'bir')
    .orderBy('year')
    .orderBy('month')
    .executeTakeFirstOrThrow();
  year = first.year;
  month = first.month;
});

describe('the demo company\u2019s posted month', () => {
  it('generates the month\u2019s remittances, 1601-C and bank files', async () => {
    const rows = (await get(`remittances?${q({ year, month })}&range=[0,99]`)).json() as { id: number; remittance_type: string }[];
    const contributions = rows.filter((r) => r.remittance_type !== 'loan');
    expect(contributions.length).toBe(4); // SSS, PhilHealth, Pag-IBIG contributions and the BIR's withholding tax
    for (const r of contributions) {
      const done = await post(`remittances/${r.id}/generate`);
      expect(done.statusCode, done.body).toBe(200);
    }
    const generated = await post('bir-1601c-returns/generate', { year, month });
    expect(generated.statusCode, generated.body).toBe(200);
    const mm = String(month).padStart(2, '0');
    const periods = await t.db
      .selectFrom('payroll_periods')
      .select(['id', 'code'])
      .where('status', '=', 'posted')
      .where('pay_date', '>=', `${year}-${mm}-01`)
      .where('pay_date', '<=', `${year}-${mm}-31`)
      .execute();
    expect(periods.length).toBeGreaterThan(0);
    for (const p of periods) {
      const files = await post(`payroll-periods/${p.id}/bank-files`);
      expect(files.statusCode, `${p.code}: ${files.body}`).toBe(200);
    }
  });

  it('shows the month\u2019s BIR remittance on its 1601-C return, and its payment once recorded', async () => {
    const [ret] = (await get(`bir-1601c-returns?${q({ year, month })}`)).json() as { id: number; total_taxes_withheld: string }[];
    const [bir] = (await get(`remittances?${q({ agency: 'bir', year, month })}`)).json() as {
      id: number;
      total_amount: string;
      due_date: string;
    }[];
    // the remittance pays what the return says was withheld (item 25)
    expect(bir.total_amount).toBe(ret.total_taxes_withheld);
    const before = (await get(`bir-1601c-returns/${ret.id}`)).json();
    expect(before.payment).toMatchObject({ remittance_id: bir.id, status: 'generated', reference_no: null, paid_at: null });
    const paid = await post(`remittances/${bir.id}/mark-paid`, {
      reference_no: 'TRA-2026-000123',
      paid_at: bir.due_date,
      amount_paid: bir.total_amount,
      payment_channel: 'eFPS',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = (await get(`bir-1601c-returns/${ret.id}`)).json();
    expect(after.payment).toMatchObject({
      status: 'paid',
      reference_no: 'TRA-2026-000123',
      paid_at: bir.due_date,
      amount_paid: bir.total_amount,
      penalty_amount: '0.00',
      payment_channel: 'eFPS',
    });
  });

  it('reconciles to the centavo: every check agrees and no employee is listed', async () => {
    const res = await get(`reconciliation?year=${year}&month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as Answer;
    expect(failing(answer)).toEqual([]);
    expect(answer.reconciles).toBe(true);
    expect(answer.checks.every((c) => c.employees.length === 0 && c.difference === '0.00')).toBe(true);
    // the stored records were read, not replaced by live figures
    for (const id of ['sss-ee', 'philhealth-er', 'pagibig-ee', '1601c-stored', 'bir-remittance', 'bank-files']) {
      expect(checkOf(answer, id).note, id).toBeNull();
    }
    expect(toCentavos(checkOf(answer, 'bank-files').right_total)).toBeGreaterThan(0);
    expect(toCentavos(checkOf(answer, 'register-gross').left_total)).toBeGreaterThan(0);
    expect(checkOf(answer, 'register-tax').left_total).toBe(checkOf(answer, '1601c-tax').right_total);
  });

  it('reconciles the demo\u2019s years: 1601-C, alphalist schedules and 2316 certificates', async () => {
    const current = (await get(`reconciliation?year=${year + 1}`)).json() as Answer;
    expect(failing(current)).toEqual([]);
    expect(toCentavos(checkOf(current, '2316-gross').right_total)).toBeGreaterThan(0);
    const answer = (await get(`reconciliation?year=${year}`)).json() as Answer;
    expect(failing(answer)).toEqual([]);
    // last year's December carries the posted year-end annualisation: every certificate is final
    const provisional = await get(`bir-1604c?year=${year}`);
    expect(provisional.json()).toMatchObject({ provisional_count: 0, reconciles: true });
    expect(answer.checks.map((c) => c.id)).toEqual(
      expect.arrayContaining(['schedule-1-tax', 'schedule-2-tax', '1604c-returns', '2316-tax', '2316-gross', '2316-taxable']),
    );
    expect(checkOf(answer, '2316-gross').right_total).toBe(checkOf(answer, 'register-gross').left_total);
  });

  it('reports exactly the employee whose posted withholding tax line was raised by 1.00', async () => {
    const mm = String(month).padStart(2, '0');
    const line = await t.db
      .selectFrom('payslip_lines as l')
      .innerJoin('payslips as s', 's.id', 'l.payslip_id')
      .innerJoin('payroll_periods as p', 'p.id', 's.payroll_period_id')
      .select(['l.id', 's.employee_id'])
      .where('l.code', '=', 'WITHHOLDING_TAX')
      .where('l.amount', '>', sql<string>`0`)
      .where('s.status', '=', 'posted')
      .where('p.pay_date', '>=', `${year}-${mm}-01`)
      .where('p.pay_date', '<=', `${year}-${mm}-31`)
      .orderBy('l.id')
      .executeTakeFirstOrThrow();
    const before = await sql<{ tax: string }>`
      select sum(s.withholding_tax)::text as tax from payslips s join payroll_periods p on p.id = s.payroll_period_id
      where s.employee_id = ${line.employee_id} and s.status = 'posted' and p.pay_date between ${`${year}-${mm}-01`} and ${`${year}-${mm}-31`}`.execute(
      t.db,
    );
    const tax = toCentavos(before.rows[0].tax);
    await sql`update payslip_lines set amount = amount + 1.00 where id = ${line.id}`.execute(t.db);

    for (const path of [`reconciliation?year=${year}&month=${month}`, `reconciliation?year=${year}`]) {
      const answer = (await get(path)).json() as Answer;
      expect(answer.reconciles, path).toBe(false);
      expect(failing(answer), path).toEqual(['register-tax', 'register-net']);
      const taxCheck = checkOf(answer, 'register-tax');
      expect(taxCheck.difference).toBe('1.00');
      expect(taxCheck.employees).toHaveLength(1);
      expect(taxCheck.employees[0]).toMatchObject({ employee_id: line.employee_id, difference: '1.00' });
      if (path.includes('month')) {
        expect(taxCheck.employees[0]).toMatchObject({ left: centavosText(tax + 100), right: centavosText(tax) });
      }
      const net = checkOf(answer, 'register-net');
      expect(net.difference).toBe('-1.00');
      expect(net.employees.map((e) => [e.employee_id, e.difference])).toEqual([[line.employee_id, '-1.00']]);
    }
    await sql`update payslip_lines set amount = amount - 1.00 where id = ${line.id}`.execute(t.db);
    expect(((await get(`reconciliation?year=${year}&month=${month}`)).json() as Answer).reconciles).toBe(true);
  });

  it('reports a payslip whose stored tax no longer matches its generated 1601-C and BIR remittance, at their totals', async () => {
    const mm = String(month).padStart(2, '0');
    const slip = await t.db
      .selectFrom('payslips as s')
      .innerJoin('payroll_periods as p', 'p.id', 's.payroll_period_id')
      .select(['s.id', 's.employee_id'])
      .where('s.withholding_tax', '>', sql<string>`0`)
      .where('s.status', '=', 'posted')
      .where('p.pay_date', '>=', `${year}-${mm}-01`)
      .where('p.pay_date', '<=', `${year}-${mm}-31`)
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    // the payslip and its line both say 1.00 more: the register agrees, the frozen outputs do not
    await sql`update payslips set withholding_tax = withholding_tax + 1.00, net_pay = net_pay - 1.00 where id = ${slip.id}`.execute(t.db);
    await sql`update payslip_lines set amount = amount + 1.00 where payslip_id = ${slip.id} and code = 'WITHHOLDING_TAX'`.execute(t.db);
    const answer = (await get(`reconciliation?year=${year}&month=${month}`)).json() as Answer;
    expect(failing(answer)).toEqual(['1601c-stored', 'bir-remittance', 'bank-files']);
    expect(checkOf(answer, '1601c-stored').difference).toBe('-1.00');
    expect(checkOf(answer, 'bir-remittance').difference).toBe('-1.00');
    // the bank credited the net pay before the change: exactly that employee, 1.00 less due than credited
    expect(checkOf(answer, 'bank-files').employees.map((e) => [e.employee_id, e.difference])).toEqual([[slip.employee_id, '-1.00']]);
  });
});

describe('the BIR fixture\u2019s year', () => {
  it('reconciles: MWE, mid-year hire, year-end refund and adjustment', async () => {
    await seedBirYear(t.db);
    const answer = (await get(`reconciliation?year=${BIR_YEAR}`)).json() as Answer;
    expect(failing(answer)).toEqual([]);
    // 4,620.00 + 104,150.00 + 0.00 (docs/statutory.md worked examples 9 and 12, and the MWE)
    expect(checkOf(answer, '2316-tax').right_total).toBe('108770.00');
    expect(checkOf(answer, 'schedule-1-tax').right_total).toBe('108770.00');
    expect(checkOf(answer, 'schedule-2-tax').right_total).toBe('0.00');
  });
});

describe('the request', () => {
  it('refuses a month out of range (422) and other portals (403)', async () => {
    const bad = await get('reconciliation?year=2026&month=13');
    expect(bad.statusCode).toBe(422);
    expect((await get('reconciliation')).statusCode).toBe(422);
    const hr = await t.login('hr@example.com');
    expect((await t.request({ method: 'GET', url: '/api/payroll/reconciliation?year=2026', token: hr })).statusCode).toBe(403);
  });
});
