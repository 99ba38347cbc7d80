import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { addDays, dayNumber, weekday } from '../engine/time';

// What the calendar-schedule grid shows (docs/domain.md §4 employee_schedules): each
// employee's shift or rest day per date, from the dated row where there is one and
// from the default pattern (default shift, rest days) otherwise; the holidays of each
// date; and the dates a closed or linked timesheet has frozen for the employee's group.

export interface GridEmployee {
  id: number;
  employee_no: string;
  name: string;
  payroll_group_id: number | null;
  default_shift_schedule_id: number | null;
  rest_days: number[];
}

export interface GridCell {
  date: string;
  shift_schedule_id: number | null;
  is_rest_day: boolean;
  /** 'default' when no dated row overrides the pattern */
  source: string;
  remarks: string | null;
  closed: boolean;
}

export function datesBetween(from: string, to: string): string[] {
  const count = dayNumber(to) - dayNumber(from) + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, i) => addDays(from, i));
}

export async function gridEmployees(db: Database, ids: readonly number[]): Promise<GridEmployee[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('employees')
    .select([
      'id',
      'employee_no',
      sql<string>`concat(last_name, ', ', first_name)`.as('name'),
      'payroll_group_id',
      'default_shift_schedule_id',
      'rest_days',
    ])
    .where('id', 'in', [...ids])
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    payroll_group_id: r.payroll_group_id === null ? null : Number(r.payroll_group_id),
    default_shift_schedule_id: r.default_shift_schedule_id === null ? null : Number(r.default_shift_schedule_id),
    rest_days: r.rest_days as number[],
  }));
}

/** The closed or linked cut-offs of each payroll group that touch the dates. */
export async function frozenCutoffs(db: Database, groupIds: readonly number[], from: string, to: string) {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectFrom('timesheets')
    .select(['payroll_group_id', sql<string>`cutoff_start::text`.as('start'), sql<string>`cutoff_end::text`.as('end')])
    .where('payroll_group_id', 'in', [...groupIds])
    .where('status', 'in', ['closed', 'linked'])
    .where('cutoff_start', '<=', to)
    .where('cutoff_end', '>=', from)
    .execute();
  return rows.map((r) => ({ groupId: Number(r.payroll_group_id), start: r.start, end: r.end }));
}

export function isFrozen(cutoffs: Awaited<ReturnType<typeof frozenCutoffs>>, groupId: number | null, date: string): boolean {
  return cutoffs.some((c) => c.groupId === groupId && c.start <= date && date <= c.end);
}

/** Each employee's cells over the dates. */
export async function gridCells(
  db: Database,
  employees: readonly GridEmployee[],
  from: string,
  to: string,
): Promise<Map<number, GridCell[]>> {
  const ids = employees.map((e) => e.id);
  const dated = ids.length
    ? await db
        .selectFrom('employee_schedules')
        .select(['employee_id', sql<string>`schedule_date::text`.as('date'), 'shift_schedule_id', 'is_rest_day', 'source', 'remarks'])
        .where('employee_id', 'in', ids)
        .where('schedule_date', '>=', from)
        .where('schedule_date', '<=', to)
        .execute()
    : [];
  const byKey = new Map(dated.map((row) => [`${row.employee_id} ${row.date}`, row]));
  const cutoffs = await frozenCutoffs(
    db,
    [...new Set(employees.map((e) => e.payroll_group_id).filter((g): g is number => g !== null))],
    from,
    to,
  );
  const dates = datesBetween(from, to);
  return new Map(
    employees.map((employee) => [
      employee.id,
      dates.map((date) => {
        const row = byKey.get(`${employee.id} ${date}`);
        const closed = isFrozen(cutoffs, employee.payroll_group_id, date);
        if (row)
          return {
            date,
            shift_schedule_id: row.shift_schedule_id === null ? null : Number(row.shift_schedule_id),
            is_rest_day: row.is_rest_day,
            source: row.source,
            remarks: row.remarks,
            closed,
          };
        const rest = employee.rest_days.includes(weekday(date));
        return {
          date,
          shift_schedule_id: rest ? null : employee.default_shift_schedule_id,
          is_rest_day: rest,
          source: 'default',
          remarks: null,
          closed,
        };
      }),
    ]),
  );
}

/** The holidays of each date, local ones with their city. */
export async function holidaysBetween(db: Database, from: string, to: string) {
  const rows = await db
    .selectFrom('holidays')
    .select([sql<string>`holiday_date::text`.as('date'), 'name', 'holiday_type', 'scope', 'city_municipality'])
    .where('holiday_date', '>=', from)
    .where('holiday_date', '<=', to)
    .orderBy('holiday_date')
    .execute();
  return rows;
}
