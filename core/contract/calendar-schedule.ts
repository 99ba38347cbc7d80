import { Type, type Static } from '@sinclair/typebox';
import { nullable, WireDate } from './wire';

// The calendar-schedule grid (server/modules/timekeeping/calendar/): GET /api/timekeeping/calendar-schedule,
// and the same grid of a manager's team, GET /api/manager/staff-schedule. The verbs answer { message, count }.

/** A shift of the company, as the grid's legend and picker show it. */
export const GridShift = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  color: nullable(Type.String()),
  time_in: Type.String({ description: 'HH:mm:ss' }),
  time_out: Type.String({ description: 'HH:mm:ss' }),
  is_active: Type.Boolean(),
});
export type GridShift = Static<typeof GridShift>;

/** One employee's day: the dated row where there is one, the default pattern otherwise. */
export const GridCell = Type.Object({
  date: WireDate,
  shift_schedule_id: nullable(Type.Integer()),
  is_rest_day: Type.Boolean(),
  source: Type.String({ description: "the dated row's source, or 'default' for the pattern" }),
  remarks: nullable(Type.String()),
  closed: Type.Boolean({ description: 'a closed or linked timesheet covers the date' }),
});
export type GridCell = Static<typeof GridCell>;

/** One employee of the page with a cell per date. */
export const GridRow = Type.Object({
  id: Type.Integer(),
  employee_no: Type.String(),
  name: Type.String({ description: 'last, first' }),
  payroll_group_id: nullable(Type.Integer()),
  default_shift_schedule_id: nullable(Type.Integer()),
  rest_days: Type.Array(Type.Integer(), { description: 'weekdays, 0 = Sunday' }),
  cells: Type.Array(GridCell),
});
export type GridRow = Static<typeof GridRow>;

/** A date of the grid and its holidays (local ones with their city). */
export const GridDate = Type.Object({
  date: WireDate,
  holidays: Type.Array(
    Type.Object({
      date: WireDate,
      name: Type.String(),
      holiday_type: Type.String(),
      scope: Type.String(),
      city_municipality: nullable(Type.String()),
    }),
  ),
});
export type GridDate = Static<typeof GridDate>;

/** A page of the employees × dates grid. */
export const CalendarGrid = Type.Object({
  from: WireDate,
  to: WireDate,
  total: Type.Integer({ description: 'employees matching the query, over all pages' }),
  dates: Type.Array(GridDate),
  shifts: Type.Array(GridShift),
  rows: Type.Array(GridRow),
});
export type CalendarGrid = Static<typeof CalendarGrid>;
