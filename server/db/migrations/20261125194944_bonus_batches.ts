import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// Bonus batches (docs/domain.md §13.5, §14.12): a bonus or other special benefit computed per
// eligible employee (a fixed amount, a percent or months of the monthly basic on the basis
// date, optionally pro-rated by months of service in the year), paid through a target
// period as payroll entries with the batch's transaction type.

const MONEY = 'numeric(14, 2)';

export async function up(db: Kysely<any>): Promise<void> {
  await withCommonColumns(db.schema.createTable('bonus_batches'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('payroll_group_id', 'bigint', (c) => c.references('payroll_groups.id'))
    .addColumn('bonus_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('transaction_type_id', 'bigint', (c) => c.notNull().references('transaction_types.id'))
    .addColumn('computation_method', 'varchar(20)', (c) =>
      c.notNull().check(sql`computation_method in ('fixed_amount', 'percent_of_basic', 'months_of_basic')`),
    )
    .addColumn('factor', 'numeric(12, 4)', (c) => c.notNull().check(sql`factor > 0`))
    .addColumn('basis_date', 'date', (c) => c.notNull())
    .addColumn('min_service_months', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`min_service_months between 0 and 600`),
    )
    .addColumn('prorate_by_service', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('target_payroll_period_id', 'bigint', (c) => c.notNull().references('payroll_periods.id'))
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'computed', 'approved', 'posted', 'cancelled')`),
    )
    .addColumn('employee_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_amount', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('remarks', 'varchar(255)')
    .execute();

  await db.schema
    .createTable('bonus_lines')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('bonus_batch_id', 'bigint', (c) => c.notNull().references('bonus_batches.id').onDelete('cascade'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('monthly_basic', MONEY, (c) => c.notNull())
    .addColumn('service_months', 'integer', (c) => c.notNull())
    .addColumn('amount_payable', MONEY, (c) => c.notNull().check(sql`amount_payable >= 0`))
    .addColumn('payroll_entry_id', 'bigint', (c) => c.references('payroll_entries.id'))
    .addUniqueConstraint('bonus_lines_employee', ['bonus_batch_id', 'employee_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bonus_lines').execute();
  await db.schema.dropTable('bonus_batches').execute();
}
