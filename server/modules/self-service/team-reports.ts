import { sql, type RawBuilder } from 'kysely';
import {
  absencesReport,
  resolutionReport,
  tardinessReport,
  teamAttendanceReport,
  teamMembersReport,
  TEAM_UNIT_FILTER,
  teamTimesheetReport,
  undertimeReport,
  YTD_FILTERS,
  YTD_SUMMED,
  ytdStatisticsReport,
} from '@core/resources/team-reports.resource';
import { DAILY_MONITORING_FILTERS } from '@core/resources/daily-attendances.resource';
import type { Database } from '../../db/database';
import { ValidationError } from '../../http/errors';
import type { Report, Viewer } from '../../http/report-routes';
import { dailyMonitoringOf } from '../timekeeping/daily-monitoring.report';
import { teamOf, teamUnitsOf } from './team';

// The SQL of the manager's team reports (docs/domain.md §15.6). Every source starts from the
// caller's company and the caller's team (direct and indirect reports, and the staff of
// the units they head): a row of anyone else never leaves the database. An account
// with no employee record has no team and sees nothing.

type Filter = Record<string, unknown>;

/** `<alias>.id in (the caller's team)`, or false without an employee record. */
export function inTeam(viewer: Viewer, column: RawBuilder<unknown>): RawBuilder<boolean> {
  return viewer.employeeId === null ? sql<boolean>`false` : sql<boolean>`${column} in ${teamOf(viewer.employeeId)}`;
}

/** The business unit a management report is narrowed to, or null for the whole team. */
const unitOf = (filter: Filter): number | null => (filter[TEAM_UNIT_FILTER] === undefined ? null : Number(filter[TEAM_UNIT_FILTER]));

/** The caller's team (`e` the employee), or its part in the business unit the filter picks. */
function inScope(viewer: Viewer, filter: Filter, column: RawBuilder<unknown>): RawBuilder<boolean> {
  const unit = unitOf(filter);
  return unit === null ? inTeam(viewer, column) : sql<boolean>`${inTeam(viewer, column)} and e.business_unit_id = ${unit}`;
}

/** A management report's business unit must be one of the caller's team: any other (another company's too) is a 422, never rows. */
async function checkTeamUnit(db: Database, filter: Filter, viewer: Viewer): Promise<void> {
  const unit = unitOf(filter);
  if (unit === null) return;
  const known =
    viewer.employeeId !== null &&
    Number.isSafeInteger(unit) &&
    unit > 0 &&
    (await db
      .selectFrom('business_units as bu')
      .select('bu.id')
      .where('bu.id', '=', unit)
      .where(sql<boolean>`bu.id in ${teamUnitsOf(viewer.employeeId)}`)
      .executeTakeFirst()) !== undefined;
  if (!known) throw new ValidationError({ [TEAM_UNIT_FILTER]: ['Pick a business unit of your team.'] });
}

/** The management reports' scope: the whole team or one of its business units. */
const unitScoped = { customFilters: [TEAM_UNIT_FILTER], validate: checkTeamUnit } as const;

/** The date range of a day report, read inside its SQL so that each employee's totals cover the listed days. */
function dayRange(filter: Filter): RawBuilder<boolean> {
  const from = typeof filter.work_date_gte === 'string' ? filter.work_date_gte : null;
  const to = typeof filter.work_date_lte === 'string' ? filter.work_date_lte : null;
  const exact = typeof filter.work_date === 'string' ? filter.work_date : null;
  return sql<boolean>`(${from}::date is null or d.work_date >= ${from}::date)
    and (${to}::date is null or d.work_date <= ${to}::date)
    and (${exact}::date is null or d.work_date = ${exact}::date)`;
}

const person = sql`e.employee_no, concat(e.last_name, ', ', e.first_name) as employee_name, bu.name as business_unit_name`;

/** The team's processed days that meet `condition`, with the shift and the employee. */
function teamDays(companyId: number, filter: Filter, viewer: Viewer, columns: RawBuilder<unknown>, condition: RawBuilder<boolean>) {
  return sql`select d.id, d.employee_id, d.work_date, ${person}, s.code as shift_code, ${columns}
    from daily_time_records d
    join employees e on e.id = d.employee_id
    join business_units bu on bu.id = e.business_unit_id
    left join shift_schedules s on s.id = d.shift_schedule_id
    where e.company_id = ${companyId} and ${inScope(viewer, filter, sql`d.employee_id`)} and ${condition} and ${dayRange(filter)}`;
}

const perEmployee = sql`over (partition by d.employee_id)`;

