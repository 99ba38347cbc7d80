import { sql } from 'kysely';
import type { Database } from '../../db/database';

// The reads behind the self-service portals' filing pickers (lookups.routes.ts).

/** The employee's leave balances of the year, type by type (the active types their sex may file), less the days pending. */
export async function ownLeaveBalances(db: Database, employeeId: number, year: number) {
  const pendingDays = sql<string>`coalesce((select sum(la.days) from leave_applications la join applications a on a.id = la.application_id
      where a.employee_id = ${employeeId} and la.leave_type_id = t.id and a.status = 'pending'
        and extract(year from a.date_from) = ${year}), 0)`;
  return db
    .selectFrom('leave_types as t')
    .leftJoin('leave_balances as b', (join) =>
      join.onRef('b.leave_type_id', '=', 't.id').on('b.employee_id', '=', employeeId).on('b.year', '=', year),
    )
    .innerJoin('employees as e', (join) => join.onRef('e.company_id', '=', 't.company_id').on('e.id', '=', employeeId))
    .select([
      't.id as leave_type_id',
      't.code',
      't.name',
      't.requires_balance',
      't.allow_half_day',
      sql<string>`coalesce(b.balance, 0)`.as('balance'),
      sql<string>`${pendingDays}`.as('pending'),
      // exact numeric subtraction in the database, as the filing service checks it
      sql<string>`coalesce(b.balance, 0) - ${pendingDays}`.as('available'),
    ])
    .where('t.is_active', '=', true)
    .where((eb) => eb.or([eb('t.gender', '=', 'any'), eb('t.gender', '=', eb.ref('e.sex'))]))
    .orderBy('t.code')
    .execute();
}

/** The company's active shifts, by code. */
export async function activeShifts(db: Database, companyId: number) {
  const shifts = await db
    .selectFrom('shift_schedules')
    .select(['id', 'code', 'name', 'time_in', 'time_out', 'color'])
    .where('company_id', '=', companyId)
    .where('is_active', '=', true)
    .orderBy('code')
    .execute();
  return shifts.map((s) => ({ ...s, id: Number(s.id) }));
}
