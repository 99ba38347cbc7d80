import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { companyOfPayrollGroup } from '../../../http/company-tables';
import { preferenceNumber } from '../../hr/preferences';
import { addDays } from '../engine/time';
import type {
  ApplicationInput,
  CalendarDayInput,
  NightRuleInput,
  PunchInput,
  ScheduleRowInput,
  ShiftInput,
  TimesheetInput,
} from '../engine';

// Reads what the engine needs for a timesheet from the database, one chunk of employees
// at a time: the same shapes the preview route takes, so both run one engine function.

/** how far before the cutoff the holiday-pay rule may look for the last working day */
const LOOKBACK_DAYS = 10;

/** Applications whose effects hold: approved, and approved ones whose cancellation is not yet decided. */
const IN_FORCE = ['approved', 'for_cancellation'];

export interface TimesheetScope {
  id: number;
  payroll_group_id: number;
  cutoff_start: string;
  cutoff_end: string;
}

export interface SharedInputs {
  companyId: number;
  shifts: ShiftInput[];
  shiftIds: Map<string, number>;
  nightRule: NightRuleInput | null;
  otMinimum: number;
  calendar: CalendarDayInput[];
  leaveTypeIds: Map<string, number>;
  restDaysPaid: boolean;
  dates: string[];
}

export function datesOf(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) dates.push(d);
  return dates;
}

const hhmm = (value: string | null) => (value ? value.slice(0, 5) : null);

export async function employeesOf(db: Database, scope: TimesheetScope, only?: readonly number[]): Promise<number[]> {
  let query = db
    .selectFrom('employees')
    .select('id')
    .where('payroll_group_id', '=', scope.payroll_group_id)
    .where('company_id', '=', companyOfPayrollGroup(scope.payroll_group_id))
    .where('hire_date', '<=', scope.cutoff_end)
    .where((eb) => eb.or([eb('separation_date', 'is', null), eb('separation_date', '>=', scope.cutoff_start)]))
    // an employee's days in their final timesheet are processed there only (docs/domain.md §13.7)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('timesheets as f')
            .select('f.id')
            .whereRef('f.employee_id', '=', 'employees.id')
            .where('f.timesheet_type', '=', 'final')
            .where('f.id', '!=', scope.id)
            .where('f.cutoff_start', '<=', scope.cutoff_end)
            .where('f.cutoff_end', '>=', scope.cutoff_start),
        ),
      ),
    )
    .orderBy('id');
  if (only?.length) query = query.where('id', 'in', [...only]);
  return (await query.execute()).map((r) => r.id);
}

export async function sharedInputs(db: Database, scope: TimesheetScope): Promise<SharedInputs> {
  const group = await db
    .selectFrom('payroll_groups')
    .select(['company_id', 'days_per_year'])
    .where('id', '=', scope.payroll_group_id)
    .executeTakeFirstOrThrow();
  const shifts = await db.selectFrom('shift_schedules').selectAll().where('company_id', '=', group.company_id).execute();
  const rule = await db
    .selectFrom('night_differential_rules')
    .selectAll()
    .where('company_id', '=', group.company_id)
    .where((eb) => eb.or([eb('payroll_group_id', '=', scope.payroll_group_id), eb('payroll_group_id', 'is', null)]))
    .where('effective_from', '<=', scope.cutoff_end)
    .orderBy(sql`payroll_group_id is null`)
    .orderBy('effective_from', 'desc')
    .executeTakeFirst();
  const otMinimum = await preferenceNumber(db, group.company_id, 'ot_minimum_minutes', 30);
  const holidays = await db
    .selectFrom('holidays')
    .select(['holiday_date', 'name', 'holiday_type', 'scope', 'city_municipality'])
    .where('holiday_date', '>=', addDays(scope.cutoff_start, -LOOKBACK_DAYS))
    .where('holiday_date', '<=', addDays(scope.cutoff_end, 1))
    .execute();
  const calendar = new Map<string, CalendarDayInput>();
  for (const h of holidays) {
    const day = calendar.get(h.holiday_date) ?? { date: h.holiday_date, holidays: [] };
    day.holidays.push({
      name: h.name,
      holiday_type: h.holiday_type as 'regular',
      scope: h.scope as 'national',
      city_municipality: h.city_municipality,
    });
    calendar.set(h.holiday_date, day);
  }
  const leaveTypes = await db.selectFrom('leave_types').select(['id', 'code']).where('company_id', '=', group.company_id).execute();
  return {
    companyId: group.company_id,
    shifts: shifts.map((s) => ({
      code: s.code,
      time_in: hhmm(s.time_in)!,
      time_out: hhmm(s.time_out)!,
      break_start: hhmm(s.break_start),
      break_end: hhmm(s.break_end),
      paid_break: s.paid_break,
      required_minutes: s.required_minutes,
      grace_minutes: s.grace_minutes,
      is_flexible: s.is_flexible,
      flex_latest_in: hhmm(s.flex_latest_in),
      punch_window_before_minutes: s.punch_window_before_minutes,
      punch_window_after_minutes: s.punch_window_after_minutes,
    })),
    shiftIds: new Map(shifts.map((s) => [s.code, s.id])),
    nightRule: rule
      ? {
          window_start: hhmm(rule.window_start)!,
          window_end: hhmm(rule.window_end)!,
          minimum_minutes: rule.minimum_minutes,
          rounding_minutes: rule.rounding_minutes,
          deduct_breaks: rule.deduct_breaks,
          covered_job_levels: rule.covered_job_levels as string[],
        }
      : null,
    otMinimum,
    calendar: [...calendar.values()],
    leaveTypeIds: new Map(leaveTypes.map((t) => [t.code, t.id])),
    restDaysPaid: Number(group.days_per_year) >= 365,
    dates: datesOf(scope.cutoff_start, scope.cutoff_end),
  };
}