const TARDINESS: Report = {
  ...unitScoped,
  definition: tardinessReport,
  source: (companyId, _today, filter, _now, viewer) =>
    teamDays(
      companyId,
      filter,
      viewer,
      sql`to_char(d.scheduled_in, 'HH24:MI:SS') as scheduled_time_in, to_char(d.actual_in, 'HH24:MI:SS') as actual_time_in, d.late_minutes,
        count(*) ${perEmployee}::int as employee_days, sum(d.late_minutes) ${perEmployee}::int as employee_minutes`,
      sql<boolean>`d.late_minutes > 0`,
    ),
  summed: ['late_minutes'],
};

const UNDERTIME: Report = {
  ...unitScoped,
  definition: undertimeReport,
  source: (companyId, _today, filter, _now, viewer) =>
    teamDays(
      companyId,
      filter,
      viewer,
      sql`to_char(d.scheduled_out, 'HH24:MI:SS') as scheduled_time_out, to_char(d.actual_out, 'HH24:MI:SS') as actual_time_out, d.undertime_minutes,
        count(*) ${perEmployee}::int as employee_days, sum(d.undertime_minutes) ${perEmployee}::int as employee_minutes`,
      sql<boolean>`d.undertime_minutes > 0`,
    ),
  summed: ['undertime_minutes'],
};

const ABSENCES: Report = {
  ...unitScoped,
  definition: absencesReport,
  source: (companyId, _today, filter, _now, viewer) =>
    teamDays(
      companyId,
      filter,
      viewer,
      sql`d.day_type, d.absent_days, d.unpaid_leave_days,
        (select a.reference_no from applications a
          where a.employee_id = d.employee_id and a.application_type = 'leave' and a.status in ('approved', 'for_cancellation')
            and d.work_date between a.date_from and a.date_to
          order by a.id limit 1) as covering_application,
        sum(d.absent_days) ${perEmployee} as employee_absent_days, sum(d.unpaid_leave_days) ${perEmployee} as employee_unpaid_leave_days`,
      sql<boolean>`(d.absent_days > 0 or d.unpaid_leave_days > 0)`,
    ),
  summed: ['absent_days', 'unpaid_leave_days'],
};

const RESOLUTION: Report = {
  definition: resolutionReport,
  ...unitScoped,
  source: (companyId, today, filter, _now, viewer) => sql`select x.id, x.employee_id, x.work_date, ${person},
      x.exception_type, x.status, x.resolution, u.name as resolved_by_name,
      to_char(x.resolved_at at time zone 'Asia/Manila', 'YYYY-MM-DD') as resolved_on,
      (coalesce((x.resolved_at at time zone 'Asia/Manila')::date, ${today}::date) - x.work_date)::int as age_days
    from attendance_exceptions x
    join employees e on e.id = x.employee_id
    join business_units bu on bu.id = e.business_unit_id
    left join users u on u.id = x.resolved_by
    where e.company_id = ${companyId} and ${inScope(viewer, filter, sql`x.employee_id`)}`,
};

function month(filter: Filter, key: string, fallback: number, problems: Record<string, string[]>): number {
  const value = filter[key] === undefined ? fallback : Number(filter[key]);
  if (!Number.isInteger(value) || value < 1 || value > 12) problems[key] = ['Give a month from 1 to 12.'];
  return value;
}

