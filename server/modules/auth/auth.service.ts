import { sql } from 'kysely';
import type { AppDeps } from '../../context';
import { FieldErrorCollector, HttpError, ValidationError } from '../../http/errors';
import { audit, type AuditActor } from '../audit/audit.service';
import { defaultPortalFlags } from '@core/access';
import { formatWait } from '@core/format';
import { hashPassword, passwordWeakness, verifyNothing, verifyPassword } from './passwords';
import { issueToken } from './tokens';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface Client {
  ip: string;
  userAgent?: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Failed attempts of this email from this address inside the window; 429 once the limit is reached. */
async function assertNotThrottled(deps: AppDeps, email: string, ip: string): Promise<void> {
  const windowStart = new Date(deps.now().getTime() - deps.config.loginWindowSeconds * 1000);
  const attempts = await deps.db
    .selectFrom('login_attempts')
    .select(['attempted_at'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('ip_address', '=', ip)
    .where('attempted_at', '>', windowStart)
    .orderBy('attempted_at', 'asc')
    .execute();
  if (attempts.length < deps.config.loginMaxAttempts) return;
  const oldest = new Date(attempts[0].attempted_at).getTime();
  const retryAfter = Math.max(1, Math.ceil((oldest + deps.config.loginWindowSeconds * 1000 - deps.now().getTime()) / 1000));
  throw new HttpError(429, `Too many login attempts. Please try again in ${formatWait(retryAfter)}.`, {
    'Retry-After': String(retryAfter),
  });
}

export async function login(deps: AppDeps, body: Record<string, unknown>, actor: AuditActor & Client) {
  const email = text(body.email);
  const password = typeof body.password === 'string' ? body.password : '';
  const problems = new FieldErrorCollector();
  if (!email) problems.add('email', 'The email field is required.');
  if (!password) problems.add('password', 'The password field is required.');
  problems.throwIfAny();

  await assertNotThrottled(deps, email, actor.ip);
  const user = await deps.db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  const matches = user ? await verifyPassword(password, user.password_hash) : await verifyNothing(password);
  if (!user || !matches) {
    await deps.db.transaction().execute(async (trx) => {
      await trx.insertInto('login_attempts').values({ email, ip_address: actor.ip, attempted_at: deps.now() }).execute();
      if (user)
        await trx
          .updateTable('users')
          .set({ failed_login_count: sql`failed_login_count + 1` })
          .where('id', '=', user.id)
          .execute();
      await audit(
        trx,
        { ...actor, userId: user?.id ?? null },
        {
          resource: 'users',
          action: 'login_failed',
          recordId: user?.id,
          summary: `Failed login for ${email}`,
        },
      );
    });
    throw new ValidationError({ email: [BAD_CREDENTIALS] }, BAD_CREDENTIALS);
  }
  if (!user.is_active) throw new HttpError(403, 'This account is inactive. Please contact your administrator.');

  return deps.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('login_attempts')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .where('ip_address', '=', actor.ip)
      .execute();
    await trx.updateTable('users').set({ last_login_at: deps.now(), failed_login_count: 0 }).where('id', '=', user.id).execute();
    const token = await issueToken(trx, user.id, deps.now(), actor);
    await audit(
      trx,
      { ...actor, userId: user.id, role: user.role },
      {
        resource: 'users',
        action: 'login',
        recordId: user.id,
        summary: `${user.email} logged in`,
      },
    );
    return { token, role: user.role as number };
  });
}

export async function register(deps: AppDeps, body: Record<string, unknown>, actor: AuditActor & Client) {
  const name = text(body.name);
  const email = text(body.email);
  const employeeNo = text(body.employee_no);
  const password = typeof body.password === 'string' ? body.password : '';
  const confirmation = typeof body.password_confirmation === 'string' ? body.password_confirmation : '';

  const problems = new FieldErrorCollector();
  if (!name) problems.add('name', 'The name field is required.');
  else if (name.length > 150) problems.add('name', 'The name may not be longer than 150 characters.');
  if (!email) problems.add('email', 'The email field is required.');
  else if (!isEmail(email)) problems.add('email', 'Invalid email address');
  if (!employeeNo) problems.add('employee_no', 'The employee number field is required.');
  if (!password) problems.add('password', 'The password field is required.');
  else {
    const weakness = passwordWeakness(password, email);
    if (weakness) problems.add('password', weakness);
  }
  if (password && password !== confirmation) problems.add('password_confirmation', 'The password confirmation does not match.');

  if (email && isEmail(email)) {
    const taken = await deps.db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (taken) problems.add('email', 'The email has already been taken.');
  }
  let employee: { id: number } | undefined;
  if (employeeNo && email) {
    employee = await deps.db
      .selectFrom('employees')
      .select(['id'])
      .where('employee_no', '=', employeeNo)
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (!employee) problems.add('employee_no', 'No employee matches this employee number and email.');
    else {
      const linked = await deps.db.selectFrom('users').select('id').where('employee_id', '=', employee.id).executeTakeFirst();
      if (linked) problems.add('employee_no', 'This employee already has an account.');
    }
  }
  problems.throwIfAny();

  const passwordHash = await hashPassword(password);
  return deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({ name, email, password_hash: passwordHash, role: 3, employee_id: employee!.id, last_login_at: deps.now() })
      .returning(['id', 'role'])
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('portal_accesses')
      .values({ user_id: user.id, ...defaultPortalFlags(3, true) })
      .execute();
    const token = await issueToken(trx, user.id, deps.now(), actor);
    await audit(
      trx,
      { ...actor, userId: user.id, role: 3 },
      {
        resource: 'users',
        action: 'register',
        recordId: user.id,
        summary: `${email} registered for employee ${employeeNo}`,
        after: { name, email, role: 3, employee_id: employee!.id },
      },
    );
    return { token, role: user.role as number };
  });
}

/**
 * The caller changes their own password: the current one proves it is them, the new one meets the
 * password policy; every other session of the account ends. 422 per field; audited without secrets.
 */
export async function changePassword(
  deps: AppDeps,
  user: { id: number; email: string },
  tokenHash: string,
  body: Record<string, unknown>,
  actor: AuditActor,
): Promise<{ message: string }> {
  const current = typeof body.current_password === 'string' ? body.current_password : '';
  const password = typeof body.password === 'string' ? body.password : '';
  const confirmation = typeof body.password_confirmation === 'string' ? body.password_confirmation : '';
  const problems = new FieldErrorCollector();
  const stored = await deps.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
  if (!current) problems.add('current_password', 'The current password field is required.');
  else if (!(await verifyPassword(current, stored.password_hash))) problems.add('current_password', 'The current password is incorrect.');
  if (!password) problems.add('password', 'The new password field is required.');
  else {
    const weakness = passwordWeakness(password, user.email);
    if (weakness) problems.add('password', weakness);
    else if (password === current) problems.add('password', 'The new password must differ from the current one.');
  }
  if (password && password !== confirmation) problems.add('password_confirmation', 'The password confirmation does not match.');
  problems.throwIfAny();

  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    // the other sessions of the account end; this one stays
    await trx
      .updateTable('access_tokens')
      .set({ revoked_at: deps.now() })
      .where('user_id', '=', user.id)
      .where('token_hash', '!=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
    await audit(trx, actor, {
      resource: 'users',
      action: 'change-password',
      recordId: user.id,
      summary: `${user.email} changed their password`,
    });
  });
  return { message: 'Your password has been changed.' };
}
