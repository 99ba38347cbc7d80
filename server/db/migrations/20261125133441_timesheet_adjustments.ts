import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// Corrections of employee-days (docs/domain.md §4 timesheet_adjustments, §13.3): in-period
// ones change a record of a timesheet not yet closed and are re-applied when it is
// processed again; prior-period ones compare a closed record with what processing
// gives today and carry the difference into a later payroll. Closed records never change.

const MEASURE = 'numeric(10, 3)';

export async function up(db: Kysely<any>): Promise<void> {
  await withCommonColumns(db.schema.createTable('timesheet_adjustments'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('work_date', 'date', (c) => c.notNull())
    .addColumn('adjustment_kind', 'varchar(12)', (c) => c.notNull().check(sql`adjustment_kind in ('in_period', 'prior_period')`))
    .addColumn('source_type', 'varchar(30)', (c) =>
      c
        .notNull()
        .check(
          sql`source_type in ('manual', 'change_shift', 'logsheet', 'overtime', 'official_business_trip', 'leave', 'schedule', 'holiday', 'punch')`,
        ),
    )
    .addColumn('application_id', 'bigint', (c) => c.references('applications.id'))
    // a record replaced by processing again is re-linked to its successor
    .addColumn('daily_time_record_id', 'bigint', (c) => c.references('daily_time_records.id').onDelete('set null'))
    .addColumn('original_timesheet_id', 'bigint', (c) => c.notNull().references('timesheets.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) =>
      c.notNull().check(sql`status in ('draft', 'applied', 'processed', 'linked', 'posted', 'cancelled')`),
    )
    .addColumn('target_payroll_period_id', 'bigint', (c) => c.references('payroll_periods.id'))
    .addColumn('amount', 'numeric(14, 2)')
    .addColumn('payslip_id', 'bigint')
    .addColumn('applied_at', 'timestamptz')
    .addColumn('applied_by', 'bigint')
    .addCheckConstraint(
      'timesheet_adjustments_status_by_kind',
      sql`(adjustment_kind = 'in_period' and status in ('draft', 'applied', 'cancelled'))
        or (adjustment_kind = 'prior_period' and status in ('processed', 'linked', 'posted', 'cancelled'))`,
    )
    .execute();
  await sql`create index timesheet_adjustments_employee_date on timesheet_adjustments (employee_id, work_date)`.execute(db);
  await sql`create index timesheet_adjustments_timesheet on timesheet_adjustments (original_timesheet_id, status)`.execute(db);

  await db.schema
    .createTable('timesheet_adjustment_lines')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('timesheet_adjustment_id', 'bigint', (c) => c.notNull().references('timesheet_adjustments.id').onDelete('cascade'))
    .addColumn('item', 'varchar(30)', (c) =>
      c
        .notNull()
        .check(
          sql`item in ('worked_minutes', 'late_minutes', 'undertime_minutes', 'absent_days', 'paid_leave_days', 'unpaid_leave_days', 'suspended_days', 'holiday_pay_eligible', 'premium')`,
        ),
    )
    .addColumn('overtime_rate_id', 'bigint', (c) => c.references('overtime_rates.id'))
    .addColumn('premium_code', 'varchar(20)')
    .addColumn('value_before', MEASURE, (c) => c.notNull())
    .addColumn('value_after', MEASURE, (c) => c.notNull())
    .addColumn('delta', MEASURE, (c) => c.notNull())
    .addCheckConstraint('timesheet_adjustment_lines_premium', sql`(item = 'premium') = (overtime_rate_id is not null)`)
    .addCheckConstraint('timesheet_adjustment_lines_delta', sql`delta = value_after - value_before`)
    .execute();
  await sql`create unique index timesheet_adjustment_lines_unique on timesheet_adjustment_lines
    (timesheet_adjustment_id, item, coalesce(overtime_rate_id, 0))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('timesheet_adjustment_lines').execute();
  await db.schema.dropTable('timesheet_adjustments').execute();
}
