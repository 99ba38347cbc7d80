import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { lineRows, type LineChange } from './measures';

// Writing adjustments with their lines, in-period (one) or prior-period (a chunk's worth):
// one statement for the adjustments and one for all their lines.

export interface NewAdjustment {
  employee_id: number;
  work_date: string;
  adjustment_kind: 'in_period' | 'prior_period';
  daily_time_record_id: number;
  original_timesheet_id: number;
  reason: string;
  status: 'draft' | 'processed';
  changes: readonly LineChange[];
  /** the late application behind a prior-period adjustment; without one the source is manual */
  source?: { source_type: string; application_id: number };
}

/** Inserts the adjustments (at most one per employee and date) and their lines; answers their ids in the same order. */
export async function insertAdjustments(
  trx: Database,
  adjustments: readonly NewAdjustment[],
  rates: Map<string, number>,
  userId: number | null,
): Promise<number[]> {
  if (adjustments.length === 0) return [];
  const inserted = await trx
    .insertInto('timesheet_adjustments')
    .values(
      adjustments.map(({ changes: _changes, source, ...adjustment }) => ({
        ...adjustment,
        source_type: source?.source_type ?? 'manual',
        application_id: source?.application_id ?? null,
        created_by: userId,
        updated_by: userId,
      })),
    )
    .returning(['id', 'employee_id', sql<string>`work_date::text`.as('work_date')])
    .execute();
  const idOf = new Map(inserted.map((row) => [`${row.employee_id} ${row.work_date}`, Number(row.id)]));
  const ids = adjustments.map((a) => idOf.get(`${a.employee_id} ${a.work_date}`)!);
  await trx
    .insertInto('timesheet_adjustment_lines')
    .values(adjustments.flatMap((a, i) => lineRows(ids[i], a.changes, rates)))
    .execute();
  return ids;
}
