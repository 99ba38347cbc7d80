import { sql } from 'kysely';
import { isValidDate } from '@core/resources/define';
import {
  DEFAULT_CERTIFICATE_AFTER_DAYS,
  SICK_LEAVE_STATUSES,
  SICK_LEAVE_WINDOW_FILTERS,
  SSS_NOTIFICATION_DAYS,
  sickLeaveApplicationsReport,
  sickLeaveMonitoringReport,
} from '@core/resources/sick-leave-monitoring.resource';
import { BadRequestError } from '../../http/errors';
import type { Report } from '../../http/report-routes';

// The SQL of sick-leave monitoring: the company's sick-leave filings (leave
// type SL) in the window, each with its medical certificate and patterns, then
// either listed (drill-down) or summed per employee. Rest days are the
// employee's own rest_days; holidays join the adjacency test when the
// timekeeping holidays table exists.

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Window {
  from: string;
  to: string;
  statuses: string[];
}

/** The filings a request looks at: starting inside the date range (default: the 365 days up to today), approved or pending. */
export function sickLeaveWindow(filter: Record<string, unknown>, today: string): Window {
  const date = (key: string) => {
    const value = filter[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !isValidDate(value)) throw new BadRequestError(`The ${key} filter must be a date (YYYY-MM-DD).`);
    return value;
  };
  const to = date('date_from_lte');
  const from = date('date_from_gte') ?? addDays(to ?? today, -364);
  const allowed = SICK_LEAVE_STATUSES.map((s) => s.id);
  const statuses = filter.status === undefined ? allowed : (Array.isArray(filter.status) ? filter.status : [filter.status]).map(String);
  if (statuses.some((status) => !allowed.includes(status)))
    throw new BadRequestError(`The status filter must be one of ${allowed.join(', ')}.`);
  return { from, to: to ?? '9999-12-31', statuses };
}

function sickLeaves(companyId: number, today: string, filter: Record<string, unknown>) {
  const { from, to, statuses } = sickLeaveWindow(filter, today);
  const preference = sql`(select case when value ~ '^\\d+(\\.\\d+)?$' then value::numeric end from preferences
    where company_id = ${companyId} and key = 'medical_certificate_after_days')`;
  return sql`select a.id, a.reference_no, a.employee_id, a.business_unit_id, a.date_from, a.date_to, a.status, a.reason, la.days, la.with_pay,
      exists (select 1 from attachments m where m.attachable_type = 'leave_applications' and m.attachable_id = a.id
        and m.document_type = 'medical_certificate') as has_medical_certificate,
      la.days > coalesce(lt.attachment_required_after_days, ${preference}, ${DEFAULT_CERTIFICATE_AFTER_DAYS}) as certificate_required,
      (extract(isodow from a.date_from) = 1 or extract(isodow from a.date_to) = 5) as monday_friday,
      (e.rest_days @> to_jsonb(extract(dow from a.date_from - 1)::int) or e.rest_days @> to_jsonb(extract(dow from a.date_to + 1)::int)) as next_to_rest_day,
      la.days >= ${SSS_NOTIFICATION_DAYS} as sss_notification
    from applications a
    join leave_applications la on la.application_id = a.id
    join leave_types lt on lt.id = la.leave_type_id
    join employees e on e.id = a.employee_id
    where lt.company_id = ${companyId} and lt.code = 'SL' and a.application_type = 'leave'
      and a.status in (${sql.join(statuses)}) and a.date_from between ${from}::date and ${to}::date`;
}

const EMPLOYEE = sql`e.employee_no, concat(e.last_name, ', ', e.first_name) as employee_name`;

const perEmployee: Report['source'] = (companyId, today, filter) => sql`select e.id, e.id as employee_id, ${EMPLOYEE},
    e.business_unit_id, bu.name as business_unit_name,
    count(*)::int as occurrences,
    sum(s.days) as days_taken,
    coalesce(sum(s.days) filter (where s.has_medical_certificate), 0) as certified_days,
    coalesce(sum(s.days) filter (where not s.has_medical_certificate), 0) as uncertified_days,
    count(*) filter (where s.certificate_required and not s.has_medical_certificate)::int as missing_certificates,
    count(*) filter (where s.monday_friday)::int as monday_friday,
    count(*) filter (where s.next_to_rest_day)::int as next_to_rest_day,
    count(*) filter (where s.sss_notification)::int as sss_notifications,
    coalesce(sum(s.days) filter (where s.status = 'pending'), 0) as pending_days,
    max(s.date_from) as last_sick_leave,
    bool_or(s.certificate_required and not s.has_medical_certificate) as flagged
  from (${sickLeaves(companyId, today, filter)}) s
  join employees e on e.id = s.employee_id
  join business_units bu on bu.id = e.business_unit_id
  group by e.id, bu.name`;

const perFiling: Report['source'] = (companyId, today, filter) => sql`select s.id, s.reference_no, s.employee_id, ${EMPLOYEE},
    s.business_unit_id, bu.name as business_unit_name, s.date_from, s.date_to, s.days, s.status, s.with_pay, s.has_medical_certificate,
    (s.certificate_required and not s.has_medical_certificate) as certificate_missing, s.monday_friday, s.next_to_rest_day, s.sss_notification, s.reason
  from (${sickLeaves(companyId, today, filter)}) s
  join employees e on e.id = s.employee_id
  left join business_units bu on bu.id = s.business_unit_id`;

export const SICK_LEAVE_REPORTS: Report[] = [
  {
    definition: sickLeaveMonitoringReport,
    source: perEmployee,
    customFilters: SICK_LEAVE_WINDOW_FILTERS,
    summed: ['occurrences', 'days_taken', 'certified_days', 'uncertified_days'],
  },
  { definition: sickLeaveApplicationsReport, source: perFiling, customFilters: SICK_LEAVE_WINDOW_FILTERS, summed: ['days'] },
];
