import type { Database } from '../../../db/database';
import { ConflictError, NotFoundError } from '../../../http/errors';
import { audit, type AuditActor } from '../../../shared/audit';
import { caseTotals } from './final-pay.service';

// A final pay case's own record outside its computation (docs/domain.md §13.7): its figures after a
// manual line changed, and clearance.

/** The case, locked (404 when there is none). */
export async function lockedCase(trx: Database, id: number) {
  const row = await trx.selectFrom('final_pay_cases').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new NotFoundError('There is no such final pay case.');
  return row;
}

/** The case's status, if there is such a case. */
export const caseStatus = async (trx: Database, id: number) =>
  (await trx.selectFrom('final_pay_cases').select('status').where('id', '=', id).executeTakeFirst())?.status;

/** The employee the case pays. */
export const caseEmployeeId = async (trx: Database, id: number) =>
  (await trx.selectFrom('final_pay_cases').select('employee_id').where('id', '=', id).executeTakeFirstOrThrow()).employee_id;

/** A manual line changes the case's figures; an other earning is taxed, so the case must be computed again. */
export async function refreshCase(trx: Database, caseId: number, component: unknown, userId: number | null, leavingOut = 0) {
  const totals = await caseTotals(trx, caseId, leavingOut);
  await trx
    .updateTable('final_pay_cases')
    .set({
      ...totals,
      ...(component === 'other_earning' ? { status: 'timesheet_closed' } : {}),
      updated_at: new Date(),
      updated_by: userId,
    })
    .where('id', '=', caseId)
    .where('status', 'in', ['timesheet_closed', 'computed'])
    .execute();
}

/** Clearance marked cleared today (409 when already cleared, released or cancelled), audited; answers the message. */
export async function markCleared(
  trx: Database,
  fpc: Awaited<ReturnType<typeof lockedCase>>,
  who: AuditActor,
  today: string,
): Promise<string> {
  if (fpc.clearance_status === 'cleared') throw new ConflictError(`Clearance was already marked cleared on ${fpc.cleared_at}.`);
  if (['released', 'cancelled'].includes(fpc.status)) throw new ConflictError(`This final pay case is ${fpc.status}.`);
  await trx
    .updateTable('final_pay_cases')
    .set({ clearance_status: 'cleared', cleared_at: today, updated_at: new Date(), updated_by: who.userId })
    .where('id', '=', fpc.id)
    .execute();
  await audit(trx, who, {
    resource: 'final-pay-cases',
    action: 'clear',
    recordId: fpc.id,
    summary: `Clearance marked cleared on ${today}`,
    before: { clearance_status: fpc.clearance_status },
    after: { clearance_status: 'cleared', cleared_at: today },
  });
  return 'Clearance is cleared: the final pay may be approved once computed.';
}
