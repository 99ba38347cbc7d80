import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// HR organisation: the employee list's search and sort indexes (btree only, so
// that PGlite and PostgreSQL behave alike without pg_trgm), the approver
// matrix, company events, preferences and time-recorder devices.

export async function up(db: Kysely<any>): Promise<void> {
  // Prefix search on employee number and names, and the list's filter + sort paths.
  await sql`create index employees_no_prefix_idx on employees (lower(employee_no) text_pattern_ops)`.execute(db);
  await sql`create index employees_last_name_prefix_idx on employees (lower(last_name) text_pattern_ops)`.execute(db);
  await sql`create index employees_first_name_prefix_idx on employees (lower(first_name) text_pattern_ops)`.execute(db);
  // Every list query is scoped by company and ordered by the sort column then
  // id: the indexes lead with the company and the usual filters, end with
  // (column, id), and let the page count run as an index-only scan.
  await sql`create index employees_sorted_name_idx on employees (company_id, last_name, id)`.execute(db);
  await sql`create index employees_unit_name_idx on employees (company_id, business_unit_id, status, last_name, id)`.execute(db);
  await sql`create index employees_status_name_idx on employees (company_id, status, last_name, id)`.execute(db);
  await sql`create index employees_position_idx on employees (position_id)`.execute(db);
  await sql`create index employees_hire_date_idx on employees (hire_date, id)`.execute(db);
  await sql`create index employees_no_idx on employees (employee_no, id)`.execute(db);
  await sql`alter table employees add constraint employees_sex_check check (sex in ('male', 'female'))`.execute(db);
  await sql`alter table employees add constraint employees_status_check check (status in ('active', 'for_separation', 'separated'))`.execute(
    db,
  );
  await sql`alter table employees add constraint employees_dates_check check (birth_date < hire_date and (separation_date is null or separation_date >= hire_date) and (regularization_date is null or regularization_date >= hire_date))`.execute(
    db,
  );
  await sql`alter table employees add constraint employees_not_own_superior check (immediate_superior_id is null or immediate_superior_id <> id)`.execute(
    db,
  );
  await sql`create unique index employees_time_recorder_unique on employees (company_id, time_recorder_id) where time_recorder_id is not null`.execute(
    db,
  );
  await sql`create index business_units_parent_idx on business_units (parent_id)`.execute(db);
  await sql`create index positions_unit_idx on positions (business_unit_id)`.execute(db);

  await withCommonColumns(db.schema.createTable('approver_matrices'))
    .addColumn('business_unit_id', 'bigint', (c) => c.notNull().references('business_units.id'))
    .addColumn('employee_id', 'bigint', (c) => c.references('employees.id'))
    .addColumn('application_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level between 1 and 5`))
    .addColumn('approver_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('approver_employee_id', 'bigint', (c) => c.references('employees.id'))
    .addColumn('approver_role', 'smallint', (c) => c.references('roles.id'))
    .addColumn('alternate_employee_id', 'bigint', (c) => c.references('employees.id'))
    .addColumn('approval_mode', 'varchar(20)', (c) => c.notNull().defaultTo('sequential'))
    .addColumn('effective_from', 'date')
    .addColumn('effective_to', 'date')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await sql`create unique index approver_matrices_level_unique on approver_matrices (business_unit_id, coalesce(employee_id, 0), application_type, level)`.execute(
    db,
  );

  await withCommonColumns(db.schema.createTable('company_events'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('event_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('starts_at', 'timestamp')
    .addColumn('ends_at', 'timestamp')
    .addColumn('all_day', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('location', 'varchar(200)')
    .addColumn('audience_business_unit_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('publish_from', 'date')
    .addColumn('publish_until', 'date')
    .addColumn('pinned', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('draft'))
    .execute();
  await sql`create index company_events_company_idx on company_events (company_id, status, publish_from)`.execute(db);

  await withCommonColumns(db.schema.createTable('preferences'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('key', 'varchar(80)', (c) => c.notNull())
    .addColumn('value', 'text')
    .addColumn('data_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('group', 'varchar(40)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .addUniqueConstraint('preferences_key_unique', ['company_id', 'key'])
    .execute();

  await withCommonColumns(db.schema.createTable('devices'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('serial_no', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('brand', 'varchar(50)')
    .addColumn('model', 'varchar(50)')
    .addColumn('ip_address', 'varchar(45)')
    .addColumn('port', 'integer', (c) => c.check(sql`port between 1 and 65535`))
    .addColumn('business_unit_id', 'bigint', (c) => c.references('business_units.id'))
    .addColumn('location_name', 'varchar(150)')
    .addColumn('comm_mode', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
    .addColumn('last_sync_at', 'timestamptz')
    .addColumn('last_punch_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['devices', 'preferences', 'company_events', 'approver_matrices']) {
    await db.schema.dropTable(table).execute();
  }
  for (const index of [
    'employees_no_prefix_idx',
    'employees_last_name_prefix_idx',
    'employees_first_name_prefix_idx',
    'employees_sorted_name_idx',
    'employees_unit_name_idx',
    'employees_status_name_idx',
    'employees_position_idx',
    'employees_hire_date_idx',
    'employees_no_idx',
    'employees_time_recorder_unique',
    'business_units_parent_idx',
    'positions_unit_idx',
  ]) {
    await sql`drop index ${sql.ref(index)}`.execute(db);
  }
  for (const constraint of ['employees_sex_check', 'employees_status_check', 'employees_dates_check', 'employees_not_own_superior']) {
    await sql`alter table employees drop constraint ${sql.ref(constraint)}`.execute(db);
  }
}
