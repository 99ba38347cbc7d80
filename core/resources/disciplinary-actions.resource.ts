import { choices, defineResource } from './define';
import { employeeRef } from './employees.resource';

export const DISCIPLINARY_STATUSES = choices('open', 'nte_served', 'explanation_received', 'for_hearing', 'decided', 'closed', 'withdrawn');
export const DECISIONS = choices('cleared', 'verbal_warning', 'written_reprimand', 'suspension', 'dismissal');
/** Twin-notice rule: at least five calendar days to explain. */
export const EXPLANATION_DAYS = 5;

/** Due-process cases; each step is an action, the form edits only the case itself. */
export const disciplinaryActionsResource = defineResource({
  name: 'disciplinary-actions',
  table: 'disciplinary_actions',
  label: 'Disciplinary actions',
  textFields: ['offense', 'offense_date'],
  defaultSort: ['offense_date', 'DESC'],
  fields: {
    employee_id: employeeRef,
    incident_report_id: { kind: 'ref', label: 'incident report', reference: 'incident-reports', filter: true },
    offense: { kind: 'text', label: 'offense', required: true, maxLength: 200, list: true, search: true, sort: true },
    offense_category: {
      kind: 'choice',
      label: 'category',
      required: true,
      choices: choices('minor', 'major', 'grave'),
      list: true,
      filter: true,
    },
    offense_date: { kind: 'date', label: 'offense date', required: true, list: true, filter: true, sort: true },
    offense_count: { kind: 'number', label: 'offense count', readOnly: true, list: true },
    preventive_suspension_start: { kind: 'date', label: 'preventive suspension start' },
    preventive_suspension_end: { kind: 'date', label: 'preventive suspension end' },
    nte_served_at: { kind: 'date', label: 'NTE served', readOnly: true, list: true },
    explanation_due_at: { kind: 'date', label: 'explanation due', readOnly: true, list: true },
    explanation_received_at: { kind: 'date', label: 'explanation received', readOnly: true, list: true },
    hearing_at: { kind: 'datetime', label: 'hearing', readOnly: true, list: true },
    decision: { kind: 'choice', label: 'decision', choices: DECISIONS, readOnly: true, list: true, filter: true },
    decision_at: { kind: 'date', label: 'decision date', readOnly: true, list: true },
    suspension_start: { kind: 'date', label: 'suspension start', readOnly: true, list: true },
    suspension_end: { kind: 'date', label: 'suspension end', readOnly: true, list: true },
    status: { kind: 'choice', label: 'status', choices: DISCIPLINARY_STATUSES, readOnly: true, list: true, filter: true, sort: true },
  },
});
