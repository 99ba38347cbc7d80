/**
 * The payroll portal's views of timekeeping and its own reports: the timesheet summary of
 * a period, the timekeeping reports valued at the rates of each work date, the prior-period
 * adjustments payroll links to a period or holds back, the 13th month accrued to a date,
 * and the payroll transaction logs; each only of the caller's company.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { centavosText, toCentavos } from '@core/money';
import { payRates } from '../../server/modules/payroll/engine/rates';
import { quantityRatio, ratio, roundedProduct } from '../../server/modules/payroll/engine/money';
import { thirteenthMonthPay } from '../../server/modules/payroll/engine/thirteenth-month';
import { addOtherCompany, OTHER_COMPANY } from '../support/second-company';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
let other: string;
let otherCompanyId: number;
beforeAll(async () => {
  otherCompanyId = (await addOtherCompany(t.db)).companyId;
  token = await t.login('payroll@example.com');
  other = await t.login(OTHER_COMPANY.payroll);
});

type Row = Record<string, unknown>;
const get = (path: string, filter: object = {}, as = token) =>
  t.request({ method: 'GET', url: `/api/payroll/${path}?range=[0,4999]&filter=${encodeURIComponent(JSON.stringify(filter))}`, token: as });
async function list(path: string, filter: object = {}, as = token): Promise<Row[]> {
  const response = await get(path, filter, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const post = (path: string, payload: object, as = token) => t.request({ method: 'POST', url: `/api/payroll/${path}`, token: as, payload });

/** A payroll period with a linked timesheet, and that timesheet. */
async function linkedPeriod() {
  const row = await t.db
    .selectFrom('timesheets')
    .select(['id', 'payroll_period_id', 'payroll_group_id'])
    .where('status', '=', 'linked')
    .where('payroll_period_id', 'is not', null)
    .orderBy('cutoff_end', 'desc')
    .executeTakeFirstOrThrow();
  return { timesheetId: Number(row.id), periodId: Number(row.payroll_period_id), groupId: Number(row.payroll_group_id) };
}

/** The engine's rates for an employee on a date (docs/domain.md §14.3). */
async function ratesOn(employeeId: number, date: string) {
  const { rows } = await sql<{ rate_type: string; basic_rate: string; days_per_year: string; hours_per_day: string }>`
    select c.rate_type, c.basic_rate::text, g.days_per_year, g.hours_per_day::text
    from employee_compensations c join employees e on e.id = c.employee_id join payroll_groups g on g.id = e.payroll_group_id
    where c.employee_id = ${employeeId} and c.effective_date <= ${date}::date order by c.effective_date desc, c.id desc limit 1`.execute(
    t.db,
  );
  const [c] = rows;
  return payRates(
    c.rate_type === 'monthly' ? 'monthly' : 'daily',
    toCentavos(c.basic_rate),
    ratio(Number(c.days_per_year)),
    ratio(Math.round(Number(c.hours_per_day) * 100), 100),
  );
}

describe('timesheet summary', () => {
  it('lists the summaries of the timesheet linked to a period, by business unit, only of the company', async () => {
    const { timesheetId, periodId } = await linkedPeriod();
    const rows = await list('timesheet-summaries', { payroll_period_id: periodId });
    const frozen = await t.db.selectFrom('timesheet_summaries').select('id').where('timesheet_id', '=', timesheetId).execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.id).sort()).toEqual(frozen.map((r) => Number(r.id)).sort());
    expect(rows[0]).toMatchObject({ source: 'timekeeping', timesheet_id: timesheetId });
    const unit = rows[0].business_unit_id;
    const ofUnit = await list('timesheet-summaries', { payroll_period_id: periodId, business_unit_id: unit });
    expect(ofUnit.length).toBe(rows.filter((r) => r.business_unit_id === unit).length);
    expect(await list('timesheet-summaries', { payroll_period_id: periodId }, other)).toEqual([]);
  });

  it('shows the premium minutes per rate code in hours', async () => {
    const { rows } = await sql<{ id: string; premium_minutes: Record<string, number> }>`
      select id, premium_minutes from timesheet_summaries where premium_minutes <> '{}'::jsonb order by id limit 1`.execute(t.db);
    const [summary] = rows;
    const expected = Object.entries(summary.premium_minutes)
      .filter(([, minutes]) => minutes !== 0)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([code, minutes]) => `${code} ${Number((minutes / 60).toFixed(2))}`)
      .join('; ');
    const response = await get(`timesheet-summaries/${summary.id}`);
    expect(response.json().premium_hours).toBe(expected);
  });
});

