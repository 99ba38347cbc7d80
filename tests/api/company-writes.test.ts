import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeReferences } from '../../server/http/company-references';
import { isCompanyOwned, OWNERSHIP, ownedBy, type TableName } from '../../server/http/company-tables';
import { addDemoRecords } from '../support/demo-records';
import { addOtherCompany, OTHER_COMPANY, type OtherCompany } from '../support/second-company';
import { tableFingerprints } from '../support/table-counts';
import { useTestApp } from './test-app';

// The write side of company isolation, generated from the route table and the
// routes' schemas. The second company's users try, on every create, update and
// workflow route, each id field of the body with a record of the demo company, and
// each path id of the demo company: every try answers 422 naming the field or 404, and
// no table changes (the audit trail included). A route whose id field names no table
// does not even start (server/http/company-references.ts), so a new reference is
// covered before it ships.

const t = useTestApp();

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes that are not a company's: signing in and out, registering, the system administrator's backup. */
const NOT_A_COMPANY_WRITE = [/^\/api\/(login|logout|register)/, /^\/api\/account\/password$/, /^\/api\/admin\/backup$/];

/** The other company's account that calls each portal's routes. */
const CALLER: Record<string, string> = {
  admin: OTHER_COMPANY.admin,
  hr: OTHER_COMPANY.hr,
  payroll: OTHER_COMPANY.payroll,
  timekeeping: OTHER_COMPANY.timekeeping,
  manager: OTHER_COMPANY.manager,
  employee: OTHER_COMPANY.employee,
  account: OTHER_COMPANY.employee,
};

type Route = { method: string; url: string; references: ReturnType<typeof routeReferences> };

let routes: Route[] = [];
let other: OtherCompany;
const tokens: Record<string, string> = {};
const demoCompanyId = async () => Number((await sql<{ id: number }>`select min(id) as id from companies`.execute(t.db)).rows[0].id);

/** One row of the table that belongs to the company, if it has any. */
async function rowOf(table: TableName, companyId: number): Promise<number | undefined> {
  const { rows } = await sql<{
    id: number;
  }>`select min(r.id) as id from ${sql.table(table)} as r where ${ownedBy(table, 'r', companyId)}`.execute(t.db);
  return rows[0]?.id === null || rows[0]?.id === undefined ? undefined : Number(rows[0].id);
}

/** A body holding only `id` at `path` (`lines[].employee_id` → { lines: [{ employee_id: id }] }); a list field gets a list. */
function bodyWith(path: string, id: number): Record<string, unknown> {
  const segments = path.split('.');
  const leaf = segments.pop()!;
  let value: unknown = { [leaf.replace('[]', '')]: /ids$/.test(leaf) ? [id] : id };
  for (const segment of segments.reverse()) {
    const name = segment.replace('[]', '');
    value = { [name]: segment.endsWith('[]') ? [value] : value };
  }
  return value as Record<string, unknown>;
}

beforeAll(async () => {
  await addDemoRecords(t.db);
  other = await addOtherCompany(t.db);
  routes = t.app.routeTable
    .filter((route) => WRITES.has(route.method) && route.url.startsWith('/api/'))
    .filter((route) => !NOT_A_COMPANY_WRITE.some((pattern) => pattern.test(route.url)))
    .map((route) => ({ method: route.method, url: route.url, references: routeReferences(route.method, route.url, route.schema?.body) }));
  for (const email of new Set(Object.values(CALLER))) tokens[email] = await t.login(email);
}, 60_000);

const callerOf = (url: string) => tokens[CALLER[url.split('/')[2]]];

