/**
 * Off-cycle pay on the demo company through the API: a 13th-month batch computed from
 * posted payslips, approved into a special period as payroll entries, the special period
 * paying only its entries with tax by the marginal annualised method, and posting that
 * posts the batch and feeds the 90,000 pool; a later balance batch sees what was paid.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await t.login('payroll@example.com');
});
const post = (path: string, payload: object = {}) => t.request({ method: 'POST', url: `/api/payroll/${path}`, token, payload });
const put = (path: string, payload: object) => t.request({ method: 'PUT', url: `/api/payroll/${path}`, token, payload });
const del = (path: string) => t.request({ method: 'DELETE', url: `/api/payroll/${path}`, token });
const get = (path: string) => t.request({ method: 'GET', url: `/api/payroll/${path}`, token });
const filter = (f: object) => encodeURIComponent(JSON.stringify(f));
const cents = (text: string | number | null) => Math.round(Number(text ?? 0) * 100);

async function computed(periodId: number) {
  expect((await post(`payroll-periods/${periodId}/compute`)).statusCode).toBe(202);
  for (;;) {
    const state = (await get(`payroll-periods/${periodId}/computation`)).json();
    if (state.computation && state.computation.status !== 'running') return state.computation;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function typeId(code: string) {
  return Number((await t.db.selectFrom('transaction_types').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);
}

/** The 2023 annual income tax table (docs/statutory.md §4.3), in centavos, written out independently of the engine. */
function annualTax(taxable: number): number {
  const rows: Array<[over: number, fixed: number, percent: number]> = [
    [800_000_000, 220_250_000, 35],
    [200_000_000, 40_250_000, 30],
    [80_000_000, 10_250_000, 25],
    [40_000_000, 2_250_000, 20],
    [25_000_000, 0, 15],
  ];
  for (const [over, fixed, percent] of rows) if (taxable > over) return fixed + Math.round(((taxable - over) * percent) / 100);
  return 0;
}

