import type { FastifyRequest } from 'fastify';
import { defaultPortalFlags, PORTAL_FLAGS, type PortalFlag } from '@core/access';
import { isBlank, normaliseRecord } from '@core/resources/define';
import { accountProblems, usersResource } from '@core/resources/users.resource';
import type { Database } from '../../db/database';
import { ConflictError, FieldErrorCollector, ForbiddenError, NotFoundError } from '../../http/errors';
import { actorOf, audit } from '../../shared/audit';
import { revokeUserTokens } from '../../shared/tokens';
import { hashPassword, passwordWeakness } from '../auth/passwords';
import { managedCompanyOf } from './managed-company';
import { employeeHasAccount, employeeNames, userById, type UserAccount } from './users.queries';

// Accounts and their portal flags (admin portal): creating, updating and
// resetting a password, each audited. Administrators (1 and 7) are managed only
// by system administrators (7).

/** The account form as sent: the users definition's fields, the portal flags (0/1) and, on create, the password. */
export type AccountForm = Record<string, unknown>;

/** The account columns the form writes, as normaliseRecord gives them once accountProblems found nothing. */
interface AccountValues {
  name: string;
  email: string;
  role: unknown;
  employee_id?: number | null;
  is_active?: boolean;
}

const ADMIN_ROLES = new Set([1, 7]);

/** The account the caller manages by id (404 when it is not one of theirs). */
export async function findUser(db: Database, request: FastifyRequest, id: string): Promise<UserAccount> {
  if (!/^\d+$/.test(id)) throw new NotFoundError();
  const row = await userById(db, await managedCompanyOf(db, request), Number(id));
  if (!row) throw new NotFoundError();
  return row;
}

function flagsFrom(body: AccountForm, fallback: Record<PortalFlag, number>): Record<PortalFlag, number> {
  const flags = { ...fallback };
  for (const flag of PORTAL_FLAGS) {
    if (flag in body) flags[flag] = body[flag] === 1 || body[flag] === true || body[flag] === '1' ? 1 : 0;
  }
  return flags;
}

function assertMayManage(request: FastifyRequest, targetRoles: number[]): void {
  const callerRole = request.auth!.user.role;
  if (callerRole !== 7 && targetRoles.some((role) => ADMIN_ROLES.has(role))) {
    throw new ForbiddenError('Only a system administrator may change administrator accounts.');
  }
}

/** The employee an account is linked to, when it exists and no other account has it (a malformed id is left to validation). */
async function linkableEmployee(db: Database, problems: FieldErrorCollector, employeeId: unknown, userId?: number) {
  if (isBlank(employeeId) || !/^\d+$/.test(String(employeeId).trim())) return undefined;
  const employee = await employeeNames(db, Number(employeeId));
  if (!employee) {
    problems.add('employee_id', 'The selected employee does not exist.');
    return undefined;
  }
  if (await employeeHasAccount(db, Number(employeeId), userId)) problems.add('employee_id', 'This employee already has an account.');
  return employee;
}

/** The account as submitted, its name defaulted to the employee's "First Last", and its problems. */
async function checkedAccount(db: Database, body: AccountForm, userId?: number) {
  const problems = new FieldErrorCollector();
  const employee = await linkableEmployee(db, problems, body.employee_id, userId);
  const account = employee && isBlank(body.name) ? { ...body, name: `${employee.first_name} ${employee.last_name}` } : body;
  for (const [field, messages] of Object.entries(accountProblems(account))) problems.add(field, messages[0]);
  return { account, problems };
}

/** The checked account's columns (see AccountValues). */
const accountValues = (account: AccountForm) => normaliseRecord(usersResource, account) as unknown as AccountValues;

export async function createUser(db: Database, request: FastifyRequest, body: AccountForm): Promise<UserAccount> {
  assertMayManage(request, [Number(body.role)]);
  const { account, problems } = await checkedAccount(db, body);
  const password = typeof body.password === 'string' ? body.password : '';
  const weakness = password ? passwordWeakness(password, String(body.email ?? '')) : 'The password field is required.';
  if (weakness) problems.add('password', weakness);
  problems.throwIfAny();
  const values = accountValues(account);
  const role = Number(values.role);
  const flags = flagsFrom(body, defaultPortalFlags(role, values.employee_id != null));
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const userId = request.auth!.user.id;
    const created = await trx
      .insertInto('users')
      .values({ ...values, role, password_hash: passwordHash, created_by: userId, updated_by: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('portal_accesses')
      .values({ user_id: created.id, ...flags })
      .execute();
    const row = await findUser(trx, request, String(created.id));
    await audit(trx, actorOf(request), {
      resource: 'users',
      action: 'create',
      recordId: created.id,
      summary: `Created user ${row.email}`,
      after: row,
    });
    return row;
  });
}

export async function updateUser(db: Database, request: FastifyRequest, id: string, changes: AccountForm, now: Date): Promise<UserAccount> {
  const existing = await findUser(db, request, id);
  const body: AccountForm = { ...existing, ...changes };
  assertMayManage(request, [Number(body.role), Number(existing.role)]);
  const { account, problems } = await checkedAccount(db, body, Number(id));
  problems.throwIfAny();
  const values = accountValues(account);
  const role = Number(values.role);
  if (Number(id) === request.auth!.user.id && (values.is_active === false || role !== Number(existing.role))) {
    throw new ConflictError('You cannot deactivate your own account or change your own role.');
  }
  const flags = flagsFrom(body, flagsFrom(existing, defaultPortalFlags(role, values.employee_id != null)));
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ ...values, role, updated_at: now, updated_by: request.auth!.user.id })
      .where('id', '=', Number(id))
      .execute();
    await trx
      .insertInto('portal_accesses')
      .values({ user_id: Number(id), ...flags })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...flags, updated_at: now }))
      .execute();
    if (existing.is_active && values.is_active === false) await revokeUserTokens(trx, Number(id), now);
    const row = await findUser(trx, request, id);
    await audit(trx, actorOf(request), {
      resource: 'users',
      action: 'update',
      recordId: id,
      summary: `Updated user ${row.email}`,
      before: existing,
      after: row,
    });
    return row;
  });
}

export async function resetUserPassword(
  db: Database,
  request: FastifyRequest,
  id: string,
  password: unknown,
  now: Date,
): Promise<UserAccount> {
  const existing = await findUser(db, request, id);
  assertMayManage(request, [Number(existing.role)]);
  const problems = new FieldErrorCollector();
  const weakness =
    typeof password === 'string' && password ? passwordWeakness(password, String(existing.email)) : 'The password field is required.';
  if (weakness) problems.add('password', weakness);
  problems.throwIfAny();
  const passwordHash = await hashPassword(password as string);
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, failed_login_count: 0, updated_at: now })
      .where('id', '=', Number(id))
      .execute();
    await revokeUserTokens(trx, Number(id), now);
    await audit(trx, actorOf(request), {
      resource: 'users',
      action: 'reset_password',
      recordId: id,
      summary: `Reset the password of ${existing.email}`,
    });
    return existing;
  });
}
