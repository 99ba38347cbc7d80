import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changeRequestsReport, ownChangeRequestsReport } from '@core/resources/self-service.resource';
import { ValidationError } from '../../http/errors';
import { registerReports } from '../../http/report-routes';
import { answers, IdParams, NoBody } from '../../http/schemas';
import { knownCompanyId } from '../../shared/company';
import { attachmentRoutes } from '../attachments/record-attachments';
import { requestRows, requestsOfCompany, requestsOfEmployee } from './change-requests.queries';
import { ChangeRequestAnswer, NewRequest, Review } from './change-requests.schemas';
import { assertAttachmentsWritable, changeRequestOwner, decide, fileChangeRequest } from './change-requests.service';

// Change requests: the employee files and cancels their own (employee portal);
// HR approves (applies) or rejects them (HR portal). The rules are in
// change-requests.service.ts.

/** The employee portal: one's own requests, filing and cancelling. */
export async function ownChangeRequestRoutes(server: FastifyInstance, ownEmployee: (request: FastifyRequest) => number): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  const own = (request: FastifyRequest) => requestsOfEmployee(ownEmployee(request));
  registerReports(server, 'employee', [
    { definition: ownChangeRequestsReport, source: (_c, _t, _f, _n, viewer) => requestRows(requestsOfEmployee(viewer.employeeId ?? 0)) },
  ]);

  app.post('/api/employee/change-requests', { schema: { body: NewRequest, response: answers(ChangeRequestAnswer) } }, async (request) =>
    fileChangeRequest(db, request, ownEmployee(request), request.body),
  );

  // a supporting document (a marriage certificate), added by the employee while the request is pending
  await attachmentRoutes(server, {
    base: '/api/employee/change-requests',
    owner: async (db, request, id) => changeRequestOwner(db, id, own(request)),
    writable: async (db, _request, id) => assertAttachmentsWritable(db, id),
  });

  app.post(
    '/api/employee/change-requests/:id/cancel',
    { schema: { params: IdParams, body: Type.Optional(NoBody), response: answers(ChangeRequestAnswer) } },
    async (request) => decide(db, request, Number(request.params.id), own(request), 'cancelled'),
  );
}

/** The HR portal: the company's requests, approved (applied) or rejected with remarks. */
export async function changeRequestReviewRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  registerReports(server, 'hr', [{ definition: changeRequestsReport, source: (companyId) => requestRows(requestsOfCompany(companyId)) }]);
  const ofCompany = (request: FastifyRequest) => requestsOfCompany(knownCompanyId(request));
  // HR reads the employee's supporting documents beside the request it decides
  await attachmentRoutes(server, {
    base: '/api/hr/change-requests',
    owner: async (db, request, id) => changeRequestOwner(db, id, ofCompany(request)),
  });
  app.post(
    '/api/hr/change-requests/:id/approve',
    { schema: { params: IdParams, body: Type.Optional(Review), response: answers(ChangeRequestAnswer) } },
    async (request) =>
      decide(db, request, Number(request.params.id), ofCompany(request), 'approved', request.body?.review_remarks ?? undefined),
  );
  app.post(
    '/api/hr/change-requests/:id/reject',
    { schema: { params: IdParams, body: Type.Optional(Review), response: answers(ChangeRequestAnswer) } },
    async (request) => {
      const remarks = request.body?.review_remarks?.trim();
      if (!remarks) throw new ValidationError({ review_remarks: ['Say why the request is rejected.'] });
      return decide(db, request, Number(request.params.id), ofCompany(request), 'rejected', remarks);
    },
  );
}
