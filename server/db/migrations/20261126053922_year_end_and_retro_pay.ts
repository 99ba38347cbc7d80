import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// Year-end annualisation and retro pay (docs/domain.md §13.5, §14.8, §14.10), two computation
// batches paid through a target period as payroll entries.
// - annualization_runs: one year-end run per year and payroll group, targeting the group's
//   last regular period of the year; its lines are the annualizations, one per employee.
//   A separation annualisation (final pay) is an annualization without a run.
// - previous_employer_incomes: compensation and tax from other employers in the same year.
// - retro_pay_batches / retro_pay_lines: posted payslip lines revalued at a new rate.

const MONEY = 'numeric(14, 2)';
const STATUS = sql`status in ('draft', 'computed', 'approved', 'posted', 'cancelled')`;

export async function up(db: Kysely<any>): Promise<void> {
  await withCommonColumns(db.schema.createTable('annualization_runs'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('payroll_group_id', 'bigint', (c) => c.references('payroll_groups.id'))
    .addColumn('year', 'integer', (c) => c.notNull().check(sql`year between 2000 and 2100`))
    .addColumn('target_payroll_period_id', 'bigint', (c) => c.notNull().references('payroll_periods.id'))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('draft').check(STATUS))
    .addColumn('employee_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_amount', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('remarks', 'varchar(255)')
    .execute();
  await sql`create unique index annualization_runs_live on annualization_runs (company_id, year, payroll_group_id) where status <> 'cancelled'`.execute(
    db,
  );

  await withCommonColumns(db.schema.createTable('annualizations'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('annualization_run_id', 'bigint', (c) => c.references('annualization_runs.id').onDelete('cascade'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('year', 'integer', (c) => c.notNull().check(sql`year between 2000 and 2100`))
    .addColumn('annualization_type', 'varchar(10)', (c) => c.notNull().check(sql`annualization_type in ('year_end', 'separation')`))
    .addColumn('target_payroll_period_id', 'bigint', (c) => c.notNull().references('payroll_periods.id'))
    .addColumn('is_mwe', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('present_gross', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('present_non_taxable', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('present_taxable', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('previous_taxable', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('previous_non_taxable', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('previous_tax_withheld', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('total_taxable', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('tax_due', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('tax_withheld_present', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('tax_adjustment', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('adjustment_kind', 'varchar(7)', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`adjustment_kind in ('payable', 'refund', 'none')`),
    )
    .addColumn('substituted_filing_eligible', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('draft').check(STATUS))
    .addColumn('payroll_entry_id', 'bigint', (c) => c.references('payroll_entries.id'))
    .execute();
  await sql`create unique index annualizations_live on annualizations (company_id, employee_id, year, annualization_type) where status <> 'cancelled'`.execute(
    db,
  );
  await sql`create index annualizations_run on annualizations (annualization_run_id)`.execute(db);

  await withCommonColumns(db.schema.createTable('previous_employer_incomes'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('year', 'integer', (c) => c.notNull().check(sql`year between 2000 and 2100`))
    .addColumn('employer_name', 'varchar(150)', (c) => c.notNull())
    .addColumn('employer_tin', 'varchar(9)', (c) => c.notNull().check(sql`employer_tin ~ '^[0-9]{9}$'`))
    .addColumn('employer_address', 'varchar(255)')
    .addColumn('period_from', 'date', (c) => c.notNull())
    .addColumn('period_to', 'date', (c) => c.notNull())
    .addColumn('taxable_compensation', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('non_taxable_compensation', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('thirteenth_month_and_other_benefits', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('tax_withheld', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('certificate_attachment_id', 'bigint', (c) => c.references('attachments.id'))
    .addUniqueConstraint('previous_employer_incomes_employer', ['employee_id', 'year', 'employer_tin'])
    .addCheckConstraint('previous_employer_incomes_period', sql`period_from <= period_to`)
    .execute();

  await withCommonColumns(db.schema.createTable('retro_pay_batches'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('payroll_group_id', 'bigint', (c) => c.references('payroll_groups.id'))
    .addColumn('description', 'varchar(150)', (c) => c.notNull())
    .addColumn('retro_reason', 'varchar(20)', (c) =>
      c.notNull().check(sql`retro_reason in ('salary_adjustment', 'wage_order', 'correction')`),
    )
    .addColumn('wage_order_no', 'varchar(50)')
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('effective_to', 'date', (c) => c.notNull())
    // one employee, or (null) every employee with a rate-change movement flagged retro_required in the range
    .addColumn('employee_id', 'bigint', (c) => c.references('employees.id'))
    .addColumn('target_payroll_period_id', 'bigint', (c) => c.notNull().references('payroll_periods.id'))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('draft').check(STATUS))
    .addColumn('employee_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_amount', MONEY, (c) => c.notNull().defaultTo(0))
    // the movements whose retro_required the approval cleared, restored by un-approving
    .addColumn('cleared_movement_ids', 'jsonb')
    .addColumn('remarks', 'varchar(255)')
    .addCheckConstraint('retro_pay_batches_range', sql`effective_from <= effective_to`)
    .execute();

  await db.schema
    .createTable('retro_pay_lines')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('retro_pay_batch_id', 'bigint', (c) => c.notNull().references('retro_pay_batches.id').onDelete('cascade'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('payroll_period_id', 'bigint', (c) => c.notNull().references('payroll_periods.id'))
    .addColumn('component', 'varchar(25)', (c) =>
      c.notNull().check(sql`component in ('basic', 'time_deductions', 'premiums', 'holiday_pay', 'paid_leave', 'allowance_rate_based')`),
    )
    .addColumn('quantity', 'numeric(10, 3)')
    .addColumn('old_rate', 'numeric(14, 6)', (c) => c.notNull())
    .addColumn('new_rate', 'numeric(14, 6)', (c) => c.notNull())
    .addColumn('old_amount', MONEY, (c) => c.notNull())
    .addColumn('new_amount', MONEY, (c) => c.notNull())
    .addColumn('difference', MONEY, (c) => c.notNull())
    .addColumn('payroll_entry_id', 'bigint', (c) => c.references('payroll_entries.id'))
    .execute();
  await sql`create index retro_pay_lines_batch on retro_pay_lines (retro_pay_batch_id, employee_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('retro_pay_lines').execute();
  await db.schema.dropTable('retro_pay_batches').execute();
  await db.schema.dropTable('previous_employer_incomes').execute();
  await db.schema.dropTable('annualizations').execute();
  await db.schema.dropTable('annualization_runs').execute();
}
