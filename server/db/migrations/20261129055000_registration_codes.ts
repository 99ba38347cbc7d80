import { sql, type Kysely } from 'kysely';

// Registration proves the person (issue 29): a one-time code is e-mailed to the e-mail on the
// employee's 201 file, and the account is created only with that code. The code is kept as its
// SHA-256 (never in clear), expires, is used once, and dies after too many wrong tries.
// Every request for a code and every wrong code is counted per address and per employee number,
// across processes, for the registration throttle.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('registration_codes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('code_hash', 'char(64)', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index registration_codes_open on registration_codes (employee_id) where used_at is null`.execute(db);

  await db.schema
    .createTable('registration_attempts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().check(sql`kind in ('code', 'confirm')`))
    .addColumn('ip_address', 'varchar(45)', (c) => c.notNull())
    .addColumn('employee_no', 'varchar(50)', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index registration_attempts_by_address on registration_attempts (ip_address, attempted_at)`.execute(db);
  await sql`create index registration_attempts_by_employee on registration_attempts (lower(employee_no), attempted_at) where kind = 'code'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('registration_attempts').execute();
  await db.schema.dropTable('registration_codes').execute();
}
