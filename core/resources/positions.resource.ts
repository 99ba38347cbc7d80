import { defineResource } from './define';
import { JOB_LEVELS } from './employees.resource';

export const positionsResource = defineResource({
  name: 'positions',
  table: 'positions',
  label: 'Positions',
  textFields: ['code', 'title'],
  defaultSort: ['title', 'ASC'],
  fields: {
    code: { kind: 'text', label: 'code', required: true, maxLength: 20, list: true, search: true, sort: true },
    title: { kind: 'text', label: 'title', required: true, maxLength: 150, list: true, search: true, sort: true },
    business_unit_id: { kind: 'ref', label: 'business unit', reference: 'business-units', list: true, filter: true },
    job_level: { kind: 'choice', label: 'job level', required: true, choices: JOB_LEVELS, list: true, filter: true, sort: true },
    reports_to_position_id: { kind: 'ref', label: 'reports to', reference: 'positions', list: true },
    labor_code_exempt: { kind: 'boolean', label: 'Labor Code exempt (managerial)', list: true, filter: true },
    description: { kind: 'longtext', label: 'description' },
    is_active: { kind: 'boolean', label: 'active', list: true, filter: true, defaultValue: true },
    incumbents: { kind: 'number', label: 'incumbents', readOnly: true, list: true },
  },
});
