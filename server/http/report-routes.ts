import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type { Portal } from '@core/access';
import { listFields, type RecordValues, type ResourceDefinition } from '@core/resources/define';
import type { AnySelect, Database } from '../db/database';
import { actorOf, audit } from '../shared/audit';
import { knownCompanyId, manilaToday } from '../shared/company';
import { toSpreadsheet } from '../shared/spreadsheet';
import { countAndPage, serialiseRow, whitelistOf } from './crud';
import { answerFromListCache } from './list-cache';
import { ListTotals, listTotals } from './list-totals';
import { answers, FileDownload, ListQuery, recordSchema } from './schemas';
import { applyFilters, contentRange, parseListQuery } from './simple-rest';

// Read-only reports of a portal: each is its definition (columns, filters, sorts) plus
// one SQL source over the caller's company. Lists follow the simple-rest contract;
// /export answers an xlsx of every matching row; /totals the count, money sums and
// the count per class.

/** Who asks: the self-service reports narrow to the caller's own rows or team. */
export interface Viewer {
  userId: number;
  employeeId: number | null;
  role: number;
}

/** The report's rows for the caller's company, Manila's date today, the list's filters, the current instant and the caller. */
type Source = (companyId: number, today: string, filter: RecordValues, now: Date, viewer: Viewer) => RawBuilder<unknown>;

/** One report: its definition, its SQL, the filters its SQL reads itself, and the number columns its totals add up (besides money). */
export interface Report {
  definition: ResourceDefinition;
  source: Source;
  customFilters?: readonly string[];
  summed?: readonly string[];
  /** checks the filters against what the caller may see (a 422 before any row is read) */
  validate?: (db: Database, filter: RecordValues, viewer: Viewer) => Promise<void>;
}

const viewerOf = (request: FastifyRequest): Viewer => ({
  userId: request.auth!.user.id,
  employeeId: request.auth!.user.employee_id,
  role: request.auth!.user.role,
});

async function filteredReport(db: Database, { definition, source, customFilters, validate }: Report, request: FastifyRequest, now: Date) {
  const whitelist = whitelistOf(definition, { customFilters, readOnly: true });
  const list = parseListQuery(request.query as RecordValues, whitelist);
  const viewer = viewerOf(request);
  await validate?.(db, list.filter, viewer);
  const rows = db.selectFrom(sql`(${source(knownCompanyId(request), manilaToday(now), list.filter, now, viewer)})`.as('x')).selectAll('x');
  return { list, query: applyFilters(rows, list, whitelist, (field) => `x.${field}`) };
}

/** The list, /totals and /export routes of each report under /api/<portal>/<report name>. */
export function registerReports(app: FastifyInstance, portal: Portal, reports: readonly Report[]): void {
  const { db } = app.deps;
  for (const report of reports) {
    const { definition } = report;
    const base = `/api/${portal}/${definition.name}`;
    const ordered = (query: AnySelect, [field, order]: [string, 'ASC' | 'DESC']) =>
      query.orderBy(sql.ref(`x.${field}`), order === 'ASC' ? 'asc' : 'desc').orderBy('x.id', order === 'ASC' ? 'asc' : 'desc');

    const row = recordSchema(definition);
    app.get(base, { schema: { querystring: ListQuery, response: answers(Type.Array(row)) } }, async (request, reply) => {
      if (await answerFromListCache(app, request, reply)) return reply;
      const { list, query } = await filteredReport(db, report, request, app.deps.now());
      const [total, rows] = await countAndPage(db, query, ordered(query, list.sort), list.range);
      reply.header('Content-Range', contentRange(definition.name, list.range, rows.length, total));
      return rows.map((row) => serialiseRow(definition, row));
    });

    app.get(`${base}/totals`, { schema: { querystring: ListQuery, response: answers(ListTotals) } }, async (request) => {
      const { query } = await filteredReport(db, report, request, app.deps.now());
      return listTotals(query, definition, (field) => `x.${field}`, report.summed);
    });

    app.get(`${base}/export`, { schema: { querystring: ListQuery, response: answers(FileDownload) } }, async (request, reply) => {
      const { list, query } = await filteredReport(db, report, request, app.deps.now());
      const rows = await ordered(query, list.sort).limit(200_000).execute();
      const columns = listFields(definition).map((name) => ({ name, label: definition.fields[name].label }));
      const file = await toSpreadsheet(
        definition.label,
        columns,
        rows.map((row) => serialiseRow(definition, row)),
      );
      await audit(db, actorOf(request, portal), {
        resource: definition.name,
        action: 'export',
        summary: `Exported ${rows.length} rows of ${definition.label}`,
      });
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename="${definition.name}.xlsx"`)
        .send(file);
    });
  }
}
