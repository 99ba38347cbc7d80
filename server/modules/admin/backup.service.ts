import type { Database } from '../../db/database';
import { audit, type AuditActor } from '../../shared/audit';
import { exportCompany } from './company-export';

// Copies of the data, each recorded in the audit trail after it is taken (so
// the copy itself does not hold that entry).

export interface DataCopy {
  fileName: string;
  bytes: Buffer;
}

/** sub-backup-20261125-221503.tar.gz, in UTC */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace(/-|:/g, '').replace('T', '-');
  return `sub-backup-${stamp}.tar.gz`;
}

/** The whole embedded database as a gzipped tar, audited. */
export async function backUpDatabase(db: Database, dumpDatabase: () => Promise<Blob>, actor: AuditActor, taken: Date): Promise<DataCopy> {
  const bytes = Buffer.from(await (await dumpDatabase()).arrayBuffer());
  const fileName = backupFileName(taken);
  await db.transaction().execute((trx) =>
    audit(trx, actor, {
      resource: 'backups',
      action: 'download',
      summary: `Database backup ${fileName} (${bytes.length} bytes)`,
    }),
  );
  return { fileName, bytes };
}

/** One company's data (company-export.ts), audited. */
export async function exportCompanyData(db: Database, companyId: number, actor: AuditActor, now: Date): Promise<DataCopy> {
  const exported = await exportCompany(db, companyId, now);
  await db.transaction().execute((trx) =>
    audit(trx, actor, {
      resource: 'company-exports',
      action: 'download',
      summary: `Company data export ${exported.fileName} (${exported.rowCount} rows, ${exported.bytes.length} bytes)`,
    }),
  );
  return { fileName: exported.fileName, bytes: exported.bytes };
}
