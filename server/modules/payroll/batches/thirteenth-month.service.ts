import { sql } from 'kysely';
import { centavosText } from '@core/money';
import { thirteenthMonthBatchesResource } from '@core/resources/thirteenth-month-batches.resource';
import { thirteenthMonthBatchesWorkflow } from '@core/resources/thirteenth-month-batches.workflow';
import type { Database } from '../../../db/database';
import { ConflictError } from '../../../http/errors';
import { selectVersion } from '../engine';
import { centavos } from '../processing/payslip-builder';
import { loadStatutoryTables } from '../tables/load-tables';
import { thirteenthMonthLine, type Instalment } from './thirteenth-month-line';
import { insertLines } from './batch-lines';
import { typeIdOf, type BatchKind } from './batch-kind';

// What a 13th-month batch reads to build its lines (docs/domain.md §14.7): the basic salary of
// posted payslips in the coverage, the 13th month already paid in the year, and the year's
// 13th-month-and-other-benefits pool, one query each for the whole company.

export interface BatchRow {
  readonly id: number;
  readonly company_id: number;
  readonly payroll_group_id: number | null;
  readonly year: number;
  readonly coverage_to: string;
  readonly include_projection: boolean;
  readonly instalment: string;
  readonly min_service_days: number;
  readonly target_payroll_period_id: number;
}

export const THIRTEENTH_MONTH_TYPE = 'THIRTEENTH_MONTH';

const DAY_MS = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string, b: string) => (a < b ? a : b);

function sumsBy<T extends { employee_id: unknown; total: string | null }>(rows: readonly T[]): Map<number, number> {
  return new Map(rows.map((r) => [Number(r.employee_id), centavos(r.total)]));
}

/** The employees the batch covers and their days of service in the year up to the coverage date. */
async function coveredEmployees(trx: Database, batch: BatchRow) {
  const yearStart = `${batch.year}-01-01`;
  let query = trx
    .selectFrom('employees')
    .select(['id', 'hire_date', 'separation_date', 'payroll_group_id'])
    .where('company_id', '=', batch.company_id)
    .where('hire_date', '<=', batch.coverage_to)
    .where((eb) => eb.or([eb('separation_date', 'is', null), eb('separation_date', '>=', yearStart)]))
    .orderBy('id');
  if (batch.payroll_group_id) query = query.where('payroll_group_id', '=', batch.payroll_group_id);
  const rows = await query.execute();
  return rows.filter((e) => {
    const end = e.separation_date ? minDate(e.separation_date, batch.coverage_to) : batch.coverage_to;
    return days(maxDate(e.hire_date, yearStart), end) >= batch.min_service_days;
  });
}

