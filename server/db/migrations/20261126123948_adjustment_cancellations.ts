import type { Kysely } from 'kysely';

// Payroll cancels a prior-period adjustment it will not pay (issue 13): who cancelled it,
// when and why stay on the adjustment, beside the audit log.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('timesheet_adjustments')
    .addColumn('cancellation_reason', 'text')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancelled_by', 'bigint')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('timesheet_adjustments')
    .dropColumn('cancellation_reason')
    .dropColumn('cancelled_at')
    .dropColumn('cancelled_by')
    .execute();
}
