import { defineResource } from './define';

/** The names and order of the hierarchy: Division (1) > Department (2) > … */
export const orgLevelsResource = defineResource({
  name: 'org-levels',
  table: 'org_levels',
  label: 'Organisation levels',
  textFields: ['name'],
  defaultSort: ['rank', 'ASC'],
  fields: {
    rank: { kind: 'number', label: 'rank', required: true, min: 1, max: 20, list: true, sort: true },
    code: { kind: 'text', label: 'code', required: true, maxLength: 20, list: true, search: true, sort: true },
    name: { kind: 'text', label: 'name', required: true, maxLength: 50, list: true, search: true, sort: true },
  },
});