const YTD: Report = {
  definition: ytdStatisticsReport,
  ...unitScoped,
  customFilters: [...YTD_FILTERS, TEAM_UNIT_FILTER],
  summed: YTD_SUMMED,
  source: (companyId, today, filter, _now, viewer) => {
    const problems: Record<string, string[]> = {};
    const year = filter.year === undefined ? Number(today.slice(0, 4)) : Number(filter.year);
    if (!Number.isInteger(year) || year < 2000 || year > 2100) problems.year = ['Give a year from 2000 to 2100.'];
    const from = month(filter, 'month_from', 1, problems);
    const to = month(filter, 'month_to', 12, problems);
    if (!problems.month_from && !problems.month_to && to < from) problems.month_to = ['The last month comes on or after the first.'];
    if (Object.keys(problems).length > 0) throw new ValidationError(problems);
    const start = `${year}-${String(from).padStart(2, '0')}-01`;
    const end = sql`(${`${year}-${String(to).padStart(2, '0')}-01`}::date + interval '1 month')::date`;
    return sql`with days as (
        select d.* from daily_time_records d
        where d.work_date >= ${start}::date and d.work_date < ${end} and d.work_date <= ${today}::date
          and ${inTeam(viewer, sql`d.employee_id`)}
      ), months as (
        select employee_id, date_trunc('month', work_date) as m,
          bool_and(late_minutes = 0 and undertime_minutes = 0 and absent_days = 0 and unpaid_leave_days = 0) as perfect
        from days group by employee_id, date_trunc('month', work_date)
      )
      select e.id, ${person},
        count(d.id) filter (where d.late_minutes > 0)::int as late_count,
        coalesce(sum(d.late_minutes), 0)::int as late_minutes,
        count(d.id) filter (where d.undertime_minutes > 0)::int as undertime_count,
        coalesce(sum(d.undertime_minutes), 0)::int as undertime_minutes,
        coalesce(sum(d.absent_days), 0) as absent_days,
        coalesce(sum(d.paid_leave_days), 0) as paid_leave_days,
        coalesce(sum(d.unpaid_leave_days), 0) as unpaid_leave_days,
        (select string_agg(concat(lt.code, ' ', trim_scale(l.days)), ', ' order by lt.code)
          from (select leave_type_id, sum(paid_leave_days + unpaid_leave_days) as days from days
                where employee_id = e.id and leave_type_id is not null group by leave_type_id) l
          join leave_types lt on lt.id = l.leave_type_id) as leave_by_type,
        round(coalesce(sum(d.approved_ot_minutes), 0) / 60.0, 2) as ot_hours,
        round(coalesce(sum(d.night_minutes), 0) / 60.0, 2) as night_hours,
        (select count(*)::int from months where months.employee_id = e.id and months.perfect) as perfect_months
      from employees e
      join business_units bu on bu.id = e.business_unit_id
      left join days d on d.employee_id = e.id
      where e.company_id = ${companyId} and ${inScope(viewer, filter, sql`e.id`)}
        and e.hire_date <= ${end} and (e.separation_date is null or e.separation_date >= ${start}::date)
      group by e.id, bu.name`;
  },
};

const TEAM_MEMBERS: Report = {
  definition: teamMembersReport,
  // the day's status is worked out once for the team (materialized), not once per member
  source: (companyId, today, _filter, now, viewer) => sql`with dm as materialized (
      ${dailyMonitoringOf(companyId, today, {}, now, inTeam(viewer, sql`e.id`))}
    )
    select e.id, ${person}, p.title as position_title, e.employment_status,
      (e.immediate_superior_id is not distinct from ${viewer.employeeId}) as direct_report,
      dm.status as today_status,
      coalesce((select b.balance from leave_balances b join leave_types lt on lt.id = b.leave_type_id
        where b.employee_id = e.id and lt.code = 'VL' and b.year = extract(year from ${today}::date)), 0) as vl_available,
      coalesce((select b.balance from leave_balances b join leave_types lt on lt.id = b.leave_type_id
        where b.employee_id = e.id and lt.code = 'SL' and b.year = extract(year from ${today}::date)), 0) as sl_available
    from employees e
    join business_units bu on bu.id = e.business_unit_id
    join positions p on p.id = e.position_id
    left join dm on dm.id = e.id
    where e.company_id = ${companyId} and ${inTeam(viewer, sql`e.id`)} and e.separation_date is null`,
};

const TEAM_ATTENDANCE: Report = {
  definition: teamAttendanceReport,
  customFilters: DAILY_MONITORING_FILTERS,
  source: (companyId, today, filter, now, viewer) => dailyMonitoringOf(companyId, today, filter, now, inTeam(viewer, sql`e.id`)),
};

const TEAM_TIMESHEET: Report = {
  definition: teamTimesheetReport,
  source: (companyId, _today, filter, _now, viewer) =>
    teamDays(
      companyId,
      filter,
      viewer,
      sql`d.day_type, d.actual_in, d.actual_out, d.late_minutes, d.undertime_minutes, d.absent_days,
        d.paid_leave_days + d.unpaid_leave_days as leave_days, d.ob_minutes, d.approved_ot_minutes, d.night_minutes, d.status`,
      sql<boolean>`true`,
    ),
  summed: ['late_minutes', 'undertime_minutes', 'absent_days', 'leave_days', 'approved_ot_minutes', 'night_minutes'],
};

/** The manager portal's team reports, registered under /api/manager/<name>. */
export const TEAM_REPORT_SOURCES: readonly Report[] = [
  TARDINESS,
  UNDERTIME,
  ABSENCES,
  RESOLUTION,
  YTD,
  TEAM_MEMBERS,
  TEAM_ATTENDANCE,
  TEAM_TIMESHEET,
];
