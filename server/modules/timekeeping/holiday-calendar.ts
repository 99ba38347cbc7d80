import type { Database } from '../../db/database';
import { audit, type AuditActor } from '../../shared/audit';
import { addDays, weekday } from './engine/time';

// The Philippine national holidays the demo and a new installation start with, and
// copying a year's holidays forward. Regular holidays: EO 292 as amended (RA 9492,
// RA 9849); the year's calendar comes from the annual proclamation (2026: Proclamation
// No. 1006, s. 2025). Eid'l Fitr and Eid'l Adha are proclaimed later in each year, so
// they are left for the timekeeping staff to add; 2027 awaits its proclamation beyond
// the dates fixed by law and the computed Holy Week.

type HolidayType = 'regular' | 'special_non_working' | 'special_working';
export interface HolidaySeed {
  holiday_date: string;
  name: string;
  holiday_type: HolidayType;
}

const REGULAR: HolidayType = 'regular';
const SPECIAL: HolidayType = 'special_non_working';

export const NATIONAL_HOLIDAYS: readonly HolidaySeed[] = [
  { holiday_date: '2026-01-01', name: 'New Year’s Day', holiday_type: REGULAR },
  { holiday_date: '2026-02-17', name: 'Chinese New Year', holiday_type: SPECIAL },
  { holiday_date: '2026-04-02', name: 'Maundy Thursday', holiday_type: REGULAR },
  { holiday_date: '2026-04-03', name: 'Good Friday', holiday_type: REGULAR },
  { holiday_date: '2026-04-04', name: 'Black Saturday', holiday_type: SPECIAL },
  { holiday_date: '2026-04-09', name: 'Araw ng Kagitingan', holiday_type: REGULAR },
  { holiday_date: '2026-05-01', name: 'Labor Day', holiday_type: REGULAR },
  { holiday_date: '2026-06-12', name: 'Independence Day', holiday_type: REGULAR },
  { holiday_date: '2026-08-21', name: 'Ninoy Aquino Day', holiday_type: SPECIAL },
  { holiday_date: '2026-08-31', name: 'National Heroes Day', holiday_type: REGULAR },
  { holiday_date: '2026-11-01', name: 'All Saints’ Day', holiday_type: SPECIAL },
  { holiday_date: '2026-11-30', name: 'Bonifacio Day', holiday_type: REGULAR },
  { holiday_date: '2026-12-08', name: 'Feast of the Immaculate Conception of Mary', holiday_type: SPECIAL },
  { holiday_date: '2026-12-24', name: 'Christmas Eve', holiday_type: SPECIAL },
  { holiday_date: '2026-12-25', name: 'Christmas Day', holiday_type: REGULAR },
  { holiday_date: '2026-12-30', name: 'Rizal Day', holiday_type: REGULAR },
  { holiday_date: '2026-12-31', name: 'Last Day of the Year', holiday_type: SPECIAL },
  { holiday_date: '2027-01-01', name: 'New Year’s Day', holiday_type: REGULAR },
  { holiday_date: '2027-02-06', name: 'Chinese New Year', holiday_type: SPECIAL },
  { holiday_date: '2027-03-25', name: 'Maundy Thursday', holiday_type: REGULAR },
  { holiday_date: '2027-03-26', name: 'Good Friday', holiday_type: REGULAR },
  { holiday_date: '2027-03-27', name: 'Black Saturday', holiday_type: SPECIAL },
  { holiday_date: '2027-04-09', name: 'Araw ng Kagitingan', holiday_type: REGULAR },
  { holiday_date: '2027-05-01', name: 'Labor Day', holiday_type: REGULAR },
  { holiday_date: '2027-06-12', name: 'Independence Day', holiday_type: REGULAR },
  { holiday_date: '2027-08-21', name: 'Ninoy Aquino Day', holiday_type: SPECIAL },
  { holiday_date: '2027-08-30', name: 'National Heroes Day', holiday_type: REGULAR },
  { holiday_date: '2027-11-01', name: 'All Saints’ Day', holiday_type: SPECIAL },
  { holiday_date: '2027-11-30', name: 'Bonifacio Day', holiday_type: REGULAR },
  { holiday_date: '2027-12-08', name: 'Feast of the Immaculate Conception of Mary', holiday_type: SPECIAL },
  { holiday_date: '2027-12-24', name: 'Christmas Eve', holiday_type: SPECIAL },
  { holiday_date: '2027-12-25', name: 'Christmas Day', holiday_type: REGULAR },
  { holiday_date: '2027-12-30', name: 'Rizal Day', holiday_type: REGULAR },
  { holiday_date: '2027-12-31', name: 'Last Day of the Year', holiday_type: SPECIAL },
];

