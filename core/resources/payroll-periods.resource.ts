import { choices, defineResource, type FieldDefinition } from './define';

export const PERIOD_STATUSES = ['open', 'computed', 'prooflisted', 'posted', 'closed'] as const;

/** Every payroll run: regular cut-offs, special and final-pay runs (docs/domain.md §7 `payroll_periods`). */
export const payrollPeriodsResource = defineResource({
  name: 'payroll-periods',
  table: 'payroll_periods',
  label: 'Payroll periods',
  textFields: ['code'],
  defaultSort: ['pay_date', 'ASC'],
  fields: {
    payroll_group_id: { kind: 'ref', label: 'payroll group', required: true, reference: 'payroll-groups', list: true, filter: true },
    code: { kind: 'text', label: 'code', readOnly: true, list: true, search: true, sort: true, filter: true },
    period_type: {
      kind: 'choice',
      label: 'period type',
      required: true,
      choices: choices('regular', 'special', 'final_pay'),
      list: true,
      filter: true,
      defaultValue: 'special',
    },
    year: { kind: 'number', label: 'year', readOnly: true, list: true, filter: true, sort: true, exactFilter: true, plain: true },
    month: { kind: 'number', label: 'month', readOnly: true, list: true, filter: true, sort: true },
    cycle_no: { kind: 'number', label: 'cycle', readOnly: true, list: true },
    cutoff_start: { kind: 'date', label: 'cut-off start', list: true, filter: true, sort: true },
    cutoff_end: { kind: 'date', label: 'cut-off end', list: true, filter: true, sort: true },
    pay_date: { kind: 'date', label: 'pay date', required: true, list: true, filter: true, sort: true },
    contribution_year: { kind: 'number', label: 'contribution year', readOnly: true, plain: true },
    contribution_month: { kind: 'number', label: 'contribution month', readOnly: true },
    deduct_sss: { kind: 'boolean', label: 'deduct SSS', defaultValue: false },
    deduct_philhealth: { kind: 'boolean', label: 'deduct PhilHealth', defaultValue: false },
    deduct_pagibig: { kind: 'boolean', label: 'deduct Pag-IBIG', defaultValue: false },
    deduct_loans: { kind: 'boolean', label: 'deduct loans', defaultValue: true },
    withhold_tax: { kind: 'boolean', label: 'withhold tax', defaultValue: true },
    is_last_regular_of_year: { kind: 'boolean', label: 'last regular period of the year (annualisation)', defaultValue: false },
    status: { kind: 'choice', label: 'status', readOnly: true, choices: choices(...PERIOD_STATUSES), list: true, filter: true },
    // computed by the payroll portal's query: whether timekeeping has linked the cut-off's timesheet
    timesheet_linked: { kind: 'boolean', label: 'timesheet linked', readOnly: true, list: true },
    headcount: { kind: 'number', label: 'headcount', readOnly: true },
    gross_total: { kind: 'money', label: 'gross total', readOnly: true },
    net_total: { kind: 'money', label: 'net total', readOnly: true },
  },
});

/** A record's payroll period, required: a column and a filter of its lists. */
export const payrollPeriodRef: FieldDefinition = {
  kind: 'ref',
  label: 'payroll period',
  reference: 'payroll-periods',
  required: true,
  list: true,
  filter: true,
};
