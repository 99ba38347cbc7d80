import { Button } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ResourceList } from '../../../components/resource';
import { attendanceExceptionsResource } from '@core/resources/attendance-exceptions.resource';
import { dailyTimeRecordsResource } from '@core/resources/daily-time-records.resource';
import { timesheetSummariesResource } from '@core/resources/timesheet-summaries.resource';
import { timesheetsResource } from '@core/resources/timesheets.resource';
import { timesheetsWorkflow } from '@core/resources/timesheets.workflow';
import { ExceptionActions } from './ExceptionActions';
import { NewTimesheetButton } from './NewTimesheetButton';
import { TimesheetStepButton } from './TimesheetStepButton';
import { BulkExceptionActions } from './BulkExceptionActions';

// The timesheet screens of the timekeeping portal: each one the timesheets list (or a
// list of what processing made) with the steps that screen is for.

/** The workflow steps each timesheet screen offers. */
const SCREEN_STEPS = {
  processing: ['process'],
  closing: ['close', 'reopen'],
  link: ['link', 'unlink'],
} as const;

/** The timesheet steps the console offers, as declared in core (checked against the workflow by the console tests). */
export const STEP_BUTTONS = {
  [timesheetsResource.name]: timesheetsWorkflow.steps.filter((step) =>
    Object.values(SCREEN_STEPS).some((actions) => (actions as readonly string[]).includes(step.action)),
  ),
};

const stepButtons = (screen: keyof typeof SCREEN_STEPS) =>
  SCREEN_STEPS[screen].map((action) => <TimesheetStepButton key={action} action={action} />);

function ExceptionsLink() {
  const record = useRecordContext<{ id: number; open_exception_count: number }>();
  if (!record || record.open_exception_count === 0) return null;
  return (
    <Button
      size="small"
      component={RouterLink}
      to={`/timekeeping/resolution-center?filter=${encodeURIComponent(JSON.stringify({ timesheet_id: record.id, status: 'open' }))}`}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
    >
      {record.open_exception_count} open exceptions
    </Button>
  );
}

export const TimesheetProcessingList = () => (
  <ResourceList
    definition={timesheetsResource}
    title="Timesheet processing"
    rowClick={false}
    keepActionsWhenEmpty
    actions={<NewTimesheetButton />}
    rowActions={
      <>
        {stepButtons('processing')}
        <ExceptionsLink />
      </>
    }
  />
);

export const TimesheetClosingList = () => (
  <ResourceList
    definition={timesheetsResource}
    title="Timesheet closing"
    rowClick={false}
    keepActionsWhenEmpty
    rowActions={
      <>
        {stepButtons('closing')}
        <ExceptionsLink />
      </>
    }
  />
);

export const TimesheetLinkList = () => (
  <ResourceList
    definition={timesheetsResource}
    title="Timesheet link"
    rowClick={false}
    keepActionsWhenEmpty
    rowActions={<>{stepButtons('link')}</>}
  />
);

export const ResolutionCenterList = () => (
  <ResourceList
    definition={attendanceExceptionsResource}
    title="Resolution center"
    rowClick={false}
    keepActionsWhenEmpty
    rowActions={<ExceptionActions />}
    bulkActions={<BulkExceptionActions />}
  />
);

export const TimesheetDetailsList = () => (
  <ResourceList definition={dailyTimeRecordsResource} title="Timesheet details" rowClick={false} keepActionsWhenEmpty />
);

export const TimesheetSummaryList = () => (
  <ResourceList definition={timesheetSummariesResource} title="Timesheet summary" rowClick={false} keepActionsWhenEmpty />
);

/** A timesheet report: the processed days that have something to report, with their filters, totals by export. */
const dayReport = (title: string, filter: Record<string, unknown>) =>
  function DayReport() {
    return <ResourceList definition={dailyTimeRecordsResource} title={title} rowClick={false} keepActionsWhenEmpty filter={filter} />;
  };

export const TIMESHEET_REPORTS = [
  { path: '/timekeeping/timesheet-reports/absences', title: 'Absences', list: dayReport('Absences', { absent_days_gte: 0.5 }) },
  { path: '/timekeeping/timesheet-reports/tardiness', title: 'Tardiness', list: dayReport('Tardiness', { late_minutes_gte: 1 }) },
  { path: '/timekeeping/timesheet-reports/undertime', title: 'Undertime', list: dayReport('Undertime', { undertime_minutes_gte: 1 }) },
  { path: '/timekeeping/timesheet-reports/overtime', title: 'Overtime', list: dayReport('Overtime', { approved_ot_minutes_gte: 1 }) },
  {
    path: '/timekeeping/timesheet-reports/night-premium',
    title: 'Night premium',
    list: dayReport('Night premium', { night_minutes_gte: 1 }),
  },
] as const;
