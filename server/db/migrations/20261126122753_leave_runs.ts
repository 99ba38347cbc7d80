import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// The leave runs of leave-records (the year's grant with carry-over and forfeiture, the
// monthly accrual) as background jobs with progress, the way timesheet processing keeps
// its progress on its row: employees in committed chunks, progress_done after each. One
// run at a time per company (a partial unique index); the ledger's own unique entries
// make a rerun of the same year or month, after a failure or not, post nothing twice.

export async function up(db: Kysely<any>): Promise<void> {
  await withCommonColumns(db.schema.createTable('leave_runs'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('run_type', 'varchar(20)', (c) => c.notNull().check(sql`run_type in ('grant_year', 'accrue_month')`))
    .addColumn('year', 'smallint', (c) => c.notNull())
    .addColumn('month', 'smallint', (c) => c.check(sql`month between 1 and 12`))
    .addColumn('processing', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('progress_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processing_error', 'varchar(255)')
    .addColumn('entries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('employees', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('days', 'numeric(12, 3)', (c) => c.notNull().defaultTo(0))
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint('leave_runs_month', sql`(run_type = 'accrue_month') = (month is not null)`)
    .execute();
  await sql`create unique index leave_runs_one_at_a_time on leave_runs (company_id) where processing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('leave_runs').execute();
}
