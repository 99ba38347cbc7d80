import { sql, type Kysely } from 'kysely';

// The BIR 2316 lifecycle and the 1604-C items that were not stored (docs/domain.md §9,
// docs/statutory.md §9.3). A 2316 is generated as a draft (figures from the posted payslips,
// regenerated in place while draft), becomes final when the employee's year-end
// annualisation or final pay is posted, is issued to the employee (date and by whom), and a
// final or issued certificate changes only through an amendment: the old one is kept as
// `replaced` with the reason, who replaced it and when, and points at its successor.
// The 1604-C keeps Part I items 2 (amended), 3 (sheets attached) and 11 to 13 (refunds of
// over-withholding released, their date, the over-remittance, the month of first crediting).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bir_2316_certificates')
    .addColumn('finalized_at', 'timestamptz')
    .addColumn('issued_by', 'bigint', (c) => c.references('users.id'))
    .addColumn('replaced_at', 'timestamptz')
    .addColumn('replaced_by', 'bigint', (c) => c.references('users.id'))
    .addColumn('replacement_reason', 'varchar(500)')
    .addColumn('replaces_id', 'bigint', (c) => c.references('bir_2316_certificates.id'))
    .execute();
  await db.schema
    .alterTable('bir_2316_certificates')
    .alterColumn('status', (c) => c.setDefault('draft'))
    .execute();
  await sql`alter table bir_2316_certificates add constraint bir_2316_certificates_issued
      check (status not in ('issued') or issued_at is not null)`.execute(db);
  await sql`alter table bir_2316_certificates add constraint bir_2316_certificates_replaced
      check (status <> 'replaced' or (replacement_reason is not null and replaced_at is not null))`.execute(db);
  await sql`create index bir_2316_certificates_employee on bir_2316_certificates (employee_id, year)`.execute(db);
  // posting a period looks up the annualisations it posts, to mark their certificates final
  await sql`create index annualizations_target_period on annualizations (target_payroll_period_id)`.execute(db);

  await db.schema
    .alterTable('bir_1604c_returns')
    .addColumn('amended', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sheets_attached', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`sheets_attached between 0 and 9999`),
    )
    .addColumn('refunds_released', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('refund_date', 'date')
    .addColumn('over_remittance', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('first_crediting_month', 'varchar(7)', (c) => c.check(sql`first_crediting_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bir_1604c_returns')
    .dropColumn('amended')
    .dropColumn('sheets_attached')
    .dropColumn('refunds_released')
    .dropColumn('refund_date')
    .dropColumn('over_remittance')
    .dropColumn('first_crediting_month')
    .execute();
  await sql`drop index annualizations_target_period`.execute(db);
  await sql`drop index bir_2316_certificates_employee`.execute(db);
  await sql`alter table bir_2316_certificates drop constraint bir_2316_certificates_replaced`.execute(db);
  await sql`alter table bir_2316_certificates drop constraint bir_2316_certificates_issued`.execute(db);
  await db.schema
    .alterTable('bir_2316_certificates')
    .alterColumn('status', (c) => c.setDefault('final'))
    .execute();
  await db.schema
    .alterTable('bir_2316_certificates')
    .dropColumn('finalized_at')
    .dropColumn('issued_by')
    .dropColumn('replaced_at')
    .dropColumn('replaced_by')
    .dropColumn('replacement_reason')
    .dropColumn('replaces_id')
    .execute();
}