/** An employee's punches from their `date time type source,…` text (chunkInputs). */
function punchList(text: string | undefined): PunchInput[] {
  if (!text) return [];
  return text.split(',').map((punch) => {
    const [date, time, type, source] = punch.split(' ');
    return { punched_at: `${date} ${time}`, punch_type: type as 'in', source: source as 'device' };
  });
}

/** The engine's input for each employee of a chunk. */
export async function chunkInputs(
  db: Database,
  scope: TimesheetScope,
  shared: SharedInputs,
  employeeIds: readonly number[],
): Promise<Map<number, TimesheetInput>> {
  const from = addDays(scope.cutoff_start, -LOOKBACK_DAYS);
  const to = addDays(scope.cutoff_end, 1);
  const employees = await db
    .selectFrom('employees as e')
    .innerJoin('positions as p', 'p.id', 'e.position_id')
    .leftJoin('business_units as b', 'b.id', 'e.business_unit_id')
    .leftJoin('shift_schedules as s', 's.id', 'e.default_shift_schedule_id')
    .select([
      'e.id',
      'e.employee_no',
      'e.time_recorder_id',
      'e.rest_days',
      'e.hire_date',
      'e.separation_date',
      'p.job_level',
      'p.labor_code_exempt',
      'b.city_municipality',
      's.code as default_shift',
    ])
    .where('e.id', 'in', [...employeeIds])
    .execute();
  const schedules = await db
    .selectFrom('employee_schedules as es')
    .leftJoin('shift_schedules as s', 's.id', 'es.shift_schedule_id')
    .select(['es.employee_id', 'es.schedule_date', 'es.is_rest_day', 'es.source', 's.code'])
    .where('es.employee_id', 'in', [...employeeIds])
    .where('es.schedule_date', '>=', from)
    .where('es.schedule_date', '<=', to)
    .execute();
  const leaves = await db
    .selectFrom('applications as a')
    .innerJoin('leave_applications as l', 'l.application_id', 'a.id')
    .innerJoin('leave_types as t', 't.id', 'l.leave_type_id')
    .select(['a.employee_id', 'a.date_from', 'a.date_to', 'l.day_part', 'l.with_pay', 'l.without_pay', 't.code', 't.is_paid'])
    .where('a.employee_id', 'in', [...employeeIds])
    .where('a.status', 'in', IN_FORCE)
    .where('a.date_to', '>=', from)
    .where('a.date_from', '<=', scope.cutoff_end)
    .execute();
  const overtime = await db
    .selectFrom('applications as a')
    .innerJoin('overtime_applications as o', 'o.application_id', 'a.id')
    .select([
      'a.employee_id',
      sql<string>`o.work_date::text`.as('work_date'),
      'o.time_from',
      'o.time_to',
      'o.approved_minutes',
      'o.requested_minutes',
      'o.ot_category',
    ])
    .where('a.employee_id', 'in', [...employeeIds])
    .where('a.status', 'in', IN_FORCE)
    .where('o.work_date', '>=', from)
    .where('o.work_date', '<=', scope.cutoff_end)
    .execute();
  const business = await db
    .selectFrom('applications as a')
    .innerJoin('official_business_trips as b', 'b.application_id', 'a.id')
    .select([
      'a.employee_id',
      'a.date_from',
      'a.date_to',
      'b.is_whole_day',
      sql<string | null>`b.time_from::text`.as('time_from'),
      sql<string | null>`b.time_to::text`.as('time_to'),
    ])
    .where('a.employee_id', 'in', [...employeeIds])
    .where('a.status', 'in', IN_FORCE)
    .where('a.date_to', '>=', from)
    .where('a.date_from', '<=', scope.cutoff_end)
    .execute();
  // one row per employee, the punches in time order as one text (`date time type source`, comma
  // separated: the type and source are single words by their checks, the time text has one space):
  // a chunk's thousands of punches cross the wire as a few hundred rows, and building and parsing
  // this text costs about half what JSON did
  const punches = await db
    .selectFrom('time_punches')
    .select([
      'employee_id',
      sql<string>`string_agg(punched_at::text || ' ' || punch_type || ' ' || source, ',' order by punched_at)`.as('punches'),
    ])
    .where('employee_id', 'in', [...employeeIds])
    .where('is_void', '=', false)
    .where('punched_at', '>=', `${from} 00:00:00`)
    .where('punched_at', '<', `${addDays(scope.cutoff_end, 2)} 00:00:00`)
    .groupBy('employee_id')
    .execute();

  const byEmployee = <T extends { employee_id: number | null }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) {
      const list = map.get(row.employee_id!);
      if (list) list.push(row);
      else map.set(row.employee_id!, [row]);
    }
    return map;
  };
  const scheduleRows = byEmployee(schedules);
  const leaveRows = byEmployee(leaves);
  const overtimeRows = byEmployee(overtime);
  const businessRows = byEmployee(business);
  const punchRows = new Map(punches.map((p) => [p.employee_id!, p.punches]));
  const inputs = new Map<number, TimesheetInput>();
  for (const e of employees) {
    inputs.set(e.id, {
      dates: shared.dates,
      employee: {
        employee_no: e.employee_no,
        time_recorder_id: null,
        job_level: e.job_level,
        labor_code_exempt: e.labor_code_exempt,
        business_unit_city: e.city_municipality,
        rest_days: e.rest_days as number[],
        default_shift: e.default_shift,
        hire_date: e.hire_date,
        separation_date: e.separation_date,
      },
      shifts: shared.shifts,
      night_differential_rule: shared.nightRule,
      preferences: { ot_minimum_minutes: shared.otMinimum },
      calendar: shared.calendar,
      employee_schedules: (scheduleRows.get(e.id) ?? []).map((r): ScheduleRowInput => ({
        schedule_date: r.schedule_date,
        shift: r.code,
        is_rest_day: r.is_rest_day,
        source: r.source,
      })),
      applications: [
        ...(leaveRows.get(e.id) ?? []).map((l): ApplicationInput => ({
          application_type: 'leave',
          date_from: l.date_from,
          date_to: l.date_to,
          day_part: l.day_part as 'whole_day',
          with_pay: l.with_pay && l.is_paid,
          without_pay: l.without_pay || !l.is_paid,
          leave_type: l.code,
        })),
        ...(overtimeRows.get(e.id) ?? []).map((o): ApplicationInput => ({
          application_type: 'overtime',
          work_date: o.work_date,
          time_from: o.time_from,
          time_to: o.time_to,
          approved_minutes: o.approved_minutes ?? o.requested_minutes,
          ot_category: o.ot_category,
        })),
        ...(businessRows.get(e.id) ?? []).map((b): ApplicationInput => ({
          application_type: 'official_business_trip',
          date_from: b.date_from,
          date_to: b.date_to,
          is_whole_day: b.is_whole_day,
          time_from: b.time_from,
          time_to: b.time_to,
        })),
      ],
      punches: punchList(punchRows.get(e.id)),
    });
  }
  return inputs;
}
