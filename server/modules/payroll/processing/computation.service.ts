import { sql } from 'kysely';
import { centavosText } from '@core/money';
import type { Database } from '../../../db/database';
import { insertColumns } from '../../../db/insert-columns';
import { ConflictError, NotFoundError } from '../../../http/errors';
import { audit, type AuditActor } from '../../../shared/audit';
import { periodTakingInputs } from '../inputs/period-guard';
import { loadStatutoryTables } from '../tables/load-tables';
import type { Explanation } from '../engine/explanation';
import { buildPayslip, type BuiltPayslip, type EmployeeFacts } from './payslip-builder';
import { chunkFacts, loadPeriodScope, periodEmployees, type PeriodScope } from './period-inputs';

// Computing a period (docs/domain.md §13.4, §14.4) as a durable job kept in PostgreSQL:
// `payroll_computations` is the run, `payroll_computation_chunks` its slices of
// employees. Any API process takes a pending chunk with FOR UPDATE SKIP LOCKED and
// writes its payslips as `staged` in the same transaction that marks the chunk done,
// so a process that dies mid-chunk leaves the chunk pending for another. The process
// that finds no chunk left swaps the staged payslips in for the computed ones in one
// transaction: readers see the old result or the new one, never a mix.

const CHUNK = 250;

/** The run under way for a period, if any: while it runs the period's payslips and timesheet stay as they are. */
export async function runningComputation(db: Database, periodId: number): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('payroll_computations')
    .select('id')
    .where('payroll_period_id', '=', periodId)
    .where('status', '=', 'running')
    .executeTakeFirst();
}

export interface ComputationStarted {
  computation_id: number;
  employees: number;
}

