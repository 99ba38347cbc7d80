import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// Payroll processing (docs/domain.md §8, §10, §13.4): the inputs of a period (recurring
// entries, one-off payroll entries, loans), the computation job and its chunks, the
// payslips with their lines, and what posting maintains (loan payments, year-to-date
// balances, journal lines). Payslips of a computation are written as `staged` chunk by
// chunk and become `computed` together in one transaction, so a crash mid-run leaves
// nothing a reader can see.

const MONEY = 'numeric(14, 2)';
const RATE = 'numeric(16, 6)';

export async function up(db: Kysely<any>): Promise<void> {
  await withCommonColumns(db.schema.createTable('recurring_entries'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('transaction_type_id', 'bigint', (c) => c.notNull().references('transaction_types.id'))
    .addColumn('amount', MONEY, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('frequency', 'varchar(20)', (c) =>
      c.notNull().check(sql`frequency in ('every_period', 'first_cutoff', 'second_cutoff', 'monthly_last_period')`),
    )
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date')
    .addColumn('prorate_by_attendance', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'varchar(12)', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'suspended', 'ended')`),
    )
    .addColumn('remarks', 'varchar(255)')
    .addCheckConstraint('recurring_entries_dates', sql`end_date is null or end_date >= start_date`)
    .execute();
  await sql`create index recurring_entries_employee on recurring_entries (employee_id, status)`.execute(db);

  await withCommonColumns(db.schema.createTable('loans'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('loan_type_id', 'bigint', (c) => c.notNull().references('loan_types.id'))
    .addColumn('reference_no', 'varchar(30)')
    .addColumn('granted_date', 'date', (c) => c.notNull())
    .addColumn('principal_amount', MONEY, (c) => c.notNull().check(sql`principal_amount > 0`))
    .addColumn('interest_amount', MONEY, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`interest_amount >= 0`),
    )
    .addColumn('total_payable', MONEY, (c) => c.notNull())
    .addColumn('amortization_amount', MONEY, (c) => c.notNull().check(sql`amortization_amount > 0`))
    .addColumn('number_of_installments', 'integer', (c) => c.notNull())
    .addColumn('first_deduction_date', 'date', (c) => c.notNull())
    .addColumn('deduction_schedule', 'varchar(20)', (c) =>
      c.notNull().check(sql`deduction_schedule in ('every_period', 'first_cutoff', 'second_cutoff')`),
    )
    .addColumn('paid_amount', MONEY, (c) => c.notNull().defaultTo(0))
    .addColumn('balance', MONEY, (c) => c.notNull().check(sql`balance >= 0`))
    .addColumn('hold_from', 'date')
    .addColumn('hold_to', 'date')
    .addColumn('status', 'varchar(30)', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'active', 'on_hold', 'paid', 'cancelled', 'transferred_to_final_pay')`),
    )
    .addColumn('remarks', 'varchar(255)')
    .addCheckConstraint('loans_amortization', sql`amortization_amount <= total_payable and balance <= total_payable`)
    .execute();
  await sql`create index loans_employee on loans (employee_id, status)`.execute(db);

  await withCommonColumns(db.schema.createTable('payroll_entries'))
    .addColumn('payroll_period_id', 'bigint', (c) => c.notNull().references('payroll_periods.id'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('transaction_type_id', 'bigint', (c) => c.notNull().references('transaction_types.id'))
    .addColumn('quantity', 'numeric(10, 3)')
    .addColumn('rate', RATE)
    .addColumn('amount', MONEY, (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('source_type', 'varchar(20)', (c) =>
      c
        .notNull()
        .defaultTo('manual')
        .check(
          sql`source_type in ('manual', 'batch', 'leave_conversion', 'service_charge', 'bonus', 'thirteenth_month', 'retro', 'year_end', 'final_pay', 'carry_over')`,
        ),
    )
    .addColumn('source_id', 'bigint')
    .addColumn('remarks', 'varchar(255)')
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'void', 'posted')`),
    )
    .execute();
  await sql`create index payroll_entries_period on payroll_entries (payroll_period_id, employee_id)`.execute(db);

  await db.schema
    .alterTable('payroll_periods')
    .addColumn('needs_recompute', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('payroll_computations')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('payroll_period_id', 'bigint', (c) => c.notNull().references('payroll_periods.id'))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().check(sql`status in ('running', 'done', 'failed')`))
    .addColumn('employee_ids', 'jsonb')
    .addColumn('progress_total', 'integer', (c) => c.notNull())
    .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'varchar(255)')
    .addColumn('started_by', 'bigint')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // one running computation per period: a second compute is refused by this index
  await sql`create unique index payroll_computations_one_running on payroll_computations (payroll_period_id) where status = 'running'`.execute(
    db,
  );

  await db.schema
    .createTable('payroll_computation_chunks')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('computation_id', 'bigint', (c) => c.notNull().references('payroll_computations.id').onDelete('cascade'))
    .addColumn('employee_ids', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'done')`),
    )
    .addColumn('done_at', 'timestamptz')
    .execute();
  await sql`create index payroll_computation_chunks_pending on payroll_computation_chunks (computation_id) where status = 'pending'`.execute(
    db,
  );

  await db.schema
    .createTable('payroll_computation_errors')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('computation_id', 'bigint', (c) => c.notNull().references('payroll_computations.id').onDelete('cascade'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('message', 'varchar(500)', (c) => c.notNull())
    .execute();

  let payslips = db.schema
    .createTable('payslips')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('payroll_period_id', 'bigint', (c) => c.notNull().references('payroll_periods.id'))
    .addColumn('computation_id', 'bigint', (c) => c.notNull().references('payroll_computations.id'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('payroll_group_id', 'bigint', (c) => c.notNull().references('payroll_groups.id'))
    .addColumn('business_unit_id', 'bigint', (c) => c.notNull().references('business_units.id'))
    .addColumn('position_id', 'bigint', (c) => c.notNull().references('positions.id'))
    .addColumn('rate_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('basic_rate', MONEY, (c) => c.notNull())
    .addColumn('daily_rate', RATE, (c) => c.notNull())
    .addColumn('hourly_rate', RATE, (c) => c.notNull())
    .addColumn('is_minimum_wage_earner', 'boolean', (c) => c.notNull())
    .addColumn('payment_mode', 'varchar(20)', (c) => c.notNull())
    .addColumn('bank_id', 'bigint', (c) => c.references('banks.id'))
    .addColumn('bank_account_no', 'varchar(30)');
  for (const column of [
    'gross_pay',
    'taxable_compensation',
    'non_taxable_compensation',
    'sss_ee',
    'sss_er',
    'sss_ec',
    'philhealth_ee',
    'philhealth_er',
    'pagibig_ee',
    'pagibig_er',
    'withholding_tax',
    'loan_deductions',
    'other_deductions',
    'deferred_deductions',
    'total_deductions',
    'net_pay',
    // what the next period of the month and the year need (month-to-date and year-to-date inputs)
    'contribution_compensation',
    'basic_salary_earned',
    'thirteenth_month_basis',
    'other_benefits_added',
  ]) {
    payslips = payslips.addColumn(column, MONEY, (c) => c.notNull().defaultTo(0));
  }
  await payslips
    .addColumn('de_minimis_used', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('table_versions', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().check(sql`status in ('staged', 'computed', 'posted', 'void')`))
    .addColumn('is_on_hold', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hold_reason', 'varchar(255)')
    .addColumn('released_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // staged rows of a computation sit beside the computed ones they will replace
  await sql`create unique index payslips_period_employee on payslips (payroll_period_id, employee_id) where status in ('computed', 'posted')`.execute(
    db,
  );
  await sql`create index payslips_computation on payslips (computation_id)`.execute(db);
  await sql`create index payslips_employee on payslips (employee_id, payroll_period_id)`.execute(db);

  await db.schema
    .createTable('payslip_lines')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('payslip_id', 'bigint', (c) => c.notNull().references('payslips.id').onDelete('cascade'))
    .addColumn('transaction_type_id', 'bigint', (c) => c.notNull().references('transaction_types.id'))
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('section', 'varchar(20)', (c) => c.notNull().check(sql`section in ('earning', 'deduction', 'employer_share')`))
    .addColumn('quantity', 'numeric(12, 4)')
    .addColumn('unit', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`unit in ('days', 'hours', 'minutes', 'none')`),
    )
    .addColumn('amount', MONEY, (c) => c.notNull())
    .addColumn('source_type', 'varchar(20)', (c) =>
      c
        .notNull()
        .check(
          sql`source_type in ('basic', 'timesheet', 'premium', 'holiday', 'recurring', 'entry', 'adjustment', 'loan', 'contribution', 'tax', 'carry_over')`,
        ),
    )
    .addColumn('source_id', 'bigint')
    .addColumn('loan_id', 'bigint', (c) => c.references('loans.id'))
    .addColumn('loan_balance_before', MONEY)
    .addColumn('loan_balance_after', MONEY)
    .addColumn('is_deferred', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('explanation', 'jsonb', (c) => c.notNull())
    .addColumn('sort_order', 'smallint', (c) => c.notNull())
    .execute();
  await sql`create index payslip_lines_payslip on payslip_lines (payslip_id)`.execute(db);

  await withCommonColumns(db.schema.createTable('loan_payments'))
    .addColumn('loan_id', 'bigint', (c) => c.notNull().references('loans.id'))
    .addColumn('payment_type', 'varchar(20)', (c) =>
      c.notNull().check(sql`payment_type in ('payroll_deduction', 'over_the_counter', 'final_pay', 'adjustment', 'reversal')`),
    )
    .addColumn('payroll_period_id', 'bigint', (c) => c.references('payroll_periods.id'))
    .addColumn('payslip_line_id', 'bigint', (c) => c.references('payslip_lines.id'))
    .addColumn('payment_date', 'date', (c) => c.notNull())
    .addColumn('amount', MONEY, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('reference_no', 'varchar(50)')
    .addColumn('remarks', 'varchar(255)')
    .execute();
  await sql`create index loan_payments_loan on loan_payments (loan_id)`.execute(db);
  await sql`create index loan_payments_period on loan_payments (payroll_period_id)`.execute(db);

  let ytd = db.schema
    .createTable('ytd_balances')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('year', 'integer', (c) => c.notNull());
  for (const column of [
    'gross_compensation',
    'basic_salary',
    'taxable_compensation',
    'non_taxable_compensation',
    'tax_withheld',
    'thirteenth_month_basis',
    'other_benefits',
    'statutory_contributions',
    'sss_ee',
    'sss_er',
    'sss_ec',
    'philhealth_ee',
    'philhealth_er',
    'pagibig_ee',
    'pagibig_er',
    'loan_deductions',
    'net_pay',
  ]) {
    ytd = ytd.addColumn(column, MONEY, (c) => c.notNull().defaultTo(0));
  }
  await ytd
    .addColumn('de_minimis_used', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('last_payroll_period_id', 'bigint', (c) => c.references('payroll_periods.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ytd_balances_employee_year', ['employee_id', 'company_id', 'year'])
    .execute();

  await db.schema
    .createTable('payroll_journal_lines')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('payroll_period_id', 'bigint', (c) => c.notNull().references('payroll_periods.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('chart_of_accounts.id'))
    .addColumn('business_unit_id', 'bigint', (c) => c.references('business_units.id'))
    .addColumn('debit', MONEY, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`debit >= 0`),
    )
    .addColumn('credit', MONEY, (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`credit >= 0`),
    )
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addCheckConstraint('payroll_journal_lines_one_side', sql`(debit > 0) <> (credit > 0)`)
    .execute();
  await sql`create index payroll_journal_lines_period on payroll_journal_lines (payroll_period_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'payroll_journal_lines',
    'ytd_balances',
    'loan_payments',
    'payslip_lines',
    'payslips',
    'payroll_computation_errors',
    'payroll_computation_chunks',
    'payroll_computations',
    'payroll_entries',
    'loans',
    'recurring_entries',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('payroll_periods').dropColumn('needs_recompute').execute();
}
