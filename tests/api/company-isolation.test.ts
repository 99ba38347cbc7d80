import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherCompany, OTHER_COMPANY } from '../support/second-company';
import { useTestApp } from './test-app';

// Horizontal access: a second company beside the demo one, with its own
// organisation, employees and one account per role. Every list route of every
// portal is classified here; a new route that is not fails the first test. Each
// account of one company must never read, change or delete a row of the other,
// and within one company an employee never sees another's own records, a
// manager never another's team. Dropping any company filter makes a check fail.

const t = useTestApp();

/** How the rows of a list route relate to the caller. */
type Kind =
  | 'company' // rows of the caller's company only
  | 'own' // rows of the caller (employee portal) or their team (manager portal)
  | 'company-wide' // the caller's company's reference rows in the employee and manager portals (shifts, leave types)
  | 'shared' // installation-wide reference data or administration, the same for every company
  | 'summary'; // not a list of rows (totals, exports, templates, dashboards, a calendar that needs its dates)

const SHARED = [
  '/api/payroll/banks',
  '/api/hr/banks',
  '/api/employee/banks',
  '/api/payroll/chart-of-accounts',
  '/api/payroll/transaction-classes',
  '/api/payroll/transaction-types',
  '/api/payroll/loan-types',
  '/api/payroll/overtime-rates',
  '/api/payroll/holidays',
  '/api/hr/holidays',
  '/api/timekeeping/holidays',
  '/api/payroll/contribution-tables',
  '/api/payroll/tax-tables',
];

const COMPANY_WIDE = [
  '/api/employee/shifts',
  '/api/manager/shifts',
  '/api/employee/leave-balances/mine',
  '/api/manager/leave-balances/mine',
  // announcements addressed to the whole company reach every employee of it
  '/api/employee/company-events',
  // the cut-offs of the caller's payroll group that hold their processed days
  '/api/employee/timesheets',
];

/** Not lists: a calendar that needs its dates, the 1604-C check, the alphalist data file and the reconciliation of a year. */
const SUMMARIES = [
  '/api/timekeeping/calendar-schedule',
  '/api/manager/staff-schedule',
  '/api/payroll/bir-1604c',
  '/api/payroll/bir-1604c/alphalist',
  '/api/payroll/reconciliation',
];

/** Lists of one month or year, which answer 422 without it: read for a month the demo has posted. */
const FOR_A_MONTH: Record<string, object> = {
  '/api/payroll/monthly-tax-withholdings': { year: 2026, month: 10 },
  '/api/payroll/bir-2316-certificates': { year: 2026 },
  '/api/payroll/alphalist-entries': { year: 2026 },
};

