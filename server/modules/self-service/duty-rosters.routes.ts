import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DraftedRoster, LinesSaved, RosterCopied, RosterDeleted, RosterGrid, RosterSubmitted } from '@core/contract/duty-rosters';
import { NotFoundError } from '../../http/errors';
import { answers, DateString, IdParams, NoBody } from '../../http/schemas';
import { actorOf } from '../../shared/audit';
import { knownCompanyId, manilaToday } from '../../shared/company';
import { rosterGrid } from './duty-rosters.queries';
import {
  copyPreviousRoster,
  createRoster,
  deleteRoster,
  ownRoster,
  saveLines,
  submitRoster,
  type RosterCaller,
} from './duty-rosters.service';
import { ownEmployee } from './own-employee';

// The manager's duty rosters (duty-rosters.service.ts): drafted, filled in cell by cell,
// copied from an earlier one, submitted for approval, or deleted while a draft.

const NewRoster = Type.Object({
  title: Type.String({ maxLength: 150 }),
  date_from: DateString,
  date_to: DateString,
  business_unit_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
const Lines = Type.Object({
  lines: Type.Array(
    Type.Object({
      employee_id: Type.Integer({ minimum: 1 }),
      schedule_date: DateString,
      shift_schedule_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
      is_rest_day: Type.Boolean(),
    }),
    { maxItems: 5000 },
  ),
});
const CopySource = Type.Object({
  source_id: Type.Optional(
    Type.Integer({ minimum: 1, description: 'the roster to copy; default: the latest one ending before this one starts' }),
  ),
});

const callerOf = (request: FastifyRequest): RosterCaller => ({
  manager: ownEmployee(request),
  companyId: knownCompanyId(request),
  actor: actorOf(request, 'manager'),
});

export async function dutyRosterRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;
  // another manager's roster answers 404 before its body is read
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.url?.startsWith('/api/manager/duty-rosters/:id') || !request.auth) return;
    const { id } = request.params as { id?: string };
    if (!id || !/^\d{1,15}$/.test(id)) throw new NotFoundError();
    await ownRoster(db, knownCompanyId(request), ownEmployee(request), Number(id));
  });

  app.post('/api/manager/duty-rosters', { schema: { body: NewRoster, response: answers(DraftedRoster) } }, async (request) =>
    createRoster(db, callerOf(request), request.body),
  );

  app.get('/api/manager/duty-rosters/:id/grid', { schema: { params: IdParams, response: answers(RosterGrid) } }, async (request) => {
    const caller = callerOf(request);
    const roster = await ownRoster(db, caller.companyId, caller.manager, Number(request.params.id));
    return rosterGrid(db, caller.companyId, caller.manager, roster);
  });

  app.put(
    '/api/manager/duty-rosters/:id/lines',
    { schema: { params: IdParams, body: Lines, response: answers(LinesSaved) } },
    async (request) => saveLines(db, callerOf(request), Number(request.params.id), request.body.lines),
  );

  app.post(
    '/api/manager/duty-rosters/:id/copy-previous',
    { schema: { params: IdParams, body: CopySource, response: answers(RosterCopied) } },
    async (request) => copyPreviousRoster(db, callerOf(request), Number(request.params.id), request.body.source_id),
  );

  app.post(
    '/api/manager/duty-rosters/:id/submit',
    { schema: { params: IdParams, body: NoBody, response: answers(RosterSubmitted) } },
    async (request) => submitRoster(db, callerOf(request), Number(request.params.id), manilaToday(app.deps.now())),
  );

  app.delete('/api/manager/duty-rosters/:id', { schema: { params: IdParams, response: answers(RosterDeleted) } }, async (request) =>
    deleteRoster(db, callerOf(request), Number(request.params.id)),
  );
}
