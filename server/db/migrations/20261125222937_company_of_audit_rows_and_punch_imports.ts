import { sql, type Kysely } from 'kysely';

// Company isolation of the audit trail and the punch imports: each row carries the company
// it belongs to, so that each portal's trail and import list is its own company's.
// An audit row belongs to the company the acting user works on (their employee record's
// company; an account without one works on the first company), as the portals scope every
// request; rows without a user (system jobs) fall to the first company. A punch import belongs
// to its device's company, else to its importer's. Existing rows are backfilled by the same rule.

const actorsCompany = (user: string) => sql`coalesce(
  (select e.company_id from users u join employees e on e.id = u.employee_id where u.id = ${sql.ref(user)}),
  (select min(c.id) from companies c))`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('transaction_logs')
    .addColumn('company_id', 'bigint', (c) => c.references('companies.id'))
    .execute();
  await sql`update transaction_logs set company_id = ${actorsCompany('transaction_logs.user_id')}`.execute(db);
  await db.schema
    .createIndex('transaction_logs_company_occurred_at')
    .on('transaction_logs')
    .columns(['company_id', 'occurred_at'])
    .execute();

  await db.schema
    .alterTable('punch_imports')
    .addColumn('company_id', 'bigint', (c) => c.references('companies.id'))
    .execute();
  await sql`update punch_imports set company_id = coalesce(
    (select d.company_id from devices d where d.id = punch_imports.device_id), ${actorsCompany('punch_imports.created_by')})`.execute(db);
  await db.schema.createIndex('punch_imports_company_id').on('punch_imports').column('company_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('punch_imports').dropColumn('company_id').execute();
  await db.schema.alterTable('transaction_logs').dropColumn('company_id').execute();
}