function kindOf(url: string): Kind {
  if (/\/(totals|export|template|dashboard-metrics|pdf)$/.test(url) || SUMMARIES.includes(url)) return 'summary';
  if (SHARED.includes(url)) return 'shared';
  if (COMPANY_WIDE.includes(url)) return 'company-wide';
  if (url.startsWith('/api/employee/') || url.startsWith('/api/manager/')) return 'own';
  if (/^\/api\/(hr|timekeeping|payroll)\//.test(url) || ['/api/admin/users', '/api/admin/employees'].includes(url)) return 'company';
  throw new Error(`${url} is not classified: say in company-isolation.test.ts whose rows it lists`);
}

const tokens: Record<string, string> = {};
let listRoutes: string[] = [];
let checks = 0;
const companyOf: Record<string, number> = {};

beforeAll(async () => {
  companyOf[OTHER_COMPANY.admin] = (await addOtherCompany(t.db)).companyId;
  companyOf['admin@example.com'] = (
    await t.db.selectFrom('companies').select('id').where('code', '<>', OTHER_COMPANY.code).orderBy('id').executeTakeFirstOrThrow()
  ).id;
  for (const email of [
    'admin@example.com',
    'employee@example.com',
    'manager@example.com',
    OTHER_COMPANY.admin,
    OTHER_COMPANY.employee,
    OTHER_COMPANY.manager,
  ])
    tokens[email] = await t.login(email);
  listRoutes = t.app.routeTable
    .filter(
      (route) =>
        route.method === 'GET' && /^\/api\/(admin|hr|timekeeping|payroll|manager|employee)\//.test(route.url) && !route.url.includes(':'),
    )
    .map((route) => route.url);
});
afterAll(() => console.info(`company-isolation: ${checks} checks over ${listRoutes.length} list routes`));

async function rows(url: string, email: string): Promise<Array<Record<string, unknown>>> {
  const month = FOR_A_MONTH[url] ? `&filter=${encodeURIComponent(JSON.stringify(FOR_A_MONTH[url]))}` : '';
  const response = await t.request({ method: 'GET', url: `${url}?range=[0,4999]${month}`, token: tokens[email] });
  checks += 1;
  expect(response.statusCode, `${email} ${url}`).toBe(200);
  const body = response.json();
  return Array.isArray(body) ? body : [];
}

const idsOf = (list: Array<Record<string, unknown>>) => new Set(list.map((row) => String(row.id ?? JSON.stringify(row))));
const overlap = (a: Set<string>, b: Set<string>) => [...b].filter((id) => a.has(id));

describe('the route table', () => {
  it('classifies every list route', () => {
    expect(listRoutes.length).toBeGreaterThan(100);
    for (const url of listRoutes) expect(() => kindOf(url), url).not.toThrow();
  });
});

describe('one company never reaches another', () => {
  it('lists none of the other company’s rows, in either direction', async () => {
    const leaks: string[] = [];
    for (const url of listRoutes.filter((u) => kindOf(u) === 'company')) {
      const [ours, theirs] = [idsOf(await rows(url, 'admin@example.com')), idsOf(await rows(url, OTHER_COMPANY.admin))];
      if (overlap(ours, theirs).length > 0) leaks.push(url);
    }
    expect(leaks).toEqual([]);
  }, 180_000);

  it('answers 404 to a record, an update and a deletion of the other company’s row', async () => {
    const byId = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
    const reached: string[] = [];
    for (const url of listRoutes.filter((u) => kindOf(u) === 'company')) {
      if (!byId.has(`GET ${url}/:id`)) continue;
      const [row] = await rows(url, 'admin@example.com');
      if (!row) continue;
      const target = `${url}/${row.id}`;
      const token = tokens[OTHER_COMPANY.admin];
      const read = await t.request({ method: 'GET', url: target, token });
      checks += 1;
      if (read.statusCode !== 404) reached.push(`GET ${target} → ${read.statusCode}`);
      if (byId.has(`PUT ${url}/:id`)) {
        const update = await t.request({ method: 'PUT', url: target, token, payload: row });
        checks += 1;
        // 422 where the row's own references are refused first, 404 where the record is: nothing is written either way
        if (![404, 422].includes(update.statusCode)) reached.push(`PUT ${target} → ${update.statusCode}`);
      }
      if (byId.has(`DELETE ${url}/:id`)) {
        const remove = await t.request({ method: 'DELETE', url: target, token });
        checks += 1;
        if (remove.statusCode !== 404) reached.push(`DELETE ${target} → ${remove.statusCode}`);
      }
    }
    expect(reached).toEqual([]);
  }, 180_000);
});

describe('within a company, each sees their own', () => {
  it('keeps an employee’s and a manager’s own lists apart from another employee’s and another company’s', async () => {
    const leaks: string[] = [];
    const pairs: Array<[string, string]> = [
      ['employee@example.com', 'manager@example.com'],
      ['employee@example.com', OTHER_COMPANY.employee],
      ['manager@example.com', OTHER_COMPANY.manager],
    ];
    for (const url of listRoutes.filter((u) => kindOf(u) === 'own' || kindOf(u) === 'company-wide')) {
      const portal = url.split('/')[2];
      for (const [one, other] of pairs) {
        if (kindOf(url) === 'company-wide' && !other.endsWith(OTHER_COMPANY.employee.split('@')[1])) continue;
        if (portal === 'manager' && !one.startsWith('manager')) continue;
        const shared = overlap(idsOf(await rows(url, one)), idsOf(await rows(url, other)));
        if (shared.length > 0) leaks.push(`${url}: ${one} and ${other} both see ${shared.slice(0, 3).join(', ')}`);
      }
    }
    expect(leaks).toEqual([]);
  }, 180_000);
});

describe('each company’s figures count only its own rows', () => {
  type Widgets = Record<string, { value?: number; rows?: Array<{ count?: number }> }>;
  const widgetsOf = async (portal: string, email: string): Promise<Widgets> => {
    const response = await t.request({ method: 'GET', url: `/api/${portal}/dashboard-metrics/${portal}`, token: tokens[email] });
    expect(response.statusCode, `${email} ${portal} dashboard`).toBe(200);
    return response.json().widgets as Widgets;
  };
  const sum = (rows: Array<{ count?: number }> = []) => rows.reduce((total, row) => total + Number(row.count ?? 0), 0);

  it('gives each company’s HR, timekeeping and payroll dashboards and employee list its own headcount', async () => {
    for (const email of ['admin@example.com', OTHER_COMPANY.admin]) {
      const companyId = companyOf[email];
      const { rows } = await sql<{ active: number; ungrouped: number; all: number; groups: number }>`select
          count(*) filter (where status <> 'separated')::int as active,
          count(*) filter (where status <> 'separated' and payroll_group_id is null)::int as ungrouped,
          count(*)::int as all,
          (select count(*)::int from payroll_groups where company_id = ${companyId} and is_active) as groups
        from employees where company_id = ${companyId}`.execute(t.db);
      const own = rows[0];
      const hr = await widgetsOf('hr', email);
      expect(hr.active_employees.value, `${email} HR active employees`).toBe(own.active);
      expect(sum(hr.headcount_by_employment_status.rows), `${email} HR headcount by status`).toBe(own.active);
      const timekeeping = await widgetsOf('timekeeping', email);
      expect(timekeeping.active_employees.value, `${email} timekeeping active employees`).toBe(own.active);
      expect(sum(timekeeping.headcount_by_business_unit.rows), `${email} timekeeping headcount by unit`).toBe(own.active);
      const payroll = await widgetsOf('payroll', email);
      expect(payroll.employees_without_group.value, `${email} payroll employees without a group`).toBe(own.ungrouped);
      expect(payroll.payroll_groups.rows?.length, `${email} payroll groups`).toBe(own.groups);
      const list = await t.request({ method: 'GET', url: '/api/hr/employees?range=[0,0]', token: tokens[email] });
      expect(list.headers['content-range'], `${email} HR employee list`).toMatch(new RegExp(`/${own.all}$`));
    }
    // the second company: six people hired together, no payroll group yet
    expect((await widgetsOf('timekeeping', OTHER_COMPANY.admin)).active_employees.value).toBe(6);
  }, 120_000);
});
