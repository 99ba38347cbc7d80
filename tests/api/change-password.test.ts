import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, useTestApp } from './test-app';

const t = useTestApp();

describe('changing one’s own password', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/account/password', token, payload });

  it('refuses anonymous callers', async () => {
    const response = await t.request({ method: 'POST', url: '/api/account/password', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('answers 422 per field: the current password, the policy, the confirmation', async () => {
    const token = await t.login('timekeeping@example.com');
    const blank = await change(token, {});
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors).sort()).toEqual(['current_password', 'password']);

    const wrong = await change(token, { current_password: 'not-it-123', password: 'password1', password_confirmation: 'other' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      current_password: ['The current password is incorrect.'],
      password: ['This password is too common; choose one that is harder to guess.'],
      password_confirmation: ['The password confirmation does not match.'],
    });
    const short = await change(token, { current_password: DEMO_PASSWORD, password: 'ab1', password_confirmation: 'ab1' });
    expect(short.json().errors).toEqual({ password: ['The password must be at least 8 characters.'] });
  });

  it('changes it, ends the account’s other sessions, keeps this one and audits without the secret', async () => {
    const other = await t.login('manager@example.com');
    const token = await t.login('manager@example.com');
    const next = 'Kalamansi-Juice-42';
    const response = await change(token, { current_password: DEMO_PASSWORD, password: next, password_confirmation: next });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been changed.' });

    expect((await t.request({ method: 'GET', url: '/api/account', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/account', token: other })).statusCode).toBe(401);
    const oldLogin = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'manager@example.com', password: DEMO_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(422);
    expect(await t.login('manager@example.com', next)).toEqual(expect.any(String));

    const log = await t.db
      .selectFrom('transaction_logs')
      .selectAll()
      .where('action', '=', 'change-password')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.resource).toBe('users');
    expect(log.summary).toBe('manager@example.com changed their password');
    expect(JSON.stringify(log)).not.toContain(next);
  });
});
