import { choices, defineResource, reportColumn, type FieldDefinition } from './define';
import { BATCH_STATUSES } from './thirteenth-month-batches.resource';

/** Year-end conversion of unused convertible leave to cash, paid through a target period (domain.md §13.5, §14.11). */
export const leaveConversionsResource = defineResource({
  name: 'leave-conversions',
  table: 'leave_conversions',
  label: 'Leave conversions',
  textFields: ['year', 'as_of_date'],
  defaultSort: ['id', 'DESC'],
  fields: {
    year: {
      kind: 'number',
      label: 'unused leave of year',
      required: true,
      min: 2000,
      max: 2100,
      list: true,
      filter: true,
      sort: true,
      plain: true,
    },
    // blank: every convertible leave type of the company
    leave_type_id: { kind: 'ref', label: 'leave type (blank: every convertible type)', reference: 'leave-types', list: true, filter: true },
    as_of_date: { kind: 'date', label: 'balances and daily rates as of', required: true, list: true, sort: true },
    target_payroll_period_id: {
      kind: 'ref',
      label: 'paid in payroll period',
      reference: 'payroll-periods',
      required: true,
      list: true,
      filter: true,
    },
    // the target period's group: its entries are paid only to the group's employees
    payroll_group_id: { kind: 'ref', label: 'payroll group', reference: 'payroll-groups', readOnly: true, list: true, filter: true },
    employee_count: { kind: 'number', label: 'employees', readOnly: true, list: true },
    total_days: { kind: 'number', label: 'days converted', readOnly: true, list: true },
    total_amount: { kind: 'money', label: 'total payable', readOnly: true, list: true, sort: true },
    status: { kind: 'choice', label: 'status', readOnly: true, choices: choices(...BATCH_STATUSES), list: true, filter: true },
    approved_at: { kind: 'datetime', label: 'approved on', readOnly: true },
    remarks: { kind: 'text', label: 'remarks', maxLength: 255, search: true },
  },
});

const money = (label: string) => reportColumn('money', label, { sort: true });

/** Each employee's convertible leave of one type: days, daily rate, amount and its tax split. */
export const leaveConversionLinesResource = defineResource({
  name: 'leave-conversion-lines',
  table: 'leave_conversion_lines',
  label: 'Leave conversion lines',
  textFields: ['id'],
  defaultSort: ['id', 'ASC'],
  fields: {
    leave_conversion_id: reportColumn('ref', 'leave conversion', { reference: 'leave-conversions', filter: true, list: false }),
    employee_id: reportColumn('ref', 'employee', { reference: 'employees', filter: true }),
    leave_type_id: reportColumn('ref', 'leave type', { reference: 'leave-types', filter: true }),
    unused_days: reportColumn('number', 'unused days'),
    max_convertible_days: reportColumn('number', 'convertible at most'),
    convertible_days: reportColumn('number', 'days converted', { sort: true }),
    daily_rate: reportColumn('number', 'daily rate'),
    amount: money('amount'),
    non_taxable_days: reportColumn('number', 'non-taxable days'),
    non_taxable_amount: money('non-taxable'),
    taxable_amount: money('taxable'),
  },
});

/** What lowering one line's days takes. */
export const LINE_DAYS_FIELDS: Record<string, FieldDefinition> = {
  convertible_days: { kind: 'number', label: 'days converted', required: true, min: 0, max: 366 },
};
