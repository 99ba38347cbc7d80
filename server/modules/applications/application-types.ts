import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { FieldErrorCollector } from '../../http/errors';
import { addMonths, fromMilliDays, toMilliDays } from '../timekeeping/leave/entitlement';
import { postAvailments } from '../timekeeping/leave/leave-runs';
import { dayNumber } from '../timekeeping/engine/time';
import { replaceScheduleRows, type ReplacedRow, type ScheduleRow } from '../timekeeping/calendar/schedule-rows';
import type { ApplicationType } from './routing';
import { calendarDates, workingDates, type ApplicantDays } from './schedule-days';

// What differs between the six application types (docs/domain.md §5, §13.1): the checks of
// their own fields, their subtype row and one-line summary, and the effects of final
// approval and of an approved cancellation. Everything they share is in the filing and
// decision services.

/** A filing's fields as the form sends them (any JSON), before the type's checks. */
export type FilingBody = Record<string, unknown>;
/**
 * The checked values of the type's own row by column: its table is the spec's, chosen at
 * run time, so the row is inserted untyped (filing.service.ts).
 */
export type SubtypeValues = Record<string, unknown>;

export interface Applicant extends ApplicantDays {
  employee_no: string;
  sex: string;
  hire_date: string;
  separation_date: string | null;
  immediate_superior_id: number | null;
  labor_code_exempt: boolean;
  time_recorder_id: string | null;
  default_shift_schedule_id: number | null;
  payroll_group_id: number | null;
}

export interface Filing {
  date_from: string;
  date_to: string;
  /** the subtype row without its application_id */
  subtype: SubtypeValues;
  summary: string;
  /** the day the lead time is counted to (the first covered date) and the days of notice the type asks */
  advance_days: number;
}

export interface Decided {
  id: number;
  employee_id: number;
  date_from: string;
  date_to: string;
}

