// The year's BIR outputs at scale (issue 14): 10,000 employees with a posted year (twelve
// monthly payslips each, the December one annualised with a 13th month), then the 1604-C
// alphalist (the certificates, the schedules and the DAT file, as GET bir-1604c/alphalist
// builds them) computed from the payslips, then stored (generate) and read again from the
// stored certificates, and all 10,000 BIR Form 2316 as one PDF through the print job with its
// progress (POST bir-2316-certificates/pdf-jobs, as the screen runs it). The payslips are
// the engine's own results for ten salary levels, written with set-based SQL (payslips and
// the lines the BIR reads: earnings and the tax line). PGlite, in process.
// Run: npx tsx bench/bir-annual.bench.ts (BENCH_EMPLOYEES changes the size).
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { pathToFileURL } from 'node:url';
import { openDatabase, type Database } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemo } from '../server/seed';
import type { AuditActor } from '../server/shared/audit';
import { calculatePayslip, type PayslipRequest } from '../server/modules/payroll/engine';
import type { PayslipResponse } from '../server/modules/payroll/engine/calculators';
import { typeCodeOf } from '../server/modules/payroll/processing/payslip-builder';
import { alphalistDat } from '../server/modules/payroll/bir/alphalist-dat';
import { yearCertificates } from '../server/modules/payroll/bir/annual.service';
import { store2316 } from '../server/modules/payroll/bir/certificate-2316.service';
import { withholdingAgent } from '../server/modules/payroll/bir/employer';
import { runPrintJob, startPrintJob } from '../server/modules/payroll/bir/print-job';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const YEAR = 2031;
const LEVELS = 10;
const ACTOR: AuditActor = { userId: null, role: null, portal: 'system', requestId: 'bench' };
const seconds = (ms: number) => Number((ms / 1000).toFixed(2));
const mm = (m: number) => String(m).padStart(2, '0');
const lastDay = (m: number) => new Date(Date.UTC(YEAR, m, 0)).getUTCDate();

/** Twelve monthly payslips of one salary level, the engine's year-to-date carried along, December annualised. */
function yearOf(rate: number): { request: PayslipRequest; result: PayslipResponse }[] {
  const out: { request: PayslipRequest; result: PayslipResponse }[] = [];
  let previous: PayslipResponse | undefined;
  for (let m = 1; m <= 12; m++) {
    const request: PayslipRequest = {
      rate_type: 'monthly',
      rate,
      days_per_year: 261,
      frequency: 'monthly',
      period_start: `${YEAR}-${mm(m)}-01`,
      period_end: `${YEAR}-${mm(m)}-${lastDay(m)}`,
      pay_date: `${YEAR}-${mm(m)}-${lastDay(m)}`,
      other_earnings: m === 12 ? [{ code: 'THIRTEENTH_MONTH', label: '13th month pay', amount: rate, kind: 'other_benefits' }] : [],
      year_end_adjustment: m === 12,
    };
    const result = calculatePayslip({
      ...request,
      year_to_date: previous ? { ...previous.year_to_date, de_minimis_used: {} } : undefined,
    });
    out.push({ request, result });
    previous = result;
  }
  return out;
}

