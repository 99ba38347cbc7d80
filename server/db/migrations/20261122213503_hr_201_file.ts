import { sql, type Kysely } from 'kysely';
import { withCommonColumns } from './columns';

// The 201 file around each employee: compensation history, dependents,
// education, previous employment, movements, examinations, licences,
// trainings, disciplinary cases, awards, incidents and temperature readings.

function employeeRecord(db: Kysely<any>, table: string) {
  return withCommonColumns(db.schema.createTable(table)).addColumn('employee_id', 'bigint', (c) => c.notNull().references('employees.id'));
}

export async function up(db: Kysely<any>): Promise<void> {
  await employeeRecord(db, 'employee_movements')
    .addColumn('movement_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('effective_date', 'date', (c) => c.notNull())
    .addColumn('from_snapshot', 'jsonb')
    .addColumn('to_business_unit_id', 'bigint', (c) => c.references('business_units.id'))
    .addColumn('to_position_id', 'bigint', (c) => c.references('positions.id'))
    .addColumn('to_employment_status', 'varchar(20)')
    .addColumn('to_payroll_group_id', 'bigint')
    .addColumn('to_rate_type', 'varchar(10)')
    .addColumn('to_basic_rate', 'numeric(14, 2)')
    .addColumn('to_is_minimum_wage_earner', 'boolean')
    .addColumn('separation_type', 'varchar(40)')
    .addColumn('last_working_day', 'date')
    .addColumn('reason', 'text')
    .addColumn('memo_no', 'varchar(30)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('draft'))
    .addColumn('approved_by', 'bigint', (c) => c.references('users.id'))
    .addColumn('approved_at', 'timestamptz')
    .addColumn('applied_at', 'timestamptz')
    .addColumn('retro_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`create index employee_movements_employee_idx on employee_movements (employee_id, effective_date)`.execute(db);

  await employeeRecord(db, 'employee_compensations')
    .addColumn('effective_date', 'date', (c) => c.notNull())
    .addColumn('rate_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('basic_rate', 'numeric(14, 2)', (c) => c.notNull().check(sql`basic_rate > 0`))
    .addColumn('daily_rate', 'numeric(16, 6)', (c) => c.notNull())
    .addColumn('hourly_rate', 'numeric(16, 6)', (c) => c.notNull())
    .addColumn('is_minimum_wage_earner', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('statutory_minimum_daily_wage', 'numeric(14, 2)')
    .addColumn('wage_region', 'varchar(20)')
    .addColumn('employee_movement_id', 'bigint', (c) => c.references('employee_movements.id'))
    .addColumn('remarks', 'varchar(255)')
    .addUniqueConstraint('employee_compensations_date_unique', ['employee_id', 'effective_date'])
    .execute();

  await employeeRecord(db, 'employee_dependents')
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('relationship', 'varchar(20)', (c) => c.notNull())
    .addColumn('birth_date', 'date')
    .addColumn('is_philhealth_dependent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_hmo_dependent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_pwd', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await employeeRecord(db, 'educational_attainments')
    .addColumn('level', 'varchar(20)', (c) => c.notNull())
    .addColumn('school', 'varchar(200)', (c) => c.notNull())
    .addColumn('degree_course', 'varchar(200)')
    .addColumn('year_from', 'smallint')
    .addColumn('year_to', 'smallint')
    .addColumn('is_graduated', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('honors', 'varchar(150)')
    .addCheckConstraint('educational_attainments_years_check', sql`year_to is null or year_from is null or year_to >= year_from`)
    .execute();

  await employeeRecord(db, 'employment_histories')
    .addColumn('employer_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('employer_address', 'varchar(255)')
    .addColumn('position_title', 'varchar(150)')
    .addColumn('date_from', 'date', (c) => c.notNull())
    .addColumn('date_to', 'date')
    .addColumn('last_salary', 'numeric(14, 2)')
    .addColumn('reason_for_leaving', 'varchar(255)')
    .addCheckConstraint('employment_histories_dates_check', sql`date_to is null or date_to >= date_from`)
    .execute();

  await employeeRecord(db, 'examinations')
    .addColumn('exam_name', 'varchar(150)', (c) => c.notNull())
    .addColumn('exam_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('date_taken', 'date', (c) => c.notNull())
    .addColumn('score', 'numeric(7, 2)')
    .addColumn('passing_score', 'numeric(7, 2)')
    .addColumn('result', 'varchar(10)', (c) => c.notNull())
    .addColumn('administered_by', 'varchar(150)')
    .addColumn('remarks', 'varchar(255)')
    .execute();

  await employeeRecord(db, 'licences')
    .addColumn('licence_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('licence_no', 'varchar(50)', (c) => c.notNull())
    .addColumn('issuing_body', 'varchar(150)')
    .addColumn('date_issued', 'date')
    .addColumn('expiry_date', 'date')
    .addCheckConstraint('licences_dates_check', sql`expiry_date is null or date_issued is null or expiry_date >= date_issued`)
    .execute();
  await sql`create index licences_expiry_idx on licences (expiry_date)`.execute(db);

  await employeeRecord(db, 'trainings')
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('provider', 'varchar(150)')
    .addColumn('training_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('date_from', 'date', (c) => c.notNull())
    .addColumn('date_to', 'date')
    .addColumn('hours', 'numeric(6, 2)')
    .addColumn('cost', 'numeric(14, 2)')
    .addColumn('bond_until', 'date')
    .addCheckConstraint('trainings_dates_check', sql`date_to is null or date_to >= date_from`)
    .execute();

  await withCommonColumns(db.schema.createTable('incident_reports'))
    .addColumn('company_id', 'bigint', (c) => c.notNull().references('companies.id'))
    .addColumn('report_no', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('incident_at', 'timestamp', (c) => c.notNull())
    .addColumn('business_unit_id', 'bigint', (c) => c.notNull().references('business_units.id'))
    .addColumn('location', 'varchar(200)')
    .addColumn('incident_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('severity', 'varchar(10)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('reported_by_employee_id', 'bigint', (c) => c.notNull().references('employees.id'))
    .addColumn('reported_at', 'timestamp', (c) => c.notNull())
    .addColumn('status', 'varchar(30)', (c) => c.notNull().defaultTo('reported'))
    .addColumn('resolution', 'text')
    .execute();

  await withCommonColumns(db.schema.createTable('incident_report_involvements'))
    .addColumn('incident_report_id', 'bigint', (c) => c.notNull().references('incident_reports.id').onDelete('cascade'))
    .addColumn('employee_id', 'bigint', (c) => c.references('employees.id'))
    .addColumn('person_name', 'varchar(150)')
    .addColumn('involvement', 'varchar(20)', (c) => c.notNull())
    .addColumn('remarks', 'varchar(255)')
    .execute();

  await employeeRecord(db, 'disciplinary_actions')
    .addColumn('incident_report_id', 'bigint', (c) => c.references('incident_reports.id'))
    .addColumn('offense', 'varchar(200)', (c) => c.notNull())
    .addColumn('offense_category', 'varchar(10)', (c) => c.notNull())
    .addColumn('offense_date', 'date', (c) => c.notNull())
    .addColumn('offense_count', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('nte_served_at', 'date')
    .addColumn('explanation_due_at', 'date')
    .addColumn('explanation_received_at', 'date')
    .addColumn('hearing_at', 'timestamp')
    .addColumn('decision', 'varchar(30)')
    .addColumn('decision_at', 'date')
    .addColumn('suspension_start', 'date')
    .addColumn('suspension_end', 'date')
    .addColumn('preventive_suspension_start', 'date')
    .addColumn('preventive_suspension_end', 'date')
    .addColumn('status', 'varchar(30)', (c) => c.notNull().defaultTo('open'))
    .execute();

  await employeeRecord(db, 'awards')
    .addColumn('award_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('awarding_body', 'varchar(150)')
    .addColumn('date_awarded', 'date', (c) => c.notNull())
    .addColumn('cash_value', 'numeric(14, 2)')
    .addColumn('description', 'text')
    .execute();

  await employeeRecord(db, 'temperature_readings')
    .addColumn('reading_date', 'date', (c) => c.notNull())
    .addColumn('reading_time', 'time', (c) => c.notNull())
    .addColumn('temperature_celsius', 'numeric(4, 1)', (c) => c.notNull().check(sql`temperature_celsius between 34.0 and 43.0`))
    .addColumn('with_symptoms', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('symptoms', 'varchar(255)')
    .addColumn('action_taken', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('temperature_readings_unique', ['employee_id', 'reading_date', 'reading_time'])
    .execute();
  await sql`create index temperature_readings_date_idx on temperature_readings (reading_date)`.execute(db);

  for (const table of [
    'employee_dependents',
    'educational_attainments',
    'employment_histories',
    'examinations',
    'licences',
    'trainings',
    'disciplinary_actions',
    'awards',
  ]) {
    await sql`create index ${sql.ref(`${table}_employee_idx`)} on ${sql.table(table)} (employee_id)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'temperature_readings',
    'awards',
    'disciplinary_actions',
    'incident_report_involvements',
    'incident_reports',
    'trainings',
    'licences',
    'examinations',
    'employment_histories',
    'educational_attainments',
    'employee_dependents',
    'employee_compensations',
    'employee_movements',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
