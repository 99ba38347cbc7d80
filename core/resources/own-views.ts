import { loansResource } from './loans.resource';
import { payslipsResource } from './payslips.resource';
import { ytdBalancesResource } from './ytd-balances.resource';

// The employee portal's views of its own payroll records: the same rows the registry's
// definitions serve, with the columns an employee reads and without the references the
// self-service portal does not serve (they would ask for lists it has no access to).

const EMPLOYEE_COLUMNS = [
  'pay_date',
  'gross_pay',
  'sss_ee',
  'philhealth_ee',
  'pagibig_ee',
  'withholding_tax',
  'loan_deductions',
  'total_deductions',
  'net_pay',
];

/** The employee's own payslips: the same rows, without the references the self-service portal does not serve. */
export const ownPayslipsView = {
  ...payslipsResource,
  label: 'My payslips',
  // newest first: ids follow when a period was computed, not its pay date
  defaultSort: ['pay_date', 'DESC'] as const,
  fields: Object.fromEntries(
    EMPLOYEE_COLUMNS.map((name) => [
      name,
      { ...payslipsResource.fields[name as keyof typeof payslipsResource.fields], list: true, filter: false },
    ]),
  ),
};

const OWN_LOAN_COLUMNS = [
  'reference_no',
  'granted_date',
  'principal_amount',
  'total_payable',
  'amortization_amount',
  'paid_amount',
  'balance',
  'status',
];

/** The employee's own loans: the loan type by name (joined by the query) instead of a reference the portal does not serve. */
export const ownLoansView = {
  ...loansResource,
  label: 'My loans',
  fields: {
    loan_type_name: { kind: 'text' as const, label: 'loan', readOnly: true, list: true },
    ...Object.fromEntries(
      OWN_LOAN_COLUMNS.map((name) => [
        name,
        { ...loansResource.fields[name as keyof typeof loansResource.fields], list: true, filter: false, readOnly: true },
      ]),
    ),
  },
};

/** The employee's own year-to-date figures, without the employee reference the self-service portal does not serve. */
export const ownYtdView = {
  ...ytdBalancesResource,
  label: 'Year to date',
  fields: Object.fromEntries(Object.entries(ytdBalancesResource.fields).filter(([name]) => name !== 'employee_id')),
};
