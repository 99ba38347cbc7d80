import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EXCEPTION_RESOLUTIONS } from '@core/resources/attendance-exceptions.resource';
import { ValidationError } from '../../../http/errors';
import { answers, IdParams } from '../../../http/schemas';
import { actorOf } from '../../../shared/audit';
import { knownCompanyId } from '../../../shared/company';
import { askEmployees, plural, settleExceptions, type Settlement } from './exceptions.service';

// The resolution center's routes (the actions are exceptions.service.ts).

const Done = Type.Object({ message: Type.String(), count: Type.Integer() });
/** The most exceptions one bulk action takes. */
export const MAX_BULK_EXCEPTIONS = 5000;
const Ids = Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_BULK_EXCEPTIONS });
const resolution = Type.Unsafe<string>({ type: 'string', enum: EXCEPTION_RESOLUTIONS.map((c) => c.id).filter((id) => id !== 'waived') });
const Resolve = Type.Object({
  resolution,
  resolution_application_id: Type.Optional(Type.Integer({ minimum: 1 })),
  remarks: Type.Optional(Type.String({ maxLength: 255 })),
});
const Notify = Type.Object({ remarks: Type.Optional(Type.String({ maxLength: 255 })) });
const Waive = Type.Object({ remarks: Type.String({ minLength: 1, maxLength: 255 }) });
const BulkResolve = Type.Object({ ids: Ids, resolution, remarks: Type.Optional(Type.String({ maxLength: 255 })) });
const BulkNotify = Type.Object({ ids: Ids, remarks: Type.Optional(Type.String({ maxLength: 255 })) });
const BulkWaive = Type.Object({ ids: Ids, remarks: Type.String({ minLength: 1, maxLength: 255 }) });

export async function exceptionRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  const settle = (request: FastifyRequest, ids: number[], settlement: Settlement) =>
    settleExceptions(db, knownCompanyId(request), actorOf(request), ids, settlement);
  const ask = (request: FastifyRequest, ids: number[], remarks: string | null) =>
    askEmployees(db, knownCompanyId(request), actorOf(request), ids, remarks);

  app.post(
    '/api/timekeeping/attendance-exceptions/:id/resolve',
    { schema: { params: IdParams, body: Resolve, response: answers(Done) } },
    async (request) =>
      settle(request, [Number(request.params.id)], {
        status: 'resolved',
        resolution: request.body.resolution,
        remarks: request.body.remarks?.trim() || null,
        applicationId: request.body.resolution_application_id,
      }),
  );

  app.post(
    '/api/timekeeping/attendance-exceptions/:id/waive',
    { schema: { params: IdParams, body: Waive, response: answers(Done) } },
    async (request) => {
      const remarks = request.body.remarks.trim();
      if (!remarks) throw new ValidationError({ remarks: ['is required: say why the exception is waived'] });
      return settle(request, [Number(request.params.id)], { status: 'waived', resolution: 'waived', remarks });
    },
  );

  // the employee is asked to explain or file for the day: the exception waits for them
  app.post(
    '/api/timekeeping/attendance-exceptions/:id/notify',
    { schema: { params: IdParams, body: Notify, response: answers(Done) } },
    async (request) => {
      const asked = await ask(request, [Number(request.params.id)], request.body.remarks?.trim() || null);
      return {
        message: asked.told
          ? 'The employee is notified; the exception waits for them.'
          : 'The employee has no portal account to notify: tell them another way. The exception waits for them.',
        count: asked.told,
      };
    },
  );

  // the bulk actions of the resolution center: the selected rows, all or none
  app.post('/api/timekeeping/attendance-exceptions/waive', { schema: { body: BulkWaive, response: answers(Done) } }, async (request) => {
    const remarks = request.body.remarks.trim();
    if (!remarks) throw new ValidationError({ remarks: ['is required: say why the exceptions are waived'] });
    return settle(request, [...new Set(request.body.ids)], { status: 'waived', resolution: 'waived', remarks });
  });

  app.post('/api/timekeeping/attendance-exceptions/resolve', { schema: { body: BulkResolve, response: answers(Done) } }, async (request) =>
    settle(request, [...new Set(request.body.ids)], {
      status: 'resolved',
      resolution: request.body.resolution,
      remarks: request.body.remarks?.trim() || null,
    }),
  );

  app.post('/api/timekeeping/attendance-exceptions/notify', { schema: { body: BulkNotify, response: answers(Done) } }, async (request) => {
    const asked = await ask(request, [...new Set(request.body.ids)], request.body.remarks?.trim() || null);
    const unreached = asked.employees - asked.told;
    return {
      message:
        `${plural(asked.rows, 'exception')} wait for ${plural(asked.employees, 'employee')}; ${plural(asked.told, 'employee')} notified.` +
        (unreached > 0 ? ` ${unreached} without a portal account: tell them another way.` : ''),
      count: asked.told,
    };
  });
}
