/**
 * What a posted payroll period was paid from stays as it was: the recurring entry, the loan,
 * the transaction type, the shift a posted timesheet was measured against, the batch that sent
 * an entry. Deleting one (or changing what it paid) is refused with 409 naming the posted
 * periods, the row and the audit trail unchanged; a copy that no period used still goes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { crudResourcesOf } from '@core/resources/registry';
import { useTestApp } from './test-app';

const t = useTestApp();
const tokens: Record<string, string> = {};
beforeAll(async () => {
  tokens.payroll = await t.login('payroll@example.com');
  tokens.timekeeping = await t.login('timekeeping@example.com');
  // the installation-wide settings (pay codes, loan types, overtime rates) are the system administrator's to change
  tokens.sysadmin = await t.login('sysadmin@example.com');
});

type Portal = 'payroll' | 'timekeeping';
const SHARED = new Set(['transaction-types', 'loan-types', 'overtime-rates']);
const call = (portal: Portal, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.request({
    method,
    url: `/api/${portal}/${path}`,
    token: tokens[SHARED.has(path.split('/')[0]) ? 'sysadmin' : portal],
    ...(payload ? { payload } : {}),
  });
const codes = async (query: string) => (await sql.raw<{ code: string }>(query).execute(t.db)).rows.map((r) => r.code);
const first = async (query: string) => Number((await sql.raw<{ id: number }>(query).execute(t.db)).rows[0]?.id);
const auditCount = async () => Number((await sql<{ n: number }>`select count(*)::int as n from transaction_logs`.execute(t.db)).rows[0].n);

/** The writable fields of a stored row, as a form would send them back. */
function formOf(portal: Portal, resource: string, row: Record<string, unknown>): Record<string, unknown> {
  const definition = crudResourcesOf(portal).find((r) => r.definition.name === resource)!.definition;
  const writable = Object.entries(definition.fields).filter(([, field]) => !field.readOnly);
  return Object.fromEntries(writable.filter(([name]) => row[name] !== null && row[name] !== undefined).map(([name]) => [name, row[name]]));
}

/** DELETE is refused with 409 naming every expected period; the row and the audit trail stay. */
async function refusedNaming(portal: Portal, resource: string, id: number, periods: string[], what: RegExp) {
  expect(periods.length).toBeGreaterThan(0);
  const before = await auditCount();
  const refused = await call(portal, 'DELETE', `${resource}/${id}`);
  expect(refused.statusCode, refused.body).toBe(409);
  const message = refused.json().message as string;
  expect(message).toMatch(what);
  expect(message).toContain('posted period');
  expect(message).toContain('cannot be deleted');
  for (const code of periods.slice(0, 5)) expect(message).toContain(code);
  expect((await call(portal, 'GET', `${resource}/${id}`)).statusCode).toBe(200);
  expect(await auditCount()).toBe(before);
  return message;
}

/** A copy of the row that no period used is created and deleted again. */
async function copyDeletes(portal: Portal, resource: string, id: number, changes: Record<string, unknown> = {}) {
  const row = (await call(portal, 'GET', `${resource}/${id}`)).json();
  const created = await call(portal, 'POST', resource, { ...formOf(portal, resource, row), ...changes });
  expect(created.statusCode, created.body).toBe(200);
  const deleted = await call(portal, 'DELETE', `${resource}/${created.json().id}`);
  expect(deleted.statusCode, deleted.body).toBe(200);
}

const POSTED_LINES = `from payslip_lines l join payslips s on s.id = l.payslip_id join payroll_periods p on p.id = s.payroll_period_id
  where p.status in ('posted', 'closed')`;

