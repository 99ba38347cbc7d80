import { choices, defineResource, reportColumn } from './define';
import { RATE_TYPES } from './employees.resource';

const money = (label: string, list = true) => reportColumn('money', label, { list, sort: list });

/** One employee's result in one period (docs/domain.md §8 `payslips`); the payroll register lists them. */
export const payslipsResource = defineResource({
  name: 'payslips',
  table: 'payslips',
  label: 'Payslips',
  textFields: ['id'],
  defaultSort: ['id', 'ASC'],
  fields: {
    payroll_period_id: reportColumn('ref', 'payroll period', { reference: 'payroll-periods', filter: true }),
    // from the period, joined by the query
    pay_date: reportColumn('date', 'pay date', { list: false, sort: true }),
    employee_id: reportColumn('ref', 'employee', { reference: 'employees', filter: true }),
    business_unit_id: reportColumn('ref', 'business unit', { reference: 'business-units', list: false }),
    rate_type: reportColumn('choice', 'rate type', { choices: RATE_TYPES, filter: true }),
    basic_rate: money('basic rate'),
    is_minimum_wage_earner: reportColumn('boolean', 'minimum wage earner', { filter: true, list: false }),
    gross_pay: money('gross pay'),
    taxable_compensation: money('taxable compensation', false),
    non_taxable_compensation: money('non-taxable compensation', false),
    sss_ee: money('SSS'),
    philhealth_ee: money('PhilHealth'),
    pagibig_ee: money('Pag-IBIG'),
    withholding_tax: money('withholding tax'),
    loan_deductions: money('loans'),
    other_deductions: money('other deductions'),
    deferred_deductions: money('deferred', false),
    total_deductions: money('total deductions'),
    net_pay: money('net pay'),
    sss_er: money('SSS employer share', false),
    sss_ec: money('SSS EC', false),
    philhealth_er: money('PhilHealth employer share', false),
    pagibig_er: money('Pag-IBIG employer share', false),
    payment_mode: reportColumn('text', 'payment mode', { list: false }),
    status: reportColumn('choice', 'status', { choices: choices('computed', 'posted', 'void'), filter: true }),
    is_on_hold: reportColumn('boolean', 'on hold', { filter: true }),
    hold_reason: reportColumn('text', 'hold reason', { list: false }),
    released_at: reportColumn('datetime', 'released', { list: false }),
  },
});
