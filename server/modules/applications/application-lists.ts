import { sql, type RawBuilder } from 'kysely';
import {
  applicationsReport,
  changeShiftApplicationsReport,
  dutyRostersReport,
  leaveApplicationsReport,
  logsheetApplicationsReport,
  officialBusinessTripsReport,
  overtimeApplicationsReport,
} from '@core/resources/applications.resource';
import type { Report, Viewer } from '../../http/report-routes';
import { ADMINISTRATOR_ROLE, TIMEKEEPING_ROLE } from './routing';

// The SQL of the application lists: the columns every filing shows (its level and
// current approver from the pending step of its latest round) joined to each type's row.
// `awaiting_timekeeping`: the pending step is the timekeeping role's (or, for an administrator,
// an escalation to the administrators), and never of the viewer's own filing: nobody decides their own.

/** Which applications a portal's lists hold, for the caller. */
export type ListScope = (viewer: Viewer) => RawBuilder<unknown> | { queue: StepQueue };

// The pending step's columns are subqueries in the select list, not a lateral join: a
// count or a page of 10 then reads them only for the rows it returns (PostgreSQL drops
// unused select-list subqueries and evaluates costly ones after the sort and limit).
const pendingStep = sql`ap.application_id = a.id and ap.status = 'pending' order by ap.round desc limit 1`;

/**
 * A queue of pending steps (application_id, company_id, application_type, submitted_at:
 * the keys each step carries of its filing): the list is read from the steps, sorted and
 * counted on their keys, and joins the filing, its employee and unit (left joins of
 * primary keys, which a count drops) only for the rows of the page. The steps come in the
 * console's default order (newest filing first), so that page joins its ten rows and
 * stops instead of joining every step to sort them.
 */
export type StepQueue = RawBuilder<unknown>;

function applications(
  companyId: number,
  subtype: RawBuilder<unknown>,
  columns: RawBuilder<unknown>,
  scope: RawBuilder<unknown> | { queue: StepQueue },
  viewer: Viewer,
) {
  const queue = 'queue' in scope ? scope.queue : null;
  const decidedRoles = viewer.role === ADMINISTRATOR_ROLE ? [TIMEKEEPING_ROLE, ADMINISTRATOR_ROLE] : [TIMEKEEPING_ROLE];
  const keys = queue ? sql`q.application_id as id, q.application_type, q.submitted_at` : sql`a.id, a.application_type, a.submitted_at`;
  return sql`select ${keys}, a.reference_no, a.employee_id, e.employee_no,
      concat(e.last_name, ', ', e.first_name) as employee_name, coalesce(a.business_unit_id, e.business_unit_id) as business_unit_id,
      bu.name as business_unit_name, a.date_from, a.date_to, a.status, a.filed_via, a.is_late_filing,
      case when a.current_level is not null then concat(a.current_level, ' of ', a.required_levels) end as level,
      (select case when ap.approver_type = 'role' then r.name else concat(x.last_name, ', ', x.first_name) end
        from application_approvals ap left join employees x on x.id = ap.approver_employee_id left join roles r on r.id = ap.approver_role
        where ${pendingStep}) as current_approver,
      coalesce((select ap.approver_type = 'role' and ap.approver_role in (${sql.join(decidedRoles)})
        from application_approvals ap where ${pendingStep}), false)
        and a.employee_id is distinct from ${viewer.employeeId} as awaiting_timekeeping,
      ${columns}
    ${
      queue
        ? sql`from (${queue} order by submitted_at desc, application_id desc) q
            left join applications a on a.id = q.application_id
            left join employees e on e.id = a.employee_id
            left join business_units bu on bu.id = coalesce(a.business_unit_id, e.business_unit_id)
            ${subtype}
          where q.company_id = ${companyId}`
        : sql`from applications a
            join employees e on e.id = a.employee_id
            join business_units bu on bu.id = coalesce(a.business_unit_id, e.business_unit_id)
            ${subtype}
          where e.company_id = ${companyId} and ${scope}`
    }`;
}

