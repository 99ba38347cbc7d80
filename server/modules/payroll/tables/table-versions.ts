import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Row } from './rows';
import { Type } from '@sinclair/typebox';
import { answers, AnyObject, IdParams, ListQuery } from '../../../http/schemas';
import type { FastifyInstance } from 'fastify';
import { sql, type InsertObject } from 'kysely';
import { isValidDate } from '@core/resources/define';
import type { Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import { ConflictError, FieldErrorCollector, NotFoundError } from '../../../http/errors';
import { applyFilters, contentRange, parseListQuery, type ListWhitelist } from '../../../http/simple-rest';
import { actorOf, audit } from '../../../shared/audit';
import { checkVersionContinuity, type TableVersion } from '../engine/versions';
import { centavosText, basisPointsText, toBasisPoints, toCentavos } from '@core/money';
import { answerFromListCache } from '../../../http/list-cache';

// Effective-dated government tables edited as whole versions: a header
// (which table, name, issuance, effective dates) and its rows. The versions of
// one table must follow each other without overlap or gap; a new version that
// starts after the open-ended current one closes it the day before (the
// agency's new circular supersedes the old), anything else that breaks the
// sequence is refused with a 422 naming the problem.

export type ColumnKind = 'money' | 'ratio' | 'choice';

export interface RowColumn {
  name: string;
  label: string;
  kind: ColumnKind;
  choices?: readonly string[];
}

type ColumnOf<T extends keyof DB> = keyof DB[T] & string;

/** One versioned table: its header table and row table, and their columns the routes read and write. */
interface VersionedTables<T extends keyof DB, R extends keyof DB> {
  /** kebab-case resource: contribution-tables, tax-tables */
  resource: string;
  label: string;
  table: T;
  rowTable: R;
  rowForeignKey: ColumnOf<R>;
  /** the column that names which table a version belongs to (agency, table_type) */
  kindField: ColumnOf<T>;
  kindLabel: string;
  /** the kinds that can be written through the API (others are listed only) */
  writableKinds: readonly string[];
  listedKinds: readonly string[];
  /** header column holding the issuance */
  basisField: ColumnOf<T>;
  /** the row columns a version's body gives (parseRows reads each by name) */
  rowColumns: readonly RowColumn[];
  rowOrder: readonly ColumnOf<R>[];
  /** rules on the whole set of rows of one kind; report with problems.add(`rows.<i>.<column>` or 'rows', …) */
  checkRows: (kind: string, rows: Row[], problems: FieldErrorCollector) => void;
}

/** The government tables edited as versions: the contribution tables and the tax tables, each with its brackets. */
export type TableVersionConfig =
  VersionedTables<'contribution_tables', 'contribution_brackets'> | VersionedTables<'tax_tables', 'tax_brackets'>;
type VersionRowTable = TableVersionConfig['rowTable'];

const previousDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A row value as the engine's integer (centavos or basis points), or undefined when blank. */
export function rowNumber(row: Row, column: string): number | undefined {
  const value = row[column];
  if (value === null || value === undefined || value === '') return undefined;
  return column.endsWith('rate') || column === 'share' ? toBasisPoints(value) : toCentavos(value);
}

function parseRows(config: TableVersionConfig, body: unknown, problems: FieldErrorCollector): Row[] {
  if (!Array.isArray(body) || body.length === 0) {
    problems.add('rows', 'A version needs its rows.');
    return [];
  }
  return body.map((raw, index) => {
    const row: Row = {};
    const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Row;
    for (const column of config.rowColumns) {
      const value = source[column.name];
      const field = `rows.${index}.${column.name}`;
      if (value === null || value === undefined || value === '') {
        row[column.name] = null;
        continue;
      }
      if (column.kind === 'choice') {
        if (!column.choices?.includes(String(value))) problems.add(field, `The selected ${column.label} is invalid.`);
        row[column.name] = String(value);
        continue;
      }
      try {
        row[column.name] = column.kind === 'money' ? centavosText(toCentavos(value)) : basisPointsText(toBasisPoints(value));
        if (row[column.name].startsWith('-')) problems.add(field, `The ${column.label} cannot be negative.`);
      } catch {
        problems.add(
          field,
          column.kind === 'money'
            ? `The ${column.label} must be an amount with at most two decimals.`
            : `The ${column.label} must be a number with at most four decimals.`,
        );
        row[column.name] = null;
      }
    }
    return row;
  });
}

interface VersionInput {
  header: Row;
  rows: Row[];
}

function parseVersion(config: TableVersionConfig, body: Row, existing: Row | undefined): VersionInput {
  const problems = new FieldErrorCollector();
  const header: Row = {};
  const kind = existing ? existing[config.kindField] : body[config.kindField];
  if (!config.writableKinds.includes(String(kind))) {
    problems.add(config.kindField, `The ${config.kindLabel} must be one of: ${config.writableKinds.join(', ')}.`);
  }
  header[config.kindField] = kind;
  const text = (field: string, label: string, max: number, required: boolean) => {
    const value = body[field] ?? (existing ? existing[field] : undefined);
    if (value === undefined || value === null || String(value).trim() === '') {
      if (required) problems.add(field, `The ${label} field is required.`);
      header[field] = null;
    } else if (String(value).trim().length > max) {
      problems.add(field, `The ${label} may not be longer than ${max} characters.`);
    } else header[field] = String(value).trim();
  };
  text('code', 'code', 30, true);
  text('name', 'name', 150, true);
  text(config.basisField, 'legal basis', 150, false);
  if (config.kindField === 'agency') text('provident_fund_name', 'provident fund name', 10, false);
  for (const field of ['effective_from', 'effective_to']) {
    const value = field in body ? body[field] : existing?.[field];
    if (value === undefined || value === null || value === '') {
      if (field === 'effective_from') problems.add(field, 'The effective from field is required.');
      header[field] = null;
    } else if (typeof value !== 'string' || !isValidDate(value)) {
      problems.add(field, `The ${field.replace('_', ' ')} must be a date (YYYY-MM-DD).`);
    } else header[field] = value;
  }
  if (header.effective_from && header.effective_to && header.effective_to < header.effective_from) {
    problems.add('effective_to', 'The effective to date must not be before the effective from date.');
  }
  const rows = parseRows(config, body.rows ?? existing?.rows, problems);
  if (problems.isEmpty) config.checkRows(String(kind), rows, problems);
  problems.throwIfAny();
  return { header, rows };
}

function asVersion(row: Row): TableVersion {
  return { id: row.code, name: row.name, legal_basis: '', effective_from: row.effective_from, effective_to: row.effective_to ?? null };
}

function continuityProblem(versions: Row[]): void {
  const message = checkVersionContinuity(versions.map(asVersion));
  if (message) {
    const problems = new FieldErrorCollector();
    problems.add('effective_from', message);
    problems.throwIfAny(message);
  }
}

function serialiseRows(config: TableVersionConfig, rows: Row[]): Row[] {
  return rows.map((row) => {
    const out: Row = { id: row.id };
    for (const column of config.rowColumns) {
      const value = row[column.name];
      out[column.name] = column.kind === 'choice' || value === null ? value : Number(value);
    }
    return out;
  });
}

export function registerTableVersionRoutes(server: FastifyInstance, config: TableVersionConfig): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const base = `/api/payroll/${config.resource}`;
  const whitelist: ListWhitelist = {
    sort: ['id', 'effective_from', 'code', 'name'],
    filter: [config.kindField, 'code'],
    ranged: ['effective_from'],
    search: ['code', 'name', config.basisField],
    defaultSort: ['effective_from', 'DESC'],
  };
  const today = () => app.deps.now().toISOString().slice(0, 10);
  const withStatus = (row: Row) => ({
    ...row,
    text: `${row.code} · ${row.name}`,
    status:
      row.effective_from > today() ? 'scheduled' : row.effective_to !== null && row.effective_to < today() ? 'superseded' : 'in_force',
  });

  async function readVersion(db: Database, id: string): Promise<Row> {
    if (!/^\d+$/.test(id)) throw new NotFoundError();
    const header = await db
      .selectFrom(config.table)
      .selectAll()
      .where('id', '=', Number(id))
      .where(config.kindField, 'in', config.listedKinds)
      .executeTakeFirst();
    if (!header) throw new NotFoundError();
    let query = db.selectFrom(config.rowTable).selectAll().where(config.rowForeignKey, '=', header.id);
    for (const column of config.rowOrder) query = query.orderBy(column);
    const rows = await query.orderBy('id').execute();
    return { ...withStatus(header), rows: serialiseRows(config, rows) };
  }

  async function versionsOf(db: Database, kind: string): Promise<Row[]> {
    return db.selectFrom(config.table).selectAll().where(config.kindField, '=', kind).orderBy('effective_from').execute();
  }

  /** Computed, posted or closed periods whose pay date or contribution month falls in the version's dates (at most ten named). */
  async function periodsUsing(db: Database, version: Row): Promise<string[]> {
    const until = version.effective_to ?? '9999-12-31';
    const rows = await db
      .selectFrom('payroll_periods')
      .select('code')
      .where('status', '<>', 'open')
      .where((eb) =>
        eb.or([
          eb.between('pay_date', version.effective_from, until),
          eb.between(sql<string>`make_date(contribution_year, contribution_month, 1)`, version.effective_from, until),
        ]),
      )
      .orderBy('pay_date')
      .limit(10)
      .execute();
    return rows.map((row) => row.code);
  }

  async function insertRows(db: Database, tableId: number, rows: Row[]): Promise<void> {
    if (rows.length > 0)
      await db
        .insertInto(config.rowTable)
        // parseRows built each row from the configured row columns and checked its values
        .values(rows.map((r) => ({ ...r, [config.rowForeignKey]: tableId }) as InsertObject<DB, VersionRowTable>))
        .execute();
  }

  const summary = (verb: string, header: Row, rows: number) =>
    `${verb} ${config.label.toLowerCase()} ${header.code} (${header.effective_from} to ${header.effective_to ?? 'open'}, ${rows} rows)`;

  const Version = Type.Unsafe<Row>(Type.Object({ id: Type.Integer() }, { additionalProperties: true, title: config.label }));
  // The rows of a version are checked by parseVersion, row by row, with the messages the version screen shows.
  const VersionBody = Type.Object({ rows: Type.Optional(Type.Array(AnyObject, { maxItems: 500 })) }, { additionalProperties: true });
  app.get(base, { schema: { querystring: ListQuery, response: answers(Type.Array(Version)) } }, async (request, reply) => {
    if (await answerFromListCache(app, request, reply)) return reply;
    const list = parseListQuery(request.query, whitelist);
    const filtered = applyFilters(app.deps.db.selectFrom(config.table).where(config.kindField, 'in', config.listedKinds), list, whitelist);
    const [{ total }] = await filtered.select(sql<number>`count(*)::int`.as('total')).execute();
    const [sortField, order] = list.sort;
    const rows = await filtered
      .selectAll()
      .select(
        sql<number>`(select count(*)::int from ${sql.table(config.rowTable)} b where b.${sql.ref(config.rowForeignKey)} = ${sql.ref(`${config.table}.id`)})`.as(
          'row_count',
        ),
      )
      .orderBy(sql.ref(sortField), order === 'ASC' ? 'asc' : 'desc')
      .orderBy('id', order === 'ASC' ? 'asc' : 'desc')
      .offset(list.range[0])
      .limit(list.range[1] - list.range[0] + 1)
      .execute();
    reply.header('Content-Range', contentRange(config.resource, list.range, rows.length, total));
    return rows.map(withStatus);
  });

  app.get(`${base}/:id`, { schema: { params: IdParams, response: answers(Version) } }, async (request) =>
    readVersion(app.deps.db, request.params.id),
  );

  app.post(base, { schema: { body: VersionBody, response: answers(Version) } }, async (request) => {
    const { header, rows } = parseVersion(config, request.body, undefined);
    return app.deps.db.transaction().execute(async (trx) => {
      const actor = actorOf(request, 'payroll');
      const versions = await versionsOf(trx, header[config.kindField]);
      const current = versions.find((v) => v.effective_to === null && v.effective_from < header.effective_from);
      if (current) {
        const closed = { ...current, effective_to: previousDay(header.effective_from) };
        continuityProblem([...versions.map((v) => (v.id === current.id ? closed : v)), header]);
        await trx
          .updateTable(config.table)
          .set({ effective_to: closed.effective_to, updated_at: app.deps.now(), updated_by: actor.userId })
          .where('id', '=', current.id)
          .execute();
        await audit(trx, actor, {
          resource: config.resource,
          action: 'supersede',
          recordId: current.id,
          summary: `Superseded ${current.code} from ${header.effective_from} by ${header.code}`,
          before: { effective_to: null },
          after: { effective_to: closed.effective_to },
        });
      } else {
        continuityProblem([...versions, header]);
      }
      const saved = await trx
        .insertInto(config.table)
        // parseVersion built the header from the table's columns and checked its values
        .values({ ...header, created_by: actor.userId, updated_by: actor.userId } as InsertObject<DB, TableVersionConfig['table']>)
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertRows(trx, saved.id, rows);
      await audit(trx, actor, {
        resource: config.resource,
        action: 'create',
        recordId: saved.id,
        summary: summary('Created', header, rows.length),
        after: { ...header, rows },
      });
      return readVersion(trx, String(saved.id));
    });
  });

  app.put(`${base}/:id`, { schema: { params: IdParams, body: VersionBody, response: answers(Version) } }, async (request) => {
    const { id } = request.params;
    return app.deps.db.transaction().execute(async (trx) => {
      const existing = await readVersion(trx, id);
      const { header, rows } = parseVersion(config, request.body, existing);
      const versions = await versionsOf(trx, header[config.kindField]);
      continuityProblem(versions.map((v) => (v.id === existing.id ? header : v)));
      const actor = actorOf(request, 'payroll');
      await trx
        .updateTable(config.table)
        .set({ ...header, updated_at: app.deps.now(), updated_by: actor.userId })
        .where('id', '=', existing.id)
        .execute();
      await trx.deleteFrom(config.rowTable).where(config.rowForeignKey, '=', existing.id).execute();
      await insertRows(trx, existing.id, rows);
      const { rows: oldRows, status: _status, text: _text, ...before } = existing;
      await audit(trx, actor, {
        resource: config.resource,
        action: 'update',
        recordId: existing.id,
        summary: summary('Updated', header, rows.length),
        before: { ...before, rows: oldRows },
        after: { ...before, ...header, rows: serialiseRows(config, rows) },
      });
      return readVersion(trx, id);
    });
  });

  // Only the latest version can go (an earlier one would leave a gap); the
  // version it superseded is in force again.
  app.delete(`${base}/:id`, { schema: { params: IdParams, response: answers(Version) } }, async (request) => {
    const { id } = request.params;
    return app.deps.db.transaction().execute(async (trx) => {
      const existing = await readVersion(trx, id);
      const versions = await versionsOf(trx, existing[config.kindField]);
      const latest = versions[versions.length - 1];
      if (versions.length === 1) throw new ConflictError(`${existing.code} is the only version of this table and cannot be deleted.`);
      if (latest.id !== existing.id) {
        throw new ConflictError(
          `Only the latest version can be deleted; deleting ${existing.code} would leave a gap before ${latest.code}.`,
        );
      }
      const users = await periodsUsing(trx, existing);
      if (users.length > 0) {
        throw new ConflictError(
          `${existing.code} was used by ${users.length === 1 ? 'the payroll period' : 'the payroll periods'} ${users.join(', ')}, which ${users.length === 1 ? 'is' : 'are'} computed or posted; a version a payroll used is never deleted.`,
        );
      }
      const actor = actorOf(request, 'payroll');
      const previous = versions[versions.length - 2];
      if (previous.effective_to !== null && nextDay(previous.effective_to) === existing.effective_from && existing.effective_to === null) {
        await trx
          .updateTable(config.table)
          .set({ effective_to: null, updated_at: app.deps.now(), updated_by: actor.userId })
          .where('id', '=', previous.id)
          .execute();
      }
      await trx.deleteFrom(config.table).where('id', '=', existing.id).execute();
      await audit(trx, actor, {
        resource: config.resource,
        action: 'delete',
        recordId: existing.id,
        summary: summary('Deleted', existing, existing.rows.length),
        before: existing,
      });
      return existing;
    });
  });
}
