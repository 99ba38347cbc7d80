import { sql } from 'kysely';
import type { CompensationAndBenefits } from '@core/contract/own-records';
import { GOVERNMENT_NUMBERS, type GovernmentNumberField } from '@core/resources/employees.resource';
import type { Database } from '../../db/database';
import type { Viewer } from '../../http/report-routes';

// The employee portal's own records (docs/domain.md §15.4), read for the caller only: every
// query names the caller's own employee id; nobody else's row is reachable.

const me = (viewer: Viewer) => viewer.employeeId ?? 0;

/** Published announcements and memos addressed to everyone or to the caller's business unit, within their dates. */
export const ownAnnouncements = (companyId: number, today: string, viewer: Viewer) => sql`
  select ce.id, ce.pinned, ce.title, ce.event_type, ce.publish_from, ce.publish_until, ce.body
  from company_events ce join employees e on e.id = ${me(viewer)} and e.company_id = ce.company_id
  where ce.company_id = ${companyId} and ce.status = 'published' and ce.event_type in ('announcement', 'memo')
    and ce.publish_from <= ${today} and (ce.publish_until is null or ce.publish_until >= ${today})
    and (jsonb_array_length(ce.audience_business_unit_ids) = 0 or ce.audience_business_unit_ids @> to_jsonb(e.business_unit_id))`;

/** The caller's processed days, of one timesheet when `timesheetId` names one. */
export const ownTimesheetRows = (viewer: Viewer, timesheetId: unknown) => sql`
  select d.id, d.timesheet_id, concat(t.cutoff_start, ' – ', t.cutoff_end) as cutoff, d.work_date, d.day_type,
    s.code as shift_code, d.actual_in, d.actual_out, d.late_minutes, d.undertime_minutes, d.absent_days,
    lt.code as leave, d.paid_leave_days, d.unpaid_leave_days, d.ob_minutes, d.approved_ot_minutes, d.night_minutes,
    d.exception_count,
    (select string_agg(distinct replace(x.exception_type, '_', ' '), ', ') from attendance_exceptions x where x.daily_time_record_id = d.id) as exceptions
  from daily_time_records d
  join timesheets t on t.id = d.timesheet_id
  left join shift_schedules s on s.id = d.shift_schedule_id
  left join leave_types lt on lt.id = d.leave_type_id
  where d.employee_id = ${me(viewer)}
    ${Number.isSafeInteger(Number(timesheetId)) && timesheetId !== undefined && timesheetId !== '' ? sql`and d.timesheet_id = ${Number(timesheetId)}` : sql``}`;

/** The caller's rate history. */
export const ownCompensationRows = (viewer: Viewer) => sql`
  select c.id, c.effective_date, c.rate_type, c.basic_rate, c.daily_rate, c.hourly_rate, c.is_minimum_wage_earner, c.remarks
  from employee_compensations c where c.employee_id = ${me(viewer)}`;

/** The cut-offs that hold the employee's processed days, newest first. */
export async function ownTimesheets(db: Database, employeeId: number) {
  return db
    .selectFrom('timesheets as t')
    .select(['t.id', sql<string>`concat(t.cutoff_start, ' – ', t.cutoff_end)`.as('text')])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('daily_time_records as d')
          .select('d.id')
          .whereRef('d.timesheet_id', '=', 't.id')
          .where('d.employee_id', '=', employeeId),
      ),
    )
    .orderBy('t.cutoff_start', 'desc')
    .execute();
}

/** The active banks (installation-wide reference data). */
export async function activeBanks(db: Database) {
  return db.selectFrom('banks').select(['id', 'name']).where('is_active', '=', true).orderBy('name').execute();
}

/** 123456789 → •••••6789: the last four digits of a number the screen shows masked. */
export function masked(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  return `${'•'.repeat(Math.max(text.length - 4, 0))}${text.slice(-4)}`;
}

