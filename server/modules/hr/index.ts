import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { companyIdOf } from './company';
import { dashboardRoutes } from './dashboard.routes';
import { employeeImportRoutes } from './import/employee-import.routes';
import { employeeRecordRoutes } from './employee-records.routes';
import { employeeRoutes } from './employees.routes';
import { lookupRoutes } from './lookups.routes';
import { organisationRoutes } from './organisation.routes';
import { reportRoutes } from './reports.routes';
import { workplaceRoutes } from './workplace.routes';

// Wall-clock datetimes (timestamp without time zone: hearings, incidents,
// events) travel as 'YYYY-MM-DD HH:mm:ss' strings in Manila time, as dates do.
// TODO(lead): belongs next to the DATE parser in server/db/database.ts.
pg.types.setTypeParser(1114, (value: string) => value);

/** The HR portal's API under /api/hr. */
export async function hrRoutes(app: FastifyInstance): Promise<void> {
  // Every HR query is narrowed to the caller's company, resolved once per request.
  app.addHook('preHandler', async (request) => {
    if (request.auth && request.url.startsWith('/api/hr/')) await companyIdOf(app.deps.db, request);
  });
  await organisationRoutes(app);
  await workplaceRoutes(app);
  await employeeRoutes(app);
  await employeeRecordRoutes(app);
  await employeeImportRoutes(app);
  await dashboardRoutes(app);
  await reportRoutes(app);
  await lookupRoutes(app);
}
