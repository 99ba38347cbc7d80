import { choices, defineResource } from './define';
import { employeeRef } from './employees.resource';

export const temperatureReadingsResource = defineResource({
  name: 'temperature-readings',
  table: 'temperature_readings',
  label: 'Daily temperature',
  textFields: ['reading_date', 'reading_time'],
  defaultSort: ['reading_date', 'DESC'],
  fields: {
    reading_date: { kind: 'date', label: 'date', required: true, list: true, filter: true, sort: true },
    reading_time: { kind: 'time', label: 'time', required: true, list: true, sort: true },
    employee_id: employeeRef,
    temperature_celsius: { kind: 'number', label: 'temperature (°C)', required: true, min: 34, max: 43, list: true, sort: true },
    with_symptoms: { kind: 'boolean', label: 'with symptoms', list: true, filter: true },
    symptoms: { kind: 'text', label: 'symptoms', maxLength: 255, list: true },
    action_taken: {
      kind: 'choice',
      label: 'action taken',
      required: true,
      choices: choices('allowed_entry', 'sent_home', 'referred_to_clinic'),
      list: true,
      filter: true,
    },
    is_elevated: { kind: 'boolean', label: 'elevated', readOnly: true, list: true, filter: true },
  },
});
