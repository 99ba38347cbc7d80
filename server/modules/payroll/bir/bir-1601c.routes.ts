import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ValidationError } from '../../../http/errors';
import { AnyObject, answers, DateString, FileDownload, IdParams, ListQuery, Money } from '../../../http/schemas';
import { contentRange, parseListQuery, type ListWhitelist } from '../../../http/simple-rest';
import { actorOf } from '../../../shared/audit';
import { knownCompanyId } from '../../../shared/company';
import {
  amendReturn,
  finalizeReturn,
  findReturn,
  returnPayment,
  generateReturn,
  markFiled,
  RETURN_COLUMNS,
  updateReturn,
  wireReturn,
  type ReturnRow,
} from './bir-1601c.service';
import { compensationByEmployee, monthSpan } from './compensation-source';
import { employeeIdentities } from './employees';
import { withholdingAgent } from './employer';
import { form1601cPdf } from './form-1601c.pdf';
import { withholdingRow } from './return-1601c';
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

const RETURNS_LIST: ListWhitelist = {
  sort: ['year', 'month', 'amendment_no', 'status', 'id'],
  filter: ['year', 'month', 'status', 'id'],
  search: [],
  defaultSort: ['year', 'DESC'],
};

function requiredMonth(filter: Record<string, unknown>): { year: number; month: number } {
  const year = Number(filter.year);
  const month = Number(filter.month);
  const errors: Record<string, string[]> = {};
  if (!Number.isInteger(year) || year < 2018 || year > 2100) errors.year = ['Choose the year.'];
  if (!Number.isInteger(month) || month < 1 || month > 12) errors.month = ['Choose the month.'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { year, month };
}

/** The monthly ITW rows of a month with each employee's identity. */
export async function monthlyWithholdings(app: FastifyInstance, companyId: number, year: number, month: number) {
  const employees = await compensationByEmployee(app.deps.db, companyId, monthSpan(year, month));
  const who = await employeeIdentities(
    app.deps.db,
    employees.map((e) => e.employee_id),
  );
  return employees.map((e) => {
    const person = who.get(e.employee_id)!;
    return {
      id: `${year}-${String(month).padStart(2, '0')}:${e.employee_id}`,
      year,
      month,
      employee_no: person.employee_no,
      employee_name: person.name,
      tin: person.tin,
      business_unit_id: person.business_unit_id,
      ...withholdingRow(e),
    };
  });
}

/** A verb's answer: the return, with the message the console shows. */
function said(done: string, row: ReturnRow) {
  const r = wireReturn(row);
  const which = Number(r.amendment_no) > 0 ? ` (amendment ${r.amendment_no})` : '';
  return { ...r, message: `The 1601-C of ${formatMonth(Number(r.year), Number(r.month))}${which} was ${done}.` };
}

export async function bir1601cRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  const base = '/api/payroll/bir-1601c-returns';
  const actor = (request: FastifyRequest) => actorOf(request, 'payroll');

  app.get(base, { schema: { querystring: ListQuery, response: answers(Type.Array(AnyObject)) } }, async (request, reply) => {
    if (await answerFromListCache(app, request, reply)) return reply;
    const list = parseListQuery(request.query as Record<string, unknown>, RETURNS_LIST);
    let query = db.selectFrom('bir_1601c_returns').where('company_id', '=', knownCompanyId(request));
    for (const key of ['year', 'month', 'status', 'id'] as const) {
      const value = list.filter[key];
      if (value === undefined) continue;
      query = Array.isArray(value)
        ? query.where(key, 'in', value.length ? (value as never[]) : [null as never])
        : query.where(key, '=', value as never);
    }
    const [{ total }] = await query.select(sql<number>`count(*)::int`.as('total')).execute();
    const direction = list.sort[1] === 'ASC' ? 'asc' : 'desc';
    const rows = await query
      .select([...RETURN_COLUMNS])
      .orderBy(list.sort[0] as 'year', direction)
      .orderBy('year', direction)
      .orderBy('month', direction)
      .orderBy('amendment_no', direction)
      .offset(list.range[0])
      .limit(list.range[1] - list.range[0] + 1)
      .execute();
    reply.header('Content-Range', contentRange('bir-1601c-returns', list.range, rows.length, total));
    return rows.map((row) => wireReturn(row as ReturnRow));
  });

  // the return with its month's BIR remittance: the payment's reference, date and amount once paid
  app.get(`${base}/:id`, { schema: { params: IdParams, response: answers(AnyObject) } }, async (request) => {
    const companyId = knownCompanyId(request);
    const row = await findReturn(db, companyId, Number(request.params.id));
    return { ...wireReturn(row), payment: await returnPayment(db, companyId, Number(row.year), Number(row.month)) };
  });

  app.post(`${base}/generate`, { schema: { body: YearMonth, response: answers(AnyObject) } }, async (request) =>
    said('generated', await generateReturn(db, knownCompanyId(request), request.body.year, request.body.month, actor(request))),
  );

  app.post(`${base}/:id/adjustments`, { schema: { params: IdParams, body: Edits, response: answers(AnyObject) } }, async (request) =>
    said('saved', await updateReturn(db, knownCompanyId(request), Number(request.params.id), request.body, actor(request))),
  );

  app.post(`${base}/:id/finalize`, { schema: { params: IdParams, body: NoBody, response: answers(AnyObject) } }, async (request) =>
    said('finalized', await finalizeReturn(db, knownCompanyId(request), Number(request.params.id), actor(request))),
  );

  app.post(`${base}/:id/mark-filed`, { schema: { params: IdParams, body: Filing, response: answers(AnyObject) } }, async (request) =>
    said('marked filed', await markFiled(db, knownCompanyId(request), Number(request.params.id), request.body, actor(request))),
  );

  app.post(`${base}/:id/amend`, { schema: { params: IdParams, body: NoBody, response: answers(AnyObject) } }, async (request) =>
    said('created as an amended return', await amendReturn(db, knownCompanyId(request), Number(request.params.id), actor(request))),
  );

  app.get(`${base}/:id/pdf`, { schema: { params: IdParams, response: answers(FileDownload) } }, async (request, reply) => {
    const companyId = knownCompanyId(request);
    const row = wireReturn(await findReturn(db, companyId, Number(request.params.id)));
    const pdf = form1601cPdf(row as never, await withholdingAgent(db, companyId));
    const name = `1601C-${row.year}-${String(row.month).padStart(2, '0')}-${row.amendment_no}.pdf`;
    return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="${name}"`).send(pdf);
  });

  registerComputedReport(
    app,
    monthlyTaxWithholdingsReport,
    async (request, filter) => {
      const { year, month } = requiredMonth(filter);
      return monthlyWithholdings(app, knownCompanyId(request), year, month);
    },
    ['year', 'month'],
  );
}
