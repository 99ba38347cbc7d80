import { choices, defineResource } from './define';
import { EMPLOYMENT_STATUSES, employeeRef, RATE_TYPES, SEPARATION_TYPES } from './employees.resource';

export const MOVEMENT_TYPES = choices(
  'hire',
  'regularization',
  'promotion',
  'demotion',
  'lateral_transfer',
  'salary_adjustment',
  'change_of_status',
  'change_of_payroll_group',
  'separation',
  'reinstatement',
);
export const MOVEMENT_STATUSES = choices('draft', 'approved', 'applied', 'cancelled');
/** The fields a movement may change on the employee. */
export const MOVEMENT_TARGETS = [
  'to_business_unit_id',
  'to_position_id',
  'to_employment_status',
  'to_payroll_group_id',
  'to_rate_type',
  'to_basic_rate',
  'to_is_minimum_wage_earner',
] as const;

/** Personnel actions: the only way to change assignment, status or pay after hire. */
export const employeeMovementsResource = defineResource({
  name: 'employee-movements',
  table: 'employee_movements',
  label: 'Employee movements',
  textFields: ['movement_type', 'effective_date'],
  defaultSort: ['effective_date', 'DESC'],
  fields: {
    employee_id: employeeRef,
    movement_type: {
      kind: 'choice',
      label: 'movement type',
      required: true,
      choices: MOVEMENT_TYPES,
      list: true,
      filter: true,
      sort: true,
    },
    effective_date: { kind: 'date', label: 'effective date', required: true, list: true, filter: true, sort: true },
    to_business_unit_id: { kind: 'ref', label: 'new business unit', reference: 'business-units', list: true, filter: true },
    to_position_id: { kind: 'ref', label: 'new position', reference: 'positions', list: true },
    to_employment_status: { kind: 'choice', label: 'new employment status', choices: EMPLOYMENT_STATUSES, list: true },
    to_payroll_group_id: { kind: 'ref', label: 'new payroll group', reference: 'payroll-groups' },
    to_rate_type: { kind: 'choice', label: 'new rate type', choices: RATE_TYPES },
    to_basic_rate: { kind: 'money', label: 'new basic rate', min: 0.01, list: true },
    to_is_minimum_wage_earner: { kind: 'boolean', label: 'minimum wage earner' },
    separation_type: { kind: 'choice', label: 'separation type', choices: SEPARATION_TYPES },
    last_working_day: { kind: 'date', label: 'last working day' },
    reason: { kind: 'longtext', label: 'reason', search: true },
    memo_no: { kind: 'text', label: 'memo number', maxLength: 30, list: true, search: true },
    status: { kind: 'choice', label: 'status', choices: MOVEMENT_STATUSES, readOnly: true, list: true, filter: true, sort: true },
    retro_required: { kind: 'boolean', label: 'retro pay required', readOnly: true },
  },
});

/** Field problems of a movement that depend on its type (beyond the field checks). */
export function movementProblems(values: Record<string, unknown>): Record<string, string> {
  const problems: Record<string, string> = {};
  const blank = (field: string) => values[field] === null || values[field] === undefined || values[field] === '';
  const type = values.movement_type;
  if (type === 'separation') {
    if (blank('separation_type')) problems.separation_type = 'The separation type field is required for a separation.';
    if (blank('last_working_day')) problems.last_working_day = 'The last working day field is required for a separation.';
    else if (!blank('effective_date') && String(values.last_working_day) > String(values.effective_date)) {
      problems.last_working_day = 'The last working day must be on or before the effective date.';
    }
  } else if (
    type !== 'reinstatement' &&
    MOVEMENT_TARGETS.every((field) => blank(field) || (field === 'to_is_minimum_wage_earner' && values[field] === false))
  ) {
    problems.movement_type = 'Set at least one new value (business unit, position, status, payroll group or rate).';
  }
  if (!blank('to_basic_rate') && blank('to_rate_type')) problems.to_rate_type = 'The new rate type is required with a new basic rate.';
  if (!blank('to_rate_type') && blank('to_basic_rate')) problems.to_basic_rate = 'The new basic rate is required with a new rate type.';
  return problems;
}