/** Starts a computation of the period for all or the chosen employees; a second one while it runs is a 409. */
export async function startComputation(
  db: Database,
  periodId: number,
  actor: AuditActor,
  only?: readonly number[],
): Promise<ComputationStarted> {
  return db.transaction().execute(async (trx) => {
    const period = await periodTakingInputs(trx, periodId);
    if (!period) throw new NotFoundError('The payroll period was not found.');
    if (await runningComputation(trx, periodId))
      throw new ConflictError(`Payroll period ${period.code} is being computed; wait for that run to finish.`);
    if (period.period_type === 'final_pay') {
      // a final-pay run is computed only from its final-pay case: releasing the case writes and posts it (final-pay-release.ts)
      throw new ConflictError(`Payroll period ${period.code} is a final-pay run; final pay is computed from its final-pay case.`);
    }
    const scope = await loadPeriodScope(trx, periodId);
    if (scope.facts.uses_timekeeping && scope.timesheet_id === null) {
      throw new ConflictError(
        `Payroll period ${period.code} has no linked timesheet: timekeeping must close and link the cut-off ${period.cutoff_start} to ${period.cutoff_end} first.`,
      );
    }
    // a group without timekeeping pays its cut-off from the summary it uploads (DD-37)
    if (period.period_type === 'regular' && !scope.facts.uses_timekeeping && scope.timesheet_id === null) {
      throw new ConflictError(
        `Payroll period ${period.code} has no timesheet summary: its group does not use timekeeping, so upload the summary of the cut-off ${period.cutoff_start} to ${period.cutoff_end} on the timesheet summary screen first.`,
      );
    }
    const employees = await periodEmployees(trx, scope, only);
    if (scope.facts.period_type === 'special' && employees.length === 0) {
      throw new ConflictError(`Payroll period ${period.code} has no entries to pay: a special period pays only its payroll entries.`);
    }
    // staged rows of an earlier failed run are dropped before the new run writes its own
    await trx.deleteFrom('payslips').where('payroll_period_id', '=', periodId).where('status', '=', 'staged').execute();
    const computation = await trx
      .insertInto('payroll_computations')
      .values({
        payroll_period_id: periodId,
        status: 'running',
        employee_ids: only ? JSON.stringify(employees) : null,
        progress_total: employees.length,
        started_by: actor.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const chunks = [];
    for (let i = 0; i < employees.length; i += CHUNK) {
      chunks.push({ computation_id: computation.id, employee_ids: JSON.stringify(employees.slice(i, i + CHUNK)) });
    }
    if (chunks.length) await trx.insertInto('payroll_computation_chunks').values(chunks).execute();
    await audit(trx, actor, {
      resource: 'payroll-periods',
      action: 'compute',
      recordId: periodId,
      summary: `Started computing ${period.code} for ${employees.length} employees${only ? ' (selected)' : ''}`,
    });
    return { computation_id: Number(computation.id), employees: employees.length };
  });
}

const PAYSLIP_COLUMNS = {
  payroll_period_id: 'bigint',
  computation_id: 'bigint',
  employee_id: 'bigint',
  payroll_group_id: 'bigint',
  business_unit_id: 'bigint',
  position_id: 'bigint',
  rate_type: 'text',
  basic_rate: 'numeric',
  daily_rate: 'numeric',
  hourly_rate: 'numeric',
  is_minimum_wage_earner: 'boolean',
  payment_mode: 'text',
  bank_id: 'bigint',
  bank_account_no: 'text',
  gross_pay: 'numeric',
  taxable_compensation: 'numeric',
  non_taxable_compensation: 'numeric',
  sss_ee: 'numeric',
  sss_er: 'numeric',
  sss_ec: 'numeric',
  philhealth_ee: 'numeric',
  philhealth_er: 'numeric',
  pagibig_ee: 'numeric',
  pagibig_er: 'numeric',
  withholding_tax: 'numeric',
  loan_deductions: 'numeric',
  other_deductions: 'numeric',
  deferred_deductions: 'numeric',
  total_deductions: 'numeric',
  net_pay: 'numeric',
  contribution_compensation: 'numeric',
  basic_salary_earned: 'numeric',
  thirteenth_month_basis: 'numeric',
  other_benefits_added: 'numeric',
  de_minimis_used: 'jsonb',
  table_versions: 'jsonb',
  status: 'text',
} as const;

const LINE_COLUMNS = {
  payslip_id: 'bigint',
  transaction_type_id: 'bigint',
  code: 'text',
  description: 'text',
  section: 'text',
  quantity: 'numeric',
  unit: 'text',
  amount: 'numeric',
  source_type: 'text',
  source_id: 'bigint',
  loan_id: 'bigint',
  loan_balance_before: 'numeric',
  loan_balance_after: 'numeric',
  is_deferred: 'boolean',
  explanation: 'jsonb',
  explanation_template_id: 'bigint',
  sort_order: 'smallint',
} as const;

/**
 * The ids of the explanation templates (an explanation without its inputs: rule, legal basis,
 * table version) that the lines use, adding the ones not stored yet. A line then stores only
 * its inputs and the template's id (migration 20261126154429). The new ones are added in one
 * sorted statement, so two processes adding the same templates wait for each other instead
 * of deadlocking.
 */
async function explanationTemplates(trx: Database, keys: readonly string[]): Promise<Map<string, number>> {
  const sorted = [...keys].sort();
  await sql`insert into payslip_line_explanations (template)
    select t from unnest(${sorted}::jsonb[]) with ordinality as k(t, n)
    where not exists (select 1 from payslip_line_explanations e where e.template = k.t)
    order by n on conflict do nothing`.execute(trx);
  const { rows } = await sql<{ id: number; key: string }>`select e.id, k.key
    from unnest(${sorted}::text[]) as k(key) join payslip_line_explanations e on e.template = k.key::jsonb`.execute(trx);
  return new Map(rows.map((r) => [r.key, Number(r.id)]));
}

export interface Snapshot {
  id: number;
  business_unit_id: number;
  position_id: number;
  payment_mode: string;
  bank_id: number | null;
  bank_account_no: string | null;
}

const money = (centavos: number) => centavosText(centavos);

/** Where a run's payslips go: the period, its group, and the transaction types that name the lines. */
export interface PayslipTarget {
  periodId: number;
  payrollGroupId: number;
  types: PeriodScope['types'];
}

/** One payslip to write: the employee's snapshot, the rate facts it was computed with, and the built payslip. */
export interface PayslipToWrite {
  who: Snapshot;
  facts: Pick<EmployeeFacts, 'rate_type' | 'basic_rate' | 'minimum_wage_earner'>;
  payslip: BuiltPayslip;
}

function payslipRow(target: PayslipTarget, computationId: number, status: string, { who, facts, payslip: built }: PayslipToWrite) {
  const c = built.computation;
  return {
    payroll_period_id: target.periodId,
    computation_id: computationId,
    employee_id: who.id,
    payroll_group_id: target.payrollGroupId,
    business_unit_id: who.business_unit_id,
    position_id: who.position_id,
    rate_type: facts.rate_type,
    basic_rate: money(facts.basic_rate),
    daily_rate: built.rates.daily,
    hourly_rate: built.rates.hourly,
    is_minimum_wage_earner: facts.minimum_wage_earner,
    payment_mode: who.payment_mode,
    bank_id: who.bank_id,
    bank_account_no: who.bank_account_no,
    gross_pay: money(c.gross_pay),
    taxable_compensation: money(c.taxable_compensation),
    non_taxable_compensation: money(built.non_taxable_compensation),
    sss_ee: money(c.contributions.sss_ee),
    sss_er: money(c.contributions.sss_er),
    sss_ec: money(c.contributions.sss_ec),
    philhealth_ee: money(c.contributions.philhealth_ee),
    philhealth_er: money(c.contributions.philhealth_er),
    pagibig_ee: money(c.contributions.pagibig_ee),
    pagibig_er: money(c.contributions.pagibig_er),
    withholding_tax: money(c.withholding_tax),
    loan_deductions: money(built.loan_deductions),
    other_deductions: money(built.other_deductions),
    deferred_deductions: money(built.deferred_deductions),
    total_deductions: money(built.total_deductions),
    net_pay: money(built.net_pay),
    contribution_compensation: money(built.contribution_compensation),
    basic_salary_earned: money(built.basic_salary_earned),
    thirteenth_month_basis: money(built.thirteenth_month_basis),
    other_benefits_added: money(built.other_benefits_added),
    de_minimis_used: JSON.stringify(c.year_to_date.de_minimis_used),
    table_versions: JSON.stringify(c.table_versions),
    status,
  };
}

/**
 * Writes built payslips and their lines (the regular run stages them; a final-pay release
 * writes its one payslip computed): the one writer of payslips and payslip lines.
 */
export async function writePayslips(
  trx: Database,
  target: PayslipTarget,
  computationId: number,
  built: readonly PayslipToWrite[],
  status: 'staged' | 'computed',
): Promise<void> {
  const inserted = await insertColumns(
    trx,
    'payslips',
    PAYSLIP_COLUMNS,
    built.map((b) => payslipRow(target, computationId, status, b)),
    { returning: ['id', 'employee_id'] },
  );
  const payslipOf = new Map(inserted.map((r) => [Number(r.employee_id), Number(r.id)]));
  // each line's explanation without its inputs, as the JSON text of its template
  const templateOf = new Map<Explanation, string>();
  const keys = new Set<string>();
  for (const b of built) {
    for (const line of b.payslip.lines) {
      const { inputs: _, ...template } = line.explanation;
      const key = JSON.stringify(template);
      templateOf.set(line.explanation, key);
      keys.add(key);
    }
  }
  const templateIds = await explanationTemplates(trx, [...keys]);
  const lines = built.flatMap((b) =>
    b.payslip.lines.map((line, index) => {
      const type = target.types.get(line.type_code);
      if (!type) throw new Error(`The transaction type ${line.type_code} is missing from the set-up.`);
      return {
        payslip_id: payslipOf.get(Number(b.who.id)),
        transaction_type_id: type.id,
        code: line.code,
        description: line.description.slice(0, 200),
        section: line.section,
        quantity: line.quantity,
        unit: line.unit,
        amount: money(line.amount),
        source_type: line.source_type,
        source_id: line.source_id,
        loan_id: line.loan_id,
        loan_balance_before: line.loan_balance_before === null ? null : money(line.loan_balance_before),
        loan_balance_after: line.loan_balance_after === null ? null : money(line.loan_balance_after),
        is_deferred: line.is_deferred,
        explanation: JSON.stringify({ inputs: line.explanation.inputs }),
        explanation_template_id: templateIds.get(templateOf.get(line.explanation)!)!,
        sort_order: index,
      };
    }),
  );
  // about 16 columns a line: chunks of lines keep each statement reasonable
  for (let i = 0; i < lines.length; i += 5000) await insertColumns(trx, 'payslip_lines', LINE_COLUMNS, lines.slice(i, i + 5000));
}

/** Computes one chunk's employees and stores their staged payslips; per-employee problems are recorded, not thrown. */
async function computeChunk(trx: Database, scope: PeriodScope, computationId: number, employeeIds: readonly number[]): Promise<number> {
  const tables = await loadStatutoryTables(trx);
  const facts = await chunkFacts(trx, scope, employeeIds);
  const snapshots = await trx
    .selectFrom('employees')
    .select(['id', 'business_unit_id', 'position_id', 'payment_mode', 'bank_id', 'bank_account_no'])
    .where('id', 'in', [...employeeIds])
    .execute();
  const built: PayslipToWrite[] = [];
  const errors: Array<{ computation_id: number; employee_id: number; message: string }> = [];
  for (const who of snapshots as Snapshot[]) {
    const employeeFacts = facts.get(Number(who.id))!;
    try {
      built.push({ who, facts: employeeFacts, payslip: buildPayslip(employeeFacts, scope.facts, tables, scope.types) });
    } catch (error) {
      errors.push({
        computation_id: computationId,
        employee_id: Number(who.id),
        message: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      });
    }
  }
  await writePayslips(
    trx,
    { periodId: scope.facts.id, payrollGroupId: scope.payroll_group_id, types: scope.types },
    computationId,
    built,
    'staged',
  );
  if (errors.length) await trx.insertInto('payroll_computation_errors').values(errors).execute();
  return errors.length;
}

/** Takes one pending chunk of any running computation (or of the given one) and computes it; false when none was free. */
export async function runOneChunk(db: Database, computationId?: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('payroll_computation_chunks as k')
      .innerJoin('payroll_computations as c', 'c.id', 'k.computation_id')
      .select(['k.id', 'k.computation_id', 'k.employee_ids', 'c.payroll_period_id'])
      .where('k.status', '=', 'pending')
      .where('c.status', '=', 'running')
      .orderBy('k.id')
      .limit(1)
      .forUpdate('k')
      .skipLocked();
    if (computationId !== undefined) query = query.where('k.computation_id', '=', computationId);
    const chunk = await query.executeTakeFirst();
    if (!chunk) return false;
    const employees = (typeof chunk.employee_ids === 'string' ? JSON.parse(chunk.employee_ids) : chunk.employee_ids) as number[];
    const scope = await loadPeriodScope(trx, Number(chunk.payroll_period_id));
    const errors = await computeChunk(trx, scope, Number(chunk.computation_id), employees);
    await trx.updateTable('payroll_computation_chunks').set({ status: 'done', done_at: new Date() }).where('id', '=', chunk.id).execute();
    await trx
      .updateTable('payroll_computations')
      .set((eb) => ({ progress_done: eb('progress_done', '+', employees.length), error_count: eb('error_count', '+', errors) }))
      .where('id', '=', chunk.computation_id)
      .execute();
    return true;
  });
}

