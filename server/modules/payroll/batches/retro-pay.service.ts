import { centavosText, scaledInteger } from '@core/money';
import { retroPayBatchesResource } from '@core/resources/retro-pay-batches.resource';
import { retroPayBatchesWorkflow } from '@core/resources/retro-pay-batches.workflow';
import type { Database } from '../../../db/database';
import { centavos } from '../processing/payslip-builder';
import { typeIdOf, type BatchKind, type CrudValidate, type BatchOf, type Payable } from './batch-kind';
import { retroDifference } from './retro-line';
import { insertLines } from './batch-lines';

// Retro pay (docs/domain.md §14.8): every posted regular period of the target's group whose cut-off
// overlaps the retro range is revalued, for each employee in scope, at the rate in force at
// the period's cut-off end as the employee's compensation now says, against the rate the
// posted payslip was paid at; one RETRO_PAY entry per employee in the target period.
// A batch covers a list of employees (employee_ids) or, when none are listed, every employee
// with a rate change flagged for retro pay in the range. An employee who cannot be revalued
// (no posted pay in the range, no rate in force) is listed in the batch's errors; the others
// are computed all the same.

export const RETRO_PAY_TYPE = 'RETRO_PAY';
const POSTED = ['posted', 'closed'];
const DAY_MS = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

const COMPONENT_OF_CLASS: Readonly<Record<string, string>> = {
  BASIC: 'basic',
  TIME_DEDUCTIONS: 'time_deductions',
  PREMIUMS: 'premiums',
  HOLIDAY_PAY: 'holiday_pay',
};

/** The cut-off end of the group's last posted regular period. */
async function lastPostedCutoff(trx: Database, groupId: number): Promise<string | null> {
  const row = await trx
    .selectFrom('payroll_periods')
    .select((eb) => eb.fn.max('cutoff_end').as('end'))
    .where('payroll_group_id', '=', groupId)
    .where('period_type', '=', 'regular')
    .where('status', 'in', POSTED)
    .executeTakeFirst();
  return (row?.end as string | null | undefined) ?? null;
}

const validateBatch: CrudValidate = async (values, context) => {
  const { trx, problems } = context;
  if (values.retro_reason === 'wage_order' && !String(values.wage_order_no ?? '').trim()) {
    problems.add('wage_order_no', 'Enter the wage order number.');
  }
  const from = String(values.effective_from ?? '');
  const to = String(values.effective_to ?? '');
  if (from && to && from > to) problems.add('effective_to', 'The range must end on or after its first day.');
  const period = await trx
    .selectFrom('payroll_periods')
    .select(['payroll_group_id'])
    .where('id', '=', Number(values.target_payroll_period_id))
    .executeTakeFirst();
  if (!period) return;
  const end = await lastPostedCutoff(trx, period.payroll_group_id);
  if (!end) problems.add('effective_from', 'The payroll group has no posted regular period to revalue.');
  else if (to && to > end) {
    problems.add('effective_to', `Retro pay covers posted periods only: end the range on or before ${end}, the last posted cut-off.`);
  }
  const listed = employeeList(values.employee_ids);
  if (listed?.length) {
    const known = await trx
      .selectFrom('employees as e')
      .innerJoin('payroll_groups as g', 'g.company_id', 'e.company_id')
      .select('e.id')
      .where('e.id', 'in', listed)
      .where('g.id', '=', period.payroll_group_id)
      .execute();
    const found = new Set(known.map((k) => Number(k.id)));
    const unknown = listed.filter((id) => !found.has(id));
    if (unknown.length) problems.add('employee_ids', `These employees are not the company's: ${unknown.slice(0, 10).join(', ')}.`);
  }
};

/** The batch's list of employees (a JSON array as stored or as normalised), or null for everyone flagged. */
export function employeeList(raw: unknown): number[] | null {
  const value = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  return Array.isArray(value) && value.length > 0 ? value.map(Number) : null;
}

/** One employee the batch could not revalue, and why. */
export interface RetroProblem {
  employee_id: number;
  message: string;
}

/** The rate-change movements flagged for retro pay in the batch's range, of its listed employees when it lists them. */
function flaggedMovements(trx: Database, batch: { employee_ids: unknown; effective_from: string; effective_to: string }) {
  let query = trx
    .selectFrom('employee_movements')
    .select(['id', 'employee_id'])
    .where('retro_required', '=', true)
    .where('effective_date', '>=', batch.effective_from)
    .where('effective_date', '<=', batch.effective_to);
  const listed = employeeList(batch.employee_ids);
  if (listed) query = query.where('employee_id', 'in', listed);
  return query;
}

