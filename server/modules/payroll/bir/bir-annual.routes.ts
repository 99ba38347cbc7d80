import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError, NotFoundError } from '../../../http/errors';
import { AnyObject, AnyObjects, answers, DateString, FileDownload, IdParams } from '../../../http/schemas';
import { actorOf, audit } from '../../../shared/audit';
import { knownCompanyId } from '../../../shared/company';
import { alphalistDat, alphalistFileName, DAT_NOT_VERIFIED } from './alphalist-dat';
import { amend1604c, finalize1604c, generate1604c, markFiled1604c, reconcile1604c, stored1604c, yearCertificates } from './annual.service';
import { proposedItems1604c } from './return-1604c';
import { form1604cPdf } from './form-1604c.pdf';
import { amend2316, issue2316, regenerate2316, store2316, versions2316 } from './certificate-2316.service';
import { registerComputedReport } from './computed-report';
import { alphalistEntriesReport, bir2316CertificatesReport } from '@core/resources/bir.resource';
import { withholdingAgent } from './employer';
import { form2316Pdf } from './form-2316.pdf';
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
const PrintJob = Type.Object({
  id: Type.Integer(),
  document: Type.String(),
  year: Type.Integer(),
  status: Type.String(),
  progress_total: Type.Integer(),
  progress_done: Type.Integer(),
  message: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.Unknown(),
  finished_at: Type.Unknown(),
});
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

