/**
 * Leave master data and leave records through the API: statutory types that cannot be
 * deleted, credits by kind of employee, balances that are the totals of their ledger,
 * the year's grant with carry-over and forfeiture, the monthly accrual that adds up to
 * the year's days exactly, and manual adjustments with their reason. The runs go in the
 * background with their progress (leave-runs/:id), one at a time, and a rerun posts nothing twice.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { manyEmployees } from '../support/many-employees';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await t.login('timekeeping@example.com');
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.request({ method, url: `/api/timekeeping/${path}`, token, payload });

/** Starts a leave run (202 with its id) and follows its progress to the end, as the console does. */
async function run(path: 'grant-year' | 'accrue-month', body: object) {
  const started = await api('POST', `leave-balances/${path}`, body);
  expect(started.statusCode, started.body).toBe(202);
  return { ...(await follow(started.json().id)), started: started.json() };
}

/** Polls a leave run until it has finished; answers its last state and every state seen. */
async function follow(id: number) {
  const seen: { progress_done: number; progress_total: number }[] = [];
  for (;;) {
    const current = await api('GET', `leave-runs/${id}`);
    expect(current.statusCode, current.body).toBe(200);
    const body = current.json();
    seen.push(body);
    if (!body.processing) return { ...body, seen };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

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
    expect(unknown.json().errors).toEqual({ leave_type_id: ["The selected leave type is not one of your company's."] });
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
    const first = await run('grant-year', { year: 2030 });
    expect(first.processing_error).toBeNull();
    expect(first.entries).toBeGreaterThan(0);
    expect(first.progress_done).toBe(first.progress_total);
    expect(first.progress_total).toBe(first.started.employees);
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

    const next = await run('grant-year', { year: 2031 });
    expect(next.processing_error).toBeNull();
    expect(await balanceOf(Number(employee.id), type.id, 2030)).toMatchObject({ forfeited: 1.5, adjusted: -1.5, balance: 2 });
    expect(await balanceOf(Number(employee.id), type.id, 2031)).toMatchObject({ opening: 2, earned: 5, balance: 7 });

    const again = await run('grant-year', { year: 2031 });
    expect(again).toMatchObject({ entries: 0, message: 'Leave year 2031 opened: nothing new to post; it had already run.' });
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
      const response = await run('accrue-month', { year: 2032, month });
      expect(response.processing_error).toBeNull();
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

describe('leave runs in the background', () => {
  beforeAll(async () => {
    // enough employees for several chunks of 500
    const template = await t.db
      .selectFrom('employees')
      .selectAll()
      .where('separation_date', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const rows = manyEmployees(template, 600, 'RUN');
    await t.db.insertInto('employees').values(rows).execute();
  });

  it('a month accrual shows its progress chunk by chunk, and the same month run again credits nothing twice', async () => {
    const first = await run('accrue-month', { year: 2033, month: 3 });
    expect(first.processing_error).toBeNull();
    expect(first.progress_total).toBeGreaterThan(600);
    expect(first.progress_done).toBe(first.progress_total);
    expect(first.entries).toBeGreaterThan(600);
    expect(first.message).toBe(
      `Accrual of 2033-03: ${first.entries} ledger entries for ${first.employees} employees, ${first.days} days in all.`,
    );
    // what the console's bar showed: whole chunks committed, never going back
    const done = first.seen.map((s: { progress_done: number }) => s.progress_done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    for (const d of done) expect(d % 500 === 0 || d === first.progress_total).toBe(true);

    const credited = async () =>
      (
        await sql<{ n: number; days: string }>`select count(*)::int as n, sum(days)::text as days from leave_ledger_entries
          where entry_type = 'accrual' and entry_date = '2033-03-31'`.execute(t.db)
      ).rows[0];
    const before = await credited();
    expect(before.n).toBe(first.entries);
    const again = await run('accrue-month', { year: 2033, month: 3 });
    expect(again).toMatchObject({
      entries: 0,
      progress_done: first.progress_total,
      message: 'Accrual of 2033-03: nothing new to post; it had already run.',
    });
    expect(await credited()).toEqual(before);
  });

  it('a run stopped half-way is finished by running it again, without crediting the first half twice', async () => {
    const first = await run('grant-year', { year: 2034 });
    expect(first.processing_error).toBeNull();
    const granted = await sql<{ employee_id: string }>`select distinct employee_id from leave_ledger_entries
      where entry_type = 'grant' and entry_date >= '2034-01-01' and entry_date <= '2034-12-31' order by 1`.execute(t.db);
    // as if the run had stopped after its first chunk: the later employees' grants are not there
    const later = granted.rows.slice(500).map((r) => Number(r.employee_id));
    await sql`delete from leave_ledger_entries where entry_type = 'grant' and entry_date >= '2034-01-01'
      and employee_id = any(${later}::bigint[])`.execute(t.db);
    const total = async () =>
      (await sql<{ days: string }>`select sum(balance)::text as days from leave_balances where year = 2034`.execute(t.db)).rows[0].days;
    const rerun = await run('grant-year', { year: 2034 });
    expect(rerun.processing_error).toBeNull();
    expect(rerun.entries).toBeGreaterThan(0);
    const after = await sql<{ n: number; twice: number }>`select count(*)::int as n,
        count(*) filter (where k > 1)::int as twice
      from (select employee_id, leave_type_id, count(*) as k from leave_ledger_entries
        where entry_type = 'grant' and entry_date >= '2034-01-01' and entry_date <= '2034-12-31' group by 1, 2) g`.execute(t.db);
    expect(after.rows[0].twice).toBe(0);
    expect(first.entries).toBeGreaterThan(0);
    expect(await total()).not.toBeNull();
  });

  it('two runs at once: while one is going, another is refused with 409; runs never overlap', async () => {
    const company = await t.db.selectFrom('employees').select('company_id').orderBy('id').executeTakeFirstOrThrow();
    // a run going in another API process on the same database
    const going = await t.db
      .insertInto('leave_runs')
      .values({ company_id: company.company_id, run_type: 'accrue_month', year: 2033, month: 4, progress_total: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [path, body] of [
      ['accrue-month', { year: 2033, month: 4 }],
      ['grant-year', { year: 2035 }],
    ] as const) {
      const refused = await api('POST', `leave-balances/${path}`, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('A leave run of this company is going; wait for it to finish before starting another.');
    }
    await t.db.updateTable('leave_runs').set({ processing: false, finished_at: new Date() }).where('id', '=', going.id).execute();

    // two started together: one is refused, or the second starts only after the first has finished
    const answers = await Promise.all([
      api('POST', 'leave-balances/accrue-month', { year: 2033, month: 4 }),
      api('POST', 'leave-balances/grant-year', { year: 2035 }),
    ]);
    const started = answers.filter((a) => a.statusCode === 202);
    expect(started.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([202, 409]).toContain(a.statusCode);
    for (const a of started) await follow(a.json().id);
    const runs = await t.db
      .selectFrom('leave_runs')
      .select(['created_at', 'finished_at'])
      .where(
        'id',
        'in',
        started.map((a) => a.json().id as number),
      )
      .orderBy('id')
      .execute();
    for (let i = 1; i < runs.length; i++) expect(runs[i].created_at.getTime()).toBeGreaterThanOrEqual(runs[i - 1].finished_at!.getTime());
  });

  it('a run of another company is not found', async () => {
    expect((await api('GET', 'leave-runs/99999999')).statusCode).toBe(404);
  });
});
