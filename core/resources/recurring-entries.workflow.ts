import { defineWorkflow } from './workflow';

/** A recurring entry is suspended and resumed, or ended for good (docs/domain.md §7 `recurring_entries`). */
export const recurringEntriesWorkflow = defineWorkflow({
  resource: 'recurring-entries',
  portal: 'payroll',
  steps: [
    { action: 'suspend', label: 'Suspend', from: ['active'], to: 'suspended' },
    { action: 'resume', label: 'Resume', from: ['suspended'], to: 'active' },
    {
      action: 'end',
      label: 'End',
      from: ['active', 'suspended'],
      to: 'ended',
      confirm:
        'The allowance or deduction ends for good: payroll periods computed from now on leave it out, and it cannot be resumed. Suspend it instead to stop it for a while.',
    },
  ],
});
