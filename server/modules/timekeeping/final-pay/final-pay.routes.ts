import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { answers, IdParams, NoBody } from '../../../http/schemas';
import { actorOf } from '../../../shared/audit';
import { closeFinalTimesheet, processFinalTimesheet, reopenFinalTimesheet } from './final-timesheet.service';

// The timekeeping stage of a final-pay case (docs/domain.md §13.7): its final timesheet
// processed, closed into the case, or reopened while payroll has not computed.

const Done = Type.Object({ message: Type.String(), id: Type.Optional(Type.Integer()) });

export async function finalPayTimesheetRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  const schema = { params: IdParams, body: NoBody, response: answers(Done) };

  app.post('/api/timekeeping/final-pay-cases/:id/process-timesheet', { schema }, async (request) =>
    processFinalTimesheet(db, Number(request.params.id), actorOf(request)),
  );
  app.post('/api/timekeeping/final-pay-cases/:id/close-timesheet', { schema }, async (request) =>
    closeFinalTimesheet(db, Number(request.params.id), actorOf(request)),
  );
  app.post('/api/timekeeping/final-pay-cases/:id/reopen-timesheet', { schema }, async (request) =>
    reopenFinalTimesheet(db, Number(request.params.id), actorOf(request)),
  );
}
