import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { BATCH_ENTRY_COLUMNS, batchEntriesResource, batchEntryLinesResource } from '@core/resources/batch-entries.resource';
import { batchEntriesWorkflow } from '@core/resources/batch-entries.workflow';
import type { Database } from '../../../db/database';
import type { CrudOptionsByResource, WriteContext } from '../../../http/crud';
import { ConflictError, NotFoundError } from '../../../http/errors';
import { answers, AnyObject, IdParams } from '../../../http/schemas';
import { actorOf, audit } from '../../../shared/audit';
import { refuseOwnRows } from '../../audit/own-record';
import { readUploadedTable, refuseRowProblems, rowsByColumn, templateRoute, type RowProblem } from '../../hr/import/upload-rows';
import { registerTransitions, type StepContext } from '../../hr/transitions';
import { callerCompanyId } from '../company';
import { markNeedsRecompute, periodTakingInputs } from '../inputs/period-guard';
import { lineProblems, recheckLines, lineEmployee, OWN_LINES, refuseOwnLines } from './batch-lines';

// Batch entries (domain.md §8): one transaction type for many employees in one period.
// Lines come from a spreadsheet (all rows or none) or are typed one by one; every change
// re-checks the lines and returns the batch to draft. Validate refuses a batch with a
// problem line; apply writes one payroll entry per line (source batch); void takes them
// back while the period still takes inputs.

type Row = Record<string, unknown>;

const EDITABLE = ['draft', 'validated'];
const MONEY_TEXT = /^-?\d{1,12}(\.\d{1,2})?$/;

async function batchOf(trx: Database, id: number) {
  const batch = await trx.selectFrom('batch_entries').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!batch) throw new NotFoundError();
  return batch;
}

/** The batch, if its lines may still change (409 once applied or void). */
async function editableBatch(trx: Database, id: number) {
  const batch = await batchOf(trx, id);
  if (!EDITABLE.includes(batch.status)) {
    throw new ConflictError(`This batch is ${batch.status}; its lines can no longer change.`);
  }
  return batch;
}

/** Lines changed: checked again, and the batch is a draft until validated again. */
async function linesChanged(trx: Database, batchId: number): Promise<void> {
  await recheckLines(trx, batchId);
  await trx.updateTable('batch_entries').set({ status: 'draft' }).where('id', '=', batchId).execute();
}

async function refuseProblemLines(trx: Database, batchId: number, context: StepContext): Promise<void> {
  const { line_count, error_count } = await recheckLines(trx, batchId);
  if (line_count === 0) context.problems.add('lines', 'The batch has no lines: upload a file or add lines first.');
  else if (error_count > 0) {
    const first = await lineProblems(trx, batchId);
    context.problems.add('lines', `${error_count} of ${line_count} lines have problems. ${first.join(' ')}`.slice(0, 1000));
  }
}

export function batchEntryCrudOptions(crud: CrudOptionsByResource): void {
  crud.set(batchEntriesResource.name, {
    validate: async (values, context) => {
      if (context.existing && !EDITABLE.includes(String(context.existing.status))) {
        throw new ConflictError(`This batch is ${String(context.existing.status)}; it can no longer change.`);
      }
      const period = await periodTakingInputs(context.trx, Number(values.payroll_period_id));
      if (!period) context.problems.add('payroll_period_id', 'The selected payroll period is invalid.');
      const type = await context.trx
        .selectFrom('transaction_types')
        .select(['name', 'allow_manual', 'is_active'])
        .where('id', '=', Number(values.transaction_type_id))
        .executeTakeFirst();
      if (!type || !type.is_active) context.problems.add('transaction_type_id', 'The selected transaction type is invalid.');
      else if (!type.allow_manual)
        context.problems.add('transaction_type_id', `${type.name} is computed by payroll and cannot be entered.`);
    },
    derive: async (values, context) => {
      const period = await context.trx
        .selectFrom('payroll_periods')
        .select('payroll_group_id')
        .where('id', '=', Number(values.payroll_period_id))
        .executeTakeFirstOrThrow();
      const state = context.existing
        ? { status: 'draft' }
        : { company_id: await callerCompanyId(context.trx, context.request), status: 'draft' };
      return { ...state, payroll_group_id: period.payroll_group_id };
    },
    // another period may mean another payroll group: the lines are checked again
    afterWrite: async (row, context) => void (await recheckLines(context.trx, Number(row.id))),
    beforeDelete: ({ existing }) => {
      if (!EDITABLE.includes(String(existing.status)))
        throw new ConflictError(`This batch is ${String(existing.status)}; it is kept for the record and cannot be deleted.`);
    },
  });

  crud.set(
    batchEntryLinesResource.name,
    refuseOwnRows(
      {
        validate: async (values, context) => {
          const batchId = Number(context.existing?.batch_entry_id ?? values.batch_entry_id);
          if (context.existing && Number(values.batch_entry_id) !== batchId)
            context.problems.add('batch_entry_id', 'A line cannot move to another batch.');
          await editableBatch(context.trx, batchId);
        },
        derive: async (values, context: WriteContext) => {
          if (context.existing) return {};
          const last = await context.trx
            .selectFrom('batch_entry_lines')
            .select(sql<number>`coalesce(max(row_no), 1)::int`.as('row_no'))
            .where('batch_entry_id', '=', Number(values.batch_entry_id))
            .executeTakeFirstOrThrow();
          return { row_no: last.row_no + 1 };
        },
        afterWrite: (row, context) => linesChanged(context.trx, Number(row.batch_entry_id)),
        beforeDelete: async ({ trx, existing }) => void (await editableBatch(trx, Number(existing.batch_entry_id))),
        afterDelete: ({ trx, existing }) => linesChanged(trx, Number(existing.batch_entry_id)),
      },
      OWN_LINES,
      lineEmployee,
    ),
  );
}

