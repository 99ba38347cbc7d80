import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import type { Database } from '../db/database';

// Several companies share one installation. Every table says here how one of its
// rows reaches its company, so that every id a request carries can be checked to be
// the caller's company's before anything is written (company-references.ts), and one
// company's rows can be read out on their own (the administrator's company export).
// The record is typed over every table of the database: a new table fails the type
// check until it says how it is owned.

/** The columns a row reaches its company through, in the order they are tried. */
export type CompanyColumn = 'company_id' | 'employee_id' | 'payroll_group_id' | 'payroll_period_id';

export type Ownership =
  /** a column of the row that names its company, its employee, its payroll group or its payroll period */
  | { column: CompanyColumn }
  /** the row belongs to the company of the row it points to */
  | { via: string; parent: keyof DB }
  /** the company row itself */
  | 'self'
  /** an attendance exception or a raw punch: its employee's, else (unmatched) its timesheet's, device's or import's */
  | 'punch-or-exception'
  /** installation-wide reference data (statutory tables, banks, pay codes): read by every company, written by the system administrator */
  | 'shared'
  /** the installation's own bookkeeping (sessions, throttles, the outbox, accounts): never named by a request body, never exported */
  | 'internal';

const company = { column: 'company_id' } as const;
const employee = { column: 'employee_id' } as const;
const payrollPeriod = { column: 'payroll_period_id' } as const;
const ofApplication = { via: 'application_id', parent: 'applications' } as const;

export const OWNERSHIP: Record<keyof DB, Ownership> = {
  access_tokens: 'internal',
  annualization_runs: company,
  annualizations: company,
  application_approvals: company,
  applications: employee,
  approver_matrices: { via: 'business_unit_id', parent: 'business_units' },
  attachments: 'internal',
  attendance_exceptions: 'punch-or-exception',
  awards: employee,
  bank_credit_file_payslips: { via: 'bank_credit_file_id', parent: 'bank_credit_files' },
  bank_credit_files: payrollPeriod,
  banks: 'shared',
  batch_entries: company,
  batch_entry_lines: { via: 'batch_entry_id', parent: 'batch_entries' },
  benefit_ceilings: 'shared',
  bir_1601c_returns: company,
  bir_1604c_returns: company,
  bir_2316_certificates: company,
  bonus_batches: company,
  bonus_lines: employee,
  business_units: company,
  change_requests: employee,
  change_shift_applications: ofApplication,
  chart_of_accounts: 'shared',
  companies: 'self',
  company_events: company,
  contribution_brackets: 'shared',
  contribution_tables: 'shared',
  daily_premiums: { via: 'daily_time_record_id', parent: 'daily_time_records' },
  daily_time_records: employee,
  devices: company,
  disciplinary_actions: employee,
  duty_roster_lines: employee,
  duty_rosters: ofApplication,
  educational_attainments: employee,
  email_outbox: 'internal',
  employee_compensations: employee,
  employee_dependents: employee,
  employee_movements: employee,
  employee_schedules: employee,
  employees: company,
  employer_registrations: company,
  employment_histories: employee,
  examinations: employee,
  final_pay_cases: company,
  final_pay_lines: employee,
  holidays: 'shared',
  // a person involved may be no employee (a customer, a supplier's staff)
  incident_report_involvements: { via: 'incident_report_id', parent: 'incident_reports' },
  incident_reports: company,
  job_runs: 'internal',
  leave_applications: ofApplication,
  leave_balances: employee,
  leave_conversion_lines: employee,
  leave_conversions: company,
  leave_entitlement_rules: { via: 'leave_type_id', parent: 'leave_types' },
  leave_ledger_entries: employee,
  leave_runs: company,
  leave_types: company,
  licences: employee,
  loan_payments: { via: 'loan_id', parent: 'loans' },
  loan_types: 'shared',
  loans: employee,
  login_attempts: 'internal',
  logsheet_applications: ofApplication,
  night_differential_rules: company,
  notifications: 'internal',
  official_business_trips: ofApplication,
  org_levels: company,
  overtime_applications: ofApplication,
  overtime_rates: 'shared',
  payroll_computation_chunks: { via: 'computation_id', parent: 'payroll_computations' },
  payroll_computation_errors: employee,
  payroll_computations: payrollPeriod,
  payroll_entries: employee,
  payroll_groups: company,
  payroll_journal_lines: payrollPeriod,
  payroll_periods: { column: 'payroll_group_id' },
  payslip_line_explanations: 'shared',
  payslip_lines: { via: 'payslip_id', parent: 'payslips' },
  payslips: employee,
  portal_accesses: 'internal',
  positions: company,
  preferences: company,
  previous_employer_incomes: employee,
  print_jobs: company,
  punch_imports: company,
  recurring_entries: employee,
  registration_attempts: 'internal',
  registration_codes: 'internal',
  remittances: company,
  retro_pay_batches: company,
  retro_pay_lines: employee,
  roles: 'shared',
  schedule_uploads: company,
  service_charge_distributions: company,
  service_charge_shares: employee,
  shift_schedules: company,
  tax_brackets: 'shared',
  tax_tables: 'shared',
  temperature_readings: employee,
  thirteenth_month_batches: company,
  thirteenth_month_lines: employee,
  time_punches: 'punch-or-exception',
  timesheet_adjustment_lines: { via: 'timesheet_adjustment_id', parent: 'timesheet_adjustments' },
  timesheet_adjustments: employee,
  timesheet_summaries: employee,
  timesheets: { column: 'payroll_group_id' },
  trainings: employee,
  transaction_classes: 'shared',
  transaction_logs: company,
  transaction_types: 'shared',
  users: 'internal',
  ytd_balances: company,
};

