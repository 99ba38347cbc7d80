import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { audit, type AuditActor } from '../../../shared/audit';
import type { FilePunch, PunchFile, PunchFileFormat } from './read-punch-file';

// Imports a time recorder's export into time_punches in batches, one transaction each,
// updating the punch_imports row after every batch so that the console shows progress.
// Exact duplicates (within the file and against punches already stored) are counted
// and skipped, so importing the same export twice adds nothing. Punches whose time
// recorder id belongs to no employee are kept unmatched and listed for mapping.

const BATCH = 2_000;

export interface PunchImportStart {
  fileName: string;
  format: PunchFileFormat;
  deviceId: number | null;
}

export async function createPunchImport(db: Database, actor: AuditActor, start: PunchImportStart): Promise<number> {
  const row = await db
    .insertInto('punch_imports')
    .values({
      source: 'file_upload',
      file_name: start.fileName.slice(0, 255),
      file_format: start.format,
      device_id: start.deviceId,
      company_id: companyOf(actor),
      status: 'processing',
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An import belongs to the importer's company and matches only that company's employees. */
function companyOf(actor: AuditActor): number {
  if (!actor.companyId) throw new Error('The company of the import was not resolved.');
  return actor.companyId;
}

async function employeesByRecorderId(db: Database, companyId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('employees')
    .select(['id', 'time_recorder_id'])
    .where('company_id', '=', companyId)
    .where('time_recorder_id', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.time_recorder_id!, r.id]));
}

/** Stores the punches of a file that has been read; the punch_imports row tells how far it got. */
export async function runPunchImport(
  db: Database,
  actor: AuditActor,
  importId: number,
  file: PunchFile,
  deviceId: number | null,
): Promise<void> {
  try {
    const employees = await employeesByRecorderId(db, companyOf(actor));
    const seen = new Set<string>();
    const unique: FilePunch[] = [];
    for (const p of file.punches) {
      const key = `${p.time_recorder_id}\u0000${p.punched_at}`;
      if (seen.has(key)) continue;
      seen.add(key);
      unique.push(p);
    }
    let imported = 0;
    let duplicates = file.punches.length - unique.length;
    await db
      .updateTable('punch_imports')
      .set({ rows_total: file.total, rows_rejected: file.rejected, rows_duplicate: duplicates, errors: JSON.stringify(file.errors) })
      .where('id', '=', importId)
      .execute();
    for (let i = 0; i < unique.length; i += BATCH) {
      const batch = unique.slice(i, i + BATCH);
      await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('time_punches')
          .values(
            batch.map((p) => ({
              time_recorder_id: p.time_recorder_id,
              employee_id: employees.get(p.time_recorder_id) ?? null,
              device_id: deviceId,
              punch_import_id: importId,
              punched_at: p.punched_at,
              punch_type: p.punch_type,
              source: 'upload',
              verify_mode: p.verify_mode?.slice(0, 10) ?? null,
              work_code: p.work_code?.slice(0, 10) ?? null,
              created_by: actor.userId,
              updated_by: actor.userId,
            })),
          )
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .execute();
        imported += inserted.length;
        duplicates += batch.length - inserted.length;
        await trx
          .updateTable('punch_imports')
          .set({ rows_done: Math.min(file.total, i + batch.length + file.rejected), rows_imported: imported, rows_duplicate: duplicates })
          .where('id', '=', importId)
          .execute();
      });
    }
    const unmatched = [...new Set(unique.map((p) => p.time_recorder_id).filter((id) => !employees.has(id)))].sort();
    const dates = unique.map((p) => p.punched_at.slice(0, 10)).sort();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('punch_imports')
        .set({
          status: 'completed',
          rows_done: file.total,
          date_from: dates[0] ?? null,
          date_to: dates[dates.length - 1] ?? null,
          unmatched_ids: JSON.stringify(unmatched),
          finished_at: sql<Date>`now()`,
        })
        .where('id', '=', importId)
        .execute();
      await audit(trx, actor, {
        resource: 'punch-imports',
        action: 'import',
        recordId: importId,
        summary: `Imported ${imported} punches (${duplicates} duplicates skipped, ${file.rejected} rejected, ${unmatched.length} unknown time recorder ids)`,
      });
    });
  } catch (error) {
    await failPunchImport(db, importId, error instanceof Error ? error.message : 'The import stopped.');
  }
}

export async function failPunchImport(db: Database, importId: number, message: string): Promise<void> {
  await db
    .updateTable('punch_imports')
    .set({ status: 'failed', errors: JSON.stringify([{ row: 0, message }]), finished_at: sql<Date>`now()` })
    .where('id', '=', importId)
    .execute();
}
