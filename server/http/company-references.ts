import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { PORTALS } from '@core/access';
import { crudResourcesOf, SYSTEM_ADMINISTRATOR_ROLE } from '@core/resources/registry';
import type { ResourceDefinition } from '@core/resources/define';
import { companyIdOf } from '../shared/company';
import { idsOutsideCompany, isCompanyOwned, OWNERSHIP, type TableName } from './company-tables';
import { FieldErrorCollector, ForbiddenError, NotFoundError } from './errors';

// The write side of company isolation, as one rule for every route: before a write
// runs, every id it carries — in its path, and in its body at any depth — is checked
// to be a row of the caller's company. Another company's record named in the path
// answers 404; one named in the body answers 422 on that field. Nothing is written.
//
// What an id names is found once, when the route is registered: a CRUD route's body
// fields by their definition's `reference`, any other field by its name
// (REFERENCE_BY_FIELD), a route's own record by its resource (the registry, or
// RECORD_TABLE_BY_RESOURCE). A write route with an id field or path parameter that none
// of these names stops the start: a new reference is covered before it can ship.
//
// Installation-wide reference data (statutory tables, banks, pay codes, overtime
// rates, holidays) is shared by every company; it is written by the system
// administrator alone, so no company changes what the others' payrolls read.

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What an id field names: a table; or `null` when it is no row of ours (a time recorder's own number). */
export type ReferenceTarget = TableName | null;

/** Body fields by name, for the routes that are not a definition's CRUD. */
export const REFERENCE_BY_FIELD: Record<string, ReferenceTarget> = {
  employee_id: 'employees',
  employee_ids: 'employees',
  approver_employee_id: 'employees',
  alternate_employee_id: 'employees',
  head_employee_id: 'employees',
  immediate_superior_id: 'employees',
  reported_by_employee_id: 'employees',
  business_unit_id: 'business_units',
  to_business_unit_id: 'business_units',
  position_id: 'positions',
  to_position_id: 'positions',
  reports_to_position_id: 'positions',
  payroll_group_id: 'payroll_groups',
  to_payroll_group_id: 'payroll_groups',
  payroll_period_id: 'payroll_periods',
  target_payroll_period_id: 'payroll_periods',
  shift_schedule_id: 'shift_schedules',
  default_shift_schedule_id: 'shift_schedules',
  leave_type_id: 'leave_types',
  incident_report_id: 'incident_reports',
  final_pay_case_id: 'final_pay_cases',
  batch_entry_id: 'batch_entries',
  timesheet_id: 'timesheets',
  resolution_application_id: 'applications',
  org_level_id: 'org_levels',
  transaction_type_id: 'transaction_types',
  transaction_class_id: 'transaction_classes',
  loan_type_id: 'loan_types',
  bank_id: 'banks',
  default_bank_id: 'banks',
  debit_account_id: 'chart_of_accounts',
  credit_account_id: 'chart_of_accounts',
  /** the number an employee keys into the time recorder, not a row */
  time_recorder_id: null,
};

/** Body fields whose meaning depends on the route: `<METHOD> <url>` → field path → target. */
export const REFERENCE_BY_ROUTE: Record<string, Record<string, ReferenceTarget>> = {
  'POST /api/manager/duty-rosters/:id/copy-previous': { source_id: 'applications' },
  // a dependent the employee's own change request edits; the change request checks it is the employee's
  'POST /api/employee/change-requests': { 'dependents.update[].id': 'employee_dependents', 'dependents.add[].id': null },
  // the caller's own notifications: the route narrows them to the caller
  'POST /api/account/notifications/read': { ids: null },
  // a preview computes from what the request carries and writes nothing
  'POST /api/timekeeping/timesheet-processing/preview': {
    'employee.time_recorder_id': null,
    'punches[].time_recorder_id': null,
    'calendar[].holidays[].id': null,
  },
};

/** The record of `/api/<portal>/<resource>/:id` for the resources the registry does not serve. */
const RECORD_TABLE_BY_RESOURCE: Record<string, TableName> = {
  'payroll/contribution-tables': 'contribution_tables',
  'payroll/tax-tables': 'tax_tables',
  'payroll/bir-1601c-returns': 'bir_1601c_returns',
  'payroll/bir-2316-certificates': 'bir_2316_certificates',
  'payroll/bir-1604c': 'bir_1604c_returns',
  'hr/change-requests': 'change_requests',
  'employee/change-requests': 'change_requests',
  'timekeeping/applications': 'applications',
  'employee/applications': 'applications',
  'manager/applications': 'applications',
  // a duty roster is reached by its application's id
  'manager/duty-rosters': 'applications',
  'manager/schedule-uploads': 'schedule_uploads',
  'admin/users': 'users',
};

/** Path parameters other than a resource's `:id`, by name. */
const RECORD_TABLE_BY_PARAMETER: Record<string, ReferenceTarget> = {
  // an attachment of the record named by :id; the attachment routes look it up under that record
  attachmentId: null,
};

interface ReferenceField {
  /** where in the body: `employee_id`, `lines[].employee_id` */
  path: string;
  table: TableName;
  /** what the field is called on the screen: `payroll group` */
  label: string;
  /** the route's own records (a bulk verb's `ids`): another company's answers 404, as in the path */
  ownRecords?: boolean;
}

interface RouteReferences {
  /** the table of the route's own record (`/api/<portal>/<resource>…`), when the route has one */
  recordTable?: TableName;
  /** the path parameters that name a row, with its table */
  parameters: Array<{ name: string; table: TableName }>;
  body: ReferenceField[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    companyReferences?: RouteReferences;
  }
}

const registryByResource = (() => {
  const byPath = new Map<string, ResourceDefinition>();
  const byName = new Map<string, ResourceDefinition>();
  for (const portal of PORTALS)
    for (const { definition } of crudResourcesOf(portal)) {
      byPath.set(`${portal}/${definition.name}`, definition);
      byName.set(definition.name, definition);
    }
  return { byPath, byName };
})();

/** The body paths of a JSON schema whose last name looks like an id (`…_id`, `…_ids`, `id`, `ids`). */
export function idFieldPaths(schema: unknown): string[] {
  const found = new Set<string>();
  const stack: Array<[node: unknown, prefix: string, depth: number]> = [[schema, '', 0]];
  while (stack.length > 0) {
    const [node, prefix, depth] = stack.pop()!;
    if (!node || typeof node !== 'object' || depth > 12) continue;
    const object = node as Record<string, unknown>;
    if (object.properties && typeof object.properties === 'object')
      for (const [name, child] of Object.entries(object.properties as Record<string, unknown>)) {
        const path = `${prefix}${name}`;
        if (/(^|_)ids?$/.test(name)) found.add(path);
        stack.push([child, `${path}.`, depth + 1]);
      }
    if (object.items) stack.push([object.items, `${prefix.replace(/\.$/, '')}[].`, depth + 1]);
    for (const key of ['anyOf', 'oneOf', 'allOf'])
      if (Array.isArray(object[key])) for (const child of object[key] as unknown[]) stack.push([child, prefix, depth + 1]);
  }
  return [...found].sort();
}

const fieldLabel = (path: string) =>
  path
    .split('.')
    .pop()!
    .replace('[]', '')
    .replace(/_ids?$/, '')
    .replace(/_/g, ' ');

/** What each id of a write route names; throws for one that nothing names. */
export function routeReferences(method: string, url: string, bodySchema: unknown): RouteReferences {
  const [, portal, resource] = /^\/api\/([^/]+)\/([^/]+)/.exec(url) ?? [];
  const resourcePath = `${portal}/${resource}`;
  const definition = registryByResource.byPath.get(resourcePath);
  const recordTable = (definition?.table as TableName | undefined) ?? RECORD_TABLE_BY_RESOURCE[resourcePath];
  const isCrudWrite = definition && (url === `/api/${resourcePath}` || url === `/api/${resourcePath}/:id`);
  const byRoute = REFERENCE_BY_ROUTE[`${method} ${url}`] ?? {};
  const uncovered: string[] = [];

  const parameters: RouteReferences['parameters'] = [];
  for (const [, name] of url.matchAll(/:(\w+)/g)) {
    const table = name === 'id' && url.startsWith(`/api/${resourcePath}/:id`) ? recordTable : RECORD_TABLE_BY_PARAMETER[name];
    if (table === undefined) uncovered.push(`path parameter :${name}`);
    else if (table) parameters.push({ name, table });
  }

  const body: ReferenceField[] = [];
  for (const path of idFieldPaths(bodySchema)) {
    const name = path.split('.').pop()!.replace('[]', '');
    const field = isCrudWrite && !path.includes('.') ? definition.fields[name] : undefined;
    const referenced = field?.reference ? registryByResource.byName.get(field.reference)?.table : undefined;
    if (field?.reference && !referenced) uncovered.push(`${path} (its definition's reference ${field.reference} is no resource)`);
    // a bulk verb's `ids` are the resource's own records (`/api/timekeeping/attendance-exceptions/waive`)
    const ownRecords = path === 'ids' ? recordTable : undefined;
    const table: ReferenceTarget | undefined =
      path in byRoute ? byRoute[path] : field?.reference ? (referenced as TableName) : (ownRecords ?? REFERENCE_BY_FIELD[name]);
    if (table === undefined) uncovered.push(path);
    else if (table) body.push({ path, table, label: field?.label.toLowerCase() ?? fieldLabel(path), ownRecords: table === ownRecords });
  }
  if (uncovered.length > 0)
    throw new Error(
      `${method} ${url}: ${uncovered.join(', ')} must say which table it names (server/http/company-references.ts) before the route can serve.`,
    );
  return { recordTable, parameters, body };
}

/** The ids at a body path (`lines[].employee_id`), each a positive whole number; other values are the schema's business. */
export function idsAt(body: unknown, path: string): number[] {
  let values: unknown[] = [body];
  for (const segment of path.split('.')) {
    const name = segment.replace('[]', '');
    const next: unknown[] = [];
    for (const value of values) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
      const child = (value as Record<string, unknown>)[name];
      if (segment.endsWith('[]')) {
        if (Array.isArray(child)) next.push(...child);
      } else next.push(child);
    }
    values = next;
  }
  const ids: number[] = [];
  for (const value of values.flatMap((value) => (Array.isArray(value) ? value : [value]))) {
    const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ids.push(id);
  }
  return ids;
}

