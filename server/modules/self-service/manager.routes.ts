import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerReports } from '../../http/report-routes';
import { NotFoundError } from '../../http/errors';
import { answers, AnyObjects } from '../../http/schemas';
import { applicationsReport, dutyRostersReport } from '@core/resources/applications.resource';
import { applicationLists } from '../applications/application-lists';
import { applicationRoutes } from '../applications/application.routes';
import { ownEmployee } from './own-employee';
import { leaveBalanceLookup, shiftLookup } from './lookups';
import { guardRecordsById } from '../../http/company-scope';
import { companyIdOf } from '../../shared/company';
import { awaitingManager, queueOf, teamOf, teamUnitsOf } from './team';
import { TEAM_REPORT_SOURCES } from './team-reports';
import { staffSchedulerRoutes } from './staff-scheduler.routes';
import { dutyRosterRoutes } from './duty-rosters.routes';
import { scheduleUploadRoutes } from './schedule-uploads.routes';

// The manager portal's applications (domain.md §15.6 menu/applications-request): the
// queue of filings whose current level waits for the caller, decided level by level,
// and filings in behalf of the team. Anything outside the team or the queue is a 404.

export async function managerRoutes(server: FastifyInstance): Promise<void> {
  server.addHook('preHandler', async (request) => {
    if (request.auth) await companyIdOf(server.deps.db, request);
  });
  // another company's record answers 404 before its body is read; the handlers narrow further to one's own
  guardRecordsById(
    server,
    'manager',
    {},
    {
      applications: ['applications', 'employee'],
      'duty-rosters': ['applications', 'employee'],
      'schedule-uploads': ['schedule_uploads', 'company'],
    },
  );
  registerReports(server, 'manager', [
    ...applicationLists((viewer) => (viewer.employeeId === null ? sql`false` : { queue: queueOf(viewer.employeeId, viewer.role) })).filter(
      (report) => report.definition === applicationsReport,
    ),
    // the duty rosters the manager prepared
    ...applicationLists((viewer) => sql`a.employee_id = ${viewer.employeeId ?? 0}`).filter(
      (report) => report.definition === dutyRostersReport,
    ),
    ...TEAM_REPORT_SOURCES,
  ]);
  await shiftLookup(server, 'manager');
  server.withTypeProvider<TypeBoxTypeProvider>().get('/api/manager/team', { schema: { response: answers(AnyObjects) } }, async (request) =>
    server.deps.db
      .selectFrom('employees as e')
      .select(['e.id', 'e.employee_no', sql<string>`concat(e.employee_no, ' · ', e.last_name, ', ', e.first_name)`.as('text')])
      .where(sql<boolean>`e.id in ${teamOf(ownEmployee(request))}`)
      .where('e.separation_date', 'is', null)
      .orderBy('e.last_name')
      .orderBy('e.first_name')
      .execute(),
  );
  // the business units the management reports can be narrowed to
  server
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/api/manager/team-units', { schema: { response: answers(AnyObjects) } }, async (request) =>
      server.deps.db
        .selectFrom('business_units as bu')
        .select(['bu.id', 'bu.code', sql<string>`concat(bu.code, ' · ', bu.name)`.as('text')])
        .where(sql<boolean>`bu.id in ${teamUnitsOf(ownEmployee(request))}`)
        .orderBy('bu.name')
        .execute(),
    );
  await leaveBalanceLookup(server, 'manager');
  await applicationRoutes(server, {
    portal: 'manager',
    visible: (request) => {
      const me = request.auth!.user.employee_id;
      return me === null
        ? sql<boolean>`false`
        : sql<boolean>`(${awaitingManager(me, request.auth!.user.role)} or a.employee_id in ${teamOf(me)}
            or (a.employee_id = ${me} and a.application_type = 'duty_roster'))`;
    },
    filing: {
      filedVia: 'in_behalf',
      applicant: async (request, employeeId) => {
        const me = ownEmployee(request);
        if (employeeId === undefined || employeeId === me) return me;
        const member = await server.deps.db
          .selectFrom('employees as e')
          .select('e.id')
          .where('e.id', '=', employeeId)
          .where(sql<boolean>`e.id in ${teamOf(me)}`)
          .executeTakeFirst();
        if (!member) throw new NotFoundError('There is no such employee in your team.');
        return employeeId;
      },
    },
    decides: true,
    manages: true,
  });
  await staffSchedulerRoutes(server);
  await dutyRosterRoutes(server);
  await scheduleUploadRoutes(server);
}
