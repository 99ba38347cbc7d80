/**
 * The monthly remittance register on the demo company's posted periods: rows opened by
 * posting with live totals, the month's contributions per employee (MSC and credits as
 * the engine computed them), generate → mark paid (422 per field, the penalty when late)
 * → refused regeneration (409) → amendment; unposting refused once the month is generated.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { findSssBracket } from '../../server/modules/payroll/engine/sss';
import { loadStatutoryTables } from '../../server/modules/payroll/tables/load-tables';
import { toCentavos } from '../../core/money';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await t.login('payroll@example.com');
});
const post = (path: string, payload: object = {}) => t.request({ method: 'POST', url: `/api/payroll/${path}`, token, payload });
const get = (path: string) => t.request({ method: 'GET', url: `/api/payroll/${path}`, token });
const q = (f: object) => `filter=${encodeURIComponent(JSON.stringify(f))}`;

describe('the remittance register', () => {
  let month: { year: number; month: number };
  let sss: { id: number; total_amount: string; ee_total: string; er_total: string; ec_total: string; due_date: string; status: string };

  it('opens a row per agency and month when periods post, with the live totals of the posted payslips', async () => {
    const list = await get(
      `remittances?${q({ agency: 'sss', remittance_type: 'contribution' })}&sort=${encodeURIComponent('["due_date","ASC"]')}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['content-range']).toMatch(/^remittances 0-\d+\/\d+$/);
    const rows = list.json();
    expect(rows.length).toBeGreaterThan(0);
    // this year's first month with contributions, paid in the month too (last year's December, a demo of the
    // year-end, opens with the November contributions of its first period and is followed by this year's periods)
    const bir = (await get(`remittances?${q({ agency: 'bir' })}&range=[0,99]`)).json() as { year: number; month: number | string }[];
    const paidIn = new Set(bir.map((r) => `${r.year}-${Number(r.month)}`));
    const thisYear = Math.max(...bir.map((r) => r.year));
    sss = rows.find(
      (r: { year: number; month: number | string; total_amount: string }) =>
        r.year === thisYear && paidIn.has(`${r.year}-${Number(r.month)}`) && r.total_amount !== '0.00',
    );
    month = { year: thisYear, month: Number((sss as unknown as { month: string }).month) };
    expect(sss.status).toBe('open');
    const totals = (await get(`monthly-contributions/totals?${q({ agency: 'sss', ...month })}`)).json();
    expect(totals.sums.ee).toBe(sss.ee_total);
    expect(totals.sums.er).toBe(sss.er_total);
    expect(totals.sums.ec).toBe(sss.ec_total);
    expect(totals.count).toBeGreaterThan(0);
    for (const agency of ['philhealth', 'pagibig', 'bir']) {
      const other = (await get(`remittances?${q({ agency, ...month })}`)).json();
      expect(other.length, agency).toBeGreaterThan(0);
    }
  });

  it("lists each employee's month with the MSC of the engine's table for the month's base", async () => {
    const response = await get(`monthly-contributions?${q({ agency: 'sss', ...month })}&range=[0,9]`);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json();
    expect(rows.length).toBeGreaterThan(0);
    const tables = await loadStatutoryTables(t.db);
    const schedule = tables.sss.find(
      (v) => v.effective_from <= `${month.year}-01-01` && (v.effective_to ?? '9999') >= `${month.year}-01-01`,
    )!;
    for (const row of rows) {
      expect(row.agency_number).toMatch(/^\d{10}$/);
      expect(toCentavos(row.total)).toBe(toCentavos(row.ee) + toCentavos(row.er) + toCentavos(row.ec));
      const line = await t.db
        .selectFrom('payslip_lines as l')
        .innerJoin('payslips as s', 's.id', 'l.payslip_id')
        .innerJoin('payroll_periods as p', 'p.id', 's.payroll_period_id')
        .select(['l.explanation'])
        .where('s.employee_id', '=', row.employee_id)
        .where('l.code', '=', 'SSS_EE')
        .where('p.contribution_year', '=', month.year)
        .where('p.contribution_month', '=', month.month)
        .orderBy('p.pay_date', 'desc')
        .executeTakeFirstOrThrow();
      const base = toCentavos((line.explanation as { inputs: { month_base: string } }).inputs.month_base);
      const bracket = findSssBracket(base, schedule.brackets);
      expect(toCentavos(row.msc)).toBe(bracket.msc);
      expect(toCentavos(row.mpf_msc)).toBe(bracket.mpf_msc);
    }
    const exported = await get(`monthly-contributions/export?${q({ agency: 'sss', ...month })}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/spreadsheetml/);
  });

  it('generates the month: frozen totals and the upload file whose control total is the total', async () => {
    const done = await post(`remittances/${sss.id}/generate`);
    expect(done.statusCode, done.body).toBe(200);
    const row = (await get(`remittances/${sss.id}`)).json();
    expect(row.status).toBe('generated');
    expect(row.total_amount).toBe(sss.total_amount);
    const file = await get(`remittances/${sss.id}/file`);
    expect(file.statusCode).toBe(200);
    const lines = file.body.split('\r\n');
    expect(lines[0].startsWith('00')).toBe(true);
    const trailer = lines[lines.length - 2];
    expect(trailer.startsWith('99')).toBe(true);
    expect(trailer.endsWith(sss.total_amount.padStart(15, '0'))).toBe(true);
    expect((await post(`remittances/${sss.id}/generate`)).statusCode).toBe(409);
    expect((await post(`remittances/${sss.id}/regenerate`)).statusCode).toBe(200);
  });

  it('refuses to unpost a period of a generated month', async () => {
    // the last posted period of its group, so that only the remittance stands in the way
    const period = await t.db
      .selectFrom('payroll_periods as p')
      .select('p.id')
      .where('p.contribution_year', '=', month.year)
      .where('p.contribution_month', '=', month.month)
      .where('p.status', '=', 'posted')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('payroll_periods as later')
              .select('later.id')
              .whereRef('later.payroll_group_id', '=', 'p.payroll_group_id')
              .whereRef('later.pay_date', '>', 'p.pay_date')
              .where('later.status', 'in', ['posted', 'closed']),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    const refused = await post(`payroll-periods/${period.id}/unpost`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/SSS contribution, .* is generated/);
  });

  it('records the payment: 422 per field, the penalty when late, then 409 on regenerate until amended', async () => {
    const missing = await post(`remittances/${sss.id}/mark-paid`, {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['amount_paid', 'paid_at', 'reference_no']);
    const late = sss.due_date
      .replace(/-\d\d$/, '-28')
      .replace(/^(\d{4})-(\d\d)/, (_m, y, m) => (m === '12' ? `${Number(y) + 1}-01` : `${y}-${String(Number(m) + 1).padStart(2, '0')}`));
    const noPenalty = await post(`remittances/${sss.id}/mark-paid`, {
      reference_no: 'PRN-1',
      paid_at: late,
      amount_paid: sss.total_amount,
    });
    expect(noPenalty.statusCode).toBe(422);
    expect(noPenalty.json().errors.penalty_amount[0]).toMatch(/enter the penalty/);
    const wrong = await post(`remittances/${sss.id}/mark-paid`, {
      reference_no: 'PRN-1',
      paid_at: late,
      amount_paid: sss.total_amount,
      penalty_amount: '100.00',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.amount_paid[0]).toMatch(/total plus the penalty/);
    const expected = ((toCentavos(sss.total_amount) + 10000) / 100).toFixed(2);
    const paid = await post(`remittances/${sss.id}/mark-paid`, {
      reference_no: 'PRN-1',
      paid_at: late,
      amount_paid: expected,
      penalty_amount: '100.00',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toMatch(/late, with a penalty of 100.00/);
    const again = await post(`remittances/${sss.id}/regenerate`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/only through an amendment/);
    expect((await post(`remittances/${sss.id}/amend`, {})).statusCode).toBe(422);
    const amended = await post(`remittances/${sss.id}/amend`, { amendment_reason: 'Late hire added' });
    expect(amended.statusCode, amended.body).toBe(200);
    const row = (await get(`remittances/${sss.id}`)).json();
    expect(row).toMatchObject({ status: 'generated', amendment_no: 1, reference_no: null });
    const logs = await t.db
      .selectFrom('transaction_logs')
      .select('action')
      .where('resource', '=', 'remittances')
      .where('record_id', '=', String(sss.id))
      .execute();
    expect(logs.map((l) => l.action)).toEqual(['generate', 'regenerate', 'mark-paid', 'amend']);
  });

  it('is the payroll portal only', async () => {
    const hr = await t.login('hr@example.com');
    const denied = await t.request({ method: 'GET', url: `/api/payroll/remittances`, token: hr });
    expect(denied.statusCode).toBe(403);
  });
});
