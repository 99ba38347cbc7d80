import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';
import { unlinkedEmployees } from '../support/unlinked-employees';

const t = useTestApp();

describe('csrf cookie', () => {
  it('answers 204 and sets the XSRF-TOKEN cookie', async () => {
    const response = await t.request({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=[\w-]{20,};/);
  });
});

describe('login', () => {
  it('returns a token and the role for the demo accounts', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'payroll@example.com', password: 'Passw0rd!' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: expect.any(String), role: 6 });
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login('hr@example.com');
    const rows = await t.db.selectFrom('access_tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('refuses wrong credentials with 422 and the message under email', async () => {
    const response = await t.request({ method: 'POST', url: '/api/login', payload: { email: 'hr@example.com', password: 'wrong-one1' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('asks for both fields', async () => {
    const response = await t.request({ method: 'POST', url: '/api/login', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['email', 'password']);
  });

  it('throttles after 5 failed attempts for one email and address within a minute', async () => {
    const attempt = (password = 'nope-1234') =>
      t.request({ method: 'POST', url: '/api/login', payload: { email: 'timekeeping@example.com', password }, remoteAddress: '10.9.8.7' });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(422);
    const throttled = await attempt('Passw0rd!');
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(throttled.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds?\.$|in 1 minute\.$/);
    // another address is not affected
    const other = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'timekeeping@example.com', password: 'Passw0rd!' },
      remoteAddress: '10.9.8.6',
    });
    expect(other.statusCode).toBe(200);
    t.clock.advanceMinutes(1.1);
    expect((await attempt('Passw0rd!')).statusCode).toBe(200);
  });

  it('refuses an inactive account with 403', async () => {
    await t.db.updateTable('users').set({ is_active: false }).where('email', '=', 'sysadmin@example.com').execute();
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'sysadmin@example.com', password: 'Passw0rd!' },
    });
    expect(response.statusCode).toBe(403);
    await t.db.updateTable('users').set({ is_active: true }).where('email', '=', 'sysadmin@example.com').execute();
  });

  it('answers 400 for a malformed JSON body', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON.');
  });
});

describe('tokens', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    expect((await t.request({ method: 'GET', url: '/api/account' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/account', token: 'made-up' })).statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const token = await t.login('employee@example.com');
    expect((await t.request({ method: 'GET', url: '/api/account', token })).statusCode).toBe(200);
    const logout = await t.request({ method: 'POST', url: '/api/logout', token });
    expect(logout.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/account', token })).statusCode).toBe(401);
  });

  it('answers 419 once the session has been idle longer than the setting', async () => {
    const token = await t.login('employee@example.com');
    t.clock.advanceMinutes(119);
    expect((await t.request({ method: 'GET', url: '/api/account', token })).statusCode).toBe(200);
    t.clock.advanceMinutes(119);
    expect((await t.request({ method: 'GET', url: '/api/account', token })).statusCode).toBe(200);
    t.clock.advanceMinutes(121);
    const idle = await t.request({ method: 'GET', url: '/api/account', token });
    expect(idle.statusCode).toBe(419);
    expect(idle.json().message).toBe('Your session has expired due to inactivity.');
  });
});

describe('XSRF', () => {
  it('refuses a write whose cookie and header differ, and accepts a matching pair', async () => {
    const token = await t.login('employee@example.com');
    const mismatch = await t.request({
      method: 'POST',
      url: '/api/logout',
      token,
      headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'xyz' },
    });
    expect(mismatch.statusCode).toBe(419);
    const missing = await t.request({ method: 'POST', url: '/api/logout', token, headers: { cookie: 'XSRF-TOKEN=abc' } });
    expect(missing.statusCode).toBe(419);
    const match = await t.request({
      method: 'POST',
      url: '/api/logout',
      token,
      headers: { cookie: 'XSRF-TOKEN=a%2Fb', 'x-xsrf-token': 'a%2Fb' },
    });
    expect(match.statusCode).toBe(200);
  });
});

describe('account and portal access', () => {
  it('describes the caller with the linked employee', async () => {
    const token = await t.login('manager@example.com');
    const account = (await t.request({ method: 'GET', url: '/api/account', token })).json();
    expect(account).toMatchObject({ email: 'manager@example.com', role: 2, employee_id: expect.any(Number), is_manager: true });
    expect(account.employee_name).toBe(account.name);
    expect(account.portals).toEqual(['manager', 'employee']);
  });

  it('lists the six flags and last_access_id', async () => {
    const token = await t.login('hr.payroll@example.com');
    const body = (await t.request({ method: 'GET', url: '/api/portalAccess', token })).json();
    expect(body).toEqual({
      roles: {
        last_access_id: 7,
        adm_portal_access: 0,
        employees_portal_access: 1,
        hr_portal_access: 1,
        manager_portal_access: 0,
        tk_portal_access: 0,
        payroll_portal_access: 1,
      },
    });
  });

  it('links every demo account that is a person to its employee record', async () => {
    const users = await t.db.selectFrom('users').select(['email', 'employee_id']).execute();
    for (const user of users) {
      if (user.email === 'sysadmin@example.com') expect(user.employee_id).toBeNull();
      else expect(user.employee_id, user.email).not.toBeNull();
    }
  });
});

describe('register', () => {
  // the two steps (a code e-mailed to the 201 file, then the account with it) are in registration.test.ts
  it('creates a role-3 account linked to the matching employee, with the code e-mailed to the 201 file', async () => {
    const [employee] = await unlinkedEmployees(t.db, 1);
    const asked = await t.request({
      method: 'POST',
      url: '/api/register/code',
      payload: { employee_no: employee.employee_no, email: employee.email },
    });
    expect(asked.statusCode).toBe(202);
    const mail = await t.db
      .selectFrom('email_outbox')
      .select('body')
      .where('to_address', '=', employee.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const response = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: `${employee.first_name} ${employee.last_name}`,
        email: employee.email,
        code: /\d{8}/.exec(mail.body)![0],
        password: 'Sampaguita-9',
        password_confirmation: 'Sampaguita-9',
        employee_no: employee.employee_no,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe(3);
    const account = (await t.request({ method: 'GET', url: '/api/account', token: response.json().token })).json();
    expect(account.employee_no).toBe(employee.employee_no);
  });
});

describe('unknown paths', () => {
  it('answers 404 JSON for an unknown API path', async () => {
    const response = await t.request({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The requested resource was not found.' });
  });
});
