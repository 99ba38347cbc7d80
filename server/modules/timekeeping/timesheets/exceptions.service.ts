import { sql, type Updateable } from 'kysely';
import { EXCEPTION_TYPES } from '@core/resources/attendance-exceptions.resource';
import type { Database } from '../../../db/database';
import type { AttendanceExceptions } from '../../../db/schema';
import { ConflictError, NotFoundError } from '../../../http/errors';
import { auditMany, type AuditActor, type AuditEntry } from '../../../shared/audit';
import { notifyEach } from '../../notifications/notify';

// The resolution center's actions (docs/domain.md §4 attendance_exceptions): resolve with how,
// waive with a reason (one or many), notify the employee. An exception of a closed or
// linked timesheet no longer changes; its timesheet's open count follows every action.

const exceptionName = (code: string) => EXCEPTION_TYPES.find((type) => type.id === code)?.name ?? code;

/** How exceptions are settled: resolved (with how, perhaps by an application) or waived, with the remarks. */
export interface Settlement {
  status: 'resolved' | 'waived';
  resolution: string;
  remarks: string | null;
  applicationId?: number;
}

const OPEN = ['open', 'pending_employee'];

/**
 * The exceptions these ids name, when every one of them may still change: all of the caller's
 * company (else 404), none of a closed or linked timesheet and none already settled (else 409).
 * The one check of the single and the bulk actions.
 */
async function editable(trx: Database, companyId: number, ids: readonly number[]) {
  const rows = await trx
    .selectFrom('attendance_exceptions as e')
    .leftJoin('timesheets as t', 't.id', 'e.timesheet_id')
    .select(['e.id', 'e.status', 'e.timesheet_id', 'e.employee_id', 'e.work_date', 'e.exception_type', 't.status as timesheet_status'])
    .where('e.id', 'in', [...ids])
    .where(exceptionOfCompany(companyId))
    .orderBy('e.id')
    .execute();
  if (rows.length !== ids.length) throw new NotFoundError(ids.length === 1 ? 'Not found.' : 'Some of these exceptions do not exist.');
  const locked = rows.find((r) => r.timesheet_status === 'closed' || r.timesheet_status === 'linked');
  if (locked)
    throw new ConflictError(`The exception of ${locked.work_date} belongs to a ${locked.timesheet_status} timesheet; reopen it first.`);
  const done = rows.find((r) => !OPEN.includes(r.status));
  if (done) throw new ConflictError(`The exception of ${done.work_date} is already ${done.status}.`);
  return rows;
}

/** The exception is the company's: through its employee, or (an unmatched punch, no employee) its timesheet's payroll group. */
const exceptionOfCompany = (companyId: number) =>
  sql<boolean>`(e.employee_id in (select x.id from employees x where x.company_id = ${companyId})
    or (e.employee_id is null and e.timesheet_id in (select s.id from timesheets s join payroll_groups g on g.id = s.payroll_group_id where g.company_id = ${companyId})))`;

/** Changes the status of every one of these rows or of none: a row another request settled meanwhile is a 409. */
async function changeAll(trx: Database, ids: readonly number[], set: Updateable<AttendanceExceptions>) {
  const result = await trx
    .updateTable('attendance_exceptions')
    .set(set)
    .where('id', 'in', [...ids])
    .where('status', 'in', OPEN)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== ids.length)
    throw new ConflictError('Some of these exceptions were settled meanwhile; reload the list.');
}

/** Each timesheet's open count, in one statement. */
export async function recount(trx: Database, timesheetIds: readonly (number | null)[]): Promise<void> {
  const ids = [...new Set(timesheetIds.filter((t): t is number => t !== null))];
  if (ids.length === 0) return;
  await sql`update timesheets t set open_exception_count = (select count(*) from attendance_exceptions a
      where a.timesheet_id = t.id and a.status in ('open', 'pending_employee'))
    where t.id in (${sql.join(ids)})`.execute(trx);
}

