import { batchEntriesResource, batchEntryLinesResource } from '@core/resources/batch-entries.resource';
import type { CrudOptionsByResource } from '../../../http/crud';
import { ConflictError } from '../../../http/errors';
import { refuseOwnRows } from '../../audit/own-record';
import { callerCompanyId } from '../company';
import { periodTakingInputs } from '../inputs/period-guard';
import { lineEmployee, OWN_LINES, recheckLines } from './batch-lines';
import { EDITABLE, editableBatch, linesChanged, manualTransactionType, nextRowNo, periodGroupOf } from './batch-entries.service';

// The rules of a batch entry and of its lines through the generic CRUD routes.

export function batchEntryCrudOptions(crud: CrudOptionsByResource): void {
  crud.set(batchEntriesResource.name, {
    validate: async (values, context) => {
      if (context.existing && !EDITABLE.includes(String(context.existing.status))) {
        throw new ConflictError(`This batch is ${String(context.existing.status)}; it can no longer change.`);
      }
      const period = await periodTakingInputs(context.trx, Number(values.payroll_period_id));
      if (!period) context.problems.add('payroll_period_id', 'The selected payroll period is invalid.');
      const type = await manualTransactionType(context.trx, Number(values.transaction_type_id));
      if (!type || !type.is_active) context.problems.add('transaction_type_id', 'The selected transaction type is invalid.');
      else if (!type.allow_manual)
        context.problems.add('transaction_type_id', `${type.name} is computed by payroll and cannot be entered.`);
    },
    derive: async (values, context) => {
      const payrollGroupId = await periodGroupOf(context.trx, Number(values.payroll_period_id));
      const state = context.existing
        ? { status: 'draft' }
        : { company_id: await callerCompanyId(context.trx, context.request), status: 'draft' };
      return { ...state, payroll_group_id: payrollGroupId };
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
        derive: async (values, context) => (context.existing ? {} : { row_no: await nextRowNo(context, Number(values.batch_entry_id)) }),
        afterWrite: (row, context) => linesChanged(context.trx, Number(row.batch_entry_id)),
        beforeDelete: async ({ trx, existing }) => void (await editableBatch(trx, Number(existing.batch_entry_id))),
        afterDelete: ({ trx, existing }) => linesChanged(trx, Number(existing.batch_entry_id)),
      },
      OWN_LINES,
      lineEmployee,
    ),
  );
}
