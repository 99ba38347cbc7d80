import { choices, defineResource } from './define';

export const INCIDENT_STATUSES = choices('reported', 'under_investigation', 'resolved', 'closed');

export const incidentReportsResource = defineResource({
  name: 'incident-reports',
  table: 'incident_reports',
  label: 'Incident reports',
  textFields: ['report_no', 'incident_type'],
  defaultSort: ['incident_at', 'DESC'],
  fields: {
    report_no: { kind: 'text', label: 'report number', readOnly: true, list: true, search: true, sort: true },
    incident_at: { kind: 'datetime', label: 'incident date and time', required: true, list: true, filter: true, sort: true },
    business_unit_id: { kind: 'ref', label: 'business unit', reference: 'business-units', required: true, list: true, filter: true },
    location: { kind: 'text', label: 'location', maxLength: 200 },
    incident_type: {
      kind: 'choice',
      label: 'type',
      required: true,
      list: true,
      filter: true,
      choices: choices('accident', 'injury', 'property_damage', 'misconduct', 'security', 'safety', 'other'),
    },
    severity: {
      kind: 'choice',
      label: 'severity',
      required: true,
      choices: choices('low', 'medium', 'high'),
      list: true,
      filter: true,
      sort: true,
    },
    description: { kind: 'longtext', label: 'description', required: true, search: true },
    reported_by_employee_id: { kind: 'ref', label: 'reported by', reference: 'employees', required: true, list: true, filter: true },
    reported_at: { kind: 'datetime', label: 'reported at', required: true },
    status: { kind: 'choice', label: 'status', choices: INCIDENT_STATUSES, readOnly: true, list: true, filter: true, sort: true },
    resolution: { kind: 'longtext', label: 'resolution', readOnly: true },
    involved: { kind: 'number', label: 'involved', readOnly: true, list: true },
  },
});