/** After exceptions changed: their timesheets' open counts again, and one audit line per exception. */
async function recountAndAudit<R extends { timesheet_id: number | null }>(
  trx: Database,
  who: AuditActor,
  rows: R[],
  entryOf: (row: R) => AuditEntry,
) {
  await recount(
    trx,
    rows.map((r) => r.timesheet_id),
  );
  await auditMany(trx, who, rows.map(entryOf));
}

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Resolves or waives these exceptions, all or none, each audited. */
export async function settleExceptions(db: Database, companyId: number, who: AuditActor, ids: number[], settlement: Settlement) {
  const { status, resolution, remarks, applicationId } = settlement;
  return db.transaction().execute(async (trx) => {
    const rows = await editable(trx, companyId, ids);
    await changeAll(trx, ids, {
      status,
      resolution,
      remarks,
      resolution_application_id: applicationId ?? null,
      resolved_at: new Date(),
      resolved_by: who.userId,
      updated_by: who.userId,
    });
    await recountAndAudit(trx, who, rows, (r) => ({
      resource: 'attendance-exceptions',
      action: status === 'waived' ? 'waive' : 'resolve',
      recordId: r.id,
      summary: `${status === 'waived' ? 'Waived' : 'Resolved'} “${exceptionName(r.exception_type)}” of ${r.work_date}${remarks ? `: ${remarks}` : ''}`,
      before: { status: r.status },
      after: { status, resolution },
    }));
    return { message: `${plural(rows.length, 'exception')} ${status}.`, count: rows.length };
  });
}

/**
 * Asks the employees of these exceptions to explain or file for the days: each exception waits
 * for its employee, and each employee is notified once, however many of their days are asked about.
 */
export async function askEmployees(db: Database, companyId: number, who: AuditActor, ids: number[], remarks: string | null) {
  return db.transaction().execute(async (trx) => {
    const rows = await editable(trx, companyId, ids);
    const unmatched = rows.find((r) => r.employee_id === null);
    if (unmatched)
      throw new ConflictError(
        `The unmatched punch of ${unmatched.work_date} has no employee to ask: map its time recorder id to an employee, or waive it.`,
      );
    await changeAll(trx, ids, { status: 'pending_employee', remarks, updated_by: who.userId });
    const byEmployee = new Map<number, typeof rows>();
    for (const r of rows) byEmployee.set(Number(r.employee_id), [...(byEmployee.get(Number(r.employee_id)) ?? []), r]);
    const accounts = await trx
      .selectFrom('users')
      .select(['id', 'employee_id'])
      .where('employee_id', 'in', [...byEmployee.keys()])
      .where('is_active', '=', true)
      .execute();
    const told = await notifyEach(
      trx,
      accounts.map((account) => {
        const days = byEmployee.get(Number(account.employee_id))!;
        const [first] = days;
        return {
          userId: Number(account.id),
          notice: {
            kind: 'attendance_exception' as const,
            title:
              days.length === 1
                ? `Timekeeping asks about your ${exceptionName(first.exception_type).toLowerCase()} on ${first.work_date}`
                : `Timekeeping asks about ${days.length} of your attendance exceptions (${days.map((d) => d.work_date).join(', ')})`,
            body: remarks ?? 'File the application that covers the day (leave, official business, log sheet), or see timekeeping.',
            link: '/employee/timesheet-details',
          },
        };
      }),
      who.userId,
    );
    await recountAndAudit(trx, who, rows, (r) => ({
      resource: 'attendance-exceptions',
      action: 'notify',
      recordId: r.id,
      summary: `Asked the employee about “${exceptionName(r.exception_type)}” of ${r.work_date}${remarks ? `: ${remarks}` : ''}`,
      before: { status: r.status },
      after: { status: 'pending_employee' },
    }));
    return { rows: rows.length, employees: byEmployee.size, told };
  });
}
