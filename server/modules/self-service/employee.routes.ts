import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loansResource } from '@core/resources/loans.resource';
import { ytdBalancesResource } from '@core/resources/ytd-balances.resource';
import { registerReports } from '../../http/report-routes';
import { applicationLists } from '../applications/application-lists';
import { applicationRoutes } from '../applications/application.routes';
import { ownApplicationLists, ownApplications } from './application-scopes';
import { ownCertificatePdf } from './own-certificates.service';
import { ownEmployee } from './own-employee';
import { leaveBalanceLookup, shiftLookup } from './lookups.routes';
import { guardRecordsById } from '../../http/company-scope';
import { companyIdOf } from '../../shared/company';
import { payslipsResource } from '@core/resources/payslips.resource';
import { registerRegistryCrudRoutes, type CrudOptions, type CrudOptionsByResource } from '../../http/crud';
import { answers, FileDownload, IdParams } from '../../http/schemas';
import { PayslipDetail } from '@core/contract/payroll-cycle';
import { IssuedCertificate } from './employee.schemas';
import { actorOf } from '../../shared/audit';
import { sendPayslipsPdf } from '../payroll/processing/payslip-download';
import { payslipDetail } from '../payroll/processing/payslip-detail';
import { payslipPeriodJoin } from '../payroll/processing/payslip-lists';
import { ownRecordRoutes } from './own-records.routes';
import { Type } from '@sinclair/typebox';
import { ISSUED_CERTIFICATES_LIST, issuedCertificatesOf } from '../payroll/bir/certificate-2316.service';
import { contentRange, parseListQuery } from '../../http/simple-rest';
import { answerFromListCache } from '../../http/list-cache';

const ListQuery = Type.Object({
  range: Type.Optional(Type.String()),
  sort: Type.Optional(Type.String()),
  filter: Type.Optional(Type.String()),
});

// The employee portal's applications (docs/domain.md §15.4): one's own filings of every type
// with their trail, filing, withdrawal and cancellation requests, and one's leave
// balances for the filing form. Another employee's application is a 404.

export async function employeeRoutes(server: FastifyInstance): Promise<void> {
  server.addHook('preHandler', async (request) => {
    if (request.auth) await companyIdOf(server.deps.db, request);
  });
  // another company's record answers 404 before its body is read; the handlers narrow further to one's own
  guardRecordsById(
    server,
    'employee',
    {},
    {
      applications: ['applications', 'employee'],
      payslips: ['payslips', 'employee'],
      'change-requests': ['change_requests', 'employee'],
      'bir-2316-certificates': ['bir_2316_certificates', 'company'],
    },
  );
  registerReports(server, 'employee', applicationLists(ownApplicationLists));
  await shiftLookup(server, 'employee');
  await leaveBalanceLookup(server, 'employee');
  await applicationRoutes(server, {
    portal: 'employee',
    visible: ownApplications,
    filing: { filedVia: 'self', applicant: async (request) => ownEmployee(request) },
    manages: true,
  });
  // one's own payroll records (payslips only of posted periods and not on hold); anyone else's is a 404
  const own = (query: Parameters<NonNullable<CrudOptions['scope']>>[0], request: FastifyRequest) =>
    query.where('r.employee_id', '=', request.auth?.user.employee_id ?? 0);
  const crud: CrudOptionsByResource = new Map();
  crud.set(payslipsResource.name, {
    ...payslipPeriodJoin,
    scope: (query, request) => own(query, request).where('r.status', '=', 'posted').where('r.is_on_hold', '=', false),
  });
  crud.set(ytdBalancesResource.name, { scope: own });
  crud.set(loansResource.name, {
    select: (query) => query.innerJoin('loan_types as lt', 'lt.id', 'r.loan_type_id').select('lt.name as loan_type_name'),
    scope: (query, request) => own(query, request).where('r.status', '!=', 'draft'),
  });
  registerRegistryCrudRoutes(server, 'employee', crud);
  await ownRecordRoutes(server);
  server.get('/api/employee/payslips/:id/detail', { schema: { params: IdParams, response: answers(PayslipDetail) } }, async (request) =>
    payslipDetail(server.deps.db, Number((request.params as { id: string }).id), {
      employeeId: ownEmployee(request),
      releasedOnly: true,
    }),
  );
  server.get(
    '/api/employee/payslips/:id/pdf',
    { schema: { params: IdParams, response: answers(FileDownload) } },
    async (request, reply) => {
      const id = Number((request.params as { id: string }).id);
      const payslip = await payslipDetail(server.deps.db, id, { employeeId: ownEmployee(request), releasedOnly: true });
      return sendPayslipsPdf(server.deps.db, actorOf(request, 'employee'), [payslip], reply);
    },
  );
  // one's own BIR Form 2316, once the payroll officer has issued it (a draft, final or replaced one is nobody's here)
  server.get(
    '/api/employee/bir-2316-certificates',
    { schema: { querystring: ListQuery, response: answers(Type.Array(IssuedCertificate)) } },
    async (request, reply) => {
      if (await answerFromListCache(server, request, reply)) return reply;
      const list = parseListQuery(request.query as Record<string, unknown>, ISSUED_CERTIFICATES_LIST);
      const { rows, total } = await issuedCertificatesOf(server.deps.db, ownEmployee(request), list);
      return reply.header('Content-Range', contentRange('bir-2316-certificates', list.range, rows.length, total)).send(rows);
    },
  );
  server.get(
    '/api/employee/bir-2316-certificates/:id/pdf',
    { schema: { params: IdParams, response: answers(FileDownload) } },
    async (request, reply) => {
      const id = Number((request.params as { id: string }).id);
      const { pdf, fileName } = await ownCertificatePdf(server.deps.db, actorOf(request, 'employee'), ownEmployee(request), id);
      return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${fileName}"`).send(pdf);
    },
  );
}
