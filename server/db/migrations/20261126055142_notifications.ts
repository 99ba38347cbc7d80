import { sql, type Kysely } from 'kysely';

// In-app notifications and the e-mail outbox (issue 12): what a user is told when an
// application is filed for them, waits for their decision, is approved or rejected, or
// when timekeeping asks them about an attendance exception. Each notification to a user
// with an e-mail address queues one outbox row in the same transaction; sending the
// outbox through SMTP is optional configuration.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(30)', (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('filed_for_you', 'awaiting_approval', 'approved', 'rejected', 'cancellation_requested', 'cancellation_decided', 'attendance_exception')`,
        ),
    )
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'varchar(500)')
    .addColumn('link', 'varchar(255)')
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index notifications_of_user on notifications (user_id, id desc)`.execute(db);

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('notification_id', 'bigint', (c) => c.references('notifications.id').onDelete('set null'))
    .addColumn('to_address', 'varchar(320)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'varchar(500)')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index email_outbox_queued on email_outbox (id) where status = 'queued'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_outbox').execute();
  await db.schema.dropTable('notifications').execute();
}
