import { Type, type Static, type TObject } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toCentavos, centavosText } from '@core/money';
import type { ResourceDefinition } from '@core/resources/define';
import { whitelistOf } from '../../../http/crud';
import { answers, ListQuery } from '../../../http/schemas';
import { contentRange, parseListQuery } from '../../../http/simple-rest';
import { sortRows } from './list-rows';
import { answerFromListCache } from '../../../http/list-cache';

// A read model computed in code (the BIR lists): the simple-rest list and its /totals,
// as the report routes give them for SQL reports, from its definition's filters and
// sorts. The loader reads the filters it needs itself (year, month); the others are
// applied here to the rows.

type Filter = Record<string, unknown>;
/** A computed row: an object with an id (ties sort by it). */
type Row = { id: number | string };
export type Loader<T extends Row> = (request: FastifyRequest, filter: Filter) => Promise<T[]>;

/** A row's field by name: the filters and sums name fields of the definition, which the row schema lists. */
const fieldOf = (row: Row, name: string): unknown => (row as Record<string, unknown>)[name];

const comparable = (v: unknown) => (typeof v === 'string' && /^-?\d+\.\d{2}$/.test(v) ? toCentavos(v) : v);

function applyFilters<T extends Row>(definition: ResourceDefinition, rows: T[], filter: Filter, exact: readonly string[]): T[] {
  return rows.filter((row) =>
    Object.entries(filter).every(([key, wanted]) => {
      if (wanted === undefined || wanted === null || wanted === '') return true;
      const range = /^(.*)_(gte|lte)$/.exec(key);
      if (range && !exact.includes(key)) {
        const value = comparable(fieldOf(row, range[1])) as number | string;
        const money = definition.fields[range[1]]?.kind === 'money';
        const bound = (money ? toCentavos(wanted as string | number) : wanted) as number | string;
        return range[2] === 'gte' ? value >= bound : value <= bound;
      }
      if (!exact.includes(key)) return true;
      const values = Array.isArray(wanted) ? wanted : [wanted];
      return values.some((v) => String(v) === String(fieldOf(row, key)));
    }),
  );
}

/** `rowSchema` is what one row of the list answers (every property the loader returns). */
export function registerComputedReport<S extends TObject>(
  app: FastifyInstance,
  definition: ResourceDefinition,
  rowSchema: S,
  load: Loader<Static<S> & Row>,
  readsItself: readonly string[],
): void {
  const whitelist = whitelistOf(definition, { readOnly: true });
  const exact = whitelist.filter.filter((f) => !readsItself.includes(f));
  const rowsOf = async (request: FastifyRequest) => {
    const list = parseListQuery(request.query as Filter, whitelist);
    return { list, rows: applyFilters(definition, await load(request, list.filter), list.filter, exact) };
  };
  const base = `/api/payroll/${definition.name}`;

  app.get(base, { schema: { querystring: ListQuery, response: answers(Type.Array(rowSchema)) } }, async (request, reply) => {
    if (await answerFromListCache(app, request, reply)) return reply;
    const { list, rows } = await rowsOf(request);
    const page = sortRows(rows, list.sort).slice(list.range[0], list.range[1] + 1);
    reply.header('Content-Range', contentRange(definition.name, list.range, page.length, rows.length));
    return page;
  });

  const Totals = Type.Object({
    count: Type.Integer(),
    sums: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
    groups: Type.Record(Type.String(), Type.Array(Type.Object({ value: Type.Unknown(), count: Type.Integer() }))),
  });
  app.get(`${base}/totals`, { schema: { querystring: ListQuery, response: answers(Totals) } }, async (request) => {
    const { rows } = await rowsOf(request);
    const fields = Object.entries(definition.fields);
    const sums = Object.fromEntries(
      fields
        .filter(([, f]) => f.kind === 'money' && f.list)
        .map(([name]) => [name, centavosText(rows.reduce((s, r) => s + toCentavos(String(fieldOf(r, name) ?? '0')), 0))]),
    );
    const groups = Object.fromEntries(
      fields
        .filter(([, f]) => (f.kind === 'choice' || f.kind === 'boolean') && f.filter && f.list)
        .map(([name]) => {
          const counts = new Map<unknown, number>();
          for (const r of rows) counts.set(fieldOf(r, name), (counts.get(fieldOf(r, name)) ?? 0) + 1);
          return [name, [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([value, count]) => ({ value, count }))];
        }),
    );
    return { count: rows.length, sums, groups };
  });
}
