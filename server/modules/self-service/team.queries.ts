import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { teamOf, teamUnitsOf } from './team';

// The manager's team as the portal's pickers list it.

/** The team members in service, by name, labelled "no · last, first". */
export async function teamChoices(db: Database, manager: number) {
  return db
    .selectFrom('employees as e')
    .select(['e.id', 'e.employee_no', sql<string>`concat(e.employee_no, ' · ', e.last_name, ', ', e.first_name)`.as('text')])
    .where(sql<boolean>`e.id in ${teamOf(manager)}`)
    .where('e.separation_date', 'is', null)
    .orderBy('e.last_name')
    .orderBy('e.first_name')
    .execute();
}

/** The business units the manager's reports can be narrowed to, labelled "code · name". */
export async function teamUnitChoices(db: Database, manager: number) {
  return db
    .selectFrom('business_units as bu')
    .select(['bu.id', 'bu.code', sql<string>`concat(bu.code, ' · ', bu.name)`.as('text')])
    .where(sql<boolean>`bu.id in ${teamUnitsOf(manager)}`)
    .orderBy('bu.name')
    .execute();
}

/** Whether the employee is in the manager's team (separated or not). */
export async function isTeamMember(db: Database, manager: number, employeeId: number): Promise<boolean> {
  const member = await db
    .selectFrom('employees as e')
    .select('e.id')
    .where('e.id', '=', employeeId)
    .where(sql<boolean>`e.id in ${teamOf(manager)}`)
    .executeTakeFirst();
  return member !== undefined;
}
