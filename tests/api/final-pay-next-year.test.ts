/**
 * A final pay for a late-year separation released in January (docs/domain.md §14.9, §14.10; docs/statutory.md
 * §4: compensation is taxed in the year it is paid): the final payslip joins the year to date of
 * its pay date's year, its annualisation is that year's, and both years' 2316 certificates say so.
 * A final pay computed in December and released in January is refused until computed again.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareFinalPayEmployee } from '../support/final-pay-employee';
import { useTestApp } from './test-app';

const t = useTestApp();
const tokens: Record<string, string> = {};
const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request({ method, url, token: tokens[who], ...(payload ? { payload } : {}) });
const filter = (f: object) => encodeURIComponent(JSON.stringify(f));
const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100);

let employee: number;
let caseId: number;
let ytd2026Before: Record<string, unknown> | undefined;

async function setClock(iso: string): Promise<void> {
  t.clock.now = new Date(iso);
  for (const who of ['hr', 'timekeeping', 'payroll']) tokens[who] = await t.login(`${who}@example.com`);
}

const caseRow = () => t.db.selectFrom('final_pay_cases').selectAll().where('id', '=', caseId).executeTakeFirstOrThrow();
const step = async (action: string) => call('payroll', 'POST', `/api/payroll/final-pay-cases/${caseId}/${action}`, {});

beforeAll(async () => {
  await setClock('2026-12-16T02:00:00Z');
  const { rows } = await sql<{ id: number }>`
    select e.id from employees e join payroll_groups g on g.id = e.payroll_group_id
    join shift_schedules s on s.id = e.default_shift_schedule_id
    where g.code = 'SM-OFFICE' and s.code = 'DAY' and e.status = 'active' and e.hire_date < '2025-01-01'
      and not exists (select 1 from employee_movements m where m.employee_id = e.id and (m.status in ('draft', 'approved') or m.effective_date >= '2026-11-01'))
      and not exists (select 1 from users u where u.employee_id = e.id)
    order by e.id desc limit 1`.execute(t.db);
  employee = Number(rows[0].id);
  await prepareFinalPayEmployee(t.db, employee);
  // a separation late in 2026 (the final timesheet stays inside one regular cut-off), its final timesheet closed by timekeeping
  const created = await call('hr', 'POST', '/api/hr/employee-movements', {
    employee_id: employee,
    movement_type: 'separation',
    effective_date: '2026-11-20',
    separation_type: 'resignation',
    last_working_day: '2026-11-20',
    reason: 'Final pay paid in the next year',
  });
  expect(created.statusCode, created.body).toBe(200);
  expect((await call('hr', 'POST', `/api/hr/employee-movements/${created.json().id}/approve`, {})).statusCode).toBe(200);
  expect((await call('hr', 'POST', `/api/hr/employee-movements/${created.json().id}/apply`, {})).statusCode).toBe(200);
  caseId = Number(
    (
      await t.db
        .selectFrom('final_pay_cases')
        .select('id')
        .where('employee_id', '=', employee)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id,
  );
  for (const action of ['process-timesheet', 'close-timesheet']) {
    const response = await call('timekeeping', 'POST', `/api/timekeeping/final-pay-cases/${caseId}/${action}`, {});
    expect(response.statusCode, response.body).toBe(200);
  }
  expect((await step('clear')).statusCode).toBe(200);
  ytd2026Before = await t.db
    .selectFrom('ytd_balances')
    .selectAll()
    .where('employee_id', '=', employee)
    .where('year', '=', 2026)
    .executeTakeFirst();
});

describe('a November separation whose final pay is released in January', () => {
  it('computed in December for payment in 2026, refuses a January release until computed again (409)', async () => {
    const computed = await step('compute');
    expect(computed.statusCode, computed.body).toBe(200);
    const stored = (await caseRow()).computation as { input: { last_cutoff: { pay_date: string } } };
    expect(stored.input.last_cutoff.pay_date).toBe('2026-11-20');
    expect((await step('approve')).statusCode).toBe(200);

    await setClock('2027-01-12T02:00:00Z');
    const refused = await step('release');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This final pay was computed for payment in 2026 and is released in 2027: compute it again so it is taxed with the 2027 year to date, then approve it.',
    );
    expect((await caseRow()).status).toBe('approved');
  });

  it('computes again from approved with the 2027 year to date, approves and releases on a 2027 pay date', async () => {
    const computed = await step('compute');
    expect(computed.statusCode, computed.body).toBe(200);
    expect(computed.json().status).toBe('computed');
    const stored = (await caseRow()).computation as { input: { last_cutoff: { pay_date: string }; year_to_date: Record<string, string> } };
    expect(stored.input.last_cutoff.pay_date).toBe('2027-01-12');
    // nothing was paid in 2027 before the final pay
    expect(stored.input.year_to_date).toMatchObject({ taxable_compensation: '0.00', tax_withheld: '0.00', non_taxable_benefits: '0.00' });
    expect((await step('approve')).statusCode).toBe(200);
    const released = await step('release');
    expect(released.statusCode, released.body).toBe(200);
    const period = await t.db
      .selectFrom('payroll_periods')
      .selectAll()
      .where('id', '=', (await caseRow()).payroll_period_id!)
      .executeTakeFirstOrThrow();
    expect(period).toMatchObject({
      period_type: 'final_pay',
      status: 'posted',
      pay_date: '2027-01-12',
      year: 2027,
      contribution_year: 2026,
    });
  });

  it('counts the final payslip in the 2027 year to date only, and annualises 2027', async () => {
    const row = await caseRow();
    const payslip = await t.db
      .selectFrom('payslips')
      .selectAll()
      .where('payroll_period_id', '=', row.payroll_period_id!)
      .executeTakeFirstOrThrow();
    const ytd = await t.db.selectFrom('ytd_balances').selectAll().where('employee_id', '=', employee).orderBy('year').execute();
    const y2027 = ytd.find((y) => y.year === 2027)!;
    expect(y2027).toMatchObject({
      gross_compensation: payslip.gross_pay,
      taxable_compensation: payslip.taxable_compensation,
      tax_withheld: payslip.withholding_tax,
      last_payroll_period_id: row.payroll_period_id,
    });
    const y2026 = ytd.find((y) => y.year === 2026);
    expect(y2026?.gross_compensation).toBe(ytd2026Before?.gross_compensation);
    expect(y2026?.tax_withheld).toBe(ytd2026Before?.tax_withheld);

    const annualizations = await t.db
      .selectFrom('annualizations')
      .selectAll()
      .where('employee_id', '=', employee)
      .where('annualization_type', '=', 'separation')
      .execute();
    expect(annualizations).toHaveLength(1);
    const [a] = annualizations;
    expect(a).toMatchObject({ year: 2027, annualization_type: 'separation', status: 'posted', tax_withheld_present: '0.00' });
    // the 2027 taxable compensation is the final payslip's alone
    expect(a.present_taxable).toBe(payslip.taxable_compensation);
    expect(a.present_gross).toBe(payslip.gross_pay);
    expect(cents(a.tax_due) - cents(a.tax_withheld_present)).toBe(cents(a.tax_adjustment));
    expect(a.tax_adjustment).toBe(payslip.withholding_tax);
  });

  it('puts the final pay on the 2027 certificate and leaves 2026’s with what 2026 paid, both final', async () => {
    const row = await caseRow();
    const payslip = await t.db
      .selectFrom('payslips')
      .selectAll()
      .where('payroll_period_id', '=', row.payroll_period_id!)
      .executeTakeFirstOrThrow();
    const certificateOf = async (year: number) =>
      (
        (await call('payroll', 'GET', `/api/payroll/bir-2316-certificates?filter=${filter({ year })}&range=[0,999]`)).json() as Array<
          Record<string, unknown> & { items: Record<string, string> }
        >
      ).find((c) => c.employee_id === employee)!;
    const c2027 = await certificateOf(2027);
    const annualization = await t.db
      .selectFrom('annualizations')
      .selectAll()
      .where('employee_id', '=', employee)
      .where('annualization_type', '=', 'separation')
      .executeTakeFirstOrThrow();
    expect(c2027).toMatchObject({ status: 'final', period_from: '2027-01-01', period_to: '2027-01-12' });
    expect(c2027.items['19']).toBe(payslip.gross_pay);
    expect(c2027.items['52']).toBe(payslip.taxable_compensation);
    expect(c2027.items['24']).toBe(annualization.tax_due);
    expect(c2027.items['25A']).toBe(payslip.withholding_tax);

    const c2026 = await certificateOf(2026);
    expect(c2026).toMatchObject({ status: 'final', period_to: '2026-11-20' });
    // 2026's gross is what the posted 2026 payslips paid: the year to date of 2026, without the final pay
    expect(c2026.items['19']).toBe(ytd2026Before?.gross_compensation);
    expect(c2026.items['25A']).toBe(ytd2026Before?.tax_withheld);
  });
});
