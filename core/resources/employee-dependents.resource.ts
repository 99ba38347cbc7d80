import { choices, defineResource } from './define';
import { employeeRef } from './employees.resource';

export const employeeDependentsResource = defineResource({
  name: 'employee-dependents',
  table: 'employee_dependents',
  label: 'Dependents',
  textFields: ['name'],
  defaultSort: ['name', 'ASC'],
  fields: {
    employee_id: employeeRef,
    name: { kind: 'text', label: 'name', required: true, maxLength: 150, list: true, search: true, sort: true },
    relationship: {
      kind: 'choice',
      label: 'relationship',
      required: true,
      choices: choices('spouse', 'child', 'parent', 'sibling', 'other'),
      list: true,
      filter: true,
    },
    birth_date: { kind: 'date', label: 'birth date', list: true, sort: true },
    is_philhealth_dependent: { kind: 'boolean', label: 'PhilHealth dependent', list: true },
    is_hmo_dependent: { kind: 'boolean', label: 'HMO dependent', list: true },
    is_pwd: { kind: 'boolean', label: 'person with disability', list: true },
  },
});
