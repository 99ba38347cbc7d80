import { centavosText, formatMoney, toCentavos } from '@core/money';
import {
  SHARE_OVERRIDE_FIELDS,
  serviceChargeDistributionsResource,
  serviceChargeSharesResource,
} from '@core/resources/service-charge-distributions.resource';
import { serviceChargeDistributionsWorkflow } from '@core/resources/service-charge-distributions.workflow';
import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { ConflictError } from '../../../http/errors';
import { decimalRatio } from './bonus-line';
import { roundedProduct } from '../engine/money';
import { toMilliDays } from '../../timekeeping/leave/entitlement';
import { shareAmounts } from './service-charge-line';
import { callerCompanyId } from '../company';
import { typeIdOf, type BatchKind } from './batch-kind';

// Service charge distributions (docs/domain.md §14.12; Labor Code art. 96): the establishment's
// collections of at most 16 days, the distributable part shared by the employees of the
// business unit employed during the collection, except managerial ones (their position's job
// level managerial or executive), equally or pro rata to the days worked in the collection
// period (daily time records). Paid as SERVICE_CHARGE, taxable.

export const SERVICE_CHARGE_TYPE = 'SERVICE_CHARGE';
/** The job levels of a position that the law leaves out of the distribution (managerial employees). */
export const MANAGERIAL_LEVELS = ['managerial', 'executive'];
const MAX_COLLECTION_DAYS = 16;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Rebuilds the shares; answers the distribution's distributable amount and covered count. */
export async function computeServiceCharges(trx: Database, id: number): Promise<{ distributable_amount: string; covered_count: number }> {
  const batch = await trx.selectFrom('service_charge_distributions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const covered = await trx
    .selectFrom('employees as e')
    .innerJoin('positions as p', 'p.id', 'e.position_id')
    .select(['e.id', 'e.employee_no', 'e.payroll_group_id'])
    .where('e.company_id', '=', batch.company_id)
    .where('e.business_unit_id', '=', batch.business_unit_id)
    .where('e.hire_date', '<=', batch.collection_to)
    .where((eb) => eb.or([eb('e.separation_date', 'is', null), eb('e.separation_date', '>=', batch.collection_from)]))
    .where('p.job_level', 'not in', MANAGERIAL_LEVELS)
    .orderBy('e.id')
    .execute();
  const unit = await trx.selectFrom('business_units').select('name').where('id', '=', batch.business_unit_id).executeTakeFirstOrThrow();
  if (covered.length === 0) {
    throw new ConflictError(
      `${unit.name} has no non-managerial employee employed from ${batch.collection_from} to ${batch.collection_to}.`,
    );
  }
  // the shares are paid in the target period, which pays only its own group's employees
  const elsewhere = covered.filter((e) => Number(e.payroll_group_id) !== Number(batch.payroll_group_id));
  if (elsewhere.length > 0) {
    const names = elsewhere
      .slice(0, 5)
      .map((e) => e.employee_no)
      .join(', ');
    throw new ConflictError(
      `${elsewhere.length} covered employee(s) of ${unit.name} (${names}${elsewhere.length > 5 ? ', …' : ''}) are paid in another payroll group than the target period's; every covered employee must share the distribution.`,
    );
  }
  const ids = covered.map((e) => Number(e.id));
  const worked = await trx
    .selectFrom('daily_time_records')
    .select([
      'employee_id',
      sql<string>`coalesce(sum(greatest(0, 1 - absent_days - paid_leave_days - unpaid_leave_days)) filter (where worked_minutes > 0), 0)`.as(
        'days',
      ),
    ])
    .where('employee_id', 'in', ids)
    .where('work_date', '>=', batch.collection_from)
    .where('work_date', '<=', batch.collection_to)
    .groupBy('employee_id')
    .execute();
  const daysOf = new Map(worked.map((w) => [Number(w.employee_id), toMilliDays(w.days)]));
  const distributable = roundedProduct(toCentavos(batch.total_collected), decimalRatio(String(batch.distributable_percent)));
  const weights = ids.map((e) => (batch.basis === 'days_worked' ? (daysOf.get(e) ?? 0) : 1));
  if (weights.every((w) => w === 0)) {
    throw new ConflictError(
      `No covered employee of ${unit.name} has days worked recorded from ${batch.collection_from} to ${batch.collection_to}: process their timesheets first, or share equally.`,
    );
  }
  const shares = shareAmounts(distributable, weights);

  await trx.deleteFrom('service_charge_shares').where('service_charge_distribution_id', '=', id).execute();
  await trx
    .insertInto('service_charge_shares')
    .values(
      ids.map((employeeId, i) => ({
        service_charge_distribution_id: id,
        employee_id: employeeId,
        days_worked: String((daysOf.get(employeeId) ?? 0) / 1000),
        computed_amount: centavosText(shares[i]),
        share_amount: centavosText(shares[i]),
      })),
    )
    .execute();
  return { distributable_amount: centavosText(distributable), covered_count: ids.length };
}

async function sharesTotal(trx: Database, distributionId: number): Promise<number> {
  const row = await trx
    .selectFrom('service_charge_shares')
    .select(sql<string>`coalesce(sum(share_amount), 0)`.as('total'))
    .where('service_charge_distribution_id', '=', distributionId)
    .executeTakeFirstOrThrow();
  return toCentavos(row.total);
}

export const serviceChargeKind: BatchKind<'service_charge_distributions', 'service_charge_shares'> = {
  definition: serviceChargeDistributionsResource,
  workflow: serviceChargeDistributionsWorkflow,
  table: 'service_charge_distributions',
  lines: 'service_charge_shares',
  batchColumn: 'service_charge_distribution_id',
  source: 'service_charge',
  amountColumn: 'share_amount',
  compute: computeServiceCharges,
  payment: async (trx, batch) => ({
    typeId: await typeIdOf(trx, SERVICE_CHARGE_TYPE),
    remarks: `Service charges ${String(batch.collection_from)} to ${String(batch.collection_to)} (distribution ${String(batch.id)})`,
  }),
  validate: async (values, context) => {
    const from = String(values.collection_from ?? '');
    const to = String(values.collection_to ?? '');
    if (from && to && to < from) context.problems.add('collection_to', 'The collection must end on or after the day it starts.');
    else if (from && to && daysBetween(from, to) + 1 > MAX_COLLECTION_DAYS) {
      context.problems.add(
        'collection_to',
        `A collection period covers at most ${MAX_COLLECTION_DAYS} days (service charges are distributed at least twice a month).`,
      );
    }
    const unit = await context.trx
      .selectFrom('business_units')
      .select('company_id')
      .where('id', '=', Number(values.business_unit_id))
      .executeTakeFirst();
    if (!unit || Number(unit.company_id) !== (await callerCompanyId(context.trx, context.request))) {
      context.problems.add('business_unit_id', 'The selected establishment is invalid.');
    }
  },
  approve: {
    // the shares, as reviewed, must pay out exactly what is distributable
    check: async (trx, batch, problems) => {
      const total = await sharesTotal(trx, batch.id);
      const distributable = toCentavos(batch.distributable_amount);
      if (total !== distributable) {
        problems.add(
          'share_amount',
          `The shares total ${formatMoney(centavosText(total))} but ${formatMoney(centavosText(distributable))} is distributable: change the shares until they add up.`,
        );
      }
    },
  },
  lineEdit: {
    definition: serviceChargeSharesResource,
    action: 'override',
    fields: SHARE_OVERRIDE_FIELDS,
    apply: async (trx, line, batch, values) => {
      await trx
        .updateTable('service_charge_shares')
        .set({ share_amount: String(values.share_amount), override_reason: String(values.override_reason) })
        .where('id', '=', line.id)
        .execute();
      const employee = await trx.selectFrom('employees').select('employee_no').where('id', '=', line.employee_id).executeTakeFirstOrThrow();
      const total = await sharesTotal(trx, batch.id);
      const distributable = toCentavos(batch.distributable_amount);
      const gap = distributable - total;
      const balance =
        gap === 0
          ? 'The shares add up to the distributable amount.'
          : `The shares now total ${formatMoney(centavosText(total))}; ${formatMoney(centavosText(Math.abs(gap)))} ${gap > 0 ? 'is still to be shared' : 'too much is shared'} before the distribution can be approved.`;
      return `The share of ${employee.employee_no} is now ${formatMoney(String(values.share_amount))} (${String(values.override_reason)}). ${balance}`;
    },
  },
};
