import type { FastifyRequest } from 'fastify';
import { sql, type Selectable } from 'kysely';
import { derivedRates } from '@core/resources/employee-compensations.resource';
import { employeeDateProblems } from '@core/resources/employees.resource';
import { PAY_INPUTS } from '@core/resources/employee-pay-inputs';
import { fieldProblem } from '@core/resources/define';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import type { FieldErrorCollector } from '../../http/errors';
import type { Usage } from './references';

// Rules and effects shared by the employee form and the spreadsheet import.

/** The columns of a newly hired employee that its hire records copy. */
export type HiredEmployee = Pick<
  Selectable<DB['employees']>,
  'id' | 'hire_date' | 'business_unit_id' | 'position_id' | 'employment_status' | 'payroll_group_id'
>;

/** The optional first rate of a new hire, as the form or an import row gives it (checked by employeeRuleProblems). */
export interface HirePay {
  rate_type?: string | null;
  basic_rate?: string | number | null;
  is_minimum_wage_earner?: boolean | null;
}

/** Where an employee may still be referenced (its own hire record aside). */
export const EMPLOYEE_USAGES: readonly Usage[] = [
  { table: 'users', column: 'employee_id', label: 'login accounts' },
  { table: 'employees', column: 'immediate_superior_id', label: 'employees reporting to them' },
  { table: 'business_units', column: 'head_employee_id', label: 'business units they head' },
  { table: 'employee_movements', column: 'employee_id', label: 'movements', where: `movement_type <> 'hire'` },
  {
    table: 'employee_compensations',
    column: 'employee_id',
    label: 'compensation changes',
    where: "employee_movement_id is null or employee_movement_id not in (select id from employee_movements where movement_type = 'hire')",
  },
  { table: 'employee_dependents', column: 'employee_id', label: 'dependents' },
  { table: 'educational_attainments', column: 'employee_id', label: 'educational attainments' },
  { table: 'employment_histories', column: 'employee_id', label: 'employment histories' },
  { table: 'examinations', column: 'employee_id', label: 'examinations' },
  { table: 'licences', column: 'employee_id', label: 'licences' },
  { table: 'trainings', column: 'employee_id', label: 'trainings' },
  { table: 'disciplinary_actions', column: 'employee_id', label: 'disciplinary actions' },
  { table: 'awards', column: 'employee_id', label: 'awards' },
  { table: 'temperature_readings', column: 'employee_id', label: 'temperature readings' },
  { table: 'incident_reports', column: 'reported_by_employee_id', label: 'incident reports' },
  { table: 'approver_matrices', column: 'approver_employee_id', label: 'approver matrix levels' },
];

/** Rules of an employee (its values by field name) beyond its field checks. `pay` is the form's or row's optional first rate of a new hire. */
export function employeeRuleProblems(
  values: Record<string, unknown>,
  pay: Record<string, unknown> | undefined,
  problems: FieldErrorCollector,
): void {
  for (const [field, message] of Object.entries(employeeDateProblems(values))) problems.add(field, message);
  if (values.payment_mode === 'bank' && !values.bank_account_no) {
    problems.add('bank_account_no', 'The bank account number field is required when paid through a bank.');
  }
  if (pay) {
    // The hiring rate is optional, but a half-given one is refused.
    const given = ['rate_type', 'basic_rate'].filter((f) => pay[f] !== undefined && pay[f] !== null && pay[f] !== '');
    if (given.length > 0) {
      for (const [name, field] of Object.entries(PAY_INPUTS)) {
        const problem = fieldProblem(field, pay[name]);
        if (problem) problems.add(name, problem);
      }
    }
  }
}

/** The next employee number from the company's format, e.g. EMP-{seq:5} → EMP-00301. */
export async function nextEmployeeNo(db: Database, companyId: number): Promise<string> {
  const format =
    (
      await db
        .selectFrom('preferences')
        .select('value')
        .where('company_id', '=', companyId)
        .where('key', '=', 'employee_no_format')
        .executeTakeFirst()
    )?.value ?? 'EMP-{seq:5}';
  const match = String(format).match(/^(.*)\{seq:(\d+)\}(.*)$/);
  const [prefix, width, suffix] = match ? [match[1], Number(match[2]), match[3]] : ['EMP-', 5, ''];
  const { rows } = await sql<{ last: number | null }>`
    select max(substring(employee_no from ${prefix.length + 1} for length(employee_no) - ${prefix.length + suffix.length})::int) as last
    from employees where company_id = ${companyId} and employee_no like ${`${escapeLike(prefix)}%${escapeLike(suffix)}`}
      and substring(employee_no from ${prefix.length + 1} for length(employee_no) - ${prefix.length + suffix.length}) ~ '^[0-9]+$'`.execute(
    db,
  );
  return `${prefix}${String((rows[0]?.last ?? 0) + 1).padStart(width, '0')}`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The hire movement and first compensation rows of newly hired employees, in two multi-row inserts. */
export async function recordHires(
  db: Database,
  request: FastifyRequest | null,
  hires: { employee: HiredEmployee; pay?: HirePay }[],
): Promise<void> {
  if (hires.length === 0) return;
  const userId = request?.auth?.user.id ?? null;
  const movements = await db
    .insertInto('employee_movements')
    .values(
      hires.map(({ employee, pay }) => ({
        employee_id: employee.id,
        movement_type: 'hire',
        effective_date: employee.hire_date,
        to_business_unit_id: employee.business_unit_id,
        to_position_id: employee.position_id,
        to_employment_status: employee.employment_status,
        to_payroll_group_id: employee.payroll_group_id ?? null,
        to_rate_type: pay?.rate_type ?? null,
        to_basic_rate: pay?.basic_rate ?? null,
        status: 'applied',
        approved_by: userId,
        approved_at: sql`now()`,
        applied_at: sql`now()`,
        created_by: userId,
        updated_by: userId,
      })),
    )
    .returning(['id', 'employee_id'])
    .execute();
  const compensations = hires.flatMap(({ employee, pay }, index) =>
    pay?.rate_type && pay?.basic_rate
      ? [
          {
            employee_id: employee.id,
            effective_date: employee.hire_date,
            rate_type: pay.rate_type,
            basic_rate: String(pay.basic_rate),
            ...derivedRates(String(pay.rate_type), String(pay.basic_rate)),
            is_minimum_wage_earner: pay.is_minimum_wage_earner === true,
            employee_movement_id: movements[index].id,
            remarks: 'Hiring rate',
            created_by: userId,
            updated_by: userId,
          },
        ]
      : [],
  );
  if (compensations.length > 0) await db.insertInto('employee_compensations').values(compensations).execute();
}

/** Removes the hire records of an employee about to be deleted. */
export async function removeHireRecords(db: Database, employeeId: number): Promise<void> {
  await db.deleteFrom('employee_compensations').where('employee_id', '=', employeeId).execute();
  await db.deleteFrom('employee_movements').where('employee_id', '=', employeeId).where('movement_type', '=', 'hire').execute();
}
