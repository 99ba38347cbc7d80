import { randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { AppDeps } from '../../context';
import { FieldErrorCollector, ValidationError } from '../../http/errors';
import { defaultPortalFlags } from '@core/access';
import { audit, type AuditActor } from '../../shared/audit';
import { isEmail, text, type Client } from './auth.service';
import { hashPassword, passwordWeakness } from './passwords';
import { assertNotThrottled, type ThrottleRule } from './throttle';
import { hashToken, issueToken } from '../../shared/tokens';

// Registration proves the person (issue 29). An employee without an account asks for a code
// with their employee number and the e-mail on their 201 file; the code goes to that 201
// e-mail only, and the account is created only with it. The answers tell an outsider nothing:
// the request always answers the same, whether or not the details match an employee without an
// account, and every wrong code answers the same, whatever was wrong. Codes are kept as their
// SHA-256, expire, work once, and die after a few wrong tries; requests are throttled per
// address and per employee number, counted in the database.

export const CODE_SENT = 'If these details match an employee record without an account, we sent a code to the e-mail on that record.';
export const WRONG_CODE = 'The code is wrong or has expired.';
export const CODE_DIGITS = 8;
export const CODE_MINUTES = 15;
export const MAX_WRONG_CODES = 5;
export const CODE_SUBJECT = 'Your registration code';

const codeMail = (code: string) =>
  [
    `Your code to register for SUB HR & Payroll is ${code}.`,
    '',
    `Enter it on the registration page within ${CODE_MINUTES} minutes. It works once.`,
    '',
    'If you did not ask to register, you can ignore this e-mail: no account is created without this code.',
  ].join('\n');

/** The code as typed, without the spaces or dashes a person may put in it. */
const normaliseCode = (value: unknown) => text(value).replace(/[\s-]/g, '');

function details(body: Record<string, unknown>, problems: FieldErrorCollector) {
  const employeeNo = text(body.employee_no);
  const email = text(body.email);
  if (!employeeNo) problems.add('employee_no', 'The employee number field is required.');
  if (!email) problems.add('email', 'The email field is required.');
  else if (!isEmail(email)) problems.add('email', 'Invalid email address');
  return { employeeNo, email };
}

function perAddress(deps: AppDeps, ip: string) {
  const rule: ThrottleRule = {
    limit: deps.config.registerMaxPerAddress,
    windowSeconds: deps.config.registerWindowSeconds,
    what: 'registration requests',
  };
  return assertNotThrottled(deps.now(), rule, (start) =>
    deps.db
      .selectFrom('registration_attempts')
      .select('attempted_at')
      .where('ip_address', '=', ip)
      .where('attempted_at', '>', start)
      .execute(),
  );
}

function perEmployee(deps: AppDeps, employeeNo: string) {
  const rule: ThrottleRule = {
    limit: deps.config.registerMaxPerEmployee,
    windowSeconds: deps.config.registerWindowSeconds,
    what: 'registration requests for this employee number',
  };
  // counted by the number as typed, known or not, so that a 429 tells nothing either
  return assertNotThrottled(deps.now(), rule, (start) =>
    deps.db
      .selectFrom('registration_attempts')
      .select('attempted_at')
      .where('kind', '=', 'code')
      .where(sql`lower(employee_no)`, '=', employeeNo.toLowerCase())
      .where('attempted_at', '>', start)
      .execute(),
  );
}

/**
 * Step 1: a code for an employee without an account, e-mailed to the e-mail on the 201 file when the
 * typed one is that e-mail. Always the same answer. Both paths run the same single statement (the
 * employee is looked up, the code and its e-mail written only when one matches) so that the time of
 * the answer does not tell them apart either.
 */
export async function requestRegistrationCode(deps: AppDeps, body: Record<string, unknown>, client: Client): Promise<{ message: string }> {
  const problems = new FieldErrorCollector();
  const { employeeNo, email } = details(body, problems);
  problems.throwIfAny();
  const ip = client.ip.slice(0, 45);
  await perAddress(deps, ip);
  await perEmployee(deps, employeeNo);

  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  const now = deps.now();
  const expires = new Date(now.getTime() + CODE_MINUTES * 60_000);
  await sql`
    with employee as (
      select e.id, e.email from employees e
       where e.employee_no = ${employeeNo} and lower(e.email) = ${email.toLowerCase()}
         and not exists (select 1 from users u where u.employee_id = e.id or lower(u.email) = lower(e.email))
    ), replaced as (
      -- a new code replaces the employee's earlier ones
      update registration_codes set used_at = ${now} where used_at is null and employee_id in (select id from employee)
    ), code as (
      insert into registration_codes (employee_id, email, code_hash, expires_at, created_at)
      select id, email, ${hashToken(code)}, ${expires}, ${now} from employee
      returning email
    ), mail as (
      insert into email_outbox (to_address, subject, body) select email, ${CODE_SUBJECT}, ${codeMail(code)} from code
    )
    insert into registration_attempts (kind, ip_address, employee_no, attempted_at) values ('code', ${ip}, ${employeeNo}, ${now})
  `.execute(deps.db);
  return { message: CODE_SENT };
}

const wrongCode = () => new ValidationError({ code: [WRONG_CODE] }, WRONG_CODE);

/**
 * Step 2: the account, created only with a live code of this employee number and e-mail. A wrong code
 * counts against the live one (dead after MAX_WRONG_CODES) and against the address; every failure of the
 * code answers the same 422. The account gets the 201 file's e-mail, role 3 and the employee's portal.
 */
export async function register(deps: AppDeps, body: Record<string, unknown>, actor: AuditActor & Client) {
  const problems = new FieldErrorCollector();
  const name = text(body.name);
  if (!name) problems.add('name', 'The name field is required.');
  else if (name.length > 150) problems.add('name', 'The name may not be longer than 150 characters.');
  const { employeeNo, email } = details(body, problems);
  const code = normaliseCode(body.code);
  if (!code) problems.add('code', 'Enter the code we e-mailed to you.');
  const password = typeof body.password === 'string' ? body.password : '';
  const confirmation = typeof body.password_confirmation === 'string' ? body.password_confirmation : '';
  if (!password) problems.add('password', 'The password field is required.');
  else {
    const weakness = passwordWeakness(password, email);
    if (weakness) problems.add('password', weakness);
  }
  if (password && password !== confirmation) problems.add('password_confirmation', 'The password confirmation does not match.');
  problems.throwIfAny();

  const ip = actor.ip.slice(0, 45);
  await perAddress(deps, ip);
  const now = deps.now();
  // the code is claimed (spent) first, so that a wrong one costs no password hashing
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const live = await trx
      .selectFrom('registration_codes')
      .select(['id', 'employee_id', 'email', 'code_hash'])
      .where('employee_id', 'in', (eb) => eb.selectFrom('employees').select('id').where('employee_no', '=', employeeNo))
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('failed_attempts', '<', MAX_WRONG_CODES)
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (live && timingSafeEqual(Buffer.from(live.code_hash), Buffer.from(hashToken(code)))) {
      await trx.updateTable('registration_codes').set({ used_at: now }).where('id', '=', live.id).execute();
      return live;
    }
    if (live)
      await trx
        .updateTable('registration_codes')
        .set({ failed_attempts: sql`failed_attempts + 1` })
        .where('id', '=', live.id)
        .execute();
    await trx
      .insertInto('registration_attempts')
      .values({ kind: 'confirm', ip_address: ip, employee_no: employeeNo, attempted_at: now })
      .execute();
    return undefined;
  });
  if (!claimed) throw wrongCode();

  const passwordHash = await hashPassword(password);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    // an account made for the employee (or with the e-mail) since the code was sent: the code is spent for nothing
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('employee_id', '=', claimed.employee_id), eb(sql`lower(email)`, '=', claimed.email.toLowerCase())]))
      .executeTakeFirst();
    if (taken) return undefined;
    const user = await trx
      .insertInto('users')
      .values({ name, email: claimed.email, password_hash: passwordHash, role: 3, employee_id: claimed.employee_id, last_login_at: now })
      .returning(['id', 'role'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('portal_accesses')
      .values({ user_id: user.id, ...defaultPortalFlags(3, true) })
      .execute();
    const token = await issueToken(trx, user.id, now, actor);
    await audit(
      trx,
      { ...actor, userId: user.id, role: 3 },
      {
        resource: 'users',
        action: 'register',
        recordId: user.id,
        summary: `${claimed.email} registered for employee ${employeeNo} with the code e-mailed to the 201 file`,
        after: { name, email: claimed.email, role: 3, employee_id: claimed.employee_id },
      },
    );
    return { token, role: user.role as number };
  });
  if (!outcome) throw wrongCode();
  return outcome;
}
