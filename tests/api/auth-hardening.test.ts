import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { passwordWeakness } from '../../server/modules/auth/passwords';
import { useTestApp } from './test-app';

// What an outsider tries against the sign-in: another address in a header to
// dodge the throttle, timing to learn which e-mails have accounts, and the
// passwords everyone guesses first.

const t = useTestApp();
const failedLogin = (email: string, forwardedFor?: string) =>
  t.request({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: 'Wrong-pass1' },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('the login throttle', () => {
  it('does not believe X-Forwarded-For from a client when no proxy is configured', async () => {
    const email = 'hr@example.com';
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await failedLogin(email, `203.0.113.${attempt}`)).statusCode).toBe(422);
    const sixth = await failedLogin(email, '198.51.100.77');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('believes it from a proxy that TRUST_PROXY names', async () => {
    const config = { ...readConfig({ TRUST_PROXY: '127.0.0.1' }), logLevel: 'silent' };
    const proxied = await buildApp({ db: t.db, config, now: () => t.clock.now });
    try {
      const attempt = (address: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'payroll@example.com', password: 'Wrong-pass1' },
          headers: { 'x-forwarded-for': address },
        });
      for (let n = 1; n <= 5; n += 1) expect((await attempt('203.0.113.9')).statusCode).toBe(422);
      expect((await attempt('203.0.113.9')).statusCode).toBe(429);
      // another client behind the same proxy is another address
      expect((await attempt('203.0.113.10')).statusCode).toBe(422);
    } finally {
      await proxied.close();
    }
  });
});

describe('timing', () => {
  it('spends about the same time on an unknown e-mail as on a known one with a wrong password', async () => {
    // The two kinds of attempt alternate and each keeps its fastest time: a loaded machine
    // slows single requests, never speeds them up, so the fastest is the work the login did.
    const fastest = { known: Infinity, unknown: Infinity };
    for (let n = 0; n < 5; n += 1) {
      for (const [kind, email] of [
        ['known', 'timekeeping@example.com'],
        ['unknown', 'nobody-here@example.com'],
      ] as const) {
        const started = performance.now();
        await t.request({
          method: 'POST',
          url: '/api/login',
          payload: { email, password: 'Wrong-pass1' },
          headers: { 'x-forwarded-for': `192.0.2.${n}` },
        });
        fastest[kind] = Math.min(fastest[kind], performance.now() - started);
      }
      t.clock.advanceMinutes(5);
    }
    // without the dummy check an unknown e-mail answered in about a tenth of the time
    expect(fastest.unknown).toBeGreaterThan(fastest.known * 0.5);
  });
});

describe('the password policy', () => {
  it('refuses common passwords and the e-mail as a password, and keeps good ones', () => {
    expect(passwordWeakness('password1')).toMatch(/too common/);
    expect(passwordWeakness('Qwerty123')).toMatch(/too common/);
    expect(passwordWeakness('juan2024@x.ph', 'juan2024@x.ph')).toMatch(/e-mail/);
    expect(passwordWeakness('Passw0rd!')).toBeUndefined();
    expect(passwordWeakness('tala-ng-umaga-7')).toBeUndefined();
  });

  it('refuses password1 when registering, when an administrator creates an account and when one resets a password', async () => {
    const register = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Someone',
        email: 'someone@example.com',
        employee_no: 'EMP-00010',
        code: '12345678',
        password: 'password1',
        password_confirmation: 'password1',
      },
    });
    expect(register.statusCode).toBe(422);
    expect(register.json().errors.password).toEqual(['This password is too common; choose one that is harder to guess.']);

    const admin = await t.login('sysadmin@example.com');
    const create = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      token: admin,
      payload: { name: 'Auditor', email: 'auditor@example.com', role: 1, is_active: true, password: 'password1' },
    });
    expect(create.statusCode).toBe(422);
    expect(create.json().errors.password).toEqual(['This password is too common; choose one that is harder to guess.']);

    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'employee@example.com').executeTakeFirstOrThrow();
    const reset = await t.request({
      method: 'POST',
      url: `/api/admin/users/${user.id}/reset-password`,
      token: admin,
      payload: { password: 'password1' },
    });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().errors.password).toEqual(['This password is too common; choose one that is harder to guess.']);
  });
});
