import type { FastifyInstance } from 'fastify';
import type { WorkflowDefinition } from '@core/resources/workflow';
import { centavosText, toCentavos } from '@core/money';
import { loansResource } from '@core/resources/loans.resource';
import { loansWorkflow } from '@core/resources/loans.workflow';
import { payrollEntriesResource } from '@core/resources/payroll-entries.resource';
import { payrollEntriesWorkflow } from '@core/resources/payroll-entries.workflow';
import { recurringEntriesResource } from '@core/resources/recurring-entries.resource';
import { recurringEntriesWorkflow } from '@core/resources/recurring-entries.workflow';
import type { Database } from '../../../db/database';
import type { CrudOptionsByResource } from '../../../http/crud';
import { ConflictError } from '../../../http/errors';
import { refuseOwnRows, refuseOwnSteps } from '../../audit/own-record';
import { registerTransitions, type StepRules } from '../../hr/transitions';
import { employeeGroup, loanType, transactionType } from './inputs.queries';
import { markNeedsRecompute, periodsAffectedBy, periodTakingInputs } from './period-guard';

// The inputs of a payroll period (docs/domain.md §7 recurring_entries, §8 payroll_entries,
// §10 loans) through the generic CRUD routes, with their rules and workflow steps.
// A change that reaches a computed or prooflisted period marks it for recompute.

/** The periods an input of the employee reaches from `from` to `to` must be computed again. */
async function staleAfter(trx: Database, employeeId: unknown, from: string, to: string | null) {
  await markNeedsRecompute(trx, await periodsAffectedBy(trx, Number(employeeId), from, to));
}

function recurringOptions(crud: CrudOptionsByResource): void {
  crud.set(recurringEntriesResource.name, {
    validate: async (values, context) => {
      const type = await transactionType(context.trx, Number(values.transaction_type_id));
      if (!type) context.problems.add('transaction_type_id', 'The selected transaction type is invalid.');
      else if (!type.allow_recurring) context.problems.add('transaction_type_id', `${type.name} cannot be a recurring entry.`);
      if (values.end_date && values.start_date && String(values.end_date) < String(values.start_date)) {
        context.problems.add('end_date', 'The end date must not be before the start date.');
      }
      if (context.existing?.status === 'ended') throw new ConflictError('This recurring entry has ended; add a new one instead.');
    },
    derive: (_values, context) => (context.existing ? {} : { status: 'active' }),
    afterWrite: (row, context) => staleAfter(context.trx, row.employee_id, String(row.start_date), (row.end_date as string | null) ?? null),
  });
}

/** Total payable, instalments and balance of a loan, in exact centavos. */
function loanFigures(values: { [field: string]: unknown }, paid: number) {
  const total = toCentavos(String(values.principal_amount)) + toCentavos(String(values.interest_amount ?? '0'));
  const amortization = toCentavos(String(values.amortization_amount));
  return {
    interest_amount: centavosText(toCentavos(String(values.interest_amount ?? '0'))),
    total_payable: centavosText(total),
    number_of_installments: Math.ceil(total / amortization),
    balance: centavosText(total - paid),
  };
}

function loanOptions(crud: CrudOptionsByResource): void {
  crud.set(loansResource.name, {
    validate: async (values, context) => {
      if (context.existing && context.existing.status !== 'draft') {
        throw new ConflictError(`This loan is ${String(context.existing.status).replace(/_/g, ' ')}; only a draft loan can be edited.`);
      }
      const type = await loanType(context.trx, Number(values.loan_type_id));
      if (!type) {
        context.problems.add('loan_type_id', 'The selected loan type is invalid.');
        return;
      }
      if (type.lender !== 'company' && !values.reference_no) {
        context.problems.add('reference_no', 'The loan number on the agency\u2019s billing is required for an agency loan.');
      }
      if (!context.problems.isEmpty) return;
      const principal = toCentavos(String(values.principal_amount));
      if (type.max_amount !== null && principal > toCentavos(String(type.max_amount))) {
        context.problems.add('principal_amount', `The principal exceeds the ${type.name} maximum of ${type.max_amount}.`);
      }
      const total = principal + toCentavos(String(values.interest_amount ?? '0'));
      if (toCentavos(String(values.amortization_amount)) > total) {
        context.problems.add('amortization_amount', 'The amortisation cannot exceed the total payable.');
      }
      if (String(values.first_deduction_date) < String(values.granted_date)) {
        context.problems.add('first_deduction_date', 'The first deduction cannot come before the loan is granted.');
      }
    },
    derive: (values, context) => ({ ...loanFigures(values, 0), ...(context.existing ? {} : { status: 'draft' }) }),
    beforeDelete: ({ existing }) => {
      if (existing.status !== 'draft') throw new ConflictError('Only a draft loan can be deleted; cancel it instead.');
    },
  });
}

