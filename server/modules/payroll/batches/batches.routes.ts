import type { FastifyInstance } from 'fastify';
import { thirteenthMonthBatchesResource as batches } from '@core/resources/thirteenth-month-batches.resource';
import { thirteenthMonthBatchesWorkflow } from '@core/resources/thirteenth-month-batches.workflow';
import type { Database } from '../../../db/database';
import type { CrudOptionsByResource, WriteContext } from '../../../http/crud';
import { ConflictError } from '../../../http/errors';
import { callerCompanyId } from '../company';
import { registerTransitions } from '../../hr/transitions';
import { markNeedsRecompute, periodTakingInputs } from '../inputs/period-guard';
import { computeThirteenthMonth, THIRTEENTH_MONTH_TYPE, type BatchRow } from './thirteenth-month.service';

// 13th-month batches through the generic CRUD routes and the batch lifecycle of domain.md
// §13.5: compute builds the lines, approve sends them to the target period as payroll
// entries, unapprove voids those entries, posting the target period posts the batch.

type Row = Record<string, unknown>;

const EDITABLE = ['draft', 'computed'];

async function batchRow(trx: Database, id: number): Promise<BatchRow> {
  const row = await trx.selectFrom('thirteenth_month_batches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return {
    ...row,
    id: Number(row.id),
    company_id: Number(row.company_id),
    payroll_group_id: row.payroll_group_id === null ? null : Number(row.payroll_group_id),
    target_payroll_period_id: Number(row.target_payroll_period_id),
  };
}

export function batchCrudOptions(crud: CrudOptionsByResource): void {
  crud.set(batches.name, {
    validate: async (values, context: WriteContext) => {
      if (context.existing && !EDITABLE.includes(String(context.existing.status))) {
        throw new ConflictError(`This batch is ${String(context.existing.status)}; only a draft or computed batch can be changed.`);
      }
      const period = await context.trx
        .selectFrom('payroll_periods')
        .select(['status', 'pay_date', 'code'])
        .where('id', '=', Number(values.target_payroll_period_id))
        .executeTakeFirst();
      if (!period) context.problems.add('target_payroll_period_id', 'The selected payroll period is invalid.');
      else if (!['open', 'computed', 'prooflisted'].includes(period.status)) {
        context.problems.add('target_payroll_period_id', `${period.code} is ${period.status}; choose a period that is still open.`);
      }
      const year = Number(values.year);
      if (values.coverage_to && String(values.coverage_to).slice(0, 4) !== String(year)) {
        context.problems.add('coverage_to', `The coverage must end in ${year}.`);
      }
    },
    derive: async (values, context) => {
      const period = await context.trx
        .selectFrom('payroll_periods')
        .select('payroll_group_id')
        .where('id', '=', Number(values.target_payroll_period_id))
        .executeTakeFirstOrThrow();
      const company = context.existing ? {} : { company_id: await callerCompanyId(context.trx, context.request), status: 'draft' };
      // a changed batch must be computed again
      return { ...company, payroll_group_id: period.payroll_group_id, ...(context.existing ? { status: 'draft' } : {}) };
    },
    beforeDelete: ({ existing }) => {
      if (existing.status !== 'draft')
        throw new ConflictError(`This batch is ${String(existing.status)}; cancel it instead of deleting it.`);
    },
  });
}

async function sendToPeriod(row: Row, trx: Database): Promise<void> {
  const batch = await batchRow(trx, Number(row.id));
  await periodTakingInputs(trx, batch.target_payroll_period_id);
  const type = await trx.selectFrom('transaction_types').select('id').where('code', '=', THIRTEENTH_MONTH_TYPE).executeTakeFirstOrThrow();
  const payable = await trx
    .selectFrom('thirteenth_month_lines')
    .select(['id', 'employee_id', 'amount_payable'])
    .where('thirteenth_month_batch_id', '=', batch.id)
    .where('amount_payable', '>', '0')
    .orderBy('id')
    .execute();
  for (const line of payable) {
    const entry = await trx
      .insertInto('payroll_entries')
      .values({
        payroll_period_id: batch.target_payroll_period_id,
        employee_id: line.employee_id,
        transaction_type_id: type.id,
        amount: line.amount_payable,
        source_type: 'thirteenth_month',
        source_id: line.id,
        remarks: `13th month ${batch.year} (batch ${batch.id})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('thirteenth_month_lines').set({ payroll_entry_id: entry.id }).where('id', '=', line.id).execute();
  }
  await markNeedsRecompute(trx, [batch.target_payroll_period_id]);
}

async function takeBack(row: Row, trx: Database): Promise<void> {
  const batch = await batchRow(trx, Number(row.id));
  await periodTakingInputs(trx, batch.target_payroll_period_id);
  const entryIds = trx.selectFrom('thirteenth_month_lines').select('payroll_entry_id').where('thirteenth_month_batch_id', '=', batch.id);
  await trx.updateTable('payroll_entries').set({ status: 'void' }).where('id', 'in', entryIds).where('status', '=', 'active').execute();
  await trx
    .updateTable('thirteenth_month_lines')
    .set({ payroll_entry_id: null })
    .where('thirteenth_month_batch_id', '=', batch.id)
    .execute();
  await markNeedsRecompute(trx, [batch.target_payroll_period_id]);
}

export async function batchRoutes(app: FastifyInstance, crud: CrudOptionsByResource): Promise<void> {
  registerTransitions(app, batches, crud.get(batches.name)!, thirteenthMonthBatchesWorkflow, {
    compute: {
      effect: async (row, _values, { trx }) => {
        const batch = await batchRow(trx, Number(row.id));
        await periodTakingInputs(trx, batch.target_payroll_period_id);
        return computeThirteenthMonth(trx, batch);
      },
    },
    approve: { effect: (row, _values, { trx }) => sendToPeriod(row, trx) },
    unapprove: { effect: (row, _values, { trx }) => takeBack(row, trx) },
  });
}

/** Posting a period posts the batches it pays; unposting returns them to approved. */
export async function postBatchesOf(trx: Database, periodId: number, posted: boolean): Promise<void> {
  await trx
    .updateTable('thirteenth_month_batches')
    .set({ status: posted ? 'posted' : 'approved' })
    .where('target_payroll_period_id', '=', periodId)
    .where('status', '=', posted ? 'approved' : 'posted')
    .execute();
}
