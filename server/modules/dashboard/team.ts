import { sql } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The manager's team (DD-36): direct and indirect reports, and the employees of
 * the business units the manager heads; separated employees are left out.
 */
export function teamIds(db: Database, managerEmployeeId: number) {
  return sql<{ id: number }>`
    with recursive reports(id) as (
      select e.id from employees e where e.immediate_superior_id = ${managerEmployeeId}
      union
      select e.id from employees e join reports r on e.immediate_superior_id = r.id
    )
    select id from reports
    union
    select e.id from employees e join business_units b on b.id = e.business_unit_id
    where b.head_employee_id = ${managerEmployeeId} and e.id <> ${managerEmployeeId}`.execute(db);
}
