import { sql, type Selectable, type Updateable } from 'kysely';
import { derivedRates } from '@core/resources/employee-compensations.resource';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { ConflictError } from '../../http/errors';
import { audit, type AuditActor } from '../../shared/audit';

// What applying a movement does to the employee. History is kept: the employee
// row takes the new values, the previous ones stay in the movement's
// from_snapshot, and a rate change adds a compensation row at its date.

/** A movement as stored (the HR verb passes the CRUD record, which carries these columns). */
export type Movement = Selectable<DB['employee_movements']>;
type Employee = Selectable<DB['employees']>;

/** The employee's assignment and pay before a movement, as stored on the movement (empty when there is no such employee). */
interface Snapshot {
  business_unit_id?: number;
  position_id?: number;
  employment_status?: string;
  payroll_group_id?: number | null;
  status?: string;
  rate_type?: string | null;
  basic_rate?: string | null;
  is_minimum_wage_earner?: boolean | null;
}

export async function snapshotOf(db: Database, employeeId: number, onDate: string): Promise<Snapshot> {
  const { rows } = await sql<Snapshot>`
    select e.business_unit_id, e.position_id, e.employment_status, e.payroll_group_id, e.status,
           c.rate_type, c.basic_rate, c.is_minimum_wage_earner
    from employees e
    left join lateral (
      select rate_type, basic_rate, is_minimum_wage_earner from employee_compensations
      where employee_id = e.id and effective_date <= ${onDate} order by effective_date desc limit 1
    ) c on true
    where e.id = ${employeeId}`.execute(db);
  return rows[0] ?? {};
}

/** The latest effective date among an employee's applied movements. */
export async function lastAppliedDate(db: Database, employeeId: number): Promise<string | null> {
  const row = await db
    .selectFrom('employee_movements')
    .select(sql<string | null>`max(effective_date)::text`.as('last'))
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'applied')
    .executeTakeFirst();
  return row?.last ?? null;
}

