/**
 * The JSON schema of POST /api/timekeeping/timesheet-processing/preview: the engine's
 * input (engine/types.ts) as the wire carries it, and the daily records it answers.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DAY_TYPES, EXCEPTION_TYPES } from './engine/types';

const Text = (maxLength: number) => Type.String({ maxLength });
const Minutes = (max = 1440) => Type.Integer({ minimum: 0, maximum: max });
const DateText = Type.String({ maxLength: 10, description: 'YYYY-MM-DD' });
const TimeText = Type.String({ maxLength: 8, description: 'HH:mm or HH:mm:ss' });
const DateTimeText = Type.String({ maxLength: 19, description: 'Asia/Manila YYYY-MM-DD HH:mm:ss' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
const Enum = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

const Shift = Type.Object({
  code: Text(20),
  time_in: TimeText,
  time_out: TimeText,
  break_start: Nullable(TimeText),
  break_end: Nullable(TimeText),
  paid_break: Type.Optional(Type.Boolean()),
  required_minutes: Type.Optional(Minutes()),
  grace_minutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 60 })),
  is_flexible: Type.Optional(Type.Boolean()),
  flex_latest_in: Nullable(TimeText),
  punch_window_before_minutes: Type.Optional(Minutes()),
  punch_window_after_minutes: Type.Optional(Minutes()),
});

const Employee = Type.Object({
  employee_no: Text(20),
  time_recorder_id: Nullable(Text(20)),
  job_level: Nullable(Text(30)),
  labor_code_exempt: Type.Optional(Type.Boolean()),
  business_unit_city: Nullable(Text(100)),
  rest_days: Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { maxItems: 7, uniqueItems: true }),
  default_shift: Nullable(Text(20)),
  hire_date: Nullable(DateText),
  separation_date: Nullable(DateText),
});

const NightRule = Type.Object({
  window_start: TimeText,
  window_end: TimeText,
  minimum_minutes: Type.Optional(Minutes()),
  rounding_minutes: Type.Optional(Minutes(60)),
  deduct_breaks: Type.Optional(Type.Boolean()),
  covered_job_levels: Type.Optional(Type.Array(Text(30), { maxItems: 10 })),
});

const Holiday = Type.Object({
  id: Nullable(Type.Integer()),
  name: Text(150),
  holiday_type: Enum(['regular', 'special_non_working', 'special_working'] as const),
  scope: Enum(['national', 'local'] as const),
  city_municipality: Nullable(Text(100)),
});

const Application = Type.Union([
  Type.Object({
    application_type: Type.Literal('leave'),
    date_from: DateText,
    date_to: DateText,
    day_part: Type.Optional(Enum(['whole_day', 'first_half', 'second_half'] as const)),
    with_pay: Type.Optional(Type.Boolean()),
    without_pay: Type.Optional(Type.Boolean()),
    leave_type: Nullable(Text(10)),
  }),
  Type.Object({
    application_type: Type.Literal('overtime'),
    work_date: DateText,
    time_from: DateTimeText,
    time_to: DateTimeText,
    approved_minutes: Nullable(Minutes(960)),
    ot_category: Type.Optional(Enum(['pre_shift', 'post_shift', 'rest_day', 'holiday', 'break_work'] as const)),
  }),
  Type.Object({
    application_type: Type.Literal('official_business_trip'),
    date_from: DateText,
    date_to: DateText,
    is_whole_day: Type.Boolean(),
    time_from: Nullable(TimeText),
    time_to: Nullable(TimeText),
  }),
  Type.Object({
    application_type: Type.Literal('logsheet'),
    work_date: DateText,
    time_in: Nullable(DateTimeText),
    time_out: Nullable(DateTimeText),
    break_out: Nullable(DateTimeText),
    break_in: Nullable(DateTimeText),
  }),
  Type.Object({ application_type: Type.Literal('suspension'), date_from: DateText, date_to: DateText }),
]);

const Punch = Type.Object({
  time_recorder_id: Nullable(Text(20)),
  punched_at: DateTimeText,
  device: Nullable(Text(100)),
  punch_type: Type.Optional(Enum(['in', 'out', 'break_out', 'break_in', 'unknown'] as const)),
  source: Type.Optional(Enum(['device', 'upload', 'web', 'logsheet', 'manual'] as const)),
  is_void: Type.Optional(Type.Boolean()),
});

export const PreviewBody = Type.Object({
  dates: Type.Array(DateText, { minItems: 1, maxItems: 62 }),
  employee: Employee,
  shifts: Type.Array(Shift, { maxItems: 50 }),
  night_differential_rule: Nullable(NightRule),
  preferences: Type.Optional(Type.Object({ ot_minimum_minutes: Type.Optional(Minutes(480)) })),
  calendar: Type.Optional(Type.Array(Type.Object({ date: DateText, holidays: Type.Array(Holiday, { maxItems: 10 }) }), { maxItems: 100 })),
  employee_schedules: Type.Optional(
    Type.Array(
      Type.Object({
        schedule_date: DateText,
        shift: Type.Union([Text(20), Type.Null()]),
        is_rest_day: Type.Boolean(),
        source: Type.Optional(Enum(['calendar', 'duty_roster', 'change_shift', 'upload'] as const)),
        source_ref: Nullable(Type.Union([Type.String({ maxLength: 40 }), Type.Integer()])),
      }),
      { maxItems: 100 },
    ),
  ),
  applications: Type.Optional(Type.Array(Application, { maxItems: 200 })),
  punches: Type.Optional(Type.Array(Punch, { maxItems: 2000 })),
});
export type PreviewBody = Static<typeof PreviewBody>;

const MinutesByKey = Type.Record(Type.String(), Type.Integer());
const Stamp = Type.Union([Type.String(), Type.Null()]);

export const DailyRecord = Type.Object({
  work_date: Type.String(),
  day_type: Enum(DAY_TYPES),
  schedule: Type.Union([Type.String(), Type.Null()]),
  is_rest_day: Type.Boolean(),
  holidays: Type.Array(Type.String()),
  scheduled_in: Stamp,
  scheduled_out: Stamp,
  actual_in: Stamp,
  actual_out: Stamp,
  break_out: Stamp,
  break_in: Stamp,
  worked_minutes: Type.Integer(),
  late_minutes: Type.Integer(),
  undertime_minutes: Type.Integer(),
  absent_days: Type.Number(),
  paid_leave_days: Type.Number(),
  unpaid_leave_days: Type.Number(),
  leave_type: Type.Union([Type.String(), Type.Null()]),
  is_suspended: Type.Boolean(),
  ob_minutes: Type.Integer(),
  rendered_ot_minutes: Type.Integer(),
  approved_ot_minutes: Type.Integer(),
  night_minutes: Type.Integer(),
  night_minutes_by_calendar_date: MinutesByKey,
  premium_buckets: MinutesByKey,
  hours: Type.Object({ regular: Type.Number(), overtime: Type.Number(), nd_regular: Type.Number(), nd_overtime: Type.Number() }),
  holiday_pay_eligible: Type.Boolean(),
  attendance_exceptions: Type.Array(Enum(EXCEPTION_TYPES)),
});

export const PreviewAnswer = Type.Object({ per_date: Type.Array(DailyRecord) });
