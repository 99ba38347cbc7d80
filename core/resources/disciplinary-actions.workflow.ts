import { DECISIONS } from './disciplinary-actions.resource';
import { defineWorkflow } from './workflow';

/** Due process: notice to explain, the employee's explanation, an optional hearing, the decision. */
export const disciplinaryActionsWorkflow = defineWorkflow({
  resource: 'disciplinary-actions',
  portal: 'hr',
  steps: [
    {
      action: 'serve-nte',
      label: 'Serve NTE',
      from: ['open'],
      to: 'nte_served',
      fields: {
        nte_served_at: { kind: 'date', label: 'NTE served', required: true },
        explanation_due_at: { kind: 'date', label: 'explanation due', required: true },
      },
    },
    {
      action: 'receive-explanation',
      label: 'Receive explanation',
      from: ['nte_served'],
      to: 'explanation_received',
      fields: { explanation_received_at: { kind: 'date', label: 'explanation received', required: true } },
    },
    {
      action: 'schedule-hearing',
      label: 'Schedule hearing',
      from: ['explanation_received', 'for_hearing'],
      to: 'for_hearing',
      fields: { hearing_at: { kind: 'datetime', label: 'hearing', required: true } },
    },
    {
      action: 'decide',
      label: 'Decide',
      from: ['explanation_received', 'for_hearing'],
      to: 'decided',
      fields: {
        decision: { kind: 'choice', label: 'decision', required: true, choices: DECISIONS },
        decision_at: { kind: 'date', label: 'decision date', required: true },
        suspension_start: { kind: 'date', label: 'suspension start' },
        suspension_end: { kind: 'date', label: 'suspension end' },
      },
    },
    { action: 'close', label: 'Close', from: ['decided'], to: 'closed' },
    {
      action: 'withdraw',
      label: 'Withdraw',
      from: ['open', 'nte_served', 'explanation_received', 'for_hearing'],
      to: 'withdrawn',
      confirm: 'The case is withdrawn for good without a decision; its notices and dates stay on file and no sanction is applied.',
    },
  ],
});
