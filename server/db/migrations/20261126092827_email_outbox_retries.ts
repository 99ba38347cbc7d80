import { sql, type Kysely } from 'kysely';

// Sending the e-mail outbox through SMTP (issue 12): a row that failed waits before it is
// tried again (backoff), so the sender takes only rows whose next attempt is due.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('next_attempt_at', 'timestamptz').execute();
  await sql`drop index email_outbox_queued`.execute(db);
  await sql`create index email_outbox_queued on email_outbox (next_attempt_at, id) where status = 'queued'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index email_outbox_queued`.execute(db);
  await db.schema.alterTable('email_outbox').dropColumn('next_attempt_at').execute();
  await sql`create index email_outbox_queued on email_outbox (id) where status = 'queued'`.execute(db);
}
