import type { FastifyInstance } from 'fastify';
import { awardsResource } from '@core/resources/awards.resource';
import { disciplinaryActionsResource, EXPLANATION_DAYS } from '@core/resources/disciplinary-actions.resource';
import { educationalAttainmentsResource } from '@core/resources/educational-attainments.resource';
import { employeeCompensationsResource } from '@core/resources/employee-compensations.resource';
import { employeeDependentsResource } from '@core/resources/employee-dependents.resource';
import { employeeMovementsResource, movementProblems } from '@core/resources/employee-movements.resource';
import { employmentHistoriesResource } from '@core/resources/employment-histories.resource';
import { examinationsResource } from '@core/resources/examinations.resource';
import { licencesResource } from '@core/resources/licences.resource';
import { trainingsResource } from '@core/resources/trainings.resource';
import type { ResourceDefinition } from '@core/resources/define';
import { type CrudOptionsByResource, type CrudOptions } from '../../http/crud';
import { ConflictError } from '../../http/errors';
import { actorOf } from '../../shared/audit';
import { refuseOwnRows, refuseOwnSteps } from '../audit/own-record';
import { manilaToday } from '../../shared/company';
import { earlierOffenseCount, licenceValidity } from './employee-records.queries';
import { applyMovementRecord, lastAppliedDate, snapshotOf, type Movement } from './movements.service';
import { employeeRecord } from './scoping';
import { registerTransitions } from './transitions';
import { disciplinaryActionsWorkflow } from '@core/resources/disciplinary-actions.workflow';
import { employeeMovementsWorkflow } from '@core/resources/employee-movements.workflow';

// The 201 file's records around an employee, each on the shared definition
// pattern; the ones with more rules (dates in order, licences' validity,
// movements, disciplinary due process) add them through the hooks.

/** "from" must not be after "to": one rule, many record types. */
function datesInOrder(from: string, to: string, message: string): CrudOptions['validate'] {
  return (values, { problems }) => {
    if (
      values[from] !== null &&
      values[from] !== undefined &&
      values[to] !== null &&
      values[to] !== undefined &&
      String(values[to]) < String(values[from])
    ) {
      problems.add(to, message);
    }
  };
}

export async function employeeRecordRoutes(app: FastifyInstance, crud: CrudOptionsByResource): Promise<void> {
  const today = () => manilaToday(app.deps.now());
  simpleRecordOptions(crud);
  licenceOptions(crud, today);
  // Compensation history is written only by hiring and by applied movements.
  crud.set(employeeCompensationsResource.name, employeeRecord({}));
  movementRoutes(app, crud);
  disciplinaryRoutes(app, crud, today);
}

/** The records with no rules beyond their fields (and dates in order). */
function simpleRecordOptions(crud: CrudOptionsByResource): void {
  const simple: [ResourceDefinition, CrudOptions][] = [
    [
      educationalAttainmentsResource,
      {
        validate: (values, { problems }) => {
          if (values.year_from && values.year_to && Number(values.year_to) < Number(values.year_from))
            problems.add('year_to', 'The year to must be on or after the year from.');
        },
      },
    ],
    [employmentHistoriesResource, { validate: datesInOrder('date_from', 'date_to', 'The to date must be on or after the from date.') }],
    [examinationsResource, {}],
    [trainingsResource, { validate: datesInOrder('date_from', 'date_to', 'The to date must be on or after the from date.') }],
    [awardsResource, {}],
    [employeeDependentsResource, {}],
  ];
  for (const [definition, extra] of simple) crud.set(definition.name, employeeRecord(extra));
}

/** Licences, with their validity on today's date as a column and a filter. */
function licenceOptions(crud: CrudOptionsByResource, today: () => string): void {
  const validity = () => licenceValidity(today());
  crud.set(
    licencesResource.name,
    employeeRecord({
      select: (query) => query.select(validity().as('validity')),
      customFilters: ['validity'],
      applyCustomFilter: (query, _key, value) => query.where(validity(), 'in', Array.isArray(value) ? value : [value]),
      validate: datesInOrder('date_issued', 'expiry_date', 'The expiry date must be on or after the date issued.'),
    }),
  );
}

