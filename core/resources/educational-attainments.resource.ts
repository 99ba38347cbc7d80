import { choices, defineResource } from './define';
import { employeeRef } from './employees.resource';

export const educationalAttainmentsResource = defineResource({
  name: 'educational-attainments',
  table: 'educational_attainments',
  label: 'Educational attainment',
  textFields: ['school', 'degree_course'],
  defaultSort: ['year_to', 'DESC'],
  fields: {
    employee_id: employeeRef,
    level: {
      kind: 'choice',
      label: 'level',
      required: true,
      list: true,
      filter: true,
      sort: true,
      choices: choices('elementary', 'secondary', 'senior_high', 'vocational', 'college', 'post_graduate', 'doctorate'),
    },
    school: { kind: 'text', label: 'school', required: true, maxLength: 200, list: true, search: true, sort: true },
    degree_course: { kind: 'text', label: 'degree or course', maxLength: 200, list: true, search: true },
    year_from: { kind: 'number', label: 'year from', min: 1900, max: 2100, list: true, plain: true },
    year_to: { kind: 'number', label: 'year to', min: 1900, max: 2100, list: true, sort: true, plain: true },
    is_graduated: { kind: 'boolean', label: 'graduated', list: true, filter: true },
    honors: { kind: 'text', label: 'honours', maxLength: 150, list: true },
  },
});
