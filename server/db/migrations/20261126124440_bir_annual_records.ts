import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// The stored BIR annual records (docs/domain.md §9 `bir_2316_certificates`, `bir_1604c_returns`):
// a 2316 is stored when it is generated final (the year-end annualisation or the final pay
// posted), with every item as printed, so that a reprint shows the same figures after later
// changes to payslips, employees or employer details; a correction is a new certificate that
// replaces the old one. The 1604-C return keeps the year's remittance summary, the schedule
// counts and totals, and its alphalist data file as generated. print_jobs: a long print (all
// of a year's 2316) run in the background with its progress, keeping its PDF (a year's
// certificates of a large company exceed the 10 MB an attachment may hold).

const MONEY = 'numeric(14, 2)';

export async function up(db: Kysely<any>): Promise<void> {
  await withCommonColumns(db.schema.createTable('bir_2316_certificates'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('year', 'integer', (c) => c.notNull().check(sql`year between 2000 and 2100`))
    .addColumn('period_from', 'date', (c) => c.notNull())
    .addColumn('period_to', 'date', (c) => c.notNull())
    .addColumn('annualization_id', 'bigint', (c) => c.references('annualizations.id'))
    .addColumn('is_mwe', 'boolean', (c) => c.notNull())
    .addColumn('smw_per_day', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('smw_per_month', MONEY, (c) => c.notNull().defaultTo(0))
    // items 19 to 52 as printed, by item number
    .addColumn('boxes', 'jsonb', (c) => c.notNull())
    .addColumn('gross_compensation_present', MONEY, (c) => c.notNull())
    .addColumn('total_non_taxable', MONEY, (c) => c.notNull())
    .addColumn('taxable_present', MONEY, (c) => c.notNull())
    .addColumn('taxable_previous', MONEY, (c) => c.notNull())
    .addColumn('gross_taxable', MONEY, (c) => c.notNull())
    .addColumn('tax_due', MONEY, (c) => c.notNull())
    .addColumn('tax_withheld_present', MONEY, (c) => c.notNull())
    .addColumn('tax_withheld_previous', MONEY, (c) => c.notNull())
    .addColumn('total_tax_withheld', MONEY, (c) => c.notNull())
    .addColumn('year_end_adjustment', MONEY, (c) => c.notNull())
    .addColumn('substituted_filing', 'boolean', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('final')
        .check(sql`status in ('draft', 'final', 'issued', 'replaced')`),
    )
    .addColumn('issued_at', 'date')
    // the certificate as printed: employee, employer and previous employer as they were
    .addColumn('snapshot', 'jsonb', (c) => c.notNull())
    .addColumn('signatory_snapshot', 'jsonb')
    .addColumn('replaced_by_id', 'bigint', (c) => c.references('bir_2316_certificates.id'))
    .addCheckConstraint('bir_2316_certificates_period', sql`period_from <= period_to`)
    .execute();
  await sql`create unique index bir_2316_certificates_current on bir_2316_certificates (company_id, employee_id, year)
      where status <> 'replaced'`.execute(db);
  await sql`create index bir_2316_certificates_year on bir_2316_certificates (company_id, year)`.execute(db);

  await withCommonColumns(db.schema.createTable('bir_1604c_returns'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('year', 'integer', (c) => c.notNull().check(sql`year between 2000 and 2100`))
    .addColumn('amendment_no', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('remittance_summary', 'jsonb', (c) => c.notNull())
    .addColumn('schedule_1_count', 'integer', (c) => c.notNull())
    .addColumn('schedule_2_count', 'integer', (c) => c.notNull())
    .addColumn('schedule_tax_withheld_total', MONEY, (c) => c.notNull())
    .addColumn('year_end_adjustment_total', MONEY, (c) => c.notNull())
    .addColumn('remitted_total', MONEY, (c) => c.notNull())
    .addColumn('difference', MONEY, (c) => c.notNull())
    .addColumn('reconciles', 'boolean', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'final', 'filed')`),
    )
    .addColumn('filed_at', 'date')
    .addColumn('filing_reference', 'varchar(50)')
    .addColumn('alphalist_attachment_id', 'bigint', (c) => c.references('attachments.id'))
    .addUniqueConstraint('bir_1604c_returns_amendment', ['company_id', 'year', 'amendment_no'])
    .execute();

  await withCommonColumns(db.schema.createTable('print_jobs'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('document', 'varchar(30)', (c) => c.notNull().check(sql`document in ('bir_2316')`))
    .addColumn('year', 'integer', (c) => c.notNull().check(sql`year between 2000 and 2100`))
    .addColumn('employee_ids', 'jsonb')
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('running')
        .check(sql`status in ('running', 'done', 'failed')`),
    )
    .addColumn('progress_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'varchar(500)')
    .addColumn('file_name', 'varchar(255)')
    .addColumn('size_bytes', 'integer')
    .addColumn('content', 'bytea')
    .addColumn('finished_at', 'timestamp')
    .execute();
  await sql`create index print_jobs_company on print_jobs (company_id, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('print_jobs').execute();
  await db.schema.dropTable('bir_1604c_returns').execute();
  await db.schema.dropTable('bir_2316_certificates').execute();
}
