import { sql, type RawBuilder } from 'kysely';
import type { CalendarGrid } from '@core/contract/calendar-schedule';
import type { Database } from '../../../db/database';
import { ValidationError } from '../../../http/errors';
import { addDays } from '../engine/time';
import { datesBetween, gridCells, gridEmployees, holidaysBetween } from './calendar-grid';
import type { GridQuery } from './calendar-schedule.schemas';

/**
 * The employees × dates grid of a company (the calendar-schedule screen), of the employees for whom
 * `within` holds (`employees` unaliased; all of them by default): a page of employees in service,
 * each date's cell, the dates' holidays and the company's shifts.
 */
export async function scheduleGrid(
  db: Database,
  companyId: number,
  query: GridQuery,
  within: RawBuilder<boolean> = sql<boolean>`true`,
): Promise<CalendarGrid> {
  const { from, q } = query;
  const [days, page, perPage] = [Number(query.days ?? 7), Number(query.page ?? 1), Number(query.per_page ?? 25)];
  if (days > 31) throw new ValidationError({ days: ['must be at most 31'] });
  if (perPage > 100) throw new ValidationError({ per_page: ['must be at most 100'] });
  const businessUnitId = query.business_unit_id ? Number(query.business_unit_id) : undefined;
  const payrollGroupId = query.payroll_group_id ? Number(query.payroll_group_id) : undefined;
  const to = addDays(from, days - 1);
  let employees = db
    .selectFrom('employees')
    .where('company_id', '=', companyId)
    .where(within)
    .where('hire_date', '<=', to)
    .where((eb) => eb.or([eb('separation_date', 'is', null), eb('separation_date', '>=', from)]));
  if (businessUnitId) employees = employees.where('business_unit_id', '=', businessUnitId);
  if (payrollGroupId) employees = employees.where('payroll_group_id', '=', payrollGroupId);
  if (q?.trim()) {
    const like = `%${q.trim().toLowerCase()}%`;
    employees = employees.where((eb) =>
      eb.or([eb(sql`lower(employee_no)`, 'like', like), eb(sql`lower(concat(last_name, ', ', first_name))`, 'like', like)]),
    );
  }
  const total = Number((await employees.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const ids = (
    await employees
      .select('id')
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute()
  ).map((r) => Number(r.id));
  const rows = await gridEmployees(db, ids);
  const cells = await gridCells(db, rows, from, to);
  const holidays = await holidaysBetween(db, from, to);
  const shifts = await companyShifts(db, companyId);
  return {
    from,
    to,
    total,
    dates: datesBetween(from, to).map((date) => ({ date, holidays: holidays.filter((h) => h.date === date) })),
    shifts,
    rows: rows.map((e) => ({ ...e, cells: cells.get(e.id) ?? [] })),
  };
}

/** The company's shifts by code, as the grid's legend shows them. */
async function companyShifts(db: Database, companyId: number) {
  const shifts = await db
    .selectFrom('shift_schedules')
    .select(['id', 'code', 'name', 'color', 'time_in', 'time_out', 'is_active'])
    .where('company_id', '=', companyId)
    .orderBy('code')
    .execute();
  return shifts.map((s) => ({ ...s, id: Number(s.id) }));
}
