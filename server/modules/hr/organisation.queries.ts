import { sql } from 'kysely';
import type { Database } from '../../db/database';

// The reads behind the organisation's rules: headcounts, level ranks and the
// business-unit and reporting trees.

/** A business unit's employees not separated, as the list's `headcount` column (the unit aliased `r`). */
export const businessUnitHeadcount = () =>
  sql<number>`(select count(*)::int from employees e where e.business_unit_id = r.id and e.status <> 'separated')`.as('headcount');

/** A position's employees not separated, as the list's `incumbents` column (the position aliased `r`). */
export const positionIncumbents = () =>
  sql<number>`(select count(*)::int from employees e where e.position_id = r.id and e.status <> 'separated')`.as('incumbents');

/** How many employees not separated are in the business unit or hold the position. */
export async function employeesNotSeparated(db: Database, column: 'business_unit_id' | 'position_id', id: number): Promise<number> {
  const { n } = await db
    .selectFrom('employees')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(column, '=', id)
    .where('status', '<>', 'separated')
    .executeTakeFirstOrThrow();
  return n;
}

/** The organisation-level ranks of a parent unit and of a level (null when either is unknown). */
export async function parentAndOwnRanks(db: Database, parentId: unknown, orgLevelId: unknown) {
  const ranks = await sql<{ parent_rank: number | null; own_rank: number | null }>`
    select (select l.rank from business_units p join org_levels l on l.id = p.org_level_id where p.id = ${parentId}) as parent_rank,
           (select rank from org_levels where id = ${orgLevelId}) as own_rank`.execute(db);
  return ranks.rows[0] ?? {};
}

/** Whether `candidate` is one of the sub-units (at any depth) of `ancestor`. */
export async function isSubUnitOf(db: Database, candidate: number, ancestor: number): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    with recursive below(id) as (
      select id from business_units where parent_id = ${ancestor}
      union select b.id from business_units b join below on b.parent_id = below.id
    ) select id from below where id = ${candidate}`.execute(db);
  return rows.length > 0;
}

/** Whether `position` is `reportsTo` itself or above it in the reporting chain (reporting to it would make a loop). */
export async function isInReportingChain(db: Database, reportsTo: unknown, position: unknown): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    with recursive chain(id) as (
      select ${reportsTo}::bigint
      union select p.reports_to_position_id from positions p join chain c on p.id = c.id where p.reports_to_position_id is not null
    ) select id from chain where id = ${position}`.execute(db);
  return rows.length > 0;
}
