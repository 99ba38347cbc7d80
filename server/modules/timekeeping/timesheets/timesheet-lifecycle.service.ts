import { timesheetsWorkflow } from '@core/resources/timesheets.workflow';
import { preferenceFlag } from '../../hr/preferences';
import type { Database } from '../../../db/database';
import { inOwnTransaction } from '../../../shared/transaction';
import { ConflictError, NotFoundError, ValidationError } from '../../../http/errors';
import { audit, type AuditActor } from '../../../shared/audit';
import { runningComputation } from '../../payroll/processing/computation.service';
import type { TimesheetScope } from './timesheet-inputs';
import { writeSummaries } from './timesheet-summary';

// The timesheet steps with more to them than a status (docs/domain.md §13.2), for the routes
// and the demo seed alike; each runs in the caller's transaction (the routes' ones, in
// timesheetSteps at the end, in a transaction of their own).

type Step = (typeof timesheetsWorkflow.steps)[number]['action'];
const stepOf = (action: Step) => timesheetsWorkflow.steps.find((s) => s.action === action)!;

export async function timesheetFor(trx: Database, id: number, action: Step) {
  const row = await trx.selectFrom('timesheets').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new NotFoundError('There is no such timesheet.');
  const step = stepOf(action);
  if (!(step.from as readonly string[]).includes(row.status)) {
    throw new ConflictError(
      `The timesheet ${row.cutoff_start} to ${row.cutoff_end} is ${row.status}; “${step.label}” needs it ${step.from.join(' or ')}.`,
    );
  }
  if (row.processing) throw new ConflictError('The timesheet is being processed; wait until it finishes.');
  return row;
}

/**
 * Closes a processed timesheet into frozen summaries. Open exceptions and pending applications
 * inside the cut-off block it when the company's preferences say so; otherwise pending ones are
 * named in the answer, to reach pay through adjustment processing once approved. `pending`
 * overrides the preference (the demo history, closed before its late filings arrived).
 */
