import { defineResource } from './define';
import { employeeRef } from './employees.resource';

export const employmentHistoriesResource = defineResource({
  name: 'employment-histories',
  table: 'employment_histories',
  label: 'Employment history',
  textFields: ['employer_name', 'position_title'],
  defaultSort: ['date_from', 'DESC'],
  fields: {
    employee_id: employeeRef,
    employer_name: { kind: 'text', label: 'employer', required: true, maxLength: 200, list: true, search: true, sort: true },
    employer_address: { kind: 'text', label: 'employer address', maxLength: 255 },
    position_title: { kind: 'text', label: 'position', maxLength: 150, list: true, search: true },
    date_from: { kind: 'date', label: 'from', required: true, list: true, filter: true, sort: true },
    date_to: { kind: 'date', label: 'to', list: true, sort: true },
    last_salary: { kind: 'money', label: 'last salary', min: 0, list: true },
    reason_for_leaving: { kind: 'text', label: 'reason for leaving', maxLength: 255, list: true },
  },
});
