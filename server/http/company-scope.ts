import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AnySelect, Database } from '../db/database';
import { companyIdOf, knownCompanyId } from '../shared/company';
import type { Portal } from '@core/access';
import { crudResourcesOf } from '@core/resources/registry';
import type { CrudOptionsByResource } from './crud';
import { NotFoundError } from './errors';
import type { TableName } from './resource-columns';

// Several companies share one installation: a company-owned row is reached
// through its own company_id, its employee, its payroll group or its payroll period. Each portal
// names the path of each of its company-owned resources once, after its CRUD
// options are set, and every list, record, update and delete is narrowed to the
// caller's company (a row of another company answers 404). The routes that reach a
// record by id outside the CRUD factory (workflow verbs, downloads, PDFs) are guarded
// once per portal by guardRecordsById: another company's id answers 404 before the
// body is even validated, and the handler never runs.

export type CompanyPath = 'company' | 'employee' | 'exception' | 'payroll-group' | 'payroll-period' | 'punch' | 'batch-entry' | 'self';

const NARROW: Record<CompanyPath, (query: AnySelect, companyId: number) => AnySelect> = {
  company: (query, companyId) => query.where('r.company_id', '=', companyId),
  employee: (query, companyId) =>
    query.where(sql<boolean>`r.employee_id in (select e.id from employees e where e.company_id = ${companyId})`),
  // an attendance exception: its employee's company; an unmatched punch's (no employee), its timesheet's payroll group's
  exception: (query, companyId) =>
    query.where(
      sql<boolean>`(r.employee_id in (select e.id from employees e where e.company_id = ${companyId})
        or (r.employee_id is null and r.timesheet_id in (select s.id from timesheets s join payroll_groups g on g.id = s.payroll_group_id where g.company_id = ${companyId})))`,
    ),
  'payroll-group': (query, companyId) =>
    query.where(sql<boolean>`r.payroll_group_id in (select g.id from payroll_groups g where g.company_id = ${companyId})`),
  'payroll-period': (query, companyId) =>
    query.where(
      sql<boolean>`r.payroll_period_id in (select p.id from payroll_periods p join payroll_groups g on g.id = p.payroll_group_id where g.company_id = ${companyId})`,
    ),
  // a raw punch: its employee's company; an unmatched one, its device's or its import's
  punch: (query, companyId) =>
    query.where(
      sql<boolean>`(r.employee_id in (select e.id from employees e where e.company_id = ${companyId})
        or (r.employee_id is null and (r.device_id in (select d.id from devices d where d.company_id = ${companyId})
          or r.punch_import_id in (select i.id from punch_imports i where i.company_id = ${companyId}))))`,
    ),
  // a line of a batch entry, whose employee may not be resolved yet: its batch's company
  'batch-entry': (query, companyId) =>
    query.where(sql<boolean>`r.batch_entry_id in (select b.id from batch_entries b where b.company_id = ${companyId})`),
  // the company itself
  self: (query, companyId) => query.where('r.id', '=', companyId),
};

/** Narrows a query of a company-owned table (aliased `r`) to one company's rows. */
export const narrowTo = (path: CompanyPath, query: AnySelect, companyId: number): AnySelect => NARROW[path](query, companyId);

/** The row of `table` with this id, if it is the company's (a reference in a request body, a record in a URL). */
export async function companyRow(db: Database, table: TableName, path: CompanyPath, companyId: number, id: number): Promise<boolean> {
  const query: AnySelect = db.selectFrom(db.dynamic.table(table).as('r'));
  return (await NARROW[path](query.select('r.id').where('r.id', '=', id), companyId).executeTakeFirst()) !== undefined;
}

/** The table of a resource reached by id, and how its rows reach their company. */
export type OwnedRecords = Record<string, readonly [table: TableName, path: CompanyPath]>;

/**
 * Answers 404 to any route of this plugin that names `/api/<portal>/<resource>/:id`
 * of a listed resource, when that id is not a record of the caller's company. Runs
 * before validation, so a refused call learns nothing from the body's problems.
 */
export function guardRecordsById(
  app: FastifyInstance,
  portal: Portal,
  paths: Record<string, CompanyPath>,
  others: OwnedRecords = {},
): void {
  const served = new Map(crudResourcesOf(portal).map(({ definition }) => [definition.name, definition.table]));
  const owned: OwnedRecords = { ...others };
  for (const [name, path] of Object.entries(paths)) {
    const table = served.get(name);
    if (!table) throw new Error(`The registry does not list ${name} for the ${portal} portal.`);
    owned[name] = [table, path];
  }
  app.addHook('preValidation', async (request) => {
    const resource = /^\/api\/[^/]+\/([^/]+)\/:id(\/|$)/.exec(request.routeOptions.url ?? '')?.[1];
    const owner = resource ? owned[resource] : undefined;
    if (!owner || !request.auth) return;
    const { id } = request.params as { id?: string };
    if (!id || !/^\d{1,15}$/.test(id)) throw new NotFoundError();
    const [table, path] = owner;
    if (!(await companyRow(app.deps.db, table, path, await companyIdOf(app.deps.db, request), Number(id)))) throw new NotFoundError();
  });
}

/** Narrows the named resources' CRUD queries to the caller's company, after any scope they already have. */
export function narrowToCompany(crud: CrudOptionsByResource, paths: Record<string, CompanyPath>): void {
  for (const [name, path] of Object.entries(paths)) {
    const options = crud.get(name) ?? {};
    const scope = options.scope;
    crud.set(name, {
      ...options,
      scope: (query: AnySelect, request: FastifyRequest) => NARROW[path](scope ? scope(query, request) : query, knownCompanyId(request)),
    });
  }
}
