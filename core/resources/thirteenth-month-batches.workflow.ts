import { defineWorkflow } from './workflow';

/** The lifecycle every computation batch shares (domain.md §13.5); posting the target period posts the batch. */
export const thirteenthMonthBatchesWorkflow = defineWorkflow({
  resource: 'thirteenth-month-batches',
  portal: 'payroll',
  steps: [
    { action: 'compute', label: 'Compute', from: ['draft', 'computed'], to: 'computed' },
    { action: 'approve', label: 'Approve and send to the period', from: ['computed'], to: 'approved' },
    { action: 'unapprove', label: 'Take back from the period', from: ['approved'], to: 'computed' },
    { action: 'cancel', label: 'Cancel batch', from: ['draft', 'computed'], to: 'cancelled' },
  ],
});