describe('one company never writes into another', () => {
  it('refuses another company’s id in every id field of every write route, and changes nothing', async () => {
    const demo = await demoCompanyId();
    const tries = routes.flatMap((route) =>
      route.references.body.filter(({ table }) => isCompanyOwned(table)).map((field) => ({ route, field })),
    );
    expect(tries.length, 'id fields of write routes').toBeGreaterThan(80);
    const demoIds = new Map<TableName, number | undefined>();
    for (const { field } of tries) if (!demoIds.has(field.table)) demoIds.set(field.table, await rowOf(field.table, demo));
    expect(
      [...demoIds].filter(([, id]) => id === undefined).map(([table]) => table),
      'tables with no demo record to try',
    ).toEqual([]);

    const before = await tableFingerprints(t.db);
    const accepted: string[] = [];
    for (const { route, field } of tries) {
      // the route's own record, where it has one, is the caller's: only the body field is another company's
      let url = route.url;
      for (const { name, table } of route.references.parameters)
        url = url.replace(`:${name}`, String((isCompanyOwned(table) && (await rowOf(table, other.companyId))) || 999_999_999));
      const response = await t.request({
        method: route.method as 'POST' | 'PUT' | 'PATCH',
        url,
        token: callerOf(route.url),
        payload: bodyWith(field.path, demoIds.get(field.table)!),
      });
      const named = response.statusCode === 422 && response.json().errors?.[field.path] !== undefined;
      if (!named && response.statusCode !== 404)
        accepted.push(`${route.method} ${url} ${field.path} → ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    const after = await tableFingerprints(t.db);
    console.info(`company-writes: ${tries.length} id fields on ${new Set(tries.map(({ route }) => route.url)).size} routes`);
    expect(accepted).toEqual([]);
    expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual([]);
  }, 300_000);

  it('answers 404 to a write on another company’s record named in the path, and changes nothing', async () => {
    const demo = await demoCompanyId();
    const tries = routes.filter((route) => route.references.parameters.some(({ table }) => isCompanyOwned(table)));
    expect(tries.length, 'write routes with a record in the path').toBeGreaterThan(100);
    const before = await tableFingerprints(t.db);
    const missing: string[] = [];
    const reached: string[] = [];
    for (const route of tries) {
      let url = route.url;
      for (const { name, table } of route.references.parameters) {
        const id = isCompanyOwned(table) ? await rowOf(table, demo) : 1;
        if (id === undefined) missing.push(`${route.url} (${table})`);
        url = url.replace(`:${name}`, String(id ?? 1));
      }
      const response = await t.request({
        method: route.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url,
        token: callerOf(route.url),
        ...(route.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (![403, 404].includes(response.statusCode)) reached.push(`${route.method} ${url} → ${response.statusCode}`);
    }
    const after = await tableFingerprints(t.db);
    expect(missing, 'routes with no demo record to try').toEqual([]);
    expect(reached).toEqual([]);
    expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual([]);
  }, 300_000);

  it('moves no employee into another company’s payroll group or shift, and takes nobody in from another company', async () => {
    const demo = await demoCompanyId();
    const group = await rowOf('payroll_groups', demo);
    const shift = await rowOf('shift_schedules', demo);
    const response = await t.request({
      method: 'PUT',
      url: `/api/hr/employees/${other.employeeIds.employee}`,
      token: await t.login(OTHER_COMPANY.hr),
      payload: { payroll_group_id: group, default_shift_schedule_id: shift },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['default_shift_schedule_id', 'payroll_group_id']);
    const employee = await t.db
      .selectFrom('employees')
      .select(['payroll_group_id'])
      .where('id', '=', other.employeeIds.employee)
      .executeTakeFirstOrThrow();
    expect(employee.payroll_group_id).toBeNull();
  });
});

describe('every table says how it is owned', () => {
  it('follows each table’s path to its company: the demo company’s rows are its own and none of them the other company’s', async () => {
    const demo = await demoCompanyId();
    const owned = (Object.keys(OWNERSHIP) as TableName[]).filter(isCompanyOwned);
    const crossed: string[] = [];
    for (const table of owned) {
      const { rows } = await sql<{ mine: number; theirs: number; total: number }>`select
          count(*) filter (where ${ownedBy(table, 'r', demo)})::int as mine,
          count(*) filter (where ${ownedBy(table, 'r', other.companyId)})::int as theirs,
          count(*)::int as total
        from ${sql.table(table)} as r`.execute(t.db);
      const { mine, theirs, total } = rows[0];
      // a row is one company's at most (an unmatched punch of no device and no import is nobody's)
      if (mine + theirs > total) crossed.push(`${table}: ${mine} + ${theirs} > ${total}`);
    }
    expect(owned.length).toBeGreaterThan(80);
    expect(crossed).toEqual([]);
  });
});
