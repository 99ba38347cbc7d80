import { sql } from 'kysely';
import { EXPIRING_WITHIN_DAYS } from '@core/resources/licences.resource';
import type { Database } from '../../db/database';

// Reads behind the 201 file's records: a licence's validity and the count of an
// employee's earlier offenses.

/** A licence's validity on `today` (the licence aliased `r`): no_expiry, expired, expiring or valid. */
export const licenceValidity = (today: string) => sql<string>`case when r.expiry_date is null then 'no_expiry'
    when r.expiry_date < ${today}::date then 'expired'
    when r.expiry_date <= ${today}::date + ${EXPIRING_WITHIN_DAYS}::int then 'expiring' else 'valid' end`;

/** The employee's cases of the same offense (case-insensitive) in the 365 days before the offense date, withdrawn ones aside. */
export async function earlierOffenseCount(db: Database, employeeId: unknown, offense: unknown, offenseDate: unknown): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from disciplinary_actions
        where employee_id = ${employeeId} and lower(offense) = lower(${offense})
          and offense_date > ${offenseDate}::date - 365 and status <> 'withdrawn'`.execute(db);
  return rows[0]?.n ?? 0;
}
