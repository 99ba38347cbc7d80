import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// Raw punches and their import batches (docs/domain.md §4 punch_imports, time_punches).
// Punches are never edited: a wrong one is voided with a reason, a missing one is
// added as a manual punch with a reason; duplicates of a device export are skipped.

export async function up(db: Kysely<any>): Promise<void> {
  await withCommonColumns(db.schema.createTable('punch_imports'))
    .addColumn('device_id', 'bigint', (c) => c.references('devices.id'))
    .addColumn('source', 'varchar(20)', (c) => c.notNull().check(sql`source in ('device_sync', 'file_upload', 'api')`))
    .addColumn('file_name', 'varchar(255)')
    .addColumn('file_format', 'varchar(10)', (c) => c.check(sql`file_format in ('dat', 'csv', 'xlsx')`))
    .addColumn('date_from', 'date')
    .addColumn('date_to', 'date')
    .addColumn('rows_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_imported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_duplicate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_rejected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unmatched_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('errors', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'varchar(20)', (c) =>
      c
        .notNull()
        .defaultTo('processing')
        .check(sql`status in ('processing', 'completed', 'failed')`),
    )
    .addColumn('finished_at', 'timestamptz')
    .execute();

  await withCommonColumns(db.schema.createTable('time_punches'))
    .addColumn('time_recorder_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('employee_id', 'bigint', (c) => c.references('employees.id'))
    .addColumn('device_id', 'bigint', (c) => c.references('devices.id'))
    .addColumn('punch_import_id', 'bigint', (c) => c.references('punch_imports.id'))
    .addColumn('punched_at', 'timestamp', (c) => c.notNull())
    .addColumn('punch_type', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('unknown')
        .check(sql`punch_type in ('in', 'out', 'break_out', 'break_in', 'unknown')`),
    )
    .addColumn('source', 'varchar(10)', (c) => c.notNull().check(sql`source in ('device', 'upload', 'web', 'logsheet', 'manual')`))
    .addColumn('application_id', 'bigint', (c) => c.references('applications.id'))
    .addColumn('verify_mode', 'varchar(10)')
    .addColumn('work_code', 'varchar(10)')
    .addColumn('is_void', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('void_reason', 'varchar(255)')
    .addColumn('voided_at', 'timestamptz')
    .addColumn('voided_by', 'bigint')
    .addColumn('remarks', 'varchar(255)')
    .addCheckConstraint('time_punches_void_reason', sql`not is_void or void_reason is not null`)
    .addCheckConstraint('time_punches_manual_remarks', sql`source <> 'manual' or remarks is not null`)
    .addCheckConstraint('time_punches_logsheet_application', sql`source <> 'logsheet' or application_id is not null`)
    .execute();
  // one punch per recorder id, minute and device: a re-imported export adds nothing
  await sql`create unique index time_punches_unique on time_punches (time_recorder_id, punched_at, coalesce(device_id, 0))`.execute(db);
  await sql`create index time_punches_employee_time on time_punches (employee_id, punched_at)`.execute(db);
  await sql`create index time_punches_unmatched on time_punches (time_recorder_id) where employee_id is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('time_punches').execute();
  await db.schema.dropTable('punch_imports').execute();
}