async function applyLines(trx: Database, batch: Row, appliedBy: number | null, now: Date): Promise<Row> {
  const periodId = Number(batch.payroll_period_id);
  await sql`
    insert into payroll_entries (payroll_period_id, employee_id, transaction_type_id, amount, source_type, source_id, remarks, created_by, updated_by)
    select ${periodId}, l.employee_id, ${Number(batch.transaction_type_id)}, l.amount, 'batch', l.id,
           left(coalesce(l.remarks, ${String(batch.description)}), 255), ${appliedBy}, ${appliedBy}
      from batch_entry_lines l where l.batch_entry_id = ${Number(batch.id)} order by l.row_no`.execute(trx);
  await sql`
    update batch_entry_lines l set payroll_entry_id = p.id
      from payroll_entries p
     where p.source_type = 'batch' and p.source_id = l.id and p.status = 'active' and l.batch_entry_id = ${Number(batch.id)}`.execute(trx);
  await markNeedsRecompute(trx, [periodId]);
  return { applied_at: now, applied_by: appliedBy };
}

async function voidEntries(trx: Database, batch: Row): Promise<void> {
  const periodId = Number(batch.payroll_period_id);
  await periodTakingInputs(trx, periodId);
  const entryIds = trx.selectFrom('batch_entry_lines').select('payroll_entry_id').where('batch_entry_id', '=', Number(batch.id));
  await trx.updateTable('payroll_entries').set({ status: 'void' }).where('id', 'in', entryIds).where('status', '=', 'active').execute();
  await markNeedsRecompute(trx, [periodId]);
}

/** A spreadsheet's rows, checked for form (number, amount, lengths); who they name is checked as lines. */
function uploadedLines(table: string[][]) {
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

export async function batchEntryRoutes(server: FastifyInstance, crud: CrudOptionsByResource): Promise<void> {
  registerTransitions(server, batchEntriesResource, crud.get(batchEntriesResource.name)!, batchEntriesWorkflow, {
    validate: {
      check: async (row, _values, context) => {
        await periodTakingInputs(context.trx, Number(row.payroll_period_id));
        await refuseProblemLines(context.trx, Number(row.id), context);
        await refuseOwnLines(context.trx, context.request, Number(row.id));
      },
    },
    apply: {
      check: async (row, _values, context) => {
        await periodTakingInputs(context.trx, Number(row.payroll_period_id));
        await refuseProblemLines(context.trx, Number(row.id), context);
        await refuseOwnLines(context.trx, context.request, Number(row.id));
      },
      effect: async (row, _values, { trx, request, now }) => applyLines(trx, row, request.auth?.user.id ?? null, now),
    },
    void: {
      check: async (row, _values, { trx, request }) => {
        if (row.status === 'applied') await periodTakingInputs(trx, Number(row.payroll_period_id));
        await refuseOwnLines(trx, request, Number(row.id));
      },
      effect: async (row, _values, { trx }) => {
        if (row.status === 'applied') await voidEntries(trx, row);
      },
    },
  });

  await server.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 5 } });
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();

    templateRoute(app, '/api/payroll/batch-entries/template', {
      name: 'batch-entry-template',
      sheet: 'Batch entry',
      columns: BATCH_ENTRY_COLUMNS,
      example: { employee_no: 'EMP-0001', amount: '1500.00', remarks: 'Rice subsidy, December' },
    });

    // the file replaces the batch's lines: every row or none
    app.post(
      '/api/payroll/batch-entries/:id/upload',
      { schema: { params: IdParams, consumes: ['multipart/form-data'], response: answers(AnyObject) } },
      async (request) => {
        const id = Number(request.params.id);
        const { fileName, table } = await readUploadedTable(request);
        const lines = uploadedLines(table);
        return app.deps.db.transaction().execute(async (trx) => {
          const batch = await editableBatch(trx, id);
          await periodTakingInputs(trx, Number(batch.payroll_period_id));
          await trx.deleteFrom('batch_entry_lines').where('batch_entry_id', '=', id).execute();
          const by = request.auth?.user.id ?? null;
          for (let start = 0; start < lines.length; start += 1000) {
            await trx
              .insertInto('batch_entry_lines')
              .values(
                lines.slice(start, start + 1000).map((line) => ({
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
        });
      },
    );
  });
}
