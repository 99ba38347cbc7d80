import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// Final pay (docs/domain.md §7 final_pay_cases, final_pay_lines; §13.7, §14.9): one case per
// separating employee, opened by the separation movement, worked in two stages
// (timekeeping's final timesheet, then payroll's computation and release), and its lines.

const MONEY = 'numeric(14, 2)';

export async function up(db: Kysely<any>): Promise<void> {
  let cases = withCommonColumns(db.schema.createTable('final_pay_cases'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('business_unit_id', 'bigint', (c) => c.references('business_units.id'))
    .addColumn('employee_movement_id', 'bigint', (c) => c.notNull().references('employee_movements.id'))
    .addColumn('separation_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('separation_cause', 'varchar(30)')
    .addColumn('separation_date', 'date', (c) => c.notNull())
    .addColumn('last_working_day', 'date', (c) => c.notNull())
    .addColumn('years_of_service', 'numeric(6, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('clearance_status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`clearance_status in ('pending', 'cleared')`),
    )
    .addColumn('cleared_at', 'date')
    .addColumn('status', 'varchar(20)', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'timesheet_closed', 'computed', 'approved', 'released', 'cancelled')`),
    )
    .addColumn('final_timesheet_id', 'bigint', (c) => c.references('timesheets.id'))
    .addColumn('payroll_period_id', 'bigint', (c) => c.references('payroll_periods.id'))
    .addColumn('release_due_date', 'date', (c) => c.notNull())
    .addColumn('unused_leave', 'jsonb')
    .addColumn('unused_leave_days', 'numeric(8, 3)');
  for (const column of [
    'unpaid_salary',
    'premiums',
    'prorated_thirteenth_month',
    'leave_conversion',
    'separation_pay',
    'retirement_pay',
    'other_earnings',
    'tax_adjustment',
    'contributions',
    'loan_deductions',
    'other_deductions',
    'net_final_pay',
  ]) {
    cases = cases.addColumn(column, MONEY, (c) => c.notNull().defaultTo(0));
  }
  await cases
    .addColumn('computation', 'jsonb')
    .addColumn('computed_at', 'timestamptz')
    .addColumn('approved_at', 'timestamptz')
    .addColumn('released_at', 'date')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('quitclaim_signed_at', 'date')
    .addColumn('coe_issued_at', 'date')
    .addColumn('bir_2316_certificate_id', 'bigint')
    .addColumn('remarks', 'varchar(255)')
    .execute();
  // one case at a time per employee: a released or cancelled case leaves room for another
  await sql`create unique index final_pay_cases_one_open on final_pay_cases (employee_id) where status not in ('released', 'cancelled')`.execute(
    db,
  );
  await db.schema.createIndex('final_pay_cases_company_idx').on('final_pay_cases').columns(['company_id', 'status']).execute();

  await withCommonColumns(db.schema.createTable('final_pay_lines'))
    .addColumn('final_pay_case_id', 'bigint', (c) => c.notNull().references('final_pay_cases.id').onDelete('cascade'))
    .addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('component', 'varchar(30)', (c) =>
      c
        .notNull()
        .check(
          sql`component in ('unpaid_salary', 'time_deductions', 'premiums', 'holiday_pay', 'prorated_thirteenth_month', 'leave_conversion', 'separation_pay', 'retirement_pay', 'cash_bond_refund', 'tax_refund', 'tax_payable', 'contributions', 'loan_balance', 'accountability', 'other_earning', 'other_deduction')`,
        ),
    )
    .addColumn('transaction_type_id', 'bigint', (c) => c.references('transaction_types.id'))
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('quantity', 'numeric(10, 3)')
    .addColumn('rate', 'numeric(14, 4)')
    .addColumn('amount', MONEY, (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('is_tax_exempt', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('exemption_basis', 'varchar(200)')
    .addColumn('reference_id', 'bigint')
    .addColumn('is_manual', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('final_pay_lines_case_idx').on('final_pay_lines').column('final_pay_case_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('final_pay_lines').execute();
  await db.schema.dropTable('final_pay_cases').execute();
}
