import { defineWorkflow } from './workflow';

/** A loan's lifecycle (docs/domain.md §10): activated, held and resumed, cancelled before any payment; paid by postings. */
export const loansWorkflow = defineWorkflow({
  resource: 'loans',
  portal: 'payroll',
  steps: [
    { action: 'activate', label: 'Activate', from: ['draft'], to: 'active' },
    {
      action: 'hold',
      label: 'Hold deductions',
      from: ['active'],
      to: 'on_hold',
      fields: {
        hold_from: { kind: 'date', label: 'hold from', required: true },
        hold_to: { kind: 'date', label: 'hold to' },
      },
    },
    { action: 'resume', label: 'Resume deductions', from: ['on_hold'], to: 'active' },
    {
      action: 'cancel',
      label: 'Cancel loan',
      from: ['draft', 'active'],
      to: 'cancelled',
      confirm:
        'The loan is cancelled for good: no amortisation is deducted from the next payrolls and it cannot be activated again. A loan with a posted payment cannot be cancelled.',
    },
  ],
});
