import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CalendarGrid } from '@core/contract/calendar-schedule';
import { answers } from '../../../http/schemas';
import { actorOf } from '../../../shared/audit';
import { knownCompanyId } from '../../../shared/company';
import { scheduleGrid } from './calendar-schedule.queries';
import { Assign, CopyWeek, Done, GridQuery, Reset } from './calendar-schedule.schemas';
import { assignShifts, copyWeek, resetToPattern } from './calendar-schedule.service';

// The calendar-schedule screen's API: the employees × dates grid, and the writes that
// set dated shifts or rest days, copy a week, or reset dates to the default pattern.

export async function calendarScheduleRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;

  app.get('/api/timekeeping/calendar-schedule', { schema: { querystring: GridQuery, response: answers(CalendarGrid) } }, async (request) =>
    scheduleGrid(db, knownCompanyId(request), request.query),
  );
  app.post('/api/timekeeping/calendar-schedule/assign', { schema: { body: Assign, response: answers(Done) } }, async (request) =>
    assignShifts(db, knownCompanyId(request), actorOf(request), request.body),
  );
  app.post('/api/timekeeping/calendar-schedule/copy-week', { schema: { body: CopyWeek, response: answers(Done) } }, async (request) =>
    copyWeek(db, knownCompanyId(request), actorOf(request), request.body),
  );
  app.post('/api/timekeeping/calendar-schedule/reset', { schema: { body: Reset, response: answers(Done) } }, async (request) =>
    resetToPattern(db, knownCompanyId(request), actorOf(request), request.body),
  );
}
