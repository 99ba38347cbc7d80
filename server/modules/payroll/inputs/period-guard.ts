import type { Database } from '../../../db/database';
import { ConflictError } from '../../../http/errors';

/** Statuses in which a period still takes inputs and may be computed again (docs/domain.md §13.4). */
export const RECOMPUTABLE = ['open', 'computed', 'prooflisted'] as const;

/** The period, or a 409 when it is posted or closed: its inputs and payslips are frozen. */
export async function periodTakingInputs(trx: Database, periodId: number) {
  const period = await trx.selectFrom('payroll_periods').selectAll().where('id', '=', periodId).forUpdate().executeTakeFirst();
  if (!period) return undefined;
  if (!(RECOMPUTABLE as readonly string[]).includes(period.status)) {
    throw new ConflictError(`Payroll period ${period.code} is ${period.status}; its entries and payslips can no longer change.`);
  }
  return period;
}

/** A computed or prooflisted period whose inputs changed must be computed again before it can post. */
export async function markNeedsRecompute(trx: Database, periodIds: readonly number[]): Promise<void> {
  if (periodIds.length === 0) return;
  await trx
    .updateTable('payroll_periods')
    .set({ needs_recompute: true })
    .where('id', 'in', periodIds)
    .where('status', 'in', ['computed', 'prooflisted'])
    .execute();
}

/** The open-for-input periods of a group whose cut-off overlaps the dates: a recurring entry or loan change affects them. */
export async function periodsAffectedBy(trx: Database, employeeId: number, from: string, to: string | null): Promise<number[]> {
  let query = trx
    .selectFrom('payroll_periods as p')
    .innerJoin('employees as e', 'e.payroll_group_id', 'p.payroll_group_id')
    .select('p.id')
    .where('e.id', '=', employeeId)
    .where('p.status', 'in', ['computed', 'prooflisted'])
    .where('p.pay_date', '>=', from);
  if (to) query = query.where('p.cutoff_start', '<=', to);
  return (await query.execute()).map((p) => p.id);
}
