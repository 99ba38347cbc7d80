import { BATCH_STEPS } from './thirteenth-month-batches.workflow';
import { defineWorkflow } from './workflow';

/** The computation batches' shared lifecycle (docs/domain.md §13.5); approval clears the movements' retro flag. */
export const retroPayBatchesWorkflow = defineWorkflow({ resource: 'retro-pay-batches', portal: 'payroll', steps: BATCH_STEPS });
