import { AUTHORIZED_CAUSES } from './final-pay-cases.resource';
import { defineWorkflow } from './workflow';

/**
 * Final pay, payroll's stage (docs/domain.md §13.7): compute the lines from the closed final
 * timesheet, approve (clearance cleared), release (post the final_pay period), or cancel a
 * withdrawn separation before release. The
 * timekeeping stage (process, close, reopen the final timesheet) and clearance have their own routes.
 */
export const finalPayCasesWorkflow = defineWorkflow({
  resource: 'final-pay-cases',
  portal: 'payroll',
  steps: [
    {
      action: 'compute',
      label: 'Compute',
      // an approved case is computed again when its release falls in a later year than computed for (approve again)
      from: ['timesheet_closed', 'computed', 'approved'],
      to: 'computed',
      // an authorised-cause termination names its cause: it decides the separation pay
      fields: { separation_cause: { kind: 'choice', label: 'authorised cause', choices: AUTHORIZED_CAUSES } },
    },
    { action: 'approve', label: 'Approve', from: ['computed'], to: 'approved' },
    {
      action: 'release',
      label: 'Release (post the final-pay period)',
      from: ['approved'],
      to: 'released',
      confirm:
        'A final-pay payroll period is created with the payslip of these lines and posted: company loans deducted become paid, the converted leave leaves the balances, and the separation annualisation makes the 2316 final. A released final pay cannot be changed or cancelled.',
    },
    {
      action: 'cancel',
      label: 'Cancel (separation withdrawn)',
      from: ['open', 'timesheet_closed', 'computed', 'approved'],
      to: 'cancelled',
      confirm:
        'The final pay case is closed without payment and its lines are kept for the record; the employee returns to active only through a reinstatement movement.',
    },
  ],
});

/** The timekeeping stage's buttons (their routes are timekeeping's own: process, close, reopen the final timesheet). */
export const FINAL_TIMESHEET_STEPS = [
  { action: 'process-timesheet', label: 'Process final timesheet', from: ['open'] },
  { action: 'close-timesheet', label: 'Close final timesheet', from: ['open'] },
  {
    action: 'reopen-timesheet',
    label: 'Reopen final timesheet',
    from: ['timesheet_closed'],
    confirm: 'The frozen summary and the recorded unused leave are removed; the final timesheet can be processed and closed again.',
  },
] as const;

/** Payroll's buttons: its workflow, and marking clearance (a separate route: it leaves the status as it is). */
export const FINAL_PAY_STEPS = [
  finalPayCasesWorkflow.steps[0],
  { action: 'clear', label: 'Mark clearance cleared', from: ['open', 'timesheet_closed', 'computed', 'approved'] },
  ...finalPayCasesWorkflow.steps.slice(1),
] as const;
