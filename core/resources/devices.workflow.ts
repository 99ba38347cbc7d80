import { defineWorkflow } from './workflow';

export const devicesWorkflow = defineWorkflow({
  resource: 'devices',
  portal: 'hr',
  steps: [
    { action: 'enable', label: 'Enable', from: ['inactive', 'maintenance'], to: 'active' },
    { action: 'disable', label: 'Disable', from: ['active', 'maintenance'], to: 'inactive' },
  ],
});
