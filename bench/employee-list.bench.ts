// The HR employee list at 100,000 employees: generates them into a PGlite
// database (multi-row inserts on top of the demo company), then times filtered,
// sorted pages through the real HTTP route (fastify inject) and reports the
// median and p95 of each query. Run: npx tsx bench/employee-list.bench.ts
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemo } from '../server/seed';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from '../server/seed/names';
import { timeRoute, type RouteTiming } from './route-timing';

const TARGET = 100_000;
const ROUNDS = 30;

export async function generate(db: Awaited<ReturnType<typeof openDatabase>>['db'], target = TARGET): Promise<void> {
  const template = await db.selectFrom('employees').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
  const units = (await db.selectFrom('business_units').select('id').execute()).map((u) => u.id);
  const positions = (await db.selectFrom('positions').select('id').execute()).map((p) => p.id);
  const existing = Number(
    (
      await db
        .selectFrom('employees')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const firstNames = [...FEMALE_FIRST_NAMES, ...MALE_FIRST_NAMES];
  const batch = 1000;
  for (let start = existing; start < target; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(start + batch, target); i++) {
      rows.push({
        company_id: template.company_id,
        employee_no: `BEN-${String(i).padStart(6, '0')}`,
        last_name: `${LAST_NAMES[i % LAST_NAMES.length]}${i % 7 === 0 ? '' : ` ${String.fromCharCode(65 + (i % 26))}`}`,
        first_name: firstNames[(i * 7) % firstNames.length],
        sex: i % 2 ? 'male' : 'female',
        civil_status: 'single',
        birth_date: `19${70 + (i % 30)}-0${1 + (i % 9)}-1${i % 9}`,
        nationality: 'Filipino',
        present_address: 'Manila',
        emergency_contact_name: 'Contact',
        emergency_contact_relationship: 'Parent',
        emergency_contact_phone: '09170000000',
        business_unit_id: units[i % units.length],
        position_id: positions[i % positions.length],
        employment_status: i % 5 === 0 ? 'probationary' : 'regular',
        hire_date: `20${10 + (i % 15)}-0${1 + (i % 9)}-0${1 + (i % 9)}`,
        status: i % 17 === 0 ? 'separated' : 'active',
        payment_mode: 'cash',
        rest_days: '[0]',
      });
    }
    await db.insertInto('employees').values(rows).execute();
  }
  // PGlite runs no autovacuum: after a bulk load, vacuum so counts can use index-only scans.
  await sql`vacuum analyze employees`.execute(db);
}

export async function run() {
  const started = performance.now();
  const pglite = await PGlite.create();
  const handle = await openDatabase({ pglite });
  await migrateToLatest(handle.db);
  await seedDemo(handle.db);
  await generate(handle.db);
  const generatedMs = performance.now() - started;
  const app = await buildApp({ db: handle.db, config: { ...readConfig({}), logLevel: 'silent' }, now: () => new Date() });
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'hr@example.com', password: 'Passw0rd!' } });
  const token = login.json().token as string;
  const unit = (await handle.db.selectFrom('business_units').select('id').where('code', '=', 'ST-QC').executeTakeFirstOrThrow()).id;
  const queries: Record<string, string> = {
    unit_active_by_name: `filter=${encodeURIComponent(JSON.stringify({ business_unit_id: unit, status: 'active' }))}&sort=${encodeURIComponent('["last_name","ASC"]')}&range=[0,24]`,
    search_name_prefix: `filter=${encodeURIComponent(JSON.stringify({ q: 'dela cr' }))}&sort=${encodeURIComponent('["last_name","ASC"]')}&range=[0,24]`,
    search_number_prefix: `filter=${encodeURIComponent(JSON.stringify({ q: 'BEN-0421' }))}&sort=${encodeURIComponent('["employee_no","ASC"]')}&range=[0,24]`,
    all_by_name_page_40: `sort=${encodeURIComponent('["last_name","ASC"]')}&range=[1000,1024]`,
  };
  const results: Record<string, RouteTiming> = {};
  for (const [name, query] of Object.entries(queries))
    results[name] = await timeRoute(app, name, `/api/hr/employees?${query}`, token, ROUNDS);
  await app.close();
  await handle.close();
  await pglite.close();
  return {
    bench: 'employee-list',
    database: 'pglite',
    employees: TARGET,
    rounds: ROUNDS,
    generate_ms: Math.round(generatedMs),
    queries: results,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await run()));
}
