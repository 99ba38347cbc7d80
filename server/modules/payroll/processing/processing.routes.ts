import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backgroundJobs } from '../../../http/background-jobs';
import { answers, FileDownload, IdParams, NoBody, Ok } from '../../../http/schemas';
import { actorOf } from '../../../shared/audit';
import { PayslipDetail, PeriodComputation } from '@core/contract/payroll-cycle';
import { latestComputation } from './computation.queries';
import { drainComputation, startComputation } from './computation.service';
import { payslipDetail, payslipDetails } from './payslip-detail';
import { sendPayslipsPdf } from './payslip-download';
import { closePeriod, holdPayslip, postPeriod, prooflistPeriod, unpostPeriod, refuseOwnPayslip } from './posting.service';

// The regular cycle's verbs (docs/domain.md §7 payroll_periods actions, §13.4): compute as
// a background job with progress, prooflist, post, unpost, close; payslip hold and
// release; the payslip with its lines and explanations.

const ComputeBody = Type.Object(
  { employee_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200_000 })) },
  { additionalProperties: false },
);
const Started = Type.Object({ computation_id: Type.Integer(), employees: Type.Integer() });
const HoldBody = Type.Object({ hold_reason: Type.String({ minLength: 1, maxLength: 255 }) }, { additionalProperties: false });

export async function processingRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  const inBackground = backgroundJobs(app);
  const actor = (request: FastifyRequest) => actorOf(request, 'payroll');
  const base = '/api/payroll/payroll-periods/:id';

  app.post(
    `${base}/compute`,
    { schema: { params: IdParams, body: ComputeBody, response: { 202: Started, ...answers(Started) } } },
    async (request, reply) => {
      const who = actor(request);
      const started = await startComputation(db, Number(request.params.id), who, request.body.employee_ids);
      inBackground(drainComputation(db, started.computation_id, who));
      return reply.code(202).send(started);
    },
  );

  app.get(`${base}/computation`, { schema: { params: IdParams, response: answers(PeriodComputation) } }, async (request) =>
    latestComputation(db, Number(request.params.id)),
  );

  const verbs = { prooflist: prooflistPeriod, post: postPeriod, unpost: unpostPeriod, close: closePeriod } as const;
  for (const [verb, run] of Object.entries(verbs)) {
    app.post(`${base}/${verb}`, { schema: { params: IdParams, body: NoBody, response: answers(Ok) } }, async (request) => ({
      message: await db.transaction().execute((trx) => run(trx, Number(request.params.id), actor(request))),
    }));
  }

  app.post('/api/payroll/payslips/:id/hold', { schema: { params: IdParams, body: HoldBody, response: answers(Ok) } }, async (request) => ({
    message: await db.transaction().execute(async (trx) => {
      await refuseOwnPayslip(trx, request, Number(request.params.id));
      return holdPayslip(trx, Number(request.params.id), true, request.body.hold_reason.trim(), actor(request));
    }),
  }));
  app.post('/api/payroll/payslips/:id/release', { schema: { params: IdParams, body: NoBody, response: answers(Ok) } }, async (request) => ({
    message: await db.transaction().execute(async (trx) => {
      await refuseOwnPayslip(trx, request, Number(request.params.id));
      return holdPayslip(trx, Number(request.params.id), false, null, actor(request));
    }),
  }));

  app.get('/api/payroll/payslips/:id/detail', { schema: { params: IdParams, response: answers(PayslipDetail) } }, async (request) =>
    payslipDetail(db, Number(request.params.id)),
  );
  app.get('/api/payroll/payslips/:id/pdf', { schema: { params: IdParams, response: answers(FileDownload) } }, async (request, reply) =>
    sendPayslipsPdf(db, actor(request), [await payslipDetail(db, Number(request.params.id))], reply),
  );
  // every computed or posted payslip of the period, one document to print and hand out
  app.get(`${base}/payslips-pdf`, { schema: { params: IdParams, response: answers(FileDownload) } }, async (request, reply) =>
    sendPayslipsPdf(db, actor(request), await payslipDetails(db, { periodId: Number(request.params.id) }), reply),
  );
}
