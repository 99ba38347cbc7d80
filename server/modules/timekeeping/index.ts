import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { employeeDirectoryResource } from '@core/resources/employee-directory.resource';
import { registerRegistryCrudRoutes, type CrudOptionsByResource } from '../../http/crud';
import { companyIdOf, knownCompanyId } from '../hr/company';
import { punchesRoutes } from './punches/punches.routes';
import { timesheetPreviewRoutes } from './timesheet-preview.routes';

// The timekeeping portal's API: the registry's CRUD routes for the portal, with the
// behaviour each resource adds, and the routes of its own workflows.
export async function timekeepingRoutes(app: FastifyInstance): Promise<void> {
  // the caller's company, resolved once per request for the queries that narrow to it
  app.addHook('preHandler', async (request) => {
    if (request.auth) await companyIdOf(app.deps.db, request);
  });
  await app.register(multipart, { limits: { files: 1, fields: 5 } });
  const crud: CrudOptionsByResource = new Map();
  crud.set(employeeDirectoryResource.name, { scope: (query, request) => query.where('r.company_id', '=', knownCompanyId(request)) });
  registerRegistryCrudRoutes(app, 'timekeeping', crud);
  await app.register(timesheetPreviewRoutes);
  await app.register(punchesRoutes);
}
