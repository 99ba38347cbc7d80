import { sql } from 'kysely';
import type { ResourceDefinition } from '@core/resources/define';
import {
  birthdayReport,
  classificationReport,
  compensationReport,
  contactsReport,
  employeeMasterlistReport,
  employmentRecordSummary,
  hireDateReport,
  resignedReport,
} from '@core/resources/masterfile-reports.resource';
import type { Report } from '../../http/report-routes';
import { SICK_LEAVE_REPORTS } from './sick-leave.report';

// The SQL of HR's read-only reports over employees: one source per report
// definition, each over the caller's company.

type Source = Report['source'];

const EMPLOYEE_COLUMNS = sql`e.id, e.employee_no, concat(e.last_name, ', ', e.first_name) as employee_name, e.business_unit_id,
  bu.name as business_unit_name, p.title as position_title, e.status`;
const EMPLOYEE_JOINS = sql`from employees e join business_units bu on bu.id = e.business_unit_id join positions p on p.id = e.position_id`;
const CURRENT_PAY = (today: string) => sql`left join lateral (
    select rate_type, basic_rate, daily_rate, hourly_rate, is_minimum_wage_earner, effective_date from employee_compensations
    where employee_id = e.id and effective_date <= ${today}::date order by effective_date desc limit 1
  ) c on true`;
const RECORD_TABLES = [
  'educational_attainments',
  'employment_histories',
  'employee_movements',
  'examinations',
  'licences',
  'trainings',
  'disciplinary_actions',
  'awards',
];

const EMPLOYEE_REPORTS: [ResourceDefinition, Source][] = [
  [
    employeeMasterlistReport,
    (companyId) => sql`select ${EMPLOYEE_COLUMNS}, p.job_level, e.employment_status, e.hire_date, e.regularization_date,
      e.payroll_group_id, e.tin, e.sss_no, e.philhealth_no, e.pagibig_no ${EMPLOYEE_JOINS} where e.company_id = ${companyId}`,
  ],
  [
    hireDateReport,
    (companyId, today) => sql`select ${EMPLOYEE_COLUMNS}, e.hire_date, e.regularization_date,
      extract(year from age(${today}::timestamp, e.hire_date::timestamp))::int as years_of_service,
      extract(month from age(${today}::timestamp, e.hire_date::timestamp))::int as months_of_service,
      (e.hire_date + (extract(year from age(${today}::timestamp, e.hire_date::timestamp))::int + 1) * interval '1 year')::date as next_anniversary,
      extract(month from e.hire_date)::int::text as anniversary_month
      ${EMPLOYEE_JOINS} where e.company_id = ${companyId}`,
  ],
  [
    birthdayReport,
    (companyId, today) => sql`select ${EMPLOYEE_COLUMNS}, e.birth_date, to_char(e.birth_date, 'FMMonth FMDD') as birthday,
      extract(year from age(${today}::timestamp, e.birth_date::timestamp))::int as age,
      extract(month from e.birth_date)::int::text as birth_month, extract(day from e.birth_date)::int as birth_day
      ${EMPLOYEE_JOINS} where e.company_id = ${companyId}`,
  ],
  [
    contactsReport,
    (companyId) => sql`select ${EMPLOYEE_COLUMNS}, e.mobile_no, e.landline, e.email, e.present_address,
      e.emergency_contact_name, e.emergency_contact_relationship, e.emergency_contact_phone
      ${EMPLOYEE_JOINS} where e.company_id = ${companyId}`,
  ],
  [
    classificationReport,
    (companyId, today) => sql`select ${EMPLOYEE_COLUMNS}, e.employment_status, p.job_level, e.payroll_group_id,
      coalesce(c.is_minimum_wage_earner, false) as is_minimum_wage_earner
      ${EMPLOYEE_JOINS} ${CURRENT_PAY(today)} where e.company_id = ${companyId}`,
  ],
  [
    compensationReport,
    (companyId, today) => sql`select ${EMPLOYEE_COLUMNS}, p.job_level, e.payroll_group_id, c.rate_type, c.basic_rate,
      round(c.daily_rate, 2) as daily_rate, round(c.hourly_rate, 2) as hourly_rate,
      case c.rate_type when 'monthly' then c.basic_rate else round(c.daily_rate * 313 / 12, 2) end as monthly_equivalent,
      coalesce(c.is_minimum_wage_earner, false) as is_minimum_wage_earner, c.effective_date
      ${EMPLOYEE_JOINS} ${CURRENT_PAY(today)} where e.company_id = ${companyId}`,
  ],
  [
    resignedReport,
    (companyId, today) => sql`select ${EMPLOYEE_COLUMNS}, e.hire_date, e.separation_date,
      concat(extract(year from age(e.separation_date::timestamp, e.hire_date::timestamp))::int, ' y ', extract(month from age(e.separation_date::timestamp, e.hire_date::timestamp))::int, ' m') as length_of_service,
      e.separation_type, e.separation_reason
      ${EMPLOYEE_JOINS} where e.company_id = ${companyId} and e.status in ('separated', 'for_separation') and ${today}::date is not null`,
  ],
  [
    employmentRecordSummary,
    (companyId) => sql`select ${EMPLOYEE_COLUMNS},
      ${sql.join(RECORD_TABLES.map((t) => sql`(select count(*)::int from ${sql.table(t)} x where x.employee_id = e.id) as ${sql.ref(t)}`))},
      (case when exists (select 1 from educational_attainments x where x.employee_id = e.id) then 0 else 1 end
        + case when exists (select 1 from examinations x where x.employee_id = e.id and x.exam_type = 'pre_employment') then 0 else 1 end) as missing_records
      ${EMPLOYEE_JOINS} where e.company_id = ${companyId}`,
  ],
];

/** HR's reports: the employee reports and sick-leave monitoring. */
export const HR_REPORTS: Report[] = [...EMPLOYEE_REPORTS.map(([definition, source]) => ({ definition, source })), ...SICK_LEAVE_REPORTS];
