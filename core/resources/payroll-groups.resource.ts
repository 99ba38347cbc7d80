import { defineResource, type FieldErrors } from './define';

export const DEDUCTION_SCHEDULES = [
  { id: 'first_cutoff', name: 'First cut-off' },
  { id: 'second_cutoff', name: 'Second (last) cut-off' },
  { id: 'split', name: 'Half in each cut-off, trued up on the month' },
  { id: 'half_fixed', name: 'Half in each cut-off, fixed' },
];

export const SSS_BASES = [
  { id: 'actual_month', name: 'The month\u2019s actual compensation' },
  { id: 'monthly_salary', name: 'The fixed monthly salary' },
];

export const PHILHEALTH_DAILY_BASES = [
  { id: 'basic_earned', name: 'Basic pay earned in the month' },
  { id: 'monthly_equivalent', name: 'Daily rate × factor ÷ 12' },
];

export const DAYS_PER_YEAR_FACTORS = [
  { id: '261', name: '261 · five-day week' },
  { id: '262', name: '262 · weekdays of the year' },
  { id: '313', name: '313 · six-day week' },
  { id: '365', name: '365 · paid every day' },
];

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const day = (label: string) => ({ kind: 'number' as const, label, min: 1, max: 31 });

/**
 * Employees paid on the same calendar and rules (docs/domain.md §7 `payroll_groups`).
 * Cut-offs: a start day after the end day starts in the previous month; a pay day
 * before the cut-off end falls in the next month; 31 means the month's last day.
 */
export const payrollGroupsResource = defineResource({
  name: 'payroll-groups',
  table: 'payroll_groups',
  label: 'Payroll groups',
  textFields: ['code', 'name'],
  defaultSort: ['code', 'ASC'],
  fields: {
    code: { kind: 'text', label: 'code', required: true, maxLength: 20, list: true, search: true, sort: true },
    name: { kind: 'text', label: 'name', required: true, maxLength: 100, list: true, search: true, sort: true },
    pay_frequency: {
      kind: 'choice',
      label: 'pay frequency',
      required: true,
      choices: [
        { id: 'weekly', name: 'Weekly' },
        { id: 'semi_monthly', name: 'Semi-monthly' },
        { id: 'monthly', name: 'Monthly' },
      ],
      list: true,
      filter: true,
      defaultValue: 'semi_monthly',
    },
    rate_basis: {
      kind: 'choice',
      label: 'rate basis',
      required: true,
      choices: [
        { id: 'monthly', name: 'Monthly-paid' },
        { id: 'daily', name: 'Daily-paid' },
      ],
      list: true,
      filter: true,
      defaultValue: 'monthly',
    },
    days_per_year: {
      kind: 'choice',
      label: 'days-per-year factor',
      required: true,
      choices: DAYS_PER_YEAR_FACTORS,
      list: true,
      defaultValue: '261',
    },
    hours_per_day: { kind: 'number', label: 'hours per day', required: true, min: 1, max: 12, defaultValue: 8 },
    first_cutoff_start_day: day('first cut-off start day'),
    first_cutoff_end_day: day('first cut-off end day'),
    first_pay_day: day('first pay day'),
    second_cutoff_start_day: day('second cut-off start day'),
    second_cutoff_end_day: day('second cut-off end day'),
    second_pay_day: day('second pay day'),
    week_start_day: { kind: 'choice', label: 'week starts on', choices: WEEKDAYS.map((name, i) => ({ id: String(i), name })) },
    pay_days_after_cutoff: { kind: 'number', label: 'pay days after the cut-off', min: 0, max: 15 },
    sss_schedule: { kind: 'choice', label: 'SSS deduction', required: true, choices: DEDUCTION_SCHEDULES, defaultValue: 'second_cutoff' },
    philhealth_schedule: {
      kind: 'choice',
      label: 'PhilHealth deduction',
      required: true,
      choices: DEDUCTION_SCHEDULES,
      defaultValue: 'second_cutoff',
    },
    pagibig_schedule: {
      kind: 'choice',
      label: 'Pag-IBIG deduction',
      required: true,
      choices: DEDUCTION_SCHEDULES,
      defaultValue: 'second_cutoff',
    },
    sss_base: { kind: 'choice', label: 'SSS base', choices: SSS_BASES, defaultValue: 'actual_month' },
    philhealth_daily_base: {
      kind: 'choice',
      label: 'PhilHealth base of daily-paid staff',
      choices: PHILHEALTH_DAILY_BASES,
      defaultValue: 'basic_earned',
    },
    uses_timekeeping: { kind: 'boolean', label: 'uses timekeeping', defaultValue: true },
    special_day_no_work_no_pay: { kind: 'boolean', label: 'special days: no work, no pay', defaultValue: false },
    minimum_net_pay: { kind: 'money', label: 'minimum net pay', required: true, min: 0, defaultValue: 0 },
    default_bank_id: { kind: 'ref', label: 'default bank', reference: 'banks' },
    is_active: { kind: 'boolean', label: 'active', list: true, filter: true, defaultValue: true },
  },
});

const SEMI_MONTHLY_DAYS = [
  'first_cutoff_start_day',
  'first_cutoff_end_day',
  'first_pay_day',
  'second_cutoff_start_day',
  'second_cutoff_end_day',
  'second_pay_day',
];
const MONTHLY_DAYS = ['first_cutoff_start_day', 'first_cutoff_end_day', 'first_pay_day'];
const WEEKLY_DAYS = ['week_start_day', 'pay_days_after_cutoff'];

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** The calendar fields the pay frequency needs (the definition checks each value alone). */
export function payrollGroupCalendarProblems(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const needed = values.pay_frequency === 'weekly' ? WEEKLY_DAYS : values.pay_frequency === 'monthly' ? MONTHLY_DAYS : SEMI_MONTHLY_DAYS;
  const fields = payrollGroupsResource.fields as Record<string, { label: string }>;
  for (const name of needed) {
    if (isBlank(values[name]))
      errors[name] = [`The ${fields[name].label} is required for a ${String(values.pay_frequency ?? '').replace('_', '-')} payroll.`];
  }
  if (values.pay_frequency === 'semi_monthly' && !errors.first_cutoff_start_day && !errors.second_cutoff_end_day) {
    const end1 = Number(values.first_cutoff_end_day);
    const start2 = Number(values.second_cutoff_start_day);
    const end2 = Number(values.second_cutoff_end_day);
    const start1 = Number(values.first_cutoff_start_day);
    if (start2 !== (end1 % 31) + 1 && !(end1 >= 28 && start2 === 1)) {
      (errors.second_cutoff_start_day ??= []).push('The second cut-off must start the day after the first cut-off ends.');
    }
    if (start1 !== (end2 % 31) + 1 && !(end2 >= 28 && start1 === 1)) {
      (errors.first_cutoff_start_day ??= []).push('The first cut-off must start the day after the second cut-off ends.');
    }
  }
  return errors;
}
