import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { answers, AnyObject } from '../../http/schemas';
import { knownCompanyId } from '../../shared/company';
import { ownEmployee } from './own-employee';
import { scheduleGrid } from '../timekeeping/calendar/calendar-schedule.queries';
import { GridQuery } from '../timekeeping/calendar/calendar-schedule.schemas';
import { teamOf } from './team';

// The manager's staff scheduler (domain.md §15.6): the team's schedule grid, the
// timekeeping calendar narrowed to the team. Its uploader is schedule-uploads.routes.ts.

export async function staffSchedulerRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  app.get('/api/manager/staff-schedule', { schema: { querystring: GridQuery, response: answers(AnyObject) } }, async (request) =>
    scheduleGrid(db, knownCompanyId(request), request.query, sql<boolean>`id in ${teamOf(ownEmployee(request))}`),
  );
}
