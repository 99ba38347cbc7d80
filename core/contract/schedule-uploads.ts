import { Type, type Static } from '@sinclair/typebox';
import { nullable, WireDate, WireTimestamp } from './wire';

// The manager's schedule uploads as the console reads them (server/modules/self-service/schedule-uploads.*).

/** A row of the uploaded sheet, with the employee's name and the shift's when they are known. */
export const ScheduleUploadRow = Type.Object({
  row: Type.Integer({ description: 'the sheet row' }),
  employee_no: Type.String(),
  employee_name: nullable(Type.String()),
  date: Type.String({ description: 'as written in the sheet' }),
  shift_code: Type.String(),
  shift_name: nullable(Type.String()),
});

/** A problem of a row (row 0: of the whole upload). */
export const ScheduleUploadProblem = Type.Object({ row: Type.Integer(), column: Type.String(), message: Type.String() });

export const ScheduleUpload = Type.Object({
  id: Type.Integer(),
  file_name: Type.String(),
  status: Type.String({ description: 'validated, invalid, applied or discarded' }),
  period_start: nullable(WireDate),
  period_end: nullable(WireDate),
  rows_total: Type.Integer(),
  rows_valid: Type.Integer(),
  rows_invalid: Type.Integer(),
  rows: Type.Array(ScheduleUploadRow),
  errors: Type.Array(ScheduleUploadProblem),
  duty_roster_id: nullable(Type.Integer()),
  roster_reference_no: nullable(Type.String()),
  roster_status: nullable(Type.String()),
  uploaded_at: WireTimestamp,
  applied_at: nullable(WireTimestamp),
  discarded_at: nullable(WireTimestamp),
});
export type ScheduleUpload = Static<typeof ScheduleUpload>;

/** The upload after a verb (upload, apply, discard), with what happened in words. */
export const ScheduleUploadMoved = Type.Composite([ScheduleUpload, Type.Object({ message: Type.String() })]);
