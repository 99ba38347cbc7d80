import type { Database } from '../../../db/database';
import { ConflictError, NotFoundError, ValidationError } from '../../../http/errors';
import { audit, type AuditActor } from '../../../shared/audit';
import { resolveMappedPunches } from '../timesheets/unmatched-punches';
import { unmatchedPunchIds } from './punches.queries';

// The time recorder's writes (docs/domain.md §4 time_punches): a manual punch, voiding one, and
// mapping an unknown time recorder id to an employee. Punches are never edited; every change
// is audited.

export interface ManualPunch {
  employee_id: number;
  punched_at: string;
  punch_type: string;
  remarks: string;
}

/** Adds a punch by hand for an employee of the company; the same employee and time twice is a 409. */
export async function addManualPunch(db: Database, companyId: number, actor: AuditActor, punch: ManualPunch) {
  const { employee_id, punched_at: punchedAt, punch_type, remarks } = punch;
  const employee = await db
    .selectFrom('employees')
    .select(['id', 'employee_no', 'time_recorder_id'])
    .where('id', '=', employee_id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!employee) throw new ValidationError({ employee_id: ['is not an employee'] });
  const recorderId = employee.time_recorder_id ?? employee.employee_no;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('time_punches')
      .values({
        time_recorder_id: recorderId,
        employee_id,
        punched_at: punchedAt,
        punch_type,
        source: 'manual',
        remarks: remarks.trim(),
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new ConflictError(`${employee.employee_no} already has a punch at ${punchedAt}.`);
    await audit(trx, actor, {
      resource: 'time-punches',
      action: 'create',
      recordId: row.id,
      summary: `Manual ${punch_type} punch for ${employee.employee_no} at ${punchedAt}: ${remarks.trim()}`,
      after: { employee_id, punched_at: punchedAt, punch_type, remarks },
    });
    return { message: `The punch at ${punchedAt} was added.`, id: row.id };
  });
}

/** Voids a punch with the reason; a punch already void is a 409. */
export async function voidPunch(db: Database, actor: AuditActor, id: number, reason: string) {
  return db.transaction().execute(async (trx) => {
    const punch = await trx.selectFrom('time_punches').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!punch) throw new NotFoundError('There is no such punch.');
    if (punch.is_void) throw new ConflictError(`The punch at ${punch.punched_at} is already void.`);
    await trx
      .updateTable('time_punches')
      .set({ is_void: true, void_reason: reason, voided_at: new Date(), voided_by: actor.userId, updated_by: actor.userId })
      .where('id', '=', id)
      .execute();
    await audit(trx, actor, {
      resource: 'time-punches',
      action: 'void',
      recordId: id,
      summary: `Voided the punch of ${punch.time_recorder_id} at ${punch.punched_at}: ${reason}`,
      before: { is_void: false },
      after: { is_void: true, void_reason: reason },
    });
    return { message: `The punch at ${punch.punched_at} is void.` };
  });
}

/**
 * Gives a time recorder id to an employee: the company's unmatched punches of the id become
 * theirs, the employee keeps the id, and the unmatched-punch exceptions of the id are resolved.
 */
export async function mapRecorderId(db: Database, companyId: number, actor: AuditActor, recorderId: string, employee_id: number) {
  return db.transaction().execute(async (trx) => {
    const employee = await trx
      .selectFrom('employees')
      .select(['id', 'employee_no', 'time_recorder_id'])
      .where('id', '=', employee_id)
      .where('company_id', '=', companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!employee) throw new ValidationError({ employee_id: ['is not an employee'] });
    const holder = await trx
      .selectFrom('employees')
      .select('employee_no')
      .where('time_recorder_id', '=', recorderId)
      .where('company_id', '=', companyId)
      .where('id', '!=', employee_id)
      .executeTakeFirst();
    if (holder) throw new ConflictError(`Time recorder id ${recorderId} belongs to ${holder.employee_no}.`);
    const mapped = await trx
      .updateTable('time_punches')
      .set({ employee_id, updated_by: actor.userId })
      .where('id', 'in', unmatchedPunchIds(trx, companyId, recorderId))
      .returning('id')
      .execute();
    if (mapped.length === 0 && employee.time_recorder_id === recorderId) {
      throw new ValidationError({ time_recorder_id: ['has no unmatched punches'] });
    }
    if (employee.time_recorder_id !== recorderId) {
      await trx
        .updateTable('employees')
        .set({ time_recorder_id: recorderId, updated_by: actor.userId })
        .where('id', '=', employee_id)
        .execute();
    }
    await audit(trx, actor, {
      resource: 'time-punches',
      action: 'map',
      recordId: recorderId,
      summary: `Mapped time recorder id ${recorderId} to ${employee.employee_no} (${mapped.length} punches)`,
      before: { time_recorder_id: employee.time_recorder_id },
      after: { time_recorder_id: recorderId },
    });
    const resolved = await resolveMappedPunches(trx, actor, companyId, recorderId, employee.employee_no);
    const replaced =
      employee.time_recorder_id && employee.time_recorder_id !== recorderId
        ? ` (replacing time recorder id ${employee.time_recorder_id})`
        : '';
    return {
      message:
        `${mapped.length} punches of ${recorderId} now belong to ${employee.employee_no}${replaced}.` +
        (resolved > 0
          ? ` ${resolved} unmatched-punch exception${resolved === 1 ? ' is' : 's are'} resolved: process the timesheet again.`
          : ''),
      punches: mapped.length,
    };
  });
}