describe('a 13th-month batch paid through a special period', () => {
  let groupId: number;
  let specialId: number;
  let batchId: number;
  let employeeId: number;

  it('computes each employee\u2019s 13th month from the basic salary of posted payslips', async () => {
    const group = await t.db.selectFrom('payroll_groups').select('id').where('code', '=', 'SM-OFFICE').executeTakeFirstOrThrow();
    groupId = Number(group.id);
    const special = await post('payroll-periods', { payroll_group_id: groupId, period_type: 'special', pay_date: '2026-12-15' });
    expect(special.statusCode, special.body).toBe(200);
    specialId = special.json().id;

    const outsideYear = await post('thirteenth-month-batches', {
      year: 2026,
      coverage_to: '2027-01-10',
      instalment: 'full',
      target_payroll_period_id: specialId,
    });
    expect(outsideYear.statusCode).toBe(422);
    expect(outsideYear.json().errors.coverage_to[0]).toMatch(/must end in 2026/);

    const created = await post('thirteenth-month-batches', {
      year: 2026,
      coverage_to: '2026-12-31',
      instalment: 'full',
      target_payroll_period_id: specialId,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ status: 'draft', payroll_group_id: groupId });
    batchId = created.json().id;

    const result = await post(`thirteenth-month-batches/${batchId}/compute`);
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().status).toBe('computed');
    expect(result.json().employee_count).toBeGreaterThan(0);

    // the basic salary of one employee, summed line by line from the posted payslips
    const earned = await t.db
      .selectFrom('payslip_lines as l')
      .innerJoin('payslips as s', 's.id', 'l.payslip_id')
      .innerJoin('payroll_periods as p', 'p.id', 's.payroll_period_id')
      .innerJoin('transaction_types as ty', 'ty.id', 'l.transaction_type_id')
      .innerJoin('employees as e', 'e.id', 's.employee_id')
      .select(['s.employee_id', sql<string>`sum(l.amount)`.as('basic')])
      .where('s.status', '=', 'posted')
      .where('ty.thirteenth_month_basis', '=', true)
      .where('l.section', '=', 'earning')
      .where('e.payroll_group_id', '=', groupId)
      .where('p.pay_date', '>=', '2026-01-01')
      .groupBy('s.employee_id')
      // the best paid, whose extra pay is taxed
      .orderBy(sql`sum(l.amount)`, 'desc')
      .executeTakeFirstOrThrow();
    employeeId = Number(earned.employee_id);
    const lines = (
      await get(`thirteenth-month-lines?filter=${filter({ thirteenth_month_batch_id: batchId, employee_id: employeeId })}`)
    ).json();
    expect(lines).toHaveLength(1);
    const basic = cents(earned.basic);
    const due = Math.floor((basic * 2 + 12) / 24); // ÷ 12, half up
    const pool = await t.db
      .selectFrom('ytd_balances')
      .select('other_benefits')
      .where('employee_id', '=', employeeId)
      .where('year', '=', 2026)
      .executeTakeFirst();
    const exempt = Math.min(due, 9_000_000 - cents(pool?.other_benefits ?? 0));
    expect(lines[0]).toMatchObject({
      basic_earned: (basic / 100).toFixed(2),
      amount_due: (due / 100).toFixed(2),
      previously_paid: '0.00',
      amount_payable: (due / 100).toFixed(2),
      non_taxable_amount: (exempt / 100).toFixed(2),
      taxable_amount: ((due - exempt) / 100).toFixed(2),
    });
    const total = (await get(`thirteenth-month-lines?filter=${filter({ thirteenth_month_batch_id: batchId })}&range=[0,999]`))
      .json()
      .reduce((sum: number, l: { amount_payable: string }) => sum + cents(l.amount_payable), 0);
    expect(cents(result.json().total_amount)).toBe(total);
  });

  it('refuses a computed batch\u2019s deletion and sends the approved lines to the period as entries', async () => {
    const removed = await del(`thirteenth-month-batches/${batchId}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toMatch(/cancel it instead/);

    const approved = await post(`thirteenth-month-batches/${batchId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const entries = await t.db
      .selectFrom('payroll_entries')
      .select(['employee_id', 'amount', 'source_type'])
      .where('payroll_period_id', '=', specialId)
      .where('status', '=', 'active')
      .execute();
    expect(entries.length).toBe(approved.json().employee_count);
    expect(entries.every((e) => e.source_type === 'thirteenth_month')).toBe(true);
    const edited = await put(`thirteenth-month-batches/${batchId}`, { ...approved.json(), coverage_to: '2026-11-30' });
    expect(edited.statusCode).toBe(409);
  });

  it('pays only the entries in the special period, with tax on the marginal annualised method', async () => {
    const commission = await post('payroll-entries', {
      payroll_period_id: specialId,
      employee_id: employeeId,
      transaction_type_id: await typeId('TRANSPORTATION_ALLOWANCE'),
      amount: '100000.00',
      remarks: 'Year-end travel allowance',
    });
    expect(commission.statusCode, commission.body).toBe(200);

    const run = await computed(specialId);
    expect(run).toMatchObject({ status: 'done', error_count: 0 });
    const [payslip] = (await get(`payslips?filter=${filter({ payroll_period_id: specialId, employee_id: employeeId })}`)).json();
    const detail = (await get(`payslips/${payslip.id}/detail`)).json();
    const codes = detail.lines.map((l: { code: string }) => l.code);
    expect(codes).not.toContain('BASIC_PAY');
    expect(codes).toEqual(expect.arrayContaining(['THIRTEENTH_MONTH', 'TRANSPORTATION_ALLOWANCE', 'WITHHOLDING_TAX']));
    expect(codes.filter((c: string) => /^(SSS|PHILHEALTH|PAGIBIG)_/.test(c))).toEqual([]);

    // the annual tax with and without this period's 100,000, on the year so far plus the regular pay still to come
    const ytd = await t.db
      .selectFrom('ytd_balances')
      .select('taxable_compensation')
      .where('employee_id', '=', employeeId)
      .where('year', '=', 2026)
      .executeTakeFirstOrThrow();
    const latest = await t.db
      .selectFrom('payslips as s')
      .innerJoin('payroll_periods as p', 'p.id', 's.payroll_period_id')
      .select('s.taxable_compensation')
      .where('s.employee_id', '=', employeeId)
      .where('s.status', '=', 'posted')
      .where('p.period_type', '=', 'regular')
      .orderBy('p.pay_date', 'desc')
      .executeTakeFirstOrThrow();
    const remaining = await t.db
      .selectFrom('payroll_periods')
      .select(sql<string>`count(*)`.as('n'))
      .where('payroll_group_id', '=', groupId)
      .where('period_type', '=', 'regular')
      .where('pay_date', '>', '2026-12-15')
      .where('pay_date', '<=', '2026-12-31')
      .where('status', 'not in', ['posted', 'closed'])
      .executeTakeFirstOrThrow();
    const base = cents(ytd.taxable_compensation) + cents(latest.taxable_compensation) * Number(remaining.n);
    const [line] = (
      await get(`thirteenth-month-lines?filter=${filter({ thirteenth_month_batch_id: batchId, employee_id: employeeId })}`)
    ).json();
    const periodTaxable = 10_000_000 + cents(line.taxable_amount);
    expect(cents(payslip.taxable_compensation)).toBe(periodTaxable);
    const expected = annualTax(base + periodTaxable) - annualTax(base);
    const tax = detail.lines.find((l: { code: string }) => l.code === 'WITHHOLDING_TAX');
    expect(cents(tax.amount)).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    const thirteenth = detail.lines.find((l: { code: string }) => l.code === 'THIRTEENTH_MONTH');
    expect(cents(payslip.net_pay)).toBe(cents(thirteenth.amount) + 10_000_000 - expected);
  });

  it('posts the batch with its period, and a balance batch then finds nothing left to pay', async () => {
    const before = await t.db
      .selectFrom('ytd_balances')
      .select('other_benefits')
      .where('employee_id', '=', employeeId)
      .where('year', '=', 2026)
      .executeTakeFirstOrThrow();
    expect((await post(`payroll-periods/${specialId}/prooflist`)).statusCode).toBe(200);
    const posted = await post(`payroll-periods/${specialId}/post`);
    expect(posted.statusCode, posted.body).toBe(200);
    expect((await get(`thirteenth-month-batches/${batchId}`)).json().status).toBe('posted');
    const refused = await post(`thirteenth-month-batches/${batchId}/unapprove`);
    expect(refused.statusCode).toBe(409);

    const [line] = (
      await get(`thirteenth-month-lines?filter=${filter({ thirteenth_month_batch_id: batchId, employee_id: employeeId })}`)
    ).json();
    const after = await t.db
      .selectFrom('ytd_balances')
      .select('other_benefits')
      .where('employee_id', '=', employeeId)
      .where('year', '=', 2026)
      .executeTakeFirstOrThrow();
    expect(cents(after.other_benefits) - cents(before.other_benefits)).toBe(cents(line.amount_payable));

    const another = await post('payroll-periods', { payroll_group_id: groupId, period_type: 'special', pay_date: '2026-12-22' });
    const balance = await post('thirteenth-month-batches', {
      year: 2026,
      coverage_to: '2026-12-31',
      instalment: 'balance',
      target_payroll_period_id: another.json().id,
    });
    const second = await post(`thirteenth-month-batches/${balance.json().id}/compute`);
    expect(second.statusCode, second.body).toBe(200);
    const [again] = (
      await get(`thirteenth-month-lines?filter=${filter({ thirteenth_month_batch_id: balance.json().id, employee_id: employeeId })}`)
    ).json();
    expect(again).toMatchObject({ previously_paid: line.amount_payable, amount_payable: '0.00' });
  });

  it('refuses to compute a special period with nothing to pay', async () => {
    const empty = await post('payroll-periods', { payroll_group_id: groupId, period_type: 'special', pay_date: '2026-12-23' });
    const refused = await post(`payroll-periods/${empty.json().id}/compute`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/no entries to pay/);
  });
});

describe('a bonus batch', () => {
  it('pays half a month of basic pro-rated by months of service to the group\u2019s employees active on the basis date', async () => {
    const group = await t.db.selectFrom('payroll_groups').select('id').where('code', '=', 'SM-OFFICE').executeTakeFirstOrThrow();
    const special = await post('payroll-periods', { payroll_group_id: group.id, period_type: 'special', pay_date: '2026-12-19' });
    const sample = {
      bonus_name: 'Christmas bonus',
      transaction_type_id: await typeId('BONUS'),
      computation_method: 'months_of_basic',
      factor: 0.5,
      basis_date: '2026-12-01',
      prorate_by_service: true,
      target_payroll_period_id: special.json().id,
    };
    const notEarning = await post('bonus-batches', { ...sample, transaction_type_id: await typeId('SSS_LOAN') });
    expect(notEarning.statusCode).toBe(422);
    expect(notEarning.json().errors.transaction_type_id[0]).toMatch(/is not an earning/);

    const created = await post('bonus-batches', sample);
    expect(created.statusCode, created.body).toBe(200);
    const computedBatch = await post(`bonus-batches/${created.json().id}/compute`);
    expect(computedBatch.statusCode, computedBatch.body).toBe(200);

    const lines = (await get(`bonus-lines?filter=${filter({ bonus_batch_id: created.json().id })}&range=[0,999]`)).json();
    const active = await t.db
      .selectFrom('employees')
      .select(sql<string>`count(*)`.as('n'))
      .where('payroll_group_id', '=', group.id)
      .where('hire_date', '<=', '2026-12-01')
      .where((eb) => eb.or([eb('separation_date', 'is', null), eb('separation_date', '>=', '2026-12-01')]))
      .executeTakeFirstOrThrow();
    expect(lines).toHaveLength(Number(active.n));
    // one employee hired during the year and one hired before it, checked by hand
    const employees = await t.db
      .selectFrom('employees as e')
      .select(['e.id', 'e.hire_date'])
      .where(
        'e.id',
        'in',
        lines.map((l: { employee_id: number }) => l.employee_id),
      )
      .execute();
    for (const e of employees) {
      const line = lines.find((l: { employee_id: number }) => Number(l.employee_id) === Number(e.id));
      const rate = await t.db
        .selectFrom('employee_compensations')
        .select(['rate_type', 'basic_rate'])
        .where('employee_id', '=', e.id)
        .where('effective_date', '<=', '2026-12-01')
        .orderBy('effective_date', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      if (rate.rate_type !== 'monthly') continue;
      const hired = String(e.hire_date);
      const months = hired < '2026-01-01' ? 12 : 12 - Number(hired.slice(5, 7)) + (hired.endsWith('-01') ? 1 : 0);
      const expected = Math.floor((cents(rate.basic_rate) * months + 12) / 24); // × 0.5 × months ÷ 12, half up
      expect(line).toMatchObject({ service_months: months, monthly_basic: rate.basic_rate, amount_payable: (expected / 100).toFixed(2) });
    }
    expect(cents(computedBatch.json().total_amount)).toBe(
      lines.reduce((s: number, l: { amount_payable: string }) => s + cents(l.amount_payable), 0),
    );

    const approved = await post(`bonus-batches/${created.json().id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const takenBack = await post(`bonus-batches/${created.json().id}/unapprove`);
    expect(takenBack.statusCode).toBe(200);
    const entries = await t.db
      .selectFrom('payroll_entries')
      .select(['status', 'source_type'])
      .where('payroll_period_id', '=', special.json().id)
      .execute();
    expect(entries.length).toBe(approved.json().employee_count);
    expect(entries.every((e) => e.status === 'void' && e.source_type === 'bonus')).toBe(true);
  });
});
