import { choices, defineResource } from './define';

/** Import batches of punches with their counts and progress (docs/domain.md §4 `punch_imports`). */
export const punchImportsResource = defineResource({
  name: 'punch-imports',
  table: 'punch_imports',
  label: 'Punch imports',
  textFields: ['file_name', 'status'],
  defaultSort: ['created_at', 'DESC'],
  fields: {
    created_at: { kind: 'datetime', label: 'imported at', readOnly: true, list: true, sort: true },
    file_name: { kind: 'text', label: 'file', readOnly: true, list: true, search: true },
    file_format: { kind: 'choice', label: 'format', choices: choices('dat', 'csv', 'xlsx'), readOnly: true, list: true, filter: true },
    device_id: { kind: 'ref', label: 'device', reference: 'devices', readOnly: true, list: true, filter: true },
    source: { kind: 'choice', label: 'source', choices: choices('device_sync', 'file_upload', 'api'), readOnly: true, filter: true },
    status: {
      kind: 'choice',
      label: 'status',
      choices: choices('processing', 'completed', 'failed'),
      readOnly: true,
      list: true,
      filter: true,
    },
    date_from: { kind: 'date', label: 'first punch', readOnly: true, list: true },
    date_to: { kind: 'date', label: 'last punch', readOnly: true, list: true },
    rows_total: { kind: 'number', label: 'lines', readOnly: true, list: true },
    rows_done: { kind: 'number', label: 'lines read', readOnly: true },
    rows_imported: { kind: 'number', label: 'imported', readOnly: true, list: true },
    rows_duplicate: { kind: 'number', label: 'duplicates skipped', readOnly: true, list: true },
    rows_rejected: { kind: 'number', label: 'rejected', readOnly: true, list: true },
  },
});