export async function applyMovement(
  db: Database,
  movement: Movement,
  today: string,
  userId: number | null,
): Promise<{ employeeBefore: Employee; employeeAfter: Employee; changes: Updateable<DB['employees']> }> {
  const employeeId = Number(movement.employee_id);
  const effective = String(movement.effective_date);
  const type = String(movement.movement_type);
  if (type !== 'separation' && effective > today) {
    throw new ConflictError(`This movement takes effect on ${effective}; it can be applied from that date.`);
  }
  const employeeBefore = await db.selectFrom('employees').selectAll().where('id', '=', employeeId).executeTakeFirstOrThrow();
  const changes: Updateable<DB['employees']> = {};
  if (type === 'reinstatement') {
    if (employeeBefore.status === 'active') throw new ConflictError('The employee is active; there is no separation to withdraw.');
    Object.assign(changes, { separation_date: null, separation_type: null, separation_reason: null, status: 'active' });
  } else if (employeeBefore.status === 'separated') {
    throw new ConflictError('The employee is separated; only a reinstatement can be applied.');
  }
  if (type === 'separation') {
    Object.assign(changes, {
      separation_date: effective,
      separation_type: movement.separation_type,
      separation_reason: movement.reason ?? null,
      status: effective <= today ? 'separated' : 'for_separation',
    });
  }
  if (movement.to_business_unit_id) changes.business_unit_id = movement.to_business_unit_id;
  if (movement.to_position_id) changes.position_id = movement.to_position_id;
  if (movement.to_payroll_group_id) changes.payroll_group_id = movement.to_payroll_group_id;
  if (movement.to_employment_status) {
    changes.employment_status = movement.to_employment_status;
    if (movement.to_employment_status === 'regular' && !employeeBefore.regularization_date) changes.regularization_date = effective;
  }
  let employeeAfter = employeeBefore;
  if (Object.keys(changes).length > 0) {
    employeeAfter = await db
      .updateTable('employees')
      .set({ ...changes, updated_at: sql`now()`, updated_by: userId })
      .where('id', '=', employeeId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  if (movement.to_basic_rate && movement.to_rate_type) {
    const clash = await db
      .selectFrom('employee_compensations')
      .select('id')
      .where('employee_id', '=', employeeId)
      .where('effective_date', '=', effective)
      .executeTakeFirst();
    if (clash) throw new ConflictError(`The employee already has a pay rate effective ${effective}; choose another effective date.`);
    await db
      .insertInto('employee_compensations')
      .values({
        employee_id: employeeId,
        effective_date: effective,
        rate_type: String(movement.to_rate_type),
        basic_rate: String(movement.to_basic_rate),
        ...derivedRates(String(movement.to_rate_type), String(movement.to_basic_rate)),
        is_minimum_wage_earner: movement.to_is_minimum_wage_earner === true,
        employee_movement_id: Number(movement.id),
        remarks: `${String(movement.movement_type).replace(/_/g, ' ')}${movement.memo_no ? ` (${movement.memo_no})` : ''}`,
        created_by: userId,
        updated_by: userId,
      })
      .execute();
  }
  return { employeeBefore, employeeAfter, changes };
}

export interface ApplyContext {
  /** Manila's today: a movement (other than a separation) applies from its effective date */
  today: string;
  now: Date;
  userId: number | null;
  actor: AuditActor;
}

/**
 * Applies a draft or approved movement inside the caller's transaction and audits
 * the change to the employee; returns the movement's columns to record. The HR
 * `apply` verb and the daily due-movements job both come through here. The
 * movement and the employee are locked first, so a click and the job (or two
 * processes) never apply the same movement twice nor interleave on one employee.
 */
export async function applyMovementRecord(
  trx: Database,
  movement: Movement,
  context: ApplyContext,
): Promise<Updateable<DB['employee_movements']>> {
  const employeeId = Number(movement.employee_id);
  const current = await trx
    .selectFrom('employee_movements')
    .select('status')
    .where('id', '=', Number(movement.id))
    .forUpdate()
    .executeTakeFirst();
  if (!current || !['draft', 'approved'].includes(String(current.status))) {
    throw new ConflictError(`This movement is ${current?.status ?? 'gone'}; it cannot be applied.`);
  }
  await trx.selectFrom('employees').select('id').where('id', '=', employeeId).forUpdate().execute();
  const last = await lastAppliedDate(trx, employeeId);
  if (last && String(movement.effective_date) < last) {
    throw new ConflictError(
      `A movement effective ${last} is already applied; this one, effective ${movement.effective_date}, would rewrite history.`,
    );
  }
  const snapshot = await snapshotOf(trx, employeeId, String(movement.effective_date));
  if (movement.movement_type === 'reinstatement') await refuseWhileFinalPayCase(trx, employeeId);
  const { employeeBefore, employeeAfter } = await applyMovement(trx, movement, context.today, context.userId);
  if (movement.movement_type === 'separation') await openFinalPayCase(trx, movement, employeeAfter, context);
  await audit(trx, context.actor, {
    resource: 'employees',
    action: 'movement',
    recordId: employeeId,
    summary: `Applied ${String(movement.movement_type).replace(/_/g, ' ')} effective ${movement.effective_date} to ${employeeBefore.employee_no}`,
    before: employeeBefore,
    after: employeeAfter,
  });
  return {
    status: 'applied',
    from_snapshot: JSON.stringify(snapshot),
    applied_at: context.now,
    ...(current.status === 'draft' ? { approved_by: context.userId, approved_at: context.now } : {}),
  };
}

/** A reinstatement withdraws a separation only once its final-pay case is cancelled (docs/domain.md §13.6). */
async function refuseWhileFinalPayCase(trx: Database, employeeId: number): Promise<void> {
  const live = await trx
    .selectFrom('final_pay_cases')
    .select('status')
    .where('employee_id', '=', employeeId)
    .where('status', 'not in', ['cancelled'])
    .executeTakeFirst();
  if (live) {
    throw new ConflictError(
      `The employee's final pay case is ${live.status.replace(/_/g, ' ')}; payroll must cancel it before a reinstatement.`,
    );
  }
}

/** The separation opens the employee's final-pay case (docs/domain.md §13.6, §13.7): one case at a time per employee. */
async function openFinalPayCase(trx: Database, movement: Movement, employee: Employee, context: ApplyContext): Promise<void> {
  const employeeId = Number(movement.employee_id);
  const open = await trx
    .selectFrom('final_pay_cases')
    .select('id')
    .where('employee_id', '=', employeeId)
    .where('status', 'not in', ['released', 'cancelled'])
    .executeTakeFirst();
  if (open) throw new ConflictError('The employee already has an open final pay case; cancel it before applying another separation.');
  const separation = String(movement.effective_date);
  const lastDay = movement.last_working_day ? String(movement.last_working_day) : separation;
  const created = await trx
    .insertInto('final_pay_cases')
    .values({
      company_id: Number(employee.company_id),
      employee_id: employeeId,
      business_unit_id: employee.business_unit_id === null ? null : Number(employee.business_unit_id),
      employee_movement_id: Number(movement.id),
      separation_type: String(movement.separation_type),
      separation_date: separation,
      last_working_day: lastDay,
      years_of_service: sql<string>`round((${separation}::date - ${String(employee.hire_date)}::date)::numeric / 365.25, 2)`,
      release_due_date: sql<string>`${separation}::date + 30`,
      created_by: context.userId,
      updated_by: context.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await audit(trx, context.actor, {
    resource: 'final-pay-cases',
    action: 'create',
    recordId: created.id,
    summary: `Final pay case opened by the separation of ${String(employee.employee_no)} effective ${separation}, due for release by the 30th day`,
  });
}
