import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RemittanceGenerated, RemittanceNotes } from '@core/contract/remittances';
import { remittancesResource, loanRemittancesReport, monthlyContributionsReport } from '@core/resources/remittances.resource';
import type { CrudOptionsByResource } from '../../../http/crud';
import { registerReports, type Report } from '../../../http/report-routes';
import { answers, FileDownload, IdParams } from '../../../http/schemas';
import { actorOf } from '../../../shared/audit';
import { knownCompanyId } from '../../../shared/company';
import { agencyFileOf } from './agency-files';
import { DUE_DATE_RULES } from './due-dates';
import { loanRemittancesSql, monthlyContributionsSql, scopeOf } from './month-sources';
import {
  amendPaidRemittance,
  generateCompanyMonth,
  payRemittance,
  REFRESH_VERBS,
  refreshRemittance,
  remittanceFile,
} from './remittances.service';

// The remittance register's list (generic read routes scoped to the caller's company),
// its verbs, its stored file, the month's read models with their totals and exports,
// and what each agency's file rests on (for the screens to say).

const Done = Type.Object({ message: Type.String() });
const NoBody = Type.Object({}, { additionalProperties: false, description: 'no fields' });
const Payment = Type.Object(
  {
    reference_no: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
    paid_at: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
    amount_paid: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Number(), Type.Null()])),
    penalty_amount: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Number(), Type.Null()])),
    payment_channel: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  },
  { additionalProperties: false },
);
const Amendment = Type.Object(
  { amendment_reason: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])) },
  { additionalProperties: false },
);
const MonthBody = Type.Object(
  {
    agency: Type.Union([Type.Literal('sss'), Type.Literal('philhealth'), Type.Literal('pagibig'), Type.Literal('bir')]),
    remittance_type: Type.Union([Type.Literal('contribution'), Type.Literal('loan'), Type.Literal('withholding_tax')]),
    year: Type.Integer({ minimum: 2000, maximum: 2100 }),
    month: Type.Integer({ minimum: 1, maximum: 12 }),
  },
  { additionalProperties: false },
);

export const REMITTANCE_REPORTS: Report[] = [
  {
    definition: monthlyContributionsReport,
    source: (companyId, _today, filter) => monthlyContributionsSql(scopeOf(companyId, filter)),
    customFilters: ['agency', 'year', 'month'],
  },
  {
    definition: loanRemittancesReport,
    source: (companyId, _today, filter) => loanRemittancesSql(scopeOf(companyId, filter)),
    customFilters: ['agency', 'year', 'month'],
  },
];

/** The register's generic list and read routes see only the caller's company. */
export function remittanceCrudOptions(crud: CrudOptionsByResource): void {
  crud.set(remittancesResource.name, { scope: (query, request) => query.where('r.company_id', '=', knownCompanyId(request)) });
}

export async function remittancesRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  const base = '/api/payroll/remittances';

  const actor = (request: FastifyRequest) => actorOf(request, 'payroll');

  for (const verb of Object.keys(REFRESH_VERBS) as (keyof typeof REFRESH_VERBS)[]) {
    app.post(`${base}/:id/${verb}`, { schema: { params: IdParams, body: NoBody, response: answers(Done) } }, async (request) =>
      refreshRemittance(db, knownCompanyId(request), Number(request.params.id), verb, actor(request)),
    );
  }
  app.post(`${base}/:id/mark-paid`, { schema: { params: IdParams, body: Payment, response: answers(Done) } }, async (request) =>
    payRemittance(db, knownCompanyId(request), Number(request.params.id), request.body, actor(request)),
  );
  app.post(`${base}/:id/amend`, { schema: { params: IdParams, body: Amendment, response: answers(Done) } }, async (request) =>
    amendPaidRemittance(db, knownCompanyId(request), Number(request.params.id), request.body, actor(request)),
  );
  app.post(`${base}/generate`, { schema: { body: MonthBody, response: answers(RemittanceGenerated) } }, async (request) =>
    generateCompanyMonth(db, knownCompanyId(request), request.body, actor(request)),
  );
  app.get(`${base}/:id/file`, { schema: { params: IdParams, response: answers(FileDownload) } }, async (request, reply) => {
    const file = await remittanceFile(db, Number(request.params.id), knownCompanyId(request));
    return reply
      .header('Content-Type', file.mime_type)
      .header('Content-Disposition', `attachment; filename="${file.file_name}"`)
      .send(file.content);
  });
  app.get(`${base}/notes`, { schema: { response: answers(RemittanceNotes) } }, async () => ({
    files: Object.fromEntries(
      (['sss:contribution', 'sss:loan', 'philhealth:contribution', 'pagibig:contribution', 'pagibig:loan'] as const).map((key) => {
        const [agency, type] = key.split(':') as ['sss', 'contribution'];
        return [key, agencyFileOf(agency, type)!.note];
      }),
    ),
    due_dates: Object.fromEntries(Object.entries(DUE_DATE_RULES).map(([agency, { rule }]) => [agency, rule])),
  }));
  registerReports(app, 'payroll', REMITTANCE_REPORTS);
}
