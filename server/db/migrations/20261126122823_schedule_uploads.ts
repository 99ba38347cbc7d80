import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// Schedule uploads (docs/domain.md §5 `schedule_uploads`, §13.8): a roster spreadsheet a
// manager uploaded, kept with its parsed rows and the problems found in them; validated
// or invalid on upload, then applied (a draft duty roster with its lines, linked both
// ways) or discarded.

export async function up(db: Kysely<any>): Promise<void> {
  await withCommonColumns(db.schema.createTable('schedule_uploads'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('business_unit_id', 'bigint', (c) => c.notNull().references('business_units.id'))
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('period_start', 'date')
    .addColumn('period_end', 'date')
    .addColumn('rows', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('errors', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('rows_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_valid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_invalid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('uploaded')
        .check(sql`status in ('uploaded', 'validated', 'invalid', 'applied', 'discarded')`),
    )
    .addColumn('duty_roster_id', 'bigint', (c) => c.references('duty_rosters.application_id'))
    .addColumn('applied_at', 'timestamptz')
    .addColumn('applied_by', 'bigint', (c) => c.references('users.id'))
    .addColumn('discarded_at', 'timestamptz')
    .addColumn('discarded_by', 'bigint', (c) => c.references('users.id'))
    .execute();
  await sql`create index schedule_uploads_employee on schedule_uploads (employee_id, created_at desc)`.execute(db);
  await sql`alter table duty_rosters add constraint duty_rosters_schedule_upload_fk
    foreign key (schedule_upload_id) references schedule_uploads (id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table duty_rosters drop constraint duty_rosters_schedule_upload_fk`.execute(db);
  await db.schema.dropTable('schedule_uploads').execute();
}
