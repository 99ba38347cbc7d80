/**
 * Two computation batches on the demo company through the API, with figures worked by hand:
 * a service charge distribution shared equally and pro rata to days worked by the
 * non-managerial employees of an establishment, reviewed, approved into a period and taken
 * back; and a year-end leave conversion in the timekeeping portal, split into its de minimis
 * and taxable parts, which debits the leave ledger on approval and credits it back when undone.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOtherCompany, OTHER_COMPANY } from '../support/second-company';
import { useTestApp } from './test-app';

const t = useTestApp();
const tokens: Record<string, string> = {};
const call = (portal: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, as = portal) =>
  t.request({ method, url: `/api/${portal}/${path}`, token: tokens[as], payload: method === 'GET' ? undefined : (payload ?? {}) });
const filter = (f: object) => encodeURIComponent(JSON.stringify(f));

let companyId: number;
let groupId: number;
let periodId: number;

/** A new employee of the demo company's head office group, copied from one of its employees. */
async function hire(no: string, businessUnitId: number, positionId: number, hireDate: string, separationDate: string | null = null) {
  const row = await sql<{ id: number }>`
    insert into employees (company_id, business_unit_id, position_id, payroll_group_id, employee_no, first_name, last_name, birth_date,
      civil_status, sex, present_address, emergency_contact_name, emergency_contact_phone, emergency_contact_relationship,
      employment_status, hire_date, separation_date)
    select company_id, ${businessUnitId}, ${positionId}, payroll_group_id, ${no}, ${`Test ${no}`}, last_name, birth_date,
      civil_status, sex, present_address, emergency_contact_name, emergency_contact_phone, emergency_contact_relationship,
      employment_status, ${hireDate}::date, ${separationDate}::date
    from employees where payroll_group_id = ${groupId} order by id limit 1
    returning id`.execute(t.db);
  return Number(row.rows[0].id);
}