/** When no chunk of the run is left, puts its payslips in place of the period's computed ones, in one transaction. */
export async function finishComputation(db: Database, computationId: number, actor: AuditActor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const run = await trx.selectFrom('payroll_computations').selectAll().where('id', '=', computationId).forUpdate().executeTakeFirst();
    if (!run || run.status !== 'running') return false;
    const left = await trx
      .selectFrom('payroll_computation_chunks')
      .select('id')
      .where('computation_id', '=', computationId)
      .where('status', '=', 'pending')
      .limit(1)
      .executeTakeFirst();
    if (left) return false;
    const periodId = Number(run.payroll_period_id);
    let replaced = trx.deleteFrom('payslips').where('payroll_period_id', '=', periodId).where('status', '=', 'computed');
    if (run.employee_ids !== null) {
      const ids = (typeof run.employee_ids === 'string' ? JSON.parse(run.employee_ids) : run.employee_ids) as number[];
      replaced = replaced.where('employee_id', 'in', ids.length ? ids : [0]);
    }
    await replaced.execute();
    await trx
      .updateTable('payslips')
      .set({ status: 'computed' })
      .where('computation_id', '=', computationId)
      .where('status', '=', 'staged')
      .execute();
    const { code, totals } = await periodComputed(trx, periodId, run.started_by === null ? null : Number(run.started_by));
    await trx
      .updateTable('payroll_computations')
      .set({
        status: 'done',
        finished_at: new Date(),
        message: `${run.progress_total - run.error_count} payslips computed, ${run.error_count} with errors`,
      })
      .where('id', '=', computationId)
      .execute();
    await audit(
      trx,
      { ...actor, userId: actor.userId ?? (run.started_by === null ? null : Number(run.started_by)) },
      {
        resource: 'payroll-periods',
        action: 'compute',
        recordId: periodId,
        summary: `Computed ${code}: ${totals.headcount} payslips, net ${totals.net}; ${run.error_count} employees with errors`,
      },
    );
    return true;
  });
}

