import { Type, type Static } from '@sinclair/typebox';
import { nullable, WireDate } from './wire';

// The manager's duty rosters as the console reads them (server/modules/self-service/duty-rosters.*).

export const DutyRoster = Type.Object({
  id: Type.Integer(),
  reference_no: Type.String(),
  status: Type.String(),
  date_from: WireDate,
  date_to: WireDate,
  business_unit_id: Type.Integer(),
  title: Type.String(),
});
export type DutyRoster = Static<typeof DutyRoster>;

export const DraftedRoster = Type.Composite([DutyRoster, Type.Object({ message: Type.String() })]);

/** One cell of a roster: a shift, or a rest day. */
export const RosterLine = Type.Object({
  employee_id: Type.Integer(),
  schedule_date: WireDate,
  shift_schedule_id: nullable(Type.Integer()),
  is_rest_day: Type.Boolean(),
});
export type RosterLine = Static<typeof RosterLine>;

/** A leave or a holiday on a cell: shown, not refused. */
export const CellWarning = Type.Object({
  employee_id: Type.Integer(),
  date: WireDate,
  kind: Type.Union([Type.Literal('leave'), Type.Literal('holiday')]),
  text: Type.String(),
});

export const RosterGrid = Type.Object({
  roster: DutyRoster,
  warnings: Type.Array(CellWarning),
  dates: Type.Array(WireDate),
  shifts: Type.Array(
    Type.Object({
      id: Type.Integer(),
      code: Type.String(),
      name: Type.String(),
      time_in: Type.String(),
      time_out: Type.String(),
      color: nullable(Type.String()),
    }),
  ),
  rows: Type.Array(Type.Object({ id: Type.Integer(), employee_no: Type.String(), name: Type.String() })),
  lines: Type.Array(RosterLine),
});
export type RosterGrid = Static<typeof RosterGrid>;

export const LinesSaved = Type.Object({ message: Type.String(), line_count: Type.Integer() });

export const RosterCopied = Type.Object({
  message: Type.String(),
  copied: Type.Integer(),
  source_id: Type.Integer(),
  line_count: Type.Integer(),
});

export const RosterSubmitted = Type.Object({
  id: Type.Integer(),
  reference_no: Type.String(),
  status: Type.String(),
  message: Type.String(),
});

export const RosterDeleted = Type.Object({ id: Type.Integer(), message: Type.String() });
