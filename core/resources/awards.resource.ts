import { choices, defineResource } from './define';
import { employeeRef } from './employees.resource';

export const awardsResource = defineResource({
  name: 'awards',
  table: 'awards',
  label: 'Awards',
  textFields: ['award_name', 'date_awarded'],
  defaultSort: ['date_awarded', 'DESC'],
  fields: {
    employee_id: employeeRef,
    award_name: { kind: 'text', label: 'award', required: true, maxLength: 200, list: true, search: true, sort: true },
    category: {
      kind: 'choice',
      label: 'category',
      required: true,
      choices: choices('service', 'performance', 'recognition', 'safety', 'other'),
      list: true,
      filter: true,
    },
    awarding_body: { kind: 'text', label: 'awarding body', maxLength: 150, list: true },
    date_awarded: { kind: 'date', label: 'date awarded', required: true, list: true, filter: true, sort: true },
    cash_value: { kind: 'money', label: 'cash value', min: 0, list: true },
    description: { kind: 'longtext', label: 'description' },
  },
});
