import type { FastifyInstance } from 'fastify';
import { bonusBatchesResource } from '@core/resources/bonus-batches.resource';
import { bonusBatchesWorkflow } from '@core/resources/bonus-batches.workflow';
import type { ResourceDefinition } from '@core/resources/define';
import { thirteenthMonthBatchesResource } from '@core/resources/thirteenth-month-batches.resource';
import { thirteenthMonthBatchesWorkflow } from '@core/resources/thirteenth-month-batches.workflow';
import { annualizationRunsResource } from '@core/resources/annualizations.resource';
import { annualizationRunsWorkflow } from '@core/resources/annualizations.workflow';
import { retroPayBatchesResource } from '@core/resources/retro-pay-batches.resource';
import { retroPayBatchesWorkflow } from '@core/resources/retro-pay-batches.workflow';
import type { WorkflowDefinition } from '@core/resources/workflow';
import { untyped, type Database } from '../../../db/database';
import type { CrudOptionsByResource, WriteContext } from '../../../http/crud';
import { ConflictError } from '../../../http/errors';
import { callerCompanyId } from '../company';
import { registerTransitions } from '../../hr/transitions';
import { markNeedsRecompute, periodTakingInputs } from '../inputs/period-guard';
import { computeBonus } from './bonus.service';
import { computeThirteenthMonth, THIRTEENTH_MONTH_TYPE } from './thirteenth-month.service';
import { YEAR_END_KIND } from './year-end.service';
import { RETRO_KIND } from './retro-pay.service';

// The computation batches (domain.md §13.5) through the generic CRUD routes and one shared
// lifecycle: compute builds the lines, approve sends them to the target period as payroll
// entries, unapprove voids those entries, posting the target period posts the batch. Each
// kind says only how its lines are computed and under which transaction type they are paid.

type Row = Record<string, unknown>;

/** One payroll entry a batch sends to its target period, and the lines it pays. */
export interface Payable {
  readonly employee_id: number;
  readonly amount: string;
  readonly line_ids: readonly number[];
}

export interface BatchKind {
  readonly definition: ResourceDefinition;
  readonly workflow: WorkflowDefinition;
  readonly table: 'thirteenth_month_batches' | 'bonus_batches' | 'annualization_runs' | 'retro_pay_batches';
  readonly lines: 'thirteenth_month_lines' | 'bonus_lines' | 'annualizations' | 'retro_pay_lines';
  readonly batchColumn: 'thirteenth_month_batch_id' | 'bonus_batch_id' | 'annualization_run_id' | 'retro_pay_batch_id';
  readonly source: 'thirteenth_month' | 'bonus' | 'year_end' | 'retro';
  compute(trx: Database, batchId: number): Promise<{ employee_count: number; total_amount: string }>;
  /** the transaction type the lines are paid as, and the entries' remark */
  payment(trx: Database, batch: Row): Promise<{ typeId: number; remarks: string }>;
  validate?(values: Row, context: WriteContext): Promise<void> | void;
  /** the entries to send (default: one per line with a positive amount_payable) */
  payables?(trx: Database, batchId: number): Promise<Payable[]>;
  /** further effects of approving (true) or taking back (false) */
  sent?(trx: Database, batch: Row, approved: boolean): Promise<void>;
  /** the lines carry the batch's status too */
  readonly linesHaveStatus?: boolean;
}

