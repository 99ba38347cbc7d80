import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// 13th-month batches (docs/domain.md §13.5, §14.7): a batch computes each employee's 13th month
// for the year up to its coverage date into lines, which on approval become payroll entries
// of the target period; the batch is posted when that period posts.

const MONEY = 'numeric(14, 2)';

export async function up(db: Kysely<any>): Promise<void> {
  await withCommonColumns(db.schema.createTable('thirteenth_month_batches'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('payroll_group_id', 'bigint', (c) => c.references('payroll_groups.id'))
    .addColumn('year', 'integer', (c) => c.notNull().check(sql`year between 2000 and 2100`))
    .addColumn('coverage_to', 'date', (c) => c.notNull())
    .addColumn('include_projection', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('instalment', 'varchar(12)', (c) => c.notNull().check(sql`instalment in ('full', 'first_half', 'balance')`))
    .addColumn('min_service_days', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(30)
        .check(sql`min_service_days between 0 and 366`),
    )
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
    .createTable('thirteenth_month_lines')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('thirteenth_month_batch_id', 'bigint', (c) => c.notNull().references('thirteenth_month_batches.id').onDelete('cascade'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('basic_earned', MONEY, (c) => c.notNull())
    .addColumn('projected_basic', MONEY, (c) => c.notNull())
    .addColumn('amount_due', MONEY, (c) => c.notNull())
    .addColumn('previously_paid', MONEY, (c) => c.notNull())
    .addColumn('amount_payable', MONEY, (c) => c.notNull().check(sql`amount_payable >= 0`))
    .addColumn('non_taxable_amount', MONEY, (c) => c.notNull())
    .addColumn('taxable_amount', MONEY, (c) => c.notNull())
    .addColumn('payroll_entry_id', 'bigint', (c) => c.references('payroll_entries.id'))
    .addUniqueConstraint('thirteenth_month_lines_employee', ['thirteenth_month_batch_id', 'employee_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('thirteenth_month_lines').execute();
  await db.schema.dropTable('thirteenth_month_batches').execute();
}
