import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { fieldProblem, normaliseRecord } from '@core/resources/define';
import type { Database } from '../../../db/database';
import { ConflictError, FieldErrorCollector, NotFoundError } from '../../../http/errors';
import { actorOf, audit, type AuditActor } from '../../../shared/audit';
import type { StepContext } from '../../hr/transitions';
import { markNeedsRecompute, periodTakingInputs } from '../inputs/period-guard';
import type { BatchColumns, BatchKind, BatchOf, BatchPayment, BatchTable, LineEdit, LinesTable } from './batch-kind';
import { BATCH_KINDS, kindOfTable } from './batch-kinds';
import { batchIdOfLine, batchOf, lineIdsOf, lineOf, lockedBatchOf, payableLines } from './batches.queries';

// The one lifecycle of the computation batches (docs/domain.md §13.5): compute builds the lines,
// approve sends them to the target period as payroll entries, unapprove voids those entries,
// posting the target period posts the batch. Each kind says only how its lines are computed
// and under which transaction type they are paid (batch-kind.ts).

const INSERT_CHUNK = 1000;

/** The entries a batch's lines pay: one per line with an amount, unless the kind lists them. */
async function paymentsOf(trx: Database, kind: BatchKind, batch: BatchOf<BatchTable>): Promise<BatchPayment[]> {
  if (kind.payments) return kind.payments(trx, batch);
  const { typeId, remarks } = await kind.payment(trx, batch);
  if (kind.payables) {
    return (await kind.payables(trx, batch.id)).map((payable) => ({
      line_id: payable.line_ids[0],
      line_ids: payable.line_ids,
      employee_id: payable.employee_id,
      transaction_type_id: typeId,
      amount: payable.amount,
      remarks,
    }));
  }
  return (await payableLines(trx, kind, batch.id)).map((line) => ({
    line_id: Number(line.id),
    employee_id: Number(line.employee_id),
    transaction_type_id: typeId,
    amount: line.amount,
    remarks,
  }));
}

/** The lines learn the entries that pay them, a thousand at a time. */
async function linkEntries(trx: Database, kind: BatchKind, entriesOf: ReadonlyMap<number, number[]>): Promise<void> {
  const links = [...entriesOf].map(([lineId, ids]) => sql`(${lineId}::bigint, ${JSON.stringify(ids)}::jsonb)`);
  const set = kind.payments ? sql`payroll_entry_ids = v.ids` : sql`payroll_entry_id = (v.ids->>0)::bigint`;
  for (let start = 0; start < links.length; start += INSERT_CHUNK) {
    const values = sql.join(links.slice(start, start + INSERT_CHUNK));
    await sql`update ${sql.table(kind.lines)} l set ${set} from (values ${values}) v(line_id, ids) where l.id = v.line_id`.execute(trx);
  }
}

async function sendToPeriod(trx: Database, kind: BatchKind, batch: BatchOf<BatchTable>): Promise<void> {
  const periodId = batch.target_payroll_period_id;
  await periodTakingInputs(trx, periodId);
  const payments = await paymentsOf(trx, kind, batch);
  const entriesOf = new Map<number, number[]>();
  // one statement per thousand entries; RETURNING answers the rows in the order of the values
  for (let start = 0; start < payments.length; start += INSERT_CHUNK) {
    const chunk = payments.slice(start, start + INSERT_CHUNK);
    const entries = await trx
      .insertInto('payroll_entries')
      .values(
        chunk.map((payment) => ({
          payroll_period_id: periodId,
          employee_id: payment.employee_id,
          transaction_type_id: payment.transaction_type_id,
          amount: payment.amount,
          quantity: payment.quantity ?? null,
          source_type: kind.source,
          source_id: payment.line_id,
          remarks: payment.remarks,
        })),
      )
      .returning('id')
      .execute();
    chunk.forEach((payment, index) => {
      for (const lineId of payment.line_ids ?? [payment.line_id])
        entriesOf.set(lineId, [...(entriesOf.get(lineId) ?? []), Number(entries[index].id)]);
    });
  }
  await linkEntries(trx, kind, entriesOf);
  await kind.sent?.(trx, batch, true);
  await markNeedsRecompute(trx, [periodId]);
}

async function takeBack(trx: Database, kind: BatchKind, batch: BatchOf<BatchTable>): Promise<void> {
  const periodId = batch.target_payroll_period_id;
  await periodTakingInputs(trx, periodId);
  await trx
    .updateTable('payroll_entries')
    .set({ status: 'void' })
    .where('source_type', '=', kind.source)
    .where('source_id', 'in', lineIdsOf(trx, kind, batch.id))
    .where('status', '=', 'active')
    .execute();
  const lines: LinesTable = kind.lines;
  const unlink = kind.payments ? { payroll_entry_ids: JSON.stringify([]) } : { payroll_entry_id: null };
  await trx.updateTable(lines).set(unlink).where(kind.batchColumn, '=', batch.id).execute();
  await kind.sent?.(trx, batch, false);
  await markNeedsRecompute(trx, [periodId]);
}

