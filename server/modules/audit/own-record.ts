import type { FastifyRequest } from 'fastify';
import type { RecordValues } from '@core/resources/define';
import type { WorkflowDefinition } from '@core/resources/workflow';
import type { Database } from '../../db/database';
import type { CrudOptions } from '../../http/crud';
import { ForbiddenError } from '../../http/errors';
import type { StepRules } from '../hr/transitions';

// Nobody pays themselves (separation of duties): a user linked to an employee record
// does not write that record's pay, pay inputs or bank details, nor decide its own
// requests. Another officer does. Every route that writes such a thing for one employee
// calls the one guard below before it changes anything, so the refusal is a 403 and the
// transaction (with its audit line) is never written.

const OFFICER: Record<string, string> = {
  payroll: 'payroll officer',
  hr: 'HR officer',
  timekeeping: 'timekeeping officer',
  admin: 'administrator',
};

/** The caller's own employee record, if the account is linked to one. */
export function callerEmployeeId(request: FastifyRequest): number | null {
  const id = request.auth?.user.employee_id;
  return id === null || id === undefined ? null : Number(id);
}

/** True when one of the employees is the caller's own record. */
export function isOwnRecord(callerEmployee: number | null, ...employeeIds: unknown[]): boolean {
  return callerEmployee !== null && employeeIds.some((id) => id !== null && id !== undefined && Number(id) === callerEmployee);
}

/**
 * 403 when any of the employees is the caller's own record: "Changes to your own <what>
 * are made by another payroll officer." `what` names the thing in the officer's words
 * ("pay entries", "loans", "bank account").
 */
export function assertNotOwnRecord(
  request: FastifyRequest,
  employeeIds: unknown | readonly unknown[],
  what: string,
  /** the refusal in other words, where "changes to" does not fit (a decision): {officer} names the other officer */
  sentence = 'Changes to your own {what} are made by another {officer}.',
): void {
  const ids = Array.isArray(employeeIds) ? employeeIds : [employeeIds];
  if (!isOwnRecord(callerEmployeeId(request), ...ids)) return;
  const officer = OFFICER[request.portal ?? ''] ?? 'officer';
  throw new ForbiddenError(sentence.replace('{what}', what).replace('{officer}', officer));
}

/** The employee a row belongs to: its `employee_id`, or one the resolver reads (a line of a case or batch). */
export type EmployeeOf = (row: RecordValues, trx: Database) => Promise<unknown> | unknown;
const ownColumn: EmployeeOf = (row) => row.employee_id;

/**
 * The CRUD hooks of a resource whose rows each belong to one employee, refusing the
 * caller's own: a new row for them, a change to one of theirs (or moving a row to them),
 * a deletion of one of theirs. The check comes before the resource's own rules.
 */
export function refuseOwnRows(options: CrudOptions, what: string, employeeOf: EmployeeOf = ownColumn): CrudOptions {
  return {
    ...options,
    prepare: async (values, context) => {
      const before = context.existing ? await employeeOf(context.existing, context.trx) : null;
      assertNotOwnRecord(context.request, [before, await employeeOf(values, context.trx)], what);
      return options.prepare ? options.prepare(values, context) : values;
    },
    beforeDelete: async (context) => {
      assertNotOwnRecord(context.request, await employeeOf(context.existing, context.trx), what);
      await options.beforeDelete?.(context);
    },
  };
}

/** The workflow steps of such a resource (hold a loan, void an entry, release a final pay): none on the caller's own. */
export function refuseOwnSteps(
  workflow: WorkflowDefinition,
  rules: Record<string, StepRules>,
  what: string,
  employeeOf: EmployeeOf = ownColumn,
): Record<string, StepRules> {
  return Object.fromEntries(
    workflow.steps.map(({ action }) => {
      const rule = rules[action] ?? {};
      return [
        action,
        {
          ...rule,
          check: async (row, values, context) => {
            assertNotOwnRecord(context.request, await employeeOf(row, context.trx), what);
            await rule.check?.(row, values, context);
          },
        } satisfies StepRules,
      ];
    }),
  );
}
