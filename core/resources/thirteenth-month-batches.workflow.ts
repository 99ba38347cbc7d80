import { defineWorkflow, type WorkflowStep } from './workflow';

/** The lifecycle every computation batch shares (docs/domain.md §13.5); posting the target period posts the batch. */
export const BATCH_STEPS: WorkflowStep[] = [
  { action: 'compute', label: 'Compute', from: ['draft', 'computed'], to: 'computed' },
  { action: 'approve', label: 'Approve and send to the period', from: ['computed'], to: 'approved' },
  {
    action: 'unapprove',
    label: 'Take back from the period',
    from: ['approved'],
    to: 'computed',
    confirm: 'The payroll entries this batch sent to its target period are voided; the period must be computed again before it posts.',
  },
  {
    action: 'cancel',
    label: 'Cancel batch',
    from: ['draft', 'computed'],
    to: 'cancelled',
    confirm: 'The batch and its lines are kept for the record but can no longer be computed or sent to a period.',
  },
];

export const thirteenthMonthBatchesWorkflow = defineWorkflow({
  resource: 'thirteenth-month-batches',
  portal: 'payroll',
  steps: BATCH_STEPS,
});
