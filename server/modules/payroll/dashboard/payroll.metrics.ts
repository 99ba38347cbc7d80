import { sql } from 'kysely';
import type { MetricsBuilder, Widget } from '../../dashboard/widgets';
import { findVersion, type TableVersion } from '../engine/versions';
import { loadStatutoryTables } from '../tables/load-tables';
import { companyIdOf } from '../../../shared/company';

/**
 * The payroll dashboard (docs/domain.md §15.7): the payroll calendar per group with its next
 * pay date, periods of the year by status, employees without a group, and the
 * government table versions in force today. Every figure is the caller's company's.
 */
export const payrollMetrics: MetricsBuilder = async ({ db, today }, request) => {
  const companyId = await companyIdOf(db, request);
  const [groups, statuses, unassigned, tables] = await Promise.all([
    db
      .selectFrom('payroll_groups as g')
      .select(['g.code', 'g.name', 'g.pay_frequency'])
      .select(
        sql<number>`(select count(*)::int from employees e where e.payroll_group_id = g.id and e.status <> 'separated')`.as('headcount'),
      )
      .select(
        sql<number>`(select count(*)::int from payroll_periods p where p.payroll_group_id = g.id and p.status = 'open')`.as('open_periods'),
      )
      .select(
        sql<
          string | null
        >`(select p.code from payroll_periods p where p.payroll_group_id = g.id and p.status <> 'closed' and p.pay_date >= ${today} order by p.pay_date limit 1)`.as(
          'next_period',
        ),
      )
      .select(
        sql<
          string | null
        >`(select min(p.pay_date) from payroll_periods p where p.payroll_group_id = g.id and p.status <> 'closed' and p.pay_date >= ${today})`.as(
          'next_pay_date',
        ),
      )
      .where('g.is_active', '=', true)
      .where('g.company_id', '=', companyId)
      .orderBy('g.code')
      .execute(),
    db
      .selectFrom('payroll_periods as p')
      .innerJoin('payroll_groups as g', 'g.id', 'p.payroll_group_id')
      .select(['p.status', sql<number>`count(*)::int`.as('count')])
      .where('p.year', '=', Number(today.slice(0, 4)))
      .where('g.company_id', '=', companyId)
      .groupBy('p.status')
      .orderBy('p.status')
      .execute(),
    db
      .selectFrom('employees')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('status', '<>', 'separated')
      .where('payroll_group_id', 'is', null)
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow(),
    loadStatutoryTables(db),
  ]);
  const inForce = (table: string, versions: readonly TableVersion[], link: string) => {
    const version = findVersion(versions, today);
    return {
      table,
      version: version?.id ?? 'none in force',
      name: version?.name ?? '',
      effective_from: version?.effective_from ?? null,
      link,
    };
  };
  const widgets: Record<string, Widget> = {
    payroll_groups: { label: 'Payroll groups and next pay dates', rows: groups, link: '/payroll/payroll-groups' },
    periods_by_status: { label: `Payroll periods of ${today.slice(0, 4)} by status`, rows: statuses, link: '/payroll/payroll-periods' },
    employees_without_group: { label: 'Employees without a payroll group', value: unassigned.count, link: '/payroll/payroll-groups' },
    tables_in_force: {
      label: 'Government tables in force today',
      rows: [
        inForce('SSS', tables.sss, '/payroll/sss/table'),
        inForce('PhilHealth', tables.philhealth, '/payroll/phil-health/table'),
        inForce('Pag-IBIG', tables.pagibig, '/payroll/pag-ibig/table'),
        inForce('BIR withholding', tables.withholding, '/payroll/bir/periodic-tax-table'),
        inForce('BIR annual', tables.annual_tax, '/payroll/bir/annual-tax-table'),
      ],
    },
  };
  return widgets;
};
