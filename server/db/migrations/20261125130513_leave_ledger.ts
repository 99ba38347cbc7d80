import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// Leave balances as a ledger (docs/domain.md §6): entitlement rules say how many days a
// year each kind of employee earns; every credit, use, conversion, forfeiture and
// correction is an immutable ledger entry; a balance row holds the totals of its
// entries per employee, type and year and is written only from the ledger.

const DAYS = 'numeric(7, 3)';

export async function up(db: Kysely<any>): Promise<void> {
  await withCommonColumns(db.schema.createTable('leave_entitlement_rules'))
    .addColumn('leave_type_id', 'bigint', (c) => c.notNull().references('leave_types.id').onDelete('cascade'))
    .addColumn('employment_status', 'varchar(20)')
    .addColumn('job_level', 'varchar(20)', (c) => c.check(sql`job_level in ('rank_and_file', 'supervisory', 'managerial', 'executive')`))
    .addColumn('min_years_service', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`min_years_service between 0 and 60`),
    )
    .addColumn('credits_per_year', DAYS, (c) => c.notNull().check(sql`credits_per_year >= 0`))
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .execute();
  await sql`create index leave_entitlement_rules_type_idx on leave_entitlement_rules (leave_type_id)`.execute(db);

  await withCommonColumns(db.schema.createTable('leave_balances'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('leave_type_id', 'bigint', (c) => c.notNull().references('leave_types.id'))
    .addColumn('year', 'smallint', (c) => c.notNull().check(sql`year between 2000 and 2100`))
    .addColumn('opening', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('earned', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('used', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('converted', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('forfeited', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('adjusted', DAYS, (c) => c.notNull().defaultTo(0))
    .addColumn('balance', DAYS, (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('leave_balances_unique', ['employee_id', 'leave_type_id', 'year'])
    .execute();
  await sql`create index leave_balances_year_idx on leave_balances (year, leave_type_id)`.execute(db);

  await db.schema
    .createTable('leave_ledger_entries')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('leave_balance_id', 'bigint', (c) => c.notNull().references('leave_balances.id'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('leave_type_id', 'bigint', (c) => c.notNull().references('leave_types.id'))
    .addColumn('entry_date', 'date', (c) => c.notNull())
    .addColumn('entry_type', 'varchar(20)', (c) =>
      c
        .notNull()
        .check(
          sql`entry_type in ('opening', 'accrual', 'grant', 'availment', 'availment_reversal', 'conversion', 'forfeiture', 'carry_over', 'adjustment')`,
        ),
    )
    .addColumn('days', DAYS, (c) => c.notNull().check(sql`days <> 0`))
    .addColumn('with_pay', 'boolean')
    .addColumn('application_id', 'bigint', (c) => c.references('applications.id'))
    .addColumn('leave_conversion_id', 'bigint')
    .addColumn('final_pay_case_id', 'bigint')
    .addColumn('remarks', 'varchar(255)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'bigint')
    .addCheckConstraint('leave_ledger_adjustment_remarks', sql`entry_type <> 'adjustment' or remarks is not null`)
    .execute();
  await sql`create index leave_ledger_balance_idx on leave_ledger_entries (leave_balance_id, entry_date)`.execute(db);
  // the runs (year grant, month accrual, carry-over, forfeiture) post once per balance and date
  await sql`create unique index leave_ledger_run_once on leave_ledger_entries (leave_balance_id, entry_type, entry_date)
    where entry_type in ('opening', 'accrual', 'grant', 'carry_over', 'forfeiture')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['leave_ledger_entries', 'leave_balances', 'leave_entitlement_rules']) {
    await db.schema.dropTable(table).execute();
  }
}
