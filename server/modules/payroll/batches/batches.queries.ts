import type { Database } from '../../../db/database';
import type { BatchKind, BatchOf, BatchTable, LineOf, LinesTable } from './batch-kind';

// What the batch lifecycle reads of a kind's batch and lines. The tables are the kind's,
// known only at run time: one query serves them all, typed over the union of the kinds'
// tables (every batch table has id, status and target_payroll_period_id).

/** A batch of the kind, by id (throws when there is none). */
export async function batchOf<T extends BatchTable>(trx: Database, kind: BatchKind<T>, id: number): Promise<BatchOf<T>> {
  const table: BatchTable = kind.table;
  return (await trx.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as BatchOf<T>;
}

/** A batch of the kind, locked for the change of one of its lines. */
export async function lockedBatchOf<T extends BatchTable>(trx: Database, kind: BatchKind<T>, id: number): Promise<BatchOf<T>> {
  const table: BatchTable = kind.table;
  return (await trx.selectFrom(table).selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow()) as BatchOf<T>;
}

/** A line of the kind, by id. */
export async function lineOf<L extends LinesTable>(
  trx: Database,
  kind: BatchKind<BatchTable, L>,
  id: number,
): Promise<LineOf<L> | undefined> {
  const lines: LinesTable = kind.lines;
  return (await trx.selectFrom(lines).selectAll().where('id', '=', id).executeTakeFirst()) as LineOf<L> | undefined;
}

/** The id of the batch a line belongs to. */
// the column is the kind's, and a line of the union of line tables cannot be indexed by it
export const batchIdOfLine = (kind: BatchKind, line: LineOf<LinesTable>): number =>
  Number((line as Record<string, unknown>)[kind.batchColumn]);

/** The batch's lines with an amount to pay: one entry each, unless the kind says otherwise. */
export async function payableLines(
  trx: Database,
  kind: BatchKind,
  batchId: number,
): Promise<{ id: number; employee_id: number; amount: string }[]> {
  const amount = kind.amountColumn ?? 'amount_payable';
  const lines: LinesTable = kind.lines;
  return (await trx
    .selectFrom(lines)
    .select(['id', 'employee_id', `${amount} as amount`])
    .where(kind.batchColumn, '=', batchId)
    .where(amount, '>', '0')
    .orderBy('id')
    .execute()) as { id: number; employee_id: number; amount: string }[];
}

/** The ids of the batch's lines, as a subquery. */
export const lineIdsOf = (trx: Database, kind: BatchKind, batchId: number) => {
  const lines: LinesTable = kind.lines;
  return trx.selectFrom(lines).select('id').where(kind.batchColumn, '=', batchId);
};

/** The target period of a batch being written: its status and code (to refuse a closed one) and its group; a query to execute. */
export const targetPeriod = (trx: Database, periodId: number) =>
  trx.selectFrom('payroll_periods').select(['status', 'code', 'payroll_group_id']).where('id', '=', periodId);
