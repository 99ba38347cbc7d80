import { sql } from 'kysely';
import type { Database } from '../db/database';
import { ConflictError } from '../http/errors';
import { computeServiceCharges, MANAGERIAL_LEVELS } from '../modules/payroll/batches/service-charges.service';

// The demo's computation batches of the still-open periods: a computed service charge
// distribution of the establishment with the most covered employees (all of one payroll
// group), and a draft year-end leave conversion of that group.

export async function seedBatches(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const unit = await trx
      .selectFrom('employees as e')
      .innerJoin('positions as p', 'p.id', 'e.position_id')
      .select(['e.business_unit_id', 'e.company_id', sql<number>`min(e.payroll_group_id)`.as('group_id')])
      .where('p.job_level', 'not in', MANAGERIAL_LEVELS)
      .where('e.payroll_group_id', 'is not', null)
      .groupBy(['e.business_unit_id', 'e.company_id'])
      .having(sql<boolean>`count(distinct e.payroll_group_id) = 1`)
      .orderBy(sql`count(*)`, 'desc')
      .executeTakeFirst();
    if (!unit) return;
    // the group's period whose timesheet is linked and still open (the one the demo leaves to compute)
    const period = await trx
      .selectFrom('payroll_periods as pp')
      .innerJoin('timesheets as t', 't.payroll_period_id', 'pp.id')
      .select(['pp.id', 'pp.cutoff_start', 'pp.cutoff_end', 'pp.payroll_group_id'])
      .where('pp.payroll_group_id', '=', Number(unit.group_id))
      .where('pp.status', '=', 'open')
      .orderBy('pp.pay_date', 'desc')
      .executeTakeFirst();
    if (!period?.cutoff_start || !period.cutoff_end) return;
    const lastDay = sql<string>`least(${period.cutoff_end}::date, ${period.cutoff_start}::date + 15)`;
    const distribution = await trx
      .insertInto('service_charge_distributions')
      .values({
        company_id: unit.company_id,
        payroll_group_id: period.payroll_group_id,
        business_unit_id: unit.business_unit_id,
        collection_from: period.cutoff_start,
        collection_to: lastDay,
        total_collected: '48250.00',
        target_payroll_period_id: period.id,
        remarks: 'Service charges of the cut-off',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const totals = await computeServiceCharges(trx, Number(distribution.id));
      await trx
        .updateTable('service_charge_distributions')
        .set({ ...totals, status: 'computed' })
        .where('id', '=', distribution.id)
        .execute();
    } catch (error) {
      // no covered employee in the demo's data: the distribution stays a draft
      if (!(error instanceof ConflictError)) throw error;
    }
    await trx
      .insertInto('leave_conversions')
      .values({
        company_id: unit.company_id,
        payroll_group_id: period.payroll_group_id,
        year: Number(period.cutoff_end.slice(0, 4)),
        as_of_date: period.cutoff_end,
        target_payroll_period_id: period.id,
        remarks: 'Year-end conversion of unused leave',
      })
      .execute();
  });
}
