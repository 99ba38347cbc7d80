import { sql, type Selectable } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { BATCH_ENTRY_COLUMNS, batchEntriesResource } from '@core/resources/batch-entries.resource';
import type { Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import type { WriteContext } from '../../../http/crud';
import { ConflictError, NotFoundError } from '../../../http/errors';
import { actorOf, audit } from '../../../shared/audit';
import { refuseRowProblems, rowsByColumn, type RowProblem } from '../../hr/import/upload-rows';
import type { StepContext } from '../../hr/transitions';
import { markNeedsRecompute, periodTakingInputs } from '../inputs/period-guard';
import { lineProblems, recheckLines, refuseOwnLines } from './batch-lines';

// Batch entries (docs/domain.md §8): one transaction type for many employees in one period.
// Lines come from a spreadsheet (all rows or none) or are typed one by one; every change
// re-checks the lines and returns the batch to draft. Validate refuses a batch with a
// problem line; apply writes one payroll entry per line (source batch); void takes them
// back while the period still takes inputs.

/** The statuses in which a batch's lines may still change. */
export const EDITABLE = ['draft', 'validated'];
const MONEY_TEXT = /^-?\d{1,12}(\.\d{1,2})?$/;
const INSERT_CHUNK = 1000;

/** What applying a batch reads of it. */
export type BatchEntry = Pick<Selectable<DB['batch_entries']>, 'id' | 'payroll_period_id' | 'transaction_type_id' | 'description'>;

/** The batch of a workflow step, whose record comes untyped. */
export const stepBatch = (row: { readonly [column: string]: unknown }): BatchEntry => ({
  id: Number(row.id),
  payroll_period_id: Number(row.payroll_period_id),
  transaction_type_id: Number(row.transaction_type_id),
  description: String(row.description),
});

async function lockedBatch(trx: Database, id: number) {
  const batch = await trx.selectFrom('batch_entries').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!batch) throw new NotFoundError();
  return batch;
}

/** The batch, if its lines may still change (409 once applied or void). */
export async function editableBatch(trx: Database, id: number) {
  const batch = await lockedBatch(trx, id);
  if (!EDITABLE.includes(batch.status)) {
    throw new ConflictError(`This batch is ${batch.status}; its lines can no longer change.`);
  }
  return batch;
}

/** Lines changed: checked again, and the batch is a draft until validated again. */
export async function linesChanged(trx: Database, batchId: number): Promise<void> {
  await recheckLines(trx, batchId);
  await trx.updateTable('batch_entries').set({ status: 'draft' }).where('id', '=', batchId).execute();
}

/** The transaction type a batch pays, if it can be entered by hand. */
export const manualTransactionType = (trx: Database, id: number) =>
  trx.selectFrom('transaction_types').select(['name', 'allow_manual', 'is_active']).where('id', '=', id).executeTakeFirst();

/** The payroll group of the batch's period. */
export const periodGroupOf = async (trx: Database, periodId: number) =>
  (await trx.selectFrom('payroll_periods').select('payroll_group_id').where('id', '=', periodId).executeTakeFirstOrThrow())
    .payroll_group_id;

/** The row number a line typed by hand takes: after the batch's last. */
export async function nextRowNo(context: WriteContext, batchId: number): Promise<number> {
  const last = await context.trx
    .selectFrom('batch_entry_lines')
    .select(sql<number>`coalesce(max(row_no), 1)::int`.as('row_no'))
    .where('batch_entry_id', '=', batchId)
    .executeTakeFirstOrThrow();
  return last.row_no + 1;
}

async function refuseProblemLines(trx: Database, batchId: number, context: StepContext): Promise<void> {
  const { line_count, error_count } = await recheckLines(trx, batchId);
  if (line_count === 0) context.problems.add('lines', 'The batch has no lines: upload a file or add lines first.');
  else if (error_count > 0) {
    const first = await lineProblems(trx, batchId);
    context.problems.add('lines', `${error_count} of ${line_count} lines have problems. ${first.join(' ')}`.slice(0, 1000));
  }
}

/** What validate and apply check: the period still takes inputs, no line has a problem or pays the caller. */
export async function checkReadyToApply(batch: { id: number; payroll_period_id: number }, context: StepContext): Promise<void> {
  await periodTakingInputs(context.trx, batch.payroll_period_id);
  await refuseProblemLines(context.trx, batch.id, context);
  await refuseOwnLines(context.trx, context.request, batch.id);
}

