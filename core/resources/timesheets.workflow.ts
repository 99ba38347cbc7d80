import { defineWorkflow } from './workflow';

/** A timesheet's lifecycle (docs/domain.md §13.2): the steps the server serves and the timesheet screens offer. */
export const timesheetsWorkflow = defineWorkflow({
  resource: 'timesheets',
  portal: 'timekeeping',
  steps: [
    { action: 'process', label: 'Process', from: ['open', 'processed', 'adjusted'], to: 'processed' },
    { action: 'close', label: 'Close', from: ['processed', 'adjusted'], to: 'closed' },
    {
      action: 'reopen',
      label: 'Reopen',
      from: ['closed'],
      to: 'processed',
      confirm: 'The frozen summaries are removed and the timesheet can be processed again.',
    },
    { action: 'link', label: 'Link to payroll period', from: ['closed'], to: 'linked' },
    {
      action: 'unlink',
      label: 'Unlink',
      from: ['linked'],
      to: 'closed',
      confirm: 'The timesheet is detached from its payroll period, which goes back to open (its computed payslips are discarded).',
    },
  ],
});
