/**
 * Final pay through the API (docs/domain.md §13.6, §13.7, §14.9): a separation movement opens the
 * case; timekeeping processes, reviews and closes the final timesheet (unused convertible leave
 * frozen), and may reopen it until payroll computes; payroll computes the lines from the closed
 * summary with the final-pay calculator, adds manual lines, marks clearance and approves.
 * Figures worked by hand: monthly 36,000.00 on a 261-day factor, daily 1,655.1724 exact (the cut-off
 * paid by the day and the leave conversion alike, as in the period engine).
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { FINAL_WORKING_DAYS, prepareFinalPayEmployee } from '../support/final-pay-employee';
import { addOtherCompany, OTHER_COMPANY } from '../support/second-company';
import { useTestApp } from './test-app';

const t = useTestApp();
const tokens: Record<string, string> = {};
const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token: tokens[who], ...(payload ? { payload } : {}) });
const filter = (f: object) => encodeURIComponent(JSON.stringify(f));

let resigned: number; // resignation effective 20 November
let redundant: number; // redundancy effective 20 November, hired 1 March 2021
let leaving: number; // resignation effective 15 December: a second separation is refused
let resignedCase: number;
let redundantCase: number;
let companyLoan: number; // a company salary loan of the resigned employee, 5,000.00 still owed

async function separate(employeeId: number, effective: string, type: string): Promise<ReturnType<typeof call>> {
  const created = await call('hr', 'POST', '/api/hr/employee-movements', {
    employee_id: employeeId,
    movement_type: 'separation',
    effective_date: effective,
    separation_type: type,
    last_working_day: effective,
    reason: 'Final pay test',
  });
  expect(created.statusCode, created.body).toBe(200);
  await call('hr', 'POST', `/api/hr/employee-movements/${created.json().id}/approve`, {});
  return call('hr', 'POST', `/api/hr/employee-movements/${created.json().id}/apply`, {});
}

const caseOf = async (employeeId: number) =>
  t.db.selectFrom('final_pay_cases').selectAll().where('employee_id', '=', employeeId).orderBy('id', 'desc').executeTakeFirstOrThrow();
const linesOf = async (caseId: number) =>
  (
    await call('payroll', 'GET', `/api/payroll/final-pay-lines?filter=${filter({ final_pay_case_id: caseId })}&range=[0,99]`)
  ).json() as Array<Record<string, string | boolean | number | null>>;

beforeAll(async () => {
  for (const who of ['hr', 'timekeeping', 'payroll', 'employee', 'manager']) tokens[who] = await t.login(`${who}@example.com`);
  const { rows } = await sql<{ id: number }>`
    select e.id from employees e join payroll_groups g on g.id = e.payroll_group_id
    join shift_schedules s on s.id = e.default_shift_schedule_id
    where g.code = 'SM-OFFICE' and s.code = 'DAY' and e.status = 'active' and e.hire_date < '2025-01-01'
      and not exists (select 1 from employee_movements m where m.employee_id = e.id and (m.status in ('draft', 'approved') or m.effective_date >= '2026-11-01'))
      and not exists (select 1 from users u where u.employee_id = e.id)
    order by e.id limit 3`.execute(t.db);
  [resigned, redundant, leaving] = rows.map((r) => Number(r.id));
  await prepareFinalPayEmployee(t.db, resigned);
  await prepareFinalPayEmployee(t.db, redundant, '2021-03-01');
  const loanType = await t.db.selectFrom('loan_types').select('id').where('code', '=', 'CO-SAL').executeTakeFirstOrThrow();
  const loan = await t.db
    .insertInto('loans')
    .values({
      employee_id: resigned,
      loan_type_id: loanType.id,
      principal_amount: '12000.00',
      total_payable: '12000.00',
      amortization_amount: '1000.00',
      number_of_installments: 12,
      paid_amount: '7000.00',
      balance: '5000.00',
      deduction_schedule: 'every_period',
      granted_date: '2026-01-05',
      first_deduction_date: '2026-01-25',
      status: 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  companyLoan = Number(loan.id);
  // paid through the bank like the group's other bank-paid staff: the final pay is credited by a bank file
  const banked = await t.db
    .selectFrom('employees as e')
    .innerJoin('payroll_groups as g', 'g.id', 'e.payroll_group_id')
    .select('e.bank_id')
    .where('g.code', '=', 'SM-OFFICE')
    .where('e.payment_mode', '=', 'bank')
    .where('e.bank_id', 'is not', null)
    .where('e.bank_account_no', 'is not', null)
    .orderBy('e.id')
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('employees')
    .set({ payment_mode: 'bank', bank_id: banked.bank_id, bank_account_no: '009912345678' })
    .where('id', '=', resigned)
    .execute();
});

describe('a separation opens the final pay case', () => {
  it('opens one case per separation, due for release 30 days after the separation date', async () => {
    expect((await separate(resigned, '2026-11-20', 'resignation')).statusCode).toBe(200);
    const row = await caseOf(resigned);
    resignedCase = Number(row.id);
    expect(row).toMatchObject({
      status: 'open',
      clearance_status: 'pending',
      separation_date: '2026-11-20',
      release_due_date: '2026-12-20',
    });
    expect((await separate(redundant, '2026-11-20', 'termination_authorized_cause')).statusCode).toBe(200);
    redundantCase = Number((await caseOf(redundant)).id);
  });

  it('refuses a second separation while the employee has an open case (409)', async () => {
    expect((await separate(leaving, '2026-12-15', 'resignation')).statusCode).toBe(200);
    const second = await separate(leaving, '2026-12-20', 'resignation');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already has an open final pay case/);
  });

  it('lists the cases for timekeeping by status and separation date, with the release due date', async () => {
    const response = await call(
      'timekeeping',
      'GET',
      `/api/timekeeping/final-pay-cases?filter=${filter({ status: 'open', separation_date_gte: '2026-11-20', separation_date_lte: '2026-11-20' })}&sort=["release_due_date","ASC"]&range=[0,24]`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json().map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([resignedCase, redundantCase]));
    expect(response.headers['content-range']).toMatch(/^final-pay-cases 0-\d+\/\d+$/);
  });
});

describe('the final timesheet (timekeeping)', () => {
  it('refuses payroll’s compute before timekeeping has closed the final timesheet (409)', async () => {
    const response = await call('payroll', 'POST', `/api/payroll/final-pay-cases/${resignedCase}/compute`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This final pay case is open; it cannot be computed.');
  });

  it('processes the days after the last linked cut-off to the last working day, with the regular rules', async () => {
    const response = await call('timekeeping', 'POST', `/api/timekeeping/final-pay-cases/${resignedCase}/process-timesheet`, {});
    expect(response.statusCode, response.body).toBe(200);
    const row = await caseOf(resigned);
    const timesheet = await t.db.selectFrom('timesheets').selectAll().where('id', '=', row.final_timesheet_id!).executeTakeFirstOrThrow();
    expect(timesheet).toMatchObject({
      timesheet_type: 'final',
      employee_id: resigned,
      cutoff_start: '2026-11-11',
      cutoff_end: '2026-11-20',
    });
    const records = (
      await call('timekeeping', 'GET', `/api/timekeeping/daily-time-records?filter=${filter({ timesheet_id: timesheet.id })}&range=[0,49]`)
    ).json();
    expect(records).toHaveLength(10);
    const worked = records.filter((r: { worked_minutes: number }) => r.worked_minutes === 480);
    expect(worked.map((r: { work_date: string }) => r.work_date)).toEqual(FINAL_WORKING_DAYS);
    // the regular cut-off of 11 to 25 November no longer takes the employee: those days are the final pay's
    const regular = await t.db
      .selectFrom('timesheets')
      .select(['id', 'status'])
      .where('payroll_group_id', '=', timesheet.payroll_group_id)
      .where('timesheet_type', '=', 'regular')
      .where('cutoff_start', '=', '2026-11-11')
      .executeTakeFirstOrThrow();
    expect(['open', 'processed', 'adjusted']).toContain(regular.status);
    const started = await call('timekeeping', 'POST', `/api/timekeeping/timesheets/${regular.id}/process`, {
      employee_ids: [resigned],
    });
    expect(started.json().employees).toBe(0);
  });

  it('closes into the case with the summary and 5 days of unused SIL, reopens, and closes again', async () => {
    const closed = await call('timekeeping', 'POST', `/api/timekeeping/final-pay-cases/${resignedCase}/close-timesheet`, {});
    expect(closed.statusCode, closed.body).toBe(200);
    let row = await caseOf(resigned);
    expect(row).toMatchObject({ status: 'timesheet_closed', unused_leave_days: '5.000' });
    const summary = await t.db
      .selectFrom('timesheet_summaries')
      .selectAll()
      .where('timesheet_id', '=', row.final_timesheet_id!)
      .executeTakeFirstOrThrow();
    expect(summary.days_worked).toBe('8.000');
    expect((await call('timekeeping', 'POST', `/api/timekeeping/final-pay-cases/${resignedCase}/reopen-timesheet`, {})).statusCode).toBe(
      200,
    );
    row = await caseOf(resigned);
    expect(row.status).toBe('open');
    expect((await call('timekeeping', 'POST', `/api/timekeeping/final-pay-cases/${resignedCase}/process-timesheet`, {})).statusCode).toBe(
      200,
    );
    expect((await call('timekeeping', 'POST', `/api/timekeeping/final-pay-cases/${resignedCase}/close-timesheet`, {})).statusCode).toBe(
      200,
    );
    for (const id of [redundantCase]) {
      expect((await call('timekeeping', 'POST', `/api/timekeeping/final-pay-cases/${id}/process-timesheet`, {})).statusCode).toBe(200);
      expect((await call('timekeeping', 'POST', `/api/timekeeping/final-pay-cases/${id}/close-timesheet`, {})).statusCode).toBe(200);
    }
  });
});

describe('the final pay (payroll)', () => {
  it('computes a resignation: 8 unpaid days at the exact daily rate, the 13th month pro-rated, 5 SIL days converted', async () => {
    const paid = await sql<{ amount: string | null }>`
      select sum(l.amount) as amount from payslip_lines l join payslips s on s.id = l.payslip_id
      where s.employee_id = ${resigned} and s.status = 'posted' and l.code = 'THIRTEENTH_MONTH'`.execute(t.db);
    expect(paid.rows[0].amount).toBeNull(); // no 13th month paid earlier in 2026
    const response = await call('payroll', 'POST', `/api/payroll/final-pay-cases/${resignedCase}/compute`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('computed');
    const lines = await linesOf(resignedCase);
    const line = (component: string) => lines.find((l) => l.component === component);
    // 36,000 × 12 ÷ 261 = 1,655.1724… a day, unrounded as in the period engine; 8 days worked from 11 to 20 November: 13,241.38
    // (a daily rate rounded to 1,655.17 first would pay 13,241.36)
    expect(line('unpaid_salary')).toMatchObject({ amount: '13241.38', quantity: 8 });
    expect(line('time_deductions')).toBeUndefined();
    // basic earned 1 January – 20 November: 10 × 36,000.00 + 36,000.00 × 20/30 = 384,000.00; ÷ 12 = 32,000.00, none paid before
    expect(line('prorated_thirteenth_month')).toMatchObject({ amount: '32000.00' });
    // 5 days × 1,655.1724 = 8,275.86
    expect(line('leave_conversion')).toMatchObject({ amount: '8275.86' });
    expect(line('separation_pay')).toBeUndefined();
    // the company loan's balance is deducted in full (DD-17)
    expect(line('loan_balance')).toMatchObject({ amount: '5000.00', reference_id: companyLoan });
    const row = await caseOf(resigned);
    expect(row).toMatchObject({ unpaid_salary: '13241.38', prorated_thirteenth_month: '32000.00', leave_conversion: '8275.86' });
    // net = earnings − deductions, line by line
    const deducted = ['time_deductions', 'tax_payable', 'contributions', 'loan_balance', 'accountability', 'other_deduction'];
    const net = lines.reduce((sum, l) => sum + (deducted.includes(String(l.component)) ? -1 : 1) * Math.round(Number(l.amount) * 100), 0);
    expect(row.net_final_pay).toBe((net / 100).toFixed(2));
  });

  it('keeps manual lines through a recompute and validates them (422), never changing computed lines (409)', async () => {
    const before = (await caseOf(resigned)).net_final_pay;
    const added = await call('payroll', 'POST', '/api/payroll/final-pay-lines', {
      final_pay_case_id: resignedCase,
      component: 'accountability',
      description: 'Unreturned laptop charger',
      amount: '1500.00',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ is_manual: true, amount: '1500.00' });
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(cents((await caseOf(resigned)).net_final_pay)).toBe(cents(before) - 150000);
    const line = { final_pay_case_id: resignedCase, component: 'other_deduction', description: 'Canteen', amount: '250.00' };
    for (const [field, wrong] of [
      ['component', 'separation_pay'],
      ['description', ''],
      ['amount', '-5.00'],
      ['amount', '12.345'],
    ]) {
      const bad = await call('payroll', 'POST', '/api/payroll/final-pay-lines', { ...line, [field]: wrong });
      expect(bad.statusCode, `${field} ${wrong}`).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual([field]);
    }
    expect((await call('payroll', 'POST', `/api/payroll/final-pay-cases/${resignedCase}/compute`, {})).statusCode).toBe(200);
    const lines = await linesOf(resignedCase);
    expect(lines.filter((l) => l.is_manual)).toHaveLength(1);
    const computed = lines.find((l) => l.component === 'unpaid_salary')!;
    expect((await call('payroll', 'DELETE', `/api/payroll/final-pay-lines/${computed.id}`)).statusCode).toBe(409);
    expect((await call('payroll', 'PUT', `/api/payroll/final-pay-lines/${computed.id}`, { ...computed, amount: '1.00' })).statusCode).toBe(
      409,
    );
  });

  it('no longer lets timekeeping reopen the final timesheet once payroll has computed (409)', async () => {
    const response = await call('timekeeping', 'POST', `/api/timekeeping/final-pay-cases/${resignedCase}/reopen-timesheet`, {});
    expect(response.statusCode).toBe(409);
  });

  it('approves only once clearance is cleared (409 before)', async () => {
    const early = await call('payroll', 'POST', `/api/payroll/final-pay-cases/${resignedCase}/approve`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/Clearance is still pending/);
    expect((await call('payroll', 'POST', `/api/payroll/final-pay-cases/${resignedCase}/clear`, {})).statusCode).toBe(200);
    expect((await call('payroll', 'POST', `/api/payroll/final-pay-cases/${resignedCase}/clear`, {})).statusCode).toBe(409);
    const approved = await call('payroll', 'POST', `/api/payroll/final-pay-cases/${resignedCase}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('approved');
    const late = await call('payroll', 'POST', '/api/payroll/final-pay-lines', {
      final_pay_case_id: resignedCase,
      component: 'other_deduction',
      description: 'Canteen',
      amount: '100.00',
    });
    expect(late.statusCode).toBe(409);
  });

  it('computes a redundancy: one month per year of service (5 years 8 months → 6), tax-exempt', async () => {
    const missing = await call('payroll', 'POST', `/api/payroll/final-pay-cases/${redundantCase}/compute`, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.separation_cause).toBeDefined();
    const response = await call('payroll', 'POST', `/api/payroll/final-pay-cases/${redundantCase}/compute`, {
      separation_cause: 'redundancy',
    });
    expect(response.statusCode, response.body).toBe(200);
    const pay = (await linesOf(redundantCase)).find((l) => l.component === 'separation_pay');
    // 1 March 2021 to 20 November 2026 = 5 years 8 months; a fraction of six months counts: 6 × 36,000.00
    expect(pay).toMatchObject({ amount: '216000.00', is_tax_exempt: true });
    expect(String(pay!.exemption_basis)).toMatch(/32\(B\)\(6\)\(b\)/);
    expect((await caseOf(redundant)).separation_pay).toBe('216000.00');
  });

  it('cancels a case before release (a withdrawn separation), confirming nothing is paid', async () => {
    const response = await call('payroll', 'POST', `/api/payroll/final-pay-cases/${redundantCase}/cancel`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('cancelled');
    expect((await call('payroll', 'POST', `/api/payroll/final-pay-cases/${redundantCase}/compute`, {})).statusCode).toBe(409);
  });
});

describe('the release (payroll)', () => {
  const cents = (v: string | number) => Math.round(Number(v) * 100);

  it('refuses to release a case that is not approved (409)', async () => {
    const response = await call('payroll', 'POST', `/api/payroll/final-pay-cases/${redundantCase}/release`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This final pay case is cancelled; it cannot be released.');
  });

  it('posts a final_pay period whose one payslip nets the case’s final pay, through the regular posting', async () => {
    const approved = await caseOf(resigned);
    expect(approved.status).toBe('approved');
    const response = await call('payroll', 'POST', `/api/payroll/final-pay-cases/${resignedCase}/release`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'released' });
    const row = await caseOf(resigned);
    expect(row.status).toBe('released');
    expect(row.released_at).not.toBeNull();
    const period = await t.db.selectFrom('payroll_periods').selectAll().where('id', '=', row.payroll_period_id!).executeTakeFirstOrThrow();
    expect(period).toMatchObject({
      period_type: 'final_pay',
      status: 'posted',
      final_pay_case_id: resignedCase,
      cutoff_start: '2026-11-11',
      cutoff_end: '2026-11-20',
      contribution_year: 2026,
      contribution_month: 11,
      headcount: 1,
    });
    expect(period.code).toBe(`FP-${period.pay_date.slice(0, 4)}-${String(resignedCase).padStart(6, '0')}`);
    const payslips = await t.db.selectFrom('payslips').selectAll().where('payroll_period_id', '=', period.id).execute();
    expect(payslips).toHaveLength(1);
    const [payslip] = payslips;
    expect(payslip.employee_id).toBe(resigned);
    expect(payslip.status).toBe('posted');
    // to the centavo: the payslip's net is the case's net final pay, and the period's total
    expect(payslip.net_pay).toBe(row.net_final_pay);
    expect(period.net_total).toBe(row.net_final_pay);
    // gross − deductions on the payslip; the loan 5,000.00 and the accountability 1,500.00 among them
    expect(cents(payslip.gross_pay) - cents(payslip.total_deductions)).toBe(cents(payslip.net_pay));
    expect(payslip.loan_deductions).toBe('5000.00');
    expect(payslip.other_deductions).toBe('1500.00');
    const lines = await t.db.selectFrom('payslip_lines').selectAll().where('payslip_id', '=', payslip.id).orderBy('sort_order').execute();
    const code = (c: string) => lines.filter((l) => l.code === c);
    expect(code('BASIC_PAY').map((l) => l.amount)).toEqual(['13241.38']);
    expect(code('THIRTEENTH_MONTH').map((l) => l.amount)).toEqual(['32000.00']);
    expect(code('LEAVE_CONVERSION').map((l) => l.amount)).toEqual(['8275.86']);
    expect(code('COMPANY_LOAN')).toMatchObject([{ amount: '5000.00', loan_id: companyLoan, loan_balance_after: '0.00' }]);
    expect(code('FINAL_PAY_DEDUCTION')).toMatchObject([{ amount: '1500.00', description: 'Unreturned laptop charger' }]);
    // every earning and deduction line of the case is on the payslip: earnings − deductions = net
    const earned = lines.filter((l) => l.section === 'earning').reduce((sum, l) => sum + cents(l.amount), 0);
    const deducted = lines.filter((l) => l.section === 'deduction').reduce((sum, l) => sum + cents(l.amount), 0);
    expect(earned - deducted).toBe(cents(row.net_final_pay));

    // the regular posting's effects: the loan paid off, year to date, journal
    const loan = await t.db.selectFrom('loans').selectAll().where('id', '=', companyLoan).executeTakeFirstOrThrow();
    expect(loan).toMatchObject({ balance: '0.00', status: 'paid', paid_amount: '12000.00' });
    const payments = await t.db.selectFrom('loan_payments').selectAll().where('loan_id', '=', companyLoan).execute();
    expect(payments).toMatchObject([{ payroll_period_id: period.id, amount: '5000.00' }]);
    const ytd = await t.db
      .selectFrom('ytd_balances')
      .selectAll()
      .where('employee_id', '=', resigned)
      .where('year', '=', period.year)
      .executeTakeFirstOrThrow();
    expect(ytd.last_payroll_period_id).toBe(period.id);
    const journal = await t.db.selectFrom('payroll_journal_lines').selectAll().where('payroll_period_id', '=', period.id).execute();
    const side = (k: 'debit' | 'credit') => journal.reduce((sum, j) => sum + cents(j[k]), 0);
    expect(journal.length).toBeGreaterThan(0);
    expect(side('debit')).toBe(side('credit'));

    // credited like any posted period: one bank file row of the final pay
    const bankFiles = await call('payroll', 'POST', `/api/payroll/payroll-periods/${period.id}/bank-files`, {});
    expect(bankFiles.statusCode, bankFiles.body).toBe(200);
    expect(bankFiles.json().files).toMatchObject([{ employee_count: 1, total_amount: row.net_final_pay, file_kind: 'regular' }]);

    // the period and its payslip read like any other run's
    const listed = await call('payroll', 'GET', `/api/payroll/payroll-periods/${period.id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ period_type: 'final_pay', status: 'posted', net_total: row.net_final_pay });
    const detail = await call('payroll', 'GET', `/api/payroll/payslips/${payslip.id}/detail`);
    expect(detail.statusCode, detail.body).toBe(200);
  });

  it('debits the 5 converted SIL days from the leave ledger as a conversion of the case', async () => {
    const entries = await t.db
      .selectFrom('leave_ledger_entries')
      .selectAll()
      .where('employee_id', '=', resigned)
      .where('entry_type', '=', 'conversion')
      .execute();
    expect(entries).toMatchObject([
      { days: '-5.000', final_pay_case_id: resignedCase, entry_date: '2026-11-20', leave_conversion_id: null },
    ]);
    const balance = await t.db
      .selectFrom('leave_balances')
      .selectAll()
      .where('id', '=', entries[0].leave_balance_id)
      .executeTakeFirstOrThrow();
    expect(balance).toMatchObject({ converted: '5.000', balance: '0.000' });
  });

  it('records the separation annualisation, so the employee’s 2316 is final', async () => {
    const row = await caseOf(resigned);
    const annualization = await t.db
      .selectFrom('annualizations')
      .selectAll()
      .where('employee_id', '=', resigned)
      .where('year', '=', 2026)
      .executeTakeFirstOrThrow();
    expect(annualization).toMatchObject({
      annualization_type: 'separation',
      status: 'posted',
      target_payroll_period_id: row.payroll_period_id,
      annualization_run_id: null,
    });
    // the adjustment is the final payslip's withholding: positive payable, negative refund
    const payslip = await t.db
      .selectFrom('payslips')
      .select('withholding_tax')
      .where('payroll_period_id', '=', row.payroll_period_id!)
      .executeTakeFirstOrThrow();
    expect(annualization.tax_adjustment).toBe(payslip.withholding_tax);
    expect(cents(annualization.tax_due) - cents(annualization.tax_withheld_present)).toBe(cents(annualization.tax_adjustment));
    expect(cents(row.tax_adjustment)).toBe(cents(annualization.tax_adjustment));
    const certificates = (
      await call('payroll', 'GET', `/api/payroll/bir-2316-certificates?filter=${filter({ year: 2026 })}&range=[0,999]`)
    ).json() as Array<Record<string, unknown>>;
    const mine = certificates.find((c) => c.employee_id === resigned);
    expect(mine).toMatchObject({ status: 'final', period_to: '2026-11-20' });
    expect(cents(String((mine!.items as Record<string, string>)['24']))).toBe(cents(annualization.tax_due));
    // the release stored the certificate final, tied to the separation annualisation
    const stored = await t.db
      .selectFrom('bir_2316_certificates')
      .select(['id', 'status', 'annualization_id', 'tax_due'])
      .where('employee_id', '=', resigned)
      .where('year', '=', 2026)
      .execute();
    expect(stored).toEqual([
      expect.objectContaining({ status: 'final', annualization_id: annualization.id, tax_due: annualization.tax_due }),
    ]);
    expect(mine!.certificate_id).toBe(stored[0].id);
  });

  it('refuses a second release, cancelling, unposting and any change once released (409)', async () => {
    const row = await caseOf(resigned);
    for (const action of ['release', 'cancel', 'compute', 'approve', 'clear']) {
      const response = await call('payroll', 'POST', `/api/payroll/final-pay-cases/${resignedCase}/${action}`, {});
      expect(response.statusCode, action).toBe(409);
    }
    expect((await call('payroll', 'POST', `/api/payroll/final-pay-cases/${resignedCase}/release`, {})).json().message).toBe(
      'This final pay case is released; it cannot be released.',
    );
    const line = await call('payroll', 'POST', '/api/payroll/final-pay-lines', {
      final_pay_case_id: resignedCase,
      component: 'other_deduction',
      description: 'Canteen',
      amount: '100.00',
    });
    expect(line.statusCode).toBe(409);
    const unpost = await call('payroll', 'POST', `/api/payroll/payroll-periods/${row.payroll_period_id}/unpost`, {});
    expect(unpost.statusCode).toBe(409);
    expect(unpost.json().message).toMatch(/released final pay stays posted/);
    const recompute = await call('payroll', 'POST', `/api/payroll/payroll-periods/${row.payroll_period_id}/compute`, {});
    expect(recompute.statusCode).toBe(409);
    expect((await caseOf(resigned)).status).toBe('released');
  });
});

describe('access', () => {
  it('keeps final pay from the employee and manager portals (403)', async () => {
    for (const who of ['employee', 'manager'])
      for (const url of ['/api/payroll/final-pay-cases', '/api/timekeeping/final-pay-cases'])
        expect((await call(who, 'GET', url)).statusCode).toBe(403);
    expect((await call('timekeeping', 'POST', `/api/payroll/final-pay-cases/${resignedCase}/clear`, {})).statusCode).toBe(403);
  });

  it('shows another company’s payroll officer none of these cases', async () => {
    await addOtherCompany(t.db);
    tokens.other = await t.login(OTHER_COMPANY.payroll);
    const list = await call('other', 'GET', '/api/payroll/final-pay-cases?range=[0,99]');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { id: number }) => r.id)).not.toContain(resignedCase);
    expect((await call('other', 'GET', `/api/payroll/final-pay-cases/${resignedCase}`)).statusCode).toBe(404);
    expect((await call('other', 'POST', `/api/payroll/final-pay-cases/${resignedCase}/compute`, {})).statusCode).toBe(404);
  });
});