export type TableName = keyof DB;

/** Whether rows of this table belong to one company (and so must be the caller's company's when a request names them). */
export const isCompanyOwned = (table: TableName): boolean => OWNERSHIP[table] !== 'shared' && OWNERSHIP[table] !== 'internal';

const employeesOf = (companyId: number) => sql`select e.id from employees e where e.company_id = ${companyId}`;
const groupsOf = (companyId: number) => sql`select g.id from payroll_groups g where g.company_id = ${companyId}`;

/**
 * The condition that a row of `table`, aliased `alias`, is the company's. Parents are
 * followed through sub-selects with aliases of their own (`alias_1`, `alias_1_2`…).
 */
export function ownedBy(table: TableName, alias: string, companyId: number): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const ownership = OWNERSHIP[table];
  if (ownership === 'self') return sql<boolean>`${column('id')} = ${companyId}`;
  if (ownership === 'shared' || ownership === 'internal') throw new Error(`${table} belongs to no one company.`);
  if (ownership === 'punch-or-exception') {
    const unmatched =
      table === 'time_punches'
        ? sql`${column('device_id')} in (select d.id from devices d where d.company_id = ${companyId})
            or ${column('punch_import_id')} in (select i.id from punch_imports i where i.company_id = ${companyId})`
        : sql`${column('timesheet_id')} in (select s.id from timesheets s where s.payroll_group_id in (${groupsOf(companyId)}))`;
    return sql<boolean>`(${column('employee_id')} in (${employeesOf(companyId)}) or (${column('employee_id')} is null and (${unmatched})))`;
  }
  if ('via' in ownership) {
    const parentAlias = `${alias}_p`;
    return sql<boolean>`${column(ownership.via)} in (select ${sql.ref(`${parentAlias}.id`)} from ${sql.table(ownership.parent)} as ${sql.table(parentAlias)}
      where ${ownedBy(ownership.parent, parentAlias, companyId)})`;
  }
  switch (ownership.column) {
    case 'company_id':
      return sql<boolean>`${column('company_id')} = ${companyId}`;
    case 'employee_id':
      return sql<boolean>`${column('employee_id')} in (${employeesOf(companyId)})`;
    case 'payroll_group_id':
      return sql<boolean>`${column('payroll_group_id')} in (${groupsOf(companyId)})`;
    case 'payroll_period_id':
      return sql<boolean>`${column('payroll_period_id')} in (select p.id from payroll_periods p where p.payroll_group_id in (${groupsOf(companyId)}))`;
  }
}

/** Of these ids of `table`, the ones that are not rows of the company (another company's, or none at all). */
export async function idsOutsideCompany(db: Database, table: TableName, ids: readonly number[], companyId: number): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0 || !isCompanyOwned(table)) return [];
  const { rows } = await sql<{ id: number }>`select r.id from ${sql.table(table)} as r
    where r.id = any(${wanted}::bigint[]) and ${ownedBy(table, 'r', companyId)}`.execute(db);
  const found = new Set(rows.map((row) => Number(row.id)));
  return wanted.filter((id) => !found.has(id));
}

/** The company of a payroll group, as a value in a query: processing and computation take a group's employees of its own company only. */
export const companyOfPayrollGroup = (payrollGroupId: number) =>
  sql<number>`(select g.company_id from payroll_groups g where g.id = ${payrollGroupId})`;
