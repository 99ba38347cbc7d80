import type { Database } from '../../../db/database';

/** The overtime-rate id of each premium code in force on a date. */
export async function premiumRateIds(db: Database, onDate: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('overtime_rates')
    .select(['id', 'code', 'effective_from'])
    .where('effective_from', '<=', onDate)
    .orderBy('effective_from')
    .execute();
  return new Map(rows.map((r) => [r.code, r.id])); // the latest row of each code wins
}
