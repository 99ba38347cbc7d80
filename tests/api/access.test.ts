import { beforeAll, describe, expect, it } from 'vitest';
import { PORTALS, type Portal } from '@core/access';
import { useTestApp } from './test-app';

// The access rule through HTTP: every demo account against every portal.
const EXPECTED: Record<string, Portal[]> = {
  'admin@example.com': ['admin', 'hr', 'manager', 'employee', 'timekeeping', 'payroll'],
  'sysadmin@example.com': ['admin', 'hr', 'manager', 'employee', 'timekeeping', 'payroll'],
  'manager@example.com': ['manager', 'employee'],
  'employee@example.com': ['employee'],
  'hr@example.com': ['hr', 'employee'],
  'timekeeping@example.com': ['timekeeping', 'employee'],
  'payroll@example.com': ['payroll', 'employee'],
  'hr.payroll@example.com': ['hr', 'employee', 'payroll'],
};

const t = useTestApp();
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const email of Object.keys(EXPECTED)) tokens[email] = await t.login(email);
});

describe('portal guard', () => {
  for (const [email, allowed] of Object.entries(EXPECTED)) {
    it(`${email} enters exactly ${allowed.join(', ')}`, async () => {
      for (const portal of PORTALS) {
        const response = await t.request({ method: 'GET', url: `/api/${portal}/dashboard-metrics/${portal}`, token: tokens[email] });
        if (allowed.includes(portal)) expect(response.statusCode, `${email} → ${portal}`).not.toBe(403);
        else {
          expect(response.statusCode, `${email} → ${portal}`).toBe(403);
          expect(response.json()).toEqual({ message: 'You do not have permission to perform this action.' });
        }
      }
    });
  }

  it('answers 401 to a portal call without a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/hr/dashboard-metrics/hr' })).statusCode).toBe(401);
  });

  it('follows a flag change on the next request', async () => {
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'timekeeping@example.com').executeTakeFirstOrThrow();
    await t.db.updateTable('portal_accesses').set({ payroll_portal_access: 1 }).where('user_id', '=', user.id).execute();
    // edited behind the app's back, as another process would: this process sees it within SESSION_CACHE_SECONDS,
    // or at once after a write it serves itself (tests/api/session-cache.test.ts); here it forgets at once
    t.app.sessionCache.clear();
    const response = await t.request({
      method: 'GET',
      url: '/api/payroll/dashboard-metrics/payroll',
      token: tokens['timekeeping@example.com'],
    });
    expect(response.statusCode).not.toBe(403);
    await t.db.updateTable('portal_accesses').set({ payroll_portal_access: 0 }).where('user_id', '=', user.id).execute();
  });
});
