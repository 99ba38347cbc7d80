/**
 * The regular cycle on the demo company through the API: a period linked to its closed
 * timesheet computed as a background job, prooflisted, posted (loan payments, year to
 * date, a balanced journal), unposted and posted again; the guards that keep posted
 * periods frozen; the employee reading only their own released payslips.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { drainRunningComputations, startComputation } from '../../server/modules/payroll/processing/computation.service';
import { formatMoney } from '@core/money';
import { useTestApp } from './test-app';
import { expectRendersFirstPage, pdfPageCount } from '../support/pdf';

const t = useTestApp();
let token: string;
let systemAdministrator: string;
beforeAll(async () => {
  token = await t.login('payroll@example.com');
  systemAdministrator = await t.login('sysadmin@example.com');
});
const post = (path: string, payload: object = {}) => t.request({ method: 'POST', url: `/api/payroll/${path}`, token, payload });
/** Pay codes are installation-wide: the system administrator adds them. */
const postSetting = (path: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/payroll/${path}`, token: systemAdministrator, payload });
const get = (path: string) => t.request({ method: 'GET', url: `/api/payroll/${path}`, token });
const filter = (f: object) => encodeURIComponent(JSON.stringify(f));
const SYSTEM = { userId: null, role: null, portal: 'system' };

async function computed(periodId: number) {
  for (;;) {
    const state = (await get(`payroll-periods/${periodId}/computation`)).json();
    if (state.computation && state.computation.status !== 'running') return state;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The earliest open period of a group (the monthly-paid office group unless told) whose timesheet is linked. */
async function officePeriod(groupCode = 'SM-OFFICE', statuses = ['open']) {
  return t.db
    .selectFrom('timesheets as ts')
    .innerJoin('payroll_periods as p', 'p.id', 'ts.payroll_period_id')
    .innerJoin('payroll_groups as g', 'g.id', 'p.payroll_group_id')
    .select(['p.id', 'p.code', 'p.pay_date', 'p.cutoff_start', 'p.payroll_group_id'])
    .where('ts.status', '=', 'linked')
    .where('p.status', 'in', statuses)
    .where('g.code', '=', groupCode)
    .orderBy('p.pay_date')
    .executeTakeFirstOrThrow();
}

async function typeId(code: string) {
  return Number((await t.db.selectFrom('transaction_types').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);
}

describe('the regular cycle', () => {
  let period: Awaited<ReturnType<typeof officePeriod>>;
  let employeeId: number;
  let loanId: number;

  it('refuses to compute a period whose timesheet is not linked', async () => {
    const unlinked = await t.db
      .selectFrom('payroll_periods as p')
      .innerJoin('payroll_groups as g', 'g.id', 'p.payroll_group_id')
      .select('p.id')
      .where('g.uses_timekeeping', '=', true)
      .where('p.status', '=', 'open')
      .where('p.period_type', '=', 'regular')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('timesheets').select('id').whereRef('payroll_period_id', '=', 'p.id').where('status', '=', 'linked'))),
      )
      .executeTakeFirstOrThrow();
    const refused = await post(`payroll-periods/${unlinked.id}/compute`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/no linked timesheet/);
  });

  it('takes recurring entries, payroll entries and loans into the payslip, deducting the loan by its amortisation', async () => {
    period = await officePeriod();
    const employee = await t.db
      .selectFrom('employees')
      .select('id')
      .where('payroll_group_id', '=', period.payroll_group_id)
      .where('payment_mode', '=', 'bank')
      .where('bank_account_no', 'is not', null)
      .where('separation_date', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    employeeId = Number(employee.id);
    const allowance = await post('recurring-entries', {
      employee_id: employeeId,
      transaction_type_id: await typeId('TRANSPORTATION_ALLOWANCE'),
      amount: '1500.00',
      frequency: 'every_period',
      start_date: '2026-01-01',
    });
    expect(allowance.statusCode, allowance.body).toBe(200);
    const notRecurring = await post('recurring-entries', {
      employee_id: employeeId,
      transaction_type_id: await typeId('BASIC_PAY'),
      amount: '10.00',
      frequency: 'every_period',
      start_date: '2026-01-01',
    });
    expect(notRecurring.statusCode).toBe(422);
    expect(notRecurring.json().errors.transaction_type_id[0]).toMatch(/cannot be a recurring entry/);

    const loanType = await t.db.selectFrom('loan_types').select('id').where('code', '=', 'CO-SAL').executeTakeFirstOrThrow();
    const loan = await post('loans', {
      employee_id: employeeId,
      loan_type_id: loanType.id,
      granted_date: '2026-01-05',
      principal_amount: '5000.00',
      interest_amount: '250.00',
      amortization_amount: '1000.00',
      first_deduction_date: '2026-01-15',
      deduction_schedule: 'every_period',
    });
    expect(loan.statusCode, loan.body).toBe(200);
    expect(loan.json()).toMatchObject({ total_payable: '5250.00', balance: '5250.00', number_of_installments: 6, status: 'draft' });
    loanId = loan.json().id;
    expect((await post(`loans/${loanId}/activate`)).statusCode).toBe(200);

    const bonus = await post('payroll-entries', {
      payroll_period_id: period.id,
      employee_id: employeeId,
      transaction_type_id: await typeId('BONUS'),
      amount: '2000.00',
      remarks: 'Perfect attendance award',
    });
    expect(bonus.statusCode, bonus.body).toBe(200);

    const started = await post(`payroll-periods/${period.id}/compute`);
    expect(started.statusCode, started.body).toBe(202);
    const state = await computed(period.id);
    expect(state.computation).toMatchObject({ status: 'done', progress_done: started.json().employees, error_count: 0 });

    const [payslip] = (await get(`payslips?filter=${filter({ payroll_period_id: period.id, employee_id: employeeId })}`)).json();
    const detail = (await get(`payslips/${payslip.id}/detail`)).json();
    const line = (code: string) => detail.lines.find((l: { code: string }) => l.code === code);
    const allowances = detail.lines.filter((l: { code: string }) => l.code === 'TRANSPORTATION_ALLOWANCE');
    // the demo's standing 1,000.00 and the 1,500.00 added here, each its own line
    expect(allowances.map((l: { amount: string }) => l.amount).sort()).toEqual(['1000.00', '1500.00']);
    expect(allowances.every((l: { source_type: string }) => l.source_type === 'recurring')).toBe(true);
    expect(line('BONUS')).toMatchObject({ amount: '2000.00', source_type: 'entry' });
    expect(line('COMPANY_LOAN')).toMatchObject({
      amount: '1000.00',
      loan_balance_before: '5250.00',
      loan_balance_after: '4250.00',
      is_deferred: false,
    });
    expect(line('BASIC_PAY').explanation.rule).toMatch(/monthly rate/);
    // net pay is gross less every deduction actually taken, to the centavo
    const cents = (v: string) => Math.round(Number(v) * 100);
    const earnings = detail.lines
      .filter((l: { section: string }) => l.section === 'earning')
      .reduce((s: number, l: { amount: string }) => s + cents(l.amount), 0);
    const deductions = detail.lines
      .filter((l: { section: string; is_deferred: boolean }) => l.section === 'deduction' && !l.is_deferred)
      .reduce((s: number, l: { amount: string }) => s + cents(l.amount), 0);
    expect(cents(detail.gross_pay)).toBe(earnings);
    expect(cents(detail.net_pay)).toBe(earnings - deductions);
    expect(cents(detail.loan_deductions)).toBe(100000);
  });

  it('totals the register over every payslip the filters match, not only the page shown', async () => {
    const byPeriod = filter({ payroll_period_id: period.id });
    const all = await get(`payslips?filter=${byPeriod}&range=${encodeURIComponent('[0,9999]')}`);
    const rows: { net_pay: string; gross_pay: string; status: string }[] = all.json();
    expect(rows.length).toBeGreaterThan(10);
    const centavos = (field: 'net_pay' | 'gross_pay') => rows.reduce((sum, row) => sum + Math.round(Number(row[field]) * 100), 0);
    const totals = await get(`payslips/totals?filter=${byPeriod}`);
    expect(totals.statusCode, totals.body).toBe(200);
    const { count, sums, groups } = totals.json();
    expect(count).toBe(rows.length);
    expect(Math.round(Number(sums.net_pay) * 100)).toBe(centavos('net_pay'));
    expect(Math.round(Number(sums.gross_pay) * 100)).toBe(centavos('gross_pay'));
    expect(typeof sums.net_pay).toBe('string');
    expect(groups.status).toEqual([{ value: 'computed', count: rows.length }]);
    const firstPage = await get(`payslips?filter=${byPeriod}&range=${encodeURIComponent('[0,9]')}`);
    expect(firstPage.json()).toHaveLength(10);
  });

  it('warns before posting, without blocking, when earlier regular periods of the group are not posted', async () => {
    const periods = await t.db
      .selectFrom('payroll_periods')
      .select(['id', 'pay_date', 'status'])
      .where('payroll_group_id', '=', period.payroll_group_id)
      .where('period_type', '=', 'regular')
      .orderBy('pay_date')
      .execute();
    const warning = async (periodId: number) =>
      (await computed(periodId)).checklist.find((c: { check: string }) => c.check === 'earlier_periods_not_posted');
    const notPostedBefore = periods.filter((p) => p.pay_date < period.pay_date && !['posted', 'closed'].includes(p.status));
    expect(notPostedBefore.length).toBeGreaterThan(0);
    expect(await warning(period.id)).toMatchObject({ blocking: false, count: notPostedBefore.length });
    const first = periods[0];
    const firstState = (await get(`payroll-periods/${first.id}/computation`)).json();
    expect(firstState.checklist.find((c: { check: string }) => c.check === 'earlier_periods_not_posted').count).toBe(0);
  });

  it('keeps a posted period frozen, posts its effects in one go and reverses them on unpost', async () => {
    // the employee's balance of the pay date's year (last year's December has its own)
    const ytdNet = async () =>
      Math.round(
        Number(
          (
            await t.db
              .selectFrom('ytd_balances')
              .select('net_pay')
              .where('employee_id', '=', employeeId)
              .where('year', '=', Number(String(period.pay_date).slice(0, 4)))
              .executeTakeFirst()
          )?.net_pay ?? 0,
        ) * 100,
      );
    const netBefore = await ytdNet();
    const early = await post(`payroll-periods/${period.id}/post`);
    expect(early.statusCode).toBe(409);
    expect((await post(`payroll-periods/${period.id}/prooflist`)).statusCode).toBe(200);
    const posted = await post(`payroll-periods/${period.id}/post`);
    expect(posted.statusCode, posted.body).toBe(200);

    const loan = (await get(`loans/${loanId}`)).json();
    expect(loan).toMatchObject({ paid_amount: '1000.00', balance: '4250.00', status: 'active' });
    const [payslip] = (await get(`payslips?filter=${filter({ payroll_period_id: period.id, employee_id: employeeId })}`)).json();
    expect(payslip.status).toBe('posted');
    expect(await ytdNet()).toBe(netBefore + Math.round(Number(payslip.net_pay) * 100));
    const journal = await sql<{ debit: string; credit: string }>`
      select sum(debit)::text as debit, sum(credit)::text as credit from payroll_journal_lines where payroll_period_id = ${period.id}`.execute(
      t.db,
    );
    expect(Number(journal.rows[0].debit)).toBeGreaterThan(0);
    expect(journal.rows[0].debit).toBe(journal.rows[0].credit);

    // posted: no compute, no entries, no void
    expect((await post(`payroll-periods/${period.id}/compute`)).statusCode).toBe(409);
    const lateEntry = await post('payroll-entries', {
      payroll_period_id: period.id,
      employee_id: employeeId,
      transaction_type_id: await typeId('BONUS'),
      amount: '100.00',
    });
    expect(lateEntry.statusCode).toBe(409);

    const unposted = await post(`payroll-periods/${period.id}/unpost`);
    expect(unposted.statusCode, unposted.body).toBe(200);
    expect((await get(`loans/${loanId}`)).json()).toMatchObject({ paid_amount: '0.00', balance: '5250.00' });
    expect(await ytdNet()).toBe(netBefore);
    const lines = await t.db.selectFrom('payroll_journal_lines').select('id').where('payroll_period_id', '=', period.id).execute();
    expect(lines).toHaveLength(0);
    expect((await post(`payroll-periods/${period.id}/post`)).statusCode).toBe(200);
  });

  it("adds up the control totals to the payslips: deductions taken equal the register's total deductions", async () => {
    const totals = await get(
      `payroll-control-totals?range=[0,199]&filter=${filter({ payroll_period_id: period.id, section: 'deduction' })}`,
    );
    expect(totals.statusCode, totals.body).toBe(200);
    const cents = (v: string) => Math.round(Number(v) * 100);
    const taken = totals.json().reduce((sum: number, row: { amount: string }) => sum + cents(row.amount), 0);
    const payslips = (await get(`payslips?range=[0,999]&filter=${filter({ payroll_period_id: period.id })}`)).json();
    expect(taken).toBe(payslips.reduce((sum: number, p: { total_deductions: string }) => sum + cents(p.total_deductions), 0));
    const summary = (await get(`payroll-summaries?filter=${filter({ payroll_period_id: period.id })}`)).json();
    expect(summary.reduce((sum: number, row: { net_pay: string }) => sum + cents(row.net_pay), 0)).toBe(
      payslips.reduce((sum: number, p: { net_pay: string }) => sum + cents(p.net_pay), 0),
    );
    const loans = (await get(`payslip-lines?filter=${filter({ payroll_period_id: period.id, source_type: 'loan' })}`)).json();
    expect(loans.some((l: { amount: string; employee_no: string }) => l.amount === '1000.00')).toBe(true);
  });

  it('shows an employee only their own released payslips', async () => {
    const employeeToken = await t.login('employee@example.com');
    const me = await t.db.selectFrom('users').select('employee_id').where('email', '=', 'employee@example.com').executeTakeFirstOrThrow();
    const mine = await t.request({ method: 'GET', url: '/api/employee/payslips', token: employeeToken });
    expect(mine.statusCode).toBe(200);
    for (const p of mine.json()) expect(p.employee_id).toBe(Number(me.employee_id));
    const newestFirst = await t.request({
      method: 'GET',
      url: `/api/employee/payslips?sort=${encodeURIComponent('["pay_date","DESC"]')}`,
      token: employeeToken,
    });
    const payDates: string[] = newestFirst.json().map((p: { pay_date: string }) => p.pay_date);
    expect(payDates.length).toBeGreaterThan(1);
    expect(payDates).toEqual([...payDates].sort().reverse());
    expect(new Set(payDates).size).toBeGreaterThan(1);
    const other = await t.db
      .selectFrom('payslips')
      .select('id')
      .where('employee_id', '!=', me.employee_id!)
      .where('status', '=', 'posted')
      .executeTakeFirstOrThrow();
    expect((await t.request({ method: 'GET', url: `/api/employee/payslips/${other.id}`, token: employeeToken })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/employee/payslips/${other.id}/detail`, token: employeeToken })).statusCode).toBe(
      404,
    );
  });

  it('prints one payslip and the whole period as PDFs that render, and an employee only their own', async () => {
    const payslips = (await get(`payslips?range=[0,999]&filter=${filter({ payroll_period_id: period.id })}`)).json();
    const detail = (await get(`payslips/${payslips[0].id}/detail`)).json();
    const one = await get(`payslips/${detail.id}/pdf`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.headers['content-disposition']).toContain(`payslip-${period.code}-${detail.employee_no}.pdf`);
    const text = one.rawPayload.toString('latin1');
    expect(text).toContain(`PHP ${formatMoney(detail.net_pay)}`);
    expect(text).toContain(formatMoney(detail.gross_pay));
    expect(text).toContain(`\\(${detail.employee_no}\\)`);
    expectRendersFirstPage(one.rawPayload);

    const all = await get(`payroll-periods/${period.id}/payslips-pdf`);
    expect(all.statusCode).toBe(200);
    expect(pdfPageCount(all.rawPayload)).toBeGreaterThanOrEqual(payslips.length);
    const allText = all.rawPayload.toString('latin1');
    for (const p of payslips) expect(allText).toContain(`PHP ${formatMoney(p.net_pay)}`);
    const printed = await t.db
      .selectFrom('transaction_logs')
      .select('summary')
      .where('resource', '=', 'payslips')
      .where('action', '=', 'print')
      .execute();
    expect(printed.map((r) => r.summary)).toContain(`Printed ${payslips.length} payslips of ${period.code}`);

    const employeeToken = await t.login('employee@example.com');
    const [mine] = (await t.request({ method: 'GET', url: '/api/employee/payslips', token: employeeToken })).json();
    const own = await t.request({ method: 'GET', url: `/api/employee/payslips/${mine.id}/pdf`, token: employeeToken });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.toString('latin1')).toContain(`PHP ${formatMoney(mine.net_pay)}`);
    const other = payslips.find((p: { employee_id: number }) => p.employee_id !== mine.employee_id);
    expect((await t.request({ method: 'GET', url: `/api/employee/payslips/${other.id}/pdf`, token: employeeToken })).statusCode).toBe(404);
  });
});