/** The application lists of a portal, narrowed by its scope. */
export const applicationLists = (scope: ListScope): Report[] => [
  {
    definition: applicationsReport,
    source: (companyId, _today, _filter, _now, viewer) =>
      applications(companyId, sql``, sql`a.details_summary, a.reason, a.cancellation_reason`, scope(viewer), viewer),
  },
  {
    definition: leaveApplicationsReport,
    source: (companyId, _today, _filter, _now, viewer) =>
      applications(
        companyId,
        sql`join leave_applications la on la.application_id = a.id join leave_types lt on lt.id = la.leave_type_id`,
        sql`la.leave_type_id, concat(lt.code, ' · ', lt.name) as leave_type, la.day_part, la.days, la.with_pay, a.reason,
          (select b.balance - coalesce((select sum(pl.days) from leave_applications pl join applications pa on pa.id = pl.application_id
              where pa.employee_id = a.employee_id and pl.leave_type_id = la.leave_type_id and pa.status = 'pending'
                and extract(year from pa.date_from) = b.year), 0)
            from leave_balances b where b.employee_id = a.employee_id and b.leave_type_id = la.leave_type_id
              and b.year = extract(year from a.date_from)) as available,
          exists (select 1 from attachments m where m.attachable_type = 'leave_applications' and m.attachable_id = a.id) as has_attachment`,
        scope(viewer),
        viewer,
      ),
    summed: ['days'],
  },
  {
    definition: overtimeApplicationsReport,
    source: (companyId, _today, _filter, _now, viewer) =>
      applications(
        companyId,
        sql`join overtime_applications o on o.application_id = a.id`,
        sql`o.time_from, o.time_to, o.ot_category, o.requested_minutes, o.approved_minutes, o.work_description,
          (select max(d.rendered_ot_minutes) from daily_time_records d where d.employee_id = a.employee_id and d.work_date = o.work_date) as rendered_ot_minutes`,
        scope(viewer),
        viewer,
      ),
    summed: ['requested_minutes', 'approved_minutes'],
  },
  {
    definition: officialBusinessTripsReport,
    source: (companyId, _today, _filter, _now, viewer) =>
      applications(
        companyId,
        sql`join official_business_trips b on b.application_id = a.id`,
        sql`b.trip_type, b.is_whole_day, b.time_from::text as time_from, b.time_to::text as time_to, b.destination, b.purpose`,
        scope(viewer),
        viewer,
      ),
  },
  {
    definition: changeShiftApplicationsReport,
    source: (companyId, _today, _filter, _now, viewer) =>
      applications(
        companyId,
        sql`join change_shift_applications c on c.application_id = a.id
          left join shift_schedules fs on fs.id = c.from_shift_schedule_id left join shift_schedules ts on ts.id = c.to_shift_schedule_id`,
        sql`coalesce(fs.code, 'Rest day') as from_shift, case when c.to_rest_day then 'Rest day' else ts.code end as to_shift, c.swap_with_date, a.reason`,
        scope(viewer),
        viewer,
      ),
  },
  {
    definition: logsheetApplicationsReport,
    source: (companyId, _today, _filter, _now, viewer) =>
      applications(
        companyId,
        sql`join logsheet_applications l on l.application_id = a.id`,
        sql`l.time_in, l.time_out, l.break_out, l.break_in, l.reason_category,
          (select string_agg(to_char(tp.punched_at, 'HH24:MI'), ', ' order by tp.punched_at) from time_punches tp
            where tp.employee_id = a.employee_id and not tp.is_void and tp.source <> 'logsheet'
              and tp.punched_at >= l.work_date and tp.punched_at < l.work_date + interval '1 day') as punches_recorded`,
        scope(viewer),
        viewer,
      ),
  },
  {
    definition: dutyRostersReport,
    source: (companyId, _today, _filter, _now, viewer) =>
      applications(
        companyId,
        sql`join duty_rosters r on r.application_id = a.id join business_units ru on ru.id = r.business_unit_id`,
        sql`r.title, ru.name as roster_unit, r.line_count, r.conflict_count,
          (select count(distinct employee_id)::int from duty_roster_lines dl where dl.duty_roster_id = r.application_id) as employee_count`,
        scope(viewer),
        viewer,
      ),
  },
];

/** Timekeeping sees every application of the company. */
export const APPLICATION_LISTS = applicationLists(() => sql`true`);
