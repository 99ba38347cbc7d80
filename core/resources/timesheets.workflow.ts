import { defineWorkflow } from './workflow';

/** A timesheet's lifecycle (domain.md §13.2): the steps the server serves and the timesheet screens offer. */
export const timesheetsWorkflow = defineWorkflow({
  resource: 'timesheets',
  portal: 'timekeeping',
  steps: [
    { action: 'process', label: 'Process', from: ['open', 'processed', 'adjusted'], to: 'processed' },
    { action: 'close', label: 'Close', from: ['processed', 'adjusted'], to: 'closed' },
    { action: 'reopen', label: 'Reopen', from: ['closed'], to: 'processed' },
    { action: 'link', label: 'Link to payroll period', from: ['closed'], to: 'linked' },
    { action: 'unlink', label: 'Unlink', from: ['linked'], to: 'closed' },
  ],
});
