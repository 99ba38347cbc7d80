import { choices, defineResource } from './define';

/** What caused an adjustment: a correction by hand, a late application of a type, or a corrected schedule, holiday or punch. */
export const ADJUSTMENT_SOURCES = choices(
  'manual',
  'change_shift',
  'logsheet',
  'overtime',
  'official_business_trip',
  'leave',
  'schedule',
  'holiday',
  'punch',
);

export const ADJUSTMENT_STATUSES = choices('draft', 'applied', 'processed', 'linked', 'posted', 'cancelled');

/** Corrections of employee-days (docs/domain.md §4 `timesheet_adjustments`), each with its changed measures. */
export const timesheetAdjustmentsResource = defineResource({
  name: 'timesheet-adjustments',
  table: 'timesheet_adjustments',
  label: 'Timesheet adjustments',
  textFields: ['work_date', 'status'],
  defaultSort: ['work_date', 'DESC'],
  fields: {
    employee_id: { kind: 'ref', label: 'employee', reference: 'employees', readOnly: true, list: true, filter: true },
    work_date: { kind: 'date', label: 'date', readOnly: true, list: true, filter: true, sort: true },
    adjustment_kind: { kind: 'choice', label: 'kind', choices: choices('in_period', 'prior_period'), readOnly: true, filter: true },
    source_type: {
      kind: 'choice',
      label: 'source',
      choices: ADJUSTMENT_SOURCES,
      readOnly: true,
      list: true,
      filter: true,
    },
    application_reference: { kind: 'text', label: 'application', readOnly: true, list: true },
    changes: { kind: 'text', label: 'changes (before → after)', readOnly: true, list: true },
    reason: { kind: 'text', label: 'reason', readOnly: true, list: true, search: true },
    status: { kind: 'choice', label: 'status', choices: ADJUSTMENT_STATUSES, readOnly: true, list: true, filter: true, sort: true },
    original_timesheet_id: { kind: 'number', label: 'timesheet', readOnly: true, filter: true },
    target_payroll_period_id: {
      kind: 'ref',
      label: 'paid in period',
      reference: 'payroll-periods',
      readOnly: true,
      list: true,
      filter: true,
    },
    amount: { kind: 'money', label: 'computed amount', readOnly: true, list: true },
    cancellation_reason: { kind: 'text', label: 'why cancelled', readOnly: true, list: true, search: true },
    created_at: { kind: 'datetime', label: 'created', readOnly: true, sort: true },
  },
});
