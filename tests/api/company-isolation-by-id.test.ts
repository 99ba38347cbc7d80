import { beforeAll, describe, expect, it } from 'vitest';
import { crudResourcesOf } from '@core/resources/registry';
import { PORTALS } from '@core/access';
import { addDemoRecords } from '../support/demo-records';
import { addOtherCompany, OTHER_COMPANY } from '../support/second-company';
import { tableFingerprints } from '../support/table-counts';
import { useTestApp } from './test-app';

// Every route that reaches a record by id outside the CRUD factory (workflow
// verbs, downloads, PDFs, progress, trails) is classified here; a new one that
// is not fails the first test. Called by the other company's account with a
// record id of the demo company, each answers 404 (or 403) and changes no row.

const t = useTestApp();

/** By-id routes whose id is not a company's record: installation-wide tables and a dashboard's widget name. */
const NOT_A_COMPANY_RECORD = [/^\/api\/payroll\/(contribution-tables|tax-tables)\//, /\/dashboard-metrics\/:id$/];

/** The list that gives a demo-company id for a route prefix, where it is not the prefix itself. */
const LIST_OF: Record<string, string> = {
  // HR reads the attachments of applications it has no list of
  '/api/hr/applications': '/api/timekeeping/applications',
};

/** The accounts of the other company that call each portal's routes, and the demo accounts whose lists give the ids. */
const CALLER: Record<string, [demo: string, other: string]> = {
  employee: ['employee@example.com', OTHER_COMPANY.employee],
  manager: ['manager@example.com', OTHER_COMPANY.manager],
};
const callersOf = (portal: string) => CALLER[portal] ?? ['admin@example.com', OTHER_COMPANY.admin];

/** Records with no list of their own (a background job, polled by its id): the demo company's row of their table. */
const TABLE_OF: Record<string, 'leave_runs' | 'print_jobs'> = {
  '/api/timekeeping/leave-runs': 'leave_runs',
  '/api/payroll/bir-2316-certificates/pdf-jobs': 'print_jobs',
};

/** A list filter some lists need to answer rows (a year, a month). */
const FILTER_OF: Record<string, object> = {
  '/api/payroll/bir-2316-certificates': { year: 2026 },
};

const crudById = new Set(
  PORTALS.flatMap((portal) => crudResourcesOf(portal).map(({ definition }) => `/api/${portal}/${definition.name}/:id`)),
);
const prefixOf = (url: string) => url.split('/:id')[0];

let routes: Array<{ method: string; url: string }> = [];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await addDemoRecords(t.db);
  await addOtherCompany(t.db);
  routes = t.app.routeTable.filter((route) => route.url.startsWith('/api/') && route.url.includes(':') && !crudById.has(route.url));
  for (const email of new Set(Object.values(CALLER).flat().concat('admin@example.com', OTHER_COMPANY.admin)))
    tokens[email] = await t.login(email);
}, 60_000);

const classified = (url: string) => NOT_A_COMPANY_RECORD.some((pattern) => pattern.test(url)) || /\/:id(\/|$)/.test(url);

describe('the route table', () => {
  it('classifies every route that reaches a record by a parameter outside the CRUD factory', () => {
    expect(routes.length).toBeGreaterThan(60);
    const unclassified = routes.filter((route) => !classified(route.url)).map((route) => `${route.method} ${route.url}`);
    expect(unclassified, 'say in company-isolation-by-id.test.ts whose record the parameter names').toEqual([]);
  });
});

/** The id of one demo-company record behind a route prefix, read from the demo account's own list. */
async function demoIdOf(prefix: string): Promise<number | undefined> {
  const table = TABLE_OF[prefix];
  if (table) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.min<number>('id').as('id'))
      .where('company_id', '=', (eb) => eb.selectFrom('companies').select((c) => c.fn.min('id').as('demo')))
      .executeTakeFirst();
    return row?.id === null || row?.id === undefined ? undefined : Number(row.id);
  }
  const list = LIST_OF[prefix] ?? prefix;
  const portal = list.split('/')[2];
  const filter = FILTER_OF[list] ? `&filter=${encodeURIComponent(JSON.stringify(FILTER_OF[list]))}` : '';
  const response = await t.request({ method: 'GET', url: `${list}?range=[0,0]${filter}`, token: tokens[callersOf(portal)[0]] });
  if (response.statusCode !== 200) return undefined;
  const [row] = response.json() as Array<{ id?: number }>;
  return row?.id;
}

describe('one company never acts on another’s record by its id', () => {
  it('answers 404 to every workflow step, download and detail of the other company’s record, and changes nothing', async () => {
    const byId = routes.filter((route) => !NOT_A_COMPANY_RECORD.some((pattern) => pattern.test(route.url)));
    const ids = new Map<string, number | undefined>();
    for (const prefix of new Set(byId.map((route) => prefixOf(route.url)))) ids.set(prefix, await demoIdOf(prefix));
    expect(
      [...ids].filter(([, id]) => id === undefined).map(([prefix]) => prefix),
      'prefixes without a demo record',
    ).toEqual([]);

    const before = await tableFingerprints(t.db);
    const reached: string[] = [];
    for (const route of byId) {
      const portal = route.url.split('/')[2];
      const url = route.url.replace(':id', String(ids.get(prefixOf(route.url))));
      const response = await t.request({
        method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url,
        token: tokens[callersOf(portal)[1]],
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (![403, 404].includes(response.statusCode)) reached.push(`${route.method} ${url} → ${response.statusCode}`);
    }
    const after = await tableFingerprints(t.db);
    console.info(`company-isolation-by-id: ${byId.length} by-id routes over ${ids.size} record kinds`);
    expect(reached).toEqual([]);
    expect(Object.keys(after).filter((table) => after[table] !== before[table])).toEqual([]);
  }, 240_000);
});
