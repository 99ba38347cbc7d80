import { Type } from '@sinclair/typebox';
import { answers, FileDownload } from '../../http/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { employerRegistrationsResource } from '@core/resources/employer-registrations.resource';
import type { CrudOptionsByResource } from '../../http/crud';
import { NotFoundError, ValidationError } from '../../http/errors';
import type { Database } from '../../db/database';
import { actorOf, audit } from '../../shared/audit';
import { knownCompanyId } from '../../shared/company';
import { imageTypeOf } from './image-type';

// What the company profile screen needs besides the companies CRUD:
// - the logo: POST (multipart, one image file), GET (the image), DELETE;
// - the agency registrations, read-only (payroll maintains them).

export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
const LOGO = 'logo';

const invalidLogo = (message: string) => new ValidationError({ logo: [message] }, message);

/** The caller's own company: HR never reaches another company's logo. */
function companyIdFrom(request: FastifyRequest): number {
  const { id } = request.params as { id: string };
  const companyId = knownCompanyId(request);
  if (!/^\d+$/.test(id) || Number(id) !== companyId) throw new NotFoundError();
  return companyId;
}

async function currentLogo(db: Database, companyId: number) {
  return db
    .selectFrom('companies as c')
    .leftJoin('attachments as a', 'a.id', 'c.logo_attachment_id')
    .select(['c.id', 'c.name', 'a.id as attachment_id', 'a.file_name', 'a.mime_type', 'a.size_bytes'])
    .where('c.id', '=', companyId)
    .forUpdate('c')
    .executeTakeFirstOrThrow();
}

async function readLogoUpload(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw invalidLogo('Send the logo as multipart form data in a field named "logo".');
  const upload = await request.file({ limits: { fileSize: MAX_LOGO_BYTES, files: 1 } });
  if (!upload) throw invalidLogo('Choose an image file for the logo.');
  const bytes = await upload.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw invalidLogo('The logo must be at most 2 MB.');
    throw error;
  });
  return { fileName: (upload.filename || 'logo').slice(-255), bytes };
}

export async function companyProfileRoutes(app: FastifyInstance, crud: CrudOptionsByResource): Promise<void> {
  const base = '/api/hr/companies/:id/logo';

  const params = Type.Object({ id: Type.String({ pattern: '^\\d{1,12}$' }) });
  const Logo = Type.Object({ logo_attachment_id: Type.Union([Type.Integer(), Type.Null()]) }, { additionalProperties: true });
  app.get(base, { schema: { params, response: answers(FileDownload) } }, async (request, reply) => {
    const companyId = companyIdFrom(request);
    const logo = await app.deps.db
      .selectFrom('companies as c')
      .innerJoin('attachments as a', 'a.id', 'c.logo_attachment_id')
      .select(['a.file_name', 'a.mime_type', 'a.content'])
      .where('c.id', '=', companyId)
      .executeTakeFirst();
    if (!logo?.content) throw new NotFoundError('The company has no logo.');
    return reply
      .header('Content-Type', logo.mime_type)
      .header('Content-Disposition', `inline; filename="${String(logo.file_name).replace(/[^\w.-]+/g, '_')}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(logo.content as Buffer);
  });

  app.post(base, { schema: { params, consumes: ['multipart/form-data'], response: answers(Logo) } }, async (request) => {
    const companyId = companyIdFrom(request);
    const { fileName, bytes } = await readLogoUpload(request);
    const mimeType = imageTypeOf(bytes);
    if (!mimeType) throw invalidLogo('The logo must be a PNG, JPEG or WebP image.');
    const userId = request.auth?.user.id ?? null;
    return app.deps.db.transaction().execute(async (trx) => {
      const before = await currentLogo(trx, companyId);
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
          created_by: userId,
          updated_by: userId,
        })
        .returning(['id', 'file_name', 'mime_type', 'size_bytes'])
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('companies')
        .set({ logo_attachment_id: attachment.id, updated_at: app.deps.now(), updated_by: userId })
        .where('id', '=', companyId)
        .execute();
      if (before.attachment_id) await trx.deleteFrom('attachments').where('id', '=', before.attachment_id).execute();
      await audit(trx, actorOf(request, 'hr'), {
        resource: 'companies',
        action: 'logo-upload',
        recordId: companyId,
        summary: `${before.attachment_id ? 'Replaced' : 'Uploaded'} the logo of ${before.name}: ${fileName}`,
        before: before.attachment_id ? { logo_attachment_id: before.attachment_id, logo_file_name: before.file_name } : null,
        after: { logo_attachment_id: attachment.id, logo_file_name: fileName, logo_mime_type: mimeType, logo_size_bytes: bytes.length },
      });
      return { logo_attachment_id: attachment.id, ...attachment };
    });
  });

  app.delete(base, { schema: { params, response: answers(Logo) } }, async (request) => {
    const companyId = companyIdFrom(request);
    return app.deps.db.transaction().execute(async (trx) => {
      const before = await currentLogo(trx, companyId);
      if (!before.attachment_id) throw new NotFoundError('The company has no logo.');
      await trx
        .updateTable('companies')
        .set({ logo_attachment_id: null, updated_at: app.deps.now(), updated_by: request.auth?.user.id ?? null })
        .where('id', '=', companyId)
        .execute();
      await trx.deleteFrom('attachments').where('id', '=', before.attachment_id).execute();
      await audit(trx, actorOf(request, 'hr'), {
        resource: 'companies',
        action: 'logo-remove',
        recordId: companyId,
        summary: `Removed the logo of ${before.name}`,
        before: { logo_attachment_id: before.attachment_id, logo_file_name: before.file_name },
      });
      return { logo_attachment_id: null };
    });
  });

  // HR sees the agency numbers on the company profile; payroll edits them.
  crud.set(employerRegistrationsResource.name, {
    scope: (query, request) => query.where('r.company_id', '=', knownCompanyId(request)),
  });
}
