import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { applicationAttachmentRoutes } from './application-attachments';
import { guardRecordsById } from '../../http/company-scope';
import { registerRegistryCrudRoutes, type CrudOptionsByResource } from '../../http/crud';
import { changeRequestReviewRoutes } from './change-requests.routes';
import { companyIdOf } from '../../shared/company';
import { companyProfileRoutes } from './company-profile.routes';
import { employeeImportRoutes } from './import/employee-import.routes';
import { employeeRecordRoutes } from './employee-records.routes';
import { employeeCrudOptions } from './employees.routes';
import { lookupCrudOptions } from './lookups.routes';
import { organisationCrudOptions } from './organisation.routes';
import { reportRoutes } from './reports.routes';
import { workplaceRoutes } from './workplace.routes';

/** The HR portal's API under /api/hr. */
export async function hrRoutes(app: FastifyInstance): Promise<void> {
  // Every HR query is narrowed to the caller's company, resolved once per request.
  app.addHook('preHandler', async (request) => {
    if (request.auth && request.url.startsWith('/api/hr/')) await companyIdOf(app.deps.db, request);
  });
  // another company's record reached by id (a workflow step, the logo) answers 404
  guardRecordsById(
    app,
    'hr',
    {
      companies: 'self',
      'company-events': 'company',
      devices: 'company',
      'incident-reports': 'company',
      'employee-movements': 'employee',
      'disciplinary-actions': 'employee',
    },
    { 'change-requests': ['change_requests', 'employee'], applications: ['applications', 'employee'] },
  );
  // Uploads (the employee import, the company logo) set their own file size limit per request.
  await app.register(multipart, { limits: { files: 1, fields: 5 } });
  const crud: CrudOptionsByResource = new Map();
  organisationCrudOptions(crud);
  await companyProfileRoutes(app, crud);
  await workplaceRoutes(app, crud);
  employeeCrudOptions(crud);
  await employeeRecordRoutes(app, crud);
  await employeeImportRoutes(app);
  await reportRoutes(app, crud);
  await changeRequestReviewRoutes(app);
  await applicationAttachmentRoutes(app);
  lookupCrudOptions(crud);
  registerRegistryCrudRoutes(app, 'hr', crud);
}
