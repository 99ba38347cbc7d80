import { Type, type Static } from '@sinclair/typebox';
import { WireInstant, nullable } from './wire';

// The files attached to a record (server/modules/attachments/record-attachments.ts):
// GET <record>/attachments lists them, POST <record>/attachments (multipart) adds one,
// DELETE <record>/attachments/:attachmentId removes one (answering { message }).

/** One attached file, without its content. */
export const Attachment = Type.Object({
  id: Type.Integer(),
  document_type: nullable(Type.String()),
  file_name: Type.String(),
  mime_type: Type.String(),
  size_bytes: Type.Integer(),
  description: nullable(Type.String()),
  uploaded_at: nullable(WireInstant),
});
export type Attachment = Static<typeof Attachment>;

/** POST <record>/attachments: the file just attached, and what happened in words. */
export const AttachmentAdded = Type.Composite([Attachment, Type.Object({ message: Type.String() })]);
export type AttachmentAdded = Static<typeof AttachmentAdded>;
