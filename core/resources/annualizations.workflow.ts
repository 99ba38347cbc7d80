import { BATCH_STEPS } from './thirteenth-month-batches.workflow';
import { defineWorkflow } from './workflow';

/** The computation batches' shared lifecycle (docs/domain.md §13.5). */
export const annualizationRunsWorkflow = defineWorkflow({ resource: 'annualization-runs', portal: 'payroll', steps: BATCH_STEPS });
