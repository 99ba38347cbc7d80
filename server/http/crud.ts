import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Expression } from 'kysely';
import {
  fieldProblem,
  filterFields,
  isBlank,
  normaliseRecord,
  searchFields,
  sortFields,
  validateRecord,
  type RecordValues,
  type ResourceDefinition,
} from '@core/resources/define';
import type { Portal } from '@core/access';
import { crudResourcesOf } from '@core/resources/registry';
import { connectionStateOf, untyped, type AnySelect, type Database } from '../db/database';
import type { TableDefinition } from './resource-columns';
import { answerFromListCache } from './list-cache';
import { ListTotals, listTotals } from './list-totals';
import { actorOf, audit } from '../shared/audit';
import { Type } from '@sinclair/typebox';
import { wireAmount } from '@core/money';
import { FieldErrorCollector, NotFoundError, ValidationError } from './errors';
import { errorResponses, IdParams, ListQuery as ListQuerySchema, recordSchema, writeBodySchema } from './schemas';
import { applyFilters, contentRange, parseListQuery, type ListQuery, type ListWhitelist } from './simple-rest';

// The generic CRUD routes of one resource definition in one portal, following
// the simple-rest contract. Resource-specific rules plug in through the hooks.

/** A record as the CRUD routes read and answer it: its table's columns (the table is the definition's, chosen at run time), the `select` extras and the `text` label. */
export interface CrudRecord {
  id: number;
  text?: string | null;
  [column: string]: unknown;
}

export interface WriteContext {
  trx: Database;
  request: FastifyRequest;
  /** the stored row on update and delete */
  existing?: CrudRecord;
  problems: FieldErrorCollector;
}

export interface CrudOptions {
  /** GET only (read models, audit trail) */
  readOnly?: boolean;
  /** narrows every query to the rows this caller may see (employee: self, manager: team) */
  scope?: (query: AnySelect, request: FastifyRequest) => AnySelect;
  /** joins and extra selected columns for lists and records (alias the base table as `r`) */
  select?: (query: AnySelect) => AnySelect;
  /** columns other than the definition's that may be sorted and filtered (from `select`) */
  extraSort?: readonly string[];
  extraFilter?: readonly string[];
  /** answers GET …/totals: the count and money sums of every row the filters match (a register's totals) */
  totals?: boolean;
  /** filters handled by `applyCustomFilter` */
  customFilters?: readonly string[];
  applyCustomFilter?: (query: AnySelect, key: string, value: unknown, request: FastifyRequest) => AnySelect;
  /** what a sort field orders by, when not its plain column (e.g. to keep the planner off an index walk while searching) */
  orderBy?: (column: string, list: ListQuery) => Expression<unknown> | undefined;
  /** values the server sets (company, derived fields) before validation */
  prepare?: (values: RecordValues, context: WriteContext) => Promise<RecordValues> | RecordValues;
  /** resource rules beyond the definition's field checks; add to context.problems or throw a ConflictError */
  validate?: (values: RecordValues, context: WriteContext) => Promise<void> | void;
  /** columns outside the definition that the server sets on every write (company, derived state, numbers), after validation */
  derive?: (values: RecordValues, context: WriteContext) => Promise<RecordValues> | RecordValues;
  beforeDelete?: (context: WriteContext & { existing: CrudRecord }) => Promise<void> | void;
  afterWrite?: (row: CrudRecord, context: WriteContext) => Promise<void> | void;
  /** rows that depend on the deleted one (totals, checks of its siblings), in the same transaction */
  afterDelete?: (context: WriteContext & { existing: CrudRecord }) => Promise<void> | void;
}

export function whitelistOf(definition: ResourceDefinition, options: CrudOptions = {}): ListWhitelist {
  const ranged = Object.entries(definition.fields)
    .filter(([, f]) => f.filter && ['number', 'money', 'date', 'datetime'].includes(f.kind))
    .map(([name]) => name);
  return {
    sort: [...sortFields(definition), ...(options.extraSort ?? [])],
    filter: [...filterFields(definition), ...(options.extraFilter ?? [])],
    // a writable resource's own table carries its timestamps; read models and reports may not
    ranged: [...ranged, ...(options.readOnly ? [] : ['created_at', 'updated_at'])],
    custom: options.customFilters,
    search: searchFields(definition),
    defaultSort: definition.defaultSort,
  };
}