const positionOf = async (level: string) =>
  Number(
    (
      await t.db
        .selectFrom('positions')
        .select('id')
        .where('company_id', '=', companyId)
        .where('job_level', '=', level)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id,
  );

beforeAll(async () => {
  for (const role of ['payroll', 'timekeeping', 'hr', 'employee']) tokens[role] = await t.login(`${role}@example.com`);
  await addOtherCompany(t.db);
  tokens.otherPayroll = await t.login(OTHER_COMPANY.payroll);
  tokens.otherTimekeeping = await t.login(OTHER_COMPANY.timekeeping);
  const group = await t.db
    .selectFrom('payroll_groups')
    .select(['id', 'company_id'])
    .where('code', '=', 'SM-OFFICE')
    .executeTakeFirstOrThrow();
  groupId = Number(group.id);
  companyId = Number(group.company_id);
  const special = await call('payroll', 'POST', 'payroll-periods', {
    payroll_group_id: groupId,
    period_type: 'special',
    pay_date: '2026-12-18',
  });
  expect(special.statusCode, special.body).toBe(200);
  periodId = special.json().id;
});

describe('a service charge distribution', () => {
  let unitId: number;
  const staff: number[] = [];

  beforeAll(async () => {
    const unit = await sql<{ id: number }>`
      insert into business_units (company_id, code, name, org_level_id, region, city_municipality)
      select company_id, 'BISTRO', 'Test Bistro', org_level_id, region, city_municipality from business_units
      where company_id = ${companyId} order by id limit 1 returning id`.execute(t.db);
    unitId = Number(unit.rows[0].id);
    const rankAndFile = await positionOf('rank_and_file');
    const supervisory = await positionOf('supervisory');
    staff.push(await hire('SC-001', unitId, rankAndFile, '2025-01-06'));
    staff.push(await hire('SC-002', unitId, supervisory, '2026-11-10'));
    staff.push(await hire('SC-003', unitId, rankAndFile, '2024-03-01', '2026-11-05'));
    // not covered: a manager, one who left before the collection and one hired after it
    await hire('SC-004', unitId, await positionOf('managerial'), '2020-01-01');
    await hire('SC-005', unitId, rankAndFile, '2020-01-01', '2026-10-31');
    await hire('SC-006', unitId, rankAndFile, '2026-11-16');
    // days worked from 1 to 15 November: 10 full days; 4 full days and a half day; 1 day
    const sheet = await sql<{ id: number }>`
      insert into timesheets (payroll_group_id, cutoff_start, cutoff_end) values (${groupId}, '2026-11-01', '2026-11-15') returning id`.execute(
      t.db,
    );
    const days: Array<[number, number, number]> = [];
    for (let d = 1; d <= 10; d++) days.push([staff[0], d, 0]);
    for (let d = 11; d <= 14; d++) days.push([staff[1], d, 0]);
    days.push([staff[1], 15, 0.5], [staff[2], 3, 0]);
    for (const [employeeId, day, absent] of days) {
      await sql`insert into daily_time_records (timesheet_id, employee_id, work_date, day_type, worked_minutes, absent_days)
        values (${sheet.rows[0].id}, ${employeeId}, ${`2026-11-${String(day).padStart(2, '0')}`}::date, 'ordinary', ${absent ? 240 : 480}, ${absent})`.execute(
        t.db,
      );
    }
  });

  const sample = () => ({
    business_unit_id: unitId,
    collection_from: '2026-11-01',
    collection_to: '2026-11-15',
    total_collected: '10000.00',
    distributable_percent: '1.00000',
    basis: 'equal_share',
    target_payroll_period_id: periodId,
  });
  const shares = async (id: number) =>
    (
      await call('payroll', 'GET', `service-charge-shares?filter=${filter({ service_charge_distribution_id: id })}&range=[0,99]`)
    ).json() as Array<{
      id: number;
      employee_id: number;
      days_worked: number;
      share_amount: string;
    }>;

  it('refuses a collection period longer than 16 days and an amount that is not positive', async () => {
    const long = await call('payroll', 'POST', 'service-charge-distributions', { ...sample(), collection_to: '2026-11-17' });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.collection_to[0]).toMatch(/at most 16 days/);
    const nothing = await call('payroll', 'POST', 'service-charge-distributions', { ...sample(), total_collected: '0.00' });
    expect(nothing.statusCode).toBe(422);
    expect(Object.keys(nothing.json().errors)).toEqual(['total_collected']);
  });

  it('shares ₱10,000.00 equally among the 3 covered employees, the last taking the centavo left over', async () => {
    const created = await call('payroll', 'POST', 'service-charge-distributions', sample());
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ status: 'draft', payroll_group_id: groupId });
    const computed = await call('payroll', 'POST', `service-charge-distributions/${created.json().id}/compute`);
    expect(computed.statusCode, computed.body).toBe(200);
    expect(computed.json()).toMatchObject({ status: 'computed', distributable_amount: '10000.00', covered_count: 3 });
    const lines = await shares(created.json().id);
    expect(lines.map((l) => [Number(l.employee_id), l.share_amount])).toEqual([
      [staff[0], '3333.33'],
      [staff[1], '3333.33'],
      [staff[2], '3333.34'],
    ]);
  });

  it('shares 100 % of ₱12,345.67 pro rata to 10, 4.5 and 1 days worked', async () => {
    const created = await call('payroll', 'POST', 'service-charge-distributions', {
      ...sample(),
      total_collected: '12345.67',
      basis: 'days_worked',
    });
    const computed = await call('payroll', 'POST', `service-charge-distributions/${created.json().id}/compute`);
    expect(computed.statusCode, computed.body).toBe(200);
    // 12,345.67 × 10 ÷ 15.5 = 7,964.948… ; × 4.5 ÷ 15.5 = 3,584.226… ; the last 12,345.67 − 7,964.95 − 3,584.23
    expect((await shares(created.json().id)).map((l) => [l.days_worked, l.share_amount])).toEqual([
      [10, '7964.95'],
      [4.5, '3584.23'],
      [1, '796.49'],
    ]);
    // 85 %: 10,493.8195 → 10,493.82 distributable
    const changed = await call('payroll', 'PUT', `service-charge-distributions/${created.json().id}`, {
      ...sample(),
      total_collected: '12345.67',
      basis: 'days_worked',
      distributable_percent: '0.85',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().status).toBe('draft');
    const again = await call('payroll', 'POST', `service-charge-distributions/${created.json().id}/compute`);
    expect(again.json().distributable_amount).toBe('10493.82');
    const total = (await shares(created.json().id)).reduce((sum, l) => sum + Math.round(Number(l.share_amount) * 100), 0);
    expect(total).toBe(1_049_382);
  });

  it('takes overrides with a reason, approves only shares that add up, pays them as service charges and takes them back', async () => {
    const created = await call('payroll', 'POST', 'service-charge-distributions', sample());
    const id = created.json().id;
    await call('payroll', 'POST', `service-charge-distributions/${id}/compute`);
    const [first, second] = await shares(id);

    const noReason = await call('payroll', 'POST', `service-charge-shares/${first.id}/override`, { share_amount: '3000.00' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.override_reason).toBeDefined();
    const lowered = await call('payroll', 'POST', `service-charge-shares/${first.id}/override`, {
      share_amount: '3000.00',
      override_reason: 'Suspended 2 days',
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json().message).toMatch(/now total 9,666.67; 333.33 is still to be shared/);
    const unbalanced = await call('payroll', 'POST', `service-charge-distributions/${id}/approve`);
    expect(unbalanced.statusCode).toBe(422);
    expect(unbalanced.json().errors.share_amount[0]).toMatch(/total 9,666.67 but 10,000.00 is distributable/);
    const raised = await call('payroll', 'POST', `service-charge-shares/${second.id}/override`, {
      share_amount: '3666.66',
      override_reason: 'Covered the suspended days',
    });
    expect(raised.json().message).toMatch(/add up to the distributable amount/);

    const approved = await call('payroll', 'POST', `service-charge-distributions/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('approved');
    const entries = await t.db
      .selectFrom('payroll_entries as e')
      .innerJoin('transaction_types as ty', 'ty.id', 'e.transaction_type_id')
      .select(['e.employee_id', 'e.amount', 'e.status', 'e.source_type', 'ty.code'])
      .where('e.payroll_period_id', '=', periodId)
      .where('e.source_type', '=', 'service_charge')
      .orderBy('e.employee_id')
      .execute();
    expect(entries.map((e) => [Number(e.employee_id), e.amount, e.code, e.status])).toEqual([
      [staff[0], '3000.00', 'SERVICE_CHARGE', 'active'],
      [staff[1], '3666.66', 'SERVICE_CHARGE', 'active'],
      [staff[2], '3333.34', 'SERVICE_CHARGE', 'active'],
    ]);

    // an approved distribution is neither edited nor its shares changed
    expect((await call('payroll', 'PUT', `service-charge-distributions/${id}`, sample())).statusCode).toBe(409);
    expect(
      (await call('payroll', 'POST', `service-charge-shares/${first.id}/override`, { share_amount: '1.00', override_reason: 'x' }))
        .statusCode,
    ).toBe(409);
    expect((await call('payroll', 'POST', `service-charge-distributions/${id}/cancel`)).statusCode).toBe(409);

    const takenBack = await call('payroll', 'POST', `service-charge-distributions/${id}/unapprove`);
    expect(takenBack.statusCode, takenBack.body).toBe(200);
    expect(takenBack.json().status).toBe('computed');
    const after = await t.db
      .selectFrom('payroll_entries')
      .select('status')
      .where('payroll_period_id', '=', periodId)
      .where('source_type', '=', 'service_charge')
      .execute();
    expect(after.every((e) => e.status === 'void')).toBe(true);

    const cancelled = await call('payroll', 'POST', `service-charge-distributions/${id}/cancel`);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await call('payroll', 'POST', `service-charge-distributions/${id}/compute`)).statusCode).toBe(409);
  });

  it('refuses to share among the covered employees of an establishment paid in another group', async () => {
    const created = await call('payroll', 'POST', 'service-charge-distributions', sample());
    const other = await t.db.selectFrom('payroll_groups').select('id').where('code', '=', 'SM-STORE').executeTakeFirstOrThrow();
    await t.db.updateTable('employees').set({ payroll_group_id: other.id }).where('id', '=', staff[2]).execute();
    try {
      const refused = await call('payroll', 'POST', `service-charge-distributions/${created.json().id}/compute`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/1 covered employee\(s\) of Test Bistro \(SC-003\) are paid in another payroll group/);
    } finally {
      await t.db.updateTable('employees').set({ payroll_group_id: groupId }).where('id', '=', staff[2]).execute();
    }
  });

  it('refuses to approve into a period that has posted meanwhile', async () => {
    const created = await call('payroll', 'POST', 'service-charge-distributions', sample());
    const id = created.json().id;
    await call('payroll', 'POST', `service-charge-distributions/${id}/compute`);
    await t.db.updateTable('payroll_periods').set({ status: 'posted' }).where('id', '=', periodId).execute();
    try {
      const refused = await call('payroll', 'POST', `service-charge-distributions/${id}/approve`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/is posted/);
      expect((await call('payroll', 'GET', `service-charge-distributions/${id}`)).json().status).toBe('computed');
    } finally {
      await t.db.updateTable('payroll_periods').set({ status: 'open' }).where('id', '=', periodId).execute();
    }
  });

  it('is the payroll portal\u2019s: HR, an employee and another company see none of it', async () => {
    const [one] = (await call('payroll', 'GET', 'service-charge-distributions')).json();
    expect((await call('payroll', 'GET', 'service-charge-distributions', undefined, 'hr')).statusCode).toBe(403);
    expect((await call('payroll', 'GET', 'service-charge-distributions', undefined, 'employee')).statusCode).toBe(403);
    expect((await call('payroll', 'GET', 'service-charge-distributions', undefined, 'otherPayroll')).json()).toEqual([]);
    expect((await call('payroll', 'GET', `service-charge-distributions/${one.id}`, undefined, 'otherPayroll')).statusCode).toBe(404);
    expect((await call('payroll', 'POST', `service-charge-distributions/${one.id}/compute`, {}, 'otherPayroll')).statusCode).toBe(404);
    const created = await call('payroll', 'POST', 'service-charge-distributions', sample(), 'otherPayroll');
    expect(created.statusCode).toBe(422);
  });
});

describe('a year-end leave conversion', () => {
  let employeeId: number;
  let conversionId: number;
  const types: Record<string, number> = {};

  beforeAll(async () => {
    const unit = await t.db
      .selectFrom('business_units')
      .select('id')
      .where('company_id', '=', companyId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    employeeId = await hire('LC-001', Number(unit.id), await positionOf('rank_and_file'), '2024-01-02');
    // ₱25,000.00 a month: 25,000 × 12 ÷ 261 = 1,149.425287… a day
    await sql`insert into employee_compensations (employee_id, effective_date, rate_type, basic_rate, daily_rate, hourly_rate)
      values (${employeeId}, '2024-01-02', 'monthly', 25000, 1149.43, 143.68)`.execute(t.db);
    for (const row of await t.db.selectFrom('leave_types').select(['id', 'code']).where('company_id', '=', companyId).execute())
      types[row.code] = Number(row.id);
    // the company converts up to 12 days of vacation leave (its seed says 10)
    await t.db.updateTable('leave_types').set({ max_convertible_days: '12.000' }).where('id', '=', types.VL).execute();
    const ledger: Array<[string, string, string, number]> = [
      ['VL', '2026-01-01', 'grant', 17],
      ['VL', '2026-06-01', 'availment', -3],
      // after the as-of date: not part of the balance converted
      ['VL', '2026-12-20', 'availment', -2],
      ['SIL', '2026-01-01', 'grant', 7],
    ];
    for (const code of ['VL', 'SIL'])
      await sql`insert into leave_balances (employee_id, leave_type_id, year) values (${employeeId}, ${types[code]}, 2026)`.execute(t.db);
    for (const [code, date, type, days] of ledger) {
      await sql`insert into leave_ledger_entries (leave_balance_id, employee_id, leave_type_id, entry_date, entry_type, days)
        select id, employee_id, leave_type_id, ${date}::date, ${type}, ${days} from leave_balances
        where employee_id = ${employeeId} and leave_type_id = ${types[code]} and year = 2026`.execute(t.db);
    }
    // 2 days already monetised as de minimis earlier in 2026
    const earlier = await t.db
      .selectFrom('payroll_periods')
      .select('id')
      .where('payroll_group_id', '=', groupId)
      .where('pay_date', '>=', '2026-01-01')
      .where('pay_date', '<', '2026-12-01')
      .orderBy('pay_date')
      .executeTakeFirstOrThrow();
    await sql`insert into payroll_entries (payroll_period_id, employee_id, transaction_type_id, amount, quantity, status)
      select ${earlier.id}, ${employeeId}, id, 2298.85, 2, 'posted' from transaction_types where code = 'LEAVE_CONVERSION_NT'`.execute(
      t.db,
    );
  });

  const lineOf = async (code: string) => {
    const rows = (
      await call(
        'timekeeping',
        'GET',
        `leave-conversion-lines?filter=${filter({ leave_conversion_id: conversionId, employee_id: employeeId, leave_type_id: types[code] })}`,
      )
    ).json();
    expect(rows, JSON.stringify(rows)).toHaveLength(1);
    return rows[0];
  };
  const balance = async (code: string) =>
    t.db
      .selectFrom('leave_balances')
      .select(['converted', 'balance'])
      .where('employee_id', '=', employeeId)
      .where('leave_type_id', '=', types[code])
      .where('year', '=', 2026)
      .executeTakeFirstOrThrow();

  it('refuses a leave type that is not convertible', async () => {
    const refused = await call('timekeeping', 'POST', 'leave-conversions', {
      year: 2026,
      leave_type_id: types.SL,
      as_of_date: '2026-12-15',
      target_payroll_period_id: periodId,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.leave_type_id[0]).toMatch(/is not convertible/);
  });

  it('converts 12 VL days (10 within the de minimis limit left) and 5 of 7 SIL days at the daily rate on the as-of date', async () => {
    const created = await call('timekeeping', 'POST', 'leave-conversions', {
      year: 2026,
      as_of_date: '2026-12-15',
      target_payroll_period_id: periodId,
    });
    expect(created.statusCode, created.body).toBe(200);
    conversionId = created.json().id;
    const computed = await call('timekeeping', 'POST', `leave-conversions/${conversionId}/compute`);
    expect(computed.statusCode, computed.body).toBe(200);
    expect(computed.json().status).toBe('computed');
    // VL: 17 − 3 = 14 unused on 15 December, at most 12; 12 × 1,149.425287 = 13,793.10; the 2026 limit
    // is 12 days (RR 29-2025), 2 used already: 10 × 1,149.425287 = 11,494.25 non-taxable, 2,298.85 taxable
    expect(await lineOf('VL')).toMatchObject({
      unused_days: 14,
      convertible_days: 12,
      daily_rate: 1149.425287,
      amount: '13793.10',
      non_taxable_days: 10,
      non_taxable_amount: '11494.25',
      taxable_amount: '2298.85',
    });
    // SIL: 7 unused, at most 5: 5,747.13, all taxable (the de minimis days are spent)
    expect(await lineOf('SIL')).toMatchObject({
      unused_days: 7,
      convertible_days: 5,
      amount: '5747.13',
      non_taxable_amount: '0.00',
      taxable_amount: '5747.13',
    });
  });

  it('lets a line convert fewer days before approval, never more than convertible', async () => {
    const sil = await lineOf('SIL');
    const more = await call('timekeeping', 'POST', `leave-conversion-lines/${sil.id}/change-days`, { convertible_days: 6 });
    expect(more.statusCode).toBe(422);
    expect(more.json().errors.convertible_days[0]).toMatch(/At most 5.000 days/);
    const fewer = await call('timekeeping', 'POST', `leave-conversion-lines/${sil.id}/change-days`, { convertible_days: 4 });
    expect(fewer.statusCode, fewer.body).toBe(200);
    // 4 × 1,149.425287 = 4,597.70
    expect(await lineOf('SIL')).toMatchObject({ convertible_days: 4, amount: '4597.70', taxable_amount: '4597.70' });
  });

  it('on approval pays non-taxable and taxable entries in the target period and debits the leave ledger; unapproval reverses both', async () => {
    const approved = await call('timekeeping', 'POST', `leave-conversions/${conversionId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('approved');
    expect(approved.json().approved_at).toBeTruthy();
    const entries = () =>
      t.db
        .selectFrom('payroll_entries as e')
        .innerJoin('transaction_types as ty', 'ty.id', 'e.transaction_type_id')
        .select(['ty.code', 'e.amount', 'e.quantity', 'e.status'])
        .where('e.payroll_period_id', '=', periodId)
        .where('e.employee_id', '=', employeeId)
        .where('e.source_type', '=', 'leave_conversion')
        .orderBy('e.id')
        .execute();
    expect((await entries()).map((e) => [e.code, e.amount, e.quantity, e.status])).toEqual([
      ['LEAVE_CONVERSION_NT', '11494.25', '10.000', 'active'],
      ['LEAVE_CONVERSION_TX', '2298.85', null, 'active'],
      ['LEAVE_CONVERSION_TX', '4597.70', null, 'active'],
    ]);
    // VL 17 − 3 − 2 − 12 converted = 0; SIL 7 − 4 = 3
    expect(await balance('VL')).toMatchObject({ converted: '12.000', balance: '0.000' });
    expect(await balance('SIL')).toMatchObject({ converted: '4.000', balance: '3.000' });

    // the target period pays them: the 10 de minimis days exempt, the rest taxable
    expect((await call('payroll', 'POST', `payroll-periods/${periodId}/compute`)).statusCode).toBe(202);
    for (;;) {
      const state = (await call('payroll', 'GET', `payroll-periods/${periodId}/computation`)).json();
      if (state.computation && state.computation.status !== 'running') {
        expect(state.computation.status, JSON.stringify(state.computation)).not.toBe('failed');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const paid = await t.db
      .selectFrom('payslip_lines as l')
      .innerJoin('payslips as s', 's.id', 'l.payslip_id')
      .select(['l.code', 'l.amount'])
      .where('s.payroll_period_id', '=', periodId)
      .where('s.employee_id', '=', employeeId)
      .where('l.code', 'like', 'LEAVE_CONVERSION%')
      .orderBy('l.id')
      .execute();
    expect(paid.map((l) => [l.code, l.amount])).toEqual([
      ['LEAVE_CONVERSION_NT', '11494.25'],
      ['LEAVE_CONVERSION_TX', '2298.85'],
      ['LEAVE_CONVERSION_TX', '4597.70'],
    ]);

    expect(
      (
        await call('timekeeping', 'PUT', `leave-conversions/${conversionId}`, {
          year: 2026,
          as_of_date: '2026-12-15',
          target_payroll_period_id: periodId,
        })
      ).statusCode,
    ).toBe(409);
    const sil = await lineOf('SIL');
    expect((await call('timekeeping', 'POST', `leave-conversion-lines/${sil.id}/change-days`, { convertible_days: 1 })).statusCode).toBe(
      409,
    );

    const undone = await call('timekeeping', 'POST', `leave-conversions/${conversionId}/unapprove`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'computed', approved_at: null });
    expect((await entries()).every((e) => e.status === 'void')).toBe(true);
    expect(await balance('VL')).toMatchObject({ converted: '0.000', balance: '12.000' });
    expect(await balance('SIL')).toMatchObject({ converted: '0.000', balance: '7.000' });
  });

  it('is the timekeeping portal\u2019s: payroll, HR, an employee and another company see none of it', async () => {
    for (const role of ['payroll', 'hr', 'employee'])
      expect((await call('timekeeping', 'GET', 'leave-conversions', undefined, role)).statusCode).toBe(403);
    expect((await call('timekeeping', 'GET', 'leave-conversions', undefined, 'otherTimekeeping')).json()).toEqual([]);
    expect((await call('timekeeping', 'GET', `leave-conversions/${conversionId}`, undefined, 'otherTimekeeping')).statusCode).toBe(404);
    const sil = await lineOf('SIL');
    expect(
      (await call('timekeeping', 'POST', `leave-conversion-lines/${sil.id}/change-days`, { convertible_days: 1 }, 'otherTimekeeping'))
        .statusCode,
    ).toBe(404);
  });
});
