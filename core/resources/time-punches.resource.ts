import { choices, defineResource } from './define';

export const PUNCH_TYPES = choices('in', 'out', 'break_out', 'break_in', 'unknown');
export const PUNCH_SOURCES = choices('device', 'upload', 'web', 'logsheet', 'manual');

/** Raw punches (docs/domain.md §4 `time_punches`): listed and filtered here; added, voided and mapped through their own routes, never edited. */
export const timePunchesResource = defineResource({
  name: 'time-punches',
  table: 'time_punches',
  label: 'Time recorder',
  textFields: ['time_recorder_id', 'punched_at'],
  defaultSort: ['punched_at', 'DESC'],
  fields: {
    punched_at: { kind: 'datetime', label: 'punched at', readOnly: true, list: true, filter: true, sort: true },
    time_recorder_id: { kind: 'text', label: 'time recorder id', readOnly: true, list: true, filter: true, search: true, sort: true },
    employee_id: { kind: 'ref', label: 'employee', reference: 'employees', readOnly: true, list: true, filter: true },
    device_id: { kind: 'ref', label: 'device', reference: 'devices', readOnly: true, list: true, filter: true },
    punch_type: { kind: 'choice', label: 'punch type', choices: PUNCH_TYPES, readOnly: true, list: true, filter: true },
    source: { kind: 'choice', label: 'source', choices: PUNCH_SOURCES, readOnly: true, list: true, filter: true },
    punch_import_id: { kind: 'number', label: 'import batch', readOnly: true, filter: true },
    is_void: { kind: 'boolean', label: 'void', readOnly: true, list: true, filter: true },
    void_reason: { kind: 'text', label: 'void reason', readOnly: true, list: true },
    remarks: { kind: 'text', label: 'remarks', readOnly: true, list: true, search: true },
  },
});
