import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamOf } from '../../server/modules/self-service/team';
import { tableFingerprints } from '../support/table-counts';
import { useTestApp } from './test-app';

// Inside one company, the employee portal answers for one's own records and the manager
// portal for one's own team's: every route of the two portals that reaches a record by its
// id (the CRUD ones, workflow steps, downloads, trails), called with another employee's or
// another team's record, answers 404 and changes no row. A route added to either portal is
// swept here without being listed; a record kind with nothing to try fails the sweep.

const t = useTestApp();

/** By-id routes whose id is not someone's record (a dashboard widget's name). */
const NOT_A_RECORD = [/\/dashboard-metrics\/:id$/];

const OWNER = 'manager@example.com';
const OTHER_MANAGER = 'other.manager@example.com';
const EMPLOYEE = 'employee@example.com';
const tokens: Record<string, string> = {};

const prefixOf = (url: string) => url.split('/:id')[0];

/**
 * Bodies that pass a route's schema, for the routes that answer 422 to an empty one: the
 * sweep must reach the handler's own check of whose record it is, not stop at the schema.
 */
const VALID_BODY: Array<[RegExp, (prefix: string, id: number) => Promise<object>]> = [
  [/\/:id\/reject$/, async () => ({ remarks: 'Scope check' })],
  [/\/:id\/request-cancellation$/, async () => ({ cancellation_reason: 'Scope check' })],
  // an edit: the owner's own filing, sent back unchanged
  [
    /\/applications\/:id$/,
    async (prefix, id) => (await t.request({ method: 'GET', url: `${prefix}/${id}/filing`, token: tokens[OWNER] })).json() as object,
  ],
];

/** The owner's records of the kinds the demo gives them none of: a loan, a change request, a draft duty roster, a schedule upload, an issued 2316. */
async function addOwnersRecords(ownerEmployeeId: number): Promise<void> {
  const statements = [
    sql`insert into loans (employee_id, loan_type_id, principal_amount, total_payable, amortization_amount, number_of_installments,
        paid_amount, balance, deduction_schedule, granted_date, first_deduction_date, status)
      select ${ownerEmployeeId}, min(id), 12000, 12000, 1000, 12, 0, 12000, 'every_period', '2026-01-05', '2026-01-25', 'active' from loan_types`,
    sql`insert into change_requests (employee_id, request_type, requested_changes)
      values (${ownerEmployeeId}, 'address', '{"present_address": {"from": "A", "to": "B"}}'::jsonb)`,
    sql`with a as (
        insert into applications (reference_no, application_type, employee_id, business_unit_id, filed_via, date_from, date_to, status)
        select 'DR-2026-99998', 'duty_roster', e.id, e.business_unit_id, 'self', '2026-12-07', '2026-12-13', 'draft'
        from employees e where e.id = ${ownerEmployeeId}
        returning id, business_unit_id)
      insert into duty_rosters (application_id, business_unit_id, title) select id, business_unit_id, 'Week of 7 December' from a`,
    sql`insert into schedule_uploads (company_id, employee_id, business_unit_id, file_name, status)
      select e.company_id, e.id, e.business_unit_id, 'roster.csv', 'validated' from employees e where e.id = ${ownerEmployeeId}`,
    sql`insert into bir_2316_certificates (company_id, employee_id, year, period_from, period_to, is_mwe, boxes,
        gross_compensation_present, total_non_taxable, taxable_present, taxable_previous, gross_taxable, tax_due,
        tax_withheld_present, tax_withheld_previous, total_tax_withheld, year_end_adjustment, substituted_filing,
        status, issued_at, snapshot)
      select e.company_id, e.id, 2019, '2019-01-01', '2019-12-31', false, '{}', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, false,
        'issued', '2020-01-20', '{}'
      from employees e where e.id = ${ownerEmployeeId}`,
  ];
  for (const statement of statements) await statement.execute(t.db);
}
const byIdRoutes = (portal: string) =>
  t.app.routeTable.filter(
    (route) => route.url.startsWith(`/api/${portal}/`) && /\/:id(\/|$)/.test(route.url) && !NOT_A_RECORD.some((p) => p.test(route.url)),
  );