/** Movements: drafts HR records, then approves and applies (never their own). */
function movementRoutes(app: FastifyInstance, crud: CrudOptionsByResource): void {
  // a movement changes pay, position or status: nobody records, approves or applies their own
  const movements = refuseOwnRows(
    employeeRecord({
      validate: async (values, { trx, existing, problems }) => {
        if (existing && existing.status !== 'draft')
          throw new ConflictError(
            `This movement is ${existing.status}; an approved or applied movement is never edited. Record a new movement instead.`,
          );
        for (const [field, message] of Object.entries(movementProblems(values))) problems.add(field, message);
        if (values.movement_type === 'hire') problems.add('movement_type', 'A hire movement is recorded when the employee is hired.');
        const last = await lastAppliedDate(trx, Number(values.employee_id));
        if (last && String(values.effective_date) < last) {
          problems.add(
            'effective_date',
            `The effective date must be on or after ${last}, the date of the employee's latest applied movement; history is never rewritten.`,
          );
        }
      },
      derive: async (values, { trx, existing }) =>
        existing
          ? {}
          : {
              status: 'draft',
              from_snapshot: JSON.stringify(await snapshotOf(trx, Number(values.employee_id), String(values.effective_date))),
            },
      beforeDelete: ({ existing }) => {
        if (existing.status !== 'draft')
          throw new ConflictError(`This movement is ${existing.status}; only a draft can be deleted. Cancel it instead.`);
      },
    }),
    OWN_MOVEMENTS,
  );
  crud.set(employeeMovementsResource.name, movements);
  registerTransitions(
    app,
    employeeMovementsResource,
    movements,
    employeeMovementsWorkflow,
    refuseOwnSteps(
      employeeMovementsWorkflow,
      {
        approve: {
          effect: (_row, _values, { request, now }) => ({ approved_by: request.auth?.user.id ?? null, approved_at: now }),
        },
        apply: {
          // the workflow's row is the movement's CRUD record: its columns, as stored
          effect: (row, _values, { trx, request, now }) =>
            applyMovementRecord(trx, row as Movement, {
              today: manilaToday(now),
              now,
              userId: request.auth?.user.id ?? null,
              actor: actorOf(request, 'hr'),
            }),
        },
      },
      OWN_MOVEMENTS,
    ),
  );
}

/** Disciplinary cases and their due process: notice to explain, explanation, hearing, decision. */
function disciplinaryRoutes(app: FastifyInstance, crud: CrudOptionsByResource, today: () => string): void {
  const disciplinary = employeeRecord({
    validate: async (values, { existing, problems }) => {
      if (existing && ['decided', 'closed', 'withdrawn'].includes(String(existing.status))) {
        throw new ConflictError(`This case is ${existing.status}; it can no longer be edited.`);
      }
      if (values.offense_date && String(values.offense_date) > today())
        problems.add('offense_date', 'The offense date cannot be in the future.');
      const start = values.preventive_suspension_start as string | null;
      const end = values.preventive_suspension_end as string | null;
      if (start && end) {
        if (end < start) problems.add('preventive_suspension_end', 'The preventive suspension must end on or after it starts.');
        else if (daysBetween(start, end) + 1 > 30)
          problems.add('preventive_suspension_end', 'A preventive suspension may last at most 30 days.');
      }
    },
    derive: async (values, { trx, existing }) => {
      if (existing) return {};
      // The nth offense of the same offense within the last 12 months.
      const earlier = await earlierOffenseCount(trx, values.employee_id, values.offense, values.offense_date);
      return { status: 'open', offense_count: earlier + 1 };
    },
    beforeDelete: ({ existing }) => {
      if (existing.status !== 'open') throw new ConflictError('Only a case still open can be deleted; withdraw it instead.');
    },
  });
  crud.set(disciplinaryActionsResource.name, disciplinary);
  registerTransitions(app, disciplinaryActionsResource, disciplinary, disciplinaryActionsWorkflow, {
    'serve-nte': {
      check: (_row, values, { problems }) => {
        if (daysBetween(String(values.nte_served_at), String(values.explanation_due_at)) < EXPLANATION_DAYS) {
          problems.add('explanation_due_at', `The employee must have at least ${EXPLANATION_DAYS} calendar days to explain.`);
        }
      },
    },
    'receive-explanation': {
      check: (row, values, { problems }) => {
        if (String(values.explanation_received_at) < String(row.nte_served_at))
          problems.add('explanation_received_at', 'The explanation cannot come before the notice was served.');
      },
    },
    decide: {
      check: (_row, values, { problems }) => {
        if (values.decision === 'suspension') {
          if (!values.suspension_start) problems.add('suspension_start', 'The suspension start field is required for a suspension.');
          if (!values.suspension_end) problems.add('suspension_end', 'The suspension end field is required for a suspension.');
          else if (values.suspension_start && String(values.suspension_end) < String(values.suspension_start))
            problems.add('suspension_end', 'The suspension must end on or after it starts.');
        }
      },
    },
  });
}

const OWN_MOVEMENTS = 'movements (pay, position and status)';

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
