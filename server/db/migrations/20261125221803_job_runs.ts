import { sql, type Kysely } from 'kysely';

// One row per run of a periodic job and interval (its slot): the API processes
// that share a database each try to insert it, and only the one that succeeds
// runs the job, so a job runs once per interval however many processes there are.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('job', 'varchar(50)', (c) => c.notNull())
    .addColumn('slot', 'timestamptz', (c) => c.notNull())
    .addColumn('runner', 'varchar(100)', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('outcome', 'varchar(10)', (c) => c.check(sql`outcome in ('done', 'failed')`))
    .addColumn('summary', 'text')
    .addUniqueConstraint('job_runs_job_slot_unique', ['job', 'slot'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
}
