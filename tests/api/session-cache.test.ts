import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { useTestApp } from './test-app';

// A process reuses a resolved session for SESSION_CACHE_SECONDS (issue 15: one
// lookup per token per few seconds instead of one per request) while nothing is
// written: any write through the database connection takes effect on the next
// request (another process's writes: tests/api/several-processes.test.ts).

const t = useTestApp();
const account = (token: string) => t.request({ method: 'GET', url: '/api/account', token });

describe('sessions reused between requests', { timeout: 90_000 }, () => {
  it('end at once on this process when an administrator deactivates the account', async () => {
    const admin = await t.login('admin@example.com');
    const token = await t.login('timekeeping@example.com');
    expect((await account(token)).statusCode).toBe(200);
    expect((await account(token)).statusCode).toBe(200);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'timekeeping@example.com').executeTakeFirstOrThrow();
    const put = (is_active: boolean) =>
      t.request({ method: 'PUT', url: `/api/admin/users/${user.id}`, token: admin, payload: { is_active } });
    expect((await put(false)).statusCode).toBe(200);
    expect((await account(token)).statusCode).toBe(401);
    expect((await put(true)).statusCode).toBe(200);
  });

  it('lose a portal at once on this process when an administrator takes its flag away', async () => {
    const admin = await t.login('admin@example.com');
    const token = await t.login('employee@example.com');
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'employee@example.com').executeTakeFirstOrThrow();
    const flag = (payroll_portal_access: number) =>
      t.request({ method: 'PUT', url: `/api/admin/users/${user.id}`, token: admin, payload: { payroll_portal_access } });
    const payroll = () => t.request({ method: 'GET', url: '/api/payroll/dashboard-metrics/payroll', token });
    expect((await flag(1)).statusCode).toBe(200);
    expect((await payroll()).statusCode).toBe(200);
    expect((await payroll()).statusCode).toBe(200);
    expect((await flag(0)).statusCode).toBe(200);
    expect((await payroll()).statusCode).toBe(403);
  });

  it('end at once on a second server over the same connection when signed out on the first', async () => {
    const other = await buildApp({
      db: t.db,
      config: { ...readConfig({}), logLevel: 'silent', sessionCacheSeconds: 600 },
      now: () => t.clock.now,
    });
    try {
      const token = await t.login('hr@example.com');
      const onOther = () => other.inject({ method: 'GET', url: '/api/account', headers: { authorization: `Bearer ${token}` } });
      expect((await onOther()).statusCode).toBe(200);
      expect((await t.request({ method: 'POST', url: '/api/logout', token })).statusCode).toBe(200);
      expect((await account(token)).statusCode).toBe(401);
      expect((await onOther()).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('still expire after the idle limit, and a burst of requests after a pause moves last_used_at to the present', async () => {
    const token = await t.login('manager@example.com');
    expect((await account(token)).statusCode).toBe(200);
    t.clock.advanceMinutes(5);
    const burst = await Promise.all(Array.from({ length: 10 }, () => account(token)));
    expect(burst.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const row = await t.db
      .selectFrom('access_tokens')
      .select('last_used_at')
      .where('revoked_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(new Date(row.last_used_at).getTime()).toBe(t.clock.now.getTime());
    t.clock.advanceMinutes(121);
    expect((await account(token)).statusCode).toBe(419);
    expect((await account(token)).statusCode).toBe(401);
  });
});