/** The record's display label, computed in SQL from the definition's text fields; a coded field reads as its choice's name. */
export function textExpression(definition: ResourceDefinition, alias = 'r') {
  const part = (field: string) => {
    const ref = sql.ref(`${alias}.${field}`);
    const choices = definition.fields[field]?.choices;
    if (!choices?.length) return ref;
    return sql`case ${ref}::text ${sql.join(
      choices.map((choice) => sql`when ${String(choice.id)} then ${choice.name}`),
      sql` `,
    )} else ${ref}::text end`;
  };
  return sql<string>`concat_ws(' · ', ${sql.join(definition.textFields.map(part))})`;
}

/** Money columns cross the wire as decimal strings with two places; other numeric columns as numbers; timestamps as ISO strings. */
export function serialiseRow<R extends Record<string, unknown>>(definition: ResourceDefinition, row: R): R {
  const result: Record<string, unknown> = { ...row };
  for (const [name, field] of Object.entries(definition.fields)) {
    const value = result[name];
    if (field.kind === 'money' && (typeof value === 'string' || typeof value === 'number')) result[name] = wireAmount(value);
    else if (field.kind === 'number' && typeof value === 'string') result[name] = Number(value);
    else if (value instanceof Date) result[name] = value.toISOString();
  }
  // the same record: only the wire form of its money, numbers and timestamps changed
  return result as R;
}

/** The rows of a resource this caller may see, with the joins of `select` (not yet selecting columns). */
export function scopedQuery(db: Database, request: FastifyRequest, definition: TableDefinition, options: CrudOptions = {}): AnySelect {
  let query: AnySelect = db.selectFrom(db.dynamic.table(definition.table).as('r'));
  if (options.select) query = options.select(query);
  if (options.scope) query = options.scope(query, request);
  return query;
}

/** Selects a record as the API answers it: its columns, the `select` extras and the `text` label. */
export function selectRecordOf(definition: ResourceDefinition, query: AnySelect): AnySelect {
  return query.selectAll('r').select(textExpression(definition).as('text'));
}

/**
 * A list's total and its page in one statement: one round trip and one plan per list
 * request instead of two (on the embedded database, one turn on its one connection).
 * The page joins the count's single row, so an empty page still brings the total.
 * A total this process still holds (server/db/count-cache.ts) is not counted again.
 */
