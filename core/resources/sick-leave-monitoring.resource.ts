import { defineResource, reportColumn, reportFilter, type Choice, type FieldDefinition } from './define';

// Sick-leave monitoring (HR): sick-leave filings (leave type SL) per employee,
// and the filings themselves for the drill-down. Both read approved and
// pending filings that start inside the date range (default: the twelve
// months up to today). The certificate threshold is the SL type's
// attachment_required_after_days, else the preference
// medical_certificate_after_days, else 2 days.

export const SICK_LEAVE_STATUSES: readonly Choice[] = [
  { id: 'approved', name: 'Approved' },
  { id: 'pending', name: 'Pending' },
];
/** Filters read inside the report's SQL (the window and statuses of the filings), not on its rows. */
export const SICK_LEAVE_WINDOW_FILTERS = ['date_from_gte', 'date_from_lte', 'status'] as const;
export const DEFAULT_CERTIFICATE_AFTER_DAYS = 2;
/** SSS sickness benefit: the employer is notified of a sickness of four days or more. */
export const SSS_NOTIFICATION_DAYS = 4;

const ro = reportColumn;
const filterOnly = reportFilter;

const employee = {
  employee_no: ro('text', 'employee no.', { sort: true, search: true }),
  employee_name: ro('text', 'employee', { sort: true, search: true }),
  employee_id: filterOnly('ref', 'employee', { reference: 'employees' }),
  business_unit_id: filterOnly('ref', 'business unit', { reference: 'business-units' }),
  business_unit_name: ro('text', 'business unit', { sort: true }),
} satisfies Record<string, FieldDefinition>;

export const sickLeaveMonitoringReport = defineResource({
  name: 'sick-leave-monitoring',
  table: 'leave_applications',
  label: 'Sick leave monitoring',
  textFields: ['employee_no', 'employee_name'],
  defaultSort: ['occurrences', 'DESC'],
  fields: {
    ...employee,
    date_from: filterOnly('date', 'sick leave date'),
    status: filterOnly('choice', 'filing status', { choices: SICK_LEAVE_STATUSES }),
    occurrences: ro('number', 'instances', { sort: true, filter: true }),
    days_taken: ro('number', 'days', { sort: true }),
    certified_days: ro('number', 'days with med. cert.', { sort: true }),
    uncertified_days: ro('number', 'days without med. cert.', { sort: true }),
    missing_certificates: ro('number', 'med. cert. missing', { sort: true }),
    monday_friday: ro('number', 'Monday or Friday', { sort: true }),
    next_to_rest_day: ro('number', 'next to rest day', { sort: true }),
    sss_notifications: ro('number', `${SSS_NOTIFICATION_DAYS}+ days (SSS)`, { sort: true }),
    pending_days: ro('number', 'pending days', { sort: true }),
    last_sick_leave: ro('date', 'last sick leave', { sort: true }),
    flagged: ro('boolean', 'over threshold', { filter: true, sort: true }),
  },
});

export const sickLeaveApplicationsReport = defineResource({
  name: 'sick-leave-applications',
  table: 'leave_applications',
  label: 'Sick leave filings',
  textFields: ['reference_no', 'employee_name'],
  defaultSort: ['date_from', 'DESC'],
  fields: {
    reference_no: ro('text', 'reference no.', { sort: true, search: true }),
    ...employee,
    date_from: ro('date', 'from', { sort: true, filter: true }),
    date_to: ro('date', 'to', { sort: true }),
    days: ro('number', 'days', { sort: true }),
    status: ro('choice', 'status', { choices: SICK_LEAVE_STATUSES, filter: true, sort: true }),
    with_pay: ro('boolean', 'with pay'),
    has_medical_certificate: ro('boolean', 'med. cert. attached', { filter: true }),
    certificate_missing: ro('boolean', 'med. cert. missing', { filter: true }),
    monday_friday: ro('boolean', 'Monday or Friday'),
    next_to_rest_day: ro('boolean', 'next to rest day', { filter: true }),
    sss_notification: ro('boolean', `${SSS_NOTIFICATION_DAYS}+ days (SSS)`),
    reason: ro('longtext', 'reason'),
  },
});