/** The period's computed payslips added up on the period, which becomes computed (again): its prooflist is undone. */
export async function periodComputed(
  trx: Database,
  periodId: number,
  userId: number | null,
): Promise<{ code: string; totals: { headcount: string; gross: string; deductions: string; net: string } }> {
  const totals = await trx
    .selectFrom('payslips')
    .select((eb) => [
      eb.fn.countAll<string>().as('headcount'),
      eb.fn.coalesce(eb.fn.sum<string>('gross_pay'), sql<string>`0`).as('gross'),
      eb.fn.coalesce(eb.fn.sum<string>('total_deductions'), sql<string>`0`).as('deductions'),
      eb.fn.coalesce(eb.fn.sum<string>('net_pay'), sql<string>`0`).as('net'),
    ])
    .where('payroll_period_id', '=', periodId)
    .where('status', '=', 'computed')
    .executeTakeFirstOrThrow();
  const period = await trx
    .updateTable('payroll_periods')
    .set((eb) => ({
      status: 'computed',
      computed_at: new Date(),
      computed_by: userId,
      compute_count: eb('compute_count', '+', 1),
      needs_recompute: false,
      prooflisted_at: null,
      prooflisted_by: null,
      headcount: Number(totals.headcount),
      gross_total: String(totals.gross),
      deductions_total: String(totals.deductions),
      net_total: String(totals.net),
    }))
    .where('id', '=', periodId)
    .returning('code')
    .executeTakeFirstOrThrow();
  return { code: period.code, totals };
}

/** Marks a run failed after an error outside any one employee; its staged payslips are removed. */
async function failComputation(db: Database, computationId: number, error: unknown): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('payroll_computations')
      .set({ status: 'failed', finished_at: new Date(), message: (error instanceof Error ? error.message : String(error)).slice(0, 255) })
      .where('id', '=', computationId)
      .where('status', '=', 'running')
      .execute();
    await trx.deleteFrom('payslips').where('computation_id', '=', computationId).where('status', '=', 'staged').execute();
  });
}

/** Works on a run until no chunk is free, then finishes it if it is complete (another process may finish it instead). */
export async function drainComputation(db: Database, computationId: number, actor: AuditActor): Promise<void> {
  try {
    while (await runOneChunk(db, computationId)) {
      // next chunk
    }
    await finishComputation(db, computationId, actor);
  } catch (error) {
    await failComputation(db, computationId, error);
  }
}

/** Every running computation, for a process that joins the work or resumes it after a restart. */
export async function drainRunningComputations(db: Database, actor: AuditActor): Promise<number> {
  const running = await db.selectFrom('payroll_computations').select('id').where('status', '=', 'running').orderBy('id').execute();
  for (const run of running) await drainComputation(db, Number(run.id), actor);
  return running.length;
}
