import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';
import { unlinkedEmployees, type UnlinkedEmployee } from '../support/unlinked-employees';

// Registration proves the person (issue 29): a code e-mailed to the e-mail on the 201 file,
// the account only with it; the same answers whether or not the details match anything.

const t = useTestApp();

const SENT = 'If these details match an employee record without an account, we sent a code to the e-mail on that record.';
const WRONG = { message: 'The code is wrong or has expired.', errors: { code: ['The code is wrong or has expired.'] } };
const PASSWORD = 'Sampaguita-9';

let nextAddress = 1;
/** A fresh client address per test, so that one test's requests do not throttle another's. */
const newAddress = () => `198.51.100.${nextAddress++}`;

/** Employees without an account, a different one each call. */
const taken = new Set<number>();
async function unlinkedEmployee(): Promise<UnlinkedEmployee> {
  const row = (await unlinkedEmployees(t.db, 40)).find((r) => !taken.has(r.id))!;
  taken.add(row.id);
  return row;
}

const askCode = (employee_no: string, email: string, remoteAddress = newAddress()) =>
  t.request({ method: 'POST', url: '/api/register/code', payload: { employee_no, email }, remoteAddress });

const confirm = (employee: { employee_no: string; email: string }, code: string, remoteAddress = newAddress()) =>
  t.request({
    method: 'POST',
    url: '/api/register',
    payload: {
      employee_no: employee.employee_no,
      email: employee.email,
      code,
      name: 'Juan dela Cruz',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
    remoteAddress,
  });

/** The e-mails queued to this address, newest first. */
const mailsTo = (address: string) =>
  t.db
    .selectFrom('email_outbox')
    .select(['to_address', 'subject', 'body'])
    .where(({ fn }) => fn('lower', ['to_address']), '=', address.toLowerCase())
    .orderBy('id', 'desc')
    .execute();

/** The code in the newest e-mail to this address. */
async function codeSentTo(address: string): Promise<string> {
  const [mail] = await mailsTo(address);
  expect(mail?.subject).toBe('Your registration code');
  return /\b(\d{8})\b/.exec(mail.body)![1];
}

const accountOf = (employeeId: number) =>
  t.db.selectFrom('users').select(['id', 'email', 'role']).where('employee_id', '=', employeeId).executeTakeFirst();

const otherThan = (code: string) => String((Number(code) + 1) % 1e8).padStart(8, '0');

describe('registration takes over no account', () => {
  it('an outsider who knows an employee number and guesses the e-mail gets no account and learns nothing', async () => {
    const victim = await unlinkedEmployee();
    const linked = await t.db
      .selectFrom('users as u')
      .innerJoin('employees as e', 'e.id', 'u.employee_id')
      .select(['e.employee_no', 'e.email'])
      .where('u.email', '=', 'employee@example.com')
      .executeTakeFirstOrThrow();
    const outboxBefore = await t.db
      .selectFrom('email_outbox')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();

    const attempts = [
      await askCode(victim.employee_no, 'attacker@mailinator.com'), // the right number, the attacker's own e-mail
      await askCode(victim.employee_no, `${victim.first_name.toLowerCase()}.guess@example.com`), // a guessed pattern
      await askCode('EMP-99999', victim.email), // no such number
      await askCode(linked.employee_no, linked.email!), // an employee who has an account
      await askCode(victim.employee_no, victim.email.toUpperCase()), // the real pair
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(202);
      expect(response.body).toBe(JSON.stringify({ message: SENT }));
    }
    // the one code went to the e-mail on the 201 file, and nowhere else
    const outboxAfter = await t.db
      .selectFrom('email_outbox')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(outboxAfter.n) - Number(outboxBefore.n)).toBe(1);
    expect(await mailsTo('attacker@mailinator.com')).toEqual([]);
    expect((await mailsTo(victim.email)).map((m) => m.to_address)).toEqual([victim.email]);

    // without the code, guesses get nowhere, and every wrong answer is the same
    for (const guess of ['00000000', '12345678', '99999999']) {
      const response = await confirm({ employee_no: victim.employee_no, email: 'attacker@mailinator.com' }, guess);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(WRONG);
      const withEmail = await confirm(victim, guess);
      expect(withEmail.statusCode).toBe(422);
      expect(withEmail.json()).toEqual(WRONG);
    }
    const unknown = await confirm({ employee_no: 'EMP-99999', email: 'nobody@example.com' }, '12345678');
    expect(unknown.body).toBe(JSON.stringify(WRONG));
    expect(await accountOf(victim.id)).toBeUndefined();
  }, 90_000); // the file's first request also waits for the app to warm up

  it('the one-step registration of before, without a code, creates no account', async () => {
    const employee = await unlinkedEmployee();
    const response = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Someone',
        email: employee.email,
        employee_no: employee.employee_no,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: ['Enter the code we e-mailed to you.'] });
    expect(await accountOf(employee.id)).toBeUndefined();
  });
});

