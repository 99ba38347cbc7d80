import { holidaysResource } from '@core/resources/holidays.resource';
import { nightDifferentialRulesResource } from '@core/resources/night-differential-rules.resource';
import { shiftSchedulesResource } from '@core/resources/shift-schedules.resource';
import type { CrudOptions, CrudOptionsByResource } from '../../http/crud';
import { ConflictError } from '../../http/errors';
import { companyOwned } from '../hr/scoping';
import { timeOfDay } from './engine/time';

// The rules of timekeeping's master data around the generic CRUD routes: shift times
// that make sense (and a shift in use is deactivated, never deleted), night windows,
// and holidays with their year and city (copying a year's holidays forward is holidays.routes.ts).

const minutes = (value: unknown) => (typeof value === 'string' && value ? timeOfDay(value) : null);

/** A time of the shift as minutes after its start, the next day's times after midnight. */
function sinceStart(start: number, time: number): number {
  return time >= start ? time - start : time + 1440 - start;
}

/** The shift's times make sense (a CRUD hook: it sees the values as the form sends them). */
const checkShift: NonNullable<CrudOptions['validate']> = (values, { problems }) => {
  const start = minutes(values.time_in);
  const end = minutes(values.time_out);
  if (start === null || end === null) return;
  if (start === end) problems.add('time_out', 'The time out must differ from the time in.');
  const length = sinceStart(start, end);
  const breakStart = minutes(values.break_start);
  const breakEnd = minutes(values.break_end);
  if ((breakStart === null) !== (breakEnd === null))
    problems.add(breakStart === null ? 'break_start' : 'break_end', 'Give both ends of the break, or neither.');
  if (breakStart !== null && breakEnd !== null) {
    const from = sinceStart(start, breakStart);
    const to = sinceStart(start, breakEnd);
    if (from === 0 || from >= length) problems.add('break_start', 'The break must start inside the shift.');
    else if (to <= from || to >= length) problems.add('break_end', 'The break must end after it starts and before the shift ends.');
  }
  if (values.is_flexible === true) {
    const latest = minutes(values.flex_latest_in);
    if (latest === null) problems.add('flex_latest_in', 'A flexible shift needs the latest time in.');
    else if (sinceStart(start, latest) === 0 || sinceStart(start, latest) >= length) {
      problems.add('flex_latest_in', 'The latest time in must be after the time in and before the time out.');
    }
  }
};

/** A shift some employee's default or dated schedule uses is deactivated, not deleted. */
const refuseShiftInUse: NonNullable<CrudOptions['beforeDelete']> = async (context) => {
  const id = Number(context.existing.id);
  const defaults = await context.trx
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('default_shift_schedule_id', '=', id)
    .executeTakeFirstOrThrow();
  const dated = await context.trx
    .selectFrom('employee_schedules')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shift_schedule_id', '=', id)
    .executeTakeFirstOrThrow();
  const uses = [
    Number(defaults.n) ? `the default shift of ${Number(defaults.n)} employees` : '',
    Number(dated.n) ? `scheduled on ${Number(dated.n)} employee dates` : '',
  ].filter(Boolean);
  if (uses.length)
    throw new ConflictError(`Shift ${String(context.existing.code)} is ${uses.join(' and ')}; deactivate it instead of deleting it.`);
};

export function masterDataCrudOptions(crud: CrudOptionsByResource): void {
  crud.set(
    shiftSchedulesResource.name,
    companyOwned({
      validate: checkShift,
      derive: (values) => {
        const start = minutes(values.time_in);
        const end = minutes(values.time_out);
        return start === null || end === null ? {} : { is_overnight: end <= start };
      },
      beforeDelete: refuseShiftInUse,
    }),
  );
  crud.set(
    nightDifferentialRulesResource.name,
    companyOwned({
      validate: (values, { problems }) => {
        if (values.window_start && minutes(values.window_start) === minutes(values.window_end)) {
          problems.add('window_end', 'The night must end at another time than it starts.');
        }
      },
    }),
  );
  crud.set(holidaysResource.name, {
    prepare: (values) => (values.scope === 'national' ? { ...values, city_municipality: null } : values),
    validate: (values, { problems }) => {
      if (values.scope === 'local' && !values.city_municipality) {
        problems.add('city_municipality', 'A local holiday needs its city or municipality.');
      }
    },
    derive: (values) => (typeof values.holiday_date === 'string' ? { year: Number(values.holiday_date.slice(0, 4)) } : {}),
  });
}