describe('the inputs of the demo’s posted periods', () => {
  it('keeps a recurring entry paid in posted periods: no delete, no new amount, but its remarks may change', async () => {
    const id = await first(`select l.source_id as id ${POSTED_LINES} and l.source_type = 'recurring' order by l.source_id limit 1`);
    const periods = await codes(
      `select distinct p.code, p.pay_date ${POSTED_LINES} and l.source_type = 'recurring' and l.source_id = ${id} order by p.pay_date`,
    );
    const message = await refusedNaming('payroll', 'recurring-entries', id, periods, /^This recurring entry was paid in the posted period/);
    expect(message).toMatch(/; end it instead\.$/);

    const row = (await call('payroll', 'GET', `recurring-entries/${id}`)).json();
    const raised = await call('payroll', 'PUT', `recurring-entries/${id}`, {
      ...formOf('payroll', 'recurring-entries', row),
      amount: (Number(row.amount) + 100).toFixed(2),
    });
    expect(raised.statusCode, raised.body).toBe(409);
    expect(raised.json().message).toMatch(/cannot be changed; end it and add a new one\.$/);
    expect((await call('payroll', 'GET', `recurring-entries/${id}`)).json().amount).toBe(row.amount);
    const remarked = await call('payroll', 'PUT', `recurring-entries/${id}`, {
      ...formOf('payroll', 'recurring-entries', row),
      remarks: 'checked',
    });
    expect(remarked.statusCode, remarked.body).toBe(200);

    await copyDeletes('payroll', 'recurring-entries', id, { start_date: '2027-01-01', end_date: null });
  });

  it('keeps a loan deducted in posted periods, and the loan type it belongs to', async () => {
    const id = await first(`select l.loan_id as id ${POSTED_LINES} and l.loan_id is not null order by l.loan_id limit 1`);
    const periods = await codes(`select distinct p.code, p.pay_date ${POSTED_LINES} and l.loan_id = ${id} order by p.pay_date`);
    await refusedNaming('payroll', 'loans', id, periods, /^This loan was deducted in the posted period/);

    const typeId = await first(`select loan_type_id as id from loans where id = ${id}`);
    const typePeriods = await codes(
      `select distinct p.code, p.pay_date ${POSTED_LINES} and l.loan_id in (select id from loans where loan_type_id = ${typeId}) order by p.pay_date`,
    );
    await refusedNaming('payroll', 'loan-types', typeId, typePeriods, /^This loan type was deducted in the posted period/);
    await copyDeletes('payroll', 'loan-types', typeId, { code: 'COPY-LOAN', name: 'A copy' });
    // a draft loan was never deducted
    await copyDeletes('payroll', 'loans', id, { reference_no: 'COPY-1' });
  });

  it('keeps a transaction type posted payslips were paid under', async () => {
    const id = await first(`select l.transaction_type_id as id ${POSTED_LINES} and l.source_type = 'recurring' order by 1 limit 1`);
    const periods = await codes(`select distinct p.code, p.pay_date ${POSTED_LINES} and l.transaction_type_id = ${id} order by p.pay_date`);
    const message = await refusedNaming(
      'payroll',
      'transaction-types',
      id,
      periods,
      /^This transaction type was paid in the posted period/,
    );
    expect(message).toMatch(/; deactivate it instead\.$/);
    await copyDeletes('payroll', 'transaction-types', id, { code: 'COPY_TYPE', name: 'A copy' });
  });

  it('keeps a shift and an overtime rate that posted timesheets were measured with', async () => {
    const ON_POSTED = `from daily_time_records d join timesheets t on t.id = d.timesheet_id join payroll_periods p on p.id = t.payroll_period_id
      where p.status in ('posted', 'closed')`;
    const shift = await first(`select d.shift_schedule_id as id ${ON_POSTED} and d.shift_schedule_id is not null order by 1 limit 1`);
    const shiftPeriods = await codes(
      `select distinct p.code, p.pay_date ${ON_POSTED} and d.shift_schedule_id = ${shift} order by p.pay_date`,
    );
    await refusedNaming('timekeeping', 'shift-schedules', shift, shiftPeriods, /^This shift was worked in the posted period/);
    await copyDeletes('timekeeping', 'shift-schedules', shift, { code: 'COPY', name: 'A copy' });

    const rate = await first(
      `select q.overtime_rate_id as id ${ON_POSTED.replace('where', 'join daily_premiums q on q.daily_time_record_id = d.id where')} order by 1 limit 1`,
    );
    const ratePeriods = await codes(
      `select distinct p.code, p.pay_date ${ON_POSTED.replace('where', 'join daily_premiums q on q.daily_time_record_id = d.id where')} and q.overtime_rate_id = ${rate} order by p.pay_date`,
    );
    await refusedNaming('payroll', 'overtime-rates', rate, ratePeriods, /^This overtime rate was used in the posted period/);
    const row = (await call('payroll', 'GET', `overtime-rates/${rate}`)).json();
    const repriced = await call('payroll', 'PUT', `overtime-rates/${rate}`, {
      ...formOf('payroll', 'overtime-rates', row),
      multiplier: (Number(row.multiplier) + 0.5).toFixed(4),
    });
    expect(repriced.statusCode, repriced.body).toBe(409);
    expect(repriced.json().message).toContain('cannot be changed');
    await copyDeletes('payroll', 'overtime-rates', rate, { code: 'COPY', effective_from: '2030-01-01' });
  });
});

