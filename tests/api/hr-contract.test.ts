import { sql } from 'kysely';
import simpleRestProvider from 'ra-data-simple-rest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Portal } from '@core/access';
import type { ResourceDefinition } from '@core/resources/define';
import { approverMatricesResource } from '@core/resources/approver-matrices.resource';
import { awardsResource } from '@core/resources/awards.resource';
import { banksResource } from '@core/resources/banks.resource';
import { businessUnitsResource } from '@core/resources/business-units.resource';
import { chartOfAccountsResource } from '@core/resources/chart-of-accounts.resource';
import { companiesResource } from '@core/resources/companies.resource';
import { companyEventsResource } from '@core/resources/company-events.resource';
import { devicesResource } from '@core/resources/devices.resource';
import { disciplinaryActionsResource } from '@core/resources/disciplinary-actions.resource';
import { educationalAttainmentsResource } from '@core/resources/educational-attainments.resource';
import { employeeDependentsResource } from '@core/resources/employee-dependents.resource';
import { employeeMovementsResource } from '@core/resources/employee-movements.resource';
import { employeesResource } from '@core/resources/employees.resource';
import { employerRegistrationsResource } from '@core/resources/employer-registrations.resource';
import { employmentHistoriesResource } from '@core/resources/employment-histories.resource';
import { examinationsResource } from '@core/resources/examinations.resource';
import { holidaysResource } from '@core/resources/holidays.resource';
import { leaveEntitlementRulesResource, leaveTypesResource } from '@core/resources/leave-types.resource';
import { nightDifferentialRulesResource } from '@core/resources/night-differential-rules.resource';
import { incidentReportInvolvementsResource } from '@core/resources/incident-report-involvements.resource';
import { incidentReportsResource } from '@core/resources/incident-reports.resource';
import { licencesResource } from '@core/resources/licences.resource';
import { loanTypesResource } from '@core/resources/loan-types.resource';
import { loansResource } from '@core/resources/loans.resource';
import { payrollEntriesResource } from '@core/resources/payroll-entries.resource';
import { recurringEntriesResource } from '@core/resources/recurring-entries.resource';
import { thirteenthMonthBatchesResource } from '@core/resources/thirteenth-month-batches.resource';
import { bonusBatchesResource } from '@core/resources/bonus-batches.resource';
import { annualizationRunsResource, previousEmployerIncomesResource } from '@core/resources/annualizations.resource';
import { retroPayBatchesResource } from '@core/resources/retro-pay-batches.resource';
import { batchEntriesResource, batchEntryLinesResource } from '@core/resources/batch-entries.resource';
import { serviceChargeDistributionsResource } from '@core/resources/service-charge-distributions.resource';
import { leaveConversionsResource } from '@core/resources/leave-conversions.resource';
import { finalPayLinesResource } from '@core/resources/final-pay-cases.resource';
import { orgLevelsResource } from '@core/resources/org-levels.resource';
import { overtimeRatesResource } from '@core/resources/overtime-rates.resource';
import { payrollGroupsResource } from '@core/resources/payroll-groups.resource';
import { payrollPeriodsResource } from '@core/resources/payroll-periods.resource';
import { positionsResource } from '@core/resources/positions.resource';
import { preferencesResource } from '@core/resources/preferences.resource';
import { isInstallationWide, writableResources } from '@core/resources/registry';
import { shiftSchedulesResource } from '@core/resources/shift-schedules.resource';
import { temperatureReadingsResource } from '@core/resources/temperature-readings.resource';
import { trainingsResource } from '@core/resources/trainings.resource';
import { transactionClassesResource } from '@core/resources/transaction-classes.resource';
import { transactionTypesResource } from '@core/resources/transaction-types.resource';
import { useTestApp } from './test-app';

// Every writable resource definition of the registry, in each portal that writes
// it, through the console's own data provider (ra-data-simple-rest) against the
// real API: create, list with sort, filter, search and range (Content-Range),
// getMany, update, delete, and a 422 for each required field.

