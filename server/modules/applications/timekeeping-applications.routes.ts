import type { FastifyInstance } from 'fastify';
import { registerReports } from '../../http/report-routes';
import { APPLICATION_LISTS } from './application-lists';
import { everything } from './application-access';
import { applicationRoutes } from './application.routes';

// The timekeeping side of applications (docs/domain.md §15.3 /timekeeping/applications): the
// lists of every type, decisions where the timekeeping role is the approver, filings
// encoded on behalf of employees, and the cancellation decisions.

export async function timekeepingApplicationRoutes(server: FastifyInstance): Promise<void> {
  registerReports(server, 'timekeeping', APPLICATION_LISTS);
  await applicationRoutes(server, {
    portal: 'timekeeping',
    visible: everything,
    filing: { filedVia: 'tk_encoded', applicant: async (_request, employeeId) => employeeId ?? 0 },
    decides: true,
    decidesCancellations: true,
  });
}
