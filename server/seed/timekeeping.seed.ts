import type { Database } from '../db/database';
import { seedNationalHolidays } from '../modules/timekeeping/holiday-calendar';
import type { SeedContext } from './context';

// Timekeeping's master data for the demo company: the shifts its offices, stores and
// warehouse work, the company's night-differential rule, this year's and next year's
// national holidays, and a few local ones in the cities the company has branches in.

const SHIFTS = [
  {
    code: 'DAY',
    name: 'Office day shift',
    time_in: '08:00',
    time_out: '17:00',
    break_start: '12:00',
    break_end: '13:00',
    grace_minutes: 10,
    color: '#1E88E5',
  },
  {
    code: 'STORE-AM',
    name: 'Store opening shift',
    time_in: '09:00',
    time_out: '18:00',
    break_start: '13:00',
    break_end: '14:00',
    grace_minutes: 5,
    color: '#43A047',
  },
  {
    code: 'STORE-PM',
    name: 'Store closing shift',
    time_in: '13:00',
    time_out: '22:00',
    break_start: '17:00',
    break_end: '18:00',
    grace_minutes: 5,
    color: '#FB8C00',
  },
  {
    code: 'NIGHT',
    name: 'Warehouse night shift',
    time_in: '22:00',
    time_out: '07:00',
    break_start: '02:00',
    break_end: '03:00',
    grace_minutes: 0,
    color: '#5E35B1',
  },
  {
    code: 'FLEX',
    name: 'Flexible office hours',
    time_in: '07:00',
    time_out: '16:00',
    break_start: '12:00',
    break_end: '13:00',
    grace_minutes: 0,
    is_flexible: true,
    flex_latest_in: '10:00',
    color: '#00897B',
  },
];

const LOCAL_HOLIDAYS = [
  { holiday_date: '2026-01-02', name: 'Makati City Foundation Day', city_municipality: 'Makati City', province: 'Metro Manila' },
  { holiday_date: '2026-10-12', name: 'Quezon City Day', city_municipality: 'Quezon City', province: 'Metro Manila' },
  { holiday_date: '2026-08-23', name: 'Cebu Provincial Charter Day', city_municipality: 'Cebu City', province: 'Cebu' },
  { holiday_date: '2026-03-16', name: 'Araw ng Dabaw', city_municipality: 'Davao City', province: 'Davao del Sur' },
];

export async function seedTimekeeping(db: Database, context: SeedContext): Promise<void> {
  const shifts = await db
    .insertInto('shift_schedules')
    .values(SHIFTS.map((s) => ({ ...s, company_id: context.companyId, is_overnight: s.time_out <= s.time_in })))
    .returning(['id', 'code'])
    .execute();
  const shiftId = new Map(shifts.map((s) => [s.code, s.id]));

  await db
    .insertInto('night_differential_rules')
    .values({
      company_id: context.companyId,
      payroll_group_id: null,
      window_start: '22:00',
      window_end: '06:00',
      effective_from: '2020-01-01',
    })
    .execute();

  await seedNationalHolidays(db);
  await db
    .insertInto('holidays')
    .values(
      LOCAL_HOLIDAYS.map((h) => ({ ...h, holiday_type: 'special_non_working', scope: 'local', year: Number(h.holiday_date.slice(0, 4)) })),
    )
    .execute();

  // offices on the day shift, stores on the opening shift, the warehouse on nights, IT on flexible hours
  const units = new Map([...context.businessUnits].map(([code, id]) => [id, code]));
  const employees = await db
    .selectFrom('employees')
    .select(['id', 'business_unit_id'])
    .where('company_id', '=', context.companyId)
    .execute();
  const byShift = new Map<string, number[]>();
  for (const e of employees) {
    const unit = units.get(e.business_unit_id ?? 0) ?? '';
    const code =
      unit === 'LOG' ? 'NIGHT' : unit === 'ITD' ? 'FLEX' : unit.startsWith('ST-') ? (e.id % 3 === 0 ? 'STORE-PM' : 'STORE-AM') : 'DAY';
    byShift.set(code, [...(byShift.get(code) ?? []), e.id]);
  }
  for (const [code, ids] of byShift) {
    await db
      .updateTable('employees')
      .set({ default_shift_schedule_id: shiftId.get(code)! })
      .where('id', 'in', ids)
      .execute();
  }
}
