import { defineWorkflow } from './workflow';

/** A manual entry is voided rather than deleted once it exists (docs/domain.md §8). */
export const payrollEntriesWorkflow = defineWorkflow({
  resource: 'payroll-entries',
  portal: 'payroll',
  steps: [
    {
      action: 'void',
      label: 'Void entry',
      from: ['active'],
      to: 'void',
      confirm:
        "The entry is voided for good: it drops out of its period's pay at the next computation (recompute a computed period). It stays listed as void.",
    },
  ],
});