const t = useTestApp();
type Provider = ReturnType<typeof simpleRestProvider>;
const providers = {} as Record<ContractPortal, Provider>;
const tokens = {} as Record<ContractPortal, string>;
/** the system administrator's, in each portal: installation-wide settings (banks, pay codes, holidays) are changed by it alone */
const sysadminProviders = {} as Record<ContractPortal, Provider>;
const ref: Record<string, number> = {};
let postedCutoffEnd = '';
const USERS = { hr: 'hr@example.com', payroll: 'payroll@example.com', timekeeping: 'timekeeping@example.com' } as const;
type ContractPortal = keyof typeof USERS;

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string; errors?: Record<string, string[]> },
  ) {
    super(body.message);
  }
}

function providerOf(portal: ContractPortal, token: string): Provider {
  return simpleRestProvider(`/api/${portal}`, async (url: string, options: { method?: string; body?: unknown } = {}) => {
    const response = await t.request({
      method: (options.method ?? 'GET') as 'GET',
      url,
      token,
      payload: options.body as string | undefined,
      headers: options.body ? { 'content-type': 'application/json' } : {},
    });
    const json = response.body ? JSON.parse(response.body) : undefined;
    if (response.statusCode >= 400) throw new ApiError(response.statusCode, json);
    return { status: response.statusCode, headers: new Headers(response.headers as Record<string, string>), body: response.body, json };
  });
}

const firstRows = async (portal: ContractPortal, resource: string, filter: object = {}, count = 1) =>
  (
    await providers[portal].getList(resource, { filter, pagination: { page: 1, perPage: count }, sort: { field: 'id', order: 'ASC' } })
  ).data.map((row) => row.id as number);
const first = async (portal: ContractPortal, resource: string, filter: object = {}) => (await firstRows(portal, resource, filter))[0];

beforeAll(async () => {
  for (const portal of ['hr', 'payroll', 'timekeeping'] as const) {
    tokens[portal] = await t.login(USERS[portal]);
    providers[portal] = providerOf(portal, tokens[portal]);
  }
  const sysadmin = await t.login('sysadmin@example.com');
  for (const portal of ['hr', 'payroll', 'timekeeping'] as const) sysadminProviders[portal] = providerOf(portal, sysadmin);
  ref.employee = await first('hr', 'employees', { status: 'active' });
  ref.unit = await first('hr', 'business-units', { q: 'HRD' });
  ref.level = await first('hr', 'org-levels');
  ref.position = await first('hr', 'positions');
  ref.incident = await first('hr', 'incident-reports', { status: 'reported' });
  ref.transactionClass = await first('payroll', 'transaction-classes');
  [ref.debitAccount, ref.creditAccount] = await firstRows('payroll', 'chart-of-accounts', {}, 2);
  ref.transactionType = await first('payroll', 'transaction-types');
  ref.payrollGroup = await first('payroll', 'payroll-groups');
  ref.leaveType = await first('timekeeping', 'leave-types', { q: 'VL' });
  ref.loanType = await first('payroll', 'loan-types', { q: 'CO-SAL' });
  ref.allowance = await first('payroll', 'transaction-types', { q: 'TRANSPORTATION_ALLOWANCE' });
  ref.bonus = await first('payroll', 'transaction-types', { q: 'BONUS' });
  ref.openPeriod = await first('payroll', 'payroll-periods', { status: 'open', payroll_group_id: ref.payrollGroup });
  ref.groupEmployee = await first('payroll', 'employees', { payroll_group_id: ref.payrollGroup });
  const last = await t.db
    .selectFrom('payroll_periods')
    .select(['id', 'year'])
    .where('payroll_group_id', '=', ref.payrollGroup)
    .where('is_last_regular_of_year', '=', true)
    .where('status', '=', 'open')
    .orderBy('year')
    .executeTakeFirstOrThrow();
  [ref.lastPeriod, ref.lastPeriodYear] = [Number(last.id), last.year];
  const posted = await t.db
    .selectFrom('payroll_periods')
    .select((eb) => eb.fn.max('cutoff_end').as('end'))
    .where('payroll_group_id', '=', ref.payrollGroup)
    .where('status', '=', 'posted')
    .where('period_type', '=', 'regular')
    .executeTakeFirstOrThrow();
  postedCutoffEnd = String(posted.end);
});

