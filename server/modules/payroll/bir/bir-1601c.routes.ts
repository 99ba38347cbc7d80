import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../../../http/errors';
import { answers, DateString, FileDownload, IdParams, ListQuery, Money } from '../../../http/schemas';
import { contentRange, parseListQuery } from '../../../http/simple-rest';
import { actorOf } from '../../../shared/audit';
import { knownCompanyId } from '../../../shared/company';
import {
  amendReturn,
  finalizeReturn,
  findReturn,
  returnPayment,
  generateReturn,
  markFiled,
  updateReturn,
  wireReturn,
  type ReturnRow,
} from './bir-1601c.service';
import { listReturns, monthlyWithholdings, RETURNS_LIST } from './bir-1601c.queries';
import { MonthlyWithholding, Return1601c, Return1601cDone, Return1601cWithPayment } from '@core/contract/bir';
import { withholdingAgent } from './employer';
import { form1601cPdf } from './form-1601c.pdf';
import { registerComputedReport } from './computed-report';
import { monthlyTaxWithholdingsReport } from '@core/resources/bir.resource';
import { answerFromListCache } from '../../../http/list-cache';
import { formatMonth } from '@core/labels';

// /api/payroll/bir-1601c-returns (the 1601-C register and its verbs, the form as PDF)
// and /api/payroll/monthly-tax-withholdings (the monthly ITW: the return's lines per
// employee). Access: the payroll portal (the route prefix).

const YearMonth = Type.Object(
  { year: Type.Integer({ minimum: 2018, maximum: 2100 }), month: Type.Integer({ minimum: 1, maximum: 12 }) },
  { additionalProperties: false },
);
const Edits = Type.Object(
  {
    adjustment_prior_months: Type.Optional(Money),
    tax_remitted_previously: Type.Optional(Money),
    other_remittances: Type.Optional(Money),
    penalties_surcharge: Type.Optional(Money),
    penalties_interest: Type.Optional(Money),
    penalties_compromise: Type.Optional(Money),
    remarks: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
  },
  { additionalProperties: false },
);
const NoBody = Type.Object({}, { additionalProperties: false, description: 'no fields' });
const Filing = Type.Object(
  { filed_at: DateString, filing_reference: Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' }) },
  { additionalProperties: false },
);

function requiredMonth(filter: Record<string, unknown>): { year: number; month: number } {
  const year = Number(filter.year);
  const month = Number(filter.month);
  const errors: Record<string, string[]> = {};
  if (!Number.isInteger(year) || year < 2018 || year > 2100) errors.year = ['Choose the year.'];
  if (!Number.isInteger(month) || month < 1 || month > 12) errors.month = ['Choose the month.'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { year, month };
}

/** A verb's answer: the return, with the message the console shows. */
function said(done: string, row: ReturnRow): Static<typeof Return1601cDone> {
  const r = wireReturn(row);
  const which = r.amendment_no > 0 ? ` (amendment ${r.amendment_no})` : '';
  return { ...r, message: `The 1601-C of ${formatMonth(r.year, r.month)}${which} was ${done}.` };
}

export async function bir1601cRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  const base = '/api/payroll/bir-1601c-returns';
  const actor = (request: FastifyRequest) => actorOf(request, 'payroll');

  app.get(base, { schema: { querystring: ListQuery, response: answers(Type.Array(Return1601c)) } }, async (request, reply) => {
    if (await answerFromListCache(app, request, reply)) return reply;
    const list = parseListQuery(request.query as Record<string, unknown>, RETURNS_LIST);
    const { rows, total } = await listReturns(db, knownCompanyId(request), list);
    reply.header('Content-Range', contentRange('bir-1601c-returns', list.range, rows.length, total));
    return rows.map(wireReturn);
  });

  // the return with its month's BIR remittance: the payment's reference, date and amount once paid
  app.get(`${base}/:id`, { schema: { params: IdParams, response: answers(Return1601cWithPayment) } }, async (request) => {
    const companyId = knownCompanyId(request);
    const row = await findReturn(db, companyId, Number(request.params.id));
    return { ...wireReturn(row), payment: await returnPayment(db, companyId, row.year, row.month) };
  });

  app.post(`${base}/generate`, { schema: { body: YearMonth, response: answers(Return1601cDone) } }, async (request) =>
    said('generated', await generateReturn(db, knownCompanyId(request), request.body.year, request.body.month, actor(request))),
  );

  app.post(`${base}/:id/adjustments`, { schema: { params: IdParams, body: Edits, response: answers(Return1601cDone) } }, async (request) =>
    said('saved', await updateReturn(db, knownCompanyId(request), Number(request.params.id), request.body, actor(request))),
  );

  app.post(`${base}/:id/finalize`, { schema: { params: IdParams, body: NoBody, response: answers(Return1601cDone) } }, async (request) =>
    said('finalized', await finalizeReturn(db, knownCompanyId(request), Number(request.params.id), actor(request))),
  );

  app.post(`${base}/:id/mark-filed`, { schema: { params: IdParams, body: Filing, response: answers(Return1601cDone) } }, async (request) =>
    said('marked filed', await markFiled(db, knownCompanyId(request), Number(request.params.id), request.body, actor(request))),
  );

  app.post(`${base}/:id/amend`, { schema: { params: IdParams, body: NoBody, response: answers(Return1601cDone) } }, async (request) =>
    said('created as an amended return', await amendReturn(db, knownCompanyId(request), Number(request.params.id), actor(request))),
  );

  app.get(`${base}/:id/pdf`, { schema: { params: IdParams, response: answers(FileDownload) } }, async (request, reply) => {
    const companyId = knownCompanyId(request);
    const row = wireReturn(await findReturn(db, companyId, Number(request.params.id)));
    const pdf = form1601cPdf(row, await withholdingAgent(db, companyId));
    const name = `1601C-${row.year}-${String(row.month).padStart(2, '0')}-${row.amendment_no}.pdf`;
    return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${name}"`).send(pdf);
  });

  registerComputedReport(
    app,
    monthlyTaxWithholdingsReport,
    MonthlyWithholding,
    async (request, filter) => {
      const { year, month } = requiredMonth(filter);
      return monthlyWithholdings(db, knownCompanyId(request), year, month);
    },
    ['year', 'month'],
  );
}
