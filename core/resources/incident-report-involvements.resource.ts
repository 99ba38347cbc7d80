import { choices, defineResource } from './define';

export const incidentReportInvolvementsResource = defineResource({
  name: 'incident-report-involvements',
  table: 'incident_report_involvements',
  label: 'Persons involved',
  textFields: ['person_name', 'involvement'],
  defaultSort: ['id', 'ASC'],
  fields: {
    incident_report_id: { kind: 'ref', label: 'incident report', reference: 'incident-reports', required: true, list: true, filter: true },
    employee_id: { kind: 'ref', label: 'employee', reference: 'employees', list: true, filter: true },
    person_name: { kind: 'text', label: 'person name', maxLength: 150, list: true, search: true },
    involvement: {
      kind: 'choice',
      label: 'involvement',
      required: true,
      choices: choices('respondent', 'complainant', 'witness', 'injured'),
      list: true,
      filter: true,
    },
    remarks: { kind: 'text', label: 'remarks', maxLength: 255, list: true },
  },
});
