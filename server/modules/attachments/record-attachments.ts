import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { ValidationError } from '../../http/errors';
import { answers, FileDownload } from '../../http/schemas';
import { actorOf } from '../../shared/audit';
import { attachmentOf, attachmentsOf } from './attachments.queries';
import { addAttachment, removeAttachment, type AttachmentOwner, type AttachmentUpload } from './attachments.service';

export type { AttachmentOwner } from './attachments.service';

// Files attached to a record (docs/domain.md §3 `attachments`): a medical certificate on a
// leave, a marriage certificate on a change request. One multipart file a call, read from
// its first bytes (PDF, JPEG or PNG, at most 10 MB; anything else is a 422), kept in the
// row's `content` as the other attachment writers keep theirs. Who may list, download,
// add or remove is the owner record's rule, which each portal's routes pass in: a record
// the caller may not see is a 404.

export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export type AttachmentType = 'application/pdf' | 'image/jpeg' | 'image/png';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** What a file really is, from its first bytes: the declared type and the name are whatever the sender says. */
export function attachmentTypeOf(bytes: Uint8Array): AttachmentType | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return undefined;
}

const invalidFile = (message: string) => new ValidationError({ file: [message] }, message);

/** The one file of a multipart body (field `file`) with its optional `document_type` and `description` fields. */
export async function readAttachmentUpload(request: FastifyRequest): Promise<AttachmentUpload> {
  if (!request.isMultipart()) throw invalidFile('Send the file as multipart form data in a field named "file".');
  const upload = await request.file({ limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1 } });
  if (!upload) throw invalidFile('Choose a file to attach.');
  const bytes = await upload.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw invalidFile('The file must be at most 10 MB.');
    throw error;
  });
  if (bytes.length === 0) throw invalidFile('The file is empty.');
  const mimeType = attachmentTypeOf(bytes);
  if (!mimeType) throw invalidFile('Attach a PDF, JPEG or PNG file.');
  const field = (name: string) => {
    const value = (upload.fields[name] as { value?: unknown } | undefined)?.value;
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  };
  const documentType = field('document_type');
  if (documentType !== null && !/^[a-z][a-z0-9_]{0,59}$/.test(documentType))
    throw new ValidationError({ document_type: ['Use lower-case letters, digits and underscores (e.g. medical_certificate).'] });
  const description = field('description');
  if (description !== null && description.length > 255)
    throw new ValidationError({ description: ['The description must be at most 255 characters.'] });
  return { fileName: (upload.filename || 'attachment').slice(-255), mimeType, bytes, documentType, description };
}

export interface AttachmentRouteOptions {
  /** e.g. /api/employee/applications; the routes are `${base}/:id/attachments...` */
  base: string;
  /** the owner record if the caller may see it; 404 otherwise */
  owner: (db: Database, request: FastifyRequest, id: number) => Promise<AttachmentOwner>;
  /** whether the caller may add to (and remove from) the record now: throws 403/409 if not; absent, the routes are read-only */
  writable?: (db: Database, request: FastifyRequest, id: number) => Promise<void>;
}

const AttachmentParams = Type.Object({
  id: Type.String({ pattern: '^\\d{1,12}$', description: 'record id' }),
  attachmentId: Type.String({ pattern: '^\\d{1,12}$', description: 'attachment id' }),
});
const AttachmentForm = Type.Object({
  file: Type.String({ format: 'binary', description: 'the document (PDF or image)' }),
  document_type: Type.Optional(Type.String({ pattern: '^[a-z0-9_]+$', description: 'e.g. medical_certificate' })),
  description: Type.Optional(Type.String({ maxLength: 255 })),
});
const IdOnly = Type.Object({ id: Type.String({ pattern: '^\\d{1,12}$', description: 'record id' }) });
const Attachment = Type.Object({
  id: Type.Integer(),
  document_type: Type.Union([Type.String(), Type.Null()]),
  file_name: Type.String(),
  mime_type: Type.String(),
  size_bytes: Type.Integer(),
  description: Type.Union([Type.String(), Type.Null()]),
  uploaded_at: Type.Union([Type.String(), Type.Null()]),
  message: Type.Optional(Type.String()),
});

export function sendFile(reply: FastifyReply, file: { file_name: string; mime_type: string; content: unknown }) {
  return reply
    .header('Content-Type', file.mime_type)
    .header('Content-Disposition', `attachment; filename="${String(file.file_name).replace(/[^\w.-]+/g, '_')}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .send(file.content as Buffer);
}

/**
 * GET `${base}/:id/attachments` (the list), GET `${base}/:id/attachments/:attachmentId`
 * (the file), and where the record takes files, POST `${base}/:id/attachments`
 * (multipart) and DELETE `${base}/:id/attachments/:attachmentId`.
 */
export async function attachmentRoutes(server: FastifyInstance, options: AttachmentRouteOptions): Promise<void> {
  await server.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart, { limits: { files: 1, fields: 5 } });
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();
    const db = app.deps.db;
    const url = `${options.base}/:id/attachments`;

    app.get(url, { schema: { params: IdOnly, response: answers(Type.Array(Attachment)) } }, async (request) => {
      const owner = await options.owner(db, request, Number(request.params.id));
      return attachmentsOf(db, owner.attachableType, owner.attachableId);
    });
    app.get(`${url}/:attachmentId`, { schema: { params: AttachmentParams, response: answers(FileDownload) } }, async (request, reply) => {
      const owner = await options.owner(db, request, Number(request.params.id));
      return sendFile(reply, await attachmentOf(db, owner, Number(request.params.attachmentId)));
    });

    const writable = options.writable;
    if (!writable) return;
    app.post(
      url,
      { schema: { params: IdOnly, consumes: ['multipart/form-data'], uploadForm: AttachmentForm, response: answers(Attachment) } },
      async (request) => {
        const id = Number(request.params.id);
        const owner = await options.owner(db, request, id);
        await writable(db, request, id);
        const file = await readAttachmentUpload(request);
        return addAttachment(db, actorOf(request), owner, file, (trx) => writable(trx, request, id));
      },
    );
    app.delete(
      `${url}/:attachmentId`,
      { schema: { params: AttachmentParams, response: answers(Type.Object({ message: Type.String() })) } },
      async (request) => {
        const id = Number(request.params.id);
        const owner = await options.owner(db, request, id);
        return removeAttachment(db, actorOf(request), owner, Number(request.params.attachmentId), (trx) => writable(trx, request, id));
      },
    );
  });
}
