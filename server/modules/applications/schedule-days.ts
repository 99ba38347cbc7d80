import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { addDays, dayNumber, weekday } from '../timekeeping/engine/time';

// Which dates of a range an employee works: their dated schedule where there is one,
// else the default rest days; minus the non-working holidays of their unit's city.

export interface ApplicantDays {
  id: number;
  rest_days: number[];
  business_unit_id: number;
}

export async function workingDates(db: Database, employee: ApplicantDays, from: string, to: string): Promise<string[]> {
  const dated = await db
    .selectFrom('employee_schedules')
    .select([sql<string>`schedule_date::text`.as('date'), 'is_rest_day'])
    .where('employee_id', '=', employee.id)
    .where('schedule_date', '>=', from)
    .where('schedule_date', '<=', to)
    .execute();
  const restByDate = new Map(dated.map((d) => [d.date, d.is_rest_day]));
  const holidays = await db
    .selectFrom('holidays as h')
    .select(sql<string>`h.holiday_date::text`.as('date'))
    .where('h.holiday_date', '>=', from)
    .where('h.holiday_date', '<=', to)
    .where('h.holiday_type', '<>', 'special_working')
    .where((eb) =>
      eb.or([
        eb('h.scope', '=', 'national'),
        eb(
          sql`lower(h.city_municipality)`,
          '=',
          eb
            .selectFrom('business_units')
            .select(sql`lower(city_municipality)`.as('c'))
            .where('id', '=', employee.business_unit_id),
        ),
      ]),
    )
    .execute();
  const holidayDates = new Set(holidays.map((h) => h.date));
  const dates: string[] = [];
  for (let day = 0; day <= dayNumber(to) - dayNumber(from); day++) {
    const date = addDays(from, day);
    const rest = restByDate.get(date) ?? employee.rest_days.includes(weekday(date));
    if (!rest && !holidayDates.has(date)) dates.push(date);
  }
  return dates;
}

export function calendarDates(from: string, to: string): string[] {
  return Array.from({ length: dayNumber(to) - dayNumber(from) + 1 }, (_, i) => addDays(from, i));
}
