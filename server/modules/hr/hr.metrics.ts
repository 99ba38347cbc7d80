import { sql } from 'kysely';
import { EXPIRING_WITHIN_DAYS } from '@core/resources/licences.resource';
import type { Database } from '../../db/database';
import type { MetricsBuilder, Widget } from '../dashboard/widgets';
import { companyIdOf } from '../../shared/company';

// The HR dashboard: the overview of the caller's company.

export async function hrMetrics(db: Database, companyId: number, today: string): Promise<Record<string, Widget>> {
  const month = today.slice(0, 7);
  const monthStart = `${month}-01`;
  const [byUnit, byStatus, moves, birthdays, licences, probation, cases, temperatures] = await Promise.all([
    sql<{ business_unit: string; count: number }>`
      select bu.name as business_unit, count(e.id)::int as count from business_units bu
      left join employees e on e.business_unit_id = bu.id and e.status <> 'separated'
      where bu.company_id = ${companyId} and bu.is_active group by bu.id, bu.name having count(e.id) > 0 order by count(e.id) desc, bu.name`.execute(
      db,
    ),
    sql<{ employment_status: string; count: number }>`
      select employment_status, count(*)::int as count from employees where company_id = ${companyId} and status <> 'separated'
      group by employment_status order by count(*) desc`.execute(db),
    sql<{ hires: number; separations: number; active: number }>`
      select count(*) filter (where hire_date >= ${monthStart}::date and hire_date <= ${today}::date)::int as hires,
             count(*) filter (where separation_date >= ${monthStart}::date and separation_date < (${monthStart}::date + interval '1 month'))::int as separations,
             count(*) filter (where status <> 'separated')::int as active
      from employees where company_id = ${companyId}`.execute(db),
    sql<{ employee_no: string; name: string; birthday: string }>`
      select employee_no, concat(last_name, ', ', first_name) as name, to_char(birth_date, 'Mon DD') as birthday from employees
      where company_id = ${companyId} and status <> 'separated' and to_char(birth_date, 'YYYY-MM') like ${`%-${month.slice(5)}`}
      order by extract(day from birth_date), last_name limit 50`.execute(db),
    sql<{ employee_no: string; name: string; licence: string; expiry_date: string }>`
      select e.employee_no, concat(e.last_name, ', ', e.first_name) as name, l.licence_type as licence, l.expiry_date
      from licences l join employees e on e.id = l.employee_id
      where e.company_id = ${companyId} and e.status <> 'separated' and l.expiry_date between ${today}::date and ${today}::date + ${EXPIRING_WITHIN_DAYS}::int
      order by l.expiry_date limit 50`.execute(db),
    sql<{ count: number }>`
      select count(*)::int as count from employees where company_id = ${companyId} and employment_status = 'probationary' and status = 'active'
        and (hire_date + interval '6 months')::date between ${today}::date and ${today}::date + 30`.execute(db),
    sql<{ incidents: number; disciplinary: number }>`
      select (select count(*)::int from incident_reports where company_id = ${companyId} and status in ('reported', 'under_investigation')) as incidents,
             (select count(*)::int from disciplinary_actions d join employees e on e.id = d.employee_id
                where e.company_id = ${companyId} and d.status not in ('closed', 'withdrawn', 'decided')) as disciplinary`.execute(db),
    sql<{ count: number }>`
      select count(*)::int as count from temperature_readings t join employees e on e.id = t.employee_id
      where e.company_id = ${companyId} and t.reading_date = ${today}::date
        and t.temperature_celsius >= coalesce((select value::numeric from preferences where company_id = ${companyId} and key = 'temperature_alert_celsius'), 37.5)`.execute(
      db,
    ),
  ]);
  const move = moves.rows[0];
  return {
    active_employees: { label: 'Active employees', value: move.active, link: '/hr/employees' },
    hires_this_month: { label: 'Hires this month', value: move.hires, link: '/hr/masterfile-report/hiredate' },
    separations_this_month: { label: 'Separations this month', value: move.separations, link: '/hr/masterfile-report/resigned' },
    probation_due: {
      label: 'Probationary employees reaching 6 months within 30 days',
      value: probation.rows[0].count,
      link: '/hr/employees',
    },
    open_incidents: { label: 'Open incident reports', value: cases.rows[0].incidents, link: '/hr/incident-report' },
    open_disciplinary_cases: {
      label: 'Open disciplinary cases',
      value: cases.rows[0].disciplinary,
      link: '/hr/employment-record/disciplinary-action',
    },
    elevated_temperatures_today: {
      label: 'Elevated temperature readings today',
      value: temperatures.rows[0].count,
      link: '/hr/daily-temperature',
    },
    headcount_by_business_unit: { label: 'Headcount by business unit', rows: byUnit.rows, link: '/hr/business-units' },
    headcount_by_employment_status: {
      label: 'Headcount by employment status',
      rows: byStatus.rows,
      link: '/hr/masterfile-report/classification',
    },
    birthdays_this_month: { label: 'Birthdays this month', rows: birthdays.rows, link: '/hr/masterfile-report/birthday' },
    expiring_licences: {
      label: `Licences expiring within ${EXPIRING_WITHIN_DAYS} days`,
      rows: licences.rows,
      link: '/hr/employment-record/licences',
    },
  };
}

export const hrDashboardMetrics: MetricsBuilder = async (context, request) =>
  hrMetrics(context.db, await companyIdOf(context.db, request), context.today);
