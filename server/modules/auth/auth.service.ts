import { sql } from 'kysely';
import { accessiblePortals } from '@core/access';
import type { Account } from '@core/contract/account';
import type { AppDeps, AuthContext } from '../../context';
import { FieldErrorCollector, HttpError, ValidationError } from '../../http/errors';
import { audit, type AuditActor } from '../../shared/audit';
import { hashPassword, passwordWeakness, verifyNothing, verifyPassword } from './passwords';
import { assertNotThrottled } from './throttle';
import { issueToken } from '../../shared/tokens';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface Client {
  ip: string;
  userAgent?: string;
}

/** A string field's value, trimmed; '' for anything else. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Failed attempts of this email from this address inside the window; 429 once the limit is reached. */
async function assertLoginNotThrottled(deps: AppDeps, email: string, ip: string): Promise<void> {
  const rule = { limit: deps.config.loginMaxAttempts, windowSeconds: deps.config.loginWindowSeconds, what: 'login attempts' };
  await assertNotThrottled(deps.now(), rule, (start) =>
    deps.db
      .selectFrom('login_attempts')
      .select(['attempted_at'])
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .where('ip_address', '=', ip)
      .where('attempted_at', '>', start)
      .execute(),
  );
}

export async function login(deps: AppDeps, body: Record<string, unknown>, actor: AuditActor & Client) {
  const email = text(body.email);
  const password = typeof body.password === 'string' ? body.password : '';
  const problems = new FieldErrorCollector();
  if (!email) problems.add('email', 'The email field is required.');
  if (!password) problems.add('password', 'The password field is required.');
  problems.throwIfAny();

  await assertLoginNotThrottled(deps, email, actor.ip);
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

/** The session ends (its token revoked), audited. */
export async function logout(deps: AppDeps, auth: AuthContext, actor: AuditActor): Promise<{ message: string }> {
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('access_tokens').set({ revoked_at: deps.now() }).where('token_hash', '=', auth.tokenHash).execute();
    await audit(trx, actor, {
      resource: 'users',
      action: 'logout',
      recordId: auth.user.id,
      summary: `${auth.user.email} logged out`,
    });
  });
  return { message: 'Logged out.' };
}

/** The signed-in account with its employee record (when it has one) and the portals it may open. */
export async function accountOf(deps: AppDeps, auth: AuthContext): Promise<Account> {
  const employee = auth.user.employee_id
    ? await deps.db
        .selectFrom('employees as e')
        .leftJoin('positions as p', 'p.id', 'e.position_id')
        .select([
          'e.employee_no',
          'e.company_id',
          'e.business_unit_id',
          'e.first_name',
          'e.last_name',
          'p.title as position_title',
          sql<boolean>`exists (select 1 from employees t where t.immediate_superior_id = e.id and t.status <> 'separated')`.as(
            'is_manager',
          ),
        ])
        .where('e.id', '=', auth.user.employee_id)
        .executeTakeFirst()
    : undefined;
  return {
    id: auth.user.id,
    name: auth.user.name,
    email: auth.user.email,
    role: auth.user.role,
    employee_id: auth.user.employee_id,
    employee_no: employee?.employee_no ?? null,
    employee_name: employee ? `${employee.first_name} ${employee.last_name}` : null,
    company_id: employee?.company_id ?? null,
    business_unit_id: employee?.business_unit_id ?? null,
    position_title: employee?.position_title ?? null,
    photo_url: null,
    is_manager: Boolean(employee?.is_manager),
    portals: accessiblePortals(auth.user.role, auth.portalAccess),
  };
}
