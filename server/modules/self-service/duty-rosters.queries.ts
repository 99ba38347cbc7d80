import { sql } from 'kysely';
import type { DutyRoster, RosterGrid, RosterLine } from '@core/contract/duty-rosters';
import type { Database } from '../../db/database';
import { datesBetween, gridEmployees } from '../timekeeping/calendar/calendar-grid';
import { activeShifts } from './lookups.queries';
import { inTeamOf } from './team';

// The reads of the manager's duty rosters (duty-rosters.service.ts writes them).

/** The manager's own roster in the company, if it is one. */
export async function findOwnRoster(db: Database, companyId: number, manager: number, id: number): Promise<DutyRoster | undefined> {
  const row = await db
    .selectFrom('applications as a')
    .innerJoin('duty_rosters as r', 'r.application_id', 'a.id')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .select([
      'a.id',
      'a.reference_no',
      'a.status',
      sql<string>`a.date_from::text`.as('date_from'),
      sql<string>`a.date_to::text`.as('date_to'),
      'r.business_unit_id',
      'r.title',
    ])
    .where('a.id', '=', id)
    .where('a.application_type', '=', 'duty_roster')
    .where('a.employee_id', '=', manager)
    .where('e.company_id', '=', companyId)
    .executeTakeFirst();
  return row && { ...row, id: Number(row.id), business_unit_id: Number(row.business_unit_id) };
}

/** The team members in service on some date of the period, for whom the roster has a row each. */
export async function rosterMembers(db: Database, manager: number, roster: DutyRoster) {
  const ids = (
    await db
      .selectFrom('employees')
      .select('id')
      .where(inTeamOf(manager))
      .where('hire_date', '<=', roster.date_to)
      .where((eb) => eb.or([eb('separation_date', 'is', null), eb('separation_date', '>=', roster.date_from)]))
      .execute()
  ).map((r) => Number(r.id));
  return gridEmployees(db, ids);
}

/** The cells the roster has. */
export async function rosterLines(db: Database, rosterId: number): Promise<RosterLine[]> {
  const lines = await db
    .selectFrom('duty_roster_lines')
    .select(['employee_id', sql<string>`schedule_date::text`.as('schedule_date'), 'shift_schedule_id', 'is_rest_day'])
    .where('duty_roster_id', '=', rosterId)
    .execute();
  return lines.map((l) => ({
    ...l,
    employee_id: Number(l.employee_id),
    shift_schedule_id: l.shift_schedule_id === null ? null : Number(l.shift_schedule_id),
  }));
}

/**
 * What the manager should know about a cell (§15.6 duty-roster-schedule): a leave of the
 * employee filed or approved on the date, and a holiday of the date (national, or local
 * to the city of the employee's unit). Warnings only: the roster still takes the cell.
 */
async function cellWarnings(db: Database, employeeIds: number[], roster: DutyRoster) {
  if (employeeIds.length === 0) return [];
  const ids = sql.join(employeeIds);
  const { rows } = await sql<{ employee_id: number; date: string; kind: 'leave' | 'holiday'; text: string }>`
    select a.employee_id, d.day::date::text as date, 'leave' as kind,
        concat(lt.name, ' ', a.reference_no, ' (', replace(a.status, '_', ' '), ')') as text
      from applications a
      join leave_applications la on la.application_id = a.id
      join leave_types lt on lt.id = la.leave_type_id
      cross join lateral generate_series(greatest(a.date_from, ${roster.date_from}::date), least(a.date_to, ${roster.date_to}::date), interval '1 day') as d(day)
     where a.application_type = 'leave' and a.status in ('pending', 'approved', 'for_cancellation')
       and a.employee_id in (${ids}) and a.date_from <= ${roster.date_to}::date and a.date_to >= ${roster.date_from}::date
    union all
    select e.id, h.holiday_date::text, 'holiday',
        concat(h.name, ' (', replace(h.holiday_type, '_', ' '), case when h.scope <> 'national' then concat(', ', h.city_municipality) else '' end, ')')
      from holidays h
      join employees e on e.id in (${ids})
      left join business_units bu on bu.id = e.business_unit_id
     where h.holiday_date between ${roster.date_from}::date and ${roster.date_to}::date
       and (h.scope = 'national' or lower(h.city_municipality) = lower(bu.city_municipality))
     order by 1, 2, 3`.execute(db);
  return rows.map((r) => ({ ...r, employee_id: Number(r.employee_id) }));
}

/** The roster's editor: the team members × dates, the cells set, the active shifts and the warnings. */
export async function rosterGrid(db: Database, companyId: number, manager: number, roster: DutyRoster): Promise<RosterGrid> {
  const employees = await rosterMembers(db, manager, roster);
  const lines = await rosterLines(db, roster.id);
  const shifts = await activeShifts(db, companyId);
  return {
    roster,
    warnings: await cellWarnings(
      db,
      employees.map((e) => e.id),
      roster,
    ),
    dates: datesBetween(roster.date_from, roster.date_to),
    shifts,
    rows: employees.map((e) => ({ id: e.id, employee_no: e.employee_no, name: e.name })),
    lines,
  };
}

/** The manager's latest roster with a schedule that ends before this one starts (the default source of a copy). */
export async function previousRosterId(db: Database, manager: number, roster: DutyRoster): Promise<number | undefined> {
  const previous = await db
    .selectFrom('applications as a')
    .select('a.id')
    .where('a.application_type', '=', 'duty_roster')
    .where('a.employee_id', '=', manager)
    .where('a.id', '<>', roster.id)
    .where('a.date_to', '<', roster.date_from)
    .where('a.status', 'not in', ['rejected', 'cancelled'])
    .where((eb) => eb.exists(eb.selectFrom('duty_roster_lines as l').select('l.id').whereRef('l.duty_roster_id', '=', 'a.id')))
    .orderBy('a.date_to', 'desc')
    .orderBy('a.id', 'desc')
    .executeTakeFirst();
  return previous && Number(previous.id);
}

/** The cells of a roster to copy, each with whether its shift is still active. */
export async function copySourceLines(db: Database, rosterId: number) {
  return db
    .selectFrom('duty_roster_lines as l')
    .leftJoin('shift_schedules as s', 's.id', 'l.shift_schedule_id')
    .select([
      'l.employee_id',
      sql<string>`l.schedule_date::text`.as('schedule_date'),
      'l.shift_schedule_id',
      'l.is_rest_day',
      's.is_active',
    ])
    .where('l.duty_roster_id', '=', rosterId)
    .execute();
}

/** The business unit of an employee of the company (none for another company's). */
export async function businessUnitOf(db: Database, companyId: number, employeeId: number): Promise<number | undefined> {
  const self = await db
    .selectFrom('employees')
    .select('business_unit_id')
    .where('id', '=', employeeId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return self && Number(self.business_unit_id);
}

/** Whether a business unit is within the manager's span: their own unit, or one they head. */
export async function isWithinSpan(db: Database, companyId: number, manager: number, homeUnit: number, unitId: number): Promise<boolean> {
  const unit = await db
    .selectFrom('business_units')
    .select('id')
    .where('id', '=', unitId)
    .where('company_id', '=', companyId)
    .where((eb) => eb.or([eb('head_employee_id', '=', manager), eb('id', '=', homeUnit)]))
    .executeTakeFirst();
  return unit !== undefined;
}
