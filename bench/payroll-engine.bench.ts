/**
 * Payroll engine benchmark: 100,000 payslip breakdowns over varied inputs.
 * `ms` times computePayslip — what a payroll run executes per employee: every line with its
 * explanation, contributions, withholding, net pay — on requests validated beforehand,
 * split across one worker thread per core (the engine is pure, so a payroll run can do the
 * same); the clock starts when every worker has built and warmed up its share.
 * `single_thread_ms` is the same work on one thread; `wire_ms` times calculatePayslip on one
 * thread — what the calculator endpoint executes: validation, computation, conversion to pesos.
 * Run: npx tsx bench/payroll-engine.bench.ts — prints one JSON line.
 */
import { availableParallelism } from 'node:os';
import { toCentavos } from '@core/money';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
  calculatePayslip,
  computePayslip,
  DAY_TYPES,
  DEFAULT_STATUTORY_TABLES,
  parsePayslipRequest,
  type PayslipParams,
  type PayslipRequest,
} from '../server/modules/payroll/engine';

export interface PayrollEngineBenchResult {
  bench: 'payroll-engine';
  payslips: number;
  ms: number;
  per_second: number;
  threads: number;
  single_thread_ms: number;
  /** CPU time of the single-thread run: a steadier figure when other processes share the cores. */
  single_thread_cpu_ms: number;
  /** The same payslips through the calculator endpoint's path (validation + computation + pesos). */
  wire_ms: number;
  wire_per_second: number;
  /** Checksum of all net pays (centavos), so the work cannot be optimised away and runs are comparable. */
  net_pay_total: number;
}

/** Small deterministic PRNG (mulberry32) so every run computes the same inputs. */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function buildInputs(count: number, seed = 2026): PayslipRequest[] {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const pesos = (min: number, max: number) => Math.round((min + random() * (max - min)) * 100) / 100;
  const inputs: PayslipRequest[] = [];
  for (let i = 0; i < count; i++) {
    const monthlyRated = random() < 0.6;
    const frequency = monthlyRated
      ? pick(['semi_monthly', 'monthly', 'weekly'] as const)
      : pick(['semi_monthly', 'weekly', 'daily'] as const);
    const month = 1 + Math.floor(random() * 12);
    const year = pick([2023, 2024, 2025, 2026]);
    const mm = String(month).padStart(2, '0');
    const cutoffs = frequency === 'monthly' ? 1 : frequency === 'semi_monthly' ? 2 : frequency === 'weekly' ? 4 : 26;
    const cutoff = 1 + Math.floor(random() * cutoffs);
    const hours: PayslipRequest['hours'] = {};
    const premiumDays = Math.floor(random() * 3);
    for (let d = 0; d < premiumDays; d++) {
      hours[pick(DAY_TYPES)] = {
        regular_hours: pick([0, 4, 8]),
        night_hours: pick([0, 0, 2, 5]),
        overtime_hours: pick([0, 1, 2, 3.5]),
        overtime_night_hours: pick([0, 0, 1]),
      };
    }
    const otherEarnings: NonNullable<PayslipRequest['other_earnings']> = [];
    if (random() < 0.5)
      otherEarnings.push({
        label: 'Rice subsidy',
        amount: pick([1_500, 2_000, 3_000]),
        kind: 'de_minimis',
        de_minimis_kind: 'rice_subsidy',
      });
    if (random() < 0.3) otherEarnings.push({ label: 'Transportation allowance', amount: pesos(500, 5_000), kind: 'taxable' });
    if (random() < 0.1) otherEarnings.push({ label: 'Bonus', amount: pesos(1_000, 60_000), kind: 'other_benefits' });
    inputs.push({
      rate_type: monthlyRated ? 'monthly' : 'daily',
      rate: monthlyRated ? pesos(15_000, 250_000) : pesos(500, 3_000),
      days_per_year: pick([261, 262, 313, 365]),
      minimum_wage_earner: !monthlyRated && random() < 0.3,
      frequency,
      period_start: `${year}-${mm}-01`,
      period_end: `${year}-${mm}-28`,
      pay_date: `${year}-${mm}-28`,
      cutoff_number: cutoff,
      cutoffs_in_month: cutoffs,
      days_worked: monthlyRated ? 0 : frequency === 'daily' ? 1 : frequency === 'weekly' ? 6 : 12,
      absent_days: random() < 0.2 ? pick([0.5, 1, 2]) : 0,
      late_minutes: random() < 0.3 ? Math.floor(random() * 90) : 0,
      undertime_minutes: random() < 0.1 ? Math.floor(random() * 60) : 0,
      holiday_pay_days: random() < 0.1 ? 1 : 0,
      hours,
      other_earnings: otherEarnings,
      contribution_policy: pick(['first_cutoff', 'second_cutoff', 'split'] as const),
      month_to_date: cutoff > 1 ? { compensation: pesos(5_000, 60_000), basic_pay: pesos(5_000, 40_000) } : undefined,
      year_to_date: { taxable_compensation: pesos(0, 600_000), tax_withheld: pesos(0, 80_000), other_benefits: pesos(0, 95_000) },
      year_end_adjustment: month === 12 && random() < 0.5,
    });
  }
  return inputs;
}

