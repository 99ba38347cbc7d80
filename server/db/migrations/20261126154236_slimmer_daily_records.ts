import { sql, type Kysely } from 'kysely';

// A cut-off of 10,000 employees writes 150,000 daily records (issue 11), and their insert is
// most of processing's time. The scheduled times of a day are its shift's times on its date
// (`work_date + time_in`, and `time_out` the next day when it is not after `time_in`), which a
// reader joins when it shows them; the break punches are read by nobody once the day's minutes
// are computed (the punches stay in time_punches). holiday_names is null on the ordinary days
// that have none, instead of an empty list on every row.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table daily_time_records
      drop column scheduled_in, drop column scheduled_out, drop column break_out, drop column break_in,
      alter column holiday_names drop not null, alter column holiday_names drop default`.execute(db);
  await sql`update daily_time_records set holiday_names = null where holiday_names = '[]'::jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update daily_time_records set holiday_names = '[]'::jsonb where holiday_names is null`.execute(db);
  await sql`alter table daily_time_records
      alter column holiday_names set default '[]'::jsonb, alter column holiday_names set not null,
      add column scheduled_in timestamp, add column scheduled_out timestamp,
      add column break_out timestamp, add column break_in timestamp`.execute(db);
  await sql`update daily_time_records d
      set scheduled_in = d.work_date + s.time_in,
        scheduled_out = d.work_date + s.time_out + case when s.time_out <= s.time_in then interval '1 day' else interval '0' end
      from shift_schedules s where s.id = d.shift_schedule_id`.execute(db);
}
