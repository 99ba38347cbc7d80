import type { Database } from '../db/database';
import type { AuditActor } from '../shared/audit';
import { addDays, weekday } from '../modules/timekeeping/engine/time';
import { closeTimesheet, linkTimesheet } from '../modules/timekeeping/timesheets/timesheet-lifecycle.service';
import { runProcessing, startProcessing } from '../modules/timekeeping/timesheets/timesheet-processing.service';
import { SeededRandom } from './random';

// The demo company's last two months at the time recorders, processed into timesheets:
// mostly punctual days, with lateness, absences, overtime nobody filed, early
// departures, forgotten punches, and the warehouse on nights. The older cut-offs are
// reviewed, closed and linked to their payroll periods; the latest is processed with
// its exceptions open, as a timekeeping officer would find it.

const DAYS_BACK = 61;
const SYSTEM: AuditActor = { userId: null, role: null, portal: 'system', requestId: 'seed:timesheets' };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
function stamp(date: string, minutes: number, random: SeededRandom): string {
  const day = addDays(date, Math.floor(minutes / 1440));
  const m = ((minutes % 1440) + 1440) % 1440;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day} ${pad(Math.floor(m / 60))}:${pad(m % 60)}:${pad(random.integer(0, 59))}`;
}

export async function seedDemoPunches(db: Database, today: string): Promise<void> {
  await seedPunches(db, new SeededRandom(20261124), addDays(today, -DAYS_BACK), addDays(today, -1));
}

/** Punches of the employees (of the groups given, else all) at the time recorders, every day from `from` to `to`. */
export async function seedPunches(
  db: Database,
  random: SeededRandom,
  from: string,
  to: string,
  groupIds?: readonly number[],
): Promise<void> {
  const employees = await db
    .selectFrom('employees as e')
    .innerJoin('shift_schedules as s', 's.id', 'e.default_shift_schedule_id')
    .select(['e.id', 'e.time_recorder_id', 'e.rest_days', 'e.hire_date', 'e.separation_date', 's.time_in', 's.time_out', 's.is_flexible'])
    .where('e.time_recorder_id', 'is not', null)
    .$if(groupIds !== undefined, (q) => q.where('e.payroll_group_id', 'in', groupIds!))
    .orderBy('e.id')
    .execute();
  const holidays = new Set(
    (await db.selectFrom('holidays').select('holiday_date').where('scope', '=', 'national').execute()).map((h) => h.holiday_date),
  );
  const rows: { employee_id: number; time_recorder_id: string; punched_at: string; punch_type: string; source: string }[] = [];
  for (const e of employees) {
    const start = minutesOf(e.time_in);
    let end = minutesOf(e.time_out);
    if (end <= start) end += 1440;
    for (let date = from; date <= to; date = addDays(date, 1)) {
      if (date < e.hire_date || (e.separation_date && date > e.separation_date)) continue;
      if ((e.rest_days as number[]).includes(weekday(date)) || holidays.has(date)) continue;
      const roll = random.next();
      const punch = (minutes: number, type: string) =>
        rows.push({
          employee_id: e.id,
          time_recorder_id: e.time_recorder_id!,
          punched_at: stamp(date, minutes, random),
          punch_type: type,
          source: 'device',
        });
      if (roll < 0.03) continue; // absent, nothing filed
      const lateBy = roll < 0.11 ? random.integer(6, 45) : 0;
      const arrival = e.is_flexible ? start + random.integer(0, 150) : start - random.integer(0, 15) + lateBy;
      const shift = e.is_flexible ? arrival - start : 0;
      const leave =
        roll > 0.97
          ? null // forgot to punch out
          : roll > 0.93
            ? end + shift + random.integer(60, 180) // stayed for overtime nobody filed
            : roll > 0.91
              ? end + shift - random.integer(30, 90) // left early
              : end + shift + random.integer(0, 10);
      punch(arrival, 'in');
      if (leave !== null) punch(leave, 'out');
    }
  }
  for (let i = 0; i < rows.length; i += 2000)
    await db
      .insertInto('time_punches')
      .values(rows.slice(i, i + 2000))
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** Timesheets of every payroll group's cut-offs that ended in the last two months, processed; all but the latest closed and linked. */
export async function seedDemoTimesheets(db: Database, today: string): Promise<void> {
  const periods = await db
    .selectFrom('payroll_periods')
    .select(['id', 'payroll_group_id', 'cutoff_start', 'cutoff_end'])
    .where('period_type', '=', 'regular')
    .where('cutoff_start', '>=', addDays(today, -DAYS_BACK + 1))
    .where('cutoff_end', '<', today)
    .orderBy('payroll_group_id')
    .orderBy('cutoff_start')
    .execute();
  const latest = new Map<number, number>();
  for (const p of periods) latest.set(p.payroll_group_id, p.id);
  for (const p of periods) await processCutoff(db, p, latest.get(p.payroll_group_id) !== p.id);
}

/** A cut-off's timesheet processed from the punches; when `link`, its exceptions waived, closed and linked to the period. */
export async function processCutoff(
  db: Database,
  p: { id: number; payroll_group_id: number; cutoff_start: string | null; cutoff_end: string | null },
  link: boolean,
): Promise<void> {
  const created = await db
    .insertInto('timesheets')
    .values({
      payroll_group_id: p.payroll_group_id,
      timesheet_type: 'regular',
      cutoff_start: p.cutoff_start!,
      cutoff_end: p.cutoff_end!,
      status: 'open',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const scope = { id: created.id, payroll_group_id: p.payroll_group_id, cutoff_start: p.cutoff_start!, cutoff_end: p.cutoff_end! };
  await runProcessing(db, SYSTEM, scope, await startProcessing(db, scope));
  if (!link) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('attendance_exceptions')
      .set({ status: 'waived', resolution: 'waived', remarks: 'Reviewed with the branch supervisors', resolved_at: new Date() })
      .where('timesheet_id', '=', created.id)
      .where('status', '=', 'open')
      .execute();
    await trx.updateTable('timesheets').set({ open_exception_count: 0 }).where('id', '=', created.id).execute();
    await closeTimesheet(trx, created.id, SYSTEM, { pending: 'warn' });
    await linkTimesheet(trx, created.id, SYSTEM, p.id);
  });
}
