/**
 * Leave master data and leave records through the API: statutory types that cannot be
 * deleted, credits by kind of employee, balances that are the totals of their ledger,
 * the year's grant with carry-over and forfeiture, the monthly accrual that adds up to
 * the year's days exactly, and manual adjustments with their reason.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await t.login('timekeeping@example.com');
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.request({ method, url: `/api/timekeeping/${path}`, token, payload });

async function balanceOf(employeeId: number, leaveTypeId: number, year: number) {
  const list = await api(
    'GET',
    `leave-balances?filter=${encodeURIComponent(JSON.stringify({ employee_id: employeeId, leave_type_id: leaveTypeId, year }))}`,
  );
  expect(list.statusCode, list.body).toBe(200);
  return list.json()[0] as Record<string, string> | undefined;
}

describe('leave master', () => {
  it('a statutory leave type cannot be deleted (409) and keeps its legal basis', async () => {
    const sil = await t.db.selectFrom('leave_types').select(['id']).where('code', '=', 'SIL').executeTakeFirstOrThrow();
    const response = await api('DELETE', `leave-types/${sil.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Service incentive leave is a statutory leave (Labor Code art. 95); it cannot be deleted.');
  });

  it('a company type in use is refused with where it is used; an unused one is deleted', async () => {
    const vl = await t.db.selectFrom('leave_types').select(['id']).where('code', '=', 'VL').executeTakeFirstOrThrow();
    const used = await api('DELETE', `leave-types/${vl.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/^This leave type is still used by \d+ leave applications and \d+ leave ledger entries/);
    const created = await api('POST', 'leave-types', {
      code: 'BDAY',
      name: 'Birthday leave',
      gender: 'any',
      count_basis: 'working_days',
      min_service_months: 0,
      advance_filing_days: 3,
      accrual_method: 'annual_upfront',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ code: 'BDAY', is_statutory: false });
    expect((await api('DELETE', `leave-types/${created.json().id}`)).statusCode).toBe(200);
  });

  it('a credits rule must name a leave type of the company and non-negative days', async () => {
    const vl = await t.db.selectFrom('leave_types').select(['id']).where('code', '=', 'VL').executeTakeFirstOrThrow();
    const negative = await api('POST', 'leave-entitlement-rules', {
      leave_type_id: vl.id,
      credits_per_year: -1,
      min_years_service: 0,
      effective_from: '2026-01-01',
    });
    expect(negative.statusCode).toBe(422);
    expect(Object.keys(negative.json().errors)).toEqual(['credits_per_year']);
    const unknown = await api('POST', 'leave-entitlement-rules', {
      leave_type_id: 999999,
      credits_per_year: 5,
      min_years_service: 0,
      effective_from: '2026-01-01',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ leave_type_id: ['The selected leave type is invalid.'] });
  });
});

describe('leave records', () => {
  it('every seeded balance is the total of its ledger entries, bucket by bucket', async () => {
    const { rows } = await sql<{ mismatches: number; balances: number }>`
      select count(*) filter (where b.balance <> coalesce(s.total, 0)
          or b.balance <> b.opening + b.earned + b.adjusted - b.used - b.converted - b.forfeited)::int as mismatches,
        count(*)::int as balances
      from leave_balances b left join (select leave_balance_id, sum(days) as total from leave_ledger_entries group by 1) s
        on s.leave_balance_id = b.id`.execute(t.db);
    expect(rows[0].balances).toBeGreaterThan(100);
    expect(rows[0].mismatches).toBe(0);
  });

  it('the list shows what pending filings hold back, and the available days', async () => {
    const { rows } = await sql<{ employee_id: string; leave_type_id: string; year: number; days: string }>`
      select a.employee_id, la.leave_type_id, extract(year from a.date_from)::int as year, sum(la.days) as days
      from applications a join leave_applications la on la.application_id = a.id join leave_types lt on lt.id = la.leave_type_id
      where a.status = 'pending' and lt.requires_balance group by 1, 2, 3 limit 1`.execute(t.db);
    expect(rows.length).toBe(1);
    const [p] = rows;
    const record = await balanceOf(Number(p.employee_id), Number(p.leave_type_id), p.year);
    expect(record).toBeDefined();
    expect(Number(record!.pending)).toBe(Number(p.days));
    expect(Number(record!.available)).toBeCloseTo(Number(record!.balance) - Number(p.days), 3);
  });

  it('opens a year once: grant, carry-over up to the limit and forfeiture of the rest; a second run posts nothing', async () => {
    const type = (
      await api('POST', 'leave-types', {
        code: 'TST',
        name: 'Test leave',
        gender: 'any',
        count_basis: 'working_days',
        min_service_months: 0,
        advance_filing_days: 0,
        accrual_method: 'annual_upfront',
        max_carry_over_days: 2,
      })
    ).json();
    const rule = await api('POST', 'leave-entitlement-rules', {
      leave_type_id: type.id,
      credits_per_year: 5,
      min_years_service: 0,
      effective_from: '2030-01-01',
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const first = await api('POST', 'leave-balances/grant-year', { year: 2030 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().entries).toBeGreaterThan(0);
    const employee = await t.db
      .selectFrom('employees')
      .select('id')
      .where('separation_date', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const opened = await balanceOf(Number(employee.id), type.id, 2030);
    expect(opened).toMatchObject({ earned: 5, balance: 5, opening: 0 });

    const adjusted = await api('POST', `leave-balances/${opened!.id}/adjust`, { days: '-1.5', remarks: 'Leave taken before the system' });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json().balance).toBe('3.500');

    const next = await api('POST', 'leave-balances/grant-year', { year: 2031 });
    expect(next.statusCode).toBe(200);
    expect(await balanceOf(Number(employee.id), type.id, 2030)).toMatchObject({ forfeited: 1.5, adjusted: -1.5, balance: 2 });
    expect(await balanceOf(Number(employee.id), type.id, 2031)).toMatchObject({ opening: 2, earned: 5, balance: 7 });

    const again = await api('POST', 'leave-balances/grant-year', { year: 2031 });
    expect(again.json()).toMatchObject({ entries: 0, message: 'Leave year 2031 opened: nothing new to post; it had already run.' });
  });

  it('twelve monthly accruals add up to the year exactly (10 days: eleven of 0.833 and December 0.837)', async () => {
    const type = (
      await api('POST', 'leave-types', {
        code: 'ACC',
        name: 'Accrued leave',
        gender: 'any',
        count_basis: 'working_days',
        min_service_months: 0,
        advance_filing_days: 0,
        accrual_method: 'monthly_accrual',
      })
    ).json();
    await api('POST', 'leave-entitlement-rules', {
      leave_type_id: type.id,
      credits_per_year: 10,
      min_years_service: 0,
      effective_from: '2030-01-01',
    });
    for (let month = 1; month <= 12; month++) {
      const response = await api('POST', 'leave-balances/accrue-month', { year: 2032, month });
      expect(response.statusCode, response.body).toBe(200);
    }
    const employee = await t.db
      .selectFrom('employees')
      .select('id')
      .where('separation_date', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await balanceOf(Number(employee.id), type.id, 2032)).toMatchObject({ earned: 10, balance: 10 });
    const december = await t.db
      .selectFrom('leave_ledger_entries')
      .select('days')
      .where('employee_id', '=', employee.id)
      .where('leave_type_id', '=', type.id)
      .where('entry_date', '=', '2032-12-31')
      .executeTakeFirstOrThrow();
    expect(december.days).toBe('0.837');
  });

  it('an adjustment needs its reason and a non-zero number of days; nothing changes otherwise', async () => {
    const balance = await t.db.selectFrom('leave_balances').select(['id', 'balance']).orderBy('id').executeTakeFirstOrThrow();
    const noReason = await api('POST', `leave-balances/${balance.id}/adjust`, { days: '1' });
    expect(noReason.statusCode).toBe(422);
    const zero = await api('POST', `leave-balances/${balance.id}/adjust`, { days: '0.000', remarks: 'nothing' });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toEqual({ days: ['must not be zero'] });
    const otherYear = await api('POST', `leave-balances/${balance.id}/adjust`, { days: '1', remarks: 'x', entry_date: '1999-01-01' });
    expect(otherYear.statusCode).toBe(422);
    const after = await t.db.selectFrom('leave_balances').select('balance').where('id', '=', balance.id).executeTakeFirstOrThrow();
    expect(after.balance).toBe(balance.balance);
    expect((await api('POST', 'leave-balances/99999999/adjust', { days: '1', remarks: 'x' })).statusCode).toBe(404);
  });

  it('balances are read-only through CRUD and closed to other portals', async () => {
    const balance = await t.db.selectFrom('leave_balances').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect((await api('PUT', `leave-balances/${balance.id}`, { balance: 99 })).statusCode).toBe(404);
    const employee = await t.login('employee@example.com');
    const denied = await t.request({ method: 'GET', url: '/api/timekeeping/leave-balances', token: employee });
    expect(denied.statusCode).toBe(403);
  });
});