export async function birAnnualRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  const actor = (request: FastifyRequest) => actorOf(request, 'payroll');

  registerComputedReport(
    app,
    bir2316CertificatesReport,
    async (request, filter) => (await yearCertificates(db, knownCompanyId(request), requiredYear(filter))).certificates as never,
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
      return reply
        .header('Content-Type', file.mime_type)
        .header('Content-Disposition', `attachment; filename="${file.file_name}"`)
        .send(file.content);
    },
  );

  const sendCertificates = async (
    request: FastifyRequest,
    year: number,
    ids: number[] | undefined,
    reply: import('fastify').FastifyReply,
  ) => {
    const companyId = knownCompanyId(request);
    const { certificates, agents } = await yearCertificates(db, companyId, year, ids);
    if (certificates.length === 0) throw new NotFoundError('No employee was paid in that year.');
    const pdf = form2316Pdf(certificates, await withholdingAgent(db, companyId), agents);
    await audit(db, actor(request), {
      resource: 'bir-2316-certificates',
      action: 'print',
      recordId: certificates.length === 1 ? certificates[0].employee_id : null,
      summary: `Printed ${certificates.length} BIR Form 2316 of ${year}`,
    });
    const name = certificates.length === 1 ? `2316-${year}-${certificates[0].employee_no}.pdf` : `2316-${year}.pdf`;
    return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${name}"`).send(pdf);
  };

  app.post(
    '/api/payroll/bir-2316-certificates/generate',
    { schema: { body: GenerateBody, response: answers(Generated) } },
    async (request) => {
      const year = request.body.year;
      const done = await db.transaction().execute((trx) => store2316(trx, knownCompanyId(request), year, actor(request)));
      return {
        ...done,
        message: `BIR Form 2316 of ${year}: ${done.stored} stored, ${done.regenerated} drafts regenerated, ${done.finalized} final, ${done.kept} final or issued kept as they are; ${done.provisional} stay drafts until their year-end annualisation or final pay is posted.`,
      };
    },
  );

  // one employee's certificate of a year (:id is the employee, as in the list): its lifecycle
  app.post(
    '/api/payroll/bir-2316-certificates/:id/regenerate',
    { schema: { params: IdParams, body: YearBody, response: answers(Done) } },
    async (request) =>
      db
        .transaction()
        .execute((trx) => regenerate2316(trx, knownCompanyId(request), Number(request.params.id), request.body.year, actor(request))),
  );
  app.post(
    '/api/payroll/bir-2316-certificates/:id/issue',
    { schema: { params: IdParams, body: IssueBody, response: answers(Done) } },
    async (request) =>
      db
        .transaction()
        .execute((trx) =>
          issue2316(trx, knownCompanyId(request), Number(request.params.id), request.body.year, request.body.issued_at, actor(request)),
        ),
  );
  app.post(
    '/api/payroll/bir-2316-certificates/:id/amend',
    { schema: { params: IdParams, body: AmendBody, response: answers(Amended) } },
    async (request) => {
      const reason = request.body.reason.trim();
      if (reason.length < 5) throw new ValidationError({ reason: ['Say why the certificate is replaced.'] });
      return db
        .transaction()
        .execute((trx) => amend2316(trx, knownCompanyId(request), Number(request.params.id), request.body.year, reason, actor(request)));
    },
  );
  app.get(
    '/api/payroll/bir-2316-certificates/:id/versions',
    { schema: { params: IdParams, querystring: YearQuery, response: answers(AnyObjects) } },
    async (request) => versions2316(db, knownCompanyId(request), Number(request.params.id), Number(request.query.year)),
  );

  app.get(
    '/api/payroll/bir-2316-certificates/pdf',
    { schema: { querystring: BulkQuery, response: answers(FileDownload) } },
    async (request, reply) => sendCertificates(request, Number(request.query.year), request.query.ids?.split(',').map(Number), reply),
  );

  app.get(
    '/api/payroll/bir-2316-certificates/:id/pdf',
    { schema: { params: IdParams, querystring: YearQuery, response: answers(FileDownload) } },
    async (request, reply) => sendCertificates(request, Number(request.query.year), [Number(request.params.id)], reply),
  );

  registerComputedReport(
    app,
    alphalistEntriesReport,
    async (request, filter) => (await yearCertificates(db, knownCompanyId(request), requiredYear(filter))).alphalist as never,
    ['year'],
  );

  app.get('/api/payroll/bir-1604c', { schema: { querystring: YearQuery, response: answers(AnyObject) } }, async (request) => {
    const companyId = knownCompanyId(request);
    const year = Number(request.query.year);
    const annual = await yearCertificates(db, companyId, year);
    const stored = await stored1604c(db, companyId, year);
    return {
      ...(await reconcile1604c(db, companyId, year, annual)),
      // Part I items 2, 3 and 11 to 13: as stored on the latest return, else as the posted payroll proposes them
      items: stored?.items ?? (await proposedItems1604c(db, companyId, year, annual.alphalist, 0)),
      stored_return: stored && {
        id: stored.id,
        amendment_no: stored.amendment_no,
        status: stored.status,
        filed_at: stored.filed_at,
        filing_reference: stored.filing_reference,
      },
      withholding_agent: await withholdingAgent(db, companyId),
      dat_not_verified: DAT_NOT_VERIFIED,
    };
  });

  app.post('/api/payroll/bir-1604c/generate', { schema: { body: Generate1604cBody, response: answers(Stored1604c) } }, async (request) => {
    const { year, ...input } = request.body;
    return db.transaction().execute((trx) => generate1604c(trx, knownCompanyId(request), year, actor(request), input));
  });

  app.post('/api/payroll/bir-1604c/finalize', { schema: { body: YearBody, response: answers(Done) } }, async (request) =>
    db.transaction().execute((trx) => finalize1604c(trx, knownCompanyId(request), request.body.year, actor(request))),
  );
  app.post(
    '/api/payroll/bir-1604c/mark-filed',
    {
      schema: {
        body: Type.Object(
          {
            year: Type.Integer({ minimum: 2018, maximum: 2100, description: 'the year (YYYY)' }),
            filed_at: DateString,
            filing_reference: Type.String({ minLength: 1, maxLength: 50, description: 'eFPS / eBIRForms reference' }),
          },
          { additionalProperties: false },
        ),
        response: answers(Done),
      },
    },
    async (request) => {
      const { year, filed_at, filing_reference } = request.body;
      if (!filing_reference.trim()) throw new ValidationError({ filing_reference: ['Give the filing reference.'] });
      return db
        .transaction()
        .execute((trx) =>
          markFiled1604c(trx, knownCompanyId(request), year, { filed_at, filing_reference: filing_reference.trim() }, actor(request)),
        );
    },
  );
  app.post('/api/payroll/bir-1604c/amend', { schema: { body: YearBody, response: answers(Amended) } }, async (request) =>
    db.transaction().execute((trx) => amend1604c(trx, knownCompanyId(request), request.body.year, actor(request))),
  );

  // the return in the form's layout: the latest stored one as stored, else as computed now (marked not generated)
  app.get('/api/payroll/bir-1604c/pdf', { schema: { querystring: YearQuery, response: answers(FileDownload) } }, async (request, reply) => {
    const companyId = knownCompanyId(request);
    const year = Number(request.query.year);
    const stored = await stored1604c(db, companyId, year);
    const agent = await withholdingAgent(db, companyId);
    let print;
    if (stored) {
      print = { year, ...stored };
    } else {
      const annual = await yearCertificates(db, companyId, year);
      const check = await reconcile1604c(db, companyId, year, annual);
      print = {
        year,
        amendment_no: 0,
        status: 'not generated (computed now)',
        items: await proposedItems1604c(db, companyId, year, annual.alphalist, 0),
        months: check.months,
        schedule_1_count: check.schedule_1_count,
        schedule_2_count: check.schedule_2_count,
        schedule_tax_withheld_total: check.schedule_tax_withheld_total,
      };
    }
    const pdf = form1604cPdf(print, agent);
    await audit(db, actor(request), {
      resource: 'bir-1604c-returns',
      action: 'print',
      recordId: stored?.id ?? null,
      summary: `Printed the ${year} 1604-C`,
    });
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="1604C-${year}.pdf"`)
      .send(pdf);
  });

  app.get(
    '/api/payroll/bir-1604c/alphalist',
    { schema: { querystring: YearQuery, response: answers(FileDownload) } },
    async (request, reply) => {
      const companyId = knownCompanyId(request);
      const year = Number(request.query.year);
      const { alphalist } = await yearCertificates(db, companyId, year);
      const agent = await withholdingAgent(db, companyId);
      const text = alphalistDat(agent, year, alphalist);
      await audit(db, actor(request), {
        resource: 'alphalist-entries',
        action: 'export',
        summary: `Exported the ${year} alphalist data file (${alphalist.length} employees)`,
      });
      return reply
        .header('Content-Type', 'text/plain; charset=us-ascii')
        .header('Content-Disposition', `attachment; filename="${alphalistFileName(agent, year)}"`)
        .send(text);
    },
  );
}
