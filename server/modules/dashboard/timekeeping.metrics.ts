import { sql } from 'kysely';
import { companyIdOf } from '../../shared/company';
import { count, type MetricsBuilder } from './widgets';

/** Timekeeping overview over the caller's company's employee master: who is active and who is not ready for time capture. */
export const timekeepingMetrics: MetricsBuilder = async ({ db, today }, request) => {
  const current = db
    .selectFrom('employees as e')
    .where('e.status', '<>', 'separated')
    .where('e.company_id', '=', await companyIdOf(db, request));
  const monthStart = `${today.slice(0, 8)}01`;
  const [totals, byUnit] = await Promise.all([
    current
      .select([
        sql<number>`count(*)::int`.as('active'),
        sql<number>`count(*) filter (where e.time_recorder_id is null)::int`.as('without_recorder'),
        sql<number>`count(*) filter (where e.default_shift_schedule_id is null)::int`.as('without_shift'),
        sql<number>`count(*) filter (where e.status = 'for_separation')::int`.as('for_separation'),
        sql<number>`count(*) filter (where e.hire_date >= ${monthStart}::date)::int`.as('hired_this_month'),
      ])
      .executeTakeFirstOrThrow(),
    current
      .innerJoin('business_units as b', 'b.id', 'e.business_unit_id')
      .select(['b.name as business_unit', sql<number>`count(*)::int`.as('count')])
      .groupBy('b.name')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('b.name')
      .execute(),
  ]);
  return {
    active_employees: { label: 'Active employees', value: count(totals.active) },
    hired_this_month: { label: 'Hired this month', value: count(totals.hired_this_month) },
    for_separation: { label: 'For separation (final pay)', value: count(totals.for_separation), link: '/timekeeping/final-pay-processing' },
    without_time_recorder_id: {
      label: 'Without a time-recorder ID',
      value: count(totals.without_recorder),
      link: '/timekeeping/time-recorder',
    },
    without_default_shift: { label: 'Without a default shift', value: count(totals.without_shift), link: '/timekeeping/shift-schedule' },
    headcount_by_business_unit: {
      label: 'Active employees by business unit',
      rows: byUnit.map((row) => ({ business_unit: row.business_unit, count: count(row.count) })),
    },
  };
};
