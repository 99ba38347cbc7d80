import type { Database } from '../../db/database';
import { audit, type AuditActor } from '../../shared/audit';
import { applyMovementRecord } from './movements.service';

// The daily side of section 13.6: approved movements take effect on their date,
// and an employee for separation becomes separated once the separation date is
// reached (the date itself counts, as when a separation is applied on or after
// it). One transaction per record, each row taken with FOR UPDATE SKIP LOCKED
// and re-checked, so a second run (here or in another process) skips what is
// being done and finds nothing left of what is done.

export const SYSTEM_ACTOR: AuditActor = { userId: null, role: null, portal: 'system', requestId: 'job:due-movements' };

export interface DueMovementsResult {
  /** ids of the movements applied */
  applied: number[];
  /** ids of the employees turned from for_separation to separated */
  separated: number[];
  /** movements left approved because applying them was refused, with the reason */
  failed: { id: number; message: string }[];
}

export async function applyDueMovements(
  db: Database,
  today: string,
  actor: AuditActor = SYSTEM_ACTOR,
  now: Date = new Date(),
): Promise<DueMovementsResult> {
  const result: DueMovementsResult = { applied: [], separated: [], failed: [] };

  // Oldest first: a later movement of the same employee would refuse an earlier one.
  const due = await db
    .selectFrom('employee_movements')
    .select('id')
    .where('status', '=', 'approved')
    .where('effective_date', '<=', today)
    .orderBy('effective_date')
    .orderBy('id')
    .execute();
  for (const { id } of due) {
    try {
      const done = await db.transaction().execute(async (trx) => {
        const movement = await trx
          .selectFrom('employee_movements')
          .selectAll()
          .where('id', '=', id)
          .where('status', '=', 'approved')
          .where('effective_date', '<=', today)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!movement) return false;
        const changes = await applyMovementRecord(trx, movement, { today, now, userId: actor.userId, actor });
        const after = await trx
          .updateTable('employee_movements')
          .set({ ...changes, updated_at: now, updated_by: actor.userId })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit(trx, actor, {
          resource: 'employee-movements',
          action: 'apply',
          recordId: id,
          summary: `Applied on its effective date ${movement.effective_date}: ${String(movement.movement_type).replace(/_/g, ' ')} #${id}`,
          before: movement,
          after,
        });
        return true;
      });
      if (done) result.applied.push(Number(id));
    } catch (error) {
      result.failed.push({ id: Number(id), message: error instanceof Error ? error.message : String(error) });
    }
  }

  const leaving = await db
    .selectFrom('employees')
    .select('id')
    .where('status', '=', 'for_separation')
    .where('separation_date', '<=', today)
    .orderBy('id')
    .execute();
  for (const { id } of leaving) {
    const done = await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('employees')
        .selectAll()
        .where('id', '=', id)
        .where('status', '=', 'for_separation')
        .where('separation_date', '<=', today)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!before) return false;
      const after = await trx
        .updateTable('employees')
        .set({ status: 'separated', updated_at: now, updated_by: actor.userId })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audit(trx, actor, {
        resource: 'employees',
        action: 'separate',
        recordId: id,
        summary: `Separated ${before.employee_no} as of ${before.separation_date}`,
        before,
        after,
      });
      return true;
    });
    if (done) result.separated.push(Number(id));
  }
  return result;
}

/** The one-line summary the scheduler logs. */
export function describeDueMovements(result: DueMovementsResult): string {
  const failed = result.failed.map((f) => ` #${f.id}: ${f.message}`).join(';');
  return `due movements: ${result.applied.length} applied, ${result.separated.length} separated, ${result.failed.length} refused${failed ? ` (${failed.trim()})` : ''}`;
}
