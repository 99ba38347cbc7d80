import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CalendarGrid } from '@core/contract/calendar-schedule';
import { answers } from '../../http/schemas';
import { knownCompanyId } from '../../shared/company';
import { scheduleGrid } from '../timekeeping/calendar/calendar-schedule.queries';
import { GridQuery } from '../timekeeping/calendar/calendar-schedule.schemas';
import { ownEmployee } from './own-employee';
import { inTeamOf } from './team';

// The manager's staff scheduler (docs/domain.md §15.6): the team's schedule grid, the
// timekeeping calendar narrowed to the team. Its uploader is schedule-uploads.routes.ts.

export async function staffSchedulerRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;

  app.get('/api/manager/staff-schedule', { schema: { querystring: GridQuery, response: answers(CalendarGrid) } }, async (request) =>
    scheduleGrid(db, knownCompanyId(request), request.query, inTeamOf(ownEmployee(request))),
  );
}
