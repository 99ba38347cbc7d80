import { sql, type Kysely } from 'kysely';

// A retro pay batch covers several employees (docs/domain.md §14.8 `retro_pay_batches.employee_ids`):
// a list of employees, or none (null) for every employee with a rate change flagged for retro
// pay in the range. Computing lists per-employee problems (no posted pay in the range, no rate in
// force) in `errors` without stopping the others. The single employee_id becomes a list of one.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('retro_pay_batches')
    .addColumn('employee_ids', 'jsonb')
    .addColumn('errors', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await sql`update retro_pay_batches set employee_ids = jsonb_build_array(employee_id) where employee_id is not null`.execute(db);
  await db.schema.alterTable('retro_pay_batches').dropColumn('employee_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('retro_pay_batches')
    .addColumn('employee_id', 'bigint', (c) => c.references('employees.id'))
    .execute();
  await sql`update retro_pay_batches set employee_id = (employee_ids->>0)::bigint where jsonb_array_length(coalesce(employee_ids, '[]'::jsonb)) = 1`.execute(
    db,
  );
  await db.schema.alterTable('retro_pay_batches').dropColumn('employee_ids').dropColumn('errors').execute();
}