function elapsedMs(since: bigint): number {
  return Number(process.hrtime.bigint() - since) / 1e6;
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;

function parseAll(requests: readonly PayslipRequest[]): PayslipParams[] {
  return requests.map((request, i) => {
    const parsed = parsePayslipRequest(request, DEFAULT_STATUTORY_TABLES);
    if (!parsed.params) throw new Error(`bench input ${i} is invalid: ${JSON.stringify(parsed.errors)}`);
    return parsed.params;
  });
}

/** Σ net pay in centavos of the breakdowns of params[from, to). */
function computeRange(params: readonly PayslipParams[], from: number, to: number): number {
  let net = 0;
  for (let i = from; i < to; i++) net += computePayslip(params[i]!, DEFAULT_STATUTORY_TABLES).net_pay;
  return net;
}

interface WorkerJob {
  count: number;
  from: number;
  to: number;
}

/** Worker side: build and warm up its share, say ready, compute on "go", report the checksum. */
function serveWorker(job: WorkerJob): void {
  const params = parseAll(buildInputs(job.count).slice(job.from, job.to));
  computeRange(params, 0, Math.min(params.length, 10_000));
  parentPort!.once('message', () => parentPort!.postMessage({ net: computeRange(params, 0, params.length) }));
  parentPort!.postMessage({ ready: true });
}

/** Worker entry: register tsx in the worker (Node 20 does not pass --import hooks to it), then load this file. */
function workerBootstrap(): string {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  return `(async () => { const { register } = await import(${JSON.stringify(tsxApi)}); register(); await import(${JSON.stringify(import.meta.url)}); })();`;
}

async function runOnWorkers(count: number, threads: number): Promise<{ ms: number; net: number }> {
  const share = Math.ceil(count / threads);
  const workers = Array.from({ length: threads }, (_, t) => {
    const job: WorkerJob = { count, from: t * share, to: Math.min(count, (t + 1) * share) };
    return new Worker(workerBootstrap(), { eval: true, workerData: job });
  });
  const next = (w: Worker) =>
    new Promise<{ ready?: boolean; net?: number }>((resolve, reject) => {
      w.once('message', resolve);
      w.once('error', reject);
    });
  await Promise.all(workers.map(next));
  const start = process.hrtime.bigint();
  const results = Promise.all(workers.map(next));
  for (const w of workers) w.postMessage('go');
  const done = await results;
  const ms = elapsedMs(start);
  await Promise.all(workers.map((w) => w.terminate()));
  return { ms, net: done.reduce((sum, r) => sum + (r.net ?? 0), 0) };
}

export async function run(count = 100_000, threads = Math.min(availableParallelism(), 2)): Promise<PayrollEngineBenchResult> {
  const tables = DEFAULT_STATUTORY_TABLES;
  const requests = buildInputs(count);
  const params = parseAll(requests);
  // Warm-up on a slice so the measurement reflects optimised code, as in a running server.
  for (let i = 0; i < Math.min(10_000, count); i++) {
    computePayslip(params[i]!, tables);
    calculatePayslip(requests[i], tables);
  }

  let start = process.hrtime.bigint();
  const cpuBefore = process.cpuUsage();
  const netCentavos = computeRange(params, 0, count);
  const singleMs = elapsedMs(start);
  const cpu = process.cpuUsage(cpuBefore);

  let wireNetCentavos = 0;
  start = process.hrtime.bigint();
  for (let i = 0; i < count; i++) wireNetCentavos += toCentavos(calculatePayslip(requests[i], tables).net_pay);
  const wireMs = elapsedMs(start);

  const parallel = threads > 1 ? await runOnWorkers(count, threads) : { ms: singleMs, net: netCentavos };
  if (wireNetCentavos !== netCentavos || parallel.net !== netCentavos) throw new Error('the computation paths disagree');

  return {
    bench: 'payroll-engine',
    payslips: count,
    ms: round1(parallel.ms),
    per_second: Math.round((count / parallel.ms) * 1000),
    threads,
    single_thread_ms: round1(singleMs),
    single_thread_cpu_ms: round1((cpu.user + cpu.system) / 1000),
    wire_ms: round1(wireMs),
    wire_per_second: Math.round((count / wireMs) * 1000),
    net_pay_total: netCentavos / 100,
  };
}

if (!isMainThread && (workerData as WorkerJob | null)?.count) {
  serveWorker(workerData as WorkerJob);
} else if (isMainThread && import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await run()));
}
