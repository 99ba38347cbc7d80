/**
 * The timesheet engine's input and output, in the wire shapes of
 * POST /api/timekeeping/timesheet-processing/preview (docs/domain.md §4, §5, §14.1).
 * Dates are `YYYY-MM-DD`, times `HH:mm[:ss]`, date-times Asia/Manila `YYYY-MM-DD HH:mm:ss`.
 */

export const DAY_TYPES = [
  'ordinary',
  'rest_day',
  'special_holiday',
  'special_holiday_rest_day',
  'regular_holiday',
  'regular_holiday_rest_day',
  'double_holiday',
  'double_holiday_rest_day',
] as const;
export type DayType = (typeof DAY_TYPES)[number];

export const EXCEPTION_TYPES = [
  'missing_time_in',
  'missing_time_out',
  'missing_break',
  'odd_punches',
  'no_schedule',
  'work_on_rest_day_without_ot',
  'unapproved_overtime',
  'unfiled_absence',
  'unmatched_punch',
] as const;
export type ExceptionType = (typeof EXCEPTION_TYPES)[number];

export interface ShiftInput {
  code: string;
  time_in: string;
  time_out: string;
  break_start?: string | null;
  break_end?: string | null;
  paid_break?: boolean;
  required_minutes?: number;
  grace_minutes?: number;
  is_flexible?: boolean;
  flex_latest_in?: string | null;
  punch_window_before_minutes?: number;
  punch_window_after_minutes?: number;
}

export interface EmployeeInput {
  employee_no: string;
  time_recorder_id?: string | null;
  job_level?: string | null;
  labor_code_exempt?: boolean;
  business_unit_city?: string | null;
  /** 0 = Sunday … 6 = Saturday */
  rest_days: number[];
  default_shift?: string | null;
  hire_date?: string | null;
  separation_date?: string | null;
}

export interface NightRuleInput {
  window_start: string;
  window_end: string;
  minimum_minutes?: number;
  rounding_minutes?: number;
  deduct_breaks?: boolean;
  covered_job_levels?: string[];
}

export interface PreferencesInput {
  /** approved overtime below this many minutes in a day is not paid (docs/domain.md §2 preferences) */
  ot_minimum_minutes?: number;
}

export interface HolidayInput {
  id?: number | null;
  name: string;
  holiday_type: 'regular' | 'special_non_working' | 'special_working';
  scope: 'national' | 'local';
  city_municipality?: string | null;
}

export interface CalendarDayInput {
  date: string;
  holidays: HolidayInput[];
}

export interface ScheduleRowInput {
  schedule_date: string;
  /** shift code; null on a rest day without a shift */
  shift: string | null;
  is_rest_day: boolean;
  source?: string;
  source_ref?: string | number | null;
}

export interface LeaveApplicationInput {
  application_type: 'leave';
  date_from: string;
  date_to: string;
  day_part?: 'whole_day' | 'first_half' | 'second_half';
  with_pay?: boolean;
  without_pay?: boolean;
  leave_type?: string | null;
}

export interface OvertimeApplicationInput {
  application_type: 'overtime';
  work_date: string;
  time_from: string;
  time_to: string;
  approved_minutes?: number | null;
  ot_category?: string;
}

export interface OfficialBusinessInput {
  application_type: 'official_business_trip';
  date_from: string;
  date_to: string;
  is_whole_day: boolean;
  time_from?: string | null;
  time_to?: string | null;
}

export interface LogsheetApplicationInput {
  application_type: 'logsheet';
  work_date: string;
  time_in?: string | null;
  time_out?: string | null;
  break_out?: string | null;
  break_in?: string | null;
}

/** A suspension day from a disciplinary action (docs/domain.md §14.1 step 4). */
export interface SuspensionInput {
  application_type: 'suspension';
  date_from: string;
  date_to: string;
}

export type ApplicationInput =
  LeaveApplicationInput | OvertimeApplicationInput | OfficialBusinessInput | LogsheetApplicationInput | SuspensionInput;

export type PunchType = 'in' | 'out' | 'break_out' | 'break_in' | 'unknown';

export interface PunchInput {
  time_recorder_id?: string | null;
  punched_at: string;
  device?: string | null;
  punch_type?: PunchType;
  source?: 'device' | 'upload' | 'web' | 'logsheet' | 'manual';
  is_void?: boolean;
}

export interface TimesheetInput {
  dates: string[];
  employee: EmployeeInput;
  shifts: ShiftInput[];
  night_differential_rule?: NightRuleInput | null;
  preferences?: PreferencesInput;
  calendar?: CalendarDayInput[];
  employee_schedules?: ScheduleRowInput[];
  applications?: ApplicationInput[];
  punches?: PunchInput[];
}

export interface HoursWorked {
  regular: number;
  overtime: number;
  nd_regular: number;
  nd_overtime: number;
}

export interface DailyTimeRecord {
  work_date: string;
  day_type: DayType;
  /** shift code, or null on a rest day without a shift */
  schedule: string | null;
  is_rest_day: boolean;
  holidays: string[];
  scheduled_in: string | null;
  scheduled_out: string | null;
  actual_in: string | null;
  actual_out: string | null;
  break_out: string | null;
  break_in: string | null;
  worked_minutes: number;
  late_minutes: number;
  undertime_minutes: number;
  absent_days: number;
  paid_leave_days: number;
  unpaid_leave_days: number;
  leave_type: string | null;
  is_suspended: boolean;
  ob_minutes: number;
  rendered_ot_minutes: number;
  approved_ot_minutes: number;
  night_minutes: number;
  night_minutes_by_calendar_date: Record<string, number>;
  /** minutes per overtime-rate code `{ORD|RD|SH|SHRD|RH|RHRD|DH|DHRD}_{REG|ND|OT|OT_ND}`; ORD_REG is never listed */
  premium_buckets: Record<string, number>;
  /** paid hours in four disjoint buckets (daytime and night, first eight hours and overtime), over all day types */
  hours: HoursWorked;
  holiday_pay_eligible: boolean;
  attendance_exceptions: ExceptionType[];
}
