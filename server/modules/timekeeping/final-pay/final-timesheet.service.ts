import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { ConflictError, NotFoundError } from '../../../http/errors';
import { audit, type AuditActor } from '../../../shared/audit';
import { addDays } from '../engine/time';
import { closeTimesheet, reopenTimesheet } from '../timesheets/timesheet-lifecycle.service';
import { runProcessing, startProcessing } from '../timesheets/timesheet-processing.service';
import type { TimesheetScope } from '../timesheets/timesheet-inputs';

// Final pay, timekeeping's stage (docs/domain.md §13.7, §15.3 /timekeeping/final-pay-processing):
// a final timesheet (timesheet_type final) of the one employee from the day after the
// group's last linked cut-off to the last working day, processed, closed and reopened by
// the same timesheet services as a regular cut-off; closing it freezes the summary and
// the unused convertible leave as of the separation date.

type Case = Awaited<ReturnType<typeof caseFor>>;

async function caseFor(trx: Database, id: number) {
  const row = await trx.selectFrom('final_pay_cases').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new NotFoundError('There is no such final pay case.');
  return row;
}

function needOpen(row: Case, step: string): void {
  if (row.status !== 'open') {
    throw new ConflictError(`This final pay case is ${row.status.replace(/_/g, ' ')}; ${step} needs it open.`);
  }
}

/** The first day the final timesheet covers: the day after the employee's group's last linked regular cut-off. */
async function firstUnpaidDay(trx: Database, groupId: number, hireDate: string): Promise<string> {
  const last = await trx
    .selectFrom('timesheets')
    .select(sql<string | null>`max(cutoff_end)::text`.as('end'))
    .where('payroll_group_id', '=', groupId)
    .where('timesheet_type', '=', 'regular')
    .where('status', '=', 'linked')
    .executeTakeFirst();
  const after = last?.end ? addDays(last.end, 1) : hireDate;
  return after > hireDate ? after : hireDate;
}