export const typeIdOf = async (trx: Database, code: string) =>
  Number((await trx.selectFrom('transaction_types').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);

const KINDS: readonly BatchKind[] = [
  {
    definition: thirteenthMonthBatchesResource,
    workflow: thirteenthMonthBatchesWorkflow,
    table: 'thirteenth_month_batches',
    lines: 'thirteenth_month_lines',
    batchColumn: 'thirteenth_month_batch_id',
    source: 'thirteenth_month',
    compute: async (trx, id) => {
      const row = await trx.selectFrom('thirteenth_month_batches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return computeThirteenthMonth(trx, {
        ...row,
        id,
        company_id: Number(row.company_id),
        payroll_group_id: row.payroll_group_id === null ? null : Number(row.payroll_group_id),
        target_payroll_period_id: Number(row.target_payroll_period_id),
      });
    },
    payment: async (trx, batch) => ({
      typeId: await typeIdOf(trx, THIRTEENTH_MONTH_TYPE),
      remarks: `13th month ${String(batch.year)} (batch ${String(batch.id)})`,
    }),
    validate: (values, context) => {
      if (values.coverage_to && String(values.coverage_to).slice(0, 4) !== String(values.year)) {
        context.problems.add('coverage_to', `The coverage must end in ${String(values.year)}.`);
      }
    },
  },
  {
    definition: bonusBatchesResource,
    workflow: bonusBatchesWorkflow,
    table: 'bonus_batches',
    lines: 'bonus_lines',
    batchColumn: 'bonus_batch_id',
    source: 'bonus',
    compute: computeBonus,
    payment: async (_trx, batch) => ({
      typeId: Number(batch.transaction_type_id),
      remarks: `${String(batch.bonus_name)} (batch ${String(batch.id)})`,
    }),
    validate: async (values, context) => {
      const type = await context.trx
        .selectFrom('transaction_types as t')
        .innerJoin('transaction_classes as c', 'c.id', 't.transaction_class_id')
        .select(['t.name', 'c.nature'])
        .where('t.id', '=', Number(values.transaction_type_id))
        .executeTakeFirst();
      if (!type) context.problems.add('transaction_type_id', 'The selected transaction type is invalid.');
      else if (type.nature !== 'earning') context.problems.add('transaction_type_id', `${type.name} is not an earning.`);
    },
  },
  { definition: annualizationRunsResource, workflow: annualizationRunsWorkflow, ...YEAR_END_KIND },
  { definition: retroPayBatchesResource, workflow: retroPayBatchesWorkflow, ...RETRO_KIND },
];

const EDITABLE = ['draft', 'computed'];

function crudOptionsOf(kind: BatchKind) {
  return {
    validate: async (values: Row, context: WriteContext) => {
      if (context.existing && !EDITABLE.includes(String(context.existing.status))) {
        throw new ConflictError(`This batch is ${String(context.existing.status)}; only a draft or computed batch can be changed.`);
      }
      const period = await context.trx
        .selectFrom('payroll_periods')
        .select(['status', 'code'])
        .where('id', '=', Number(values.target_payroll_period_id))
        .executeTakeFirst();
      if (!period) context.problems.add('target_payroll_period_id', 'The selected payroll period is invalid.');
      else if (!['open', 'computed', 'prooflisted'].includes(period.status)) {
        context.problems.add('target_payroll_period_id', `${period.code} is ${period.status}; choose a period that is still open.`);
      }
      await kind.validate?.(values, context);
    },
    derive: async (values: Row, context: WriteContext) => {
      const period = await context.trx
        .selectFrom('payroll_periods')
        .select('payroll_group_id')
        .where('id', '=', Number(values.target_payroll_period_id))
        .executeTakeFirstOrThrow();
      // a new batch belongs to the caller's company; a changed one must be computed again
      const state = context.existing
        ? { status: 'draft' }
        : { company_id: await callerCompanyId(context.trx, context.request), status: 'draft' };
      return { ...state, payroll_group_id: period.payroll_group_id };
    },
    beforeDelete: ({ existing }: { existing: Row }) => {
      if (existing.status !== 'draft')
        throw new ConflictError(`This batch is ${String(existing.status)}; cancel it instead of deleting it.`);
    },
  };
}

export function batchCrudOptions(crud: CrudOptionsByResource): void {
  for (const kind of KINDS) crud.set(kind.definition.name, crudOptionsOf(kind));
}

async function batchOf(trx: Database, kind: BatchKind, id: unknown): Promise<Row> {
  return untyped(trx).selectFrom(kind.table).selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow() as Promise<Row>;
}

