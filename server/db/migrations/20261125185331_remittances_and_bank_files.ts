import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// What payroll hands to the agencies and the bank (docs/domain.md §9 `remittances`):
// the monthly remittance register per agency and type (open → generated → paid, an
// amendment reopening a paid month), and the bank crediting files of a posted period
// with the payslips each one credits (a payslip is credited once: held payslips go
// into a later, supplementary file when released).

const MONEY = 'numeric(14, 2)';

export async function up(db: Kysely<any>): Promise<void> {
  await withCommonColumns(db.schema.createTable('remittances'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('agency', 'varchar(12)', (c) => c.notNull().check(sql`agency in ('sss', 'philhealth', 'pagibig', 'bir')`))
    .addColumn('remittance_type', 'varchar(20)', (c) =>
      c.notNull().check(sql`remittance_type in ('contribution', 'loan', 'withholding_tax')`),
    )
    .addColumn('year', 'integer', (c) => c.notNull().check(sql`year between 2000 and 2100`))
    .addColumn('month', 'integer', (c) => c.notNull().check(sql`month between 1 and 12`))
    .addColumn('employee_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ee_total', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('er_total', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('ec_total', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('loan_total', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('tax_total', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('total_amount', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('file_attachment_id', 'bigint', (c) => c.references('attachments.id'))
    .addColumn('generated_at', 'timestamptz')
    .addColumn('generated_by', 'bigint')
    .addColumn('reference_no', 'varchar(50)')
    .addColumn('paid_at', 'date')
    .addColumn('amount_paid', MONEY)
    .addColumn('penalty_amount', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('payment_channel', 'varchar(100)')
    .addColumn('proof_attachment_id', 'bigint', (c) => c.references('attachments.id'))
    // the BIR return this payment belongs to (bir_1601c_returns, built with the BIR forms)
    .addColumn('bir_1601c_return_id', 'bigint')
    .addColumn('amendment_no', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amendment_reason', 'varchar(255)')
    .addColumn('status', 'varchar(12)', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'generated', 'paid')`),
    )
    .addCheckConstraint(
      'remittances_agency_type',
      sql`(agency = 'bir') = (remittance_type = 'withholding_tax') and (agency <> 'philhealth' or remittance_type = 'contribution')`,
    )
    .addCheckConstraint(
      'remittances_paid',
      sql`status <> 'paid' or (reference_no is not null and paid_at is not null and amount_paid is not null)`,
    )
    .addUniqueConstraint('remittances_month', ['company_id', 'agency', 'remittance_type', 'year', 'month'])
    .execute();
  await sql`create index remittances_status on remittances (company_id, status, due_date)`.execute(db);

  await withCommonColumns(db.schema.createTable('bank_credit_files'))
    .addColumn('payroll_period_id', 'bigint', (c) => c.notNull().references('payroll_periods.id'))
    .addColumn('bank_id', 'bigint', (c) => c.notNull().references('banks.id'))
    .addColumn('sequence_no', 'integer', (c) => c.notNull().check(sql`sequence_no >= 1`))
    .addColumn('file_kind', 'varchar(14)', (c) => c.notNull().check(sql`file_kind in ('regular', 'supplementary')`))
    .addColumn('file_format', 'varchar(20)', (c) => c.notNull())
    .addColumn('layout', 'varchar(20)', (c) => c.notNull())
    .addColumn('employee_count', 'integer', (c) => c.notNull())
    .addColumn('total_amount', MONEY, (c) => c.notNull())
    .addColumn('attachment_id', 'bigint', (c) => c.notNull().references('attachments.id'))
    .addUniqueConstraint('bank_credit_files_sequence', ['payroll_period_id', 'bank_id', 'sequence_no'])
    .execute();

  await db.schema
    .createTable('bank_credit_file_payslips')
    .addColumn('bank_credit_file_id', 'bigint', (c) => c.notNull().references('bank_credit_files.id').onDelete('cascade'))
    .addColumn('payslip_id', 'bigint', (c) => c.notNull().unique().references('payslips.id'))
    .addColumn('amount', MONEY, (c) => c.notNull())
    .execute();
  await sql`create index bank_credit_file_payslips_file on bank_credit_file_payslips (bank_credit_file_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['bank_credit_file_payslips', 'bank_credit_files', 'remittances']) {
    await db.schema.dropTable(table).execute();
  }
}
