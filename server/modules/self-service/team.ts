import { sql, type RawBuilder } from 'kysely';

// A manager's team (docs/domain.md §15.6): direct and indirect reports, plus the employees
// of the business units the manager heads. Everyone else is outside the manager's reach.

export function teamOf(managerId: number): RawBuilder<unknown> {
  return sql`(
    with recursive reports(id) as (
      select id from employees where immediate_superior_id = ${managerId}
      union
      select e.id from employees e join reports r on e.immediate_superior_id = r.id
    )
    select id from reports
    union
    select e.id from employees e join business_units bu on bu.id = e.business_unit_id
    where bu.head_employee_id = ${managerId} and e.id <> ${managerId}
  )`;
}

/**
 * The pending steps that wait for this manager, with the keys each carries of its filing
 * (application_id, company_id, application_type, submitted_at): named, as alternate, or
 * their role for a team member, never their own filing. Each way in is its own branch over a partial index of the
 * pending steps ordered by submission, so the queue's page is read from the manager's
 * steps in order and its count from the index alone. One step waits per filing at a time;
 * the branches exclude each other so a filing is listed once.
 */
export function queueOf(managerId: number, role: number): RawBuilder<unknown> {
  const keys = sql`ap.application_id, ap.company_id, ap.application_type, ap.submitted_at`;
  // the manager's own filing never waits for them (an alternate or role level they hold passes them over)
  const notOwn = sql`not exists (select 1 from applications own where own.id = ap.application_id and own.employee_id = ${managerId})`;
  return sql`select ${keys} from application_approvals ap
    where ap.status = 'pending' and ap.approver_employee_id = ${managerId}
    union all
    select ${keys} from application_approvals ap
    where ap.status = 'pending' and ap.alternate_employee_id = ${managerId} and ap.approver_employee_id is distinct from ${managerId}
      and ${notOwn}
    union all
    select ${keys} from application_approvals ap
    where ap.status = 'pending' and ap.approver_type = 'role' and ap.approver_role = ${role}
      and ap.alternate_employee_id is distinct from ${managerId}
      and ap.application_id in (select filed.id from applications filed where filed.employee_id in ${teamOf(managerId)})
      and ${notOwn}`;
}

/** The applications whose current level waits for this manager (see queueOf). */
export function awaitingManager(managerId: number | null, role: number): RawBuilder<boolean> {
  if (managerId === null) return sql<boolean>`false`;
  return sql<boolean>`a.id in (select q.application_id from (${queueOf(managerId, role)}) q)`;
}

/** The business units a manager may narrow their team to: those they head and those of their reports. */
export function teamUnitsOf(managerId: number): RawBuilder<unknown> {
  return sql`(
    select bu.id from business_units bu where bu.head_employee_id = ${managerId}
    union
    select e.business_unit_id from employees e where e.id in ${teamOf(managerId)}
  )`;
}

/** The manager's team members among `employees` (unaliased), for the grids narrowed to the team. */
export function inTeamOf(managerId: number): RawBuilder<boolean> {
  return sql<boolean>`id in ${teamOf(managerId)}`;
}
