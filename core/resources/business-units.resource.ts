import { defineResource } from './define';

/** Divisions, departments, sections, stores: the tree the company is organised in. */
export const businessUnitsResource = defineResource({
  name: 'business-units',
  table: 'business_units',
  label: 'Business units',
  textFields: ['code', 'name'],
  defaultSort: ['code', 'ASC'],
  fields: {
    code: { kind: 'text', label: 'code', required: true, maxLength: 20, list: true, search: true, sort: true },
    name: { kind: 'text', label: 'name', required: true, maxLength: 150, list: true, search: true, sort: true },
    org_level_id: { kind: 'ref', label: 'level', reference: 'org-levels', required: true, list: true, filter: true },
    parent_id: { kind: 'ref', label: 'parent unit', reference: 'business-units', list: true, filter: true },
    head_employee_id: { kind: 'ref', label: 'head', reference: 'employees', list: true, filter: true },
    cost_center_code: { kind: 'text', label: 'cost centre', maxLength: 20, list: true },
    region: { kind: 'text', label: 'wage region', required: true, maxLength: 20, list: true, filter: true, sort: true },
    city_municipality: { kind: 'text', label: 'city or municipality', required: true, maxLength: 100, list: true, sort: true },
    is_active: { kind: 'boolean', label: 'active', list: true, filter: true, defaultValue: true },
    headcount: { kind: 'number', label: 'headcount', readOnly: true, list: true },
  },
});
