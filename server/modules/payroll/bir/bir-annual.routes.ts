import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from '../../../http/errors';
import { answers, DateString, FileDownload, IdParams } from '../../../http/schemas';
import { actorOf } from '../../../shared/audit';
import { knownCompanyId } from '../../../shared/company';
import { yearCertificates } from './annual.service';
import {
  amend1604cReturn,
  amend2316Certificate,
  exportAlphalist,
  finalize1604cReturn,
  generate1604cReturn,
  generate2316Certificates,
  issue2316Certificate,
  markFiled1604cReturn,
  overview1604c,
  print1604c,
  print2316Certificates,
  regenerate2316Certificate,
  type Download,
} from './bir-annual.service';
import { AlphalistEntry, Certificate2316, Certificate2316Version, Overview1604c, PrintJob } from '@core/contract/bir';
import { versions2316 } from './certificate-2316.service';
import { registerComputedReport } from './computed-report';
import { alphalistEntriesReport, bir2316CertificatesReport } from '@core/resources/bir.resource';
import { printJobFile, printJobOf, runPrintJob, startPrintJob } from './print-job';

// The annual BIR outputs of the payroll portal: the 2316 certificates (list, one PDF,
// all as one PDF), the alphalist schedules, the 1604-C summary with its check, and the
// alphalist data file, computed from the year's posted payslips; a 2316 generated final is
// stored (bir_2316_certificates) and from then on listed and printed as stored.

// query strings are not coerced: the year arrives as text
const Year = Type.String({ pattern: '^20\\d{2}$', description: 'the year (YYYY)' });
const YearQuery = Type.Object({ year: Year }, { additionalProperties: false });
const BulkQuery = Type.Object(
  {
    year: Year,
    ids: Type.Optional(Type.String({ pattern: '^\\d{1,12}(,\\d{1,12}){0,9999}$', description: 'employee ids, comma-separated' })),
  },
  { additionalProperties: false },
);

const GenerateBody = Type.Object(
  { year: Type.Integer({ minimum: 2018, maximum: 2100, description: 'the year (YYYY)' }) },
  { additionalProperties: false },
);
/** 1604-C Part I items the officer states on generating (the system proposes each from the posted payroll). */
const Generate1604cBody = Type.Object(
  {
    year: Type.Integer({ minimum: 2018, maximum: 2100, description: 'the year (YYYY)' }),
    sheets_attached: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999, description: 'item 3: number of sheets attached' })),
    refunds_released: Type.Optional(Type.Boolean({ description: 'item 11: refunds of over-withholding released to employees' })),
    refund_date: Type.Optional(Type.Union([DateString, Type.Null()], { description: 'item 11A: date of refund' })),
    over_remittance: Type.Optional(
      Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,2})?$', description: 'item 12: total over-remittance on tax withheld' }),
    ),
    first_crediting_month: Type.Optional(
      Type.Union([Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'item 13: YYYY-MM' }), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);
const PrintJobBody = Type.Object(
  {
    year: Type.Integer({ minimum: 2018, maximum: 2100, description: 'the year (YYYY)' }),
    employee_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100_000, description: 'only these employees' })),
  },
  { additionalProperties: false },
);
const Stored1604c = Type.Object({ id: Type.Integer(), reconciles: Type.Boolean(), message: Type.String() });
const Generated = Type.Object({
  message: Type.String(),
  stored: Type.Integer(),
  regenerated: Type.Integer(),
  finalized: Type.Integer(),
  kept: Type.Integer(),
  provisional: Type.Integer(),
});
const YearBody = Type.Object(
  { year: Type.Integer({ minimum: 2018, maximum: 2100, description: 'the certificate\u2019s year (YYYY)' }) },
  { additionalProperties: false },
);
const IssueBody = Type.Object(
  {
    year: Type.Integer({ minimum: 2018, maximum: 2100, description: 'the certificate\u2019s year (YYYY)' }),
    issued_at: DateString,
  },
  { additionalProperties: false },
);
const AmendBody = Type.Object(
  {
    year: Type.Integer({ minimum: 2018, maximum: 2100, description: 'the certificate\u2019s year (YYYY)' }),
    reason: Type.String({ minLength: 5, maxLength: 500, description: 'why the certificate is replaced' }),
  },
  { additionalProperties: false },
);
const Done = Type.Object({ message: Type.String() });
const Amended = Type.Object({ id: Type.Integer(), message: Type.String() });

function requiredYear(filter: Record<string, unknown>): number {
  const year = Number(filter.year);
  if (!Number.isInteger(year) || year < 2018 || year > 2100) throw new ValidationError({ year: ['Choose the year.'] });
  return year;
}

const MarkFiledBody = Type.Object(
  {
    year: Type.Integer({ minimum: 2018, maximum: 2100, description: 'the year (YYYY)' }),
    filed_at: DateString,
    filing_reference: Type.String({ minLength: 1, maxLength: 50, description: 'eFPS / eBIRForms reference' }),
  },
  { additionalProperties: false },
);

const actor = (request: FastifyRequest) => actorOf(request, 'payroll');

function sendDownload(reply: FastifyReply, contentType: string, file: Download<Buffer | string>) {
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .send(file.content);
}

