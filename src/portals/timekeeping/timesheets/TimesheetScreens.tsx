import { Button } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ResourceList } from '../../../components/resource';
import { attendanceExceptionsResource } from '@core/resources/attendance-exceptions.resource';
import { dailyTimeRecordsResource } from '@core/resources/daily-time-records.resource';
import { timesheetSummariesResource } from '@core/resources/timesheet-summaries.resource';
import { timesheetsResource } from '@core/resources/timesheets.resource';
import { ExceptionActions } from './ExceptionActions';
import { NewTimesheetButton } from './NewTimesheetButton';
import { TimesheetStepButton } from './TimesheetStepButton';

// The timesheet screens of the timekeeping portal: each one the timesheets list (or a
// list of what processing made) with the steps that screen is for.

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
        <TimesheetStepButton action="process" />
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
        <TimesheetStepButton action="close" />
        <TimesheetStepButton action="reopen" />
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
    rowActions={
      <>
        <TimesheetStepButton action="link" />
        <TimesheetStepButton action="unlink" />
      </>
    }
  />
);

export const ResolutionCenterList = () => (
  <ResourceList
    definition={attendanceExceptionsResource}
    title="Resolution center"
    rowClick={false}
    keepActionsWhenEmpty
    rowActions={<ExceptionActions />}
  />
);

export const TimesheetDetailsList = () => (
  <ResourceList definition={dailyTimeRecordsResource} title="Timesheet details" rowClick={false} keepActionsWhenEmpty />
);

export const TimesheetSummaryList = () => (
  <ResourceList definition={timesheetSummariesResource} title="Timesheet summary" rowClick={false} keepActionsWhenEmpty />
);
