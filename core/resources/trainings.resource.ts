import { choices, defineResource } from './define';
import { employeeRef } from './employees.resource';

export const trainingsResource = defineResource({
  name: 'trainings',
  table: 'trainings',
  label: 'Training taken',
  textFields: ['title', 'date_from'],
  defaultSort: ['date_from', 'DESC'],
  fields: {
    employee_id: employeeRef,
    title: { kind: 'text', label: 'title', required: true, maxLength: 200, list: true, search: true, sort: true },
    provider: { kind: 'text', label: 'provider', maxLength: 150, list: true, search: true },
    training_type: {
      kind: 'choice',
      label: 'type',
      required: true,
      choices: choices('internal', 'external', 'online'),
      list: true,
      filter: true,
    },
    date_from: { kind: 'date', label: 'from', required: true, list: true, filter: true, sort: true },
    date_to: { kind: 'date', label: 'to', list: true },
    hours: { kind: 'number', label: 'hours', min: 0, max: 9999, list: true },
    cost: { kind: 'money', label: 'cost', min: 0, list: true },
    bond_until: { kind: 'date', label: 'bond until', list: true },
  },
});
