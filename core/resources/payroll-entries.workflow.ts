import { defineWorkflow } from './workflow';

/** A manual entry is voided rather than deleted once it exists (domain.md §8). */
export const payrollEntriesWorkflow = defineWorkflow({
  resource: 'payroll-entries',
  portal: 'payroll',
  steps: [{ action: 'void', label: 'Void entry', from: ['active'], to: 'void' }],
});
