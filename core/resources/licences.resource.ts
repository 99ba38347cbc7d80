import { choices, defineResource } from './define';
import { employeeRef } from './employees.resource';

export const LICENCE_VALIDITIES = choices('valid', 'expiring', 'expired', 'no_expiry');
/** A licence expiring within this many days is flagged. */
export const EXPIRING_WITHIN_DAYS = 60;

export const licencesResource = defineResource({
  name: 'licences',
  table: 'licences',
  label: 'Licences',
  textFields: ['licence_type', 'licence_no'],
  defaultSort: ['expiry_date', 'ASC'],
  fields: {
    employee_id: employeeRef,
    licence_type: { kind: 'text', label: 'licence type', required: true, maxLength: 100, list: true, search: true, sort: true },
    licence_no: { kind: 'text', label: 'licence number', required: true, maxLength: 50, list: true, search: true },
    issuing_body: { kind: 'text', label: 'issuing body', maxLength: 150, list: true },
    date_issued: { kind: 'date', label: 'date issued', list: true, sort: true },
    expiry_date: { kind: 'date', label: 'expiry date', list: true, filter: true, sort: true },
    validity: { kind: 'choice', label: 'validity', choices: LICENCE_VALIDITIES, readOnly: true, list: true, filter: true },
  },
});
