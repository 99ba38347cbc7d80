import { sql, type Kysely } from 'kysely';

// The manager's approval queue (docs/domain.md §15.6 menu/applications-request) sorts by the
// filing's submission and counts the waiting filings of the caller's company. Each step
// carries those keys of its application (copied when the application is routed, see
// queueKeysOf in the applications module), so the queue's first page is a range of one
// index and its count an index-only scan, instead of reading every waiting application,
// its employee and its unit. Replaces the approver and alternate indexes of 20261126125750.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('application_approvals')
    .addColumn('company_id', 'bigint', (c) => c.references('companies.id'))
    .addColumn('application_type', 'varchar(30)')
    .addColumn('submitted_at', 'timestamptz')
    .execute();
  await sql`update application_approvals ap
      set company_id = e.company_id, application_type = a.application_type, submitted_at = a.submitted_at
      from applications a join employees e on e.id = a.employee_id
      where a.id = ap.application_id`.execute(db);
  await sql`create index application_approvals_queue_approver on application_approvals
      (approver_employee_id, company_id, submitted_at desc, application_id desc) include (application_type) where status = 'pending'`.execute(
    db,
  );
  await sql`create index application_approvals_queue_alternate on application_approvals
      (alternate_employee_id, company_id, submitted_at desc, application_id desc) include (application_type) where status = 'pending'`.execute(
    db,
  );
  await sql`drop index application_approvals_pending_approver`.execute(db);
  await sql`drop index application_approvals_pending_alternates`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index application_approvals_pending_approver on application_approvals (approver_employee_id)
      include (application_id) where status = 'pending'`.execute(db);
  await sql`create index application_approvals_pending_alternates on application_approvals (alternate_employee_id)
      include (application_id) where status = 'pending'`.execute(db);
  await db.schema
    .alterTable('application_approvals')
    .dropColumn('company_id')
    .dropColumn('application_type')
    .dropColumn('submitted_at')
    .execute();
}
