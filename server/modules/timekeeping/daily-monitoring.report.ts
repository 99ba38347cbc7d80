import { sql, type RawBuilder } from 'kysely';
import { isValidDate } from '@core/resources/define';
import { DAILY_MONITORING_FILTERS, dailyAttendancesReport } from '@core/resources/daily-attendances.resource';
import { BadRequestError } from '../../http/errors';
import type { Report } from '../../http/report-routes';
import { manilaDateTime } from '../../shared/manila-time';

// The SQL of daily monitoring: every employee in service on the date with the day's
// schedule (a dated row, else the default shift and rest days), the first and last
// punch inside the shift's punch window (the calendar day without a shift, so that a
// night shift's morning time-out stays with the night before), lateness as processing counts it (all of it once past the
// grace minutes), and one status. Approved leave and official business come first, then
// punches, then holidays (national, or local to the business unit's city) and rest days;
// with no punch the day is "not yet in" until the shift ends and "absent" after.

/** The day's rows of the company's employees for whom `within` holds (`e` is the employee). */
export function dailyMonitoringOf(
  companyId: number,
  today: string,
  filter: Record<string, unknown>,
  now: Date,
  within: RawBuilder<boolean> = sql<boolean>`true`,
): RawBuilder<unknown> {
  const value = filter.date ?? today;
  if (typeof value !== 'string' || !isValidDate(value)) throw new BadRequestError('The date filter must be a date (YYYY-MM-DD).');
  const day = sql`${value}::date`;
  const start = sql`(${day} + coalesce(case when s.is_flexible then s.flex_latest_in end, s.time_in))`;
  const end = sql`(${day} + s.time_out + case when s.time_out <= s.time_in then interval '1 day' else interval '0' end)`;
  const late = sql`case when p.first_in is null or s.id is null or b.rest_day then 0
    else greatest(0, floor(extract(epoch from p.first_in - ${start}) / 60))::int end`;
  return sql`with b as (
      select e.id, e.employee_no, concat(e.last_name, ', ', e.first_name) as employee_name, e.business_unit_id,
        bu.name as business_unit_name, bu.city_municipality as city, e.payroll_group_id,
        case when es.id is not null then es.is_rest_day else e.rest_days @> to_jsonb(extract(dow from ${day})::int) end as rest_day,
        case when es.id is not null then es.shift_schedule_id
          when e.rest_days @> to_jsonb(extract(dow from ${day})::int) then null else e.default_shift_schedule_id end as shift_id
      from employees e
      join business_units bu on bu.id = e.business_unit_id
      left join employee_schedules es on es.employee_id = e.id and es.schedule_date = ${day}
      where e.company_id = ${companyId} and ${within} and e.hire_date <= ${day} and (e.separation_date is null or e.separation_date >= ${day})
    ), d as (
      select b.*, s.code as shift_code, s.time_in::text as scheduled_in, s.time_out::text as scheduled_out,
        to_char(p.first_in, 'HH24:MI:SS') as first_in, to_char(p.last_out, 'HH24:MI:SS') as last_out,
        case when ${late} > coalesce(s.grace_minutes, 0) then ${late} else 0 end as late_minutes,
        lv.name as leave_name, ob.id as ob_id, hol.names as holiday_names, p.first_in as first_punch, ${end} as shift_end
      from b
      left join shift_schedules s on s.id = b.shift_id
      left join lateral (
        select min(tp.punched_at) as first_in, case when count(*) > 1 then max(tp.punched_at) end as last_out
        from time_punches tp
        where tp.employee_id = b.id and not tp.is_void
          and tp.punched_at >= coalesce(${day} + s.time_in - make_interval(mins => s.punch_window_before_minutes), ${day}::timestamp)
          and tp.punched_at < coalesce(${end} + make_interval(mins => s.punch_window_after_minutes), ${day} + interval '1 day')
      ) p on true
      left join lateral (
        select lt.name from applications a
        join leave_applications la on la.application_id = a.id join leave_types lt on lt.id = la.leave_type_id
        where a.employee_id = b.id and a.application_type = 'leave' and a.status = 'approved' and ${day} between a.date_from and a.date_to
        limit 1
      ) lv on true
      left join lateral (
        select a.id from applications a
        where a.employee_id = b.id and a.application_type = 'official_business_trip' and a.status = 'approved'
          and ${day} between a.date_from and a.date_to
        limit 1
      ) ob on true
      left join lateral (
        select string_agg(h.name, ', ') as names from holidays h
        where h.holiday_date = ${day} and h.holiday_type <> 'special_working'
          and (h.scope = 'national' or lower(h.city_municipality) = lower(b.city))
      ) hol on true
    )
    select id, employee_no, employee_name, business_unit_id, business_unit_name, payroll_group_id, shift_code,
      scheduled_in, scheduled_out, first_in, last_out, late_minutes,
      case when leave_name is not null then 'on_leave'
        when ob_id is not null then 'on_ob'
        when first_punch is not null then case when late_minutes > 0 then 'late' else 'present' end
        when holiday_names is not null then 'holiday'
        when rest_day then 'rest_day'
        when ${day} > ${today}::date then 'not_yet_in'
        when shift_end is not null and ${manilaDateTime(now)}::timestamp < shift_end then 'not_yet_in'
        else 'absent' end as status,
      coalesce(leave_name, case when ob_id is not null then 'Official business' end, holiday_names,
        case when shift_id is null and not rest_day then 'No schedule' end) as remarks
    from d`;
}

const source: Report['source'] = (companyId, today, filter, now) => dailyMonitoringOf(companyId, today, filter, now);

export const DAILY_MONITORING: Report = { definition: dailyAttendancesReport, source, customFilters: DAILY_MONITORING_FILTERS };