async function sendToPeriod(trx: Database, kind: BatchKind, batch: Row): Promise<void> {
  const periodId = Number(batch.target_payroll_period_id);
  await periodTakingInputs(trx, periodId);
  const { typeId, remarks } = await kind.payment(trx, batch);
  const payables = kind.payables
    ? await kind.payables(trx, Number(batch.id))
    : (
        (await untyped(trx)
          .selectFrom(kind.lines)
          .select(['id', 'employee_id', 'amount_payable'])
          .where(kind.batchColumn, '=', Number(batch.id))
          .where('amount_payable', '>', '0')
          .orderBy('id')
          .execute()) as Array<{ id: number; employee_id: number; amount_payable: string }>
      ).map((line) => ({ employee_id: line.employee_id, amount: line.amount_payable, line_ids: [line.id] }));
  for (const line of payables) {
    const entry = await trx
      .insertInto('payroll_entries')
      .values({
        payroll_period_id: periodId,
        employee_id: line.employee_id,
        transaction_type_id: typeId,
        amount: line.amount,
        source_type: kind.source,
        source_id: line.line_ids[0],
        remarks,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await untyped(trx).updateTable(kind.lines).set({ payroll_entry_id: entry.id }).where('id', 'in', line.line_ids).execute();
  }
  await kind.sent?.(trx, batch, true);
  await markNeedsRecompute(trx, [periodId]);
}

async function takeBack(trx: Database, kind: BatchKind, batch: Row): Promise<void> {
  const periodId = Number(batch.target_payroll_period_id);
  await periodTakingInputs(trx, periodId);
  const entryIds = untyped(trx).selectFrom(kind.lines).select('payroll_entry_id').where(kind.batchColumn, '=', Number(batch.id));
  await trx.updateTable('payroll_entries').set({ status: 'void' }).where('id', 'in', entryIds).where('status', '=', 'active').execute();
  await untyped(trx).updateTable(kind.lines).set({ payroll_entry_id: null }).where(kind.batchColumn, '=', Number(batch.id)).execute();
  await kind.sent?.(trx, batch, false);
  await markNeedsRecompute(trx, [periodId]);
}

/** Lines that carry their batch's status follow it through every step. */
async function linesFollow(trx: Database, kind: BatchKind, batchIds: unknown, status: string): Promise<void> {
  if (!kind.linesHaveStatus) return;
  await untyped(trx).updateTable(kind.lines).set({ status }).where(kind.batchColumn, 'in', batchIds).execute();
}

export async function batchRoutes(app: FastifyInstance, crud: CrudOptionsByResource): Promise<void> {
  for (const kind of KINDS) {
    const follow =
      (to: string) =>
      async (row: Row, _values: Row, { trx }: { trx: Database }) =>
        linesFollow(trx, kind, [row.id], to);
    registerTransitions(app, kind.definition, crud.get(kind.definition.name)!, kind.workflow, {
      compute: {
        effect: async (row, _values, { trx }) => {
          const batch = await batchOf(trx, kind, row.id);
          await periodTakingInputs(trx, Number(batch.target_payroll_period_id));
          return kind.compute(trx, Number(batch.id));
        },
      },
      approve: {
        effect: async (row, values, context) => {
          await sendToPeriod(context.trx, kind, await batchOf(context.trx, kind, row.id));
          await follow('approved')(row, values, context);
        },
      },
      unapprove: {
        effect: async (row, values, context) => {
          await takeBack(context.trx, kind, await batchOf(context.trx, kind, row.id));
          await follow('computed')(row, values, context);
        },
      },
      cancel: { effect: follow('cancelled') },
    });
  }
}

/** Posting a period posts the batches it pays; unposting returns them to approved. */
export async function postBatchesOf(trx: Database, periodId: number, posted: boolean): Promise<void> {
  for (const kind of KINDS) {
    const moved = await untyped(trx)
      .updateTable(kind.table)
      .set({ status: posted ? 'posted' : 'approved' })
      .where('target_payroll_period_id', '=', periodId)
      .where('status', '=', posted ? 'approved' : 'posted')
      .returning('id')
      .execute();
    if (moved.length)
      await linesFollow(
        trx,
        kind,
        moved.map((r) => r.id),
        posted ? 'posted' : 'approved',
      );
  }
}
