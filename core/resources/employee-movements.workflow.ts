import { defineWorkflow } from './workflow';

/** A movement is drafted, approved, then applied to the employee's record (or cancelled before). */
export const employeeMovementsWorkflow = defineWorkflow({
  resource: 'employee-movements',
  portal: 'hr',
  steps: [
    { action: 'approve', label: 'Approve', from: ['draft'], to: 'approved' },
    { action: 'apply', label: 'Apply', from: ['draft', 'approved'], to: 'applied' },
    {
      action: 'cancel',
      label: 'Cancel movement',
      from: ['draft', 'approved'],
      to: 'cancelled',
      confirm:
        "The movement is cancelled for good and is never applied to the employee's record (position, business unit, status or pay stay as they are). A new movement is needed to make the change later.",
    },
  ],
});