/** Apply: one payroll entry per line in the batch's period, linked back to its line; answers the batch's stamps. */
export async function applyLines(trx: Database, batch: BatchEntry, appliedBy: number | null, now: Date) {
  const periodId = batch.payroll_period_id;
  await sql`
    insert into payroll_entries (payroll_period_id, employee_id, transaction_type_id, amount, source_type, source_id, remarks, created_by, updated_by)
    select ${periodId}, l.employee_id, ${batch.transaction_type_id}, l.amount, 'batch', l.id,
           left(coalesce(l.remarks, ${batch.description}), 255), ${appliedBy}, ${appliedBy}
      from batch_entry_lines l where l.batch_entry_id = ${batch.id} order by l.row_no`.execute(trx);
  await sql`
    update batch_entry_lines l set payroll_entry_id = p.id
      from payroll_entries p
     where p.source_type = 'batch' and p.source_id = l.id and p.status = 'active' and l.batch_entry_id = ${batch.id}`.execute(trx);
  await markNeedsRecompute(trx, [periodId]);
  return { applied_at: now, applied_by: appliedBy };
}

/** Void of an applied batch: its entries voided while the period still takes inputs. */
export async function voidEntries(trx: Database, batch: { id: number; payroll_period_id: number }): Promise<void> {
  const periodId = batch.payroll_period_id;
  await periodTakingInputs(trx, periodId);
  const entryIds = trx.selectFrom('batch_entry_lines').select('payroll_entry_id').where('batch_entry_id', '=', batch.id);
  await trx.updateTable('payroll_entries').set({ status: 'void' }).where('id', 'in', entryIds).where('status', '=', 'active').execute();
  await markNeedsRecompute(trx, [periodId]);
}

/** A spreadsheet's rows, checked for form (number, amount, lengths); who they name is checked as lines. */
export function uploadedLines(table: string[][]) {
  const rows = rowsByColumn(table, BATCH_ENTRY_COLUMNS, 'batch lines', ['remarks']);
  const problems: RowProblem[] = [];
  for (const line of rows) {
    const problem = (column: string, message: string) => problems.push({ row: line.row, column, message });
    if (!line.employee_no) problem('employee_no', 'The employee number is blank.');
    else if (line.employee_no.length > 20) problem('employee_no', 'The employee number is longer than 20 characters.');
    const amount = line.amount.replace(/,/g, '');
    if (!MONEY_TEXT.test(amount)) problem('amount', `"${line.amount.slice(0, 30)}" is not an amount in pesos (e.g. 1500.00).`);
    if (line.remarks.length > 255) problem('remarks', 'The remarks are longer than 255 characters.');
  }
  refuseRowProblems(problems, rows.length);
  return rows.map((line) => ({ ...line, amount: line.amount.replace(/,/g, '') }));
}

type UploadedLine = ReturnType<typeof uploadedLines>[number];

/** The file replaces the batch's lines, every row or none; checked, audited; answers the counts and total. */
export async function replaceLines(trx: Database, request: FastifyRequest, id: number, fileName: string, lines: readonly UploadedLine[]) {
  const batch = await editableBatch(trx, id);
  await periodTakingInputs(trx, batch.payroll_period_id);
  await trx.deleteFrom('batch_entry_lines').where('batch_entry_id', '=', id).execute();
  const by = request.auth?.user.id ?? null;
  for (let start = 0; start < lines.length; start += INSERT_CHUNK) {
    await trx
      .insertInto('batch_entry_lines')
      .values(
        lines.slice(start, start + INSERT_CHUNK).map((line) => ({
          batch_entry_id: id,
          row_no: line.row,
          employee_no: line.employee_no,
          amount: line.amount,
          remarks: line.remarks || null,
          created_by: by,
          updated_by: by,
        })),
      )
      .execute();
  }
  await trx
    .updateTable('batch_entries')
    .set({ file_name: fileName.slice(0, 255), status: 'draft' })
    .where('id', '=', id)
    .execute();
  const totals = await recheckLines(trx, id);
  await refuseOwnLines(trx, request, id);
  await audit(trx, actorOf(request, 'payroll'), {
    resource: batchEntriesResource.name,
    action: 'upload',
    recordId: id,
    summary: `Uploaded ${fileName}: ${totals.line_count} lines to batch ${batch.description}`,
  });
  const total = await trx.selectFrom('batch_entries').select('total_amount').where('id', '=', id).executeTakeFirstOrThrow();
  return {
    message:
      totals.error_count === 0
        ? `${totals.line_count} lines uploaded; validate the batch to apply it.`
        : `${totals.line_count} lines uploaded; ${totals.error_count} have problems to fix before the batch can be validated.`,
    ...totals,
    total_amount: total.total_amount,
  };
}