/** Rebuilds the batch's lines from posted payslips; returns the batch's count and total. */
export async function computeThirteenthMonth(trx: Database, batch: BatchRow): Promise<{ employee_count: number; total_amount: string }> {
  const yearStart = `${batch.year}-01-01`;
  const yearEnd = `${batch.year}-12-31`;
  if (batch.coverage_to < yearStart || batch.coverage_to > yearEnd) {
    throw new ConflictError(`The coverage date ${batch.coverage_to} is not in ${batch.year}.`);
  }
  const target = await trx
    .selectFrom('payroll_periods')
    .select(['pay_date'])
    .where('id', '=', batch.target_payroll_period_id)
    .executeTakeFirstOrThrow();
  const employees = await coveredEmployees(trx, batch);
  const ids = employees.length ? employees.map((e) => Number(e.id)) : [0];
  const postedOfCompany = () =>
    trx
      .selectFrom('payslips as s')
      .innerJoin('payroll_periods as pp', 'pp.id', 's.payroll_period_id')
      .innerJoin('payroll_groups as g', 'g.id', 'pp.payroll_group_id')
      .where('s.status', '=', 'posted')
      .where('g.company_id', '=', batch.company_id)
      .where('s.employee_id', 'in', ids);
  const [earned, latest, remaining, paidLines, pendingEntries, pools, tables] = await Promise.all([
    postedOfCompany()
      .select((eb) => ['s.employee_id', eb.fn.sum<string>('s.thirteenth_month_basis').as('total')])
      .where(sql<string>`coalesce(pp.cutoff_end, pp.pay_date)`, '>=', yearStart)
      .where(sql<string>`coalesce(pp.cutoff_end, pp.pay_date)`, '<=', batch.coverage_to)
      .groupBy('s.employee_id')
      .execute(),
    // the basic salary of each employee's latest regular payslip, projected over the periods left
    postedOfCompany()
      .distinctOn('s.employee_id')
      .select(['s.employee_id', 's.thirteenth_month_basis'])
      .where('pp.period_type', '=', 'regular')
      .where('pp.cutoff_end', '<=', batch.coverage_to)
      .orderBy('s.employee_id')
      .orderBy('pp.cutoff_end', 'desc')
      .execute(),
    trx
      .selectFrom('payroll_periods')
      .select((eb) => ['payroll_group_id', eb.fn.countAll<string>().as('n')])
      .where('period_type', '=', 'regular')
      .where('cutoff_end', '>', batch.coverage_to)
      .where('cutoff_end', '<=', yearEnd)
      .groupBy('payroll_group_id')
      .execute(),
    postedOfCompany()
      .innerJoin('payslip_lines as l', 'l.payslip_id', 's.id')
      .innerJoin('transaction_types as t', 't.id', 'l.transaction_type_id')
      .select((eb) => ['s.employee_id', eb.fn.sum<string>('l.amount').as('total')])
      .where('t.code', '=', THIRTEENTH_MONTH_TYPE)
      .where('l.is_deferred', '=', false)
      .where('pp.pay_date', '>=', yearStart)
      .where('pp.pay_date', '<=', yearEnd)
      .groupBy('s.employee_id')
      .execute(),
    // sent to a period of the year that has not posted yet (other batches, manual entries)
    trx
      .selectFrom('payroll_entries as pe')
      .innerJoin('payroll_periods as pp', 'pp.id', 'pe.payroll_period_id')
      .innerJoin('transaction_types as t', 't.id', 'pe.transaction_type_id')
      .select((eb) => ['pe.employee_id', eb.fn.sum<string>('pe.amount').as('total')])
      .where('t.code', '=', THIRTEENTH_MONTH_TYPE)
      .where('pe.status', '=', 'active')
      .where('pe.employee_id', 'in', ids)
      .where('pp.pay_date', '>=', yearStart)
      .where('pp.pay_date', '<=', yearEnd)
      .groupBy('pe.employee_id')
      .execute(),
    trx
      .selectFrom('ytd_balances')
      .select(['employee_id', 'other_benefits as total'])
      .where('company_id', '=', batch.company_id)
      .where('year', '=', batch.year)
      .where('employee_id', 'in', ids)
      .execute(),
    loadStatutoryTables(trx),
  ]);
  const ceiling = selectVersion(tables.other_benefits_exemption, target.pay_date, '13th month and other benefits exemption').annual_ceiling;
  const earnedOf = sumsBy(earned);
  const latestOf = new Map(latest.map((r) => [Number(r.employee_id), centavos(r.thirteenth_month_basis)]));
  const remainingOf = new Map(remaining.map((r) => [Number(r.payroll_group_id), Number(r.n)]));
  const paidOf = sumsBy(paidLines);
  const pendingOf = sumsBy(pendingEntries);
  const poolOf = sumsBy(pools);

  await trx.deleteFrom('thirteenth_month_lines').where('thirteenth_month_batch_id', '=', batch.id).execute();
  let total = 0;
  const lines = employees.map((e) => {
    const id = Number(e.id);
    const stays = e.separation_date === null || e.separation_date >= yearEnd;
    const projected =
      batch.include_projection && stays && e.payroll_group_id
        ? (latestOf.get(id) ?? 0) * (remainingOf.get(Number(e.payroll_group_id)) ?? 0)
        : 0;
    const inputs = {
      basic_earned: earnedOf.get(id) ?? 0,
      projected_basic: projected,
      previously_paid: (paidOf.get(id) ?? 0) + (pendingOf.get(id) ?? 0),
      other_benefits_used: poolOf.get(id) ?? 0,
      ceiling,
    };
    const figures = thirteenthMonthLine(inputs, batch.instalment as Instalment);
    total += figures.amount_payable;
    return {
      thirteenth_month_batch_id: batch.id,
      employee_id: id,
      basic_earned: centavosText(inputs.basic_earned),
      projected_basic: centavosText(inputs.projected_basic),
      amount_due: centavosText(figures.amount_due),
      previously_paid: centavosText(inputs.previously_paid),
      amount_payable: centavosText(figures.amount_payable),
      non_taxable_amount: centavosText(figures.non_taxable_amount),
      taxable_amount: centavosText(figures.taxable_amount),
    };
  });
  await insertLines(trx, 'thirteenth_month_lines', lines);
  return { employee_count: lines.filter((l) => l.amount_payable !== '0.00').length, total_amount: centavosText(total) };
}

export const thirteenthMonthKind: BatchKind<'thirteenth_month_batches', 'thirteenth_month_lines'> = {
  definition: thirteenthMonthBatchesResource,
  workflow: thirteenthMonthBatchesWorkflow,
  table: 'thirteenth_month_batches',
  lines: 'thirteenth_month_lines',
  batchColumn: 'thirteenth_month_batch_id',
  source: 'thirteenth_month',
  compute: async (trx, id) => {
    const row = await trx.selectFrom('thirteenth_month_batches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return computeThirteenthMonth(trx, {
      ...row,
      id,
      company_id: Number(row.company_id),
      payroll_group_id: row.payroll_group_id === null ? null : Number(row.payroll_group_id),
      target_payroll_period_id: Number(row.target_payroll_period_id),
    });
  },
  payment: async (trx, batch) => ({
    typeId: await typeIdOf(trx, THIRTEENTH_MONTH_TYPE),
    remarks: `13th month ${String(batch.year)} (batch ${String(batch.id)})`,
  }),
  validate: (values, context) => {
    if (values.coverage_to && String(values.coverage_to).slice(0, 4) !== String(values.year)) {
      context.problems.add('coverage_to', `The coverage must end in ${String(values.year)}.`);
    }
  },
};
