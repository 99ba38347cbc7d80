import type { Database } from '../../db/database';
import { audit, type AuditActor } from '../../shared/audit';

// The company logo: one image attachment the company row points at. Replacing
// or removing it deletes the previous attachment, audited, in one transaction.

const LOGO = 'logo';

export interface LogoUpload {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

/** The logo's file, or undefined when the company has none. */
export async function companyLogoFile(db: Database, companyId: number) {
  const logo = await db
    .selectFrom('companies as c')
    .innerJoin('attachments as a', 'a.id', 'c.logo_attachment_id')
    .select(['a.file_name', 'a.mime_type', 'a.content'])
    .where('c.id', '=', companyId)
    .executeTakeFirst();
  return logo?.content ? { fileName: logo.file_name, mimeType: logo.mime_type, content: logo.content } : undefined;
}

/** The company and its current logo, locked for the change. */
async function lockedLogo(db: Database, companyId: number) {
  return db
    .selectFrom('companies as c')
    .leftJoin('attachments as a', 'a.id', 'c.logo_attachment_id')
    .select(['c.id', 'c.name', 'a.id as attachment_id', 'a.file_name', 'a.mime_type', 'a.size_bytes'])
    .where('c.id', '=', companyId)
    .forUpdate('c')
    .executeTakeFirstOrThrow();
}

async function pointCompanyAt(db: Database, companyId: number, attachmentId: number | null, userId: number | null, now: Date) {
  await db
    .updateTable('companies')
    .set({ logo_attachment_id: attachmentId, updated_at: now, updated_by: userId })
    .where('id', '=', companyId)
    .execute();
}

/** Stores the upload as the company's logo, replacing the previous one. */
export async function replaceCompanyLogo(db: Database, actor: AuditActor, companyId: number, upload: LogoUpload, now: Date) {
  const { fileName, mimeType, bytes } = upload;
  return db.transaction().execute(async (trx) => {
    const before = await lockedLogo(trx, companyId);
    const attachment = await trx
      .insertInto('attachments')
      .values({
        attachable_type: 'companies',
        attachable_id: companyId,
        document_type: LOGO,
        file_name: fileName,
        mime_type: mimeType,
        size_bytes: bytes.length,
        content: bytes,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning(['id', 'file_name', 'mime_type', 'size_bytes'])
      .executeTakeFirstOrThrow();
    await pointCompanyAt(trx, companyId, attachment.id, actor.userId, now);
    if (before.attachment_id) await trx.deleteFrom('attachments').where('id', '=', before.attachment_id).execute();
    await audit(trx, actor, {
      resource: 'companies',
      action: 'logo-upload',
      recordId: companyId,
      summary: `${before.attachment_id ? 'Replaced' : 'Uploaded'} the logo of ${before.name}: ${fileName}`,
      before: before.attachment_id ? { logo_attachment_id: before.attachment_id, logo_file_name: before.file_name } : null,
      after: { logo_attachment_id: attachment.id, logo_file_name: fileName, logo_mime_type: mimeType, logo_size_bytes: bytes.length },
    });
    return { logo_attachment_id: attachment.id, ...attachment };
  });
}

/** Removes the company's logo; false when it has none. */
export async function removeCompanyLogo(db: Database, actor: AuditActor, companyId: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await lockedLogo(trx, companyId);
    if (!before.attachment_id) return false;
    await pointCompanyAt(trx, companyId, null, actor.userId, now);
    await trx.deleteFrom('attachments').where('id', '=', before.attachment_id).execute();
    await audit(trx, actor, {
      resource: 'companies',
      action: 'logo-remove',
      recordId: companyId,
      summary: `Removed the logo of ${before.name}`,
      before: { logo_attachment_id: before.attachment_id, logo_file_name: before.file_name },
    });
    return true;
  });
}
