import { sql } from 'kysely';
import type { CalendarEntry, OwnCalendar } from '@core/contract/own-records';
import type { Database } from '../../db/database';
import { ValidationError } from '../../http/errors';
import { gridCells, gridEmployees } from '../timekeeping/calendar/calendar-grid';
import { addDays } from '../timekeeping/engine/time';

// The employee's month calendar (docs/domain.md §15.4): each date's shift or rest day,
// holidays, company events, and their own leaves and official business.

/** The dates from `first` to `last`, both included. */
function spread(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The employee's shift or rest day of each date, as their schedule grid has it. */
async function scheduleEntries(db: Database, id: number, companyId: number, from: string, to: string): Promise<CalendarEntry[]> {
  const [employee] = await gridEmployees(db, [id]);
  const cells = (await gridCells(db, [employee], from, to)).get(id) ?? [];
  const shifts = new Map(
    (
      await db
        .selectFrom('shift_schedules')
        .select(['id', 'code', 'name', 'time_in', 'time_out', 'color'])
        .where('company_id', '=', companyId)
        .execute()
    ).map((s) => [Number(s.id), s]),
  );
  const entries: CalendarEntry[] = [];
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
  return entries;
}

/** The month's national holidays and those of the city of the employee's unit. */
async function holidayEntries(db: Database, city: string, from: string, to: string): Promise<CalendarEntry[]> {
  const holidays = await db
    .selectFrom('holidays')
    .select(['id', sql<string>`holiday_date::text`.as('date'), 'name', 'holiday_type'])
    .where('holiday_date', '>=', from)
    .where('holiday_date', '<=', to)
    .where((eb) => eb.or([eb('scope', '=', 'national'), eb(sql`lower(city_municipality)`, '=', city.toLowerCase())]))
    .execute();
  return holidays.map((h) => ({
    id: `holiday:${h.id}:${h.date}`,
    date: h.date,
    entry_type: 'holiday',
    title: `${h.name} (${h.holiday_type.replace(/_/g, ' ')})`,
    color: null,
    source_id: Number(h.id),
  }));
}

/** The published company events of the month addressed to everyone or to the employee's unit, one entry a date. */
async function eventEntries(db: Database, companyId: number, unitId: number, from: string, to: string): Promise<CalendarEntry[]> {
  const events = await sql<{ id: number; title: string; first: string; last: string }>`
      select ce.id, ce.title, greatest(ce.starts_at::date, ${from}::date)::text as first,
        least(coalesce(ce.ends_at, ce.starts_at)::date, ${to}::date)::text as last
      from company_events ce
      where ce.company_id = ${companyId} and ce.event_type = 'event' and ce.status = 'published'
        and ce.starts_at::date <= ${to}::date and coalesce(ce.ends_at, ce.starts_at)::date >= ${from}::date
        and (jsonb_array_length(ce.audience_business_unit_ids) = 0 or ce.audience_business_unit_ids @> to_jsonb(${unitId}::bigint))`.execute(
    db,
  );
  return events.rows.flatMap((e) =>
    spread(e.first, e.last).map((date) => ({
      id: `company_event:${e.id}:${date}`,
      date,
      entry_type: 'company_event' as const,
      title: e.title,
      color: null,
      source_id: Number(e.id),
    })),
  );
}

/** The employee's pending and approved leaves and official business of the month, one entry a date. */
async function filingEntries(db: Database, id: number, from: string, to: string): Promise<CalendarEntry[]> {
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
  return filings.rows.flatMap((f) => {
    const type = f.kind === 'leave' ? 'leave' : 'official_business';
    return spread(f.first, f.last).map((date) => ({
      id: `${type}:${f.id}:${date}`,
      date,
      entry_type: type,
      title: f.title,
      color: null,
      source_id: Number(f.id),
    }));
  });
}

/** The employee's calendar of a month (YYYY-MM), its entries by date. */
export async function ownCalendar(db: Database, id: number, month: string): Promise<OwnCalendar> {
  const from = `${month}-01`;
  const to = addDays(`${addDays(from, 31).slice(0, 7)}-01`, -1);
  if (to < from) throw new ValidationError({ month: ['is not a month'] });
  const place = await db
    .selectFrom('employees as e')
    .innerJoin('business_units as bu', 'bu.id', 'e.business_unit_id')
    .select(['e.company_id', 'e.business_unit_id', 'bu.city_municipality'])
    .where('e.id', '=', id)
    .executeTakeFirstOrThrow();
  const entries = [
    ...(await scheduleEntries(db, id, place.company_id, from, to)),
    ...(await holidayEntries(db, place.city_municipality, from, to)),
    ...(await eventEntries(db, place.company_id, place.business_unit_id, from, to)),
    ...(await filingEntries(db, id, from, to)),
  ];
  entries.sort((a, b) => a.date.localeCompare(b.date));
  return { month, from, to, entries };
}