describe('computation as a durable job', () => {
  it('lets exactly one of two simultaneous computations run', async () => {
    const period = await officePeriod('SM-STORE');
    const results = await Promise.allSettled([startComputation(t.db, period.id, SYSTEM), startComputation(t.db, period.id, SYSTEM)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.statusCode).toBe(409);
    expect(await drainRunningComputations(t.db, SYSTEM)).toBe(1);
    expect((await computed(period.id)).computation.status).toBe('done');
  });

  it('leaves nothing visible when the process dies mid-run, and a restarted process completes it', async () => {
    const period = await officePeriod('SM-STORE', ['open', 'computed']);
    const before = await t.db
      .selectFrom('payslips')
      .select('id')
      .where('payroll_period_id', '=', period.id)
      .where('status', '=', 'computed')
      .execute();
    // started, then the process "dies" before any chunk commits: only the run and its pending chunks exist
    const run = await startComputation(t.db, period.id, SYSTEM);
    const visible = await get(`payslips?filter=${filter({ payroll_period_id: period.id })}&range=[0,999]`);
    expect(
      visible
        .json()
        .map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual(before.map((p) => Number(p.id)).sort());
    expect((await post(`payroll-periods/${period.id}/compute`)).statusCode).toBe(409);
    // a new process picks the run up where it stopped
    expect(await drainRunningComputations(t.db, SYSTEM)).toBe(1);
    const state = await computed(period.id);
    expect(state.computation.status).toBe('done');
    const after = await get(`payslips?filter=${filter({ payroll_period_id: period.id })}&range=[0,999]`);
    expect(after.json()).toHaveLength(run.employees);
    const staged = await t.db.selectFrom('payslips').select('id').where('status', '=', 'staged').execute();
    expect(staged).toHaveLength(0);
  });
});

describe('the 13th month calculator', () => {
  const calculate = (payload: object) => post('calculator/thirteenth-month', payload);

  it('reproduces docs/statutory.md example 8: a raise in July and two days of unpaid absence in March', async () => {
    const response = await calculate({
      year: 2026,
      hire_date: '2019-03-01',
      days_per_year: 261,
      salary_history: [
        { effective_from: '2019-03-01', rate_type: 'monthly', rate: '24000.00' },
        { effective_from: '2026-07-01', rate_type: 'monthly', rate: '27000.00' },
      ],
      unpaid_absences: [{ month: '2026-03', days: 2 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      absence_deduction: '2206.90',
      total_basic_salary_earned: '303793.10',
      thirteenth_month_pay: '25316.09',
      non_taxable_portion: '25316.09',
      taxable_portion: '0.00',
    });
  });

  it('pro-rates to the separation date (example 10) and taxes what exceeds the 90,000 pool', async () => {
    const response = await calculate({
      year: 2026,
      hire_date: '2023-02-01',
      separation_date: '2026-04-30',
      days_per_year: 261,
      salary_history: [{ effective_from: '2023-02-01', rate_type: 'monthly', rate: '36000.00' }],
      unpaid_absences: [],
      other_benefits_ytd: '85000.00',
    });
    expect(response.json()).toMatchObject({
      total_basic_salary_earned: '144000.00',
      thirteenth_month_pay: '12000.00',
      non_taxable_portion: '5000.00',
      taxable_portion: '7000.00',
    });
  });

  it('answers 422 per field, never 500', async () => {
    const response = await calculate({
      year: 2026,
      hire_date: '2026-13-01',
      days_per_year: 0.5,
      salary_history: [],
      unpaid_absences: [{ month: '2025-01', days: 1 }],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['days_per_year', 'hire_date', 'salary_history', 'unpaid_absences.0.month']);
  });
});

describe('the final pay calculator', () => {
  const example10 = {
    hire_date: '2023-02-01',
    separation_date: '2026-04-30',
    cause: 'resignation',
    rate_type: 'monthly',
    rate: '36000.00',
    frequency: 'semi_monthly',
    days_per_year: 261,
    unused_convertible_leave_days: 4,
    contribution_policy: 'split',
    last_cutoff: {
      period_start: '2026-04-16',
      period_end: '2026-04-30',
      pay_date: '2026-04-30',
      month_to_date: {
        compensation: '18000.00',
        basic_pay: '18000.00',
        sss_ee: '875.00',
        sss_er: '1750.00',
        sss_ec: '15.00',
        philhealth_ee: '450.00',
        philhealth_er: '450.00',
        pagibig_ee: '100.00',
        pagibig_er: '100.00',
      },
    },
    year_to_date: { taxable_compensation: '116025.00', tax_withheld: '6465.90', contributions: '9975.00', non_taxable_benefits: '0.00' },
  };

  it('reproduces docs/statutory.md example 10: a resignation paid 41,661.59 with the tax withheld refunded', async () => {
    const response = await post('calculator/final-pay', example10);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      last_cutoff_salary: '18000.00',
      leave_conversion: '6620.69',
      thirteenth_month_pay: '12000.00',
      separation_pay: '0.00',
      annual_tax_due: '0.00',
      tax_refund: '6465.90',
      final_pay_net: '41661.59',
      release_deadline: '2026-05-30',
    });
  });

  it('adds separation pay by cause: redundancy pays a month per year of service, a fraction of six months counting as a year', async () => {
    const response = await post('calculator/final-pay', { ...example10, cause: 'redundancy' });
    // 1 February 2023 to 30 April 2026: 3 years and 2 months → 3 years
    expect(response.json()).toMatchObject({ years_of_service: 3, separation_pay: '108000.00' });
    const retrenched = await post('calculator/final-pay', { ...example10, cause: 'retrenchment', hire_date: '2025-09-01' });
    // half a month per year would be 18,000.00 for the one year counted: the one-month floor applies
    expect(retrenched.json()).toMatchObject({ years_of_service: 1, separation_pay: '36000.00' });
  });

  it('pays a monthly rate by the day in a partial last cut-off at the exact daily rate, as the period engine does', async () => {
    // 25,000 × 12 ÷ 261 = 1,149.4252…: 7 days pay 8,045.98 exactly, 8,046.01 at a daily rate rounded to 1,149.43
    const partial = {
      ...example10,
      rate: '25000.00',
      separation_date: '2026-04-24',
      unused_convertible_leave_days: 0,
      last_cutoff: { ...example10.last_cutoff, period_end: '2026-04-24', rate_type: 'daily', days_worked: 7 },
    };
    const response = await post('calculator/final-pay', partial);
    expect(response.statusCode, response.body).toBe(200);
    const basic = response.json().lines.find((l: { code: string }) => l.code === 'BASIC_PAY');
    expect(basic.amount).toBe('8045.98');
    expect(response.json().last_cutoff_salary).toBe('8045.98');
    // the payslip calculator on the same exact rule answers the same; a rounded daily rate would not
    const cutoff = { ...partial.last_cutoff, frequency: 'semi_monthly', days_per_year: 261, deduct_contributions: false };
    const exact = await post('calculator/payslip', { ...cutoff, rate: '1149.43', monthly_rate_by_day: '25000.00' });
    expect(exact.json().lines.find((l: { code: string }) => l.code === 'BASIC_PAY').amount).toBe('8045.98');
    const rounded = await post('calculator/payslip', { ...cutoff, rate: '1149.43' });
    expect(rounded.json().lines.find((l: { code: string }) => l.code === 'BASIC_PAY').amount).toBe('8046.01');
    const monthly = await post('calculator/payslip', {
      ...cutoff,
      rate_type: 'monthly',
      rate: '25000.00',
      monthly_rate_by_day: '25000.00',
    });
    expect(monthly.statusCode).toBe(422);
    expect(Object.keys(monthly.json().errors)).toContain('monthly_rate_by_day');
  });

  it('answers 422 per field, naming the last cut-off\u2019s own fields under it', async () => {
    const response = await post('calculator/final-pay', { ...example10, cause: 'fired', last_cutoff: { period_start: 'soon' } });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain('cause');
    const cutoff = await post('calculator/final-pay', { ...example10, last_cutoff: { period_start: 'soon' } });
    expect(cutoff.statusCode).toBe(422);
    expect(Object.keys(cutoff.json().errors).some((field) => field.startsWith('last_cutoff.'))).toBe(true);
  });
});

describe('deferred deductions', () => {
  /** Computes the period and reads the employee's payslip with its lines. */
  async function computeAndRead(periodId: number, employeeId: number) {
    expect((await post(`payroll-periods/${periodId}/compute`)).statusCode).toBe(202);
    expect((await computed(periodId)).computation.status).toBe('done');
    const [payslip] = (await get(`payslips?filter=${filter({ payroll_period_id: periodId, employee_id: employeeId })}`)).json();
    const detail = (await get(`payslips/${payslip.id}/detail`)).json();
    return { payslip, lines: detail.lines as Array<{ id: number; code: string; amount: string; is_deferred: boolean }> };
  }
  /** The next period's entries that posting carried over from a deferred line. */
  const carriedFrom = (lineId: number) =>
    t.db.selectFrom('payroll_entries').selectAll().where('source_type', '=', 'carry_over').where('source_id', '=', lineId).execute();

  it('carries a one-time deduction that net pay could not absorb to the next period, and takes it back on unpost', async () => {
    const period = await officePeriod('SM-STORE', ['open', 'computed']);
    const [klass] = (await get(`transaction-classes?filter=${filter({ q: 'OTHER_DEDUCTIONS' })}`)).json();
    const accounts = (await get('chart-of-accounts?range=[0,1]')).json();
    const type = await postSetting('transaction-types', {
      code: 'UNIFORM_DEDUCTION',
      name: 'Uniform deduction',
      transaction_class_id: klass.id,
      tax_treatment: 'not_applicable',
      bir_2316_box: 'none',
      debit_account_id: accounts[0].id,
      credit_account_id: accounts[1].id,
      allow_manual: true,
      deduction_priority: 50,
    });
    expect(type.statusCode, type.body).toBe(200);
    const employee = await t.db
      .selectFrom('payslips')
      .select('employee_id')
      .where('payroll_period_id', '=', period.id)
      .where('status', '=', 'computed')
      .executeTakeFirstOrThrow();
    const entry = await post('payroll-entries', {
      payroll_period_id: period.id,
      employee_id: employee.employee_id,
      transaction_type_id: type.json().id,
      amount: '900000.00',
      remarks: 'More than any pay',
    });
    expect(entry.statusCode, entry.body).toBe(200);
    const { payslip, lines } = await computeAndRead(period.id, employee.employee_id);
    const uniform = lines.find((l) => l.code === 'UNIFORM_DEDUCTION')!;
    expect(uniform).toMatchObject({ amount: '900000.00', is_deferred: true });
    expect(payslip.deferred_deductions).toBe('900000.00');
    expect(Number(payslip.net_pay)).toBeGreaterThanOrEqual(0);

    expect((await post(`payroll-periods/${period.id}/prooflist`)).statusCode).toBe(200);
    expect((await post(`payroll-periods/${period.id}/post`)).statusCode).toBe(200);
    const carried = await carriedFrom(uniform.id);
    expect(carried).toHaveLength(1);
    expect(carried[0]).toMatchObject({ employee_id: employee.employee_id, amount: '900000.00', status: 'active' });
    expect(carried[0].payroll_period_id).not.toBe(period.id);

    expect((await post(`payroll-periods/${period.id}/unpost`)).statusCode).toBe(200);
    expect(await carriedFrom(uniform.id)).toHaveLength(0);
  });

  it('takes a year-end tax collection only after every other deduction, and carries only the part net pay cannot absorb', async () => {
    const period = await officePeriod('SM-STORE', ['open', 'computed', 'prooflisted']);
    const employee = await t.db
      .selectFrom('payroll_entries as e')
      .innerJoin('transaction_types as tt', 'tt.id', 'e.transaction_type_id')
      .select('e.employee_id')
      .where('e.payroll_period_id', '=', period.id)
      .where('tt.code', '=', 'UNIFORM_DEDUCTION')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('payroll_entries')
      .values({
        payroll_period_id: period.id,
        employee_id: employee.employee_id,
        transaction_type_id: await typeId('TAX_ADJUSTMENT'),
        amount: '900000.00',
        source_type: 'year_end',
        status: 'active',
        remarks: 'Year-end collection larger than the pay',
      })
      .execute();
    const { payslip, lines } = await computeAndRead(period.id, employee.employee_id);
    const cents = (v: string) => Math.round(Number(v) * 100);
    const uniform = lines.find((l) => l.code === 'UNIFORM_DEDUCTION')!;
    const [taken, held] = lines.filter((l) => l.code === 'TAX_ADJUSTMENT');
    // the other deduction is held back whole first; the collection takes what is left down to the group's minimum net pay
    expect(uniform.is_deferred).toBe(true);
    expect([taken.is_deferred, held.is_deferred]).toEqual([false, true]);
    expect(cents(taken.amount)).toBeGreaterThan(0);
    expect(cents(taken.amount) + cents(held.amount)).toBe(90_000_000);
    const group = await t.db
      .selectFrom('payroll_groups')
      .select('minimum_net_pay')
      .where('id', '=', period.payroll_group_id)
      .executeTakeFirstOrThrow();
    expect(cents(payslip.net_pay)).toBe(cents(String(group.minimum_net_pay)));
    expect(cents(payslip.deferred_deductions)).toBe(90_000_000 + cents(held.amount));

    expect((await post(`payroll-periods/${period.id}/prooflist`)).statusCode).toBe(200);
    expect((await post(`payroll-periods/${period.id}/post`)).statusCode).toBe(200);
    const carried = await carriedFrom(held.id);
    expect(carried).toHaveLength(1);
    expect(carried[0].amount).toBe(held.amount);
    expect(Number(carried[0].transaction_type_id)).toBe(await typeId('TAX_ADJUSTMENT'));
    expect((await post(`payroll-periods/${period.id}/unpost`)).statusCode).toBe(200);
  });
});
