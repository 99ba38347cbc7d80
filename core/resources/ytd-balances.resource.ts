import { defineResource, reportColumn } from './define';

const money = (label: string) => reportColumn('money', label, { sort: true });

/** Year-to-date totals per employee, kept by posting and unposting (docs/domain.md §8 `ytd_balances`). */
export const ytdBalancesResource = defineResource({
  name: 'ytd-balances',
  table: 'ytd_balances',
  label: 'Year-to-date balances',
  textFields: ['year'],
  defaultSort: ['year', 'DESC'],
  fields: {
    employee_id: reportColumn('ref', 'employee', { reference: 'employees', filter: true }),
    year: reportColumn('number', 'year', { filter: true, sort: true, exactFilter: true, plain: true }),
    gross_compensation: money('gross compensation'),
    basic_salary: money('basic salary'),
    non_taxable_compensation: money('non-taxable compensation'),
    taxable_compensation: money('taxable compensation'),
    tax_withheld: money('tax withheld'),
    sss_ee: money('SSS'),
    philhealth_ee: money('PhilHealth'),
    pagibig_ee: money('Pag-IBIG'),
    thirteenth_month_basis: money('13th month basis'),
    other_benefits: money('13th month and other benefits'),
    loan_deductions: money('loan deductions'),
    net_pay: money('net pay'),
  },
});
