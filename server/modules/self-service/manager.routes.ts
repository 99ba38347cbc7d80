import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { registerReports } from '../../http/report-routes';
import { NotFoundError } from '../../http/errors';
import { answers } from '../../http/schemas';
import { applicationsReport, dutyRostersReport } from '@core/resources/applications.resource';
import { applicationLists } from '../applications/application-lists';
import { applicationRoutes } from '../applications/application.routes';
import { ownEmployee } from './own-employee';
import { leaveBalanceLookup, shiftLookup } from './lookups.routes';
import { guardRecordsById } from '../../http/company-scope';
import { companyIdOf } from '../../shared/company';
import { managerApplications, managerQueueList, managerRosterList } from './application-scopes';
import { isTeamMember, teamChoices, teamUnitChoices } from './team.queries';
import { TeamMemberChoice, TeamUnitChoice } from '@core/contract/self-service';
import { TEAM_REPORT_SOURCES } from './team-reports';
import { staffSchedulerRoutes } from './staff-scheduler.routes';
import { dutyRosterRoutes } from './duty-rosters.routes';
import { scheduleUploadRoutes } from './schedule-uploads.routes';

// The manager portal's applications (docs/domain.md §15.6 menu/applications-request): the
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
    ...applicationLists(managerQueueList).filter((report) => report.definition === applicationsReport),
    ...applicationLists(managerRosterList).filter((report) => report.definition === dutyRostersReport),
    ...TEAM_REPORT_SOURCES,
  ]);
  await shiftLookup(server, 'manager');
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/api/manager/team', { schema: { response: answers(Type.Array(TeamMemberChoice)) } }, async (request) =>
    teamChoices(server.deps.db, ownEmployee(request)),
  );
  // the business units the management reports can be narrowed to
  app.get('/api/manager/team-units', { schema: { response: answers(Type.Array(TeamUnitChoice)) } }, async (request) =>
    teamUnitChoices(server.deps.db, ownEmployee(request)),
  );
  await leaveBalanceLookup(server, 'manager');
  await applicationRoutes(server, {
    portal: 'manager',
    visible: managerApplications,
    filing: {
      filedVia: 'in_behalf',
      applicant: async (request, employeeId) => {
        const me = ownEmployee(request);
        if (employeeId === undefined || employeeId === me) return me;
        if (!(await isTeamMember(server.deps.db, me, employeeId))) throw new NotFoundError('There is no such employee in your team.');
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
