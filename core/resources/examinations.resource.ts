import { choices, defineResource } from './define';
import { employeeRef } from './employees.resource';

export const examinationsResource = defineResource({
  name: 'examinations',
  table: 'examinations',
  label: 'Examinations taken',
  textFields: ['exam_name', 'date_taken'],
  defaultSort: ['date_taken', 'DESC'],
  fields: {
    employee_id: employeeRef,
    exam_name: { kind: 'text', label: 'examination', required: true, maxLength: 150, list: true, search: true, sort: true },
    exam_type: {
      kind: 'choice',
      label: 'type',
      required: true,
      choices: choices('pre_employment', 'psychological', 'skills', 'medical', 'promotion', 'other'),
      list: true,
      filter: true,
    },
    date_taken: { kind: 'date', label: 'date taken', required: true, list: true, filter: true, sort: true },
    score: { kind: 'number', label: 'score', min: 0, max: 99999, list: true },
    passing_score: { kind: 'number', label: 'passing score', min: 0, max: 99999, list: true },
    result: { kind: 'choice', label: 'result', required: true, choices: choices('passed', 'failed', 'pending'), list: true, filter: true },
    administered_by: { kind: 'text', label: 'administered by', maxLength: 150, list: true },
    remarks: { kind: 'text', label: 'remarks', maxLength: 255 },
  },
});