describe('timekeeping reports', () => {
  it('values tardiness and undertime at the per-minute rate of the work date, to the centavo', async () => {
    const { periodId } = await linkedPeriod();
    for (const report of ['tardiness-deductions', 'undertime-deductions']) {
      const rows = await list(report, { payroll_period_id: periodId });
      expect(rows.length, report).toBeGreaterThan(0);
      for (const row of rows.slice(0, 5)) {
        const rates = await ratesOn(Number(row.employee_id), String(row.work_date));
        const expected = roundedProduct(1, rates.per_minute, quantityRatio(Number(row.minutes)));
        expect(row.amount, `${report} ${row.employee_no} ${row.work_date}`).toBe(centavosText(expected));
        expect(row.payroll_period_id).toBe(periodId);
      }
      const totals = (await get(`${report}/totals`, { payroll_period_id: periodId })).json();
      expect(totals.count).toBe(rows.length);
      const sum = rows.reduce((total, row) => total + toCentavos(String(row.amount)), 0);
      expect(totals.sums.amount).toBe(centavosText(sum));
      expect(totals.sums.minutes).toBe(rows.reduce((total, row) => total + Number(row.minutes), 0));
    }
    const late = await list('tardiness-deductions', { payroll_period_id: periodId });
    const employeeId = late[0].employee_id;
    const own = await list('tardiness-deductions', { payroll_period_id: periodId, employee_id: employeeId });
    expect(own.length).toBe(late.filter((r) => r.employee_id === employeeId).length);
  });

  it('values absences at the daily rate, and premium hours at the hourly rate times the multiplier not yet covered', async () => {
    const absences = await list('absence-deductions', {});
    expect(absences.length).toBeGreaterThan(0);
    for (const row of absences.slice(0, 5)) {
      const rates = await ratesOn(Number(row.employee_id), String(row.work_date));
      const days = Number(row.absent_days) + Number(row.unpaid_leave_days);
      expect(row.amount).toBe(centavosText(roundedProduct(1, rates.daily, quantityRatio(days))));
    }
    for (const report of ['overtime-premiums', 'night-differential-premiums']) {
      const rows = await list(report, {});
      expect(rows.length, report).toBeGreaterThan(0);
      for (const row of rows.slice(0, 5)) {
        const rates = await ratesOn(Number(row.employee_id), String(row.work_date));
        const bucket = await t.db.selectFrom('daily_premiums').select('minutes').where('id', '=', Number(row.id)).executeTakeFirstOrThrow();
        const factor = quantityRatio(Number(row.multiplier) - Number(row.covered));
        const expected = roundedProduct(bucket.minutes, rates.per_minute, factor);
        expect(row.amount, `${report} ${row.rate_code}`).toBe(centavosText(expected));
      }
    }
    const night = await list('night-differential-premiums', {});
    const nightCodes = await t.db.selectFrom('overtime_rates').select('code').where('is_night', '=', true).execute();
    expect(night.every((r) => nightCodes.some((c) => c.code === r.rate_code))).toBe(true);
    const overtime = await list('overtime-premiums', {});
    expect(overtime.some((r) => nightCodes.some((c) => c.code === r.rate_code))).toBe(false);
  });

  it('lists leave availments with the balance after each, narrowed to a period’s cut-off', async () => {
    const rows = await list('leave-usage', {});
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => ['availment', 'availment_reversal'].includes(String(r.entry_type)))).toBe(true);
    const [first] = rows;
    const entry = await t.db.selectFrom('leave_ledger_entries').selectAll().where('id', '=', Number(first.id)).executeTakeFirstOrThrow();
    expect(first.days).toBe(-Number(entry.days));
    const { rows: upTo } = await sql<{ total: string }>`select sum(days)::text as total from leave_ledger_entries
      where leave_balance_id = ${entry.leave_balance_id} and (entry_date, id) <= (${entry.entry_date}::date, ${entry.id}::bigint)`.execute(
      t.db,
    );
    expect(first.balance_after).toBe(Number(upTo[0].total));

    const period = await t.db
      .selectFrom('payroll_periods')
      .select([
        'id',
        'payroll_group_id',
        sql<string>`cutoff_start::text`.as('cutoff_start'),
        sql<string>`cutoff_end::text`.as('cutoff_end'),
      ])
      .where('cutoff_start', '<=', String(first.entry_date))
      .where('cutoff_end', '>=', String(first.entry_date))
      .where('payroll_group_id', '=', sql<number>`(select payroll_group_id from employees where id = ${first.employee_id as number})`)
      .executeTakeFirstOrThrow();
    const inPeriod = await list('leave-usage', { payroll_period_id: period.id });
    expect(inPeriod.map((r) => r.id)).toContain(first.id);
    expect(inPeriod.every((r) => String(r.entry_date) >= period.cutoff_start && String(r.entry_date) <= period.cutoff_end)).toBe(true);
  });

  it('shows another company none of these rows', async () => {
    for (const report of [
      'absence-deductions',
      'tardiness-deductions',
      'undertime-deductions',
      'overtime-premiums',
      'night-differential-premiums',
      'leave-usage',
    ]) {
      expect(await list(report, {}, other), report).toEqual([]);
    }
  });
});

