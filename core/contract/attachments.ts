import { Type, type Static } from '@sinclair/typebox';
import { Instant, Nullable } from './common';

// The files attached to a record (server/modules/attachments/record-attachments.ts):
// GET <record>/attachments lists them, POST <record>/attachments (multipart) adds one,
// DELETE <record>/attachments/:attachmentId removes one (answering { message }).

/** One attached file, without its content. */
export const Attachment = Type.Object({
  id: Type.Integer(),
  document_type: Nullable(Type.String()),
  file_name: Type.String(),
  mime_type: Type.String(),
  size_bytes: Type.Integer(),
  description: Nullable(Type.String()),
  uploaded_at: Nullable(Instant),
});
export type Attachment = Static<typeof Attachment>;

/** POST <record>/attachments: the file just attached, and what happened in words. */
export const AttachmentAdded = Type.Composite([Attachment, Type.Object({ message: Type.String() })]);
export type AttachmentAdded = Static<typeof AttachmentAdded>;
