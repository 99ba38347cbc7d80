import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// Two more computation batches (docs/domain.md §13.5): service charge distributions (§14.12),
// shares of an establishment's collected service charges for its non-managerial employees,
// and year-end leave conversions (§14.11), unused convertible leave paid as cash. Both pay
// through a target period as payroll entries; a conversion also debits the leave ledger.

const MONEY = 'numeric(14, 2)';
const DAYS = 'numeric(7, 3)';
const STATUS = sql`status in ('draft', 'computed', 'approved', 'posted', 'cancelled')`;

export async function up(db: Kysely<any>): Promise<void> {
  await withCommonColumns(db.schema.createTable('service_charge_distributions'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('payroll_group_id', 'bigint', (c) => c.references('payroll_groups.id'))
    .addColumn('business_unit_id', 'bigint', (c) => c.notNull().references('business_units.id'))
    .addColumn('collection_from', 'date', (c) => c.notNull())
    .addColumn('collection_to', 'date', (c) => c.notNull())
    .addColumn('total_collected', MONEY, (c) => c.notNull().check(sql`total_collected > 0`))
    .addColumn('distributable_percent', 'numeric(6, 5)', (c) =>
      c
        .notNull()
        .defaultTo('1.00000')
        .check(sql`distributable_percent > 0 and distributable_percent <= 1`),
    )
    .addColumn('distributable_amount', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('basis', 'varchar(12)', (c) =>
      c
        .notNull()
        .defaultTo('equal_share')
        .check(sql`basis in ('equal_share', 'days_worked')`),
    )
    .addColumn('covered_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('target_payroll_period_id', 'bigint', (c) => c.notNull().references('payroll_periods.id'))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('draft').check(STATUS))
    .addColumn('remarks', 'varchar(255)')
    .addCheckConstraint('service_charge_collection_period', sql`collection_to >= collection_from and collection_to - collection_from < 16`)
    .execute();

  await db.schema
    .createTable('service_charge_shares')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('service_charge_distribution_id', 'bigint', (c) =>
      c.notNull().references('service_charge_distributions.id').onDelete('cascade'),
    )
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('days_worked', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('computed_amount', MONEY, (c) => c.notNull())
    .addColumn('share_amount', MONEY, (c) => c.notNull().check(sql`share_amount >= 0`))
    .addColumn('override_reason', 'varchar(255)')
    .addColumn('payroll_entry_id', 'bigint', (c) => c.references('payroll_entries.id'))
    .addUniqueConstraint('service_charge_shares_employee', ['service_charge_distribution_id', 'employee_id'])
    .execute();

  await withCommonColumns(db.schema.createTable('leave_conversions'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('payroll_group_id', 'bigint', (c) => c.references('payroll_groups.id'))
    .addColumn('year', 'smallint', (c) => c.notNull().check(sql`year between 2000 and 2100`))
    // one convertible leave type, or null for every convertible type of the company
    .addColumn('leave_type_id', 'bigint', (c) => c.references('leave_types.id'))
    .addColumn('as_of_date', 'date', (c) => c.notNull())
    .addColumn('target_payroll_period_id', 'bigint', (c) => c.notNull().references('payroll_periods.id'))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('draft').check(STATUS))
    .addColumn('employee_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_days', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('total_amount', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('approved_by', 'bigint', (c) => c.references('users.id'))
    .addColumn('approved_at', 'timestamptz')
    .addColumn('remarks', 'varchar(255)')
    .execute();

  await db.schema
    .createTable('leave_conversion_lines')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('leave_conversion_id', 'bigint', (c) => c.notNull().references('leave_conversions.id').onDelete('cascade'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('leave_type_id', 'bigint', (c) => c.notNull().references('leave_types.id'))
    .addColumn('unused_days', DAYS, (c) => c.notNull())
    .addColumn('max_convertible_days', DAYS, (c) => c.notNull())
    .addColumn('convertible_days', DAYS, (c) => c.notNull().check(sql`convertible_days >= 0`))
    .addColumn('daily_rate', 'numeric(14, 6)', (c) => c.notNull())
    .addColumn('amount', MONEY, (c) => c.notNull())
    .addColumn('non_taxable_days', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('non_taxable_amount', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('taxable_amount', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('payroll_entry_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addUniqueConstraint('leave_conversion_lines_employee_type', ['leave_conversion_id', 'employee_id', 'leave_type_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('leave_conversion_lines').execute();
  await db.schema.dropTable('leave_conversions').execute();
  await db.schema.dropTable('service_charge_shares').execute();
  await db.schema.dropTable('service_charge_distributions').execute();
}
