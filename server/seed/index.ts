import type { Database } from '../db/database';
import { newSeedContext, type SeedContext } from './context';
import { seedOrganisation } from './organisation.seed';
import { seedEmployees } from './employees.seed';
import { seedAccounts, createAccount } from './accounts.seed';
import { seedPayroll } from './payroll.seed';
import { seedHr } from './hr.seed';
import { seedLeave } from './leave.seed';
import { seedLeaveRecords } from './leave-records.seed';
import { seedApplications } from './applications.seed';
import { seedTimekeeping } from './timekeeping.seed';
import { seedDemoPunches, seedDemoTimesheets } from './timesheets.seed';
import { seedNationalHolidays } from '../modules/timekeeping/holiday-calendar';
import { seedPayrollRuns } from './payroll-runs.seed';
import { seedBatches } from './batches.seed';
import { seedLastDecember } from './last-year.seed';
import { refreshPlannerStatistics } from '../db/statistics';

type Seeder = (db: Database, context: SeedContext) => Promise<void>;

// The demo company, built in order; each area appends its seeder here.
const DEMO_SEEDERS: Seeder[] = [
  seedOrganisation,
  seedEmployees,
  seedAccounts,
  seedPayroll,
  seedHr,
  seedLeave,
  seedLeaveRecords,
  seedTimekeeping,
];

export async function isEmpty(db: Database): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !row;
}

/** Fills an empty database with the demo company, in one transaction. */
export async function seedDemo(db: Database, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const context = newSeedContext(today);
    for (const seeder of DEMO_SEEDERS) await seeder(trx, context);
    await seedDemoPunches(trx, today);
    await seedApplications(trx, context);
  });
  // processing runs its own transactions, chunk by chunk, as it does in the portal
  await seedDemoTimesheets(db, today);
  // payroll runs its jobs the same way: computed in chunks, then posted period by period
  await seedPayrollRuns(db);
  // last year's December and year-end, so that last year's 2316, 1604-C and alphalists have data
  await seedLastDecember(db, today);
  await seedBatches(db);
  await refreshPlannerStatistics(db);
}

/** SEED=none: only the first (system) administrator, and the reference data every company needs (the national holidays). */
export async function seedAdministrator(db: Database, email: string, password: string): Promise<void> {
  // the installation's first account is its system administrator: the one who takes backups and manages administrators
  await createAccount(db, { email, name: 'System administrator', role: 7, employeeId: null, password });
  await seedNationalHolidays(db);
}
