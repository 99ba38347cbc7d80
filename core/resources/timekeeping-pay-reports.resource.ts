import { choices, defineResource, reportColumn as column, reportFilter as filterOnly, type FieldDefinition } from './define';
import { DAY_TYPE_CHOICES } from './overtime-rates.resource';

// The payroll portal's timekeeping reports (docs/domain.md §15.7 /payroll/timekeeping-reports):
// the processed days and premium buckets of timekeeping, valued at the rates in force on
// each work date (daily = monthly × 12 ÷ days per year, hourly = daily ÷ hours per day,
// docs/domain.md §14.3) and rounded half-up to the centavo once per row. The 13th-month
// accrual of payroll reports (docs/domain.md §12 `thirteenth_month_accruals`) is here too.

/** The filters every timekeeping report of payroll shares: a period (its linked timesheet), dates, unit and employee. */
const shared = {
  payroll_period_id: filterOnly('ref', 'payroll period', { reference: 'payroll-periods' }),
  business_unit_id: filterOnly('ref', 'business unit', { reference: 'business-units' }),
  employee_id: filterOnly('ref', 'employee', { reference: 'employees' }),
  employee_no: column('text', 'employee no.', { sort: true, search: true }),
  employee_name: column('text', 'employee', { sort: true, search: true }),
  business_unit_name: column('text', 'business unit', { sort: true }),
} satisfies Record<string, FieldDefinition>;

const workDate = column('date', 'date', { sort: true, filter: true });

/** The filters a report reads in its own SQL rather than as a column. */
export const TIMEKEEPING_PAY_REPORT_FILTERS = ['payroll_period_id'] as const;

export const absencesPayReport = defineResource({
  name: 'absence-deductions',
  table: 'daily_time_records',
  label: 'Absences',
  textFields: ['employee_name', 'work_date'],
  defaultSort: ['employee_name', 'ASC'],
  fields: {
    ...shared,
    work_date: workDate,
    absent_days: column('number', 'absence (days)', { sort: true }),
    unpaid_leave_days: column('number', 'unpaid leave (days)', { sort: true }),
    daily_rate: column('number', 'daily rate'),
    amount: column('money', 'deduction', { sort: true }),
  },
});

const minutesReport = (name: string, label: string, minutesLabel: string) =>
  defineResource({
    name,
    table: 'daily_time_records',
    label,
    textFields: ['employee_name', 'work_date'],
    defaultSort: ['employee_name', 'ASC'],
    fields: {
      ...shared,
      work_date: workDate,
      minutes: column('number', minutesLabel, { sort: true }),
      hourly_rate: column('number', 'hourly rate'),
      amount: column('money', 'deduction', { sort: true }),
    },
  });

export const tardinessPayReport = minutesReport('tardiness-deductions', 'Tardiness', 'late (min)');
export const undertimePayReport = minutesReport('undertime-deductions', 'Undertime', 'undertime (min)');

const premiumReport = (name: string, label: string) =>
  defineResource({
    name,
    table: 'daily_premiums',
    label,
    textFields: ['employee_name', 'work_date', 'rate_code'],
    defaultSort: ['employee_name', 'ASC'],
    fields: {
      ...shared,
      work_date: workDate,
      day_type: column('choice', 'day type', { choices: DAY_TYPE_CHOICES, filter: true }),
      rate_code: column('text', 'rate code', { sort: true, filter: true }),
      multiplier: column('number', 'multiplier'),
      covered: column('number', 'covered by the rate'),
      hours: column('number', 'hours', { sort: true }),
      hourly_rate: column('number', 'hourly rate'),
      amount: column('money', 'estimated amount', { sort: true }),
    },
  });

export const overtimePayReport = premiumReport('overtime-premiums', 'Overtime');
export const nightDifferentialPayReport = premiumReport('night-differential-premiums', 'Night differential');

export const leaveUsageReport = defineResource({
  name: 'leave-usage',
  table: 'leave_ledger_entries',
  label: 'Leave usage',
  textFields: ['employee_name', 'entry_date', 'leave_type'],
  defaultSort: ['employee_name', 'ASC'],
  fields: {
    ...shared,
    leave_type_id: filterOnly('ref', 'leave type', { reference: 'leave-types' }),
    leave_type: column('text', 'leave type', { sort: true }),
    entry_date: column('date', 'date', { sort: true, filter: true }),
    entry_type: column('choice', 'entry', { choices: choices('availment', 'availment_reversal'), filter: true }),
    days: column('number', 'days used', { sort: true }),
    with_pay: column('boolean', 'with pay', { filter: true }),
    balance_after: column('number', 'balance after'),
    application_reference: column('text', 'application', { search: true }),
  },
});

/** The six reports of /payroll/timekeeping-reports, each with the path of its screen. */
export const TIMEKEEPING_PAY_REPORTS = [
  {
    segment: 'leave-usage',
    title: 'Leave usage',
    definition: leaveUsageReport,
    purpose: 'Leave days used and reversed, with or without pay.',
  },
  {
    segment: 'overtime',
    title: 'Overtime',
    definition: overtimePayReport,
    purpose: 'Overtime and rest-day or holiday hours with estimated amounts.',
  },
  {
    segment: 'absences',
    title: 'Absences',
    definition: absencesPayReport,
    purpose: 'Absences and unpaid leave with the deduction at the daily rate.',
  },
  {
    segment: 'tardiness',
    title: 'Tardiness',
    definition: tardinessPayReport,
    purpose: 'Minutes late with the deduction at the per-minute rate.',
  },
  {
    segment: 'undertime',
    title: 'Undertime',
    definition: undertimePayReport,
    purpose: 'Minutes of undertime with the deduction at the per-minute rate.',
  },
  {
    segment: 'night-differential',
    title: 'Night differential',
    definition: nightDifferentialPayReport,
    purpose: 'Hours in the night window with estimated amounts.',
  },
] as const;

/** 13th month accrued to a date (docs/domain.md §12 `thirteenth_month_accruals`): one row per employee of the year. */
export const thirteenthMonthAccrualsReport = defineResource({
  name: 'thirteenth-month-accruals',
  table: 'payslips',
  label: '13th month pro-rate',
  textFields: ['employee_name'],
  defaultSort: ['employee_name', 'ASC'],
  fields: {
    year: filterOnly('number', 'year', { plain: true }),
    as_of_date: filterOnly('date', 'as of'),
    business_unit_id: filterOnly('ref', 'business unit', { reference: 'business-units' }),
    employee_status: filterOnly('choice', 'status', { choices: choices('active', 'separated') }),
    employee_no: column('text', 'employee no.', { sort: true, search: true }),
    employee_name: column('text', 'employee', { sort: true, search: true }),
    business_unit_name: column('text', 'business unit', { sort: true }),
    hire_date: column('date', 'hire date', { sort: true }),
    separation_date: column('date', 'separation date', { sort: true }),
    basic_earned: column('money', 'basic earned to date', { sort: true }),
    accrued: column('money', 'accrued 13th month', { sort: true }),
    paid_to_date: column('money', 'paid to date'),
    balance: column('money', 'balance', { sort: true }),
  },
});
export const THIRTEENTH_MONTH_ACCRUAL_FILTERS = ['year', 'as_of_date', 'employee_status'] as const;
