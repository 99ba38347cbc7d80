import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { GOVERNMENT_NUMBERS, type GovernmentNumberField } from '@core/resources/employees.resource';
import { ownAnnouncementsReport, ownCompensationsReport, ownTimesheetReport } from '@core/resources/self-service.resource';
import { ValidationError } from '../../http/errors';
import { registerReports, type Viewer } from '../../http/report-routes';
import { answers, AnyObject, AnyObjects, DateString } from '../../http/schemas';
import { ownEmployee } from './own-employee';
import { manilaToday } from '../../shared/company';
import { ownChangeRequestRoutes } from '../hr/change-requests.routes';
import { addDays } from '../timekeeping/engine/time';
import { gridCells, gridEmployees } from '../timekeeping/calendar/calendar-grid';

// The employee portal's own records (domain.md §15.4): announcements, the calendar,
// timesheet details, compensation and benefits, the 201 file and change requests.
// Every query names the caller's own employee id; nobody else's row is reachable.

const me = (viewer: Viewer) => viewer.employeeId ?? 0;

/** Published announcements and memos addressed to everyone or to the caller's business unit, within their dates. */
const announcements = (companyId: number, today: string, viewer: Viewer) => sql`
  select ce.id, ce.pinned, ce.title, ce.event_type, ce.publish_from, ce.publish_until, ce.body
  from company_events ce join employees e on e.id = ${me(viewer)} and e.company_id = ce.company_id
  where ce.company_id = ${companyId} and ce.status = 'published' and ce.event_type in ('announcement', 'memo')
    and ce.publish_from <= ${today} and (ce.publish_until is null or ce.publish_until >= ${today})
    and (jsonb_array_length(ce.audience_business_unit_ids) = 0 or ce.audience_business_unit_ids @> to_jsonb(e.business_unit_id))`;

const timesheetRows = (viewer: Viewer, timesheetId: unknown) => sql`
  select d.id, d.timesheet_id, concat(t.cutoff_start, ' – ', t.cutoff_end) as cutoff, d.work_date, d.day_type,
    s.code as shift_code, d.actual_in, d.actual_out, d.late_minutes, d.undertime_minutes, d.absent_days,
    lt.code as leave, d.paid_leave_days, d.unpaid_leave_days, d.ob_minutes, d.approved_ot_minutes, d.night_minutes,
    d.exception_count,
    (select string_agg(distinct replace(x.exception_type, '_', ' '), ', ') from attendance_exceptions x where x.daily_time_record_id = d.id) as exceptions
  from daily_time_records d
  join timesheets t on t.id = d.timesheet_id
  left join shift_schedules s on s.id = d.shift_schedule_id
  left join leave_types lt on lt.id = d.leave_type_id
  where d.employee_id = ${me(viewer)}
    ${Number.isSafeInteger(Number(timesheetId)) && timesheetId !== undefined && timesheetId !== '' ? sql`and d.timesheet_id = ${Number(timesheetId)}` : sql``}`;

const compensationRows = (viewer: Viewer) => sql`
  select c.id, c.effective_date, c.rate_type, c.basic_rate, c.daily_rate, c.hourly_rate, c.is_minimum_wage_earner, c.remarks
  from employee_compensations c where c.employee_id = ${me(viewer)}`;

/** 123456789 → •••••6789: the last four digits of a number the screen shows masked. */
export function masked(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  return `${'•'.repeat(Math.max(text.length - 4, 0))}${text.slice(-4)}`;
}

const MonthQuery = Type.Object({
  month: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM (this month by default)' })),
});
const AsOfQuery = Type.Object({ as_of: Type.Optional(DateString) });