function entryOptions(crud: CrudOptionsByResource): void {
  crud.set(payrollEntriesResource.name, {
    validate: async (values, context) => {
      if (context.existing && (context.existing.source_type !== 'manual' || context.existing.status !== 'active')) {
        throw new ConflictError('Only an active manual entry can be changed here; the others are managed by their source.');
      }
      const periodId = Number(values.payroll_period_id ?? context.existing?.payroll_period_id);
      const period = await periodTakingInputs(context.trx, periodId);
      if (!period) context.problems.add('payroll_period_id', 'The selected payroll period is invalid.');
      const type = await transactionType(context.trx, Number(values.transaction_type_id));
      if (!type || !type.is_active) context.problems.add('transaction_type_id', 'The selected transaction type is invalid.');
      else if (!type.allow_manual)
        context.problems.add('transaction_type_id', `${type.name} is computed by payroll and cannot be entered.`);
      const employee = await employeeGroup(context.trx, Number(values.employee_id));
      if (!employee) context.problems.add('employee_id', 'The selected employee is invalid.');
      else if (period && employee.payroll_group_id !== period.payroll_group_id) {
        context.problems.add('employee_id', `The employee is not in the payroll group of period ${period.code}.`);
      }
      if (toCentavos(String(values.amount)) === 0) context.problems.add('amount', 'The amount cannot be zero.');
    },
    derive: (_values, context) => (context.existing ? {} : { source_type: 'manual', status: 'active' }),
    beforeDelete: async ({ existing, trx }) => {
      if (existing.source_type !== 'manual') throw new ConflictError('This entry is managed by its source and cannot be deleted here.');
      await periodTakingInputs(trx, Number(existing.payroll_period_id));
    },
    afterWrite: (row, context) => markNeedsRecompute(context.trx, [Number(row.payroll_period_id)]),
  });
}

/** What each input is called when its employee is the caller: nobody enters their own (own-record.ts). */
const OWN_INPUTS: Record<string, string> = {
  [recurringEntriesResource.name]: 'recurring entries',
  [loansResource.name]: 'loans',
  [payrollEntriesResource.name]: 'payroll entries',
};

/** The CRUD behaviour of the period inputs; call before the registry routes are registered. */
export function inputCrudOptions(crud: CrudOptionsByResource): void {
  recurringOptions(crud);
  loanOptions(crud);
  entryOptions(crud);
  for (const [name, what] of Object.entries(OWN_INPUTS)) crud.set(name, refuseOwnRows(crud.get(name)!, what));
}

/** An input's workflow steps, none on the caller's own. */
const steps = (workflow: WorkflowDefinition, rules: Record<string, StepRules>) =>
  refuseOwnSteps(workflow, rules, OWN_INPUTS[workflow.resource]!);

/** The workflow steps of the period inputs. */
export async function inputRoutes(app: FastifyInstance, crud: CrudOptionsByResource): Promise<void> {
  registerTransitions(
    app,
    recurringEntriesResource,
    crud.get(recurringEntriesResource.name)!,
    recurringEntriesWorkflow,
    steps(recurringEntriesWorkflow, {
      suspend: { effect: (row, _values, { trx }) => staleAfter(trx, row.employee_id, String(row.start_date), null) },
      resume: { effect: (row, _values, { trx }) => staleAfter(trx, row.employee_id, String(row.start_date), null) },
      end: { effect: (row, _values, { trx }) => staleAfter(trx, row.employee_id, String(row.start_date), null) },
    }),
  );
  registerTransitions(
    app,
    loansResource,
    crud.get(loansResource.name)!,
    loansWorkflow,
    steps(loansWorkflow, {
      hold: {
        check: (_row, values, { problems }) => {
          if (values.hold_to && String(values.hold_to) < String(values.hold_from)) {
            problems.add('hold_to', 'The hold cannot end before it starts.');
          }
        },
      },
      resume: { effect: () => ({ hold_from: null, hold_to: null }) },
      cancel: {
        check: (row) => {
          if (toCentavos(String(row.paid_amount)) > 0) {
            throw new ConflictError('Payments were already deducted for this loan; it cannot be cancelled.');
          }
        },
      },
    }),
  );
  registerTransitions(
    app,
    payrollEntriesResource,
    crud.get(payrollEntriesResource.name)!,
    payrollEntriesWorkflow,
    steps(payrollEntriesWorkflow, {
      void: {
        check: async (row, _values, { trx }) => {
          if (row.source_type !== 'manual') throw new ConflictError('This entry is managed by its source; void it there.');
          await periodTakingInputs(trx, Number(row.payroll_period_id));
        },
        effect: async (row, _values, { trx }) => markNeedsRecompute(trx, [Number(row.payroll_period_id)]),
      },
    }),
  );
}
