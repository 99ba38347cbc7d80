import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/database';
import { ConflictError, ValidationError } from '../../../http/errors';
import { answers, AnyObject, DateString } from '../../../http/schemas';
import { actorOf, audit, type AuditActor } from '../../../shared/audit';
import { knownCompanyId } from '../../../shared/company';
import { addDays, dayNumber } from '../engine/time';
import { replaceScheduleRows } from './schedule-rows';
import { datesBetween, frozenCutoffs, gridCells, gridEmployees, holidaysBetween, isFrozen, type GridEmployee } from './calendar-grid';

// The calendar-schedule screen's API: the employees × dates grid, and the writes that
// set dated shifts or rest days (cells, ranges, a whole business unit), copy a week, or
// reset dates to the default pattern. Dates a closed or linked timesheet covers are
// refused (409): a late change goes through a change-shift application and adjustment
// processing. Every overwritten row is kept in the transaction log.

const MAX_CELLS = 200_000;
const Targets = {
  employee_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100_000 })),
  business_unit_id: Type.Optional(Type.Integer({ minimum: 1 })),
};
// query strings stay strings on the wire: whole numbers are checked by pattern and range here
const Whole = (description: string) => Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,8}$', description }));
export const GridQuery = Type.Object({
  from: DateString,
  days: Whole('dates shown, 1 to 31 (7 by default)'),
  business_unit_id: Whole('only this business unit'),
  payroll_group_id: Whole('only this payroll group'),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'employee number or name' })),
  page: Whole('page, from 1'),
  per_page: Whole('employees a page, up to 100 (25 by default)'),
});
const Assign = Type.Object({
  cells: Type.Optional(
    Type.Array(Type.Object({ employee_id: Type.Integer({ minimum: 1 }), date: DateString }), { minItems: 1, maxItems: 10_000 }),
  ),
  ...Targets,
  date_from: Type.Optional(DateString),
  date_to: Type.Optional(DateString),
  shift_schedule_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  is_rest_day: Type.Boolean(),
  remarks: Type.Optional(Type.String({ maxLength: 255 })),
});
const CopyWeek = Type.Object({ ...Targets, from_week_start: DateString, to_week_start: DateString });
const Reset = Type.Object({ ...Targets, date_from: DateString, date_to: DateString });
const Done = Type.Object({ message: Type.String(), count: Type.Integer() });

export interface CellWrite {
  employee_id: number;
  date: string;
  shift_schedule_id: number | null;
  is_rest_day: boolean;
  remarks: string | null;
}

/** The employees a write targets, all of the caller's company: listed ones or a business unit's staff in service. */
async function targetEmployees(
  db: Database,
  companyId: number,
  body: Static<typeof CopyWeek> | Static<typeof Reset>,
  from: string,
): Promise<number[]> {
  if (!body.employee_ids === !body.business_unit_id) {
    throw new ValidationError({ employee_ids: ['name the employees, or a business unit — one of the two'] });
  }
  let query = db.selectFrom('employees').select('id').where('company_id', '=', companyId);
  if (body.employee_ids) query = query.where('id', 'in', body.employee_ids);
  else
    query = query
      .where('business_unit_id', '=', body.business_unit_id!)
      .where((eb) => eb.or([eb('separation_date', 'is', null), eb('separation_date', '>=', from)]));
  const ids = (await query.execute()).map((r) => Number(r.id));
  if (body.employee_ids && ids.length !== new Set(body.employee_ids).size)
    throw new ValidationError({ employee_ids: ['include employees that are not in your company'] });
  if (ids.length === 0) throw new ValidationError({ business_unit_id: ['has no employees in service'] });
  return ids;
}

function checkRange(from: string, to: string, field = 'date_to'): string[] {
  if (to < from) throw new ValidationError({ [field]: ['must not be before the first date'] });
  if (dayNumber(to) - dayNumber(from) > 366) throw new ValidationError({ [field]: ['a range may cover at most a year'] });
  return datesBetween(from, to);
}

