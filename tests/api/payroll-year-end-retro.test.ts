/**
 * Year-end annualisation and retro pay through the API, on payslips written with known figures
 * in 2033 (a year the demo company never reaches), every peso worked by hand:
 * - a year-end run on the group's last regular period of the year: ₱600,000 taxable → ₱62,500
 *   due by the 2023 annual table; a previous employer's income added; a refund; an MWE at 0;
 *   approval sends TAX_ADJUSTMENT entries, and once posted the 2316 takes the run's tax due;
 * - a retro batch revaluing one posted semi-monthly period from ₱20,000 to ₱22,000 a month:
 *   basic ₱1,000.00, a day's absence −₱91.95, one RETRO_PAY entry of ₱908.05, the movement's
 *   retro flag cleared on approval and restored when taken back; a batch of several employees
 *   computes each, lists the one with nothing posted in the range and pays the others.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { postBatchesOf } from '../../server/modules/payroll/batches/batch-lifecycle.service';
import { useTestApp } from './test-app';

const t = useTestApp();
const YEAR = 2033;
let token: string;
let groupId: number;
let companyId: number;
const people: Record<'ana' | 'ben' | 'carla' | 'dan' | 'eve', number> = { ana: 0, ben: 0, carla: 0, dan: 0, eve: 0 };
const periods = { june: 0, last: 0, notLast: 0, jan1: 0, jan2: 0 };

const post = (path: string, payload: object = {}, as = token) =>
  t.request({ method: 'POST', url: `/api/payroll/${path}`, token: as, payload });
const get = (path: string, as = token) => t.request({ method: 'GET', url: `/api/payroll/${path}`, token: as });
const filter = (f: object) => encodeURIComponent(JSON.stringify(f));

async function typeId(code: string) {
  return Number((await t.db.selectFrom('transaction_types').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);
}

async function period(code: string, start: string, end: string, status: string, last = false) {
  const month = Number(end.slice(5, 7));
  const row = await t.db
    .insertInto('payroll_periods')
    .values({
      payroll_group_id: groupId,
      code,
      period_type: 'regular',
      year: Number(end.slice(0, 4)),
      month,
      contribution_year: Number(end.slice(0, 4)),
      contribution_month: month,
      cutoff_start: start,
      cutoff_end: end,
      pay_date: end,
      is_last_regular_of_year: last,
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A payslip with the totals the BIR code reads; `lines` are its earning lines (type code, amount, quantity). */
async function payslip(
  periodId: number,
  employeeId: number,
  figures: { taxable: string; tax: string; status: string; mwe?: boolean; rate?: string; daily?: string },
  lines: Array<[code: string, amount: string, quantity: string | null]> = [],
) {
  const who = await t.db
    .selectFrom('employees')
    .select(['business_unit_id', 'position_id'])
    .where('id', '=', employeeId)
    .executeTakeFirstOrThrow();
  const computation = await t.db
    .insertInto('payroll_computations')
    .values({ payroll_period_id: periodId, status: 'done', progress_total: 1, progress_done: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const slip = await t.db
    .insertInto('payslips')
    .values({
      payroll_period_id: periodId,
      computation_id: computation.id,
      employee_id: employeeId,
      payroll_group_id: groupId,
      business_unit_id: who.business_unit_id!,
      position_id: who.position_id!,
      rate_type: 'monthly',
      basic_rate: figures.rate ?? '20000.00',
      daily_rate: figures.daily ?? '919.540230',
      hourly_rate: '114.942529',
      is_minimum_wage_earner: figures.mwe ?? false,
      payment_mode: 'cash',
      gross_pay: figures.taxable,
      taxable_compensation: figures.taxable,
      withholding_tax: figures.tax,
      table_versions: '{}',
      status: figures.status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [order, [code, amount, quantity]] of lines.entries()) {
    await t.db
      .insertInto('payslip_lines')
      .values({
        payslip_id: slip.id,
        transaction_type_id: await typeId(code),
        code,
        description: code,
        section: 'earning',
        amount,
        quantity,
        source_type: 'basic',
        explanation: '{}',
        sort_order: order,
      })
      .execute();
  }
}

beforeAll(async () => {
  token = await t.login('payroll@example.com');
  const me = await t.db
    .selectFrom('users as u')
    .innerJoin('employees as e', 'e.id', 'u.employee_id')
    .select(['e.company_id', 'e.id'])
    .where('u.email', '=', 'payroll@example.com')
    .executeTakeFirstOrThrow();
  companyId = Number(me.company_id);
  const group = await t.db
    .selectFrom('payroll_groups')
    .select('id')
    .where('company_id', '=', companyId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  groupId = Number(group.id);
  const picked = await t.db
    .selectFrom('employees')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '<>', me.id)
    .where('separation_date', 'is', null)
    .where('hire_date', '<', `${YEAR}-01-01`)
    .orderBy('id')
    .limit(5)
    .execute();
  (['ana', 'ben', 'carla', 'dan', 'eve'] as const).forEach((key, i) => (people[key] = Number(picked[i].id)));
  await t.db.updateTable('employees').set({ payroll_group_id: groupId }).where('id', 'in', Object.values(people)).execute();

  periods.june = await period(`YE-${YEAR}-06`, `${YEAR}-06-01`, `${YEAR}-06-30`, 'posted');
  periods.notLast = await period(`YE-${YEAR}-12A`, `${YEAR}-12-01`, `${YEAR}-12-15`, 'open');
  periods.last = await period(`YE-${YEAR}-12B`, `${YEAR}-12-16`, `${YEAR}-12-31`, 'open', true);
  // ana: 600,000 taxable, 45,000 withheld; ben: 400,000 and 20,000, with a previous employer;
  // carla: 250,000 taxable (no tax due) but 12,000 withheld; dan: a minimum wage earner
  await payslip(periods.june, people.ana, { taxable: '500000.00', tax: '40000.00', status: 'posted' });
  await payslip(periods.last, people.ana, { taxable: '100000.00', tax: '5000.00', status: 'computed' });
  await payslip(periods.june, people.ben, { taxable: '300000.00', tax: '7500.00', status: 'posted' });
  await payslip(periods.last, people.ben, { taxable: '100000.00', tax: '12500.00', status: 'computed' });
  await payslip(periods.june, people.carla, { taxable: '200000.00', tax: '10000.00', status: 'posted' });
  await payslip(periods.last, people.carla, { taxable: '50000.00', tax: '2000.00', status: 'computed' });
  await payslip(periods.june, people.dan, { taxable: '0.00', tax: '0.00', status: 'posted', mwe: true });
  await payslip(periods.last, people.dan, { taxable: '0.00', tax: '0.00', status: 'computed', mwe: true });
});

describe('previous employers\u2019 income', () => {
  const income = {
    year: YEAR,
    employer_name: 'Northwind Trading Inc.',
    employer_tin: '123456789',
    period_from: `${YEAR}-01-01`,
    period_to: `${YEAR}-03-31`,
    taxable_compensation: '200000.00',
    non_taxable_compensation: '30000.00',
    thirteenth_month_and_other_benefits: '10000.00',
    tax_withheld: '10000.00',
  };

  it('refuses a period outside the year and a TIN that is not 9 digits, then records the income once', async () => {
    const outside = await post('previous-employer-incomes', { ...income, employee_id: people.ben, period_to: `${YEAR + 1}-01-15` });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.period_to[0]).toMatch(`must be in ${YEAR}`);
    const shortTin = await post('previous-employer-incomes', { ...income, employee_id: people.ben, employer_tin: '12345678' });
    expect(shortTin.statusCode).toBe(422);
    expect(shortTin.json().errors.employer_tin).toBeDefined();
    const created = await post('previous-employer-incomes', { ...income, employee_id: people.ben });
    expect(created.statusCode, created.body).toBe(200);
    const again = await post('previous-employer-incomes', { ...income, employee_id: people.ben });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.employer_tin[0]).toMatch(/already entered/);
  });
});

describe('a year-end annualisation run', () => {
  let runId: number;

  it('targets only the group\u2019s last regular period of the year', async () => {
    const notLast = await post('annualization-runs', { year: YEAR, target_payroll_period_id: periods.notLast });
    expect(notLast.statusCode).toBe(422);
    expect(notLast.json().errors.target_payroll_period_id[0]).toMatch(/not the last regular period/);
    const wrongYear = await post('annualization-runs', { year: YEAR - 1, target_payroll_period_id: periods.last });
    expect(wrongYear.statusCode).toBe(422);
    const created = await post('annualization-runs', { year: YEAR, target_payroll_period_id: periods.last });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ status: 'draft', payroll_group_id: groupId });
    runId = created.json().id;
    const second = await post('annualization-runs', { year: YEAR, target_payroll_period_id: periods.last });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.target_payroll_period_id[0]).toMatch(/already has a year-end run/);
  });

  it('refuses to compute before the target period is computed', async () => {
    const early = await post(`annualization-runs/${runId}/compute`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/compute it first/);
  });

  it('computes each employee\u2019s tax due by the annual table and the adjustment to the centavo', async () => {
    await t.db.updateTable('payroll_periods').set({ status: 'computed' }).where('id', '=', periods.last).execute();
    const res = await post(`annualization-runs/${runId}/compute`);
    expect(res.statusCode, res.body).toBe(200);
    // 17,500 + 32,500 − 12,000; dan has none
    expect(res.json()).toMatchObject({ status: 'computed', employee_count: 3, total_amount: '38000.00' });
    const rows = (await get(`annualizations?filter=${filter({ annualization_run_id: runId })}&range=[0,99]`)).json();
    const of = (id: number) => rows.find((r: { employee_id: number }) => r.employee_id === id);
    // 600,000: 22,500 + 20% × (600,000 − 400,000) = 62,500; withheld 40,000 + 5,000
    expect(of(people.ana)).toMatchObject({
      present_taxable: '600000.00',
      previous_taxable: '0.00',
      tax_due: '62500.00',
      tax_withheld_present: '45000.00',
      tax_adjustment: '17500.00',
      adjustment_kind: 'payable',
      substituted_filing_eligible: true,
      status: 'computed',
    });
    // 400,000 + 200,000 from the previous employer: 62,500 due − 20,000 − 10,000 withheld
    expect(of(people.ben)).toMatchObject({
      present_taxable: '400000.00',
      previous_taxable: '200000.00',
      previous_tax_withheld: '10000.00',
      tax_due: '62500.00',
      tax_withheld_present: '20000.00',
      tax_adjustment: '32500.00',
      substituted_filing_eligible: false,
    });
    // 250,000 is not over 250,000: nothing due, the 12,000 withheld is refunded
    expect(of(people.carla)).toMatchObject({
      tax_due: '0.00',
      tax_withheld_present: '12000.00',
      tax_adjustment: '-12000.00',
      adjustment_kind: 'refund',
    });
    expect(of(people.dan)).toMatchObject({ is_mwe: true, tax_due: '0.00', tax_adjustment: '0.00', adjustment_kind: 'none' });

    const refunds = (await get(`annualizations?filter=${filter({ year: YEAR, adjustment_kind: 'refund' })}`)).json();
    expect(refunds.map((r: { employee_id: number }) => r.employee_id)).toEqual([people.carla]);
  });

  it('sends the adjustments to the target period as tax-adjustment entries, and takes them back', async () => {
    const approved = await post(`annualization-runs/${runId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const entries = async () =>
      t.db
        .selectFrom('payroll_entries as pe')
        .innerJoin('transaction_types as ty', 'ty.id', 'pe.transaction_type_id')
        .select(['pe.employee_id', 'pe.amount', 'ty.code', 'pe.source_type'])
        .where('pe.payroll_period_id', '=', periods.last)
        .where('pe.status', '=', 'active')
        .orderBy('pe.amount')
        .execute();
    expect(await entries()).toEqual([
      { employee_id: people.carla, amount: '-12000.00', code: 'TAX_ADJUSTMENT', source_type: 'year_end' },
      { employee_id: people.ana, amount: '17500.00', code: 'TAX_ADJUSTMENT', source_type: 'year_end' },
      { employee_id: people.ben, amount: '32500.00', code: 'TAX_ADJUSTMENT', source_type: 'year_end' },
    ]);
    const target = await t.db
      .selectFrom('payroll_periods')
      .select('needs_recompute')
      .where('id', '=', periods.last)
      .executeTakeFirstOrThrow();
    expect(target.needs_recompute).toBe(true);
    expect((await get(`annualizations?filter=${filter({ annualization_run_id: runId, status: 'approved' })}`)).json()).toHaveLength(4);

    expect((await post(`annualization-runs/${runId}/unapprove`)).statusCode).toBe(200);
    expect(await entries()).toEqual([]);
    expect((await post(`annualization-runs/${runId}/approve`)).statusCode).toBe(200);
  });

  it('makes the 2316 final with the run\u2019s tax due once the target period posts', async () => {
    // the period's recompute puts ana's entry on her payslip; posting posts the run with it
    const slip = await t.db
      .selectFrom('payslips')
      .select('id')
      .where('payroll_period_id', '=', periods.last)
      .where('employee_id', '=', people.ben)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('payslip_lines')
      .values({
        payslip_id: slip.id,
        transaction_type_id: await typeId('TAX_ADJUSTMENT'),
        code: 'TAX_ADJUSTMENT',
        description: 'Year-end tax adjustment',
        section: 'deduction',
        amount: '32500.00',
        source_type: 'entry',
        explanation: '{}',
        sort_order: 9,
      })
      .execute();
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('payslips').set({ status: 'posted' }).where('payroll_period_id', '=', periods.last).execute();
      await trx.updateTable('payroll_periods').set({ status: 'posted' }).where('id', '=', periods.last).execute();
      await postBatchesOf(trx, periods.last, true);
    });
    expect((await get(`annualization-runs/${runId}`)).json().status).toBe('posted');
    const certificates = (await get(`bir-2316-certificates?filter=${filter({ year: YEAR })}&range=[0,99]`)).json();
    const ben = certificates.find((c: { employee_id: number }) => c.employee_id === people.ben);
    // tax due with the previous employer's income; withheld here 20,000 + the 32,500 adjustment
    expect(ben).toMatchObject({ status: 'final', tax_due: '62500.00', tax_withheld: '52500.00', year_end_adjustment: '45000.00' });
  });

  it('is the payroll portal\u2019s alone', async () => {
    for (const email of ['hr@example.com', 'employee@example.com']) {
      const other = await t.login(email);
      expect((await get('annualization-runs', other)).statusCode).toBe(403);
      expect((await get('previous-employer-incomes', other)).statusCode).toBe(403);
      expect((await get('retro-pay-batches', other)).statusCode).toBe(403);
    }
  });
});

describe('a retro pay batch', () => {
  let batchId: number;
  let movementId: number;

  beforeAll(async () => {
    periods.jan1 = await period(`RT-${YEAR}-01A`, `${YEAR}-01-01`, `${YEAR}-01-15`, 'posted');
    periods.jan2 = await period(`RT-${YEAR}-01B`, `${YEAR}-01-16`, `${YEAR}-01-31`, 'open');
    // half a month of 20,000 and a day's absence at 919.54 a day
    await payslip(periods.jan1, people.eve, { taxable: '9080.46', tax: '0.00', status: 'posted' }, [
      ['BASIC_PAY', '10000.00', null],
      ['ABSENCE', '-919.54', '1.000'],
    ]);
    const movement = await t.db
      .insertInto('employee_movements')
      .values({
        employee_id: people.eve,
        movement_type: 'salary_adjustment',
        effective_date: `${YEAR}-01-01`,
        to_rate_type: 'monthly',
        to_basic_rate: '22000.00',
        status: 'applied',
        retro_required: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    movementId = Number(movement.id);
    await t.db
      .insertInto('employee_compensations')
      .values({
        employee_id: people.eve,
        effective_date: `${YEAR}-01-01`,
        rate_type: 'monthly',
        basic_rate: '22000.00',
        daily_rate: '1011.494253',
        hourly_rate: '126.436782',
        employee_movement_id: movementId,
      })
      .execute();
  });

  const batch = () => ({
    description: 'Salary increase from January',
    retro_reason: 'salary_adjustment',
    effective_from: `${YEAR}-01-01`,
    effective_to: `${YEAR}-01-15`,
    target_payroll_period_id: periods.jan2,
  });

  it('refuses a wage order without its number and a range past the last posted cut-off', async () => {
    const noOrder = await post('retro-pay-batches', { ...batch(), retro_reason: 'wage_order' });
    expect(noOrder.statusCode).toBe(422);
    expect(noOrder.json().errors.wage_order_no[0]).toMatch(/wage order number/);
    // the group's last posted regular period is the year-end one above, cut off on December 31
    const tooLate = await post('retro-pay-batches', { ...batch(), effective_to: `${YEAR + 1}-01-15` });
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json().errors.effective_to[0]).toMatch(`on or before ${YEAR}-12-31`);
  });

  it('revalues the posted period\u2019s basic and absence at the new rate', async () => {
    const created = await post('retro-pay-batches', batch());
    expect(created.statusCode, created.body).toBe(200);
    batchId = created.json().id;
    const computed = await post(`retro-pay-batches/${batchId}/compute`);
    expect(computed.statusCode, computed.body).toBe(200);
    // 10,000 × 22,000 ÷ 20,000 − 10,000 = 1,000.00; −919.54 × 0.1 = −91.954 → −91.95
    expect(computed.json()).toMatchObject({ status: 'computed', employee_count: 1, total_amount: '908.05' });
    const lines = (await get(`retro-pay-lines?filter=${filter({ retro_pay_batch_id: batchId })}`)).json();
    expect(lines).toMatchObject([
      {
        employee_id: people.eve,
        payroll_period_id: periods.jan1,
        component: 'basic',
        old_rate: 20000,
        new_rate: 22000,
        old_amount: '10000.00',
        new_amount: '11000.00',
        difference: '1000.00',
      },
      { component: 'time_deductions', quantity: 1, old_amount: '-919.54', new_amount: '-1011.49', difference: '-91.95' },
    ]);
  });

  it('pays one retro entry per employee on approval and clears the movement\u2019s retro flag; taking it back restores both', async () => {
    expect((await post(`retro-pay-batches/${batchId}/approve`)).statusCode).toBe(200);
    const entry = () =>
      t.db
        .selectFrom('payroll_entries as pe')
        .innerJoin('transaction_types as ty', 'ty.id', 'pe.transaction_type_id')
        .select(['pe.employee_id', 'pe.amount', 'ty.code', 'pe.status'])
        .where('pe.payroll_period_id', '=', periods.jan2)
        .execute();
    expect(await entry()).toEqual([{ employee_id: people.eve, amount: '908.05', code: 'RETRO_PAY', status: 'active' }]);
    const flag = async () =>
      (await t.db.selectFrom('employee_movements').select('retro_required').where('id', '=', movementId).executeTakeFirstOrThrow())
        .retro_required;
    expect(await flag()).toBe(false);

    expect((await post(`retro-pay-batches/${batchId}/unapprove`)).statusCode).toBe(200);
    expect((await entry())[0].status).toBe('void');
    expect(await flag()).toBe(true);
  });

  it('covers several employees: each computed, one without posted pay listed with the reason, the others paid', async () => {
    // dan: the same posted half month, raised to 21,000 by a wage order; ben: nothing posted in the range
    await payslip(periods.jan1, people.dan, { taxable: '10000.00', tax: '0.00', status: 'posted' }, [['BASIC_PAY', '10000.00', null]]);
    await t.db
      .insertInto('employee_compensations')
      .values({
        employee_id: people.dan,
        effective_date: `${YEAR}-01-01`,
        rate_type: 'monthly',
        basic_rate: '21000.00',
        daily_rate: '965.517241',
        hourly_rate: '120.689655',
      })
      .execute();
    const several = { ...batch(), description: 'Wage order for three', employee_ids: [people.eve, people.dan, people.ben] };
    for (const wrong of [['x'], [0], 'everyone', [999_999_999]]) {
      const bad = await post('retro-pay-batches', { ...several, employee_ids: wrong });
      expect(bad.statusCode, JSON.stringify(wrong)).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['employee_ids']);
    }
    const created = await post('retro-pay-batches', several);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().employee_ids).toEqual([people.eve, people.dan, people.ben]);
    const id = created.json().id;
    const computed = await post(`retro-pay-batches/${id}/compute`);
    expect(computed.statusCode, computed.body).toBe(200);
    // eve 908.05 as above; dan 10,000 × 21,000 ÷ 20,000 − 10,000 = 500.00
    expect(computed.json()).toMatchObject({ status: 'computed', employee_count: 2, total_amount: '1408.05' });
    expect(computed.json().errors).toEqual([
      { employee_id: people.ben, message: `No posted pay between ${YEAR}-01-01 and ${YEAR}-01-15 to revalue.` },
    ]);
    const lines = (await get(`retro-pay-lines?filter=${filter({ retro_pay_batch_id: id })}&range=[0,99]`)).json();
    expect(new Set(lines.map((l: { employee_id: number }) => l.employee_id))).toEqual(new Set([people.eve, people.dan]));
    expect(lines.find((l: { employee_id: number }) => l.employee_id === people.dan)).toMatchObject({
      component: 'basic',
      difference: '500.00',
    });
    expect((await post(`retro-pay-batches/${id}/approve`)).statusCode).toBe(200);
    const entries = await t.db
      .selectFrom('payroll_entries as pe')
      .innerJoin('transaction_types as ty', 'ty.id', 'pe.transaction_type_id')
      .select(['pe.employee_id', 'pe.amount'])
      .where('pe.payroll_period_id', '=', periods.jan2)
      .where('ty.code', '=', 'RETRO_PAY')
      .where('pe.status', '=', 'active')
      .orderBy('pe.amount')
      .execute();
    expect(entries).toEqual([
      { employee_id: people.dan, amount: '500.00' },
      { employee_id: people.eve, amount: '908.05' },
    ]);
    // eve's flagged movement is paid by this batch
    const flag = await t.db
      .selectFrom('employee_movements')
      .select('retro_required')
      .where('id', '=', movementId)
      .executeTakeFirstOrThrow();
    expect(flag.retro_required).toBe(false);
  });
});
