import { defineWorkflow } from './workflow';

/** draft → validated → applied → void (docs/domain.md §8 `batch_entries`). */
export const batchEntriesWorkflow = defineWorkflow({
  resource: 'batch-entries',
  portal: 'payroll',
  steps: [
    { action: 'validate', label: 'Validate lines', from: ['draft', 'validated'], to: 'validated' },
    { action: 'apply', label: 'Apply to the period', from: ['validated'], to: 'applied' },
    {
      action: 'void',
      label: 'Void batch',
      from: ['draft', 'validated', 'applied'],
      to: 'void',
      confirm:
        "The batch is voided for good. Once applied, each of its payroll entries is voided too and drops out of the period's pay at the next computation; the lines stay listed for the record.",
    },
  ],
});