/** Refuses (409) when any target date lies in a closed or linked timesheet of the employee's group. */
export async function refuseFrozen(db: Database, employees: readonly GridEmployee[], dates: readonly string[]): Promise<void> {
  const sorted = [...dates].sort();
  const groups = [...new Set(employees.map((e) => e.payroll_group_id).filter((g): g is number => g !== null))];
  const cutoffs = await frozenCutoffs(db, groups, sorted[0], sorted[sorted.length - 1]);
  if (cutoffs.length === 0) return;
  const hit = employees.flatMap((e) => sorted.filter((d) => isFrozen(cutoffs, e.payroll_group_id, d)).map((d) => ({ e, d })));
  if (hit.length)
    throw new ConflictError(
      `${hit.length} of these dates are in a closed or linked timesheet (first: ${hit[0].e.employee_no} on ${hit[0].d}); they cannot change here. File a change-shift application and run adjustment processing instead.`,
    );
}

/** Replaces the dated rows of the cells (deleted rows go to the log) and inserts the new ones; answers the overwritten count. */
export async function replaceCells(
  trx: Database,
  actor: AuditActor,
  cells: readonly CellWrite[],
  action: string,
  summary: string,
  source: 'calendar' | 'upload' = 'calendar',
): Promise<number> {
  const written = cells.filter((c) => c.is_rest_day || c.shift_schedule_id !== null);
  const removed = await replaceScheduleRows(
    trx,
    cells.map((c) => ({ employee_id: c.employee_id, schedule_date: c.date })),
    written.map((c) => ({
      employee_id: c.employee_id,
      schedule_date: c.date,
      shift_schedule_id: c.shift_schedule_id,
      is_rest_day: c.is_rest_day,
      remarks: c.remarks,
    })),
    { source, source_id: null },
    actor.userId,
  );
  await audit(trx, actor, {
    resource: 'employee-schedules',
    action,
    summary: `${summary}; ${removed.length} dated rows overwritten`,
    // compact: [employee id, date, shift id, rest day, source] of every row replaced
    before: removed.length
      ? {
          overwritten: removed.map((r) => [
            Number(r.employee_id),
            r.schedule_date,
            r.shift_schedule_id === null ? null : Number(r.shift_schedule_id),
            r.is_rest_day,
            r.source,
          ]),
        }
      : null,
  });
  return removed.length;
}

