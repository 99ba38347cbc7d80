import { sql, type RawBuilder } from 'kysely';

// A manager's team (domain.md §15.6): direct and indirect reports, plus the employees
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
 * The applications whose current level waits for this manager: named (or alternate), or their role for a team member.
 * Each way in is its own branch over a partial index of the pending steps, so the queue is read from the
 * manager's few steps instead of testing every application of the company (an `exists` with `or` would).
 */
export function awaitingManager(managerId: number | null, role: number): RawBuilder<boolean> {
  if (managerId === null) return sql<boolean>`false`;
  return sql<boolean>`a.id in (
    select ap.application_id from application_approvals ap
    where ap.status = 'pending' and ap.approver_employee_id = ${managerId}
    union all
    select ap.application_id from application_approvals ap
    where ap.status = 'pending' and ap.alternate_employee_id = ${managerId}
    union all
    select ap.application_id from application_approvals ap join applications filed on filed.id = ap.application_id
    where ap.status = 'pending' and ap.approver_type = 'role' and ap.approver_role = ${role}
      and filed.employee_id in ${teamOf(managerId)}
  )`;
}

/** The business units a manager may narrow their team to: those they head and those of their reports. */
export function teamUnitsOf(managerId: number): RawBuilder<unknown> {
  return sql`(
    select bu.id from business_units bu where bu.head_employee_id = ${managerId}
    union
    select e.business_unit_id from employees e where e.id in ${teamOf(managerId)}
  )`;
}