/** Creates the case's final timesheet (or takes the one it has) and processes it with the regular timesheet rules. */
export async function processFinalTimesheet(db: Database, caseId: number, who: AuditActor): Promise<{ message: string; id: number }> {
  const scope = await db.transaction().execute(async (trx) => {
    const row = await caseFor(trx, caseId);
    needOpen(row, 'processing the final timesheet');
    const employee = await trx
      .selectFrom('employees')
      .select(['payroll_group_id', 'hire_date', 'employee_no'])
      .where('id', '=', row.employee_id)
      .executeTakeFirstOrThrow();
    const groupId = employee.payroll_group_id;
    if (groupId === null) throw new ConflictError('The employee has no payroll group: HR must set one before the final timesheet.');
    let timesheet = row.final_timesheet_id
      ? await trx.selectFrom('timesheets').selectAll().where('id', '=', row.final_timesheet_id).forUpdate().executeTakeFirst()
      : undefined;
    if (timesheet?.processing) throw new ConflictError('The final timesheet is being processed; wait until it finishes.');
    if (!timesheet) {
      const start = await firstUnpaidDay(trx, groupId, employee.hire_date);
      const end = row.last_working_day;
      if (start > end) {
        throw new ConflictError(
          `The last linked cut-off already covers the last working day ${end}: there are no days left for a final timesheet.`,
        );
      }
      if (addDays(start, 30) < end) {
        throw new ConflictError(
          `The final timesheet would run from ${start} to ${end}, more than 31 days: link the regular cut-offs before ${end} first.`,
        );
      }
      timesheet = await trx
        .insertInto('timesheets')
        .values({
          payroll_group_id: groupId,
          timesheet_type: 'final',
          employee_id: row.employee_id,
          final_pay_case_id: row.id,
          cutoff_start: start,
          cutoff_end: end,
          status: 'open',
          created_by: who.userId,
          updated_by: who.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.updateTable('final_pay_cases').set({ final_timesheet_id: timesheet.id }).where('id', '=', row.id).execute();
      await audit(trx, who, {
        resource: 'timesheets',
        action: 'create',
        recordId: timesheet.id,
        summary: `Final timesheet of ${employee.employee_no}: ${start} to ${end}`,
      });
    } else if (timesheet.status === 'closed' || timesheet.status === 'linked') {
      throw new ConflictError('The final timesheet is closed; reopen it to process it again.');
    }
    await trx.updateTable('timesheets').set({ processing: true }).where('id', '=', timesheet.id).execute();
    const scoped: TimesheetScope & { employeeId: number } = {
      id: Number(timesheet.id),
      payroll_group_id: Number(timesheet.payroll_group_id),
      cutoff_start: timesheet.cutoff_start,
      cutoff_end: timesheet.cutoff_end,
      employeeId: Number(row.employee_id),
    };
    return scoped;
  });
  const employees = await startProcessing(db, scope, [scope.employeeId]);
  // one employee: processed before the answer, by the same job as a whole cut-off
  await runProcessing(db, who, scope, employees);
  const done = await db
    .selectFrom('timesheets')
    .select(['processing_error', 'open_exception_count'])
    .where('id', '=', scope.id)
    .executeTakeFirstOrThrow();
  if (done.processing_error) throw new ConflictError(`The final timesheet could not be processed: ${done.processing_error}`);
  return {
    id: scope.id,
    message: `The final timesheet ${scope.cutoff_start} to ${scope.cutoff_end} is processed: ${done.open_exception_count} open exceptions. Review its daily records, then close it.`,
  };
}

/** Unused convertible leave (SIL always; other types per is_convertible) as of the separation date, per type. */
async function unusedConvertibleLeave(trx: Database, employeeId: number, separationDate: string) {
  const rows = await trx
    .selectFrom('leave_ledger_entries as l')
    .innerJoin('leave_types as t', 't.id', 'l.leave_type_id')
    .select((eb) => ['t.id', 't.code', 't.name', 't.max_convertible_days', eb.fn.sum<string>('l.days').as('days')])
    .where('l.employee_id', '=', employeeId)
    .where('l.entry_date', '>=', `${separationDate.slice(0, 4)}-01-01`)
    .where('l.entry_date', '<=', separationDate)
    .where((eb) => eb.or([eb('t.is_convertible', '=', true), eb('t.code', '=', 'SIL')]))
    .groupBy(['t.id', 't.code', 't.name', 't.max_convertible_days'])
    .orderBy('t.code')
    .execute();
  const thousandths = (v: string | number) => Math.round(Number(v) * 1000);
  const leave = rows
    .map((r) => {
      const cap = r.max_convertible_days === null ? Infinity : thousandths(r.max_convertible_days);
      const days = Math.max(0, Math.min(thousandths(r.days), cap));
      return { leave_type_id: Number(r.id), code: r.code, name: r.name, days: (days / 1000).toFixed(3) };
    })
    .filter((r) => thousandths(r.days) > 0);
  const total = leave.reduce((sum, r) => sum + thousandths(r.days), 0);
  return { leave, total: (total / 1000).toFixed(3) };
}

export async function closeFinalTimesheet(db: Database, caseId: number, who: AuditActor): Promise<{ message: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await caseFor(trx, caseId);
    needOpen(row, 'closing the final timesheet');
    if (!row.final_timesheet_id) throw new ConflictError('Process the final timesheet first.');
    // the same close as a regular cut-off: open exceptions (per the preference) block it, the summary is frozen
    await closeTimesheet(trx, Number(row.final_timesheet_id), who);
    const { leave, total } = await unusedConvertibleLeave(trx, Number(row.employee_id), row.separation_date);
    await trx
      .updateTable('final_pay_cases')
      .set({
        status: 'timesheet_closed',
        unused_leave: JSON.stringify(leave),
        unused_leave_days: total,
        updated_at: new Date(),
        updated_by: who.userId,
      })
      .where('id', '=', caseId)
      .execute();
    await audit(trx, who, {
      resource: 'final-pay-cases',
      action: 'close_timesheet',
      recordId: caseId,
      summary: `Closed the final timesheet; unused convertible leave ${total} days as of ${row.separation_date}`,
    });
    return {
      message: `The final timesheet is closed and ${total} days of unused convertible leave are recorded; payroll may compute the final pay.`,
    };
  });
}

export async function reopenFinalTimesheet(db: Database, caseId: number, who: AuditActor): Promise<{ message: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await caseFor(trx, caseId);
    if (row.status !== 'timesheet_closed') {
      throw new ConflictError(
        row.status === 'open'
          ? 'The final timesheet is not closed.'
          : `Payroll has ${row.status === 'computed' ? 'computed' : row.status.replace(/_/g, ' ')} this final pay; the final timesheet can no longer be reopened.`,
      );
    }
    await reopenTimesheet(trx, Number(row.final_timesheet_id), who);
    await trx
      .updateTable('final_pay_cases')
      .set({ status: 'open', unused_leave: null, unused_leave_days: null, updated_at: new Date(), updated_by: who.userId })
      .where('id', '=', caseId)
      .execute();
    await audit(trx, who, {
      resource: 'final-pay-cases',
      action: 'reopen_timesheet',
      recordId: caseId,
      summary: 'Reopened the final timesheet',
    });
    return { message: 'The final timesheet is open again: process it, review it and close it once more.' };
  });
}
