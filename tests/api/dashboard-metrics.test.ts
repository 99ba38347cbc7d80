import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const t = useTestApp();

async function metrics(email: string, portal: string) {
  const token = await t.login(email);
  const response = await t.request({ method: 'GET', url: `/api/${portal}/dashboard-metrics/${portal}`, token });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; widgets: Record<string, { label: string; value?: unknown; rows?: Record<string, unknown>[] }> };
}

describe('dashboard metrics', () => {
  it('gives the administrator the active headcount, accounts by role and today’s logins', async () => {
    const body = await metrics('admin@example.com', 'admin');
    const active = await t.db
      .selectFrom('employees')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '<>', 'separated')
      .executeTakeFirstOrThrow();
    expect(body.id).toBe('admin');
    expect(body.widgets.active_employees.value).toBe(Number(active.n));
    expect(body.widgets.user_accounts.value).toBe(8);
    expect(body.widgets.logins_today.value).toBeGreaterThanOrEqual(1);
    expect(body.widgets.users_by_role.rows).toContainEqual({ role: 'HR', accounts: 2, active: 2 });
    expect(body.widgets.latest_transactions.rows?.[0]).toMatchObject({ action: 'login', portal: 'guest' });
    // Manila time to the minute, as the console writes every date and time
    const manilaMinute = (msAgo: number) => new Date(Date.now() - msAgo + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    const loggedAt = String(body.widgets.latest_transactions.rows?.[0].occurred_at);
    expect(loggedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(loggedAt >= manilaMinute(10 * 60_000) && loggedAt <= manilaMinute(0)).toBe(true);
  });

  it('counts failed logins of today', async () => {
    const before = (await metrics('sysadmin@example.com', 'admin')).widgets.failed_logins_today.value as number;
    await t.request({ method: 'POST', url: '/api/login', payload: { email: 'nobody@example.com', password: 'wrong-1234' } });
    const after = (await metrics('sysadmin@example.com', 'admin')).widgets.failed_logins_today.value;
    expect(after).toBe(before + 1);
  });

  it('shows a manager only the team', async () => {
    const body = await metrics('manager@example.com', 'manager');
    const members = body.widgets.team_members.rows!;
    expect(body.widgets.team_headcount.value).toBe(members.length);
    expect(members.length).toBeGreaterThan(0);
    const total = await t.db
      .selectFrom('employees')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(members.length).toBeLessThan(Number(total.n));
    const manager = await t.db
      .selectFrom('users')
      .select('employee_id')
      .where('email', '=', 'manager@example.com')
      .executeTakeFirstOrThrow();
    const direct = await t.db
      .selectFrom('employees')
      .select('employee_no')
      .where('immediate_superior_id', '=', manager.employee_id)
      .where('status', '<>', 'separated')
      .execute();
    for (const { employee_no } of direct) expect(members.map((m) => m.employee_no)).toContain(employee_no);
    expect(body.widgets.direct_reports.value).toBe(direct.length);
  });

  it('shows an employee their own record', async () => {
    const body = await metrics('employee@example.com', 'employee');
    const me = await t.db
      .selectFrom('users as u')
      .innerJoin('employees as e', 'e.id', 'u.employee_id')
      .select('e.employee_no')
      .where('u.email', '=', 'employee@example.com')
      .executeTakeFirstOrThrow();
    expect(body.widgets.employee_no.value).toBe(me.employee_no);
    expect(body.widgets.length_of_service.value).toMatch(/^\d+ years?, \d+ months?$/);
  });

  it('gives timekeeping the active employees by business unit', async () => {
    const body = await metrics('timekeeping@example.com', 'timekeeping');
    const byUnit = body.widgets.headcount_by_business_unit.rows!;
    expect(byUnit.reduce((sum, row) => sum + Number(row.count), 0)).toBe(body.widgets.active_employees.value);
  });

  it('answers 404 for another portal’s id and 403 without the portal', async () => {
    const token = await t.login('employee@example.com');
    expect((await t.request({ method: 'GET', url: '/api/employee/dashboard-metrics/hr', token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/admin/dashboard-metrics/admin', token })).statusCode).toBe(403);
  });

  it('lists the one record with a Content-Range', async () => {
    const token = await t.login('timekeeping@example.com');
    const response = await t.request({ method: 'GET', url: '/api/timekeeping/dashboard-metrics', token });
    expect(response.headers['content-range']).toBe('dashboard-metrics 0-0/1');
    expect(response.json()).toHaveLength(1);
  });
});
