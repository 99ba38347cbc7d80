import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const t = useTestApp();

const HR_URLS = [
  '/api/hr/employees',
  '/api/hr/business-units',
  '/api/hr/licences',
  '/api/hr/dashboard-metrics/hr',
  '/api/hr/employee-masterlist',
  '/api/hr/transaction-logs',
];

describe('HR portal access', () => {
  it.each(['employee@example.com', 'manager@example.com', 'timekeeping@example.com', 'payroll@example.com'])(
    'refuses %s with 403',
    async (email) => {
      const token = await t.login(email);
      for (const url of HR_URLS) {
        const response = await t.request({ method: 'GET', url, token });
        expect(response.statusCode, url).toBe(403);
      }
      const write = await t.request({
        method: 'POST',
        url: '/api/hr/positions',
        token,
        payload: { code: 'X', title: 'X', job_level: 'rank_and_file' },
      });
      expect(write.statusCode).toBe(403);
    },
  );

  it('opens to HR accounts, including the one with the payroll flag', async () => {
    for (const email of ['hr@example.com', 'hr.payroll@example.com']) {
      const token = await t.login(email);
      for (const url of HR_URLS) expect((await t.request({ method: 'GET', url, token })).statusCode, `${email} ${url}`).toBe(200);
    }
  });

  it('opens to a payroll account once it is given the HR flag', async () => {
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'payroll@example.com').executeTakeFirstOrThrow();
    await t.db.updateTable('portal_accesses').set({ hr_portal_access: 1 }).where('user_id', '=', user.id).execute();
    const token = await t.login('payroll@example.com');
    expect((await t.request({ method: 'GET', url: '/api/hr/employees', token })).statusCode).toBe(200);
    await t.db.updateTable('portal_accesses').set({ hr_portal_access: 0 }).where('user_id', '=', user.id).execute();
  });

  it('answers 401 without a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/hr/employees' })).statusCode).toBe(401);
  });
});
