import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: string;
let sysadmin: string;
beforeAll(async () => {
  t = await openTestApp();
  admin = await t.login('admin@example.com');
  sysadmin = await t.login('sysadmin@example.com');
});
afterAll(async () => t.close());

const list = (query: string, token = admin) => t.request({ method: 'GET', url: `/api/admin/users?${query}`, token });

describe('admin users list', () => {
  it('pages with Content-Range and sorts on the server', async () => {
    const response = await list(`sort=${encodeURIComponent('["email","ASC"]')}&range=${encodeURIComponent('[0,2]')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('users 0-2/8');
    expect(response.json().map((u: { email: string }) => u.email)).toEqual(['admin@example.com', 'employee@example.com', 'hr.payroll@example.com']);
  });

  it('searches by name or email and filters by role and status', async () => {
    const search = await list(`filter=${encodeURIComponent('{"q":"payroll"}')}`);
    expect(search.json().map((u: { email: string }) => u.email).sort()).toEqual(['hr.payroll@example.com', 'payroll@example.com']);
    const role = await list(`filter=${encodeURIComponent('{"role":4}')}`);
    expect(role.headers['content-range']).toBe('users 0-1/2');
    const inactive = await list(`filter=${encodeURIComponent('{"is_active":false}')}`);
    expect(inactive.json()).toEqual([]);
    expect(inactive.headers['content-range']).toBe('users */0');
  });

  it('refuses sorting or filtering by a field that is not whitelisted', async () => {
    expect((await list(`sort=${encodeURIComponent('["password_hash","ASC"]')}`)).statusCode).toBe(400);
    expect((await list(`filter=${encodeURIComponent('{"password_hash":"x"}')}`)).statusCode).toBe(400);
  });

  it('is closed to other portals', async () => {
    const hr = await t.login('hr@example.com');
    expect((await list('', hr)).statusCode).toBe(403);
  });
});

describe('admin users writes', () => {
  let userId: number;

  it('creates an account with default flags and audits it', async () => {
    const response = await t.request({
      method: 'POST', url: '/api/admin/users', token: admin,
      payload: { name: 'Temp Payroll', email: 'temp.payroll@example.com', password: 'Welcome123', role: 6 },
    });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    userId = user.id;
    expect(user).toMatchObject({ email: 'temp.payroll@example.com', role: 6, payroll_portal_access: 1, employees_portal_access: 0, is_active: true });
    expect(user).not.toHaveProperty('password_hash');
    const log = await t.db.selectFrom('transaction_logs').selectAll().where('resource', '=', 'users').where('action', '=', 'create').where('record_id', '=', String(userId)).executeTakeFirstOrThrow();
    expect(log.portal).toBe('admin');
    expect(log.user_id).toBeGreaterThan(0);
    expect(JSON.stringify(log.after)).not.toContain('Welcome123');
    expect(await t.login('temp.payroll@example.com', 'Welcome123')).toBeTruthy();
  });

  it('answers 422 per field and saves nothing on invalid data', async () => {
    const response = await t.request({ method: 'POST', url: '/api/admin/users', token: admin, payload: { name: '', email: 'not-an-email', password: 'x', role: 9 } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['The name field is required.'],
      email: ['Invalid email address'],
      role: ['The selected role is invalid.'],
      password: ['The password must be at least 8 characters.'],
    });
    const duplicate = await t.request({ method: 'POST', url: '/api/admin/users', token: admin, payload: { name: 'Dup', email: 'HR@example.com', password: 'Welcome123', role: 3 } });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.email).toEqual(['This value is already taken.']);
  });

  it('edits role and flags', async () => {
    const response = await t.request({ method: 'PUT', url: `/api/admin/users/${userId}`, token: admin, payload: { role: 5, hr_portal_access: 1 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 5, hr_portal_access: 1, payroll_portal_access: 1 });
    const token = await t.login('temp.payroll@example.com', 'Welcome123');
    const access = (await t.request({ method: 'GET', url: '/api/portalAccess', token })).json();
    expect(access.roles.hr_portal_access).toBe(1);
  });

  it('revokes the tokens of a deactivated user', async () => {
    const token = await t.login('temp.payroll@example.com', 'Welcome123');
    const response = await t.request({ method: 'PUT', url: `/api/admin/users/${userId}`, token: admin, payload: { is_active: false } });
    expect(response.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/account', token })).statusCode).toBe(401);
    const login = await t.request({ method: 'POST', url: '/api/login', payload: { email: 'temp.payroll@example.com', password: 'Welcome123' } });
    expect(login.statusCode).toBe(403);
    await t.request({ method: 'PUT', url: `/api/admin/users/${userId}`, token: admin, payload: { is_active: true } });
  });

  it('resets a password, revoking the old sessions', async () => {
    const old = await t.login('temp.payroll@example.com', 'Welcome123');
    const weak = await t.request({ method: 'POST', url: `/api/admin/users/${userId}/reset-password`, token: admin, payload: { password: 'abc' } });
    expect(weak.statusCode).toBe(422);
    const reset = await t.request({ method: 'POST', url: `/api/admin/users/${userId}/reset-password`, token: admin, payload: { password: 'NewPass456' } });
    expect(reset.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/account', token: old })).statusCode).toBe(401);
    expect(await t.login('temp.payroll@example.com', 'NewPass456')).toBeTruthy();
  });

  it('lets only a system administrator change an administrator', async () => {
    const target = await t.db.selectFrom('users').select('id').where('email', '=', 'sysadmin@example.com').executeTakeFirstOrThrow();
    const byAdmin = await t.request({ method: 'PUT', url: `/api/admin/users/${target.id}`, token: admin, payload: { role: 4 } });
    expect(byAdmin.statusCode).toBe(403);
    const promote = await t.request({ method: 'PUT', url: `/api/admin/users/${userId}`, token: admin, payload: { role: 1 } });
    expect(promote.statusCode).toBe(403);
    const bySysadmin = await t.request({ method: 'PUT', url: `/api/admin/users/${userId}`, token: sysadmin, payload: { role: 1 } });
    expect(bySysadmin.statusCode).toBe(200);
  });

  it('never deletes an account', async () => {
    const response = await t.request({ method: 'DELETE', url: `/api/admin/users/${userId}`, token: sysadmin });
    expect(response.statusCode).toBe(409);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/users/999999', token: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/admin/users/abc', token: admin })).statusCode).toBe(404);
  });
});

describe('date range filters', () => {
  it('includes the whole last day of a date-only upper bound on a timestamp column', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const created = await t.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const upToToday = await list(`filter=${encodeURIComponent(JSON.stringify({ created_at_gte: '2000-01-01', created_at_lte: today }))}`);
    expect(upToToday.statusCode).toBe(200);
    expect(upToToday.headers['content-range']).toMatch(new RegExp(`/${Number(created.n)}$`));
    const beforeAll = await list(`filter=${encodeURIComponent(JSON.stringify({ created_at_lte: '2000-01-01' }))}`);
    expect(beforeAll.headers['content-range']).toBe('users */0');
  });
});
