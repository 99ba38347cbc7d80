import { sql } from 'kysely';
import type { CrudOptions } from '../../../http/crud';
import { ConflictError } from '../../../http/errors';
import { callerCompanyId } from '../company';
import { assertNotUsedByPostedPeriods, entriesWhere } from '../inputs/posted-usage';
import type { BatchKind } from './batch-kind';
import { targetPeriod } from './batches.queries';

// The rules of a batch's own record through the generic CRUD routes: written only while a
// draft or computed batch, for a target period that still takes inputs; deleted only as a
// draft whose entries no posted period used.

const EDITABLE = ['draft', 'computed'];
const TAKING_INPUTS = ['open', 'computed', 'prooflisted'];

export function batchCrudOptionsOf(kind: BatchKind): CrudOptions {
  return {
    validate: async (values, context) => {
      if (context.existing && !EDITABLE.includes(String(context.existing.status))) {
        throw new ConflictError(`This batch is ${String(context.existing.status)}; only a draft or computed batch can be changed.`);
      }
      const period = await targetPeriod(context.trx, Number(values.target_payroll_period_id)).executeTakeFirst();
      if (!period) context.problems.add('target_payroll_period_id', 'The selected payroll period is invalid.');
      else if (!TAKING_INPUTS.includes(period.status)) {
        context.problems.add('target_payroll_period_id', `${period.code} is ${period.status}; choose a period that is still open.`);
      }
      await kind.validate?.(values, context);
    },
    derive: async (values, context) => {
      const period = await targetPeriod(context.trx, Number(values.target_payroll_period_id)).executeTakeFirstOrThrow();
      // a new batch belongs to the caller's company; a changed one must be computed again
      const state = context.existing
        ? { status: 'draft' }
        : { company_id: await callerCompanyId(context.trx, context.request), status: 'draft' };
      return { ...state, payroll_group_id: period.payroll_group_id };
    },
    beforeDelete: async ({ trx, existing }) => {
      const lines = sql`select b.id from ${sql.table(kind.lines)} b where ${sql.ref(`b.${kind.batchColumn}`)} = ${Number(existing.id)}`;
      await assertNotUsedByPostedPeriods(trx, 'batch', [entriesWhere(sql`e.source_type = ${kind.source} and e.source_id in (${lines})`)]);
      if (existing.status !== 'draft')
        throw new ConflictError(`This batch is ${String(existing.status)}; cancel it instead of deleting it.`);
    },
  };
}
