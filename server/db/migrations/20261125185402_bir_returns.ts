import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// BIR returns (docs/domain.md §9): the monthly remittance return 1601-C, stored with its
// computed items frozen at generate, its adjustments and penalties, and its amendments
// (amendment_no 0 = original). Every amount is computed from posted payslips whose pay
// date falls in the month.

const MONEY = 'numeric(14, 2)';

export async function up(db: Kysely<any>): Promise<void> {
  let returns = withCommonColumns(db.schema.createTable('bir_1601c_returns'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('year', 'integer', (c) => c.notNull().check(sql`year between 2018 and 2100`))
    .addColumn('month', 'integer', (c) => c.notNull().check(sql`month between 1 and 12`))
    .addColumn('amendment_no', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`amendment_no >= 0`),
    )
    .addColumn('employee_count', 'integer', (c) => c.notNull().defaultTo(0));
  for (const column of [
    'total_compensation',
    'nt_mwe_basic',
    'nt_mwe_premiums',
    'nt_thirteenth_month_other_benefits',
    'nt_de_minimis',
    'nt_contributions_union_dues',
    'nt_other',
    'total_non_taxable',
    'total_taxable_compensation',
    'taxable_not_subject_to_withholding',
    'net_taxable_compensation',
    'total_taxes_withheld',
    'adjustment_prior_months',
    'tax_remitted_previously',
    'other_remittances',
    'penalties_surcharge',
    'penalties_interest',
    'penalties_compromise',
  ]) {
    returns = returns.addColumn(column, MONEY, (c) => c.notNull().defaultTo(0));
  }
  await returns
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'final', 'filed')`),
    )
    .addColumn('generated_at', 'timestamptz')
    .addColumn('filed_at', 'date')
    .addColumn('filing_reference', 'varchar(50)')
    .addColumn('remarks', 'varchar(255)')
    .addUniqueConstraint('bir_1601c_returns_month', ['company_id', 'year', 'month', 'amendment_no'])
    .addCheckConstraint('bir_1601c_returns_filed', sql`status <> 'filed' or (filed_at is not null and filing_reference is not null)`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bir_1601c_returns').execute();
}
