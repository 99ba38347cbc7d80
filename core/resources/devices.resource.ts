import { choices, defineResource } from './define';

export const DEVICE_STATUSES = choices('active', 'inactive', 'maintenance');

/** Biometric time recorders and where they stand. */
export const devicesResource = defineResource({
  name: 'devices',
  table: 'devices',
  label: 'Devices',
  textFields: ['name', 'serial_no'],
  defaultSort: ['name', 'ASC'],
  fields: {
    name: { kind: 'text', label: 'name', required: true, maxLength: 100, list: true, search: true, sort: true },
    serial_no: { kind: 'text', label: 'serial number', required: true, maxLength: 50, list: true, search: true, sort: true },
    brand: { kind: 'text', label: 'brand', maxLength: 50, list: true },
    model: { kind: 'text', label: 'model', maxLength: 50, list: true },
    ip_address: {
      kind: 'text',
      label: 'IP address',
      maxLength: 45,
      list: true,
      pattern: {
        regex: /^((25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(25[0-5]|2[0-4]\d|1?\d?\d)$|^[0-9a-f:]+:[0-9a-f:]*$/i,
        message: 'The IP address must be an IPv4 or IPv6 address.',
      },
    },
    port: { kind: 'number', label: 'port', min: 1, max: 65535, list: true },
    business_unit_id: { kind: 'ref', label: 'business unit', reference: 'business-units', list: true, filter: true },
    location_name: { kind: 'text', label: 'location', maxLength: 150, list: true },
    comm_mode: {
      kind: 'choice',
      label: 'communication mode',
      required: true,
      choices: choices('push', 'pull', 'file_upload'),
      list: true,
      filter: true,
    },
    status: {
      kind: 'choice',
      label: 'status',
      required: true,
      choices: DEVICE_STATUSES,
      defaultValue: 'active',
      list: true,
      filter: true,
      sort: true,
    },
    last_sync_at: { kind: 'datetime', label: 'last sync', readOnly: true, list: true, sort: true },
    last_punch_at: { kind: 'datetime', label: 'last punch', readOnly: true, list: true },
  },
});
