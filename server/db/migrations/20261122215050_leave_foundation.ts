import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// The foundation of applications and leave (docs/domain.md §3 attachments, §5
// applications and leave_applications, §6 leave_types), as the sick-leave
// monitoring report first needs them. The applications issue adds approvals,
// the other subtypes, balances and the ledger on top of these tables.

const DAYS = 'numeric(7, 3)';

export async function up(db: Kysely<any>): Promise<void> {
  await withCommonColumns(db.schema.createTable('leave_types'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('code', 'varchar(10)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('is_paid', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_statutory', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('legal_basis', 'varchar(100)')
    .addColumn('gender', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('any')
        .check(sql`gender in ('any', 'female', 'male')`),
    )
    .addColumn('requires_balance', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('unit', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('day')
        .check(sql`unit in ('day', 'hour')`),
    )
    .addColumn('count_basis', 'varchar(20)', (c) =>
      c
        .notNull()
        .defaultTo('working_days')
        .check(sql`count_basis in ('working_days', 'calendar_days')`),
    )
    .addColumn('allow_half_day', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('min_service_months', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`min_service_months >= 0`),
    )
    .addColumn('advance_filing_days', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`advance_filing_days >= 0`),
    )
    .addColumn('max_days_per_filing', DAYS, (c) => c.check(sql`max_days_per_filing > 0`))
    .addColumn('attachment_required_after_days', DAYS, (c) => c.check(sql`attachment_required_after_days >= 0`))
    .addColumn('is_convertible', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('max_convertible_days', DAYS)
    .addColumn('max_carry_over_days', DAYS)
    .addColumn('accrual_method', 'varchar(20)', (c) =>
      c
        .notNull()
        .defaultTo('annual_upfront')
        .check(sql`accrual_method in ('annual_upfront', 'monthly_accrual', 'per_event', 'none')`),
    )
    .addColumn('color', 'varchar(7)')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('deleted_at', 'timestamptz')
    .addUniqueConstraint('leave_types_code_unique', ['company_id', 'code'])
    .execute();

  await withCommonColumns(db.schema.createTable('applications'))
    .addColumn('reference_no', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('application_type', 'varchar(30)', (c) =>
      c
        .notNull()
        .check(sql`application_type in ('leave', 'overtime', 'official_business_trip', 'change_shift', 'logsheet', 'duty_roster')`),
    )
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('business_unit_id', 'bigint', (c) => c.references('business_units.id'))
    .addColumn('filed_by_user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('filed_via', 'varchar(20)', (c) =>
      c
        .notNull()
        .defaultTo('self')
        .check(sql`filed_via in ('self', 'in_behalf', 'tk_encoded', 'upload')`),
    )
    .addColumn('date_from', 'date', (c) => c.notNull())
    .addColumn('date_to', 'date', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('status', 'varchar(20)', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'pending', 'approved', 'rejected', 'for_cancellation', 'cancelled')`),
    )
    .addColumn('current_level', 'smallint')
    .addColumn('required_levels', 'smallint')
    .addColumn('is_late_filing', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('cancellation_reason', 'text')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('details_summary', 'varchar(255)')
    .addCheckConstraint('applications_dates_check', sql`date_to >= date_from`)
    .execute();
  await sql`create index applications_employee_idx on applications (employee_id, application_type, date_from)`.execute(db);
  await sql`create index applications_type_status_idx on applications (application_type, status, date_from)`.execute(db);
  await sql`create index applications_unit_idx on applications (business_unit_id)`.execute(db);

  // A subtype shares the application's primary key in place of its own id (docs/domain.md §5).
  await db.schema
    .createTable('leave_applications')
    .addColumn('application_id', 'bigint', (c) => c.primaryKey().references('applications.id').onDelete('cascade'))
    .addColumn('leave_type_id', 'bigint', (c) => c.notNull().references('leave_types.id'))
    .addColumn('day_part', 'varchar(20)', (c) =>
      c
        .notNull()
        .defaultTo('whole_day')
        .check(sql`day_part in ('whole_day', 'first_half', 'second_half')`),
    )
    .addColumn('days', DAYS, (c) => c.notNull().check(sql`days > 0`))
    .addColumn('with_pay', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('without_pay', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('balance_before', DAYS)
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'bigint')
    .addColumn('updated_by', 'bigint')
    .execute();
  await sql`create index leave_applications_type_idx on leave_applications (leave_type_id)`.execute(db);

  // File metadata of any record; medical certificates are document_type medical_certificate.
  await withCommonColumns(db.schema.createTable('attachments'))
    .addColumn('attachable_type', 'varchar(60)', (c) => c.notNull())
    .addColumn('attachable_id', 'bigint', (c) => c.notNull())
    .addColumn('document_type', 'varchar(60)')
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull().check(sql`size_bytes between 0 and 10485760`))
    .addColumn('storage_key', 'varchar(255)')
    .addColumn('description', 'varchar(255)')
    .execute();
  await sql`create index attachments_owner_idx on attachments (attachable_type, attachable_id, document_type)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['attachments', 'leave_applications', 'applications', 'leave_types']) {
    await db.schema.dropTable(table).execute();
  }
}
