import type { Database } from '../../server/db/database';
import { postLedgerEntries } from '../../server/modules/timekeeping/leave/leave-ledger';

/** 11 to 20 November 2026, Monday to Friday: the days after SM-OFFICE's last linked cut-off (26 October – 10 November). */
export const FINAL_WORKING_DAYS = [
  '2026-11-11',
  '2026-11-12',
  '2026-11-13',
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
];

/**
 * A demo office employee made ready for a final pay with figures worked by hand: the DAY shift's
 * rest days, 36,000.00 a month from 1 November 2026, clean punches on the final working days (no
 * filings or loans in the way), and 5 SIL days granted for 2026 and unused.
 */
export async function prepareFinalPayEmployee(db: Database, id: number, hireDate?: string): Promise<void> {
  await db
    .updateTable('employees')
    .set({ rest_days: JSON.stringify([0, 6]), ...(hireDate ? { hire_date: hireDate, regularization_date: '2021-09-01' } : {}) })
    .where('id', '=', id)
    .execute();
  await db
    .insertInto('employee_compensations')
    .values({
      employee_id: id,
      effective_date: '2026-11-01',
      rate_type: 'monthly',
      basic_rate: '36000.00',
      daily_rate: '1655.172414',
      hourly_rate: '206.896552',
      is_minimum_wage_earner: false,
    })
    .execute();
  await db.deleteFrom('time_punches').where('employee_id', '=', id).where('punched_at', '>=', '2026-11-11').execute();
  await db
    .updateTable('applications')
    .set({ status: 'cancelled' })
    .where('employee_id', '=', id)
    .where('date_to', '>=', '2026-11-11')
    .execute();
  await db.deleteFrom('loans').where('employee_id', '=', id).execute();
  await db
    .insertInto('time_punches')
    .values(
      FINAL_WORKING_DAYS.flatMap((d) => [
        { employee_id: id, time_recorder_id: `T${id}`, punched_at: `${d} 07:55:00`, source: 'device', punch_type: 'unknown' },
        { employee_id: id, time_recorder_id: `T${id}`, punched_at: `${d} 17:05:00`, source: 'device', punch_type: 'unknown' },
      ]),
    )
    .execute();
  await db.deleteFrom('leave_ledger_entries').where('employee_id', '=', id).where('entry_date', '>=', '2026-01-01').execute();
  const sil = await db.selectFrom('leave_types').select('id').where('code', '=', 'SIL').executeTakeFirstOrThrow();
  await postLedgerEntries(
    db,
    [{ employee_id: id, leave_type_id: sil.id, year: 2026, entry_date: '2026-01-01', entry_type: 'grant', milli_days: 5000 }],
    null,
  );
}
