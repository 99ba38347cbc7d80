import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// The rest of applications (docs/domain.md §5, §13.1) on the foundation of 20261122215050:
// the route snapshot and decisions of each round, and the subtype tables of overtime,
// official business, change shift, log sheet and duty roster.

export async function up(db: Kysely<any>): Promise<void> {
  await withCommonColumns(db.schema.createTable('application_approvals'))
    .addColumn('application_id', 'bigint', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('round', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level between 1 and 5`))
    .addColumn('approver_type', 'varchar(30)', (c) =>
      c.notNull().check(sql`approver_type in ('employee', 'immediate_superior', 'business_unit_head', 'role')`),
    )
    .addColumn('approver_employee_id', 'bigint', (c) => c.references('employees.id'))
    .addColumn('approver_role', 'smallint', (c) => c.references('roles.id'))
    .addColumn('alternate_employee_id', 'bigint', (c) => c.references('employees.id'))
    .addColumn('status', 'varchar(10)', (c) =>
      c.notNull().check(sql`status in ('waiting', 'pending', 'approved', 'rejected', 'skipped', 'cancelled')`),
    )
    .addColumn('acted_by_user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('acted_at', 'timestamptz')
    .addColumn('remarks', 'text')
    .addColumn('skip_reason', 'varchar(20)', (c) => c.check(sql`skip_reason in ('self_approval', 'filer_is_approver', 'no_approver')`))
    .addCheckConstraint('application_approvals_reject_remarks', sql`status <> 'rejected' or remarks is not null`)
    .addUniqueConstraint('application_approvals_level_unique', ['application_id', 'round', 'level'])
    .execute();
  await sql`create index application_approvals_pending on application_approvals (status, approver_employee_id) where status = 'pending'`.execute(
    db,
  );
  await sql`create index application_approvals_pending_alternate on application_approvals (alternate_employee_id) where status = 'pending'`.execute(
    db,
  );

  const subtype = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('application_id', 'bigint', (c) => c.primaryKey().references('applications.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));

  await subtype('overtime_applications')
    .addColumn('work_date', 'date', (c) => c.notNull())
    .addColumn('time_from', 'timestamp', (c) => c.notNull())
    .addColumn('time_to', 'timestamp', (c) => c.notNull())
    .addColumn('ot_category', 'varchar(20)', (c) =>
      c.notNull().check(sql`ot_category in ('pre_shift', 'post_shift', 'rest_day', 'holiday', 'break_work')`),
    )
    .addColumn('requested_minutes', 'integer', (c) => c.notNull().check(sql`requested_minutes between 1 and 960`))
    .addColumn('approved_minutes', 'integer', (c) => c.check(sql`approved_minutes >= 0`))
    .addColumn('work_description', 'text', (c) => c.notNull())
    .addCheckConstraint('overtime_applications_window', sql`time_to > time_from and time_to <= time_from + interval '16 hours'`)
    .execute();

  await subtype('official_business_trips')
    .addColumn('trip_type', 'varchar(20)', (c) => c.notNull().check(sql`trip_type in ('official_business', 'business_trip')`))
    .addColumn('is_whole_day', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('time_from', 'time')
    .addColumn('time_to', 'time')
    .addColumn('destination', 'varchar(200)', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addCheckConstraint('official_business_trips_window', sql`is_whole_day or (time_from is not null and time_to > time_from)`)
    .execute();

  await subtype('change_shift_applications')
    .addColumn('from_shift_schedule_id', 'bigint', (c) => c.references('shift_schedules.id'))
    .addColumn('to_shift_schedule_id', 'bigint', (c) => c.references('shift_schedules.id'))
    .addColumn('to_rest_day', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('swap_with_date', 'date')
    // the employee_schedules rows the approval replaced, restored on cancellation
    .addColumn('replaced_schedules', 'jsonb')
    .addCheckConstraint('change_shift_target', sql`to_rest_day or to_shift_schedule_id is not null`)
    .execute();

  await subtype('logsheet_applications')
    .addColumn('work_date', 'date', (c) => c.notNull())
    .addColumn('time_in', 'timestamp')
    .addColumn('time_out', 'timestamp')
    .addColumn('break_out', 'timestamp')
    .addColumn('break_in', 'timestamp')
    .addColumn('reason_category', 'varchar(20)', (c) =>
      c.notNull().check(sql`reason_category in ('forgot_to_punch', 'device_malfunction', 'field_work', 'not_enrolled', 'other')`),
    )
    .addCheckConstraint(
      'logsheet_applications_times',
      sql`(time_in is not null or time_out is not null) and (time_in is null or time_out is null or time_out > time_in)`,
    )
    .execute();

  await subtype('duty_rosters')
    .addColumn('business_unit_id', 'bigint', (c) => c.notNull().references('business_units.id'))
    .addColumn('title', 'varchar(150)', (c) => c.notNull())
    .addColumn('schedule_upload_id', 'bigint')
    .addColumn('line_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('conflict_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('replaced_schedules', 'jsonb')
    .execute();
  await withCommonColumns(db.schema.createTable('duty_roster_lines'))
    .addColumn('duty_roster_id', 'bigint', (c) => c.notNull().references('duty_rosters.application_id').onDelete('cascade'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('schedule_date', 'date', (c) => c.notNull())
    .addColumn('shift_schedule_id', 'bigint', (c) => c.references('shift_schedules.id'))
    .addColumn('is_rest_day', 'boolean', (c) => c.notNull().defaultTo(false))
    .addCheckConstraint('duty_roster_lines_shift', sql`is_rest_day or shift_schedule_id is not null`)
    .addUniqueConstraint('duty_roster_lines_unique', ['duty_roster_id', 'employee_id', 'schedule_date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'duty_roster_lines',
    'duty_rosters',
    'logsheet_applications',
    'change_shift_applications',
    'official_business_trips',
    'overtime_applications',
    'application_approvals',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
