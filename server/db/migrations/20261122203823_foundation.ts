import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// Organisation, employees (the core of the 201 file), accounts, tokens and the
// audit trail: what authentication and access stand on.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('roles')
    .addColumn('id', 'smallint', (c) => c.primaryKey())
    .addColumn('code', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('portal', 'varchar(20)', (c) => c.notNull())
    .execute();

  await withCommonColumns(db.schema.createTable('companies'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('trade_name', 'varchar(150)')
    .addColumn('tin', 'varchar(9)', (c) => c.notNull().unique())
    .addColumn('tin_branch_code', 'varchar(5)', (c) => c.notNull().defaultTo('00000'))
    .addColumn('rdo_code', 'varchar(3)', (c) => c.notNull())
    .addColumn('address_line', 'varchar(200)', (c) => c.notNull())
    .addColumn('barangay', 'varchar(100)')
    .addColumn('city_municipality', 'varchar(100)', (c) => c.notNull())
    .addColumn('province', 'varchar(100)')
    .addColumn('region', 'varchar(20)', (c) => c.notNull())
    .addColumn('zip_code', 'varchar(4)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)')
    .addColumn('email', 'varchar(150)')
    .addColumn('website', 'varchar(200)')
    .addColumn('industry', 'varchar(100)')
    .addColumn('logo_attachment_id', 'bigint')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await withCommonColumns(db.schema.createTable('org_levels'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('rank', 'smallint', (c) => c.notNull())
    .addUniqueConstraint('org_levels_code_unique', ['company_id', 'code'])
    .addUniqueConstraint('org_levels_rank_unique', ['company_id', 'rank'])
    .execute();

  await withCommonColumns(db.schema.createTable('business_units'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('org_level_id', 'bigint', (c) => c.notNull().references('org_levels.id'))
    .addColumn('parent_id', 'bigint', (c) => c.references('business_units.id'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('head_employee_id', 'bigint')
    .addColumn('cost_center_code', 'varchar(20)')
    .addColumn('region', 'varchar(20)', (c) => c.notNull())
    .addColumn('city_municipality', 'varchar(100)', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addUniqueConstraint('business_units_code_unique', ['company_id', 'code'])
    .execute();

  await withCommonColumns(db.schema.createTable('positions'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(150)', (c) => c.notNull())
    .addColumn('business_unit_id', 'bigint', (c) => c.references('business_units.id'))
    .addColumn('job_level', 'varchar(20)', (c) => c.notNull())
    .addColumn('labor_code_exempt', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('reports_to_position_id', 'bigint', (c) => c.references('positions.id'))
    .addColumn('description', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addUniqueConstraint('positions_code_unique', ['company_id', 'code'])
    .execute();

  await withCommonColumns(db.schema.createTable('employees'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('employee_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('middle_name', 'varchar(60)')
    .addColumn('suffix', 'varchar(10)')
    .addColumn('nickname', 'varchar(40)')
    .addColumn('sex', 'varchar(10)', (c) => c.notNull())
    .addColumn('civil_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('birth_date', 'date', (c) => c.notNull())
    .addColumn('birth_place', 'varchar(150)')
    .addColumn('nationality', 'varchar(50)', (c) => c.notNull().defaultTo('Filipino'))
    .addColumn('email', 'varchar(150)')
    .addColumn('mobile_no', 'varchar(13)')
    .addColumn('landline', 'varchar(30)')
    .addColumn('present_address', 'text', (c) => c.notNull())
    .addColumn('permanent_address', 'text')
    .addColumn('emergency_contact_name', 'varchar(150)', (c) => c.notNull())
    .addColumn('emergency_contact_relationship', 'varchar(50)', (c) => c.notNull())
    .addColumn('emergency_contact_phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('tin', 'varchar(12)', (c) => c.unique())
    .addColumn('sss_no', 'varchar(10)', (c) => c.unique())
    .addColumn('philhealth_no', 'varchar(12)', (c) => c.unique())
    .addColumn('pagibig_no', 'varchar(12)', (c) => c.unique())
    .addColumn('business_unit_id', 'bigint', (c) => c.notNull().references('business_units.id'))
    .addColumn('position_id', 'bigint', (c) => c.notNull().references('positions.id'))
    .addColumn('immediate_superior_id', 'bigint', (c) => c.references('employees.id'))
    .addColumn('employment_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('hire_date', 'date', (c) => c.notNull())
    .addColumn('regularization_date', 'date')
    .addColumn('end_of_contract_date', 'date')
    .addColumn('separation_date', 'date')
    .addColumn('separation_type', 'varchar(40)')
    .addColumn('separation_reason', 'text')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
    // Payroll group, shift schedule and bank tables arrive with their own
    // migrations, which add the foreign keys.
    .addColumn('payroll_group_id', 'bigint')
    .addColumn('default_shift_schedule_id', 'bigint')
    .addColumn('rest_days', 'jsonb', (c) => c.notNull().defaultTo(sql`'[0]'::jsonb`))
    .addColumn('time_recorder_id', 'varchar(20)')
    .addColumn('payment_mode', 'varchar(10)', (c) => c.notNull().defaultTo('bank'))
    .addColumn('bank_id', 'bigint')
    .addColumn('bank_account_no', 'varchar(30)')
    .addColumn('photo_attachment_id', 'bigint')
    .addUniqueConstraint('employees_employee_no_unique', ['company_id', 'employee_no'])
    .execute();
  await sql`create unique index employees_email_unique on employees (lower(email)) where email is not null`.execute(db);
  await sql`create index employees_name_idx on employees (last_name, first_name, id)`.execute(db);
  await sql`create index employees_business_unit_idx on employees (business_unit_id)`.execute(db);
  await sql`create index employees_superior_idx on employees (immediate_superior_id)`.execute(db);
  await sql`alter table business_units add constraint business_units_head_fk foreign key (head_employee_id) references employees (id)`.execute(
    db,
  );

  await withCommonColumns(db.schema.createTable('users'))
    .addColumn('employee_id', 'bigint', (c) => c.references('employees.id').unique())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('email', 'varchar(150)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('role', 'smallint', (c) => c.notNull().references('roles.id'))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('failed_login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);

  await withCommonColumns(db.schema.createTable('portal_accesses'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('adm_portal_access', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('employees_portal_access', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('hr_portal_access', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('manager_portal_access', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('tk_portal_access', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('payroll_portal_access', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip_address', 'varchar(45)')
    .addColumn('user_agent', 'varchar(255)')
    .execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'varchar(150)', (c) => c.notNull())
    .addColumn('ip_address', 'varchar(45)', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index login_attempts_lookup_idx on login_attempts (lower(email), ip_address, attempted_at)`.execute(db);

  await db.schema
    .createTable('transaction_logs')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('role', 'smallint')
    .addColumn('portal', 'varchar(20)', (c) => c.notNull())
    .addColumn('resource', 'varchar(60)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(40)')
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('summary', 'varchar(255)', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('ip_address', 'varchar(45)')
    .addColumn('user_agent', 'varchar(255)')
    .addColumn('request_id', 'varchar(40)')
    .execute();
  await sql`create index transaction_logs_resource_idx on transaction_logs (resource, record_id)`.execute(db);
  await sql`create index transaction_logs_occurred_idx on transaction_logs (occurred_at desc)`.execute(db);

  await db
    .insertInto('roles')
    .values([
      { id: 1, code: 'administrator', name: 'Administrator', portal: 'admin' },
      { id: 2, code: 'manager', name: 'Manager', portal: 'manager' },
      { id: 3, code: 'employee', name: 'Employee', portal: 'employee' },
      { id: 4, code: 'hr', name: 'HR', portal: 'hr' },
      { id: 5, code: 'timekeeping', name: 'Timekeeping', portal: 'timekeeping' },
      { id: 6, code: 'payroll', name: 'Payroll', portal: 'payroll' },
      { id: 7, code: 'system_administrator', name: 'System administrator', portal: 'admin' },
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['transaction_logs', 'login_attempts', 'access_tokens', 'portal_accesses', 'users']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`alter table business_units drop constraint business_units_head_fk`.execute(db);
  for (const table of ['employees', 'positions', 'business_units', 'org_levels', 'companies', 'roles']) {
    await db.schema.dropTable(table).execute();
  }
}
