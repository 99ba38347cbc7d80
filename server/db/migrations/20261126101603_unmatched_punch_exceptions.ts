import { sql, type Kysely } from 'kysely';

// The unmatched_punch exception (docs/domain.md §4 attendance_exceptions, "for punches with no
// employee in the cutoff"): a punch whose time recorder id maps to no employee has no
// employee to hang the exception on, so the exception keeps the time recorder id instead,
// with its timesheet (which gives its company). One per timesheet, recorder id and date;
// every other exception still has its employee.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table attendance_exceptions alter column employee_id drop not null`.execute(db);
  await sql`alter table attendance_exceptions add column time_recorder_id varchar(20)`.execute(db);
  await sql`alter table attendance_exceptions add constraint attendance_exceptions_whose check (
      employee_id is not null or (exception_type = 'unmatched_punch' and time_recorder_id is not null and timesheet_id is not null))`.execute(
    db,
  );
  await sql`create unique index attendance_exceptions_unmatched on attendance_exceptions (timesheet_id, time_recorder_id, work_date)
      where employee_id is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from attendance_exceptions where employee_id is null`.execute(db);
  await sql`drop index attendance_exceptions_unmatched`.execute(db);
  await sql`alter table attendance_exceptions drop constraint attendance_exceptions_whose`.execute(db);
  await sql`alter table attendance_exceptions drop column time_recorder_id`.execute(db);
  await sql`alter table attendance_exceptions alter column employee_id set not null`.execute(db);
}