describe('the inputs of a posted special period', () => {
  let periodId: number;
  let periodCode: string;
  let openPeriodId: number;
  let entryId: number;
  let batchEntryId: number;
  let bonusBatchId: number;
  const typeId = async (code: string) => first(`select id from transaction_types where code = '${code}'`);
  const ok = async (response: Promise<{ statusCode: number; body: string; json(): Record<string, unknown> }>) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  beforeAll(async () => {
    const group = await first(`select id from payroll_groups where code = 'SM-OFFICE'`);
    const employees = (
      await t.db
        .selectFrom('employees')
        .select(['id', 'employee_no'])
        .where('payroll_group_id', '=', group)
        .where('status', '=', 'active')
        .orderBy('id')
        .limit(2)
        .execute()
    ).map((e) => ({ id: Number(e.id), no: e.employee_no }));
    openPeriodId = await first(
      `select id from payroll_periods where payroll_group_id = ${group} and status = 'open' and period_type = 'regular' order by cutoff_start limit 1`,
    );
    const special = await ok(
      call('payroll', 'POST', 'payroll-periods', { payroll_group_id: group, period_type: 'special', pay_date: '2026-12-18' }),
    );
    periodId = Number(special.id);
    periodCode = String(special.code);
    const entry = await ok(
      call('payroll', 'POST', 'payroll-entries', {
        payroll_period_id: periodId,
        employee_id: employees[0].id,
        transaction_type_id: await typeId('RICE_SUBSIDY'),
        amount: '1500.00',
      }),
    );
    entryId = Number(entry.id);
    const batch = await ok(
      call('payroll', 'POST', 'batch-entries', {
        payroll_period_id: periodId,
        transaction_type_id: await typeId('RICE_SUBSIDY'),
        description: 'Rice',
      }),
    );
    batchEntryId = Number(batch.id);
    await ok(
      call('payroll', 'POST', 'batch-entry-lines', { batch_entry_id: batchEntryId, employee_no: employees[1].no, amount: '700.00' }),
    );
    await ok(call('payroll', 'POST', `batch-entries/${batchEntryId}/validate`));
    await ok(call('payroll', 'POST', `batch-entries/${batchEntryId}/apply`));
    const bonus = await ok(
      call('payroll', 'POST', 'bonus-batches', {
        bonus_name: 'Year-end gift',
        transaction_type_id: await typeId('BONUS'),
        computation_method: 'months_of_basic',
        factor: 0.5,
        basis_date: '2026-12-01',
        prorate_by_service: true,
        target_payroll_period_id: periodId,
      }),
    );
    bonusBatchId = Number(bonus.id);
    await ok(call('payroll', 'POST', `bonus-batches/${bonusBatchId}/compute`));
    await ok(call('payroll', 'POST', `bonus-batches/${bonusBatchId}/approve`));
    expect((await call('payroll', 'POST', `payroll-periods/${periodId}/compute`)).statusCode).toBe(202);
    for (;;) {
      const state = (await call('payroll', 'GET', `payroll-periods/${periodId}/computation`)).json();
      if (state.computation && state.computation.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await ok(call('payroll', 'POST', `payroll-periods/${periodId}/prooflist`));
    await ok(call('payroll', 'POST', `payroll-periods/${periodId}/post`));
  }, 120_000);

  it('keeps a posted period’s payroll entry in it: not moved to an open period, not deleted', async () => {
    const row = (await call('payroll', 'GET', `payroll-entries/${entryId}`)).json();
    const moved = await call('payroll', 'PUT', `payroll-entries/${entryId}`, {
      ...formOf('payroll', 'payroll-entries', row),
      payroll_period_id: openPeriodId,
    });
    expect(moved.statusCode, moved.body).toBe(409);
    expect((await call('payroll', 'GET', `payroll-entries/${entryId}`)).json().payroll_period_id).toBe(periodId);
    const deleted = await call('payroll', 'DELETE', `payroll-entries/${entryId}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toContain(periodCode);
  });

  it('keeps the batch entry and its line that sent entries to the posted period', async () => {
    await refusedNaming('payroll', 'batch-entries', batchEntryId, [periodCode], /^This batch was paid in the posted period/);
    const line = await first(`select id from batch_entry_lines where batch_entry_id = ${batchEntryId}`);
    await refusedNaming('payroll', 'batch-entry-lines', line, [periodCode], /^This batch line was paid in the posted period/);
  });

  it('keeps the bonus batch the posted period paid', async () => {
    await refusedNaming('payroll', 'bonus-batches', bonusBatchId, [periodCode], /^This batch was paid in the posted period/);
  });
});

describe('income from a previous employer', () => {
  it('is kept once the year-end adjustment that counted it is posted; another employee’s still goes', async () => {
    const posted = await t.db
      .selectFrom('payroll_periods as p')
      .innerJoin('employees as e', 'e.payroll_group_id', 'p.payroll_group_id')
      .select(['p.id as period_id', 'p.code', 'p.year', 'e.id as employee_id', 'e.company_id'])
      .where('p.status', '=', 'posted')
      .orderBy('p.pay_date', 'desc')
      .orderBy('e.id')
      .limit(2)
      .execute();
    const [counted, other] = posted;
    const income = (employeeId: number) =>
      call('payroll', 'POST', 'previous-employer-incomes', {
        employee_id: employeeId,
        year: counted.year,
        employer_name: 'Dating Kumpanya Inc.',
        employer_tin: '123456789',
        period_from: `${counted.year}-01-01`,
        period_to: `${counted.year}-01-31`,
        taxable_compensation: '30000.00',
        non_taxable_compensation: '0.00',
        thirteenth_month_and_other_benefits: '0.00',
        tax_withheld: '1200.00',
      });
    const kept = await income(Number(counted.employee_id));
    expect(kept.statusCode, kept.body).toBe(200);
    // the year-end run counted it: its adjustment went to the period as an entry, and the period was posted
    const entry = await t.db
      .insertInto('payroll_entries')
      .values({
        payroll_period_id: counted.period_id,
        employee_id: counted.employee_id,
        transaction_type_id: await first(`select id from transaction_types where code = 'TAX_ADJUSTMENT'`),
        amount: '150.00',
        source_type: 'year_end',
        status: 'posted',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('annualizations')
      .values({
        annualization_type: 'year_end',
        company_id: counted.company_id,
        employee_id: counted.employee_id,
        target_payroll_period_id: counted.period_id,
        year: counted.year,
        payroll_entry_id: entry.id,
      })
      .execute();

    const message = await refusedNaming(
      'payroll',
      'previous-employer-incomes',
      kept.json().id,
      [counted.code],
      /^This income from a previous employer was counted/,
    );
    expect(message).toContain('year-end tax adjustment');
    const row = (await call('payroll', 'GET', `previous-employer-incomes/${kept.json().id}`)).json();
    const changed = await call('payroll', 'PUT', `previous-employer-incomes/${kept.json().id}`, {
      ...formOf('payroll', 'previous-employer-incomes', row),
      tax_withheld: '0.00',
    });
    expect(changed.statusCode, changed.body).toBe(409);

    const free = await income(Number(other.employee_id));
    expect(free.statusCode, free.body).toBe(200);
    expect((await call('payroll', 'DELETE', `previous-employer-incomes/${free.json().id}`)).statusCode).toBe(200);
  });
});
