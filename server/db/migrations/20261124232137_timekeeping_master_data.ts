import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// Timekeeping's master data (docs/domain.md §4): shifts, the employee's schedule by date,
// the night-differential rule and the holidays. Times are wall-clock Manila times.

export async function up(db: Kysely<any>): Promise<void> {
  await withCommonColumns(db.schema.createTable('shift_schedules'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('time_in', 'time', (c) => c.notNull())
    .addColumn('time_out', 'time', (c) => c.notNull())
    .addColumn('is_overnight', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('break_start', 'time')
    .addColumn('break_end', 'time')
    .addColumn('paid_break', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('required_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(480)
        .check(sql`required_minutes between 1 and 1440`),
    )
    .addColumn('grace_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`grace_minutes between 0 and 60`),
    )
    .addColumn('is_flexible', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('flex_latest_in', 'time')
    .addColumn('punch_window_before_minutes', 'integer', (c) => c.notNull().defaultTo(240))
    .addColumn('punch_window_after_minutes', 'integer', (c) => c.notNull().defaultTo(480))
    .addColumn('color', 'varchar(7)')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addUniqueConstraint('shift_schedules_code_unique', ['company_id', 'code'])
    .addCheckConstraint('shift_schedules_times', sql`time_out <> time_in`)
    .addCheckConstraint('shift_schedules_break', sql`(break_start is null) = (break_end is null)`)
    .addCheckConstraint('shift_schedules_flexible', sql`not is_flexible or flex_latest_in is not null`)
    .execute();
  await sql`alter table employees add constraint employees_default_shift_fk foreign key (default_shift_schedule_id) references shift_schedules (id)`.execute(
    db,
  );

  await withCommonColumns(db.schema.createTable('employee_schedules'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('schedule_date', 'date', (c) => c.notNull())
    .addColumn('shift_schedule_id', 'bigint', (c) => c.references('shift_schedules.id'))
    .addColumn('is_rest_day', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('source', 'varchar(20)', (c) => c.notNull().check(sql`source in ('calendar', 'duty_roster', 'change_shift', 'upload')`))
    .addColumn('source_id', 'bigint')
    .addColumn('remarks', 'varchar(255)')
    .addUniqueConstraint('employee_schedules_unique', ['employee_id', 'schedule_date'])
    .addCheckConstraint('employee_schedules_shift', sql`is_rest_day or shift_schedule_id is not null`)
    .execute();
  await sql`create index employee_schedules_date on employee_schedules (schedule_date)`.execute(db);

  await withCommonColumns(db.schema.createTable('night_differential_rules'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('payroll_group_id', 'bigint', (c) => c.references('payroll_groups.id'))
    .addColumn('window_start', 'time', (c) => c.notNull().defaultTo('22:00'))
    .addColumn('window_end', 'time', (c) => c.notNull().defaultTo('06:00'))
    .addColumn('minimum_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`minimum_minutes between 0 and 480`),
    )
    .addColumn('rounding_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`rounding_minutes between 0 and 60`),
    )
    .addColumn('deduct_breaks', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('covered_job_levels', 'jsonb', (c) => c.notNull().defaultTo(sql`'["rank_and_file","supervisory"]'::jsonb`))
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .execute();
  await sql`create unique index night_differential_rules_unique on night_differential_rules (company_id, coalesce(payroll_group_id, 0), effective_from)`.execute(
    db,
  );

  await withCommonColumns(db.schema.createTable('holidays'))
    .addColumn('holiday_date', 'date', (c) => c.notNull())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('holiday_type', 'varchar(20)', (c) =>
      c.notNull().check(sql`holiday_type in ('regular', 'special_non_working', 'special_working')`),
    )
    .addColumn('scope', 'varchar(10)', (c) => c.notNull().check(sql`scope in ('national', 'local')`))
    .addColumn('city_municipality', 'varchar(100)')
    .addColumn('province', 'varchar(100)')
    .addColumn('proclamation_no', 'varchar(50)')
    .addColumn('year', 'integer', (c) => c.notNull())
    .addCheckConstraint('holidays_local_city', sql`scope = 'national' or city_municipality is not null`)
    .execute();
  await sql`create unique index holidays_unique on holidays (holiday_date, scope, coalesce(city_municipality, ''), name)`.execute(db);
  await sql`create index holidays_year on holidays (year)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('holidays').execute();
  await db.schema.dropTable('night_differential_rules').execute();
  await db.schema.dropTable('employee_schedules').execute();
  await sql`alter table employees drop constraint employees_default_shift_fk`.execute(db);
  await db.schema.dropTable('shift_schedules').execute();
}