interface Case {
  portal: ContractPortal;
  definition: ResourceDefinition;
  sample: () => Record<string, unknown>;
  /** a field and new value for the update */
  change: [string, unknown];
  /** a word the search `q` must find in the created record */
  search: string;
  /** makes room for the sample (a row the sample would duplicate) */
  before?: () => Promise<void>;
}

const HR_CASES: Omit<Case, 'portal'>[] = [
  {
    definition: orgLevelsResource,
    sample: () => ({ rank: 9, code: 'TEAMZ', name: 'Teamzone' }),
    change: ['name', 'Team'],
    search: 'teamzone',
  },
  {
    definition: businessUnitsResource,
    sample: () => ({
      code: 'ST-ILO',
      name: 'Store - Iloilo Zulueta',
      org_level_id: ref.level + 2,
      parent_id: null,
      region: 'VI',
      city_municipality: 'Iloilo City',
      is_active: true,
    }),
    change: ['cost_center_code', 'CC-ILO'],
    search: 'zulueta',
  },
  {
    definition: positionsResource,
    sample: () => ({ code: 'BAR', title: 'Zumba Barista', job_level: 'rank_and_file', is_active: true }),
    change: ['title', 'Head Barista'],
    search: 'zumba',
  },
  {
    definition: approverMatricesResource,
    sample: () => ({
      business_unit_id: ref.unit,
      application_type: 'leave',
      level: 1,
      approver_type: 'role',
      approver_role: '5',
      approval_mode: 'sequential',
      is_active: true,
    }),
    change: ['approval_mode', 'any_of'],
    search: '',
  },
  {
    definition: companyEventsResource,
    sample: () => ({ event_type: 'announcement', title: 'Zebra crossing drill', publish_from: '2026-11-20' }),
    change: ['pinned', true],
    search: 'zebra',
  },
  {
    definition: devicesResource,
    sample: () => ({
      name: 'Zamboanga gate',
      serial_no: 'ZK-TEST-1',
      comm_mode: 'push',
      status: 'active',
      ip_address: '10.9.9.9',
      port: 4370,
    }),
    change: ['location_name', 'Gate 2'],
    search: 'zamboanga',
  },
  {
    definition: incidentReportsResource,
    sample: () => ({
      incident_at: '2026-11-01 10:00',
      business_unit_id: ref.unit,
      incident_type: 'safety',
      severity: 'low',
      description: 'Zigzag cable across the aisle.',
      reported_by_employee_id: ref.employee,
      reported_at: '2026-11-01 11:00',
    }),
    change: ['severity', 'medium'],
    search: '',
  },
  {
    definition: incidentReportInvolvementsResource,
    sample: () => ({ incident_report_id: ref.incident, person_name: 'Zosimo Visitor', involvement: 'witness' }),
    change: ['remarks', 'Saw it'],
    search: 'zosimo',
  },
  {
    definition: temperatureReadingsResource,
    sample: () => ({
      reading_date: '2026-11-10',
      reading_time: '07:45:00',
      employee_id: ref.employee,
      temperature_celsius: 38.2,
      action_taken: 'sent_home',
      with_symptoms: true,
    }),
    change: ['symptoms', 'Fever'],
    search: '',
  },
  {
    definition: employeesResource,
    sample: () => ({
      last_name: 'Zaragoza',
      first_name: 'Zeny',
      sex: 'female',
      civil_status: 'single',
      birth_date: '1994-03-03',
      nationality: 'Filipino',
      present_address: 'Pasay',
      emergency_contact_name: 'Zed',
      emergency_contact_relationship: 'Brother',
      emergency_contact_phone: '09170000001',
      business_unit_id: ref.unit,
      position_id: ref.position,
      employment_status: 'probationary',
      hire_date: '2026-11-03',
      payment_mode: 'cash',
    }),
    change: ['nickname', 'Zen'],
    search: 'zaragoza',
  },
  {
    definition: educationalAttainmentsResource,
    sample: () => ({ employee_id: ref.employee, level: 'college', school: 'Zamboanga State College', is_graduated: true }),
    change: ['honors', 'Cum Laude'],
    search: 'zamboanga',
  },
  {
    definition: employmentHistoriesResource,
    sample: () => ({ employee_id: ref.employee, employer_name: 'Zesto Corporation', date_from: '2015-01-01', date_to: '2016-01-01' }),
    change: ['last_salary', 18000],
    search: 'zesto',
  },
  {
    definition: examinationsResource,
    sample: () => ({
      employee_id: ref.employee,
      exam_name: 'Zonal aptitude test',
      exam_type: 'skills',
      date_taken: '2026-01-10',
      result: 'passed',
      score: 88.5,
    }),
    change: ['remarks', 'Good'],
    search: 'zonal',
  },
  {
    definition: licencesResource,
    sample: () => ({ employee_id: ref.employee, licence_type: 'Zoning permit', licence_no: 'ZP-1', expiry_date: '2030-01-01' }),
    change: ['issuing_body', 'LGU'],
    search: 'zoning',
  },
  {
    definition: trainingsResource,
    sample: () => ({
      employee_id: ref.employee,
      title: 'Zero waste workshop',
      training_type: 'internal',
      date_from: '2026-05-01',
      cost: '1500.50',
    }),
    change: ['hours', 8],
    search: 'zero',
  },
  {
    definition: awardsResource,
    sample: () => ({
      employee_id: ref.employee,
      award_name: 'Zeal award',
      category: 'recognition',
      date_awarded: '2026-06-01',
      cash_value: '2500.00',
    }),
    change: ['awarding_body', 'Store'],
    search: 'zeal',
  },
  {
    definition: employeeDependentsResource,
    sample: () => ({ employee_id: ref.employee, name: 'Zoe Child', relationship: 'child', is_philhealth_dependent: true }),
    change: ['is_hmo_dependent', true],
    search: 'zoe',
  },
  {
    definition: employeeMovementsResource,
    sample: () => ({
      employee_id: ref.employee,
      movement_type: 'lateral_transfer',
      effective_date: '2099-12-01',
      to_business_unit_id: ref.unit,
      memo_no: 'ZMEMO-1',
    }),
    change: ['memo_no', 'ZMEMO-2'],
    search: 'zmemo',
  },
  {
    definition: disciplinaryActionsResource,
    sample: () => ({ employee_id: ref.employee, offense: 'Zone violation', offense_category: 'minor', offense_date: '2026-10-01' }),
    change: ['offense_category', 'major'],
    search: 'zone',
  },
];

