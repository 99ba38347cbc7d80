import { defineWorkflow } from './workflow';

export const companyEventsWorkflow = defineWorkflow({
  resource: 'company-events',
  portal: 'hr',
  steps: [
    { action: 'publish', label: 'Publish', from: ['draft'], to: 'published' },
    { action: 'archive', label: 'Archive', from: ['published'], to: 'archived' },
  ],
});
