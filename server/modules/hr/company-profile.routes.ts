import { Type } from '@sinclair/typebox';
import { answers, FileDownload } from '../../http/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { employerRegistrationsResource } from '@core/resources/employer-registrations.resource';
import type { CrudOptionsByResource } from '../../http/crud';
import { NotFoundError, ValidationError } from '../../http/errors';
import { actorOf } from '../../shared/audit';
import { knownCompanyId } from '../../shared/company';
import { companyLogoFile, removeCompanyLogo, replaceCompanyLogo } from './company-logo.service';
import { imageTypeOf } from './image-type';

// What the company profile screen needs besides the companies CRUD:
// - the logo: POST (multipart, one image file), GET (the image), DELETE;
// - the agency registrations, read-only (payroll maintains them).

const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** The new logo's attachment. */
const UploadedLogo = Type.Object({
  logo_attachment_id: Type.Integer(),
  id: Type.Integer({ description: 'the attachment id, as logo_attachment_id' }),
  file_name: Type.String(),
  mime_type: Type.String(),
  size_bytes: Type.Integer(),
});
const RemovedLogo = Type.Object({ logo_attachment_id: Type.Null() });

const invalidLogo = (message: string) => new ValidationError({ logo: [message] }, message);

/** The caller's own company: HR never reaches another company's logo. */
function companyIdFrom(request: FastifyRequest): number {
  const { id } = request.params as { id: string };
  const companyId = knownCompanyId(request);
  if (!/^\d+$/.test(id) || Number(id) !== companyId) throw new NotFoundError();
  return companyId;
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

  app.get(base, { schema: { params, response: answers(FileDownload) } }, async (request, reply) => {
    const logo = await companyLogoFile(app.deps.db, companyIdFrom(request));
    if (!logo) throw new NotFoundError('The company has no logo.');
    return reply
      .header('Content-Type', logo.mimeType)
      .header('Content-Disposition', `inline; filename="${logo.fileName.replace(/[^\w.-]+/g, '_')}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(logo.content);
  });

  app.post(base, { schema: { params, consumes: ['multipart/form-data'], response: answers(UploadedLogo) } }, async (request) => {
    const companyId = companyIdFrom(request);
    const { fileName, bytes } = await readLogoUpload(request);
    const mimeType = imageTypeOf(bytes);
    if (!mimeType) throw invalidLogo('The logo must be a PNG, JPEG or WebP image.');
    return replaceCompanyLogo(app.deps.db, actorOf(request, 'hr'), companyId, { fileName, mimeType, bytes }, app.deps.now());
  });

  app.delete(base, { schema: { params, response: answers(RemovedLogo) } }, async (request) => {
    const removed = await removeCompanyLogo(app.deps.db, actorOf(request, 'hr'), companyIdFrom(request), app.deps.now());
    if (!removed) throw new NotFoundError('The company has no logo.');
    return { logo_attachment_id: null };
  });

  // HR sees the agency numbers on the company profile; payroll edits them.
  crud.set(employerRegistrationsResource.name, {
    scope: (query, request) => query.where('r.company_id', '=', knownCompanyId(request)),
  });
}