const PAYROLL_CASES: Omit<Case, 'portal'>[] = [
  {
    definition: banksResource,
    sample: () => ({ code: 'ZBK', name: 'Zenith Savings Bank', file_format: 'generic_csv' }),
    change: ['name', 'Zenith Bank'],
    search: 'zenith',
  },
  {
    definition: chartOfAccountsResource,
    sample: () => ({ account_code: '6999', account_name: 'Zoning fees', account_type: 'expense', is_active: true }),
    change: ['account_name', 'Zoning permits'],
    search: 'zoning',
  },
  {
    definition: transactionClassesResource,
    sample: () => ({ code: 'ZONE_PAY', name: 'Zone allowances', nature: 'earning', payslip_section: 'earnings', sort_order: 900 }),
    change: ['name', 'Zone pay'],
    search: 'zone',
  },
  {
    definition: transactionTypesResource,
    sample: () => ({
      code: 'ZONE_ALLOWANCE',
      name: 'Zone allowance',
      transaction_class_id: ref.transactionClass,
      tax_treatment: 'taxable',
      bir_2316_box: 'none',
      debit_account_id: ref.debitAccount,
      credit_account_id: ref.creditAccount,
    }),
    change: ['name', 'Zonal allowance'],
    search: 'zone',
  },
  {
    definition: loanTypesResource,
    sample: () => ({
      code: 'ZLOAN',
      name: 'Zero-interest salary loan',
      lender: 'company',
      loan_category: 'salary',
      transaction_type_id: ref.transactionType,
      interest_method: 'none',
      deduction_schedule: 'every_period',
      priority: 500,
    }),
    change: ['priority', 600],
    search: 'zero',
  },
  {
    definition: payrollGroupsResource,
    sample: () => ({
      code: 'SM-ZED',
      name: 'Zamboanga semi-monthly staff',
      pay_frequency: 'semi_monthly',
      rate_basis: 'monthly',
      days_per_year: '261',
      hours_per_day: 8,
      first_cutoff_start_day: 1,
      first_cutoff_end_day: 15,
      first_pay_day: 20,
      second_cutoff_start_day: 16,
      second_cutoff_end_day: 31,
      second_pay_day: 5,
      sss_schedule: 'second_cutoff',
      philhealth_schedule: 'second_cutoff',
      pagibig_schedule: 'second_cutoff',
      minimum_net_pay: '0.00',
      is_active: true,
    }),
    change: ['name', 'Zamboanga staff'],
    search: 'zamboanga',
  },
  {
    definition: overtimeRatesResource,
    sample: () => ({
      code: 'ZZ_REG',
      description: 'Zone test rate',
      day_type: 'ordinary',
      hour_type: 'regular',
      is_night: false,
      multiplier: 1.1,
      covered_daily_rated: 1,
      covered_monthly_rated: 1,
      transaction_type_id: ref.transactionType,
      effective_from: '2099-01-01',
    }),
    change: ['description', 'Zone rate'],
    search: 'zone test',
  },
  {
    definition: employerRegistrationsResource,
    sample: () => ({
      agency: 'pagibig',
      registration_no: '209999999999',
      registered_name: 'Zenaida Retail Corporation',
      registered_address: 'Makati City',
      zip_code: '1226',
      employer_type: 'private',
      signatory_name: 'Zenaida Cruz',
      signatory_position: 'President',
    }),
    change: ['signatory_position', 'Treasurer'],
    search: '',
    // one registration per agency: the seeded Pag-IBIG one makes room for the sample
    before: async () => {
      const seeded = await first('payroll', 'employer-registrations', { agency: 'pagibig' });
      if (seeded) await providers.payroll.delete('employer-registrations', { id: seeded });
    },
  },
  {
    definition: payrollPeriodsResource,
    sample: () => ({ payroll_group_id: ref.payrollGroup, period_type: 'special', pay_date: '2099-06-10' }),
    change: ['pay_date', '2099-06-11'],
    search: '',
  },
];

