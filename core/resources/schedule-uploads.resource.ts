import { choices, defineResource, reportColumn as column } from './define';

// The manager's schedule uploads (docs/domain.md §5 `schedule_uploads`, §13.8): each roster
// spreadsheet with its period, how many rows passed the checks, its status and, once
// applied, the draft duty roster it became.

/** The file's columns, as the template names them. */
export const SCHEDULE_UPLOAD_COLUMNS = ['employee_no', 'date', 'shift_code'] as const;
export const SCHEDULE_UPLOAD_STATUSES = choices('uploaded', 'validated', 'invalid', 'applied', 'discarded');

export const scheduleUploadsReport = defineResource({
  name: 'schedule-uploads',
  table: 'schedule_uploads',
  label: 'Schedule uploads',
  textFields: ['file_name'],
  defaultSort: ['uploaded_at', 'DESC'],
  fields: {
    file_name: column('text', 'file', { sort: true, search: true }),
    uploaded_at: column('datetime', 'uploaded on', { sort: true }),
    period_start: column('date', 'from', { sort: true, filter: true }),
    period_end: column('date', 'to', { sort: true }),
    rows_total: column('number', 'rows', { sort: true }),
    rows_valid: column('number', 'valid rows'),
    rows_invalid: column('number', 'rows with problems', { sort: true }),
    status: column('choice', 'status', { choices: SCHEDULE_UPLOAD_STATUSES, filter: true, sort: true }),
    roster_reference_no: column('text', 'duty roster', { search: true }),
  },
});