export async function ownRecordRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.deps.db;
  registerReports(server, 'employee', [
    { definition: ownAnnouncementsReport, source: (companyId, today, _f, _n, viewer) => announcements(companyId, today, viewer) },
    {
      definition: ownTimesheetReport,
      source: (_c, _t, filter, _n, viewer) => timesheetRows(viewer, filter.timesheet_id),
      customFilters: ['timesheet_id'],
      summed: [
        'late_minutes',
        'undertime_minutes',
        'absent_days',
        'paid_leave_days',
        'unpaid_leave_days',
        'approved_ot_minutes',
        'night_minutes',
      ],
    },
    { definition: ownCompensationsReport, source: (_c, _t, _f, _n, viewer) => compensationRows(viewer) },
  ]);
  await ownChangeRequestRoutes(server, ownEmployee);

  // the cut-offs that hold the caller's processed days, newest first, for the timesheet filter
  app.get('/api/employee/timesheets', { schema: { response: answers(AnyObjects) } }, async (request) =>
    db
      .selectFrom('timesheets as t')
      .select(['t.id', sql<string>`concat(t.cutoff_start, ' – ', t.cutoff_end)`.as('text')])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('daily_time_records as d')
            .select('d.id')
            .whereRef('d.timesheet_id', '=', 't.id')
            .where('d.employee_id', '=', ownEmployee(request)),
        ),
      )
      .orderBy('t.cutoff_start', 'desc')
      .execute(),
  );

  // the banks a bank-account change request may name (installation-wide reference data)
  app.get('/api/employee/banks', { schema: { response: answers(AnyObjects) } }, async () =>
    db.selectFrom('banks').select(['id', 'name']).where('is_active', '=', true).orderBy('name').execute(),
  );

  // the 201 file: one's own record, government and bank numbers masked, with the records kept about it
  app.get('/api/employee/employee-details', { schema: { response: answers(AnyObject) } }, async (request) => {
    const id = ownEmployee(request);
    const employee = await db
      .selectFrom('employees as e')
      .innerJoin('positions as p', 'p.id', 'e.position_id')
      .innerJoin('business_units as bu', 'bu.id', 'e.business_unit_id')
      .leftJoin('employees as s', 's.id', 'e.immediate_superior_id')
      .leftJoin('payroll_groups as g', 'g.id', 'e.payroll_group_id')
      .leftJoin('banks as b', 'b.id', 'e.bank_id')
      .selectAll('e')
      .select([
        'p.title as position_title',
        'p.job_level',
        'bu.name as business_unit_name',
        sql<string | null>`case when s.id is null then null else concat(s.last_name, ', ', s.first_name) end`.as('superior_name'),
        'g.name as payroll_group_name',
        'b.name as bank_name',
      ])
      .where('e.id', '=', id)
      .executeTakeFirstOrThrow();
    const record: Record<string, unknown> = { ...employee };
    for (const field of Object.keys(GOVERNMENT_NUMBERS) as GovernmentNumberField[]) record[field] = masked(employee[field]);
    record.bank_account_no = masked(employee.bank_account_no);
    for (const hidden of ['created_by', 'updated_by', 'photo_attachment_id', 'time_recorder_id']) delete record[hidden];
    const [dependents, education, trainings, licences] = await Promise.all([
      db.selectFrom('employee_dependents').selectAll().where('employee_id', '=', id).orderBy('name').execute(),
      db.selectFrom('educational_attainments').selectAll().where('employee_id', '=', id).orderBy('year_to', 'desc').execute(),
      db.selectFrom('trainings').selectAll().where('employee_id', '=', id).orderBy('date_from', 'desc').execute(),
      db.selectFrom('licences').selectAll().where('employee_id', '=', id).orderBy('expiry_date', 'desc').execute(),
    ]);
    return { ...record, dependents, education, trainings, licences };
  });

  // compensation and benefits as of a date: the current rate, the running recurring entries, the year's leave credits
  app.get(
    '/api/employee/compensation-and-benefits',
    { schema: { querystring: AsOfQuery, response: answers(AnyObject) } },
    async (request) => {
      const id = ownEmployee(request);
      const asOf = request.query.as_of ?? manilaToday(app.deps.now());
      const current = await db
        .selectFrom('employee_compensations')
        .select(['id', 'effective_date', 'rate_type', 'basic_rate', 'daily_rate', 'hourly_rate', 'is_minimum_wage_earner'])
        .where('employee_id', '=', id)
        .where('effective_date', '<=', asOf)
        .orderBy('effective_date', 'desc')
        .executeTakeFirst();
      const recurring = await db
        .selectFrom('recurring_entries as r')
        .innerJoin('transaction_types as tt', 'tt.id', 'r.transaction_type_id')
        .innerJoin('transaction_classes as tc', 'tc.id', 'tt.transaction_class_id')
        .select(['r.id', 'tt.name as transaction_type', 'tc.nature', 'r.amount', 'r.frequency', 'r.start_date', 'r.end_date'])
        .where('r.employee_id', '=', id)
        .where('r.status', '=', 'active')
        .where('r.start_date', '<=', asOf)
        .where((eb) => eb.or([eb('r.end_date', 'is', null), eb('r.end_date', '>=', asOf)]))
        .orderBy('tt.name')
        .execute();
      const leave = await db
        .selectFrom('leave_balances as b')
        .innerJoin('leave_types as t', 't.id', 'b.leave_type_id')
        .select([
          'b.id',
          't.code',
          't.name',
          'b.year',
          'b.opening',
          'b.earned',
          'b.used',
          'b.adjusted',
          'b.forfeited',
          'b.converted',
          'b.balance',
        ])
        .where('b.employee_id', '=', id)
        .where('b.year', '=', Number(asOf.slice(0, 4)))
        .orderBy('t.code')
        .execute();
      return { as_of: asOf, current: current ?? null, recurring, leave };
    },
  );

  // the month calendar: each date's shift or rest day, holidays, events, leaves and official business
  app.get('/api/employee/calendar-entries', { schema: { querystring: MonthQuery, response: answers(AnyObject) } }, async (request) => {
    const id = ownEmployee(request);
    const month = request.query.month ?? manilaToday(app.deps.now()).slice(0, 7);
    const from = `${month}-01`;
    const to = addDays(`${addDays(from, 31).slice(0, 7)}-01`, -1);
    if (to < from) throw new ValidationError({ month: ['is not a month'] });
    const [employee] = await gridEmployees(db, [id]);
    const place = await db
      .selectFrom('employees as e')
      .innerJoin('business_units as bu', 'bu.id', 'e.business_unit_id')
      .select(['e.company_id', 'e.business_unit_id', 'bu.city_municipality'])
      .where('e.id', '=', id)
      .executeTakeFirstOrThrow();
    const cells = (await gridCells(db, [employee], from, to)).get(id) ?? [];
    const shifts = new Map(
      (
        await db
          .selectFrom('shift_schedules')
          .select(['id', 'code', 'name', 'time_in', 'time_out', 'color'])
          .where('company_id', '=', place.company_id)
          .execute()
      ).map((s) => [Number(s.id), s]),
    );
    type Entry = { id: string; date: string; entry_type: string; title: string; color: string | null; source_id: number | null };
    const entries: Entry[] = [];
    for (const cell of cells) {
      const shift = cell.shift_schedule_id === null ? undefined : shifts.get(cell.shift_schedule_id);
      if (cell.is_rest_day)
        entries.push({
          id: `rest_day:0:${cell.date}`,
          date: cell.date,
          entry_type: 'rest_day',
          title: 'Rest day',
          color: null,
          source_id: null,
        });
      else if (shift)
        entries.push({
          id: `shift:${shift.id}:${cell.date}`,
          date: cell.date,
          entry_type: 'shift',
          title: `${shift.code} ${shift.time_in.slice(0, 5)}–${shift.time_out.slice(0, 5)}`,
          color: shift.color,
          source_id: Number(shift.id),
        });
    }
    const holidays = await db
      .selectFrom('holidays')
      .select(['id', sql<string>`holiday_date::text`.as('date'), 'name', 'holiday_type'])
      .where('holiday_date', '>=', from)
      .where('holiday_date', '<=', to)
      .where((eb) => eb.or([eb('scope', '=', 'national'), eb(sql`lower(city_municipality)`, '=', place.city_municipality.toLowerCase())]))
      .execute();
    for (const h of holidays)
      entries.push({
        id: `holiday:${h.id}:${h.date}`,
        date: h.date,
        entry_type: 'holiday',
        title: `${h.name} (${h.holiday_type.replace(/_/g, ' ')})`,
        color: null,
        source_id: Number(h.id),
      });
    const events = await sql<{ id: number; title: string; first: string; last: string }>`
      select ce.id, ce.title, greatest(ce.starts_at::date, ${from}::date)::text as first,
        least(coalesce(ce.ends_at, ce.starts_at)::date, ${to}::date)::text as last
      from company_events ce
      where ce.company_id = ${place.company_id} and ce.event_type = 'event' and ce.status = 'published'
        and ce.starts_at::date <= ${to}::date and coalesce(ce.ends_at, ce.starts_at)::date >= ${from}::date
        and (jsonb_array_length(ce.audience_business_unit_ids) = 0 or ce.audience_business_unit_ids @> to_jsonb(${place.business_unit_id}::bigint))`.execute(
      db,
    );
    const filings = await sql<{ id: number; kind: string; title: string; first: string; last: string }>`
      select a.id, a.application_type as kind,
        concat(coalesce(lt.name, case ob.trip_type when 'business_trip' then 'Business trip' else 'Official business' end),
          case when a.status = 'pending' then ' (pending)' else '' end) as title,
        greatest(a.date_from, ${from}::date)::text as first, least(a.date_to, ${to}::date)::text as last
      from applications a
      left join leave_applications la on la.application_id = a.id
      left join leave_types lt on lt.id = la.leave_type_id
      left join official_business_trips ob on ob.application_id = a.id
      where a.employee_id = ${id} and a.application_type in ('leave', 'official_business_trip')
        and a.status in ('pending', 'approved') and a.date_from <= ${to}::date and a.date_to >= ${from}::date`.execute(db);
    const spread = (first: string, last: string) => {
      const dates: string[] = [];
      for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
      return dates;
    };
    for (const e of events.rows)
      for (const date of spread(e.first, e.last))
        entries.push({
          id: `company_event:${e.id}:${date}`,
          date,
          entry_type: 'company_event',
          title: e.title,
          color: null,
          source_id: Number(e.id),
        });
    for (const f of filings.rows) {
      const type = f.kind === 'leave' ? 'leave' : 'official_business';
      for (const date of spread(f.first, f.last))
        entries.push({ id: `${type}:${f.id}:${date}`, date, entry_type: type, title: f.title, color: null, source_id: Number(f.id) });
    }
    entries.sort((a, b) => a.date.localeCompare(b.date));
    return { month, from, to, entries };
  });
}
