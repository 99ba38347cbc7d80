import { Type, type Static } from '@sinclair/typebox';
import { WireDate, nullable } from './wire';

// The time recorder's answers (server/modules/timekeeping/punches/punches.routes.ts): an
// export's import and its progress, the recorder ids that match no employee, and the
// punch verbs (manual, void, map).

/** GET /api/timekeeping/punch-imports/:id/progress: how far the import of an export is. */
export const PunchImportProgress = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('processing'), Type.Literal('completed'), Type.Literal('failed')]),
  file_name: nullable(Type.String()),
  rows_total: Type.Integer(),
  rows_done: Type.Integer(),
  rows_imported: Type.Integer(),
  rows_duplicate: Type.Integer(),
  rows_rejected: Type.Integer(),
  date_from: nullable(WireDate),
  date_to: nullable(WireDate),
  unmatched_ids: Type.Array(Type.String()),
  errors: Type.Array(Type.Object({ row: Type.Integer(), message: Type.String() })),
});
export type PunchImportProgress = Static<typeof PunchImportProgress>;

/** POST /api/timekeeping/punch-imports/upload (202): the import started, and its rows. */
export const PunchImportStarted = Type.Object({ id: Type.Integer(), rows_total: Type.Integer() });
export type PunchImportStarted = Static<typeof PunchImportStarted>;

/** GET /api/timekeeping/time-punches/unmatched: one time recorder id without an employee, its punches and their span. */
export const UnmatchedRecorderId = Type.Object({
  time_recorder_id: Type.String(),
  punches: Type.Integer(),
  first_punch: Type.String(),
  last_punch: Type.String(),
});
export type UnmatchedRecorderId = Static<typeof UnmatchedRecorderId>;

/** The punch verbs' answer (manual, void, map; the upload when it finishes at once): what happened, and the punch or the count. */
export const PunchDone = Type.Object({ message: Type.String(), id: Type.Optional(Type.Integer()), punches: Type.Optional(Type.Integer()) });
export type PunchDone = Static<typeof PunchDone>;