describe('timesheet adjustments from payroll', () => {
  it('names the late leave behind a prior-period adjustment; payroll links it to an open period and holds it back', async () => {
    const { rows } = await sql<{ timesheet_id: string; employee_id: string; work_date: string }>`
      select d.timesheet_id, d.employee_id, d.work_date::text as work_date from daily_time_records d
      join timesheets t on t.id = d.timesheet_id
      where t.status in ('closed', 'linked') and d.late_minutes > 0 and d.day_type = 'ordinary'
      order by t.cutoff_end desc, d.employee_id, d.work_date limit 1`.execute(t.db);
    const day = { timesheetId: Number(rows[0].timesheet_id), employeeId: Number(rows[0].employee_id), date: rows[0].work_date };
    const vl = await t.db.selectFrom('leave_types').select('id').where('code', '=', 'VL').executeTakeFirstOrThrow();
    const leave = await t.db
      .insertInto('applications')
      .values({
        reference_no: 'LV-PAY-00001',
        application_type: 'leave',
        employee_id: day.employeeId,
        date_from: day.date,
        date_to: day.date,
        status: 'approved',
        reason: 'Family matter',
        decided_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('leave_applications')
      .values({ application_id: leave.id, leave_type_id: vl.id, day_part: 'whole_day', days: '1.000', with_pay: true })
      .execute();
    const timekeeping = await t.login('timekeeping@example.com');
    const run = await t.request({
      method: 'POST',
      url: '/api/timekeeping/timesheet-adjustments/process',
      token: timekeeping,
      payload: { timesheet_id: day.timesheetId, employee_ids: [day.employeeId] },
    });
    expect(run.statusCode, run.body).toBe(200);

    const leaves = await list('timesheet-adjustments', {
      adjustment_kind: 'prior_period',
      source_type: 'leave',
      employee_id: day.employeeId,
    });
    const adjustment = leaves.find((a) => a.work_date === day.date)!;
    expect(adjustment).toMatchObject({ status: 'processed', application_reference: 'LV-PAY-00001', source_type: 'leave' });
    expect(String(adjustment.changes)).toContain('late_minutes');
    expect(
      (await list('timesheet-adjustments', { adjustment_kind: 'prior_period', source_type: 'overtime' })).map((a) => a.id),
    ).not.toContain(adjustment.id);
    expect(await list('timesheet-adjustments', { adjustment_kind: 'prior_period' }, other)).toEqual([]);

    // holding what is not linked is a conflict; another company's payroll cannot reach it
    expect((await post('timesheet-adjustments/hold', { ids: [adjustment.id] })).statusCode).toBe(409);
    const group = await t.db.selectFrom('employees').select('payroll_group_id').where('id', '=', day.employeeId).executeTakeFirstOrThrow();
    const period = await t.db
      .selectFrom('payroll_periods')
      .select(['id', 'code'])
      .where('payroll_group_id', '=', group.payroll_group_id!)
      .where('status', '=', 'open')
      .where('period_type', '=', 'regular')
      .orderBy('cutoff_start')
      .executeTakeFirstOrThrow();
    expect((await post('timesheet-adjustments/link', { ids: [adjustment.id], payroll_period_id: period.id }, other)).statusCode).toBe(404);
    const linked = await post('timesheet-adjustments/link', { ids: [adjustment.id], payroll_period_id: period.id });
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await list('timesheet-adjustments', { target_payroll_period_id: period.id })).map((a) => a.id)).toContain(adjustment.id);

    const held = await post('timesheet-adjustments/hold', { ids: [adjustment.id] });
    expect(held.statusCode, held.body).toBe(200);
    expect((await get(`timesheet-adjustments/${adjustment.id}`)).json()).toMatchObject({
      status: 'processed',
      target_payroll_period_id: null,
    });
    expect((await post('timesheet-adjustments/hold', { ids: [] })).statusCode).toBe(422);

    const logs = await list('transaction-logs', { resource: 'timesheet-adjustments' });
    expect(logs.map((l) => l.action)).toEqual(expect.arrayContaining(['link', 'unlink']));
  });
});

