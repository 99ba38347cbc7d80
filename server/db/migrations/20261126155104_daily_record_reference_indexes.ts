import { sql, type Kysely } from 'kysely';

// Deleting a daily record sets attendance_exceptions.daily_time_record_id and
// timesheet_adjustments.daily_time_record_id to null (their foreign keys), and neither column
// had an index: reprocessing a cut-off deleted each record with a scan of both tables, so the
// time grew with the product of records and exceptions. The employee's own timesheet also reads
// a record's exceptions by this column.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index attendance_exceptions_daily_record on attendance_exceptions (daily_time_record_id)
      where daily_time_record_id is not null`.execute(db);
  await sql`create index timesheet_adjustments_daily_record on timesheet_adjustments (daily_time_record_id)
      where daily_time_record_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index timesheet_adjustments_daily_record`.execute(db);
  await sql`drop index attendance_exceptions_daily_record`.execute(db);
}