async function checkWrite(app: FastifyInstance, request: FastifyRequest, references: RouteReferences): Promise<void> {
  const auth = request.auth;
  if (!auth) return;
  const { recordTable } = references;
  if (recordTable && OWNERSHIP[recordTable] === 'shared' && auth.user.role !== SYSTEM_ADMINISTRATOR_ROLE)
    throw new ForbiddenError(
      'Every company on this installation uses these settings, so only the system administrator changes them. Ask your system administrator.',
    );
  // the system administrator's own portal manages the installation: accounts of every company
  if (auth.user.role === SYSTEM_ADMINISTRATOR_ROLE && request.routeOptions.url?.startsWith('/api/admin/')) return;
  const { db } = app.deps;
  const companyId = await companyIdOf(db, request);
  // the body first, so that a refused field is named whatever record the path names
  const problems = new FieldErrorCollector();
  for (const { path, table, label, ownRecords } of references.body) {
    if (!isCompanyOwned(table)) continue;
    const outside = await idsOutsideCompany(db, table, idsAt(request.body, path), companyId);
    if (outside.length > 0 && ownRecords) throw new NotFoundError();
    if (outside.length > 0) problems.add(path, `The selected ${label} is not one of your company's.`);
  }
  problems.throwIfAny();
  const params = (request.params ?? {}) as Record<string, string>;
  for (const { name, table } of references.parameters) {
    if (!isCompanyOwned(table)) continue;
    const id = /^\d{1,15}$/.test(params[name] ?? '') ? Number(params[name]) : undefined;
    if (id === undefined || (await idsOutsideCompany(db, table, [id], companyId)).length > 0) throw new NotFoundError();
  }
}

/** Registers the rule: every write route is read for its references when it is added, and checked before it runs. */
export const companyReferencesPlugin = fastifyPlugin(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const url = route.url ?? '';
    const methods = [route.method].flat().filter((method) => WRITE_METHODS.has(method));
    if (!url.startsWith('/api/') || methods.length === 0) return;
    const references = routeReferences(methods[0], url, route.schema?.body);
    const needed = references.recordTable || references.parameters.length > 0 || references.body.length > 0;
    if (needed) route.config = { ...route.config, companyReferences: references };
  });
  // before validation, so that another company's id is refused as such whatever else the body gets wrong,
  // and before the handler opens its transaction
  app.addHook('preValidation', async (request) => {
    const references = request.routeOptions.config.companyReferences;
    if (references && WRITE_METHODS.has(request.method)) await checkWrite(app, request, references);
  });
});
