import { choices, defineResource, reportColumn, type FieldDefinition } from './define';

export const BATCH_STATUSES = ['draft', 'computed', 'approved', 'posted', 'cancelled'] as const;

/** The fields a computation batch shares with the others: its target period and group, its count and total, status and remarks. */
export function batchFields(labels: { target: string; count: string; total: string }): Record<string, FieldDefinition> {
  return {
    target_payroll_period_id: { kind: 'ref', label: labels.target, reference: 'payroll-periods', required: true, list: true, filter: true },
    // the target period's group: its entries are paid only to the group's employees
    payroll_group_id: { kind: 'ref', label: 'payroll group', reference: 'payroll-groups', readOnly: true, list: true, filter: true },
    employee_count: { kind: 'number', label: labels.count, readOnly: true, list: true },
    total_amount: { kind: 'money', label: labels.total, readOnly: true, list: true, sort: true },
    status: { kind: 'choice', label: 'status', readOnly: true, choices: choices(...BATCH_STATUSES), list: true, filter: true },
    remarks: { kind: 'text', label: 'remarks', maxLength: 255, search: true },
  };
}

/** A 13th-month computation for a year up to a coverage date, paid through a target period (domain.md §13.5, §14.7). */
export const thirteenthMonthBatchesResource = defineResource({
  name: 'thirteenth-month-batches',
  table: 'thirteenth_month_batches',
  label: '13th month batches',
  textFields: ['year', 'coverage_to'],
  defaultSort: ['id', 'DESC'],
  fields: {
    // the target period's group: its entries are paid only to the group's employees
    payroll_group_id: { kind: 'ref', label: 'payroll group', reference: 'payroll-groups', readOnly: true, list: true, filter: true },
    year: { kind: 'number', label: 'year', required: true, min: 2000, max: 2100, list: true, filter: true, sort: true, plain: true },
    coverage_to: { kind: 'date', label: 'basic salary earned up to', required: true, list: true, sort: true },
    include_projection: { kind: 'boolean', label: 'add the basic salary projected to December 31', defaultValue: false },
    instalment: {
      kind: 'choice',
      label: 'instalment',
      required: true,
      choices: choices('full', 'first_half', 'balance'),
      defaultValue: 'full',
      list: true,
    },
    min_service_days: { kind: 'number', label: 'minimum days of service in the year', min: 0, max: 366, defaultValue: 30 },
    target_payroll_period_id: {
      kind: 'ref',
      label: 'paid in payroll period',
      reference: 'payroll-periods',
      required: true,
      list: true,
      filter: true,
    },
    employee_count: { kind: 'number', label: 'employees', readOnly: true, list: true },
    total_amount: { kind: 'money', label: 'total payable', readOnly: true, list: true, sort: true },
    status: { kind: 'choice', label: 'status', readOnly: true, choices: choices(...BATCH_STATUSES), list: true, filter: true },
    remarks: { kind: 'text', label: 'remarks', maxLength: 255, search: true },
  },
});

const money = (label: string) => reportColumn('money', label, { sort: true });

/** Each employee's 13th month in a batch: basic earned, due, paid before, payable and its tax split (domain.md §14.7). */
export const thirteenthMonthLinesResource = defineResource({
  name: 'thirteenth-month-lines',
  table: 'thirteenth_month_lines',
  label: '13th month lines',
  textFields: ['id'],
  defaultSort: ['id', 'ASC'],
  fields: {
    thirteenth_month_batch_id: reportColumn('ref', '13th month batch', {
      reference: 'thirteenth-month-batches',
      filter: true,
      list: false,
    }),
    employee_id: reportColumn('ref', 'employee', { reference: 'employees', filter: true }),
    basic_earned: money('basic salary earned'),
    projected_basic: money('projected basic salary'),
    amount_due: money('13th month due'),
    previously_paid: money('paid earlier in the year'),
    amount_payable: money('payable now'),
    non_taxable_amount: money('non-taxable'),
    taxable_amount: money('taxable'),
  },
});
