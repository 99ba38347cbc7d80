import { defineWorkflow } from './workflow';

export const incidentReportsWorkflow = defineWorkflow({
  resource: 'incident-reports',
  portal: 'hr',
  steps: [
    { action: 'investigate', label: 'Investigate', from: ['reported'], to: 'under_investigation' },
    {
      action: 'resolve',
      label: 'Resolve',
      from: ['under_investigation'],
      to: 'resolved',
      fields: { resolution: { kind: 'longtext', label: 'resolution', required: true } },
    },
    { action: 'close', label: 'Close', from: ['resolved'], to: 'closed' },
  ],
});
