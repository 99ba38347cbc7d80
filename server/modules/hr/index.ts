import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { companyIdOf } from './company';
import { companyProfileRoutes } from './company-profile.routes';
import { dashboardRoutes } from './dashboard.routes';
import { employeeImportRoutes } from './import/employee-import.routes';
import { employeeRecordRoutes } from './employee-records.routes';
import { employeeRoutes } from './employees.routes';
import { lookupRoutes } from './lookups.routes';
import { organisationRoutes } from './organisation.routes';
import { reportRoutes } from './reports.routes';
import { workplaceRoutes } from './workplace.routes';

/** The HR portal's API under /api/hr. */
export async function hrRoutes(app: FastifyInstance): Promise<void> {
  // Every HR query is narrowed to the caller's company, resolved once per request.
  app.addHook('preHandler', async (request) => {
    if (request.auth && request.url.startsWith('/api/hr/')) await companyIdOf(app.deps.db, request);
  });
  // Uploads (the employee import, the company logo) set their own file size limit per request.
  await app.register(multipart, { limits: { files: 1, fields: 5 } });
  await organisationRoutes(app);
  await companyProfileRoutes(app);
  await workplaceRoutes(app);
  await employeeRoutes(app);
  await employeeRecordRoutes(app);
  await employeeImportRoutes(app);
  await dashboardRoutes(app);
  await reportRoutes(app);
  await lookupRoutes(app);
}