/** Lines that carry their batch's status follow it through every step. */
async function linesFollow(trx: Database, kind: BatchKind, batchIds: readonly number[], status: string): Promise<void> {
  if (!kind.linesHaveStatus) return;
  const lines: LinesTable = kind.lines;
  await trx.updateTable(lines).set({ status }).where(kind.batchColumn, 'in', batchIds).execute();
}

/** The compute step: the lines rebuilt while the target period still takes inputs; answers the batch's totals. */
export async function computeBatch(trx: Database, kind: BatchKind, id: number): Promise<BatchColumns> {
  const batch = await batchOf(trx, kind, id);
  await periodTakingInputs(trx, batch.target_payroll_period_id);
  return kind.compute(trx, batch.id);
}

/** What the kind checks before approval (problems → 422). */
export async function checkApproval(trx: Database, kind: BatchKind, id: number, problems: FieldErrorCollector): Promise<void> {
  if (kind.approve?.check) await kind.approve.check(trx, await batchOf(trx, kind, id), problems);
}

/** The approve step: the entries sent to the target period; answers the kind's further columns. */
export async function approveBatch(kind: BatchKind, id: number, context: StepContext): Promise<BatchColumns | void> {
  const batch = await batchOf(context.trx, kind, id);
  await sendToPeriod(context.trx, kind, batch);
  await linesFollow(context.trx, kind, [id], 'approved');
  return kind.approve?.effect?.(context.trx, batch, context);
}

/** The unapprove step: the entries voided; answers the kind's further columns. */
export async function unapproveBatch(kind: BatchKind, id: number, context: StepContext): Promise<BatchColumns | void> {
  const batch = await batchOf(context.trx, kind, id);
  await takeBack(context.trx, kind, batch);
  await linesFollow(context.trx, kind, [id], 'computed');
  return kind.unapprove?.(context.trx, batch, context);
}

/** The cancel step: lines that carry a status are cancelled with the batch. */
export const cancelBatch = (trx: Database, kind: BatchKind, id: number) => linesFollow(trx, kind, [id], 'cancelled');

/** One line of a computed batch changed before approval, audited; answers the message. */
export async function editLine(
  trx: Database,
  request: FastifyRequest,
  kind: BatchKind,
  edit: LineEdit,
  id: number,
  raw: Record<string, unknown>,
): Promise<string> {
  const line = await lineOf(trx, kind, id);
  if (!line) throw new NotFoundError();
  const batch = await lockedBatchOf(trx, kind, batchIdOfLine(kind, line));
  if (batch.status !== 'computed') {
    throw new ConflictError(
      `This ${kind.definition.label.toLowerCase().replace(/s$/, '')} is ${String(batch.status)}; only the lines of a computed one can be changed.`,
    );
  }
  const problems = new FieldErrorCollector();
  for (const [name, field] of Object.entries(edit.fields)) {
    const problem = fieldProblem(field, raw[name]);
    if (problem) problems.add(name, problem);
  }
  problems.throwIfAny();
  const values = normaliseRecord({ ...edit.definition, fields: edit.fields }, raw);
  const message = await edit.apply(trx, line, batch, values, problems);
  problems.throwIfAny();
  const after = await lineOf(trx, kind, id);
  await audit(trx, actorOf(request, kind.workflow.portal), {
    resource: kind.definition.name,
    action: edit.action.replace(/-/g, '_'),
    recordId: String(batch.id),
    summary: message,
    before: line,
    after,
  });
  return message;
}

/** Posting a period posts the batches it pays; unposting returns them to approved. */
export async function postBatchesOf(trx: Database, periodId: number, posted: boolean): Promise<void> {
  for (const kind of BATCH_KINDS) {
    const table: BatchTable = kind.table;
    const moved = await trx
      .updateTable(table)
      .set({ status: posted ? 'posted' : 'approved' })
      .where('target_payroll_period_id', '=', periodId)
      .where('status', '=', posted ? 'approved' : 'posted')
      .returning('id')
      .execute();
    if (moved.length > 0)
      await linesFollow(
        trx,
        kind,
        moved.map((r) => r.id),
        posted ? 'posted' : 'approved',
      );
  }
}

/**
 * The approve step of a computed batch outside a request (the demo seed's year-end run):
 * the same entries sent to its target period and the same status moves as the route's
 * step, with the audit row the step writes.
 */
export async function approveComputedBatch(trx: Database, table: BatchTable, id: number, actor: AuditActor): Promise<void> {
  const kind = kindOfTable(table);
  const batch = await batchOf(trx, kind, id);
  if (batch.status !== 'computed') throw new ConflictError(`The batch is ${String(batch.status)}; only a computed one is approved.`);
  await sendToPeriod(trx, kind, batch);
  await linesFollow(trx, kind, [id], 'approved');
  await trx.updateTable(table).set({ status: 'approved', updated_at: new Date() }).where('id', '=', id).execute();
  await audit(trx, actor, {
    resource: kind.definition.name,
    action: 'approve',
    recordId: id,
    summary: `Approve: ${kind.definition.label} ${id}`,
    before: batch,
    after: { ...batch, status: 'approved' },
  });
}
