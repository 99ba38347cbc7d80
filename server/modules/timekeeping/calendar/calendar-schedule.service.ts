import type { Database } from '../../../db/database';
import { ConflictError, ValidationError } from '../../../http/errors';
import { audit, type AuditActor } from '../../../shared/audit';
import { addDays, dayNumber } from '../engine/time';
import { datesBetween, frozenCutoffs, gridCells, gridEmployees, isFrozen, type GridEmployee } from './calendar-grid';
import type { Assign, CopyWeek, Reset } from './calendar-schedule.schemas';
import { replaceScheduleRows } from './schedule-rows';

// The calendar-schedule screen's writes: set dated shifts or rest days (cells, ranges, a whole
// business unit), copy a week, or reset dates to the default pattern. Dates a closed or linked
// timesheet covers are refused (409): a late change goes through a change-shift application and
// adjustment processing. Every overwritten row is kept in the transaction log.

const MAX_CELLS = 200_000;

export interface CellWrite {
  employee_id: number;
  date: string;
  shift_schedule_id: number | null;
  is_rest_day: boolean;
  remarks: string | null;
}

/** The employees a write targets, all of the caller's company: listed ones or a business unit's staff in service. */
async function targetEmployees(db: Database, companyId: number, body: CopyWeek | Reset, from: string): Promise<number[]> {
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

/** The employee dates an assignment names: its cells, or each target employee on each date of its range. */
async function assignedPairs(db: Database, companyId: number, body: Assign): Promise<{ employee_id: number; date: string }[]> {
  if (body.cells) {
    const pairs = body.cells;
    const ids = [...new Set(pairs.map((c) => c.employee_id))];
    await targetEmployees(db, companyId, { employee_ids: ids, date_from: pairs[0].date, date_to: pairs[0].date }, pairs[0].date);
    return pairs;
  }
  if (!body.date_from || !body.date_to) throw new ValidationError({ date_from: ['give the cells, or a range of dates'] });
  const dates = checkRange(body.date_from, body.date_to);
  const ids = await targetEmployees(db, companyId, { ...body, date_from: body.date_from, date_to: body.date_to }, body.date_from);
  if (ids.length * dates.length > MAX_CELLS)
    throw new ValidationError({ date_to: [`that is more than ${MAX_CELLS} employee dates; assign a shorter range`] });
  return ids.flatMap((employee_id) => dates.map((date) => ({ employee_id, date })));
}

/** Sets a shift or rest day on employee dates. */
export async function assignShifts(db: Database, companyId: number, actor: AuditActor, body: Assign) {
  const shiftId = await checkShift(db, companyId, body.shift_schedule_id, body.is_rest_day);
  const pairs = await assignedPairs(db, companyId, body);
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
}

/** Copies each target employee's week onto another week. */
export async function copyWeek(db: Database, companyId: number, actor: AuditActor, body: CopyWeek) {
  const { from_week_start: source, to_week_start: target } = body;
  if (source === target) throw new ValidationError({ to_week_start: ['must be another week than the one copied'] });
  const ids = await targetEmployees(db, companyId, body, target);
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
}

/** Removes the dated rows of a range: the dates follow each employee's default pattern again. */
export async function resetToPattern(db: Database, companyId: number, actor: AuditActor, body: Reset) {
  const { date_from: from, date_to: to } = body;
  const dates = checkRange(from, to);
  const ids = await targetEmployees(db, companyId, body, from);
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
}
