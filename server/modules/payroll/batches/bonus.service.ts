import { centavosText } from '@core/money';
import { bonusBatchesResource } from '@core/resources/bonus-batches.resource';
import { bonusBatchesWorkflow } from '@core/resources/bonus-batches.workflow';
import type { Database } from '../../../db/database';
import { centavos } from '../processing/payslip-builder';
import { bonusAmount, serviceMonthsInYear, type BonusMethod } from './bonus-line';
import { insertLines } from './batch-lines';
import type { BatchKind } from './batch-kind';

// What a bonus batch reads to build its lines (docs/domain.md §14.12): the target group's
// employees active on the basis date with enough service, and each one's monthly basic
// from the rate in force on that date.

const monthsBetween = (from: string, to: string) => {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
};

/** Rebuilds the batch's lines; returns the batch's count and total. */
export async function computeBonus(trx: Database, batchId: number): Promise<{ employee_count: number; total_amount: string }> {
  const batch = await trx.selectFrom('bonus_batches').selectAll().where('id', '=', batchId).executeTakeFirstOrThrow();
  const group = await trx
    .selectFrom('payroll_groups')
    .select(['days_per_year', 'hours_per_day'])
    .where('id', '=', Number(batch.payroll_group_id))
    .executeTakeFirstOrThrow();
  const employees = await trx
    .selectFrom('employees')
    .select(['id', 'hire_date'])
    .where('company_id', '=', batch.company_id)
    .where('payroll_group_id', '=', Number(batch.payroll_group_id))
    .where('hire_date', '<=', batch.basis_date)
    .where((eb) => eb.or([eb('separation_date', 'is', null), eb('separation_date', '>=', batch.basis_date)]))
    .orderBy('id')
    .execute();
  const eligible = employees.filter((e) => monthsBetween(e.hire_date, batch.basis_date) >= batch.min_service_months);
  const ids = eligible.length ? eligible.map((e) => Number(e.id)) : [0];
  const rates = await trx
    .selectFrom('employee_compensations')
    .distinctOn('employee_id')
    .select(['employee_id', 'rate_type', 'basic_rate'])
    .where('employee_id', 'in', ids)
    .where('effective_date', '<=', batch.basis_date)
    .orderBy('employee_id')
    .orderBy('effective_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const rateOf = new Map(rates.map((r) => [Number(r.employee_id), r]));
  const daysPerYear = Number(group.days_per_year);
  const year = Number(batch.basis_date.slice(0, 4));

  await trx.deleteFrom('bonus_lines').where('bonus_batch_id', '=', batchId).execute();
  let total = 0;
  const lines = eligible.map((e) => {
    const id = Number(e.id);
    const rate = rateOf.get(id);
    const basic = centavos(rate?.basic_rate);
    // a daily (or hourly × hours a day) rate's monthly equivalent: × days per year ÷ 12 (docs/statutory.md §8.1)
    const daily = rate?.rate_type === 'hourly' ? basic * Number(group.hours_per_day) : basic;
    const monthly = rate?.rate_type === 'monthly' ? basic : Math.round((daily * daysPerYear) / 12);
    const months = serviceMonthsInYear(e.hire_date, year);
    const amount = bonusAmount(
      batch.computation_method as BonusMethod,
      String(batch.factor),
      monthly,
      batch.prorate_by_service ? months : null,
    );
    total += amount;
    return {
      bonus_batch_id: batchId,
      employee_id: id,
      monthly_basic: centavosText(monthly),
      service_months: months,
      amount_payable: centavosText(amount),
    };
  });
  await insertLines(trx, 'bonus_lines', lines);
  return { employee_count: lines.filter((l) => l.amount_payable !== '0.00').length, total_amount: centavosText(total) };
}

export const bonusKind: BatchKind<'bonus_batches', 'bonus_lines'> = {
  definition: bonusBatchesResource,
  workflow: bonusBatchesWorkflow,
  table: 'bonus_batches',
  lines: 'bonus_lines',
  batchColumn: 'bonus_batch_id',
  source: 'bonus',
  compute: computeBonus,
  payment: async (_trx, batch) => ({
    typeId: Number(batch.transaction_type_id),
    remarks: `${String(batch.bonus_name)} (batch ${String(batch.id)})`,
  }),
  validate: async (values, context) => {
    const type = await context.trx
      .selectFrom('transaction_types as t')
      .innerJoin('transaction_classes as c', 'c.id', 't.transaction_class_id')
      .select(['t.name', 'c.nature'])
      .where('t.id', '=', Number(values.transaction_type_id))
      .executeTakeFirst();
    if (!type) context.problems.add('transaction_type_id', 'The selected transaction type is invalid.');
    else if (type.nature !== 'earning') context.problems.add('transaction_type_id', `${type.name} is not an earning.`);
  },
};
