import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backgroundJobs } from '../../../http/background-jobs';
import { answers, IdParams, NoBody } from '../../../http/schemas';
import { actorOf } from '../../../shared/audit';
import { claimForProcessing, createTimesheetFromPeriod, timesheetSteps } from './timesheet-lifecycle.service';
import { runProcessing, startProcessing } from './timesheet-processing.service';

// The timesheet lifecycle (docs/domain.md §13.2): created from a payroll period, processed
// as a background job with progress, closed into frozen summaries, linked to its
// payroll period. Each step checks the status it starts from against the workflow
// declared in core, the one the console's buttons come from.

const Done = Type.Object({ message: Type.String(), id: Type.Optional(Type.Integer()) });
const FromPeriod = Type.Object({ payroll_period_id: Type.Integer({ minimum: 1 }) });
const ProcessBody = Type.Object({ employee_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100_000 })) });
const LinkBody = Type.Object({ payroll_period_id: Type.Optional(Type.Integer({ minimum: 1 })) });

export async function timesheetRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  const inBackground = backgroundJobs(app);
  const actor = (request: FastifyRequest) => actorOf(request);

  app.post('/api/timekeeping/timesheets/from-period', { schema: { body: FromPeriod, response: answers(Done) } }, async (request) =>
    createTimesheetFromPeriod(db, actor(request), request.body.payroll_period_id),
  );

  app.post(
    '/api/timekeeping/timesheets/:id/process',
    {
      schema: {
        params: IdParams,
        body: ProcessBody,
        response: { 202: Type.Object({ id: Type.Integer(), employees: Type.Integer() }), ...answers(Done) },
      },
    },
    async (request, reply) => {
      const scope = await claimForProcessing(db, Number(request.params.id));
      const employees = await startProcessing(db, scope, request.body.employee_ids);
      inBackground(runProcessing(db, actor(request), scope, employees));
      return reply.code(202).send({ id: scope.id, employees: employees.length });
    },
  );

  app.post(
    '/api/timekeeping/timesheets/:id/close',
    { schema: { params: IdParams, body: NoBody, response: answers(Done) } },
    async (request) => timesheetSteps.close(db, Number(request.params.id), actor(request)),
  );

  app.post(
    '/api/timekeeping/timesheets/:id/reopen',
    { schema: { params: IdParams, body: NoBody, response: answers(Done) } },
    async (request) => timesheetSteps.reopen(db, Number(request.params.id), actor(request)),
  );

  app.post(
    '/api/timekeeping/timesheets/:id/link',
    { schema: { params: IdParams, body: LinkBody, response: answers(Done) } },
    async (request) => timesheetSteps.link(db, Number(request.params.id), actor(request), request.body.payroll_period_id),
  );

  app.post(
    '/api/timekeeping/timesheets/:id/unlink',
    { schema: { params: IdParams, body: NoBody, response: answers(Done) } },
    async (request) => timesheetSteps.unlink(db, Number(request.params.id), actor(request)),
  );
}