export async function computeRetro(
  trx: Database,
  batchId: number,
): Promise<{ employee_count: number; total_amount: string; errors: string }> {
  const batch = await trx.selectFrom('retro_pay_batches').selectAll().where('id', '=', batchId).executeTakeFirstOrThrow();
  const listed = employeeList(batch.employee_ids);
  const ids = listed ?? [...new Set((await flaggedMovements(trx, batch).execute()).map((m) => Number(m.employee_id)))];
  const lines = await trx
    .selectFrom('payslip_lines as l')
    .innerJoin('payslips as s', 's.id', 'l.payslip_id')
    .innerJoin('payroll_periods as p', 'p.id', 's.payroll_period_id')
    .innerJoin('employees as e', 'e.id', 's.employee_id')
    .innerJoin('transaction_types as t', 't.id', 'l.transaction_type_id')
    .innerJoin('transaction_classes as c', 'c.id', 't.transaction_class_id')
    .select([
      's.employee_id',
      's.payroll_period_id',
      's.rate_type',
      's.basic_rate',
      's.daily_rate',
      'p.cutoff_start',
      'p.cutoff_end',
      'l.code',
      'c.code as class_code',
      'l.quantity',
      'l.amount',
    ])
    .where('s.status', '=', 'posted')
    .where('p.status', 'in', POSTED)
    .where('p.period_type', '=', 'regular')
    .where('p.payroll_group_id', '=', Number(batch.payroll_group_id))
    .where('e.company_id', '=', Number(batch.company_id))
    .where('p.cutoff_start', '<=', batch.effective_to)
    .where('p.cutoff_end', '>=', batch.effective_from)
    .where('s.employee_id', 'in', ids.length ? ids : [0])
    .where('l.is_deferred', '=', false)
    .where('c.code', 'in', Object.keys(COMPONENT_OF_CLASS))
    .orderBy('s.employee_id')
    .orderBy('p.cutoff_start')
    .orderBy('l.sort_order')
    .execute();
  const rates = await trx
    .selectFrom('employee_compensations')
    .select(['employee_id', 'effective_date', 'rate_type', 'basic_rate', 'daily_rate'])
    .where('employee_id', 'in', ids.length ? ids : [0])
    .orderBy('employee_id')
    .orderBy('effective_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  /** the compensation in force at a date, as the employee's record says now */
  const rateAt = (employeeId: number, date: string) => rates.find((r) => Number(r.employee_id) === employeeId && r.effective_date <= date);

  // one line per employee, period and component: the quantities and amounts paid, summed
  const grouped = new Map<string, { row: (typeof lines)[number]; component: string; quantity: number; amount: number }>();
  for (const l of lines) {
    const component = l.code === 'PAID_LEAVE' ? 'paid_leave' : COMPONENT_OF_CLASS[l.class_code];
    const key = `${l.employee_id}:${l.payroll_period_id}:${component}`;
    const g = grouped.get(key) ?? { row: l, component, quantity: 0, amount: 0 };
    g.quantity += l.quantity === null ? 0 : scaledInteger(String(l.quantity), 3);
    g.amount += centavos(l.amount);
    grouped.set(key, g);
  }
  const out = [];
  const perEmployee = new Map<number, number>();
  const problems = new Map<number, string>();
  const paid = new Set(lines.map((l) => Number(l.employee_id)));
  for (const id of ids) {
    if (!paid.has(id)) problems.set(id, `No posted pay between ${batch.effective_from} and ${batch.effective_to} to revalue.`);
  }
  for (const { row, component, quantity, amount } of grouped.values()) {
    const employeeId = Number(row.employee_id);
    if (problems.has(employeeId)) continue;
    const cutoffStart = row.cutoff_start!;
    const cutoffEnd = row.cutoff_end!;
    const now = rateAt(employeeId, cutoffEnd);
    if (!now) {
      problems.set(employeeId, `No pay rate in force on ${cutoffEnd}: the employee's compensation history starts later.`);
      continue;
    }
    // the same rate type compares basic rates exactly; a change of rate type compares daily rates
    const sameType = now.rate_type === row.rate_type;
    const oldRate = sameType ? String(row.basic_rate) : String(row.daily_rate);
    const newRate = sameType ? String(now.basic_rate) : String(now.daily_rate);
    const difference = retroDifference({
      old_amount: amount,
      old_rate: scaledInteger(oldRate, 6),
      new_rate: scaledInteger(newRate, 6),
      days_in_range: days(later(cutoffStart, batch.effective_from), earlier(cutoffEnd, batch.effective_to)),
      days_in_cutoff: days(cutoffStart, cutoffEnd),
    });
    if (difference === 0) continue;
    perEmployee.set(employeeId, (perEmployee.get(employeeId) ?? 0) + difference);
    out.push({
      retro_pay_batch_id: batchId,
      employee_id: employeeId,
      payroll_period_id: Number(row.payroll_period_id),
      component,
      quantity: quantity === 0 ? null : (quantity / 1000).toFixed(3),
      old_rate: oldRate,
      new_rate: newRate,
      old_amount: centavosText(amount),
      new_amount: centavosText(amount + difference),
      difference: centavosText(difference),
    });
  }
  // an employee with a problem is paid nothing from this batch: none of their lines is kept
  const kept = out.filter((line) => !problems.has(line.employee_id));
  for (const id of problems.keys()) perEmployee.delete(id);
  for (const id of ids) {
    if (!problems.has(id) && paid.has(id) && !perEmployee.has(id) && listed) {
      problems.set(id, 'The rate in force did not change over the posted pay in the range: nothing to pay.');
    }
  }
  await trx.deleteFrom('retro_pay_lines').where('retro_pay_batch_id', '=', batchId).execute();
  await insertLines(trx, 'retro_pay_lines', kept);
  const total = [...perEmployee.values()].reduce((s, v) => s + v, 0);
  const errors: RetroProblem[] = [...problems].map(([employee_id, message]) => ({ employee_id, message }));
  errors.sort((a, b) => a.employee_id - b.employee_id);
  return {
    employee_count: [...perEmployee.values()].filter((v) => v !== 0).length,
    total_amount: centavosText(total),
    errors: JSON.stringify(errors),
  };
}

/** One RETRO_PAY entry per employee: the sum of the employee's differences. */
async function retroPayables(trx: Database, batchId: number): Promise<Payable[]> {
  const rows = await trx
    .selectFrom('retro_pay_lines')
    .select(['id', 'employee_id', 'difference'])
    .where('retro_pay_batch_id', '=', batchId)
    .orderBy('employee_id')
    .orderBy('id')
    .execute();
  const by = new Map<number, { amount: number; line_ids: number[] }>();
  for (const r of rows) {
    const e = by.get(Number(r.employee_id)) ?? { amount: 0, line_ids: [] };
    e.amount += centavos(r.difference);
    e.line_ids.push(Number(r.id));
    by.set(Number(r.employee_id), e);
  }
  return [...by.entries()]
    .filter(([, e]) => e.amount !== 0)
    .map(([employee_id, e]) => ({ employee_id, amount: centavosText(e.amount), line_ids: e.line_ids }));
}

/** Approval clears the retro flag of the movements it paid; taking it back restores exactly those. */
async function retroSent(trx: Database, batch: BatchOf<'retro_pay_batches'>, approved: boolean): Promise<void> {
  const id = batch.id;
  if (approved) {
    const paid = trx.selectFrom('retro_pay_lines').select('employee_id').where('retro_pay_batch_id', '=', id);
    const movements = await flaggedMovements(trx, {
      employee_ids: batch.employee_ids,
      effective_from: batch.effective_from,
      effective_to: batch.effective_to,
    })
      .where('employee_id', 'in', paid)
      .execute();
    const cleared = movements.map((m) => Number(m.id));
    if (cleared.length) await trx.updateTable('employee_movements').set({ retro_required: false }).where('id', 'in', cleared).execute();
    await trx
      .updateTable('retro_pay_batches')
      .set({ cleared_movement_ids: JSON.stringify(cleared) })
      .where('id', '=', id)
      .execute();
  } else {
    const raw = batch.cleared_movement_ids;
    const cleared = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? [])) as number[];
    if (cleared.length) await trx.updateTable('employee_movements').set({ retro_required: true }).where('id', 'in', cleared).execute();
    await trx.updateTable('retro_pay_batches').set({ cleared_movement_ids: null }).where('id', '=', id).execute();
  }
}

export const retroPayKind: BatchKind<'retro_pay_batches', 'retro_pay_lines'> = {
  definition: retroPayBatchesResource,
  workflow: retroPayBatchesWorkflow,
  table: 'retro_pay_batches',
  lines: 'retro_pay_lines',
  batchColumn: 'retro_pay_batch_id',
  source: 'retro',
  compute: computeRetro,
  payment: async (trx, batch) => ({
    typeId: await typeIdOf(trx, RETRO_PAY_TYPE),
    remarks: `${String(batch.description)} (retro batch ${String(batch.id)})`.slice(0, 255),
  }),
  validate: validateBatch,
  payables: retroPayables,
  sent: retroSent,
};