export async function closeTimesheet(
  trx: Database,
  id: number,
  who: AuditActor,
  options: { pending?: 'block' | 'warn' } = {},
): Promise<{ message: string }> {
  const row = await timesheetFor(trx, id, 'close');
  const group = await trx
    .selectFrom('payroll_groups')
    .select(['company_id', 'days_per_year'])
    .where('id', '=', row.payroll_group_id)
    .executeTakeFirstOrThrow();
  const open = await trx
    .selectFrom('attendance_exceptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('timesheet_id', '=', id)
    .where('status', 'in', ['open', 'pending_employee'])
    .executeTakeFirstOrThrow();
  if (Number(open.n) > 0 && (await preferenceFlag(trx, group.company_id, 'closing_blocks_on_open_exceptions', true))) {
    throw new ConflictError(
      `${Number(open.n)} attendance exceptions are still open: resolve or waive them in the resolution center first.`,
    );
  }
  let pendingQuery = trx
    .selectFrom('applications as a')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('e.payroll_group_id', '=', row.payroll_group_id)
    .where('a.status', 'in', ['pending', 'for_cancellation'])
    .where('a.date_from', '<=', row.cutoff_end)
    .where('a.date_to', '>=', row.cutoff_start);
  // a final timesheet is one employee's
  if (row.employee_id !== null) pendingQuery = pendingQuery.where('a.employee_id', '=', row.employee_id);
  const pending = await pendingQuery.executeTakeFirstOrThrow();
  const waiting = Number(pending.n);
  const blocks = options.pending
    ? options.pending === 'block'
    : await preferenceFlag(trx, group.company_id, 'closing_blocks_on_pending_applications', false);
  if (waiting > 0 && blocks) {
    throw new ConflictError(
      `${waiting} applications inside the cut-off still wait for a decision: decide them in Applications first, or close with the preference “closing blocks on pending applications” off.`,
    );
  }
  const employees = await writeSummaries(trx, id, Number(group.days_per_year) >= 365, who.userId);
  await trx
    .updateTable('timesheets')
    .set({ status: 'closed', closed_at: new Date(), closed_by: who.userId, updated_by: who.userId })
    .where('id', '=', id)
    .execute();
  await audit(trx, who, {
    resource: 'timesheets',
    action: 'close',
    recordId: id,
    summary: `Closed the timesheet ${row.cutoff_start} to ${row.cutoff_end}: ${employees} summaries frozen`,
  });
  const warning = waiting
    ? ` ${waiting} pending applications inside the cut-off will reach pay through adjustment processing once approved.`
    : '';
  return { message: `The timesheet is closed: ${employees} employee summaries are frozen for payroll.${warning}` };
}

export async function linkTimesheet(trx: Database, id: number, who: AuditActor, periodId?: number): Promise<{ message: string }> {
  const row = await timesheetFor(trx, id, 'link');
  let query = trx
    .selectFrom('payroll_periods')
    .selectAll()
    .where('payroll_group_id', '=', row.payroll_group_id)
    .where('period_type', '=', 'regular')
    .where('cutoff_start', '=', row.cutoff_start)
    .where('cutoff_end', '=', row.cutoff_end);
  if (periodId) query = query.where('id', '=', periodId);
  const period = await query.forUpdate().executeTakeFirst();
  if (!period)
    throw new ValidationError({ payroll_period_id: ['must be a regular period of the same payroll group with the same cut-off'] });
  if (period.status !== 'open')
    throw new ConflictError(`Payroll period ${period.code} is ${period.status}; a timesheet links only to an open period.`);
  const taken = await trx.selectFrom('timesheets').select('id').where('payroll_period_id', '=', period.id).executeTakeFirst();
  if (taken) throw new ConflictError(`Payroll period ${period.code} already has a linked timesheet.`);
  await trx
    .updateTable('timesheets')
    .set({ status: 'linked', payroll_period_id: period.id, linked_at: new Date(), linked_by: who.userId, updated_by: who.userId })
    .where('id', '=', id)
    .execute();
  await audit(trx, who, {
    resource: 'timesheets',
    action: 'link',
    recordId: id,
    summary: `Linked the timesheet ${row.cutoff_start} to ${row.cutoff_end} to payroll period ${period.code}`,
  });
  return { message: `The timesheet is linked to payroll period ${period.code}; payroll may compute it.` };
}

/** Reopens a closed timesheet: its frozen summaries are removed and it can be processed again. */
export async function reopenTimesheet(trx: Database, id: number, who: AuditActor): Promise<{ message: string }> {
  const row = await timesheetFor(trx, id, 'reopen');
  await trx.deleteFrom('timesheet_summaries').where('timesheet_id', '=', id).execute();
  const adjusted = await trx
    .selectFrom('daily_time_records')
    .select('id')
    .where('timesheet_id', '=', id)
    .where('status', '=', 'adjusted')
    .executeTakeFirst();
  await trx
    .updateTable('timesheets')
    .set({ status: adjusted ? 'adjusted' : 'processed', closed_at: null, closed_by: null, updated_by: who.userId })
    .where('id', '=', id)
    .execute();
  await audit(trx, who, {
    resource: 'timesheets',
    action: 'reopen',
    recordId: id,
    summary: `Reopened the timesheet ${row.cutoff_start} to ${row.cutoff_end}`,
  });
  return { message: 'The timesheet is open for processing again; its summaries were removed.' };
}

/** Takes a processed timesheet back from its payroll period, which is open again (its computed payslips discarded). */
export async function unlinkTimesheet(trx: Database, id: number, who: AuditActor): Promise<{ message: string }> {
  const row = await timesheetFor(trx, id, 'unlink');
  const period = await trx
    .selectFrom('payroll_periods')
    .selectAll()
    .where('id', '=', row.payroll_period_id!)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (period.status === 'posted' || period.status === 'closed') {
    throw new ConflictError(
      `Payroll period ${period.code} is ${period.status}: its timesheet is final; later changes reach pay as prior-period adjustments.`,
    );
  }
  if (await runningComputation(trx, period.id))
    throw new ConflictError(`Payroll period ${period.code} is being computed; unlink it when the run has finished.`);
  if (period.status !== 'open') {
    // payslips computed from this timesheet are discarded with it
    await trx.deleteFrom('payslips').where('payroll_period_id', '=', period.id).where('status', 'in', ['computed', 'staged']).execute();
    await trx
      .updateTable('payroll_periods')
      .set({ status: 'open', headcount: 0, gross_total: '0', deductions_total: '0', net_total: '0', needs_recompute: false })
      .where('id', '=', period.id)
      .execute();
  }
  await trx
    .updateTable('timesheets')
    .set({ status: 'closed', payroll_period_id: null, linked_at: null, linked_by: null, updated_by: who.userId })
    .where('id', '=', id)
    .execute();
  await audit(trx, who, {
    resource: 'timesheets',
    action: 'unlink',
    recordId: id,
    summary: `Unlinked the timesheet ${row.cutoff_start} to ${row.cutoff_end} from payroll period ${period.code}`,
  });
  return { message: `The timesheet is unlinked from ${period.code}, which is open again.` };
}

/** Opens the timesheet of a regular payroll period's cut-off; one already there is a 409. */
export async function createTimesheetFromPeriod(db: Database, who: AuditActor, periodId: number): Promise<{ message: string; id: number }> {
  const period = await db.selectFrom('payroll_periods').selectAll().where('id', '=', periodId).executeTakeFirst();
  if (!period) throw new ValidationError({ payroll_period_id: ['is not a payroll period'] });
  const { cutoff_start: start, cutoff_end: end } = period;
  if (period.period_type !== 'regular' || !start || !end) {
    throw new ValidationError({ payroll_period_id: ['must be a regular period with a cut-off'] });
  }
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('timesheets')
      .values({
        payroll_group_id: period.payroll_group_id,
        timesheet_type: 'regular',
        cutoff_start: start,
        cutoff_end: end,
        status: 'open',
        created_by: who.userId,
        updated_by: who.userId,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new ConflictError(`There is already a timesheet for ${period.code}'s cut-off ${start} to ${end}.`);
    await audit(trx, who, {
      resource: 'timesheets',
      action: 'create',
      recordId: row.id,
      summary: `Timesheet for ${period.code}: ${start} to ${end}`,
    });
    return { message: `The timesheet for ${start} to ${end} is open; process it next.`, id: row.id };
  });
}

/** Marks a timesheet that may be processed as processing, so no other step starts meanwhile; answers what to process. */
export async function claimForProcessing(db: Database, id: number): Promise<TimesheetScope> {
  return db.transaction().execute(async (trx) => {
    const row = await timesheetFor(trx, id, 'process');
    await trx.updateTable('timesheets').set({ processing: true }).where('id', '=', id).execute();
    return { id, payroll_group_id: row.payroll_group_id, cutoff_start: row.cutoff_start, cutoff_end: row.cutoff_end };
  });
}

/** The steps as the routes run them, each in its own transaction. */
export const timesheetSteps = {
  close: inOwnTransaction(closeTimesheet),
  reopen: inOwnTransaction(reopenTimesheet),
  link: inOwnTransaction(linkTimesheet),
  unlink: inOwnTransaction(unlinkTimesheet),
};
