import { finalPayLinesResource } from '@core/resources/final-pay-cases.resource';
import type { CrudOptionsByResource } from '../../../http/crud';
import { ConflictError } from '../../../http/errors';
import { refuseOwnRows } from '../../audit/own-record';
import { caseEmployeeId, caseStatus, lockedCase, refreshCase } from './final-pay-case.service';
import { caseEmployee, checkManualLine } from './final-pay.service';

// The manual lines of a final pay case through the generic CRUD routes: entered only before
// approval, never on the caller's own case; each change refreshes the case's figures.

/** What a final pay case is called when its employee is the caller (own-record.ts). */
export const OWN_FINAL_PAY = 'final pay';

const COMPUTED_LINE = 'This line comes from the computation; it changes only when the final pay is computed again.';

export function finalPayCrudOptions(crud: CrudOptionsByResource): void {
  crud.set(finalPayLinesResource.name, {
    validate: async (values, context) => {
      if (context.existing && context.existing.is_manual !== true) throw new ConflictError(COMPUTED_LINE);
      const caseId = Number(values.final_pay_case_id);
      const status = await caseStatus(context.trx, caseId);
      if (status === undefined) context.problems.add('final_pay_case_id', 'The selected final pay case is invalid.');
      else checkManualLine(status, values.component, context.problems);
      if (context.existing && Number(context.existing.final_pay_case_id) !== caseId) {
        context.problems.add('final_pay_case_id', 'A line stays with its final pay case.');
      }
      if (values.amount !== undefined && values.amount !== null && Number(values.amount) <= 0) {
        context.problems.add('amount', 'The amount must be more than zero; the component says whether it is earned or deducted.');
      }
    },
    derive: async (values, context) => ({
      employee_id: await caseEmployeeId(context.trx, Number(values.final_pay_case_id)),
      is_manual: true,
      is_tax_exempt: false,
      sort_order: 100,
    }),
    afterWrite: async (row, context) =>
      refreshCase(context.trx, Number(row.final_pay_case_id), row.component, context.request.auth?.user.id ?? null),
    beforeDelete: async ({ trx, request, existing }) => {
      if (existing.is_manual !== true) throw new ConflictError(COMPUTED_LINE);
      const fpc = await lockedCase(trx, Number(existing.final_pay_case_id));
      checkManualLine(fpc.status, existing.component, { add: () => undefined });
      await refreshCase(trx, fpc.id, existing.component, request.auth?.user.id ?? null, Number(existing.id));
    },
  });
  crud.set(finalPayLinesResource.name, refuseOwnRows(crud.get(finalPayLinesResource.name)!, OWN_FINAL_PAY, caseEmployee));
}
