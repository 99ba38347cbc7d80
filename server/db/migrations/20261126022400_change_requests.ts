import { sql, type Kysely } from 'kysely';

// Change requests (docs/domain.md §3 change_requests): an employee asks HR to change their
// own 201 data; the request keeps every field's old and new value, and HR approves
// (applying the change in the same transaction) or rejects it with remarks.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('change_requests')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('request_type', 'varchar(20)', (c) =>
      c
        .notNull()
        .check(
          sql`request_type in ('personal_info', 'contact', 'address', 'civil_status', 'dependents', 'government_ids', 'bank_account', 'education', 'other')`,
        ),
    )
    .addColumn('requested_changes', 'jsonb', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'rejected', 'cancelled')`),
    )
    .addColumn('reviewed_by', 'bigint', (c) => c.references('users.id'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('review_remarks', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'bigint')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'bigint')
    .execute();
  await db.schema.createIndex('change_requests_employee_idx').on('change_requests').columns(['employee_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('change_requests').execute();
}
