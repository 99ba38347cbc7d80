import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { finalPayCasesResource } from '@core/resources/final-pay-cases.resource';
import { finalPayCasesWorkflow } from '@core/resources/final-pay-cases.workflow';
import type { CrudOptionsByResource } from '../../../http/crud';
import { ConflictError } from '../../../http/errors';
import { answers, IdParams, NoBody, Ok } from '../../../http/schemas';
import { actorOf } from '../../../shared/audit';
import { manilaToday } from '../../../shared/company';
import { registerTransitions } from '../../hr/transitions';
import { assertNotOwnRecord, refuseOwnSteps } from '../../audit/own-record';
import { releaseFinalPay } from './final-pay-release';
import { lockedCase, markCleared } from './final-pay-case.service';
import { OWN_FINAL_PAY } from './final-pay-crud';
import { computeFinalPay } from './final-pay.service';

// Final pay, payroll's stage (docs/domain.md §13.7, §15.7 /payroll/final-pay): compute from the
// closed final timesheet, manual lines through the generic CRUD routes (final-pay-crud.ts),
// clearance, approval (only once cleared), release (the final_pay period posted,
// final-pay-release.ts) and cancellation of a withdrawn separation before release.

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
    { schema: { params: IdParams, body: NoBody, response: answers(Ok) } },
    async (request) => {
      const who = actorOf(request);
      return {
        message: await app.deps.db.transaction().execute(async (trx) => {
          const fpc = await lockedCase(trx, Number(request.params.id));
          assertNotOwnRecord(request, fpc.employee_id, OWN_FINAL_PAY);
          return markCleared(trx, fpc, who, manilaToday(app.deps.now()));
        }),
      };
    },
  );
}
