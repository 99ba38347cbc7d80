import { choices, defineResource, reportColumn } from './define';
import { SEPARATION_TYPES } from './employees.resource';

export const FINAL_PAY_STATUSES = ['open', 'timesheet_closed', 'computed', 'approved', 'released', 'cancelled'] as const;

/** The causes the final-pay calculator knows for separation pay (Labor Code arts. 298–299): an authorised cause names one. */
export const AUTHORIZED_CAUSES = choices('redundancy', 'labor_saving_devices', 'retrenchment', 'closure', 'disease');

const money = (label: string, list = false) => reportColumn('money', label, { list, sort: list });

/**
 * The final pay of one separating employee (docs/domain.md §7 `final_pay_cases`, §13.7, §14.9):
 * opened by the separation movement, its final timesheet closed by timekeeping, then
 * computed, approved and released by payroll. Written only through its steps.
 */
export const finalPayCasesResource = defineResource({
  name: 'final-pay-cases',
  table: 'final_pay_cases',
  label: 'Final pay cases',
  textFields: ['separation_date'],
  defaultSort: ['release_due_date', 'ASC'],
  fields: {
    employee_id: reportColumn('ref', 'employee', { reference: 'employees', filter: true }),
    business_unit_id: reportColumn('ref', 'business unit', { reference: 'business-units', filter: true, list: false }),
    separation_type: reportColumn('choice', 'separation type', { choices: SEPARATION_TYPES, filter: true }),
    separation_cause: reportColumn('choice', 'authorised cause', { choices: AUTHORIZED_CAUSES, list: false }),
    separation_date: reportColumn('date', 'separation date', { filter: true, sort: true }),
    last_working_day: reportColumn('date', 'last working day', { list: false }),
    years_of_service: reportColumn('number', 'years of service', { list: false }),
    release_due_date: reportColumn('date', 'release due', { sort: true, filter: true }),
    clearance_status: reportColumn('choice', 'clearance', { choices: choices('pending', 'cleared'), filter: true }),
    cleared_at: reportColumn('date', 'cleared on', { list: false }),
    unused_leave_days: reportColumn('number', 'unused convertible leave (days)', { list: false }),
    unpaid_salary: money('unpaid salary'),
    premiums: money('premiums and holiday pay'),
    prorated_thirteenth_month: money('pro-rated 13th month'),
    leave_conversion: money('leave conversion'),
    separation_pay: money('separation pay'),
    retirement_pay: money('retirement pay'),
    other_earnings: money('other earnings'),
    contributions: money('contributions'),
    tax_adjustment: money('tax adjustment (negative = refund)'),
    loan_deductions: money('loan balances'),
    other_deductions: money('other deductions'),
    net_final_pay: money('net final pay', true),
    status: reportColumn('choice', 'status', { choices: choices(...FINAL_PAY_STATUSES), filter: true }),
    final_timesheet_id: reportColumn('number', 'final timesheet', { list: false }),
    payroll_period_id: reportColumn('ref', 'payroll period', { reference: 'payroll-periods', list: false }),
    released_at: reportColumn('date', 'released on', { list: false }),
  },
});

/** The components a payroll officer enters by hand (§14.9 steps 7–8); the others come from the computation. */
export const MANUAL_COMPONENTS = ['accountability', 'other_earning', 'cash_bond_refund', 'other_deduction'] as const;
/** Components that are deducted; every other one is earned. */
export const DEDUCTION_COMPONENTS: readonly string[] = [
  'time_deductions',
  'tax_payable',
  'contributions',
  'loan_balance',
  'accountability',
  'other_deduction',
];

export const FINAL_PAY_COMPONENTS = choices(
  'unpaid_salary',
  'time_deductions',
  'premiums',
  'holiday_pay',
  'prorated_thirteenth_month',
  'leave_conversion',
  'separation_pay',
  'retirement_pay',
  'cash_bond_refund',
  'tax_refund',
  'tax_payable',
  'contributions',
  'loan_balance',
  'accountability',
  'other_earning',
  'other_deduction',
);

/** The lines of a final pay (docs/domain.md §7 `final_pay_lines`): computed ones rebuilt by compute, manual ones kept. */
export const finalPayLinesResource = defineResource({
  name: 'final-pay-lines',
  table: 'final_pay_lines',
  label: 'Final pay lines',
  textFields: ['description'],
  defaultSort: ['sort_order', 'ASC'],
  fields: {
    final_pay_case_id: { kind: 'ref', label: 'final pay case', reference: 'final-pay-cases', required: true, filter: true },
    employee_id: { kind: 'ref', label: 'employee', reference: 'employees', readOnly: true },
    component: {
      kind: 'choice',
      label: 'component',
      required: true,
      choices: FINAL_PAY_COMPONENTS,
      list: true,
      filter: true,
    },
    description: { kind: 'text', label: 'description', required: true, maxLength: 200, list: true, search: true },
    quantity: { kind: 'number', label: 'quantity', min: 0, max: 9999999, readOnly: true, list: true },
    amount: { kind: 'money', label: 'amount', required: true, list: true },
    is_tax_exempt: { kind: 'boolean', label: 'tax-exempt', readOnly: true, list: true },
    exemption_basis: { kind: 'text', label: 'exemption basis', maxLength: 200, readOnly: true, list: true },
    is_manual: { kind: 'boolean', label: 'entered by hand', readOnly: true, list: true },
    sort_order: { kind: 'number', label: 'order', readOnly: true, sort: true },
  },
});
