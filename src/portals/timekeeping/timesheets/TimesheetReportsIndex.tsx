import { ReportIndexPage, type ReportLink } from '../../../components/resource/ReportIndexPage';

const REPORTS: readonly ReportLink[] = [
  [
    '/timekeeping/timesheet-reports/timesheet-details',
    'Timesheet details',
    'Every processed day: schedule, punches, worked, late, undertime, overtime and night minutes.',
  ],
  [
    '/timekeeping/timesheet-reports/timesheet-summary',
    'Timesheet summary',
    'Each employee’s frozen totals of a closed cut-off: the time basis of payroll.',
  ],
  ['/timekeeping/timesheet-reports/absences', 'Absences', 'Days absent, whole and half.'],
  ['/timekeeping/timesheet-reports/tardiness', 'Tardiness', 'Days with minutes late beyond the grace period.'],
  ['/timekeeping/timesheet-reports/undertime', 'Undertime', 'Days with minutes short of the schedule.'],
  ['/timekeeping/timesheet-reports/overtime', 'Overtime', 'Days with approved overtime minutes.'],
  ['/timekeeping/timesheet-reports/night-premium', 'Night premium', 'Days with minutes in the night window.'],
];

/** /timekeeping/timesheet-reports: the seven timesheet reports, each filtered, sorted and exported on the server. */
export function TimesheetReportsIndex() {
  return <ReportIndexPage title="Timesheet reports" reports={REPORTS} />;
}
