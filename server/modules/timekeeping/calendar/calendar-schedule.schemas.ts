import { Type, type Static } from '@sinclair/typebox';
import { DateString } from '../../../http/schemas';

// The request bodies and query of the calendar-schedule routes (the grid's answer is core/contract/calendar-schedule.ts).

const Targets = {
  employee_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100_000 })),
  business_unit_id: Type.Optional(Type.Integer({ minimum: 1 })),
};
// query strings stay strings on the wire: whole numbers are checked by pattern and range here
const Whole = (description: string) => Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,8}$', description }));
export const GridQuery = Type.Object({
  from: DateString,
  days: Whole('dates shown, 1 to 31 (7 by default)'),
  business_unit_id: Whole('only this business unit'),
  payroll_group_id: Whole('only this payroll group'),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'employee number or name' })),
  page: Whole('page, from 1'),
  per_page: Whole('employees a page, up to 100 (25 by default)'),
});
export type GridQuery = Static<typeof GridQuery>;
export const Assign = Type.Object({
  cells: Type.Optional(
    Type.Array(Type.Object({ employee_id: Type.Integer({ minimum: 1 }), date: DateString }), { minItems: 1, maxItems: 10_000 }),
  ),
  ...Targets,
  date_from: Type.Optional(DateString),
  date_to: Type.Optional(DateString),
  shift_schedule_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  is_rest_day: Type.Boolean(),
  remarks: Type.Optional(Type.String({ maxLength: 255 })),
});
export type Assign = Static<typeof Assign>;
export const CopyWeek = Type.Object({ ...Targets, from_week_start: DateString, to_week_start: DateString });
export type CopyWeek = Static<typeof CopyWeek>;
export const Reset = Type.Object({ ...Targets, date_from: DateString, date_to: DateString });
export type Reset = Static<typeof Reset>;
export const Done = Type.Object({ message: Type.String(), count: Type.Integer() });
