import { BATCH_STEPS } from './thirteenth-month-batches.workflow';
import { defineWorkflow } from './workflow';

/** The computation batches' shared lifecycle (docs/domain.md §13.5), served in the timekeeping portal. */
export const leaveConversionsWorkflow = defineWorkflow({
  resource: 'leave-conversions',
  portal: 'timekeeping',
  steps: BATCH_STEPS.map((step) =>
    step.action === 'unapprove'
      ? { ...step, confirm: `${step.confirm ?? ''} The converted days are given back to the leave balances.` }
      : step,
  ),
});
