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

/** The applications whose current level waits for this manager: named (or alternate), or their role for a team member. */
export function awaitingManager(managerId: number | null, role: number): RawBuilder<boolean> {
  if (managerId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (
    select 1 from application_approvals ap
    where ap.application_id = a.id and ap.status = 'pending'
      and (ap.approver_employee_id = ${managerId} or ap.alternate_employee_id = ${managerId}
        or (ap.approver_type = 'role' and ap.approver_role = ${role} and a.employee_id in ${teamOf(managerId)}))
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
