import { sql, type Kysely } from 'kysely';

// The employer's contribution choices of docs/statutory.md §1.4 and §2 as settings of the
// payroll group: the SSS base (the month's actual compensation or the fixed monthly
// salary) and the PhilHealth base of daily-paid staff (basic pay earned, or the monthly
// equivalent of the daily rate). The deduction schedules gain "half in each, fixed".

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payroll_groups')
    .addColumn('sss_base', 'varchar(20)', (c) =>
      c
        .notNull()
        .defaultTo('actual_month')
        .check(sql`sss_base in ('actual_month', 'monthly_salary')`),
    )
    .addColumn('philhealth_daily_base', 'varchar(20)', (c) =>
      c
        .notNull()
        .defaultTo('basic_earned')
        .check(sql`philhealth_daily_base in ('basic_earned', 'monthly_equivalent')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payroll_groups').dropColumn('sss_base').dropColumn('philhealth_daily_base').execute();
}