async function checkShift(db: Database, companyId: number, id: number | null | undefined, restDay: boolean): Promise<number | null> {
  if (restDay) return null;
  if (!id) throw new ValidationError({ shift_schedule_id: ['choose a shift, or mark the dates as rest days'] });
  const shift = await db
    .selectFrom('shift_schedules')
    .select(['id', 'is_active'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!shift) throw new ValidationError({ shift_schedule_id: ['is not a shift of your company'] });
  if (!shift.is_active) throw new ValidationError({ shift_schedule_id: ['is inactive; activate it first'] });
  return id;
}

/**
 * The employees × dates grid of a company (the calendar-schedule screen), of the employees for whom
 * `within` holds (`employees` unaliased; all of them by default): a page of employees in service,
 * each date's cell, the dates' holidays and the company's shifts.
 */
export async function scheduleGrid(
  db: Database,
  companyId: number,
  query: Static<typeof GridQuery>,
  within: RawBuilder<boolean> = sql<boolean>`true`,
) {
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
  const shifts = await db
    .selectFrom('shift_schedules')
    .select(['id', 'code', 'name', 'color', 'time_in', 'time_out', 'is_active'])
    .where('company_id', '=', companyId)
    .orderBy('code')
    .execute();
  return {
    from,
    to,
    total,
    dates: datesBetween(from, to).map((date) => ({ date, holidays: holidays.filter((h) => h.date === date) })),
    shifts: shifts.map((s) => ({ ...s, id: Number(s.id) })),
    rows: rows.map((e) => ({ ...e, cells: cells.get(e.id) ?? [] })),
  };
}

export async function calendarScheduleRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  const who = (request: FastifyRequest) => actorOf(request);

  app.get('/api/timekeeping/calendar-schedule', { schema: { querystring: GridQuery, response: answers(AnyObject) } }, async (request) =>
    scheduleGrid(db, knownCompanyId(request), request.query),
  );

  app.post('/api/timekeeping/calendar-schedule/assign', { schema: { body: Assign, response: answers(Done) } }, async (request) => {
    const body = request.body;
    const companyId = knownCompanyId(request);
    const shiftId = await checkShift(db, companyId, body.shift_schedule_id, body.is_rest_day);
    let pairs: { employee_id: number; date: string }[];
    if (body.cells) {
      pairs = body.cells;
      const ids = [...new Set(pairs.map((c) => c.employee_id))];
      await targetEmployees(db, companyId, { employee_ids: ids, date_from: pairs[0].date, date_to: pairs[0].date }, pairs[0].date);
    } else {
      if (!body.date_from || !body.date_to) throw new ValidationError({ date_from: ['give the cells, or a range of dates'] });
      const dates = checkRange(body.date_from, body.date_to);
      const ids = await targetEmployees(db, companyId, { ...body, date_from: body.date_from, date_to: body.date_to }, body.date_from);
      if (ids.length * dates.length > MAX_CELLS)
        throw new ValidationError({ date_to: [`that is more than ${MAX_CELLS} employee dates; assign a shorter range`] });
      pairs = ids.flatMap((employee_id) => dates.map((date) => ({ employee_id, date })));
    }
    const actor = who(request);
    return db.transaction().execute(async (trx) => {
      const employees = await gridEmployees(trx, [...new Set(pairs.map((p) => p.employee_id))]);
      await refuseFrozen(trx, employees, [...new Set(pairs.map((p) => p.date))]);
      const label = body.is_rest_day ? 'rest day' : `shift ${shiftId}`;
      await replaceCells(
        trx,
        actor,
        pairs.map((p) => ({ ...p, shift_schedule_id: shiftId, is_rest_day: body.is_rest_day, remarks: body.remarks?.trim() || null })),
        'assign',
        `${label} on ${pairs.length} employee dates (${employees.length} employees)`,
      );
      return { message: `${pairs.length} employee dates set to ${body.is_rest_day ? 'rest day' : 'the shift'}.`, count: pairs.length };
    });
  });

  app.post('/api/timekeeping/calendar-schedule/copy-week', { schema: { body: CopyWeek, response: answers(Done) } }, async (request) => {
    const { from_week_start: source, to_week_start: target } = request.body;
    if (source === target) throw new ValidationError({ to_week_start: ['must be another week than the one copied'] });
    const ids = await targetEmployees(db, knownCompanyId(request), request.body, target);
    const actor = who(request);
    return db.transaction().execute(async (trx) => {
      const employees = await gridEmployees(trx, ids);
      const cells = await gridCells(trx, employees, source, addDays(source, 6));
      const writes = employees.flatMap((e) =>
        (cells.get(e.id) ?? []).map((cell, i) => ({
          employee_id: e.id,
          date: addDays(target, i),
          shift_schedule_id: cell.is_rest_day ? null : cell.shift_schedule_id,
          is_rest_day: cell.is_rest_day,
          remarks: `copied from the week of ${source}`,
        })),
      );
      await refuseFrozen(trx, employees, datesBetween(target, addDays(target, 6)));
      await replaceCells(
        trx,
        actor,
        writes,
        'copy-week',
        `Week of ${source} copied to the week of ${target} for ${employees.length} employees`,
      );
      return {
        message: `The week of ${source} is copied to the week of ${target} for ${employees.length} employees.`,
        count: writes.length,
      };
    });
  });

  app.post('/api/timekeeping/calendar-schedule/reset', { schema: { body: Reset, response: answers(Done) } }, async (request) => {
    const { date_from: from, date_to: to } = request.body;
    const dates = checkRange(from, to);
    const ids = await targetEmployees(db, knownCompanyId(request), request.body, from);
    const actor = who(request);
    return db.transaction().execute(async (trx) => {
      const employees = await gridEmployees(trx, ids);
      await refuseFrozen(trx, employees, dates);
      const cells = ids.flatMap((employee_id) =>
        dates.map((date) => ({ employee_id, date, shift_schedule_id: null, is_rest_day: false, remarks: null })),
      );
      const removed = await replaceCells(
        trx,
        actor,
        cells,
        'reset',
        `${from} to ${to} reset to the default pattern for ${employees.length} employees`,
      );
      return {
        message: `${removed} dated shifts removed: ${from} to ${to} follows each employee's default pattern again.`,
        count: removed,
      };
    });
  });
}