describe('registering with the code', () => {
  it('creates the employee’s role-3 account with the code e-mailed to the 201 file, audited, and the code works once', async () => {
    const employee = await unlinkedEmployee();
    expect((await askCode(employee.employee_no, employee.email)).statusCode).toBe(202);
    const code = await codeSentTo(employee.email);
    // kept only as a hash
    const stored = await t.db.selectFrom('registration_codes').select('code_hash').where('employee_id', '=', employee.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0].code_hash).not.toContain(code);

    const response = await confirm(employee, `${code.slice(0, 4)} ${code.slice(4)}`); // typed with a space
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: expect.any(String), role: 3 });
    const account = (await t.request({ method: 'GET', url: '/api/account', token: response.json().token })).json();
    expect(account).toMatchObject({ employee_no: employee.employee_no, email: employee.email, role: 3 });
    const user = (await accountOf(employee.id))!;
    const log = await t.db
      .selectFrom('transaction_logs')
      .select(['action', 'summary', 'user_id'])
      .where('resource', '=', 'users')
      .where('record_id', '=', String(user.id))
      .where('action', '=', 'register')
      .execute();
    expect(log).toEqual([
      {
        action: 'register',
        user_id: user.id,
        summary: `${employee.email} registered for employee ${employee.employee_no} with the code e-mailed to the 201 file`,
      },
    ]);

    // the same code again: refused, and no second account
    const again = await confirm(employee, code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(WRONG);
    // and the employee now has an account: asking again sends nothing, with the same answer
    const mails = (await mailsTo(employee.email)).length;
    const ask = await askCode(employee.employee_no, employee.email);
    expect(ask.statusCode).toBe(202);
    expect(ask.json()).toEqual({ message: SENT });
    expect(await mailsTo(employee.email)).toHaveLength(mails);
  });

  it('refuses a code after 15 minutes', async () => {
    const employee = await unlinkedEmployee();
    await askCode(employee.employee_no, employee.email);
    const code = await codeSentTo(employee.email);
    t.clock.advanceMinutes(16);
    const late = await confirm(employee, code);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual(WRONG);
    expect(await accountOf(employee.id)).toBeUndefined();
  });

  it('kills a code after 5 wrong tries, and a new code replaces the earlier one', async () => {
    const employee = await unlinkedEmployee();
    await askCode(employee.employee_no, employee.email);
    const code = await codeSentTo(employee.email);
    for (let i = 0; i < 5; i++) {
      const wrong = await confirm(employee, otherThan(code));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual(WRONG);
    }
    const right = await confirm(employee, code);
    expect(right.statusCode).toBe(422);
    expect(right.json()).toEqual(WRONG);

    await askCode(employee.employee_no, employee.email);
    const second = await codeSentTo(employee.email);
    await askCode(employee.employee_no, employee.email);
    const third = await codeSentTo(employee.email);
    if (second !== third) expect((await confirm(employee, second)).json()).toEqual(WRONG);
    expect((await confirm(employee, third)).statusCode).toBe(200);
  });

  it('asks for each missing field with a message under it', async () => {
    const code = await t.request({ method: 'POST', url: '/api/register/code', payload: { email: 'not-an-email' } });
    expect(code.statusCode).toBe(422);
    expect(code.json().errors).toEqual({ employee_no: ['The employee number field is required.'], email: ['Invalid email address'] });
    const register = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { name: '', email: 'x@example.com', employee_no: 'EMP-00001', code: '', password: 'short', password_confirmation: 'other' },
    });
    expect(register.statusCode).toBe(422);
    expect(register.json().errors).toEqual({
      name: ['The name field is required.'],
      code: ['Enter the code we e-mailed to you.'],
      password: ['The password must be at least 8 characters.'],
      password_confirmation: ['The password confirmation does not match.'],
    });
  });
});

describe('the registration throttle', () => {
  it('allows 3 code requests per employee number in 15 minutes from any address, known number or not', async () => {
    const employee = await unlinkedEmployee();
    for (const number of [employee.employee_no, 'EMP-88888']) {
      for (let i = 0; i < 3; i++) expect((await askCode(number, employee.email)).statusCode).toBe(202);
      const throttled = await askCode(number, employee.email);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().message).toMatch(
        /^Too many registration requests for this employee number\. Please try again in \d+ minutes?\.$/,
      );
      const retryAfter = Number(throttled.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(900);
    }
    // another number is not affected, and the window passes
    expect((await askCode('EMP-77777', employee.email)).statusCode).toBe(202);
    t.clock.advanceMinutes(16);
    expect((await askCode(employee.employee_no, employee.email)).statusCode).toBe(202);
  });

  it('allows 20 registration requests per address in 15 minutes, wrong codes included', async () => {
    const address = '203.0.113.50';
    for (let i = 0; i < 15; i++)
      expect((await askCode(`EMP-6${String(i).padStart(4, '0')}`, 'someone@example.com', address)).statusCode).toBe(202);
    for (let i = 0; i < 5; i++)
      expect((await confirm({ employee_no: 'EMP-60000', email: 'someone@example.com' }, '12345678', address)).statusCode).toBe(422);
    const throttled = await askCode('EMP-70000', 'someone@example.com', address);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(/^Too many registration requests\. Please try again in \d+ minutes?\.$/);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await confirm({ employee_no: 'EMP-60000', email: 'someone@example.com' }, '12345678', address)).statusCode).toBe(429);
    // another address is not affected
    expect((await askCode('EMP-70000', 'someone@example.com', '203.0.113.51')).statusCode).toBe(202);
  });
});
