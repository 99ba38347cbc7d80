import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { ADMINISTRATOR_ROLE, TIMEKEEPING_ROLE, type MatrixRow, type RoutingContext } from './routing';

// The organisation a route is resolved in, read once per filing: the matrix rows in
// force, the business-unit tree and who may approve.

export async function loadRouting(
  trx: Database,
  companyId: number,
  applicant: RoutingContext['applicant'],
  filerEmployeeId: number | null,
  onDate: string,
): Promise<{ rows: MatrixRow[]; context: RoutingContext }> {
  const units = await trx
    .selectFrom('business_units')
    .select(['id', 'parent_id', 'head_employee_id'])
    .where('company_id', '=', companyId)
    .execute();
  const rows = await trx
    .selectFrom('approver_matrices as m')
    .innerJoin('business_units as bu', 'bu.id', 'm.business_unit_id')
    .select([
      'm.business_unit_id',
      'm.employee_id',
      'm.application_type',
      'm.level',
      'm.approver_type',
      'm.approver_employee_id',
      'm.approver_role',
      'm.alternate_employee_id',
    ])
    .where('bu.company_id', '=', companyId)
    .where('m.is_active', '=', true)
    .where((eb) => eb.or([eb('m.effective_from', 'is', null), eb('m.effective_from', '<=', onDate)]))
    .where((eb) => eb.or([eb('m.effective_to', 'is', null), eb('m.effective_to', '>=', onDate)]))
    .execute();
  const approvers = await trx
    .selectFrom('users as u')
    .leftJoin('portal_accesses as pa', 'pa.user_id', 'u.id')
    .select('u.employee_id')
    .where('u.is_active', '=', true)
    .where('u.employee_id', 'is not', null)
    .where((eb) => eb.or([eb('u.role', '=', 2), eb('pa.manager_portal_access', '=', 1)]))
    .execute();
  const canApprove = new Set(approvers.map((a) => Number(a.employee_id)));
  // the active accounts of the roles a level can name (the matrix's and timekeeping), by employee:
  // the applicant's own accounts never count as someone else who can decide
  const n = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const roleIds = [...new Set([TIMEKEEPING_ROLE, ADMINISTRATOR_ROLE, ...rows.map((r) => n(r.approver_role)).filter((r) => r !== null)])];
  const holders = await trx
    .selectFrom('users')
    .select(['role', 'employee_id', sql<number>`count(*)::int`.as('accounts')])
    .where('is_active', '=', true)
    .where('role', 'in', roleIds)
    .groupBy(['role', 'employee_id'])
    .execute();
  const accounts = new Map<string, number>();
  const add = (key: string, count: number) => accounts.set(key, (accounts.get(key) ?? 0) + count);
  for (const h of holders) {
    add(`${h.role}`, Number(h.accounts));
    if (h.employee_id !== null) add(`${h.role}:${h.employee_id}`, Number(h.accounts));
  }
  const held = (employeeId: number | null, role: number) => (employeeId === null ? 0 : (accounts.get(`${role}:${employeeId}`) ?? 0));
  return {
    rows: rows.map((r) => ({
      business_unit_id: Number(r.business_unit_id),
      employee_id: n(r.employee_id),
      application_type: r.application_type,
      level: Number(r.level),
      approver_type: r.approver_type as MatrixRow['approver_type'],
      approver_employee_id: n(r.approver_employee_id),
      approver_role: n(r.approver_role),
      alternate_employee_id: n(r.alternate_employee_id),
    })),
    context: {
      applicant,
      filerEmployeeId,
      units: new Map(units.map((u) => [Number(u.id), { parent_id: n(u.parent_id), head_employee_id: n(u.head_employee_id) }])),
      canApprove: (id) => canApprove.has(id),
      roleHasUsers: (role, except) => (accounts.get(`${role}`) ?? 0) > held(except, role),
      holdsRole: (employeeId, role) => held(employeeId, role) > 0,
    },
  };
}

/** Whether the employee has an active account of the role: such an applicant is passed over at that role's levels. */
export async function employeeHoldsRole(trx: Database, employeeId: number, role: number): Promise<boolean> {
  const account = await trx
    .selectFrom('users')
    .select('id')
    .where('employee_id', '=', employeeId)
    .where('role', '=', role)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return account !== undefined;
}
