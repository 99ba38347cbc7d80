import type { Database } from '../../../db/database';
import { narrowTo } from '../../../http/company-scope';

// The time recorder's reads: an import's progress, and the unmatched punches by time recorder id.

/** An import's progress as the console polls it, or undefined when the company has no such import. */
export async function punchImportProgress(db: Database, companyId: number, id: number) {
  const row = await db.selectFrom('punch_imports').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    unmatched_ids: row.unmatched_ids as string[],
    errors: row.errors as { row: number; message: string }[],
  };
}

export interface UnmatchedRecorderId {
  time_recorder_id: string;
  punches: number;
  first_punch: string;
  last_punch: string;
}

/** The time recorder ids of the company's punches that belong to no employee, with their count and span. */
export async function unmatchedRecorderIds(db: Database, companyId: number): Promise<UnmatchedRecorderId[]> {
  const grouped = db
    .selectFrom('time_punches as r')
    .select((eb) => [
      'r.time_recorder_id',
      eb.fn.countAll<number>().as('punches'),
      eb.fn.min('r.punched_at').as('first_punch'),
      eb.fn.max('r.punched_at').as('last_punch'),
    ])
    .where('r.employee_id', 'is', null)
    .where('r.is_void', '=', false)
    .groupBy('r.time_recorder_id')
    .orderBy('r.time_recorder_id');
  // narrowTo serves every company-owned table, so its answer is untyped: the row shape is the select above
  const rows = (await narrowTo('punch', grouped, companyId).execute()) as Array<{
    time_recorder_id: string;
    punches: number;
    first_punch: unknown;
    last_punch: unknown;
  }>;
  return rows.map((r) => ({ ...r, punches: Number(r.punches), first_punch: String(r.first_punch), last_punch: String(r.last_punch) }));
}

/** The ids of the company's unmatched punches of one time recorder id (a subquery for the mapping). */
export const unmatchedPunchIds = (db: Database, companyId: number, recorderId: string) =>
  narrowTo(
    'punch',
    db.selectFrom('time_punches as r').select('r.id').where('r.employee_id', 'is', null).where('r.time_recorder_id', '=', recorderId),
    companyId,
  );
