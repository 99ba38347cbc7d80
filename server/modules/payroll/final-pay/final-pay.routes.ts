import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { finalPayCasesResource, finalPayLinesResource } from '@core/resources/final-pay-cases.resource';
import { finalPayCasesWorkflow } from '@core/resources/final-pay-cases.workflow';
import type { Database } from '../../../db/database';
import type { CrudOptionsByResource, WriteContext } from '../../../http/crud';
import { ConflictError, NotFoundError } from '../../../http/errors';
import { answers, IdParams } from '../../../http/schemas';
import { actorOf, audit } from '../../../shared/audit';
import { manilaToday } from '../../../shared/company';
import { registerTransitions } from '../../hr/transitions';
import { assertNotOwnRecord, refuseOwnRows, refuseOwnSteps } from '../../audit/own-record';
import { releaseFinalPay } from './final-pay-release';
import { caseTotals, checkManualLine, computeFinalPay, caseEmployee } from './final-pay.service';

// Final pay, payroll's stage (domain.md §13.7, §15.7 /payroll/final-pay): compute from the
// closed final timesheet, manual lines through the generic CRUD routes, clearance, approval
// (only once cleared), release (the final_pay period posted, final-pay-release.ts) and
// cancellation of a withdrawn separation before release.

type Row = Record<string, unknown>;

async function lockedCase(trx: Database, id: number) {
  const row = await trx.selectFrom('final_pay_cases').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new NotFoundError('There is no such final pay case.');
  return row;
}

/** A manual line changes the case's figures; an other earning is taxed, so the case must be computed again. */
async function refreshCase(trx: Database, caseId: number, component: unknown, userId: number | null, leavingOut = 0) {
  const totals = await caseTotals(trx, caseId, leavingOut);
  await trx
    .updateTable('final_pay_cases')
    .set({
      ...totals,
      ...(component === 'other_earning' ? { status: 'timesheet_closed' } : {}),
      updated_at: new Date(),
      updated_by: userId,
    })
    .where('id', '=', caseId)
    .where('status', 'in', ['timesheet_closed', 'computed'])
    .execute();
}

export function finalPayCrudOptions(crud: CrudOptionsByResource): void {
  crud.set(finalPayLinesResource.name, {
    validate: async (values: Row, context: WriteContext) => {
      if (context.existing && context.existing.is_manual !== true) {
        throw new ConflictError('This line comes from the computation; it changes only when the final pay is computed again.');
      }
      const caseId = Number(values.final_pay_case_id);
      const fpc = await context.trx.selectFrom('final_pay_cases').select('status').where('id', '=', caseId).executeTakeFirst();
      if (!fpc) context.problems.add('final_pay_case_id', 'The selected final pay case is invalid.');
      else checkManualLine(fpc.status, values.component, context.problems);
      if (context.existing && Number(context.existing.final_pay_case_id) !== caseId) {
        context.problems.add('final_pay_case_id', 'A line stays with its final pay case.');
      }
      if (values.amount !== undefined && values.amount !== null && Number(values.amount) <= 0) {
        context.problems.add('amount', 'The amount must be more than zero; the component says whether it is earned or deducted.');
      }
    },
    derive: async (values: Row, context: WriteContext) => {
      const fpc = await context.trx
        .selectFrom('final_pay_cases')
        .select('employee_id')
        .where('id', '=', Number(values.final_pay_case_id))
        .executeTakeFirstOrThrow();
      return { employee_id: fpc.employee_id, is_manual: true, is_tax_exempt: false, sort_order: 100 };
    },
    afterWrite: async (row: Row, context: WriteContext) =>
      refreshCase(context.trx, Number(row.final_pay_case_id), row.component, context.request.auth?.user.id ?? null),
    beforeDelete: async ({ trx, request, existing }) => {
      if (existing.is_manual !== true) {
        throw new ConflictError('This line comes from the computation; it changes only when the final pay is computed again.');
      }
      const fpc = await lockedCase(trx, Number(existing.final_pay_case_id));
      checkManualLine(fpc.status, existing.component, { add: () => undefined });
      await refreshCase(trx, Number(fpc.id), existing.component, request.auth?.user.id ?? null, Number(existing.id));
    },
  });
  crud.set(finalPayLinesResource.name, refuseOwnRows(crud.get(finalPayLinesResource.name)!, OWN_FINAL_PAY, caseEmployee));
}

const OWN_FINAL_PAY = 'final pay';

const Done = Type.Object({ message: Type.String() });
const NoBody = Type.Object({}, { additionalProperties: false, description: 'no fields' });

export async function finalPayRoutes(server: FastifyInstance, crud: CrudOptionsByResource): Promise<void> {
  registerTransitions(
    server,
    finalPayCasesResource,
    crud.get(finalPayCasesResource.name) ?? {},
    finalPayCasesWorkflow,
    refuseOwnSteps(
      finalPayCasesWorkflow,
      {
        compute: {
          effect: async (row, values, { trx, request, now }) =>
            computeFinalPay(
              trx,
              Number(row.id),
              (values.separation_cause as string | undefined) ?? null,
              request.auth?.user.id ?? null,
              manilaToday(now),
            ),
        },
        approve: {
          check: (row) => {
            if (row.clearance_status !== 'cleared') {
              throw new ConflictError(
                'Clearance is still pending: mark it cleared first. Clearance may not hold the release past the 30-day due date.',
              );
            }
          },
          effect: (_row, _values, { now }) => ({ approved_at: now }),
        },
        release: {
          effect: async (row, _values, { trx, request, now }) => releaseFinalPay(trx, Number(row.id), actorOf(request, 'payroll'), now),
        },
        cancel: { effect: (_row, _values, { now }) => ({ cancelled_at: now }) },
      },
      OWN_FINAL_PAY,
    ),
  );

  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/payroll/final-pay-cases/:id/clear',
    { schema: { params: IdParams, body: NoBody, response: answers(Done) } },
    async (request) => {
      const who = actorOf(request);
      return app.deps.db.transaction().execute(async (trx) => {
        const fpc = await lockedCase(trx, Number(request.params.id));
        assertNotOwnRecord(request, fpc.employee_id, OWN_FINAL_PAY);
        if (fpc.clearance_status === 'cleared') throw new ConflictError(`Clearance was already marked cleared on ${fpc.cleared_at}.`);
        if (['released', 'cancelled'].includes(fpc.status)) throw new ConflictError(`This final pay case is ${fpc.status}.`);
        const today = manilaToday(app.deps.now());
        await trx
          .updateTable('final_pay_cases')
          .set({ clearance_status: 'cleared', cleared_at: today, updated_at: new Date(), updated_by: who.userId })
          .where('id', '=', fpc.id)
          .execute();
        await audit(trx, who, {
          resource: 'final-pay-cases',
          action: 'clear',
          recordId: fpc.id,
          summary: `Clearance marked cleared on ${today}`,
          before: { clearance_status: fpc.clearance_status },
          after: { clearance_status: 'cleared', cleared_at: today },
        });
        return { message: 'Clearance is cleared: the final pay may be approved once computed.' };
      });
    },
  );
}
