// The manager's approval queue and the employee's application list at 100,000
// employees and 1,000,000 applications: generates them into a PGlite database in SQL
// (generate_series, on top of the demo company and the employee-list bench's
// employees), then times pages through the real HTTP routes (fastify inject: token,
// company scope, the page and its count) and reports the median and p95 of each.
// Run: npx tsx bench/applications.bench.ts
// APPBENCH_DATA_DIR=/some/dir keeps the generated database there and reuses it on the
// next run (pending migrations are applied to it), to study a plan without regenerating.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemo } from '../server/seed';
import { createAccount, DEMO_PASSWORD } from '../server/seed/accounts.seed';
import { generate as generateEmployees } from './employee-list.bench';
import { timeRoute, type RouteTiming } from './route-timing';

const EMPLOYEES = 100_000;
const APPLICATIONS = 1_000_000;
const ROUNDS = 30;
const TEAM_LEAD_EMAIL = 'team.lead@example.com';
/** the demo employee files every this many generated applications (a heavy filer: about 200, of every type and status) */
const DEMO_EMPLOYEE_EVERY = 4_999;

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/** Teams of ten in every unit: the first of each ten leads the other nine and reports to the unit's head. */
async function organiseTeams(db: Db): Promise<void> {
  await sql`
    with g as (
      select id, business_unit_id, (row_number() over (partition by business_unit_id order by id) - 1)::int as rn
      from employees where employee_no like 'BEN-%'),
    leaders as (select business_unit_id, rn / 10 as team, id as leader from g where rn % 10 = 0)
    update employees e set immediate_superior_id = case when g.rn % 10 = 0 then bu.head_employee_id else l.leader end
    from g join leaders l on l.business_unit_id = g.business_unit_id and l.team = g.rn / 10
      join business_units bu on bu.id = g.business_unit_id
    where e.id = g.id`.execute(db);
}

