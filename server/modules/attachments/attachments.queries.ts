import type { Database } from '../../db/database';
import { NotFoundError } from '../../http/errors';

// Reads of the files attached to a record (`attachments` by attachable type and id).

/** The record a file hangs on, as `attachments.attachable_type` and `attachable_id` name it. */
export interface AttachableRecord {
  attachableType: string;
  attachableId: number;
}

/** The attachments of one record, newest last, without their content. */
export async function attachmentsOf(db: Database, attachableType: string, attachableId: number) {
  const rows = await db
    .selectFrom('attachments')
    .select(['id', 'document_type', 'file_name', 'mime_type', 'size_bytes', 'description', 'created_at'])
    .where('attachable_type', '=', attachableType)
    .where('attachable_id', '=', attachableId)
    .orderBy('id')
    .execute();
  return rows.map(({ created_at, ...row }) => ({
    ...row,
    id: Number(row.id),
    uploaded_at: created_at ? new Date(created_at as unknown as string).toISOString() : null,
  }));
}

/** One attachment of the record, with its content (404 when the record has no such attachment). */
export async function attachmentOf(db: Database, owner: AttachableRecord, attachmentId: number) {
  const row = await db
    .selectFrom('attachments')
    .select(['id', 'file_name', 'mime_type', 'content', 'document_type'])
    .where('id', '=', attachmentId)
    .where('attachable_type', '=', owner.attachableType)
    .where('attachable_id', '=', owner.attachableId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('There is no such attachment.');
  return row;
}
