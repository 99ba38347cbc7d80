import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// Payroll set-up (docs/domain.md §7, §9, §10): banks, accounts, transaction classes
// and types, loan types, payroll groups and periods, premium rates, employer
// registrations and the effective-dated government tables.

const MONEY = 'numeric(14, 2)';
const RATIO = 'numeric(7, 5)';

export async function up(db: Kysely<any>): Promise<void> {
  await withCommonColumns(db.schema.createTable('banks'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('branch', 'varchar(150)')
    .addColumn('company_account_no', 'varchar(30)')
    .addColumn('company_account_name', 'varchar(150)')
    .addColumn('company_code', 'varchar(30)')
    .addColumn('file_format', 'varchar(20)', (c) => c.notNull())
    .addColumn('account_no_length', 'smallint')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await withCommonColumns(db.schema.createTable('chart_of_accounts'))
    .addColumn('account_code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('account_name', 'varchar(150)', (c) => c.notNull())
    .addColumn('account_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('normal_balance', 'varchar(10)', (c) => c.notNull())
    .addColumn('parent_id', 'bigint', (c) => c.references('chart_of_accounts.id'))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await withCommonColumns(db.schema.createTable('transaction_classes'))
    .addColumn('code', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('nature', 'varchar(20)', (c) => c.notNull())
    .addColumn('payslip_section', 'varchar(30)', (c) => c.notNull())
    .addColumn('sort_order', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('is_system', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await withCommonColumns(db.schema.createTable('transaction_types'))
    .addColumn('code', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('transaction_class_id', 'bigint', (c) => c.notNull().references('transaction_classes.id'))
    .addColumn('tax_treatment', 'varchar(30)', (c) => c.notNull())
    .addColumn('de_minimis_ceiling', MONEY)
    .addColumn('de_minimis_ceiling_period', 'varchar(10)')
    .addColumn('de_minimis_ceiling_days', 'numeric(7, 3)')
    .addColumn('thirteenth_month_basis', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sss_basis', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('philhealth_basis', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pagibig_basis', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('bir_2316_box', 'varchar(40)', (c) => c.notNull().defaultTo('none'))
    .addColumn('bir_2316_mwe_box', 'varchar(40)')
    .addColumn('debit_account_id', 'bigint', (c) => c.notNull().references('chart_of_accounts.id'))
    .addColumn('credit_account_id', 'bigint', (c) => c.notNull().references('chart_of_accounts.id'))
    .addColumn('allow_recurring', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allow_manual', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deduction_priority', 'smallint')
    .addColumn('is_system', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await withCommonColumns(db.schema.createTable('loan_types'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('lender', 'varchar(20)', (c) => c.notNull())
    .addColumn('loan_category', 'varchar(20)', (c) => c.notNull())
    .addColumn('transaction_type_id', 'bigint', (c) => c.notNull().references('transaction_types.id'))
    .addColumn('interest_rate_annual', RATIO)
    .addColumn('interest_method', 'varchar(20)', (c) => c.notNull().defaultTo('none'))
    .addColumn('default_term_months', 'smallint')
    .addColumn('max_amount', MONEY)
    .addColumn('deduction_schedule', 'varchar(20)', (c) => c.notNull().defaultTo('every_period'))
    .addColumn('priority', 'smallint', (c) => c.notNull().defaultTo(100))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  // The cut-off calendar is kept as plain day columns rather than docs/domain.md's
  // JSON template: a start day after the end day means the cut-off starts in
  // the previous month; a pay day before the end day falls in the next month;
  // days past the month's end mean its last day.
  await withCommonColumns(db.schema.createTable('payroll_groups'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('pay_frequency', 'varchar(20)', (c) => c.notNull())
    .addColumn('rate_basis', 'varchar(10)', (c) => c.notNull().defaultTo('monthly'))
    .addColumn('days_per_year', 'varchar(3)', (c) => c.notNull())
    .addColumn('hours_per_day', 'numeric(4, 2)', (c) => c.notNull().defaultTo(8))
    .addColumn('uses_timekeeping', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('special_day_no_work_no_pay', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sss_schedule', 'varchar(20)', (c) => c.notNull().defaultTo('second_cutoff'))
    .addColumn('philhealth_schedule', 'varchar(20)', (c) => c.notNull().defaultTo('second_cutoff'))
    .addColumn('pagibig_schedule', 'varchar(20)', (c) => c.notNull().defaultTo('second_cutoff'))
    .addColumn('tax_method', 'varchar(20)', (c) => c.notNull().defaultTo('periodic_table'))
    .addColumn('minimum_net_pay', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('default_bank_id', 'bigint', (c) => c.references('banks.id'))
    .addColumn('first_cutoff_start_day', 'smallint')
    .addColumn('first_cutoff_end_day', 'smallint')
    .addColumn('first_pay_day', 'smallint')
    .addColumn('second_cutoff_start_day', 'smallint')
    .addColumn('second_cutoff_end_day', 'smallint')
    .addColumn('second_pay_day', 'smallint')
    .addColumn('week_start_day', 'smallint')
    .addColumn('pay_days_after_cutoff', 'smallint')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addUniqueConstraint('payroll_groups_code_unique', ['company_id', 'code'])
    .execute();

  await withCommonColumns(db.schema.createTable('payroll_periods'))
    .addColumn('payroll_group_id', 'bigint', (c) => c.notNull().references('payroll_groups.id'))
    .addColumn('code', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('period_type', 'varchar(20)', (c) => c.notNull().defaultTo('regular'))
    .addColumn('year', 'smallint', (c) => c.notNull())
    .addColumn('month', 'smallint', (c) => c.notNull())
    .addColumn('contribution_year', 'smallint', (c) => c.notNull())
    .addColumn('contribution_month', 'smallint', (c) => c.notNull())
    .addColumn('cycle_no', 'smallint')
    .addColumn('cutoff_start', 'date')
    .addColumn('cutoff_end', 'date')
    .addColumn('pay_date', 'date', (c) => c.notNull())
    .addColumn('deduct_sss', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deduct_philhealth', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deduct_pagibig', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deduct_loans', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('withhold_tax', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('is_last_regular_of_year', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('employee_ids', 'jsonb')
    .addColumn('final_pay_case_id', 'bigint')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('open'))
    .addColumn('computed_at', 'timestamptz')
    .addColumn('computed_by', 'bigint')
    .addColumn('prooflisted_at', 'timestamptz')
    .addColumn('prooflisted_by', 'bigint')
    .addColumn('posted_at', 'timestamptz')
    .addColumn('posted_by', 'bigint')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('closed_by', 'bigint')
    .addColumn('compute_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('headcount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gross_total', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('deductions_total', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('net_total', MONEY, (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create unique index payroll_periods_cycle_unique on payroll_periods (payroll_group_id, year, month, cycle_no) where period_type = 'regular'`.execute(
    db,
  );
  await sql`create index payroll_periods_pay_date_idx on payroll_periods (pay_date)`.execute(db);

  await withCommonColumns(db.schema.createTable('overtime_rates'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('description', 'varchar(150)', (c) => c.notNull())
    .addColumn('day_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('hour_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('is_night', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('multiplier', RATIO, (c) => c.notNull())
    .addColumn('covered_daily_rated', RATIO, (c) => c.notNull().defaultTo(0))
    .addColumn('covered_monthly_rated', RATIO, (c) => c.notNull().defaultTo(0))
    .addColumn('transaction_type_id', 'bigint', (c) => c.notNull().references('transaction_types.id'))
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addUniqueConstraint('overtime_rates_code_unique', ['code', 'effective_from'])
    .addUniqueConstraint('overtime_rates_bucket_unique', ['day_type', 'hour_type', 'is_night', 'effective_from'])
    .execute();

  await withCommonColumns(db.schema.createTable('employer_registrations'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('agency', 'varchar(20)', (c) => c.notNull())
    .addColumn('registration_no', 'varchar(15)', (c) => c.notNull())
    .addColumn('branch_code', 'varchar(5)')
    .addColumn('registered_name', 'varchar(150)', (c) => c.notNull())
    .addColumn('registered_address', 'varchar(255)', (c) => c.notNull())
    .addColumn('zip_code', 'varchar(4)', (c) => c.notNull())
    .addColumn('rdo_code', 'varchar(3)')
    .addColumn('employer_type', 'varchar(20)', (c) => c.notNull().defaultTo('private'))
    .addColumn('withholding_agent_category', 'varchar(20)')
    .addColumn('is_top_withholding_agent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('filing_mode', 'varchar(20)')
    .addColumn('contact_person', 'varchar(150)')
    .addColumn('contact_no', 'varchar(30)')
    .addColumn('email', 'varchar(150)')
    .addColumn('signatory_name', 'varchar(150)', (c) => c.notNull())
    .addColumn('signatory_position', 'varchar(100)', (c) => c.notNull())
    .addColumn('signatory_tin', 'varchar(9)')
    .addUniqueConstraint('employer_registrations_agency_unique', ['company_id', 'agency'])
    .execute();

  // Government tables. A version is one row of *_tables; its rows are the
  // brackets. Versions of one table (one agency, one table_type) follow each
  // other without overlap or gap; the API refuses anything else.
  await withCommonColumns(db.schema.createTable('contribution_tables'))
    .addColumn('agency', 'varchar(20)', (c) => c.notNull())
    .addColumn('code', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('circular_no', 'varchar(150)')
    .addColumn('provident_fund_name', 'varchar(10)')
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('effective_to', 'date')
    .execute();
  await sql`create index contribution_tables_agency_idx on contribution_tables (agency, effective_from)`.execute(db);

  // SSS rows carry each share separately (regular SS and MPF), since the
  // payslip and the R-3 report show them apart.
  await db.schema
    .createTable('contribution_brackets')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('contribution_table_id', 'bigint', (c) => c.notNull().references('contribution_tables.id').onDelete('cascade'))
    .addColumn('range_from', MONEY, (c) => c.notNull())
    .addColumn('range_to', MONEY)
    .addColumn('msc', MONEY)
    .addColumn('regular_ss_msc', MONEY)
    .addColumn('mpf_msc', MONEY)
    .addColumn('ee_regular_ss', MONEY)
    .addColumn('ee_mpf', MONEY)
    .addColumn('er_regular_ss', MONEY)
    .addColumn('er_mpf', MONEY)
    .addColumn('ec_amount', MONEY)
    .addColumn('ee_rate', RATIO)
    .addColumn('er_rate', RATIO)
    .addColumn('base_floor', MONEY)
    .addColumn('base_ceiling', MONEY)
    .execute();
  await sql`create index contribution_brackets_table_idx on contribution_brackets (contribution_table_id, range_from)`.execute(db);

  // table_type: periodic and annual (docs/domain.md §9), plus de_minimis and
  // other_benefits for the BIR ceilings, which are effective-dated the same way.
  await withCommonColumns(db.schema.createTable('tax_tables'))
    .addColumn('table_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('code', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('legal_basis', 'varchar(150)')
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('effective_to', 'date')
    .execute();
  await sql`create index tax_tables_type_idx on tax_tables (table_type, effective_from)`.execute(db);

  await db.schema
    .createTable('tax_brackets')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('tax_table_id', 'bigint', (c) => c.notNull().references('tax_tables.id').onDelete('cascade'))
    .addColumn('period_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('range_from', MONEY, (c) => c.notNull())
    .addColumn('range_to', MONEY)
    .addColumn('base_tax', MONEY, (c) => c.notNull())
    .addColumn('rate', RATIO, (c) => c.notNull())
    .addColumn('excess_over', MONEY, (c) => c.notNull())
    .execute();
  await sql`create index tax_brackets_table_idx on tax_brackets (tax_table_id, period_type, range_from)`.execute(db);

  await db.schema
    .createTable('benefit_ceilings')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('tax_table_id', 'bigint', (c) => c.notNull().references('tax_tables.id').onDelete('cascade'))
    .addColumn('benefit_kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('label', 'varchar(150)', (c) => c.notNull())
    .addColumn('unit', 'varchar(20)', (c) => c.notNull())
    .addColumn('amount', MONEY)
    .addColumn('days', 'numeric(7, 3)')
    .addColumn('share', RATIO)
    .addColumn('per', 'varchar(10)', (c) => c.notNull())
    .addColumn('cash_allowed', 'boolean', (c) => c.notNull().defaultTo(true))
    .addUniqueConstraint('benefit_ceilings_kind_unique', ['tax_table_id', 'benefit_kind'])
    .execute();

  await sql`alter table employees add constraint employees_payroll_group_fk foreign key (payroll_group_id) references payroll_groups (id)`.execute(
    db,
  );
  await sql`alter table employees add constraint employees_bank_fk foreign key (bank_id) references banks (id)`.execute(db);
  await sql`create index employees_payroll_group_idx on employees (payroll_group_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists employees_payroll_group_idx`.execute(db);
  await sql`alter table employees drop constraint employees_bank_fk`.execute(db);
  await sql`alter table employees drop constraint employees_payroll_group_fk`.execute(db);
  for (const table of [
    'benefit_ceilings',
    'tax_brackets',
    'tax_tables',
    'contribution_brackets',
    'contribution_tables',
    'employer_registrations',
    'overtime_rates',
    'payroll_periods',
    'payroll_groups',
    'loan_types',
    'transaction_types',
    'transaction_classes',
    'chart_of_accounts',
    'banks',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
