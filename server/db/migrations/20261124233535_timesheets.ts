import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// Timesheets and what processing makes of punches (docs/domain.md §4, §13.2): the daily
// time records with their premium minutes, the attendance exceptions worked in the
// resolution center, and the per-employee summaries frozen at closing.

const DAYS = 'numeric(6, 3)';
const DAY_TYPES = sql`('ordinary', 'rest_day', 'special_holiday', 'special_holiday_rest_day', 'regular_holiday', 'regular_holiday_rest_day', 'double_holiday', 'double_holiday_rest_day')`;

export async function up(db: Kysely<any>): Promise<void> {
  await withCommonColumns(db.schema.createTable('timesheets'))
    .addColumn('payroll_group_id', 'bigint', (c) => c.notNull().references('payroll_groups.id'))
    .addColumn('timesheet_type', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('regular')
        .check(sql`timesheet_type in ('regular', 'final')`),
    )
    .addColumn('employee_id', 'bigint', (c) => c.references('employees.id'))
    .addColumn('cutoff_start', 'date', (c) => c.notNull())
    .addColumn('cutoff_end', 'date', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'processed', 'adjusted', 'closed', 'linked')`),
    )
    .addColumn('payroll_period_id', 'bigint', (c) => c.references('payroll_periods.id').unique())
    .addColumn('final_pay_case_id', 'bigint')
    .addColumn('process_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processing', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('progress_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processing_error', 'varchar(255)')
    .addColumn('processed_at', 'timestamptz')
    .addColumn('processed_by', 'bigint')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('closed_by', 'bigint')
    .addColumn('linked_at', 'timestamptz')
    .addColumn('linked_by', 'bigint')
    .addColumn('open_exception_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_application_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('timesheets_cutoff', sql`cutoff_end >= cutoff_start and cutoff_end - cutoff_start <= 30`)
    .addCheckConstraint('timesheets_final_employee', sql`(timesheet_type = 'final') = (employee_id is not null)`)
    .execute();
  await sql`create unique index timesheets_unique on timesheets (payroll_group_id, cutoff_start, timesheet_type, coalesce(employee_id, 0))`.execute(
    db,
  );

  await withCommonColumns(db.schema.createTable('daily_time_records'))
    .addColumn('timesheet_id', 'bigint', (c) => c.notNull().references('timesheets.id').onDelete('cascade'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('work_date', 'date', (c) => c.notNull())
    .addColumn('shift_schedule_id', 'bigint', (c) => c.references('shift_schedules.id'))
    .addColumn('day_type', 'varchar(30)', (c) => c.notNull().check(sql`day_type in ${DAY_TYPES}`))
    .addColumn('holiday_names', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('is_rest_day', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('scheduled_in', 'timestamp')
    .addColumn('scheduled_out', 'timestamp')
    .addColumn('actual_in', 'timestamp')
    .addColumn('actual_out', 'timestamp')
    .addColumn('break_out', 'timestamp')
    .addColumn('break_in', 'timestamp')
    .addColumn('worked_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('late_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('undertime_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('absent_days', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('paid_leave_days', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('unpaid_leave_days', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('leave_type_id', 'bigint', (c) => c.references('leave_types.id'))
    .addColumn('ob_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rendered_ot_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approved_ot_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('night_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_suspended', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('holiday_pay_eligible', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('processed')
        .check(sql`status in ('processed', 'adjusted')`),
    )
    .addColumn('exception_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remarks', 'varchar(255)')
    .addUniqueConstraint('daily_time_records_unique', ['timesheet_id', 'employee_id', 'work_date'])
    .execute();
  await sql`create index daily_time_records_employee_date on daily_time_records (employee_id, work_date)`.execute(db);

  await db.schema
    .createTable('daily_premiums')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('daily_time_record_id', 'bigint', (c) => c.notNull().references('daily_time_records.id').onDelete('cascade'))
    .addColumn('overtime_rate_id', 'bigint', (c) => c.notNull().references('overtime_rates.id'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull().check(sql`minutes >= 0`))
    .addColumn('source', 'varchar(12)', (c) =>
      c
        .notNull()
        .defaultTo('processing')
        .check(sql`source in ('processing', 'adjustment')`),
    )
    .addUniqueConstraint('daily_premiums_unique', ['daily_time_record_id', 'overtime_rate_id', 'source'])
    .execute();

  await withCommonColumns(db.schema.createTable('attendance_exceptions'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('work_date', 'date', (c) => c.notNull())
    .addColumn('timesheet_id', 'bigint', (c) => c.references('timesheets.id').onDelete('cascade'))
    .addColumn('daily_time_record_id', 'bigint', (c) => c.references('daily_time_records.id').onDelete('set null'))
    .addColumn('exception_type', 'varchar(40)', (c) =>
      c
        .notNull()
        .check(
          sql`exception_type in ('missing_time_in', 'missing_time_out', 'missing_break', 'odd_punches', 'no_schedule', 'work_on_rest_day_without_ot', 'unapproved_overtime', 'unfiled_absence', 'unmatched_punch')`,
        ),
    )
    .addColumn('status', 'varchar(20)', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'pending_employee', 'resolved', 'waived')`),
    )
    .addColumn('resolution', 'varchar(30)', (c) =>
      c.check(
        sql`resolution in ('logsheet_filed', 'leave_filed', 'ob_filed', 'overtime_filed', 'schedule_corrected', 'adjusted', 'confirmed_absent', 'waived')`,
      ),
    )
    .addColumn('resolution_application_id', 'bigint', (c) => c.references('applications.id'))
    .addColumn('resolved_by', 'bigint')
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('remarks', 'varchar(255)')
    .addUniqueConstraint('attendance_exceptions_unique', ['employee_id', 'work_date', 'exception_type'])
    .addCheckConstraint('attendance_exceptions_resolution', sql`status not in ('resolved', 'waived') or resolution is not null`)
    .addCheckConstraint('attendance_exceptions_waived_remarks', sql`status <> 'waived' or remarks is not null`)
    .execute();
  await sql`create index attendance_exceptions_timesheet on attendance_exceptions (timesheet_id, status)`.execute(db);

  await withCommonColumns(db.schema.createTable('timesheet_summaries'))
    .addColumn('timesheet_id', 'bigint', (c) => c.notNull().references('timesheets.id').onDelete('cascade'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('days_scheduled', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('days_worked', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('absent_days', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('paid_leave_days', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('unpaid_leave_days', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('suspended_days', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('late_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('undertime_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('regular_holidays_paid', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('additional_holiday_days', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('special_holidays_unworked', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('premium_minutes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('source', 'varchar(12)', (c) =>
      c
        .notNull()
        .defaultTo('timekeeping')
        .check(sql`source in ('timekeeping', 'upload')`),
    )
    .addColumn('generated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('timesheet_summaries_unique', ['timesheet_id', 'employee_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['timesheet_summaries', 'attendance_exceptions', 'daily_premiums', 'daily_time_records', 'timesheets']) {
    await db.schema.dropTable(table).execute();
  }
}
