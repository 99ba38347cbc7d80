import { sql, type Kysely } from 'kysely';

// The manager's approval queue (docs/domain.md §15.6 menu/applications-request) reads the pending
// steps named for the manager, for them as alternate, and for their role: one partial index
// each, carrying the application id so the queue is an index-only scan of the manager's few
// steps. Replaces the two pending indexes of the applications engine.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index application_approvals_pending_approver on application_approvals (approver_employee_id)
      include (application_id) where status = 'pending'`.execute(db);
  await sql`create index application_approvals_pending_alternates on application_approvals (alternate_employee_id)
      include (application_id) where status = 'pending'`.execute(db);
  await sql`create index application_approvals_pending_role on application_approvals (approver_role)
      include (application_id) where status = 'pending' and approver_type = 'role'`.execute(db);
  await sql`drop index application_approvals_pending`.execute(db);
  await sql`drop index application_approvals_pending_alternate`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index application_approvals_pending on application_approvals (status, approver_employee_id) where status = 'pending'`.execute(
    db,
  );
  await sql`create index application_approvals_pending_alternate on application_approvals (alternate_employee_id) where status = 'pending'`.execute(
    db,
  );
  await sql`drop index application_approvals_pending_role`.execute(db);
  await sql`drop index application_approvals_pending_alternates`.execute(db);
  await sql`drop index application_approvals_pending_approver`.execute(db);
}