beforeAll(async () => {
  // another manager of the same company: outside the demo manager's team, and heading nobody
  // (a manager above the demo manager would have their team in theirs)
  const manager = await t.db
    .selectFrom('users')
    .select(['employee_id', 'role', 'password_hash'])
    .where('email', '=', OWNER)
    .executeTakeFirstOrThrow();
  const candidates = await t.db
    .selectFrom('employees')
    .select('id')
    .where(sql<boolean>`id not in ${teamOf(Number(manager.employee_id))}`)
    .where('id', '<>', Number(manager.employee_id))
    .where('id', 'not in', t.db.selectFrom('users').select('employee_id').where('employee_id', 'is not', null))
    .where('separation_date', 'is', null)
    .orderBy('id')
    .execute();
  let outsider: { id: number } | undefined;
  for (const candidate of candidates) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from employees where id in ${teamOf(Number(candidate.id))}`.execute(
      t.db,
    );
    if (rows[0].n === 0) {
      outsider = candidate;
      break;
    }
  }
  if (!outsider) throw new Error('the demo has no employee outside the team who heads nobody');
  await t.db
    .insertInto('users')
    .values({
      name: 'Other Manager',
      email: OTHER_MANAGER,
      password_hash: manager.password_hash,
      role: manager.role,
      employee_id: outsider.id,
    })
    .execute();
  await addOwnersRecords(Number(manager.employee_id));
  for (const email of [OWNER, OTHER_MANAGER, EMPLOYEE]) tokens[email] = await t.login(email);
}, 60_000);

/** The id of one of the owner's records behind a route prefix, from the owner's own list in that portal. */
async function ownersIdOf(prefix: string): Promise<number | undefined> {
  const response = await t.request({ method: 'GET', url: `${prefix}?range=[0,0]`, token: tokens[OWNER] });
  if (response.statusCode !== 200) return undefined;
  const [row] = response.json() as Array<{ id?: number }>;
  return row?.id;
}

async function sweep(portal: 'employee' | 'manager', caller: string) {
  const routes = byIdRoutes(portal);
  const ids = new Map<string, number | undefined>();
  for (const prefix of new Set(routes.map((route) => prefixOf(route.url)))) ids.set(prefix, await ownersIdOf(prefix));
  const before = await tableFingerprints(t.db);
  const reached: string[] = [];
  for (const route of routes) {
    const id = ids.get(prefixOf(route.url));
    if (id === undefined) continue; // reported as missing below
    const url = route.url.replace(':id', String(id));
    const send = (payload?: object) =>
      t.request({ method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE', url, token: tokens[caller], ...(payload ? { payload } : {}) });
    let response = await send(route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
    const valid = VALID_BODY.find(([pattern]) => pattern.test(route.url));
    if (response.statusCode === 422 && valid) response = await send(await valid[1](prefixOf(route.url), id));
    if (response.statusCode !== 404) reached.push(`${route.method} ${url} → ${response.statusCode}`);
  }
  const after = await tableFingerprints(t.db);
  return {
    missing: [...ids].filter(([, id]) => id === undefined).map(([prefix]) => prefix),
    reached,
    changed: Object.keys(after).filter((table) => after[table] !== before[table]),
    count: routes.length,
  };
}

describe('the self-service portals never reach another employee’s or another team’s record by its id', () => {
  it('the employee portal: another employee’s records answer 404', async () => {
    const result = await sweep('employee', EMPLOYEE);
    expect(result.count).toBeGreaterThan(10);
    expect(result.missing, 'record kinds with nothing to try').toEqual([]);
    expect(result.reached).toEqual([]);
    expect(result.changed).toEqual([]);
  }, 240_000);

  it('the manager portal: another team’s records answer 404', async () => {
    const result = await sweep('manager', OTHER_MANAGER);
    expect(result.count).toBeGreaterThan(10);
    expect(result.missing, 'record kinds with nothing to try').toEqual([]);
    expect(result.reached).toEqual([]);
    expect(result.changed).toEqual([]);
  }, 240_000);
});
