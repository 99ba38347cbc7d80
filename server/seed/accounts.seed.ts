import type { Database } from '../db/database';
import { defaultPortalFlags, type PortalFlag } from '@core/access';
import { hashPassword } from '../modules/auth/passwords';
import type { SeedContext } from './context';
import { ACCOUNT_EMAILS } from './employees.seed';

export const DEMO_PASSWORD = 'Passw0rd!';

export const DEMO_ACCOUNTS: { email: string; role: number; person?: string; extraFlags?: PortalFlag[]; name?: string }[] = [
  { email: ACCOUNT_EMAILS.admin, role: 1, person: 'admin' },
  { email: 'sysadmin@example.com', role: 7, name: 'System Administrator' },
  { email: ACCOUNT_EMAILS.manager, role: 2, person: 'manager' },
  { email: ACCOUNT_EMAILS.employee, role: 3, person: 'employee' },
  { email: ACCOUNT_EMAILS.hr, role: 4, person: 'hr' },
  { email: ACCOUNT_EMAILS.timekeeping, role: 5, person: 'timekeeping' },
  { email: ACCOUNT_EMAILS.payroll, role: 6, person: 'payroll' },
  { email: ACCOUNT_EMAILS['hr.payroll'], role: 4, person: 'hr.payroll', extraFlags: ['payroll_portal_access'] },
];

/** One account with its portal flags (the defaults of its role, plus any extra). */
export async function createAccount(
  db: Database,
  account: { email: string; name: string; role: number; employeeId: number | null; password: string; extraFlags?: PortalFlag[] },
): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({
      name: account.name,
      email: account.email,
      role: account.role,
      employee_id: account.employeeId,
      password_hash: await hashPassword(account.password),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const flags = defaultPortalFlags(account.role, account.employeeId !== null);
  for (const flag of account.extraFlags ?? []) flags[flag] = 1;
  await db
    .insertInto('portal_accesses')
    .values({ user_id: user.id, ...flags })
    .execute();
  return user.id;
}

export async function seedAccounts(db: Database, context: SeedContext): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const employeeId = account.person ? context.people.get(account.person)! : null;
    const name = employeeId
      ? await db
          .selectFrom('employees')
          .select(['first_name', 'last_name'])
          .where('id', '=', employeeId)
          .executeTakeFirstOrThrow()
          .then((e) => `${e.first_name} ${e.last_name}`)
      : account.name!;
    await createAccount(db, {
      email: account.email,
      name,
      role: account.role,
      employeeId,
      password: DEMO_PASSWORD,
      extraFlags: account.extraFlags,
    });
  }
}
