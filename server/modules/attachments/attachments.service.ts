import type { Database } from '../../db/database';
import { audit, type AuditActor } from '../../shared/audit';
import { attachmentOf, type AttachableRecord } from './attachments.queries';

// Adding and removing a record's files, each in one transaction with its audit
// line; `writable` (the owner's rule) is checked again inside it.

export interface AttachmentOwner extends AttachableRecord {
  /** the record's name in the audit line, e.g. LV-2026-00001 */
  label: string;
  /** the audit resource of the owner, e.g. applications */
  resource: string;
}

export interface AttachmentUpload {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
  documentType: string | null;
  description: string | null;
}

/** Throws 403/409 when the record takes no change now. */
type WritableCheck = (trx: Database) => Promise<void>;

export async function addAttachment(
  db: Database,
  actor: AuditActor,
  owner: AttachmentOwner,
  file: AttachmentUpload,
  writable: WritableCheck,
) {
  return db.transaction().execute(async (trx) => {
    await writable(trx);
    const row = await trx
      .insertInto('attachments')
      .values({
        attachable_type: owner.attachableType,
        attachable_id: owner.attachableId,
        document_type: file.documentType,
        file_name: file.fileName,
        mime_type: file.mimeType,
        size_bytes: file.bytes.length,
        content: file.bytes,
        description: file.description,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning(['id', 'document_type', 'file_name', 'mime_type', 'size_bytes', 'description', 'created_at'])
      .executeTakeFirstOrThrow();
    await audit(trx, actor, {
      resource: owner.resource,
      action: 'attach',
      recordId: owner.attachableId,
      summary: `Attached ${file.fileName}${file.documentType ? ` (${file.documentType.replace(/_/g, ' ')})` : ''} to ${owner.label}`,
      after: { attachment_id: row.id, file_name: row.file_name, mime_type: row.mime_type, size_bytes: row.size_bytes },
    });
    const { created_at, ...rest } = row;
    return {
      ...rest,
      id: Number(row.id),
      uploaded_at: new Date(created_at as unknown as string).toISOString(),
      message: `${file.fileName} is attached to ${owner.label}.`,
    };
  });
}

export async function removeAttachment(
  db: Database,
  actor: AuditActor,
  owner: AttachmentOwner,
  attachmentId: number,
  writable: WritableCheck,
) {
  return db.transaction().execute(async (trx) => {
    await writable(trx);
    const file = await attachmentOf(trx, owner, attachmentId);
    await trx.deleteFrom('attachments').where('id', '=', file.id).execute();
    await audit(trx, actor, {
      resource: owner.resource,
      action: 'detach',
      recordId: owner.attachableId,
      summary: `Removed ${file.file_name} from ${owner.label}`,
      before: { attachment_id: file.id, file_name: file.file_name },
    });
    return { message: `${file.file_name} is removed from ${owner.label}.` };
  });
}
