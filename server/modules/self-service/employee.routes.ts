import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { registerReports } from '../../http/report-routes';
import { applicationLists } from '../applications/application-lists';
import { applicationRoutes, ownEmployee } from '../applications/application.routes';
import { leaveBalanceLookup, shiftLookup } from './lookups';
import { companyIdOf } from '../hr/company';

// The employee portal's applications (domain.md §15.4): one's own filings of every type
// with their trail, filing, withdrawal and cancellation requests, and one's leave
// balances for the filing form. Another employee's application is a 404.

export async function employeeRoutes(server: FastifyInstance): Promise<void> {
  server.addHook('preHandler', async (request) => {
    if (request.auth) await companyIdOf(server.deps.db, request);
  });
  registerReports(
    server,
    'employee',
    applicationLists((viewer) => (viewer.employeeId === null ? sql`false` : sql`a.employee_id = ${viewer.employeeId}`)),
  );
  await shiftLookup(server, 'employee');
  await leaveBalanceLookup(server, 'employee');
  await applicationRoutes(server, {
    portal: 'employee',
    visible: (request) => sql<boolean>`a.employee_id = ${request.auth!.user.employee_id ?? 0}`,
    filing: { filedVia: 'self', applicant: async (request) => ownEmployee(request) },
    manages: true,
  });
}