/** The 201 file: the employee's own record, government and bank numbers masked, with the records kept about it. */
export async function ownEmployeeDetails(db: Database, id: number) {
  const employee = await db
    .selectFrom('employees as e')
    .innerJoin('positions as p', 'p.id', 'e.position_id')
    .innerJoin('business_units as bu', 'bu.id', 'e.business_unit_id')
    .leftJoin('employees as s', 's.id', 'e.immediate_superior_id')
    .leftJoin('payroll_groups as g', 'g.id', 'e.payroll_group_id')
    .leftJoin('banks as b', 'b.id', 'e.bank_id')
    .selectAll('e')
    .select([
      'p.title as position_title',
      'p.job_level',
      'bu.name as business_unit_name',
      sql<string | null>`case when s.id is null then null else concat(s.last_name, ', ', s.first_name) end`.as('superior_name'),
      'g.name as payroll_group_name',
      'b.name as bank_name',
    ])
    .where('e.id', '=', id)
    .executeTakeFirstOrThrow();
  // the bookkeeping, the photo and the time recorder are not shown
  const { created_by, updated_by, photo_attachment_id, time_recorder_id, ...shown } = employee;
  const numbers = Object.fromEntries(
    (Object.keys(GOVERNMENT_NUMBERS) as GovernmentNumberField[]).map((field) => [field, masked(employee[field])]),
  );
  const [dependents, education, trainings, licences] = await Promise.all([
    db.selectFrom('employee_dependents').selectAll().where('employee_id', '=', id).orderBy('name').execute(),
    db.selectFrom('educational_attainments').selectAll().where('employee_id', '=', id).orderBy('year_to', 'desc').execute(),
    db.selectFrom('trainings').selectAll().where('employee_id', '=', id).orderBy('date_from', 'desc').execute(),
    db.selectFrom('licences').selectAll().where('employee_id', '=', id).orderBy('expiry_date', 'desc').execute(),
  ]);
  return {
    ...shown,
    ...numbers,
    rest_days: employee.rest_days as number[],
    bank_account_no: masked(employee.bank_account_no),
    dependents,
    education,
    trainings,
    licences,
  };
}

/** Compensation and benefits as of a date: the current rate, the running recurring entries, the year's leave credits. */
export async function ownCompensationAndBenefits(db: Database, id: number, asOf: string): Promise<CompensationAndBenefits> {
  const current = await db
    .selectFrom('employee_compensations')
    .select(['id', 'effective_date', 'rate_type', 'basic_rate', 'daily_rate', 'hourly_rate', 'is_minimum_wage_earner'])
    .where('employee_id', '=', id)
    .where('effective_date', '<=', asOf)
    .orderBy('effective_date', 'desc')
    .executeTakeFirst();
  const recurring = await db
    .selectFrom('recurring_entries as r')
    .innerJoin('transaction_types as tt', 'tt.id', 'r.transaction_type_id')
    .innerJoin('transaction_classes as tc', 'tc.id', 'tt.transaction_class_id')
    .select(['r.id', 'tt.name as transaction_type', 'tc.nature', 'r.amount', 'r.frequency', 'r.start_date', 'r.end_date'])
    .where('r.employee_id', '=', id)
    .where('r.status', '=', 'active')
    .where('r.start_date', '<=', asOf)
    .where((eb) => eb.or([eb('r.end_date', 'is', null), eb('r.end_date', '>=', asOf)]))
    .orderBy('tt.name')
    .execute();
  const leave = await db
    .selectFrom('leave_balances as b')
    .innerJoin('leave_types as t', 't.id', 'b.leave_type_id')
    .select([
      'b.id',
      't.code',
      't.name',
      'b.year',
      'b.opening',
      'b.earned',
      'b.used',
      'b.adjusted',
      'b.forfeited',
      'b.converted',
      'b.balance',
    ])
    .where('b.employee_id', '=', id)
    .where('b.year', '=', Number(asOf.slice(0, 4)))
    .orderBy('t.code')
    .execute();
  return { as_of: asOf, current: current ?? null, recurring, leave };
}
