import { companyEventsWorkflow } from './company-events.workflow';
import { devicesWorkflow } from './devices.workflow';
import { disciplinaryActionsWorkflow } from './disciplinary-actions.workflow';
import { employeeMovementsWorkflow } from './employee-movements.workflow';
import { incidentReportsWorkflow } from './incident-reports.workflow';
import { timesheetsWorkflow } from './timesheets.workflow';
import { loansWorkflow } from './loans.workflow';
import { payrollEntriesWorkflow } from './payroll-entries.workflow';
import { recurringEntriesWorkflow } from './recurring-entries.workflow';
import { thirteenthMonthBatchesWorkflow } from './thirteenth-month-batches.workflow';
import { bonusBatchesWorkflow } from './bonus-batches.workflow';
import { annualizationRunsWorkflow } from './annualizations.workflow';
import { retroPayBatchesWorkflow } from './retro-pay-batches.workflow';
import { serviceChargeDistributionsWorkflow } from './service-charge-distributions.workflow';
import { leaveConversionsWorkflow } from './leave-conversions.workflow';
import { batchEntriesWorkflow } from './batch-entries.workflow';
import { finalPayCasesWorkflow } from './final-pay-cases.workflow';
import type { WorkflowDefinition } from './workflow';

/** Every declared workflow: the server's transition routes and the console's step buttons both come from these. */
export const WORKFLOWS: readonly WorkflowDefinition[] = [
  companyEventsWorkflow,
  employeeMovementsWorkflow,
  disciplinaryActionsWorkflow,
  incidentReportsWorkflow,
  devicesWorkflow,
  timesheetsWorkflow,
  recurringEntriesWorkflow,
  loansWorkflow,
  payrollEntriesWorkflow,
  thirteenthMonthBatchesWorkflow,
  bonusBatchesWorkflow,
  annualizationRunsWorkflow,
  retroPayBatchesWorkflow,
  serviceChargeDistributionsWorkflow,
  leaveConversionsWorkflow,
  batchEntriesWorkflow,
  finalPayCasesWorkflow,
];
