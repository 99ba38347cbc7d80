import { choices, defineResource } from './define';
import { PERIOD_STATUSES } from './payroll-periods.resource';

export const TIMESHEET_STATUSES = choices('open', 'processed', 'adjusted', 'closed', 'linked');

/** One cutoff of one payroll group (docs/domain.md §4 `timesheets`); created from a payroll period and moved through its workflow. */
export const timesheetsResource = defineResource({
  name: 'timesheets',
  table: 'timesheets',
  label: 'Timesheets',
  textFields: ['cutoff_start', 'cutoff_end'],
  defaultSort: ['cutoff_start', 'DESC'],
  fields: {
    payroll_group_id: { kind: 'ref', label: 'payroll group', reference: 'payroll-groups', readOnly: true, list: true, filter: true },
    cutoff_start: { kind: 'date', label: 'cut-off start', readOnly: true, list: true, sort: true, filter: true },
    cutoff_end: { kind: 'date', label: 'cut-off end', readOnly: true, list: true, sort: true },
    timesheet_type: { kind: 'choice', label: 'type', choices: choices('regular', 'final'), readOnly: true, filter: true },
    status: { kind: 'choice', label: 'status', choices: TIMESHEET_STATUSES, readOnly: true, list: true, filter: true },
    payroll_period_id: { kind: 'ref', label: 'payroll period', reference: 'payroll-periods', readOnly: true, list: true },
    // joined from the linked period: a posted or closed one keeps its timesheet
    payroll_period_status: { kind: 'choice', label: 'payroll period status', choices: choices(...PERIOD_STATUSES), readOnly: true },
    process_count: { kind: 'number', label: 'times processed', readOnly: true, list: true },
    processing: { kind: 'boolean', label: 'processing now', readOnly: true },
    progress_total: { kind: 'number', label: 'employees', readOnly: true, list: true },
    progress_done: { kind: 'number', label: 'employees processed', readOnly: true },
    processing_error: { kind: 'text', label: 'processing stopped', readOnly: true },
    open_exception_count: { kind: 'number', label: 'open exceptions', readOnly: true, list: true, sort: true },
    processed_at: { kind: 'datetime', label: 'processed at', readOnly: true, list: true },
    closed_at: { kind: 'datetime', label: 'closed at', readOnly: true },
    linked_at: { kind: 'datetime', label: 'linked at', readOnly: true },
  },
});