describe('cancelling prior-period adjustments from payroll', () => {
  it('cancels processed and linked adjustments with a reason, audited, out of every period; a posted one stays (409)', async () => {
    const { timesheetId, groupId } = await linkedPeriod();
    const employee = await t.db
      .selectFrom('employees')
      .select(['id', 'employee_no'])
      .where('payroll_group_id', '=', groupId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const period = await t.db
      .selectFrom('payroll_periods')
      .select(['id', 'code', 'status'])
      .where('payroll_group_id', '=', groupId)
      .where('status', '=', 'open')
      .where('period_type', '=', 'regular')
      .orderBy('cutoff_start')
      .executeTakeFirstOrThrow();
    const adjustment = (work_date: string, status: string, adjustment_kind = 'prior_period') =>
      t.db
        .insertInto('timesheet_adjustments')
        .values({
          employee_id: employee.id,
          work_date,
          adjustment_kind,
          source_type: 'overtime',
          original_timesheet_id: timesheetId,
          reason: 'Overtime approved after the timesheet closed',
          status,
          target_payroll_period_id: status === 'linked' || status === 'posted' ? period.id : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.id));
    const processed = await adjustment('2026-01-05', 'processed');
    const linked = await adjustment('2026-01-06', 'linked');
    const posted = await adjustment('2026-01-07', 'posted');
    const inPeriod = await adjustment('2026-01-08', 'draft', 'in_period');

    // a reason is required; another company reaches none of them; posted and in-period ones are refused whole
    const blank = await post('timesheet-adjustments/cancel', { ids: [processed], reason: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.reason[0]).toMatch(/why/i);
    expect((await post('timesheet-adjustments/cancel', { ids: [processed], reason: 'Duplicate' }, other)).statusCode).toBe(404);
    const refused = await post('timesheet-adjustments/cancel', { ids: [processed, posted], reason: 'Duplicate' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/posted/);
    expect((await post('timesheet-adjustments/cancel', { ids: [inPeriod], reason: 'Duplicate' })).statusCode).toBe(409);
    expect((await get(`timesheet-adjustments/${processed}`)).json().status).toBe('processed');

    // the linked one's period was computed: cancelling it asks for the computation again
    await t.db.updateTable('payroll_periods').set({ status: 'computed', needs_recompute: false }).where('id', '=', period.id).execute();
    const cancelled = await post('timesheet-adjustments/cancel', { ids: [processed, linked], reason: 'Paid by hand in December' });
    const recompute = await t.db
      .selectFrom('payroll_periods')
      .select('needs_recompute')
      .where('id', '=', period.id)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('payroll_periods').set({ status: period.status }).where('id', '=', period.id).execute();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(recompute.needs_recompute).toBe(true);
    for (const id of [processed, linked]) {
      expect((await get(`timesheet-adjustments/${id}`)).json()).toMatchObject({
        status: 'cancelled',
        target_payroll_period_id: null,
        cancellation_reason: 'Paid by hand in December',
      });
    }
    expect((await list('timesheet-adjustments', { target_payroll_period_id: period.id })).map((a) => a.id)).not.toContain(linked);
    // cancelled once is cancelled: neither cancelled again nor linked again
    expect((await post('timesheet-adjustments/cancel', { ids: [linked], reason: 'Again' })).statusCode).toBe(409);
    expect((await post('timesheet-adjustments/link', { ids: [linked], payroll_period_id: period.id })).statusCode).toBe(409);
    expect((await get(`timesheet-adjustments/${posted}`)).json()).toMatchObject({ status: 'posted', target_payroll_period_id: period.id });

    const logs = await list('transaction-logs', { resource: 'timesheet-adjustments', action: 'cancel' });
    const summaries = logs.map((l) => String(l.summary));
    expect(summaries).toEqual(
      expect.arrayContaining([
        `Adjustment of ${employee.employee_no} on 2026-01-05 cancelled (was processed): Paid by hand in December`,
        `Adjustment of ${employee.employee_no} on 2026-01-06 cancelled (was linked in ${period.code}): Paid by hand in December`,
      ]),
    );
  });
});

describe('13th month pro-rate', () => {
  it('accrues the basic salary earned to the as-of date ÷ 12, exact to the centavo, less what was paid', async () => {
    const asOf = '2026-10-31';
    const rows = await list('thirteenth-month-accruals', { as_of_date: asOf });
    expect(rows.length).toBeGreaterThan(0);
    const { rows: earned } = await sql<{ employee_id: string; basic: string }>`
      select s.employee_id, sum(s.thirteenth_month_basis)::text as basic from payslips s
      join payroll_periods p on p.id = s.payroll_period_id join payroll_groups g on g.id = p.payroll_group_id
      where s.status = 'posted' and g.company_id <> ${otherCompanyId}
        and coalesce(p.cutoff_end, p.pay_date) between '2026-01-01' and ${asOf}::date
      group by s.employee_id`.execute(t.db);
    expect(earned.length).toBeGreaterThan(0);
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    for (const { employee_id, basic } of earned) {
      const row = byId.get(Number(employee_id))!;
      expect(row, `employee ${employee_id}`).toBeDefined();
      expect(row.basic_earned).toBe(centavosText(toCentavos(basic)));
      expect(row.accrued).toBe(centavosText(thirteenthMonthPay(toCentavos(basic))));
      expect(toCentavos(String(row.balance))).toBe(toCentavos(String(row.accrued)) - toCentavos(String(row.paid_to_date)));
      expect(row).toMatchObject({ year: 2026, as_of_date: asOf });
    }
    // an earlier date counts less
    const june = new Map((await list('thirteenth-month-accruals', { as_of_date: '2026-06-30' })).map((r) => [Number(r.id), r]));
    const [someone] = earned;
    expect(toCentavos(String(june.get(Number(someone.employee_id))?.basic_earned ?? '0'))).toBeLessThanOrEqual(
      toCentavos(String(byId.get(Number(someone.employee_id))!.basic_earned)),
    );

    const totals = (await get('thirteenth-month-accruals/totals', { as_of_date: asOf })).json();
    expect(totals.count).toBe(rows.length);
    expect(totals.sums.accrued).toBe(centavosText(rows.reduce((total, r) => total + toCentavos(String(r.accrued)), 0)));
  });

  it('filters active and separated employees, and answers 422 to a date outside the year', async () => {
    const separated = await list('thirteenth-month-accruals', { as_of_date: '2026-12-31', employee_status: 'separated' });
    expect(separated.every((r) => r.separation_date !== null && String(r.separation_date) <= '2026-12-31')).toBe(true);
    const active = await list('thirteenth-month-accruals', { as_of_date: '2026-12-31', employee_status: 'active' });
    expect(active.every((r) => r.separation_date === null || String(r.separation_date) > '2026-12-31')).toBe(true);
    const wrong = await get('thirteenth-month-accruals', { year: 2025, as_of_date: '2026-03-31' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.as_of_date).toBeDefined();
    expect((await get('thirteenth-month-accruals', { as_of_date: 'March' })).statusCode).toBe(422);
    const theirs = await list('thirteenth-month-accruals', {}, other);
    const ours = new Set((await list('thirteenth-month-accruals', {})).map((r) => r.id));
    expect(theirs.some((r) => ours.has(r.id))).toBe(false);
  });
});

describe('transaction logs', () => {
  it('lists what was done to payroll resources in the payroll portal, of the caller’s company only', async () => {
    await t.db
      .insertInto('transaction_logs')
      .values([
        { portal: 'payroll', resource: 'loans', action: 'update', summary: 'Ours', company_id: 1, record_id: '1' },
        { portal: 'payroll', resource: 'loans', action: 'update', summary: 'Theirs', company_id: otherCompanyId, record_id: '1' },
        { portal: 'hr', resource: 'employees', action: 'update', summary: 'HR’s own', company_id: 1, record_id: '1' },
      ])
      .execute();
    const rows = await list('transaction-logs', { resource: 'loans' });
    expect(rows.map((r) => r.summary)).toContain('Ours');
    expect(rows.map((r) => r.summary)).not.toContain('Theirs');
    expect((await list('transaction-logs', { resource: 'employees' })).map((r) => r.summary)).not.toContain('HR’s own');
    expect((await list('transaction-logs', { resource: 'loans' }, other)).map((r) => r.summary)).toEqual(['Theirs']);
    const hr = await t.login('hr@example.com');
    expect((await get('transaction-logs', {}, hr)).statusCode).toBe(403);
  });
});
