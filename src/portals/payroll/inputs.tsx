import { loansResource } from '@core/resources/loans.resource';
import { loansWorkflow } from '@core/resources/loans.workflow';
import { payrollEntriesResource } from '@core/resources/payroll-entries.resource';
import { payrollEntriesWorkflow } from '@core/resources/payroll-entries.workflow';
import { recurringEntriesResource } from '@core/resources/recurring-entries.resource';
import { recurringEntriesWorkflow } from '@core/resources/recurring-entries.workflow';
import { thirteenthMonthBatchesResource } from '@core/resources/thirteenth-month-batches.resource';
import { thirteenthMonthBatchesWorkflow } from '@core/resources/thirteenth-month-batches.workflow';
import { bonusBatchesResource } from '@core/resources/bonus-batches.resource';
import { bonusBatchesWorkflow } from '@core/resources/bonus-batches.workflow';
import { batchEntriesResource } from '@core/resources/batch-entries.resource';
import { batchEntriesWorkflow } from '@core/resources/batch-entries.workflow';
import { annualizationRunsResource } from '@core/resources/annualizations.resource';
import { annualizationRunsWorkflow } from '@core/resources/annualizations.workflow';
import { retroPayBatchesResource } from '@core/resources/retro-pay-batches.resource';
import { retroPayBatchesWorkflow } from '@core/resources/retro-pay-batches.workflow';
import { serviceChargeDistributionsResource } from '@core/resources/service-charge-distributions.resource';
import { serviceChargeDistributionsWorkflow } from '@core/resources/service-charge-distributions.workflow';
import { leaveConversionsResource } from '@core/resources/leave-conversions.resource';
import { leaveConversionsWorkflow } from '@core/resources/leave-conversions.workflow';
import { finalPayCasesResource } from '@core/resources/final-pay-cases.resource';
import { FINAL_PAY_STEPS } from '@core/resources/final-pay-cases.workflow';
import type { StepButton } from '../hr/RecordActions';
import { WorkflowEdit } from '../hr/WorkflowEdit';

// The inputs of a payroll period with a lifecycle: their edit pages offer the steps
// declared in core (activate, hold and resume a loan; suspend or end an allowance;
// void an entry), which the server's transition routes serve too.

export const STEP_BUTTONS: Record<string, readonly StepButton[]> = {
  [recurringEntriesResource.name]: recurringEntriesWorkflow.steps,
  [loansResource.name]: loansWorkflow.steps,
  [payrollEntriesResource.name]: payrollEntriesWorkflow.steps,
  [thirteenthMonthBatchesResource.name]: thirteenthMonthBatchesWorkflow.steps,
  [bonusBatchesResource.name]: bonusBatchesWorkflow.steps,
  [batchEntriesResource.name]: batchEntriesWorkflow.steps,
  // served by the timekeeping portal, with the batches' lifecycle
  [leaveConversionsResource.name]: leaveConversionsWorkflow.steps,
  // payroll's stage of a final-pay case (the timekeeping stage has its own routes)
  [finalPayCasesResource.name]: FINAL_PAY_STEPS,
  [annualizationRunsResource.name]: annualizationRunsWorkflow.steps,
  [retroPayBatchesResource.name]: retroPayBatchesWorkflow.steps,
  [serviceChargeDistributionsResource.name]: serviceChargeDistributionsWorkflow.steps,
};

const edit = (definition: typeof loansResource | typeof recurringEntriesResource | typeof payrollEntriesResource) => () => (
  <WorkflowEdit definition={definition} steps={STEP_BUTTONS[definition.name]} />
);

/** Registry overrides: each input's edit page with its steps. */
export const INPUT_SCREENS = {
  [recurringEntriesResource.name]: { edit: edit(recurringEntriesResource) },
  [loansResource.name]: { edit: edit(loansResource) },
  [payrollEntriesResource.name]: { edit: edit(payrollEntriesResource) },
};