/** Holidays whose date moves every year and comes from the year's proclamation (or the lunar or church calendar). */
const MOVABLE = [/maundy thursday/i, /good friday/i, /black saturday/i, /chinese new year/i, /eid/i, /holy/i];

/** National Heroes Day: the last Monday of August (RA 9492). */
export function lastMondayOfAugust(year: number): string {
  let date = `${year}-08-31`;
  while (weekday(date) !== 1) date = addDays(date, -1);
  return date;
}

export interface CopyResult {
  created: number;
  skipped: number;
  left_out: string[];
}

/** Copies one year's holidays into a later year: fixed dates as they are, National Heroes Day recomputed, movable ones left out. */
export async function copyHolidays(db: Database, fromYear: number, toYear: number, userId: number | null): Promise<CopyResult> {
  const source = await db.selectFrom('holidays').selectAll().where('year', '=', fromYear).orderBy('holiday_date').execute();
  const leftOut: string[] = [];
  const rows = source.flatMap((h) => {
    if (MOVABLE.some((pattern) => pattern.test(h.name))) {
      leftOut.push(h.name);
      return [];
    }
    const monthDay = h.holiday_date.slice(5);
    if (monthDay === '02-29') {
      leftOut.push(h.name);
      return [];
    }
    const date = /national heroes/i.test(h.name) ? lastMondayOfAugust(toYear) : `${toYear}-${monthDay}`;
    return [
      {
        holiday_date: date,
        name: h.name,
        holiday_type: h.holiday_type,
        scope: h.scope,
        city_municipality: h.city_municipality,
        province: h.province,
        proclamation_no: null,
        year: toYear,
        created_by: userId,
        updated_by: userId,
      },
    ];
  });
  if (rows.length === 0) return { created: 0, skipped: 0, left_out: leftOut };
  const inserted = await db
    .insertInto('holidays')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return { created: inserted.length, skipped: rows.length - inserted.length, left_out: [...new Set(leftOut)] };
}

/** Seeds the national holidays (used by the demo seed and a fresh installation); existing rows stay. */
export async function seedNationalHolidays(db: Database): Promise<void> {
  await db
    .insertInto('holidays')
    .values(
      NATIONAL_HOLIDAYS.map((h) => ({
        ...h,
        scope: 'national',
        year: Number(h.holiday_date.slice(0, 4)),
        proclamation_no: h.holiday_date.startsWith('2026') ? 'Proc. No. 1006, s. 2025' : null,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Copies a year's holidays to a later year in one audited transaction; answers what was copied, in numbers and words. */
export async function copyHolidayYear(db: Database, actor: AuditActor, from: number, to: number) {
  return db.transaction().execute(async (trx) => {
    const result = await copyHolidays(trx, from, to, actor.userId);
    await audit(trx, actor, {
      resource: 'holidays',
      action: 'copy-year',
      summary: `Copied ${result.created} holidays of ${from} to ${to} (${result.skipped} already there; ${result.left_out.length} movable ones left out)`,
    });
    return {
      message: `${result.created} holidays copied to ${to}; ${result.skipped} were already there. Movable holidays are left for the year's proclamation: ${
        result.left_out.join(', ') || 'none'
      }.`,
      ...result,
    };
  });
}
