import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// Batch entries (docs/domain.md §8 `batch_entries`, `batch_entry_lines`): one transaction type
// for many employees in one period, uploaded from a spreadsheet or typed line by line;
// validated (every line resolves to an employee of the period's group, no zero amount, no
// employee twice), applied as one payroll entry per line, voided while the period is open.

const MONEY = 'numeric(14, 2)';

export async function up(db: Kysely<any>): Promise<void> {
  await withCommonColumns(db.schema.createTable('batch_entries'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('payroll_period_id', 'bigint', (c) => c.notNull().references('payroll_periods.id'))
    .addColumn('payroll_group_id', 'bigint', (c) => c.references('payroll_groups.id'))
    .addColumn('transaction_type_id', 'bigint', (c) => c.notNull().references('transaction_types.id'))
    .addColumn('description', 'varchar(150)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)')
    .addColumn('line_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_amount', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'validated', 'applied', 'void')`),
    )
    .addColumn('applied_at', 'timestamptz')
    .addColumn('applied_by', 'bigint', (c) => c.references('users.id'))
    .execute();

  await withCommonColumns(db.schema.createTable('batch_entry_lines'))
    .addColumn('batch_entry_id', 'bigint', (c) => c.notNull().references('batch_entries.id').onDelete('cascade'))
    .addColumn('row_no', 'integer', (c) => c.notNull())
    .addColumn('employee_no', 'varchar(20)', (c) => c.notNull())
    .addColumn('employee_id', 'bigint', (c) => c.references('employees.id'))
    .addColumn('amount', MONEY, (c) => c.notNull())
    .addColumn('remarks', 'varchar(255)')
    .addColumn('error', 'varchar(255)')
    .addColumn('payroll_entry_id', 'bigint', (c) => c.references('payroll_entries.id'))
    .execute();
  await sql`create index batch_entry_lines_batch on batch_entry_lines (batch_entry_id, row_no)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('batch_entry_lines').execute();
  await db.schema.dropTable('batch_entries').execute();
}
