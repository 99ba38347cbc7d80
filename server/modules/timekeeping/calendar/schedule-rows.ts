import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { insertColumns } from '../../../db/insert-columns';

// Replacing dated schedule rows (docs/domain.md §4 employee_schedules: later sources overwrite
// earlier ones on the same date), the one way the calendar, change-shift and duty-roster
// approvals write them: the rows of the dates go, the new ones come, and the replaced ones
// are answered so the caller can log or restore them.

export interface ScheduleDate {
  employee_id: number;
  schedule_date: string;
}

export interface ScheduleRow extends ScheduleDate {
  shift_schedule_id: number | null;
  is_rest_day: boolean;
  remarks?: string | null;
}

export interface ReplacedRow extends ScheduleRow {
  source: string;
  source_id: number | null;
}

/** Deletes the rows of `dates`, writes `rows` with their source, and answers the rows deleted. */
export async function replaceScheduleRows(
  trx: Database,
  dates: readonly ScheduleDate[],
  rows: readonly ScheduleRow[],
  source: { source: string; source_id: number | null },
  userId: number | null,
): Promise<ReplacedRow[]> {
  if (dates.length === 0) return [];
  const replaced = await sql<ReplacedRow>`delete from employee_schedules s
    using unnest(${dates.map((d) => d.employee_id)}::bigint[], ${dates.map((d) => d.schedule_date)}::date[]) as c(e, d)
    where s.employee_id = c.e and s.schedule_date = c.d
    returning s.employee_id, s.schedule_date::text as schedule_date, s.shift_schedule_id, s.is_rest_day, s.source, s.source_id, s.remarks`.execute(
    trx,
  );
  await insertColumns(
    trx,
    'employee_schedules',
    {
      employee_id: 'bigint',
      schedule_date: 'date',
      shift_schedule_id: 'bigint',
      is_rest_day: 'boolean',
      source: 'text',
      source_id: 'bigint',
      remarks: 'text',
      created_by: 'bigint',
      updated_by: 'bigint',
    },
    rows.map((row) => ({ ...row, remarks: row.remarks ?? null, ...source, created_by: userId, updated_by: userId })),
  );
  return replaced.rows;
}