/** Writable in the registry, but a fixed set of rows: the portal edits them and may neither create nor delete one. */
interface FixedRowsCase {
  portal: 'hr' | 'payroll';
  definition: ResourceDefinition;
  /** the row to edit, from the list */
  pick: (rows: Record<string, unknown>[]) => Record<string, unknown> | undefined;
  change: [string, unknown];
}

const FIXED_ROWS: FixedRowsCase[] = [
  // an administrator sets up a company; HR edits its own profile
  { portal: 'hr', definition: companiesResource, pick: (rows) => rows[0], change: ['trade_name', 'Zamboanga Mart'] },
  // the keys are the product's; HR edits their values
  {
    portal: 'hr',
    definition: preferencesResource,
    pick: (rows) => rows.find((row) => row.data_type === 'string'),
    change: ['value', 'Zebra'],
  },
];

const PAYROLL_INPUT_CASES: Omit<Case, 'portal'>[] = [
  {
    definition: recurringEntriesResource,
    sample: () => ({
      employee_id: ref.groupEmployee,
      transaction_type_id: ref.allowance,
      amount: '750.00',
      frequency: 'first_cutoff',
      start_date: '2027-01-01',
      remarks: 'Zone transport',
    }),
    change: ['amount', 800],
    search: '',
  },
  {
    definition: loansResource,
    sample: () => ({
      employee_id: ref.groupEmployee,
      loan_type_id: ref.loanType,
      reference_no: 'ZL-0001',
      granted_date: '2027-01-05',
      principal_amount: '12000.00',
      amortization_amount: '1000.00',
      first_deduction_date: '2027-01-15',
      deduction_schedule: 'every_period',
    }),
    change: ['amortization_amount', 1500],
    search: 'zl-0001',
  },
  {
    definition: payrollEntriesResource,
    sample: () => ({
      payroll_period_id: ref.openPeriod,
      employee_id: ref.groupEmployee,
      transaction_type_id: ref.bonus,
      amount: '2500.00',
      remarks: 'Zone award',
    }),
    change: ['amount', 2600],
    search: 'zone',
  },
  {
    definition: thirteenthMonthBatchesResource,
    sample: () => ({
      year: 2026,
      coverage_to: '2026-11-30',
      instalment: 'first_half',
      min_service_days: 30,
      target_payroll_period_id: ref.openPeriod,
      remarks: 'Zone first half',
    }),
    change: ['coverage_to', '2026-12-31'],
    search: 'zone first',
  },
  {
    definition: bonusBatchesResource,
    sample: () => ({
      bonus_name: 'Zone bonus',
      transaction_type_id: ref.bonus,
      computation_method: 'fixed_amount',
      factor: 1500,
      basis_date: '2026-12-01',
      target_payroll_period_id: ref.openPeriod,
    }),
    change: ['factor', 2000],
    search: 'zone bonus',
  },
  {
    definition: batchEntriesResource,
    sample: () => ({ payroll_period_id: ref.openPeriod, transaction_type_id: ref.bonus, description: 'Zone rice subsidy' }),
    change: ['description', 'Zone rice subsidy, December'],
    search: 'zone rice',
  },
  {
    definition: batchEntryLinesResource,
    before: async () => {
      const batch = await t.db
        .insertInto('batch_entries')
        .values({
          company_id: (await t.db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
          payroll_period_id: ref.openPeriod,
          transaction_type_id: ref.bonus,
          description: 'Zone lines',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ref.batchEntry = Number(batch.id);
    },
    sample: () => ({ batch_entry_id: ref.batchEntry, employee_no: 'ZONE-1', amount: '500.00', remarks: 'Typed line' }),
    change: ['amount', 600],
    search: 'zone-1',
  },
  {
    definition: finalPayLinesResource,
    // a manual line of a computed case: an accountability set off against the final pay
    before: async () => {
      const row = await sql<{ id: number }>`insert into final_pay_cases (company_id, employee_id, employee_movement_id, separation_type,
          separation_date, last_working_day, release_due_date, status)
        select e.company_id, e.id, m.id, m.separation_type, m.effective_date, m.last_working_day, m.effective_date + 30, 'computed'
        from employee_movements m join employees e on e.id = m.employee_id where m.movement_type = 'separation'
          and not exists (select 1 from final_pay_cases c where c.employee_id = e.id)
        order by m.id limit 1 returning id`.execute(t.db);
      ref.finalPayCase = Number(row.rows[0].id);
    },
    sample: () => ({
      final_pay_case_id: ref.finalPayCase,
      component: 'accountability',
      description: 'Zone laptop not returned',
      amount: '3500.00',
    }),
    change: ['amount', 3600],
    search: 'zone laptop',
  },
  {
    definition: serviceChargeDistributionsResource,
    sample: () => ({
      business_unit_id: ref.unit,
      collection_from: '2026-12-01',
      collection_to: '2026-12-15',
      total_collected: '15000.00',
      distributable_percent: '1.00000',
      basis: 'equal_share',
      target_payroll_period_id: ref.openPeriod,
      remarks: 'Zone service charge',
    }),
    change: ['total_collected', 16000],
    search: 'zone service',
  },
  {
    definition: annualizationRunsResource,
    sample: () => ({ year: ref.lastPeriodYear, target_payroll_period_id: ref.lastPeriod, remarks: 'Zone year end' }),
    change: ['remarks', 'Zone year end, second look'],
    search: 'zone year',
  },
  {
    definition: previousEmployerIncomesResource,
    sample: () => ({
      employee_id: ref.employee,
      year: 2026,
      employer_name: 'Zone Trading Inc.',
      employer_tin: '555444333',
      period_from: '2026-01-01',
      period_to: '2026-02-28',
      taxable_compensation: 80000,
      non_taxable_compensation: 12000,
      thirteenth_month_and_other_benefits: 0,
      tax_withheld: 4000,
    }),
    change: ['employer_name', 'Zone Trading Corp.'],
    search: 'zone trading',
  },
  {
    definition: retroPayBatchesResource,
    sample: () => ({
      description: 'Zone wage order',
      retro_reason: 'wage_order',
      wage_order_no: 'NCR-26',
      effective_from: postedCutoffEnd,
      effective_to: postedCutoffEnd,
      target_payroll_period_id: ref.openPeriod,
    }),
    change: ['wage_order_no', 'NCR-27'],
    search: 'zone wage',
  },
];

const TIMEKEEPING_CASES: Omit<Case, 'portal'>[] = [
  {
    definition: leaveConversionsResource,
    sample: () => ({ year: 2026, as_of_date: '2026-12-15', target_payroll_period_id: ref.openPeriod, remarks: 'Zone conversion' }),
    change: ['as_of_date', '2026-12-16'],
    search: 'zone conversion',
  },
  {
    definition: shiftSchedulesResource,
    sample: () => ({
      code: 'ZULU',
      name: 'Zulu shift',
      time_in: '06:00:00',
      time_out: '15:00:00',
      break_start: '10:00:00',
      break_end: '11:00:00',
      required_minutes: 480,
      grace_minutes: 5,
      punch_window_before_minutes: 240,
      punch_window_after_minutes: 480,
    }),
    change: ['name', 'Zulu early shift'],
    search: 'zulu',
  },
  {
    definition: nightDifferentialRulesResource,
    sample: () => ({
      payroll_group_id: ref.payrollGroup,
      effective_from: '2027-01-01',
      window_start: '22:00:00',
      window_end: '06:00:00',
      minimum_minutes: 0,
      rounding_minutes: 0,
    }),
    change: ['minimum_minutes', 60],
    search: '',
  },
  {
    definition: holidaysResource,
    sample: () => ({
      holiday_date: '2029-09-09',
      name: 'Zamboanga Hermosa Festival',
      holiday_type: 'special_non_working',
      scope: 'local',
      city_municipality: 'Zamboanga City',
    }),
    change: ['name', 'Zamboanga Hermosa Day'],
    search: 'hermosa',
  },
  {
    definition: leaveTypesResource,
    sample: () => ({
      code: 'ZBL',
      name: 'Zumba birthday leave',
      gender: 'any',
      count_basis: 'working_days',
      min_service_months: 3,
      advance_filing_days: 5,
      accrual_method: 'annual_upfront',
      max_carry_over_days: 0,
    }),
    change: ['name', 'Zumba birthday off'],
    search: 'zumba',
  },
  {
    definition: leaveEntitlementRulesResource,
    sample: () => ({
      leave_type_id: ref.leaveType,
      job_level: 'supervisory',
      min_years_service: 10,
      credits_per_year: 20,
      effective_from: '2027-01-01',
    }),
    change: ['credits_per_year', 21],
    search: '',
  },
];

const CASES: Case[] = [
  ...HR_CASES.map((c) => ({ ...c, portal: 'hr' as const })),
  ...PAYROLL_CASES.map((c) => ({ ...c, portal: 'payroll' as const })),
  ...PAYROLL_INPUT_CASES.map((c) => ({ ...c, portal: 'payroll' as const })),
  ...TIMEKEEPING_CASES.map((c) => ({ ...c, portal: 'timekeeping' as const })),
];

it('covers every writable definition of the registry in each portal that writes it', () => {
  const covered = new Set([
    ...CASES.map((c) => `${c.portal} ${c.definition.name}`),
    ...FIXED_ROWS.map((c) => `${c.portal} ${c.definition.name}`),
  ]);
  const writable = writableResources().map(
    ({ portal, definition }: { portal: Portal; definition: ResourceDefinition }) => `${portal} ${definition.name}`,
  );
  expect(writable.filter((key) => !covered.has(key))).toEqual([]);
  expect([...covered].filter((key) => !writable.includes(key))).toEqual([]);
});

describe.each(FIXED_ROWS)('$definition.name, a fixed set of rows ($portal)', ({ portal, definition, pick, change }) => {
  it('updates a row and refuses to create or delete one with 409', async () => {
    const provider = providers[portal];
    const { data: rows } = await provider.getList(definition.name, {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const row = pick(rows) as { id: number } | undefined;
    if (!row) throw new Error(`no ${definition.name} row to edit`);
    const [field, value] = change;
    const { data: updated } = await provider.update(definition.name, { id: row.id, data: { ...row, [field]: value }, previousData: row });
    expect(updated[field]).toEqual(value);
    await expect(provider.create(definition.name, { data: { ...row, id: undefined } })).rejects.toMatchObject({ status: 409 });
    await expect(provider.delete(definition.name, { id: row.id, previousData: row })).rejects.toMatchObject({ status: 409 });
  });
});

describe.each(CASES)('$definition.name through ra-data-simple-rest ($portal)', ({ portal, definition, sample, change, search, before }) => {
  const name = definition.name;
  let provider: Provider;
  beforeAll(async () => {
    provider = isInstallationWide(name) ? sysadminProviders[portal] : providers[portal];
    await before?.();
  });

  it('creates, reads, lists, finds, updates and deletes', async () => {
    const { data: created } = await provider.create(name, { data: sample() });
    expect(created.id).toEqual(expect.any(Number));
    expect(created.text).toEqual(expect.any(String));
    for (const [field, value] of Object.entries(sample())) {
      if (definition.fields[field]?.kind === 'money' || definition.fields[field]?.kind === 'number')
        expect(Number(created[field]), field).toBe(Number(value));
      else if (definition.fields[field]?.kind === 'datetime')
        expect(String(created[field])).toContain(String(value).slice(0, 16).replace('T', ' '));
      else if (definition.fields[field]?.kind === 'choice' && value !== null) expect(String(created[field]), field).toBe(String(value));
      else if (definition.fields[field]) expect(created[field], field).toEqual(value);
    }

    const [sortField, order] = definition.defaultSort;
    const page = await provider.getList(name, { pagination: { page: 1, perPage: 2 }, sort: { field: sortField, order }, filter: {} });
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.data.length).toBeLessThanOrEqual(2);
    const raw = await t.request({ method: 'GET', url: `/api/${portal}/${name}?range=[0,1]`, token: tokens[portal] });
    expect(raw.headers['content-range']).toMatch(new RegExp(`^${name} 0-[01]/${page.total}$`));

    const filterField = Object.entries(definition.fields).find(
      ([field, f]) => f.filter && !f.readOnly && created[field] !== null && created[field] !== undefined && f.kind !== 'date',
    )?.[0];
    if (filterField) {
      const filtered = await provider.getList(name, {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'id', order: 'DESC' },
        filter: { [filterField]: created[filterField] },
      });
      expect(
        filtered.data.some((r) => r.id === created.id),
        filterField,
      ).toBe(true);
      expect(
        filtered.data.every((r) => String(r[filterField]) === String(created[filterField])),
        filterField,
      ).toBe(true);
    }
    if (search) {
      const found = await provider.getList(name, {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'DESC' },
        filter: { q: search },
      });
      expect(found.data.map((r) => r.id)).toContain(created.id);
      const none = await provider.getList(name, {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'DESC' },
        filter: { q: 'qqxxzzyy-nothing' },
      });
      expect(none.total).toBe(0);
    }

    const { data: many } = await provider.getMany(name, { ids: [created.id] });
    expect(many.map((r) => r.id)).toEqual([created.id]);

    const [field, value] = change;
    const { data: updated } = await provider.update(name, { id: created.id, data: { ...created, [field]: value }, previousData: created });
    expect(
      definition.fields[field].kind === 'money' || definition.fields[field].kind === 'number' ? Number(updated[field]) : updated[field],
    ).toEqual(value);
    expect((await provider.getOne(name, { id: created.id })).data[field]).toEqual(updated[field]);

    await provider.delete(name, { id: created.id, previousData: updated });
    await expect(provider.getOne(name, { id: created.id })).rejects.toMatchObject({ status: 404 });
  });

  it('answers 422 naming each required field left blank', async () => {
    const required = Object.entries(definition.fields)
      .filter(([, f]) => f.required && !f.readOnly)
      .map(([field]) => field);
    expect(required.length).toBeGreaterThan(0);
    for (const field of required) {
      const error = await provider.create(name, { data: { ...sample(), [field]: '' } }).catch((e: ApiError) => e);
      expect(error, field).toBeInstanceOf(ApiError);
      expect((error as ApiError).status, field).toBe(422);
      expect((error as ApiError).body.errors?.[field]?.[0], field).toMatch(/required/);
    }
  });
});
