import { choices, defineResource, reportColumn as column, reportFilter as filterOnly } from './define';

// The prooflist's registers and the payroll reports (docs/domain.md §15.7), read from the
// payslips and their lines of the period chosen: every line with its employee, the
// totals per transaction type (the control totals), and the totals per business unit.

const period = filterOnly('ref', 'payroll period', { reference: 'payroll-periods' });

/** Every payslip line with its employee: filtered to deductions, loans or premiums, it is each detail register of the prooflist. */
export const payslipLinesReport = defineResource({
  name: 'payslip-lines',
  table: 'payslip_lines',
  label: 'Transaction detail',
  textFields: ['employee_no', 'description'],
  defaultSort: ['employee_no', 'ASC'],
  fields: {
    payroll_period_id: period,
    period_code: column('text', 'period', { sort: true }),
    employee_no: column('text', 'employee no.', { sort: true, search: true }),
    employee_name: column('text', 'employee', { sort: true, search: true }),
    business_unit_name: column('text', 'business unit', { sort: true }),
    transaction_type: column('text', 'transaction type', { sort: true, filter: true }),
    description: column('text', 'description', { search: true }),
    section: column('choice', 'section', { choices: choices('earning', 'deduction', 'employer_share'), filter: true }),
    source_type: column('choice', 'source', {
      choices: choices(
        'basic',
        'timesheet',
        'premium',
        'holiday',
        'recurring',
        'entry',
        'adjustment',
        'loan',
        'contribution',
        'tax',
        'carry_over',
      ),
      filter: true,
    }),
    quantity: column('number', 'quantity'),
    unit: column('text', 'unit'),
    amount: column('money', 'amount', { sort: true }),
    loan_balance_after: column('money', 'loan balance after'),
    is_deferred: column('boolean', 'deferred', { filter: true }),
  },
});

/** The period's totals per transaction type: what the journal and the bank file must add up to. */
export const payrollControlTotalsReport = defineResource({
  name: 'payroll-control-totals',
  table: 'payslip_lines',
  label: 'Control total schedule',
  textFields: ['transaction_type'],
  defaultSort: ['sort_key', 'ASC'],
  fields: {
    payroll_period_id: period,
    sort_key: filterOnly('number', 'order', { sort: true }),
    transaction_type: column('text', 'transaction type', { sort: true }),
    name: column('text', 'name'),
    section: column('choice', 'section', { choices: choices('earning', 'deduction', 'employer_share'), filter: true }),
    employees: column('number', 'employees'),
    amount: column('money', 'total', { sort: true }),
    deferred: column('money', 'deferred'),
  },
});

/** The period's totals per business unit (cost centre). */
export const payrollSummariesReport = defineResource({
  name: 'payroll-summaries',
  table: 'payslips',
  label: 'Payroll summary',
  textFields: ['business_unit_name'],
  defaultSort: ['business_unit_name', 'ASC'],
  fields: {
    payroll_period_id: period,
    business_unit_name: column('text', 'business unit', { sort: true }),
    headcount: column('number', 'headcount', { sort: true }),
    gross_pay: column('money', 'gross pay', { sort: true }),
    employee_contributions: column('money', 'employee contributions'),
    withholding_tax: column('money', 'withholding tax'),
    loan_deductions: column('money', 'loans'),
    other_deductions: column('money', 'other deductions'),
    net_pay: column('money', 'net pay', { sort: true }),
    employer_contributions: column('money', 'employer contributions'),
  },
});

export const PAYROLL_REPORTS = [payslipLinesReport, payrollControlTotalsReport, payrollSummariesReport] as const;
export const PAYROLL_REPORT_FILTERS = ['payroll_period_id'] as const;