export interface TypeSpec {
  prefix: string;
  table:
    | 'leave_applications'
    | 'overtime_applications'
    | 'official_business_trips'
    | 'change_shift_applications'
    | 'logsheet_applications'
    | 'duty_rosters';
  reasonRequired: boolean;
  /** checks the type's fields (adding to `problems`) and answers the filing, or null when they are unusable */
  file(
    trx: Database,
    body: FilingBody,
    applicant: Applicant,
    problems: FieldErrorCollector,
    defaults: { advanceDays: number },
  ): Promise<Filing | null>;
  apply(trx: Database, application: Decided, userId: number | null): Promise<void>;
  reverse(trx: Database, application: Decided, userId: number | null): Promise<void>;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
const isDateTime = (value: unknown): value is string => typeof value === 'string' && DATETIME.test(value.trim());
const withSeconds = (value: string) => (value.trim().length === 16 ? `${value.trim()}:00` : value.trim());
const minutesBetween = (from: string, to: string) =>
  (Date.parse(`${to.replace(' ', 'T')}Z`) - Date.parse(`${from.replace(' ', 'T')}Z`)) / 60_000;

function range(body: FilingBody, problems: FieldErrorCollector): { from: string; to: string } | null {
  if (!isDate(body.date_from)) problems.add('date_from', 'The first date is required (YYYY-MM-DD).');
  if (!isDate(body.date_to)) problems.add('date_to', 'The last date is required (YYYY-MM-DD).');
  if (!isDate(body.date_from) || !isDate(body.date_to)) return null;
  if (body.date_to < body.date_from) {
    problems.add('date_to', 'The last date may not be before the first date.');
    return null;
  }
  return { from: body.date_from, to: body.date_to };
}

/** The employee's schedule rows that a change replaced, to restore them on cancellation. */
type ScheduleTable = 'change_shift_applications' | 'duty_rosters';

/** Writes an approval's schedule rows and keeps the rows they replaced on the subtype row, to restore on cancellation. */
async function replaceSchedules(
  trx: Database,
  table: ScheduleTable,
  source: string,
  applicationId: number,
  rows: ScheduleRow[],
  userId: number | null,
) {
  const replaced = await replaceScheduleRows(trx, rows, rows, { source, source_id: applicationId }, userId);
  await trx
    .updateTable(table)
    .set({ replaced_schedules: JSON.stringify(replaced) })
    .where('application_id', '=', applicationId)
    .execute();
}

async function restoreSchedules(trx: Database, table: ScheduleTable, source: string, applicationId: number) {
  const row = await trx
    .selectFrom(table)
    .select('replaced_schedules')
    .where('application_id', '=', applicationId)
    .executeTakeFirstOrThrow();
  await trx.deleteFrom('employee_schedules').where('source', '=', source).where('source_id', '=', applicationId).execute();
  const replaced = row.replaced_schedules as ReplacedRow[] | null;
  if (replaced?.length)
    await trx
      .insertInto('employee_schedules')
      .values(replaced)
      .onConflict((oc) => oc.doNothing())
      .execute();
}

const leave: TypeSpec = {
  prefix: 'LV',
  table: 'leave_applications',
  reasonRequired: true,
  async file(trx, body, applicant, problems) {
    const dates = range(body, problems);
    const type = Number.isSafeInteger(Number(body.leave_type_id))
      ? await trx
          .selectFrom('leave_types')
          .selectAll()
          .where('id', '=', Number(body.leave_type_id))
          .where('is_active', '=', true)
          .executeTakeFirst()
      : undefined;
    if (!type) problems.add('leave_type_id', 'Choose an active leave type.');
    if (!dates || !type) return null;
    if (type.gender !== 'any' && type.gender !== applicant.sex)
      problems.add('leave_type_id', `${type.name} is for ${type.gender} employees.`);
    const eligibleFrom = addMonths(applicant.hire_date, type.min_service_months);
    if (dates.from < eligibleFrom)
      problems.add('leave_type_id', `${type.name} may be taken from ${eligibleFrom}, after ${type.min_service_months} months of service.`);
    const dayPart = (body.day_part as string | undefined) ?? 'whole_day';
    if (!['whole_day', 'first_half', 'second_half'].includes(dayPart))
      problems.add('day_part', 'Choose whole day, first half or second half.');
    if (dayPart !== 'whole_day' && (dates.from !== dates.to || !type.allow_half_day)) {
      problems.add('day_part', type.allow_half_day ? 'A half day covers one date.' : `${type.name} is taken in whole days.`);
    }
    const covered =
      type.count_basis === 'calendar_days' ? calendarDates(dates.from, dates.to) : await workingDates(trx, applicant, dates.from, dates.to);
    const milli = covered.length * (dayPart === 'whole_day' ? 1000 : 500);
    if (milli === 0) problems.add('date_from', 'These dates are all rest days or holidays: there is no day of leave to file.');
    if (type.max_days_per_filing !== null && milli > toMilliDays(type.max_days_per_filing)) {
      problems.add('date_to', `${type.name} is filed for at most ${Number(type.max_days_per_filing)} days at a time.`);
    }
    const withoutPay = body.without_pay === true;
    let balanceBefore: string | null = null;
    if (type.requires_balance && type.is_paid) {
      const available = await availableDays(trx, applicant.id, Number(type.id), Number(dates.from.slice(0, 4)));
      balanceBefore = fromMilliDays(available);
      if (!withoutPay && available < milli) {
        problems.add(
          'without_pay',
          `Only ${fromMilliDays(Math.max(available, 0))} days of ${type.code} are available for ${fromMilliDays(milli)} days; file fewer days or without pay.`,
        );
      }
    }
    const days = fromMilliDays(milli);
    return {
      date_from: dates.from,
      date_to: dates.to,
      advance_days: type.advance_filing_days,
      subtype: {
        leave_type_id: Number(type.id),
        day_part: dayPart,
        days,
        with_pay: type.is_paid && !withoutPay,
        without_pay: withoutPay,
        balance_before: balanceBefore,
      },
      summary: `${type.code} ${dates.from}${dates.to !== dates.from ? ` to ${dates.to}` : ''}, ${Number(days)} day${milli === 1000 ? '' : 's'}${dayPart !== 'whole_day' ? ` (${dayPart.replace('_', ' ')})` : ''}${withoutPay ? ', without pay' : ''}`,
    };
  },
  async apply(trx, application, userId) {
    await postAvailments(trx, await availmentsOf(trx, application), false, userId);
  },
  async reverse(trx, application, userId) {
    await postAvailments(trx, await availmentsOf(trx, application), true, userId);
  },
};

async function availmentsOf(trx: Database, application: Decided) {
  const row = await trx
    .selectFrom('leave_applications')
    .select(['leave_type_id', 'days', 'with_pay'])
    .where('application_id', '=', application.id)
    .executeTakeFirstOrThrow();
  return [
    {
      application_id: application.id,
      employee_id: application.employee_id,
      leave_type_id: Number(row.leave_type_id),
      date_from: application.date_from,
      days: row.days,
      with_pay: row.with_pay,
    },
  ];
}

/** Balance less pending filings, in thousandths. */
export async function availableDays(trx: Database, employeeId: number, leaveTypeId: number, year: number): Promise<number> {
  const balance = await trx
    .selectFrom('leave_balances')
    .select('balance')
    .where('employee_id', '=', employeeId)
    .where('leave_type_id', '=', leaveTypeId)
    .where('year', '=', year)
    .executeTakeFirst();
  const pending = await trx
    .selectFrom('leave_applications as la')
    .innerJoin('applications as a', 'a.id', 'la.application_id')
    .select(sql<string>`coalesce(sum(la.days), 0)`.as('days'))
    .where('a.employee_id', '=', employeeId)
    .where('la.leave_type_id', '=', leaveTypeId)
    .where('a.status', '=', 'pending')
    .where(sql<boolean>`extract(year from a.date_from) = ${year}`)
    .executeTakeFirstOrThrow();
  return toMilliDays(balance?.balance ?? '0') - toMilliDays(pending.days);
}

const OT_CATEGORIES = ['pre_shift', 'post_shift', 'rest_day', 'holiday', 'break_work'];

const overtime: TypeSpec = {
  prefix: 'OT',
  table: 'overtime_applications',
  reasonRequired: true,
  async file(_trx, body, applicant, problems, defaults) {
    if (applicant.labor_code_exempt)
      problems.add('employee_id', 'Managerial staff are exempt from overtime pay under the Labor Code; they file no overtime.');
    if (!isDate(body.work_date)) problems.add('work_date', 'The work date is required (YYYY-MM-DD).');
    if (!isDateTime(body.time_from)) problems.add('time_from', 'The start is required (YYYY-MM-DD HH:mm).');
    if (!isDateTime(body.time_to)) problems.add('time_to', 'The end is required (YYYY-MM-DD HH:mm).');
    if (!OT_CATEGORIES.includes(String(body.ot_category))) problems.add('ot_category', 'Choose the kind of overtime.');
    if (!text(body.work_description)) problems.add('work_description', 'Say what work is done.');
    if (!isDate(body.work_date) || !isDateTime(body.time_from) || !isDateTime(body.time_to)) return null;
    const [from, to] = [withSeconds(body.time_from), withSeconds(body.time_to)];
    const minutes = minutesBetween(from, to);
    if (minutes <= 0) problems.add('time_to', 'The end must be after the start.');
    else if (minutes > 960) problems.add('time_to', 'Overtime is filed for at most 16 hours.');
    if (Math.abs(dayNumber(from.slice(0, 10)) - dayNumber(body.work_date)) > 1)
      problems.add('time_from', 'The overtime must start on or next to the work date.');
    return {
      date_from: body.work_date,
      date_to: body.work_date,
      advance_days: defaults.advanceDays,
      subtype: {
        work_date: body.work_date,
        time_from: from,
        time_to: to,
        ot_category: body.ot_category,
        requested_minutes: minutes,
        approved_minutes: null,
        work_description: text(body.work_description),
      },
      summary: `OT ${body.work_date} ${from.slice(11, 16)}–${to.slice(11, 16)}, ${minutes} min (${String(body.ot_category).replace('_', ' ')})`,
    };
  },
  async apply(trx, application) {
    await trx
      .updateTable('overtime_applications')
      .set({ approved_minutes: sql`coalesce(approved_minutes, requested_minutes)` })
      .where('application_id', '=', application.id)
      .execute();
  },
  // the authorisation goes with the application's status: processing reads approved ones only
  async reverse() {},
};

const officialBusiness: TypeSpec = {
  prefix: 'OB',
  table: 'official_business_trips',
  reasonRequired: false,
  async file(_trx, body, _applicant, problems, defaults) {
    const dates = range(body, problems);
    if (!['official_business', 'business_trip'].includes(String(body.trip_type)))
      problems.add('trip_type', 'Choose official business or business trip.');
    if (!text(body.destination)) problems.add('destination', 'The destination is required.');
    if (!text(body.purpose)) problems.add('purpose', 'The purpose is required.');
    const wholeDay = body.is_whole_day !== false;
    if (!wholeDay) {
      const times = [body.time_from, body.time_to].map((t) => (typeof t === 'string' && /^\d{2}:\d{2}/.test(t) ? t.slice(0, 5) : null));
      if (!times[0]) problems.add('time_from', 'A part-day trip needs its start time.');
      if (!times[1]) problems.add('time_to', 'A part-day trip needs its end time.');
      else if (times[0] && times[1] <= times[0]) problems.add('time_to', 'The end must be after the start.');
      if (dates && dates.from !== dates.to) problems.add('date_to', 'A part-day trip covers one date.');
    }
    if (!dates) return null;
    return {
      date_from: dates.from,
      date_to: dates.to,
      advance_days: defaults.advanceDays,
      subtype: {
        trip_type: body.trip_type,
        is_whole_day: wholeDay,
        time_from: wholeDay ? null : body.time_from,
        time_to: wholeDay ? null : body.time_to,
        destination: text(body.destination).slice(0, 200),
        purpose: text(body.purpose),
      },
      summary: `OB ${dates.from}${dates.to !== dates.from ? ` to ${dates.to}` : ''}${wholeDay ? '' : ` ${String(body.time_from).slice(0, 5)}–${String(body.time_to).slice(0, 5)}`}: ${text(body.destination).slice(0, 120)}`,
    };
  },
  async apply() {},
  async reverse() {},
};

const changeShift: TypeSpec = {
  prefix: 'CS',
  table: 'change_shift_applications',
  reasonRequired: true,
  async file(trx, body, applicant, problems, defaults) {
    const dates = range(body, problems);
    const toRestDay = body.to_rest_day === true;
    const shift =
      !toRestDay && Number.isSafeInteger(Number(body.to_shift_schedule_id))
        ? await trx
            .selectFrom('shift_schedules')
            .select(['id', 'code'])
            .where('id', '=', Number(body.to_shift_schedule_id))
            .where('is_active', '=', true)
            .executeTakeFirst()
        : undefined;
    if (!toRestDay && !shift) problems.add('to_shift_schedule_id', 'Choose the new shift, or a rest day.');
    const swap = body.swap_with_date;
    if (swap !== undefined && swap !== null && swap !== '' && !isDate(swap))
      problems.add('swap_with_date', 'The swap date must be a date (YYYY-MM-DD).');
    if (isDate(swap) && dates && dates.from !== dates.to) problems.add('swap_with_date', 'A rest-day swap changes one date.');
    if (!dates || (!toRestDay && !shift)) return null;
    const current = await trx
      .selectFrom('employee_schedules')
      .select('shift_schedule_id')
      .where('employee_id', '=', applicant.id)
      .where('schedule_date', '=', dates.from)
      .executeTakeFirst();
    return {
      date_from: dates.from,
      date_to: dates.to,
      advance_days: defaults.advanceDays,
      subtype: {
        from_shift_schedule_id: current ? current.shift_schedule_id : applicant.default_shift_schedule_id,
        to_shift_schedule_id: toRestDay ? null : Number(shift!.id),
        to_rest_day: toRestDay,
        swap_with_date: isDate(swap) ? swap : null,
      },
      summary: `Change shift ${dates.from}${dates.to !== dates.from ? ` to ${dates.to}` : ''} to ${toRestDay ? 'rest day' : shift!.code}${isDate(swap) ? `, swapped with ${swap}` : ''}`,
    };
  },
  async apply(trx, application, userId) {
    const row = await trx
      .selectFrom('change_shift_applications')
      .selectAll()
      .where('application_id', '=', application.id)
      .executeTakeFirstOrThrow();
    const rows = calendarDates(application.date_from, application.date_to).map((date) => ({
      employee_id: application.employee_id,
      schedule_date: date,
      shift_schedule_id: row.to_rest_day ? null : Number(row.to_shift_schedule_id),
      is_rest_day: row.to_rest_day,
    }));
    if (row.swap_with_date) {
      rows.push({
        employee_id: application.employee_id,
        schedule_date: String(row.swap_with_date),
        shift_schedule_id: row.from_shift_schedule_id === null ? null : Number(row.from_shift_schedule_id),
        is_rest_day: row.from_shift_schedule_id === null,
      });
    }
    await replaceSchedules(trx, 'change_shift_applications', 'change_shift', application.id, rows, userId);
  },
  async reverse(trx, application) {
    await restoreSchedules(trx, 'change_shift_applications', 'change_shift', application.id);
  },
};

const LOGSHEET_REASONS = ['forgot_to_punch', 'device_malfunction', 'field_work', 'not_enrolled', 'other'];
const LOG_TIMES = ['time_in', 'time_out', 'break_out', 'break_in'] as const;

const logsheet: TypeSpec = {
  prefix: 'LS',
  table: 'logsheet_applications',
  reasonRequired: true,
  async file(_trx, body, _applicant, problems) {
    if (!isDate(body.work_date)) problems.add('work_date', 'The work date is required (YYYY-MM-DD).');
    if (!LOGSHEET_REASONS.includes(String(body.reason_category))) problems.add('reason_category', 'Choose why the punches are missing.');
    for (const field of LOG_TIMES) {
      const value = body[field];
      if (value !== undefined && value !== null && value !== '' && !isDateTime(value)) problems.add(field, 'Write it as YYYY-MM-DD HH:mm.');
    }
    if (!isDateTime(body.time_in) && !isDateTime(body.time_out)) problems.add('time_in', 'Give the time in, the time out, or both.');
    if (
      isDateTime(body.time_in) &&
      isDateTime(body.time_out) &&
      minutesBetween(withSeconds(body.time_in), withSeconds(body.time_out)) <= 0
    ) {
      problems.add('time_out', 'The time out must be after the time in.');
    }
    if (!isDate(body.work_date)) return null;
    const times = Object.fromEntries(LOG_TIMES.map((f) => [f, isDateTime(body[f]) ? withSeconds(body[f] as string) : null]));
    return {
      date_from: body.work_date,
      date_to: body.work_date,
      advance_days: 0,
      subtype: { work_date: body.work_date, ...times, reason_category: body.reason_category },
      summary: `Log sheet ${body.work_date}: ${times.time_in ? `in ${String(times.time_in).slice(11, 16)}` : ''}${times.time_in && times.time_out ? ', ' : ''}${times.time_out ? `out ${String(times.time_out).slice(11, 16)}` : ''}`,
    };
  },
  async apply(trx, application, userId) {
    const row = await trx
      .selectFrom('logsheet_applications')
      .selectAll()
      .where('application_id', '=', application.id)
      .executeTakeFirstOrThrow();
    const employee = await trx
      .selectFrom('employees')
      .select(['time_recorder_id', 'employee_no'])
      .where('id', '=', application.employee_id)
      .executeTakeFirstOrThrow();
    const kinds = { time_in: 'in', time_out: 'out', break_out: 'break_out', break_in: 'break_in' } as const;
    const punches = LOG_TIMES.filter((f) => row[f]).map((f) => ({
      time_recorder_id: employee.time_recorder_id ?? `LS-${employee.employee_no}`.slice(0, 20),
      employee_id: application.employee_id,
      punched_at: String(row[f]),
      punch_type: kinds[f],
      source: 'logsheet',
      application_id: application.id,
      created_by: userId,
      updated_by: userId,
    }));
    if (punches.length)
      await trx
        .insertInto('time_punches')
        .values(punches)
        .onConflict((oc) => oc.doNothing())
        .execute();
  },
  async reverse(trx, application, userId) {
    await trx
      .updateTable('time_punches')
      .set({ is_void: true, void_reason: 'Log sheet cancelled', voided_at: new Date(), voided_by: userId })
      .where('application_id', '=', application.id)
      .where('is_void', '=', false)
      .execute();
  },
};

const dutyRoster: TypeSpec = {
  prefix: 'DR',
  table: 'duty_rosters',
  reasonRequired: false,
  async file(_trx, _body, _applicant, problems) {
    problems.add('application_type', 'A duty roster is prepared by its manager in the staff scheduler.');
    return null;
  },
  async apply(trx, application, userId) {
    const lines = await trx
      .selectFrom('duty_roster_lines')
      .select(['employee_id', sql<string>`schedule_date::text`.as('schedule_date'), 'shift_schedule_id', 'is_rest_day'])
      .where('duty_roster_id', '=', application.id)
      .execute();
    const rows = lines.map((l) => ({
      ...l,
      employee_id: Number(l.employee_id),
      shift_schedule_id: l.shift_schedule_id === null ? null : Number(l.shift_schedule_id),
    }));
    await replaceSchedules(trx, 'duty_rosters', 'duty_roster', application.id, rows, userId);
  },
  async reverse(trx, application) {
    await restoreSchedules(trx, 'duty_rosters', 'duty_roster', application.id);
  },
};

export const TYPE_SPECS: Record<ApplicationType, TypeSpec> = {
  leave,
  overtime,
  official_business_trip: officialBusiness,
  change_shift: changeShift,
  logsheet,
  duty_roster: dutyRoster,
};

/** The days between a filing and its first date, for the lead-time check. */
export const daysOfNotice = (filedOn: string, firstDate: string) => dayNumber(firstDate) - dayNumber(filedOn);