export async function birAnnualRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;

  registerComputedReport(
    app,
    bir2316CertificatesReport,
    Certificate2316,
    async (request, filter) => (await yearCertificates(db, knownCompanyId(request), requiredYear(filter))).certificates,
    ['year'],
  );

  // all of a year's certificates printed in the background, with progress (print_jobs)
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  app.post(
    '/api/payroll/bir-2316-certificates/pdf-jobs',
    {
      schema: {
        body: PrintJobBody,
        response: { 202: Type.Object({ id: Type.Integer() }), ...answers(Type.Object({ id: Type.Integer() })) },
      },
    },
    async (request, reply) => {
      const who = actor(request);
      const started = await startPrintJob(db, knownCompanyId(request), request.body.year, request.body.employee_ids, who);
      const job = runPrintJob(db, started.id, who).finally(() => running.delete(job));
      running.add(job);
      return reply.code(202).send(started);
    },
  );
  app.get(
    '/api/payroll/bir-2316-certificates/pdf-jobs/:id',
    { schema: { params: IdParams, response: answers(PrintJob) } },
    async (request) => printJobOf(db, Number(request.params.id), knownCompanyId(request)),
  );
  app.get(
    '/api/payroll/bir-2316-certificates/pdf-jobs/:id/file',
    { schema: { params: IdParams, response: answers(FileDownload) } },
    async (request, reply) => {
      const file = await printJobFile(db, Number(request.params.id), knownCompanyId(request));
      return sendDownload(reply, file.mime_type, { content: file.content, fileName: file.file_name });
    },
  );

  app.post(
    '/api/payroll/bir-2316-certificates/generate',
    { schema: { body: GenerateBody, response: answers(Generated) } },
    async (request) => generate2316Certificates(db, knownCompanyId(request), request.body.year, actor(request)),
  );

  // one employee's certificate of a year (:id is the employee, as in the list): its lifecycle
  app.post(
    '/api/payroll/bir-2316-certificates/:id/regenerate',
    { schema: { params: IdParams, body: YearBody, response: answers(Done) } },
    async (request) => regenerate2316Certificate(db, knownCompanyId(request), Number(request.params.id), request.body.year, actor(request)),
  );
  app.post(
    '/api/payroll/bir-2316-certificates/:id/issue',
    { schema: { params: IdParams, body: IssueBody, response: answers(Done) } },
    async (request) =>
      issue2316Certificate(
        db,
        knownCompanyId(request),
        Number(request.params.id),
        request.body.year,
        request.body.issued_at,
        actor(request),
      ),
  );
  app.post(
    '/api/payroll/bir-2316-certificates/:id/amend',
    { schema: { params: IdParams, body: AmendBody, response: answers(Amended) } },
    async (request) =>
      amend2316Certificate(db, knownCompanyId(request), Number(request.params.id), request.body.year, request.body.reason, actor(request)),
  );
  app.get(
    '/api/payroll/bir-2316-certificates/:id/versions',
    { schema: { params: IdParams, querystring: YearQuery, response: answers(Type.Array(Certificate2316Version)) } },
    async (request) => versions2316(db, knownCompanyId(request), Number(request.params.id), Number(request.query.year)),
  );

  app.get(
    '/api/payroll/bir-2316-certificates/pdf',
    { schema: { querystring: BulkQuery, response: answers(FileDownload) } },
    async (request, reply) => {
      const ids = request.query.ids?.split(',').map(Number);
      const file = await print2316Certificates(db, knownCompanyId(request), Number(request.query.year), ids, actor(request));
      return sendDownload(reply, 'application/pdf', file);
    },
  );
  app.get(
    '/api/payroll/bir-2316-certificates/:id/pdf',
    { schema: { params: IdParams, querystring: YearQuery, response: answers(FileDownload) } },
    async (request, reply) => {
      const ids = [Number(request.params.id)];
      const file = await print2316Certificates(db, knownCompanyId(request), Number(request.query.year), ids, actor(request));
      return sendDownload(reply, 'application/pdf', file);
    },
  );

  registerComputedReport(
    app,
    alphalistEntriesReport,
    AlphalistEntry,
    async (request, filter) => (await yearCertificates(db, knownCompanyId(request), requiredYear(filter))).alphalist,
    ['year'],
  );

  app.get('/api/payroll/bir-1604c', { schema: { querystring: YearQuery, response: answers(Overview1604c) } }, async (request) =>
    overview1604c(db, knownCompanyId(request), Number(request.query.year)),
  );
  app.post('/api/payroll/bir-1604c/generate', { schema: { body: Generate1604cBody, response: answers(Stored1604c) } }, async (request) => {
    const { year, ...input } = request.body;
    return generate1604cReturn(db, knownCompanyId(request), year, actor(request), input);
  });
  app.post('/api/payroll/bir-1604c/finalize', { schema: { body: YearBody, response: answers(Done) } }, async (request) =>
    finalize1604cReturn(db, knownCompanyId(request), request.body.year, actor(request)),
  );
  app.post('/api/payroll/bir-1604c/mark-filed', { schema: { body: MarkFiledBody, response: answers(Done) } }, async (request) => {
    const { year, ...filing } = request.body;
    return markFiled1604cReturn(db, knownCompanyId(request), year, filing, actor(request));
  });
  app.post('/api/payroll/bir-1604c/amend', { schema: { body: YearBody, response: answers(Amended) } }, async (request) =>
    amend1604cReturn(db, knownCompanyId(request), request.body.year, actor(request)),
  );

  // the return in the form's layout: the latest stored one as stored, else as computed now (marked not generated)
  app.get('/api/payroll/bir-1604c/pdf', { schema: { querystring: YearQuery, response: answers(FileDownload) } }, async (request, reply) =>
    sendDownload(reply, 'application/pdf', await print1604c(db, knownCompanyId(request), Number(request.query.year), actor(request))),
  );
  app.get(
    '/api/payroll/bir-1604c/alphalist',
    { schema: { querystring: YearQuery, response: answers(FileDownload) } },
    async (request, reply) =>
      sendDownload(
        reply,
        'text/plain; charset=us-ascii',
        await exportAlphalist(db, knownCompanyId(request), Number(request.query.year), actor(request)),
      ),
  );
}
