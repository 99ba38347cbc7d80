import { defineResource } from './define';
import { EMPLOYMENT_STATUSES } from './employees.resource';

/**
 * The employees as other portals than HR see them: who they are and their time recorder
 * id, without pay, government numbers or personal data. Served as `employees` to the
 * portals that pick employees (timekeeping), read-only.
 */
export const employeeDirectoryResource = defineResource({
  name: 'employees',
  table: 'employees',
  label: 'Employees',
  textFields: ['employee_no', 'last_name', 'first_name'],
  defaultSort: ['last_name', 'ASC'],
  fields: {
    employee_no: { kind: 'text', label: 'employee number', readOnly: true, list: true, search: true, sort: true },
    last_name: { kind: 'text', label: 'last name', readOnly: true, list: true, search: true, sort: true },
    first_name: { kind: 'text', label: 'first name', readOnly: true, list: true, search: true, sort: true },
    time_recorder_id: { kind: 'text', label: 'time recorder id', readOnly: true, list: true, search: true, filter: true },
    payroll_group_id: { kind: 'ref', label: 'payroll group', reference: 'payroll-groups', readOnly: true, list: true, filter: true },
    employment_status: {
      kind: 'choice',
      label: 'employment status',
      readOnly: true,
      list: true,
      filter: true,
      choices: EMPLOYMENT_STATUSES,
    },
  },
});
