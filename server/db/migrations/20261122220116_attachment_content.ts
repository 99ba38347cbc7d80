import { sql, type Kysely } from 'kysely';

// The bytes of an attachment live in the database (docs/domain.md §3 attachments,
// first needed by the company logo): any API process behind the load balancer
// can then serve any file, with no shared disk or object store to set up, and
// a file is written and deleted in the same transaction as its owner record.
// storage_key stays for files kept elsewhere later.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attachments').addColumn('content', 'bytea').execute();
  await sql`alter table companies add constraint companies_logo_fk foreign key (logo_attachment_id) references attachments (id) on delete set null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table companies drop constraint companies_logo_fk`.execute(db);
  await db.schema.alterTable('attachments').dropColumn('content').execute();
}