export async function countAndPage(
  db: Database,
  filtered: AnySelect,
  ordered: AnySelect,
  range: [number, number],
): Promise<[number, CrudRecord[]]> {
  const count = filtered.clearSelect().select(sql<number>`count(*)::int`.as('total'));
  const page = ordered.offset(range[0]).limit(range[1] - range[0] + 1);
  const totals = connectionStateOf(db)?.totals;
  const compiled = totals && count.compile();
  const key = compiled && `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const known = key ? totals.known(key) : undefined;
  if (known !== undefined) return Promise.all([known, page.execute() as Promise<CrudRecord[]>]);
  const ticket = totals?.ticket();
  const counted = (async (): Promise<[number, CrudRecord[]]> => {
    const { rows } = await sql<
      CrudRecord & { __total: number; __position: number | null }
    >`select c.total as "__total", p.* from (${count}) as c
      left join (select row_number() over () as "__position", x.* from (${page}) as x) as p on true
      order by p."__position"`.execute(db);
    const records: CrudRecord[] = [];
    for (const { __total, __position, ...record } of rows) if (__position !== null) records.push(record);
    return [Number(rows[0]?.__total ?? 0), records];
  })();
  if (key && ticket !== undefined)
    totals.track(
      key,
      ticket,
      counted.then(([total]) => total),
    );
  return counted;
}

/**
 * The definition's table is chosen at run time, and Kysely types a write only over one
 * literal table: the CRUD writes see it untyped. The columns they write are the
 * definition's fields, which resource-columns.ts holds to the table's at compile time.
 */
const writeByDefinition = (trx: Database) => untyped(trx);

export function registerCrudRoutes(app: FastifyInstance, portal: Portal, definition: TableDefinition, options: CrudOptions = {}): void {
  const base = `/api/${portal}/${definition.name}`;
  const whitelist = whitelistOf(definition, options);
  // a definition's field is a column of its table unless `select` joins it in (named in extraSort or extraFilter)
  const joined = new Set([...(options.extraSort ?? []), ...(options.extraFilter ?? [])]);
  const tableColumns = new Set(['id', 'created_at', 'updated_at', ...Object.keys(definition.fields).filter((field) => !joined.has(field))]);
  const column = (field: string) => (tableColumns.has(field) ? `r.${field}` : field);

  const baseQuery = (db: Database, request: FastifyRequest): AnySelect => scopedQuery(db, request, definition, options);
  const selectRecord = (query: AnySelect) => selectRecordOf(definition, query);

  async function findRow(db: Database, request: FastifyRequest, id: string): Promise<CrudRecord> {
    if (!/^\d+$/.test(id)) throw new NotFoundError();
    const row = await selectRecord(baseQuery(db, request)).where('r.id', '=', Number(id)).executeTakeFirst();
    if (!row) throw new NotFoundError();
    return row;
  }

  /** the rows the list's filters match, before sorting and paging */
  function filteredQuery(request: FastifyRequest, list: ListQuery): AnySelect {
    let filtered = applyFilters(baseQuery(app.deps.db, request), list, whitelist, column);
    for (const key of options.customFilters ?? []) {
      if (key in list.filter && options.applyCustomFilter) filtered = options.applyCustomFilter(filtered, key, list.filter[key], request);
    }
    return filtered;
  }

  const record = recordSchema(definition);
  const tags = [portal];
  const readSchema = { tags, params: IdParams, response: { 200: record, ...errorResponses } };
  const writeSchema = { tags, body: writeBodySchema(definition), response: { 200: record, ...errorResponses } };

  app.get(
    base,
    { schema: { tags, querystring: ListQuerySchema, response: { 200: Type.Array(record), ...errorResponses } } },
    async (request, reply) => {
      if (await answerFromListCache(app, request, reply)) return reply;
      const list = parseListQuery(request.query as RecordValues, whitelist);
      const filtered = filteredQuery(request, list);
      const [sortField, order] = list.sort;
      const [total, rows] = await countAndPage(
        app.deps.db,
        filtered,
        selectRecord(filtered)
          .orderBy(options.orderBy?.(column(sortField), list) ?? sql.ref(column(sortField)), order === 'ASC' ? 'asc' : 'desc')
          .orderBy('r.id', order === 'ASC' ? 'asc' : 'desc'),
        list.range,
      );
      reply.header('Content-Range', contentRange(definition.name, list.range, rows.length, total));
      return rows.map((row) => serialiseRow(definition, row));
    },
  );

  if (options.totals) {
    app.get(
      `${base}/totals`,
      { schema: { tags, querystring: ListQuerySchema, response: { 200: ListTotals, ...errorResponses } } },
      async (request) => listTotals(filteredQuery(request, parseListQuery(request.query as RecordValues, whitelist)), definition, column),
    );
  }

  app.get(`${base}/:id`, { schema: readSchema }, async (request) => {
    const { id } = request.params as { id: string };
    return serialiseRow(definition, await findRow(app.deps.db, request, id));
  });

  if (options.readOnly) return;

  async function write(request: FastifyRequest, existing: CrudRecord | undefined): Promise<CrudRecord> {
    const body = (request.body ?? {}) as RecordValues;
    if (typeof body !== 'object' || Array.isArray(body)) throw new ValidationError({ body: ['The request body must be an object.'] });
    return app.deps.db.transaction().execute(async (trx) => {
      const problems = new FieldErrorCollector();
      const context: WriteContext = { trx, request, existing, problems };
      // what the client sent is checked as sent, also where the server then sets the value itself
      for (const [field, value] of Object.entries(body)) {
        const definitionField = definition.fields[field];
        const problem = definitionField && !definitionField.readOnly ? fieldProblem(definitionField, value) : undefined;
        if (problem && !isBlank(value)) problems.add(field, problem);
      }
      problems.throwIfAny();
      const merged = existing ? { ...existing, ...body } : body;
      const prepared = options.prepare ? await options.prepare({ ...merged }, context) : merged;
      for (const [field, messages] of Object.entries(validateRecord(definition, prepared))) {
        for (const message of messages) problems.add(field, message);
      }
      const values = normaliseRecord(definition, prepared);
      if (problems.isEmpty && options.validate) await options.validate(values, context);
      problems.throwIfAny();
      if (options.derive) Object.assign(values, await options.derive(values, context));
      const userId = request.auth?.user.id ?? null;
      const now = app.deps.now();
      const saved = existing
        ? await writeByDefinition(trx)
            .updateTable(definition.table)
            .set({ ...values, updated_at: now, updated_by: userId })
            .where('id', '=', existing.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await writeByDefinition(trx)
            .insertInto(definition.table)
            .values({ ...values, created_by: userId, updated_by: userId })
            .returningAll()
            .executeTakeFirstOrThrow();
      const row = (await selectRecord(baseQuery(trx, request)).where('r.id', '=', saved.id).executeTakeFirst()) ?? saved;
      await audit(trx, actorOf(request, portal), {
        resource: definition.name,
        action: existing ? 'update' : 'create',
        recordId: saved.id,
        summary: `${existing ? 'Updated' : 'Created'} ${definition.label.toLowerCase()} ${row.text ?? saved.id}`,
        before: existing ?? null,
        after: saved,
      });
      if (options.afterWrite) await options.afterWrite(row, context);
      return serialiseRow(definition, row);
    });
  }

  app.post(base, { schema: writeSchema }, async (request) => write(request, undefined));

  app.put(`${base}/:id`, { schema: { ...writeSchema, params: IdParams } }, async (request) => {
    const { id } = request.params as { id: string };
    const existing = await findRow(app.deps.db, request, id);
    return write(request, existing);
  });

  app.delete(`${base}/:id`, { schema: readSchema }, async (request) => {
    const { id } = request.params as { id: string };
    return app.deps.db.transaction().execute(async (trx) => {
      const existing = await findRow(trx, request, id);
      const context = { trx, request, existing, problems: new FieldErrorCollector() };
      if (options.beforeDelete) await options.beforeDelete(context);
      await writeByDefinition(trx).deleteFrom(definition.table).where('id', '=', Number(id)).execute();
      if (options.afterDelete) await options.afterDelete(context);
      await audit(trx, actorOf(request, portal), {
        resource: definition.name,
        action: 'delete',
        recordId: id,
        summary: `Deleted ${definition.label.toLowerCase()} ${existing.text ?? id}`,
        before: existing,
      });
      return serialiseRow(definition, existing);
    });
  });
}

/** The server-side rules of a portal's resources, keyed by resource name; a resource without rules needs no entry. */
export type CrudOptionsByResource = Map<string, Omit<CrudOptions, 'readOnly'>>;

/**
 * The CRUD routes of every resource the registry lists for this portal, read-only
 * where the registry says so. Options for a resource the registry does not serve
 * here are a wiring mistake and stop the start.
 */
export function registerRegistryCrudRoutes(app: FastifyInstance, portal: Portal, optionsByResource: CrudOptionsByResource): void {
  const served = crudResourcesOf(portal);
  const unserved = [...optionsByResource.keys()].filter((name) => !served.some(({ definition }) => definition.name === name));
  if (unserved.length > 0) throw new Error(`The registry does not list ${unserved.join(', ')} for the ${portal} portal.`);
  for (const { definition, access } of served) {
    registerCrudRoutes(app, portal, definition, { ...optionsByResource.get(definition.name), readOnly: access === 'read' });
  }
}
