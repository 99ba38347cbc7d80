import { choices, defineResource } from './define';

export const APPLICATION_TYPES = choices('all', 'leave', 'overtime', 'official_business_trip', 'change_shift', 'logsheet', 'duty_roster');
export const APPROVER_TYPES = choices('employee', 'immediate_superior', 'business_unit_head', 'role');
/** The roles with an approval screen: manager and timekeeping. */
export const APPROVER_ROLES = [
  { id: '2', name: 'Manager' },
  { id: '5', name: 'Timekeeping' },
];

/** Approval levels per business unit and application type, with per-employee overrides. */
export const approverMatricesResource = defineResource({
  name: 'approver-matrices',
  table: 'approver_matrices',
  label: 'Approver matrix',
  textFields: ['application_type', 'level'],
  defaultSort: ['business_unit_id', 'ASC'],
  fields: {
    business_unit_id: {
      kind: 'ref',
      label: 'business unit',
      reference: 'business-units',
      required: true,
      list: true,
      filter: true,
      sort: true,
    },
    employee_id: { kind: 'ref', label: 'employee override', reference: 'employees', list: true, filter: true },
    application_type: {
      kind: 'choice',
      label: 'application type',
      required: true,
      choices: APPLICATION_TYPES,
      list: true,
      filter: true,
      sort: true,
    },
    level: { kind: 'number', label: 'level', required: true, min: 1, max: 5, list: true, sort: true },
    approver_type: { kind: 'choice', label: 'approver type', required: true, choices: APPROVER_TYPES, list: true, filter: true },
    approver_employee_id: { kind: 'ref', label: 'approver', reference: 'employees', list: true },
    approver_role: { kind: 'choice', label: 'approver role', choices: APPROVER_ROLES, list: true },
    alternate_employee_id: { kind: 'ref', label: 'alternate', reference: 'employees', list: true },
    approval_mode: {
      kind: 'choice',
      label: 'approval mode',
      required: true,
      choices: choices('sequential', 'any_of'),
      defaultValue: 'sequential',
      list: true,
    },
    effective_from: { kind: 'date', label: 'effective from', list: true, filter: true },
    effective_to: { kind: 'date', label: 'effective to', list: true },
    is_active: { kind: 'boolean', label: 'active', list: true, filter: true, defaultValue: true },
  },
});