/** Applications of every type and status, spread over two years and the employees; their approval steps by the demo matrix. */
async function generateApplications(db: Db, target: number): Promise<void> {
  const demoEmployee = (
    await db.selectFrom('users').select('employee_id').where('email', '=', 'employee@example.com').executeTakeFirstOrThrow()
  ).employee_id!;
  await sql`create temporary table bench_filers as
    select (row_number() over (order by e.id) - 1)::int as n, e.id, e.company_id, e.business_unit_id, e.immediate_superior_id as superior,
      bu.head_employee_id as head, (bu.code like 'ST-%' or bu.code = 'LOG') as head_approves
    from employees e join business_units bu on bu.id = e.business_unit_id
    where e.status = 'active' and e.immediate_superior_id is not null`.execute(db);
  const filers = Number((await sql<{ n: number }>`select count(*)::int as n from bench_filers`.execute(db)).rows[0].n);
  const demoN = (await sql<{ n: number }>`select n from bench_filers where id = ${demoEmployee}`.execute(db)).rows[0].n;
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from applications`.execute(db);
  const missing = target - rows[0].n;
  const today = new Date().toISOString().slice(0, 10);
  // in slices, so no one statement holds the whole million in memory
  const slice = 200_000;
  for (let start = 1; start <= missing; start += slice) {
    const end = Math.min(missing, start + slice - 1);
    await sql`
      insert into applications (reference_no, application_type, employee_id, business_unit_id, filed_via, date_from, date_to,
        reason, status, current_level, required_levels, is_late_filing, submitted_at, decided_at, cancellation_reason, details_summary)
      select 'BN-' || lpad(g::text, 8, '0'), t.type, f.id, f.business_unit_id,
        case when g % 20 = 0 then 'in_behalf' else 'self' end,
        d.date_from, d.date_from + case when t.type = 'leave' then g % 3 else 0 end,
        'Generated for the bench', s.status,
        case when s.status = 'pending' then 1 + (g / 7) % 2 end, 2,
        g % 37 = 0,
        case when s.status <> 'draft' then d.date_from - ((g % 10) - 3) * interval '1 day' + (g % 600) * interval '1 minute' end,
        case when s.status in ('approved', 'rejected', 'for_cancellation', 'cancelled') then d.date_from - ((g % 10) - 5) * interval '1 day' end,
        case when s.status in ('for_cancellation', 'cancelled') then 'Plans changed' end,
        t.type || ' ' || to_char(d.date_from, 'Mon DD')
      from generate_series(${start}::int, ${end}::int) g
      cross join lateral (select case when g % ${DEMO_EMPLOYEE_EVERY} = 0 then ${demoN}::int else (g::bigint * 7919 % ${filers})::int end as n) pick
      join bench_filers f on f.n = pick.n
      cross join lateral (select case when g % 100 < 40 then 'leave' when g % 100 < 70 then 'overtime'
        when g % 100 < 80 then 'official_business_trip' when g % 100 < 88 then 'change_shift' else 'logsheet' end as type) t
      cross join lateral (select case when (g * 31) % 100 < 72 then 'approved' when (g * 31) % 100 < 82 then 'pending'
        when (g * 31) % 100 < 89 then 'rejected' when (g * 31) % 100 < 95 then 'cancelled'
        when (g * 31) % 100 < 97 then 'for_cancellation' else 'draft' end as status) s
      cross join lateral (select ${today}::date - ((g::bigint * 13) % 730)::int + 14 as date_from) d`.execute(db);
  }
  // level 1 the immediate superior, level 2 the unit's head (stores, logistics) or timekeeping's role;
  // each step carries its filing's queue keys as routing writes them (queueKeysOf)
  await sql`
    insert into application_approvals (application_id, company_id, application_type, submitted_at, round, level, approver_type,
      approver_employee_id, status, acted_at, remarks)
    select a.id, f.company_id, a.application_type, a.submitted_at, 1, 1, 'immediate_superior', f.superior,
      case when a.status = 'pending' and a.current_level = 1 then 'pending' when a.status = 'rejected' and a.id % 2 = 0 then 'rejected' else 'approved' end,
      case when not (a.status = 'pending' and a.current_level = 1) then a.submitted_at + interval '1 day' end,
      case when a.status = 'rejected' and a.id % 2 = 0 then 'Not enough cover' end
    from applications a join bench_filers f on f.id = a.employee_id
    where a.reference_no like 'BN-%' and a.status <> 'draft'`.execute(db);
  await sql`
    insert into application_approvals (application_id, company_id, application_type, submitted_at, round, level, approver_type,
      approver_employee_id, approver_role, status, acted_at, remarks)
    select a.id, f.company_id, a.application_type, a.submitted_at, 1, 2, case when f.head_approves then 'business_unit_head' else 'role' end,
      case when f.head_approves then f.head end, case when f.head_approves then null else 5 end,
      case when a.status = 'pending' then (case when a.current_level = 2 then 'pending' else 'waiting' end)
        when a.status = 'rejected' then (case when a.id % 2 = 0 then 'cancelled' else 'rejected' end) else 'approved' end,
      case when a.status <> 'pending' then a.decided_at end,
      case when a.status = 'rejected' and a.id % 2 = 1 then 'Not enough cover' end
    from applications a join bench_filers f on f.id = a.employee_id
    where a.reference_no like 'BN-%' and a.status <> 'draft'`.execute(db);
  // PGlite runs no autovacuum: after a bulk load, vacuum so counts can use index-only scans.
  await sql`vacuum analyze`.execute(db);
}

/** A manager with a realistic team: the leader of the first ten of the demo manager's unit, given an account. */
async function teamLeadAccount(db: Db): Promise<void> {
  const exists = await db.selectFrom('users').select('id').where('email', '=', TEAM_LEAD_EMAIL).executeTakeFirst();
  if (exists) return;
  const manager = await db.selectFrom('users').select('employee_id').where('email', '=', 'manager@example.com').executeTakeFirstOrThrow();
  const lead = await db
    .selectFrom('employees')
    .select('id')
    .where('immediate_superior_id', '=', manager.employee_id)
    .where('employee_no', 'like', 'BEN-%')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  await createAccount(db, { email: TEAM_LEAD_EMAIL, name: 'Team lead', role: 2, employeeId: lead.id, password: DEMO_PASSWORD });
}

const list = (sort: [string, 'ASC' | 'DESC'] | null, range: [number, number], filter?: Record<string, unknown>) =>
  [
    sort && `sort=${encodeURIComponent(JSON.stringify(sort))}`,
    `range=${encodeURIComponent(JSON.stringify(range))}`,
    filter && `filter=${encodeURIComponent(JSON.stringify(filter))}`,
  ]
    .filter(Boolean)
    .join('&');

/** What the console asks: its default sort (filed on, newest first), ten rows a page, no filter. */
const CONSOLE_DEFAULT: [string, 'ASC' | 'DESC'] = ['submitted_at', 'DESC'];

export async function run() {
  const started = performance.now();
  const dataDir = process.env.APPBENCH_DATA_DIR;
  const reuse = dataDir !== undefined && existsSync(`${dataDir}/PG_VERSION`);
  const pglite = await PGlite.create(dataDir);
  const handle = await openDatabase({ pglite });
  await migrateToLatest(handle.db);
  if (!reuse) {
    await seedDemo(handle.db);
    await generateEmployees(handle.db, EMPLOYEES);
    await organiseTeams(handle.db);
    await generateApplications(handle.db, APPLICATIONS);
    await teamLeadAccount(handle.db);
  } else {
    // PGlite runs no autovacuum: a pending migration may have rewritten rows (and left the visibility map behind)
    await sql`vacuum analyze`.execute(handle.db);
  }
  const generatedMs = performance.now() - started;
  const app = await buildApp({ db: handle.db, config: { ...readConfig({}), logLevel: 'silent' }, now: () => new Date() });
  const tokenOf = async (email: string) =>
    (await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD } })).json().token as string;
  const who = {
    team_lead: await tokenOf(TEAM_LEAD_EMAIL),
    unit_head: await tokenOf('manager@example.com'),
    employee: await tokenOf('employee@example.com'),
  };
  const queries: Record<string, { as: keyof typeof who; url: string }> = {
    queue_team_lead_first_page: { as: 'team_lead', url: `/api/manager/applications?${list(CONSOLE_DEFAULT, [0, 9])}` },
    queue_unit_head_first_page: { as: 'unit_head', url: `/api/manager/applications?${list(CONSOLE_DEFAULT, [0, 9])}` },
    queue_unit_head_page_20: { as: 'unit_head', url: `/api/manager/applications?${list(CONSOLE_DEFAULT, [190, 199])}` },
    queue_unit_head_leave_by_employee: {
      as: 'unit_head',
      url: `/api/manager/applications?${list(['employee_name', 'ASC'], [0, 9], { application_type: 'leave' })}`,
    },
    queue_unit_head_no_sort: { as: 'unit_head', url: `/api/manager/applications?${list(null, [0, 24])}` },
    employee_first_page: { as: 'employee', url: `/api/employee/applications?${list(CONSOLE_DEFAULT, [0, 9])}` },
    employee_page_5: { as: 'employee', url: `/api/employee/applications?${list(CONSOLE_DEFAULT, [40, 49])}` },
    employee_approved_leave_by_date: {
      as: 'employee',
      url: `/api/employee/applications?${list(['date_from', 'ASC'], [0, 9], { application_type: 'leave', status: 'approved' })}`,
    },
    employee_no_sort: { as: 'employee', url: `/api/employee/applications?${list(null, [0, 24])}` },
  };
  const results: Record<string, RouteTiming> = {};
  for (const [name, { as, url }] of Object.entries(queries)) results[name] = await timeRoute(app, name, url, who[as], ROUNDS);
  await app.close();
  await handle.close();
  await pglite.close();
  return {
    bench: 'applications',
    database: 'pglite',
    employees: EMPLOYEES,
    applications: APPLICATIONS,
    rounds: ROUNDS,
    generate_ms: Math.round(generatedMs),
    queries: results,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await run()));
}