async function generate(db: Database, count: number): Promise<number> {
  const template = await db.selectFrom('employees').selectAll().orderBy('id').limit(1).executeTakeFirstOrThrow();
  const companyId = Number(template.company_id);
  const group = await db.selectFrom('payroll_groups').selectAll().where('code', '=', 'SM-OFFICE').executeTakeFirstOrThrow();
  const { id: groupId } = await db
    .insertInto('payroll_groups')
    .values({ ...group, id: undefined, code: 'BENCH-BIR', name: 'Bench BIR group', pay_frequency: 'monthly' } as unknown as typeof group)
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    insert into employees (company_id, employee_no, last_name, first_name, sex, civil_status, birth_date, present_address,
      emergency_contact_name, emergency_contact_relationship, emergency_contact_phone, business_unit_id, position_id,
      employment_status, hire_date, status, payment_mode, payroll_group_id, tin)
    select ${companyId}, 'BN-' || lpad(i::text, 6, '0'), 'BENCH ' || lpad(i::text, 6, '0'), 'WORKER', 'female', 'single', '1990-05-05',
      'Manila', 'Contact', 'Parent', '09170000000', ${template.business_unit_id}, ${template.position_id}, 'regular', '2020-01-06',
      'active', 'cash', ${groupId}, lpad((500000000 + i)::text, 9, '0')
    from generate_series(0, ${count - 1}) i`.execute(db);
  const types = new Map((await db.selectFrom('transaction_types').select(['id', 'code']).execute()).map((t) => [t.code, Number(t.id)]));
  const periods: number[] = [];
  for (let m = 1; m <= 12; m++) {
    const { id } = await db
      .insertInto('payroll_periods')
      .values({
        payroll_group_id: groupId,
        code: `BENCH-BIR-${YEAR}-${mm(m)}`,
        period_type: 'regular',
        year: YEAR,
        month: m,
        contribution_year: YEAR,
        contribution_month: m,
        cutoff_start: `${YEAR}-${mm(m)}-01`,
        cutoff_end: `${YEAR}-${mm(m)}-${lastDay(m)}`,
        pay_date: `${YEAR}-${mm(m)}-${lastDay(m)}`,
        is_last_regular_of_year: m === 12,
        status: 'posted',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: computationId } = await db
      .insertInto('payroll_computations')
      .values({ payroll_period_id: id, status: 'done', progress_total: count, progress_done: count })
      .returning('id')
      .executeTakeFirstOrThrow();
    periods.push(Number(id));
    void computationId;
  }
  for (let level = 0; level < LEVELS; level++) {
    const rate = 20_000 + level * 9_000; // 20,000 to 101,000 a month: every tax bracket up to 25%
    for (const [index, { request, result }] of yearOf(rate).entries()) {
      const periodId = periods[index];
      const c = result.contributions;
      const ee = [c.sss_ee, c.philhealth_ee, c.pagibig_ee].reduce((s, v) => s + Number(v), 0);
      await sql`
        insert into payslips (payroll_period_id, computation_id, employee_id, payroll_group_id, business_unit_id, position_id,
          rate_type, basic_rate, daily_rate, hourly_rate, is_minimum_wage_earner, payment_mode, gross_pay, contribution_compensation,
          taxable_compensation, sss_ee, sss_er, sss_ec, philhealth_ee, philhealth_er, pagibig_ee, pagibig_er, withholding_tax,
          total_deductions, net_pay, table_versions, status)
        select ${periodId}, (select id from payroll_computations where payroll_period_id = ${periodId}), e.id, ${groupId},
          e.business_unit_id, e.position_id, 'monthly', ${String(rate)}, ${result.rates.daily_rate}, ${result.rates.hourly_rate}, false,
          'cash', ${result.gross_pay}, ${result.month_to_date.compensation}, ${result.taxable_compensation}, ${c.sss_ee}, ${c.sss_er},
          ${c.sss_ec}, ${c.philhealth_ee}, ${c.philhealth_er}, ${c.pagibig_ee}, ${c.pagibig_er}, ${result.withholding_tax},
          ${(ee + Number(result.withholding_tax)).toFixed(2)}, ${result.net_pay}, ${JSON.stringify(result.table_versions)}::jsonb, 'posted'
        from employees e
        where e.payroll_group_id = ${groupId} and substring(e.employee_no from 4)::int % ${LEVELS} = ${level}`.execute(db);
      // the lines the BIR outputs read: earnings (by 2316 box) and the tax line (its explanation carries the year's figures)
      const lines = result.lines
        .map((line, order) => ({ line, order }))
        .filter(({ line }) => line.kind === 'earning' || line.code === 'WITHHOLDING_TAX' || line.code === 'TAX_REFUND');
      for (const { line, order } of lines) {
        const code = typeCodeOf({ ...line, amount: 0 } as never, request.rate_type);
        const source = line.kind === 'earning' ? 'basic' : 'tax';
        await sql`
          insert into payslip_lines (payslip_id, transaction_type_id, code, description, section, amount, source_type, explanation, sort_order)
          select s.id, ${types.get(code)!}, ${code}, ${line.label}, ${line.kind}, ${line.amount}, ${source},
            ${JSON.stringify(line.explanation)}::jsonb, ${order}
          from payslips s where s.payroll_period_id = ${periodId} and s.basic_rate = ${String(rate)}`.execute(db);
      }
    }
  }
  await sql`analyze`.execute(db);
  return companyId;
}

export interface BirAnnualBenchResult {
  bench: 'bir-annual';
  employees: number;
  payslips: number;
  seed_s: number;
  alphalist_s: number;
  alphalist_bytes: number;
  /** storing the 10,000 final certificates */
  store_2316_s: number;
  /** the alphalist again, read from the stored certificates */
  alphalist_stored_s: number;
  pdf_s: number;
  pdf_pages: number;
  pdf_mb: number;
  /** the print job's progress as the screen polls it: [done, total] at each chunk */
  progress_steps: number;
}

export async function run(count = EMPLOYEES): Promise<BirAnnualBenchResult> {
  const pglite = await PGlite.create();
  const handle = await openDatabase({ pglite });
  const db = handle.db;
  await migrateToLatest(db);
  await seedDemo(db, '2026-11-24');
  const seedStarted = performance.now();
  const companyId = await generate(db, count);
  const seedMs = performance.now() - seedStarted;
  const { payslips } = await sql<{ payslips: number }>`select count(*)::int as payslips from payslips p
      join payroll_periods pp on pp.id = p.payroll_period_id where pp.year = ${YEAR}`
    .execute(db)
    .then((r) => r.rows[0]);

  const alphaStarted = performance.now();
  const { alphalist } = await yearCertificates(db, companyId, YEAR);
  const dat = alphalistDat(await withholdingAgent(db, companyId), YEAR, alphalist);
  const alphaMs = performance.now() - alphaStarted;

  // the certificates stored final (POST bir-2316-certificates/generate), then the alphalist read from them
  const storeStarted = performance.now();
  await db.transaction().execute((trx) => store2316(trx, companyId, YEAR, ACTOR));
  const storeMs = performance.now() - storeStarted;
  const storedStarted = performance.now();
  const fromStored = await yearCertificates(db, companyId, YEAR);
  const storedDat = alphalistDat(await withholdingAgent(db, companyId), YEAR, fromStored.alphalist);
  const storedMs = performance.now() - storedStarted;
  if (storedDat !== dat) throw new Error('the alphalist from the stored certificates differs from the computed one');

  const pdfStarted = performance.now();
  const job = await startPrintJob(db, companyId, YEAR, undefined, ACTOR);
  let steps = 0;
  await runPrintJob(db, job.id, ACTOR, () => {
    steps += 1;
  });
  const pdfMs = performance.now() - pdfStarted;
  const done = await db
    .selectFrom('print_jobs')
    .select(['status', 'message', 'progress_done', 'progress_total', 'size_bytes'])
    .where('id', '=', job.id)
    .executeTakeFirstOrThrow();
  if (done.status !== 'done' || done.progress_done !== done.progress_total)
    throw new Error(`the print job ended ${done.status}: ${done.message}`);
  await handle.close();
  await pglite.close();
  return {
    bench: 'bir-annual',
    employees: count,
    payslips,
    seed_s: seconds(seedMs),
    alphalist_s: seconds(alphaMs),
    alphalist_bytes: dat.length,
    store_2316_s: seconds(storeMs),
    alphalist_stored_s: seconds(storedMs),
    pdf_s: seconds(pdfMs),
    pdf_pages: done.progress_total,
    pdf_mb: Number((Number(done.size_bytes) / 1_048_576).toFixed(1)),
    progress_steps: steps,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then((result) => console.log(JSON.stringify(result)));
}
