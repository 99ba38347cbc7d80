import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate } from '@core/format';
import { enumLabel } from '@core/labels';
import { useApiGet } from '../../providers/useApiGet';
import UploadIcon from '@mui/icons-material/UploadFile';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CalendarSchedulePage } from '../timekeeping/calendar/CalendarSchedulePage';
import { SpreadsheetUpload } from '../../components/upload/SpreadsheetUpload';

// The manager's staff scheduler (domain.md §15.6): the team's schedule grid (the
// timekeeping calendar narrowed to the team, read-only) and the schedule uploader.

interface RosterRow {
  id: number;
  reference_no: string;
  title: string;
  date_from: string;
  date_to: string;
  status: string;
}

/** The manager's latest duty rosters with their status. */
function RecentRosters() {
  const rosters = useApiGet<RosterRow[]>('/api/manager/duty-rosters', { range: '[0,9]', sort: JSON.stringify(['date_from', 'DESC']) }).data;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            My duty rosters
          </Typography>
          <Button size="small" component={RouterLink} to="/manager/staff-scheduler/duty-roster">
            All rosters
          </Button>
        </Stack>
        {rosters && rosters.length === 0 && <Typography variant="body2">No duty rosters yet.</Typography>}
        {rosters && rosters.length > 0 && (
          <Table size="small" aria-label="My duty rosters">
            <TableHead>
              <TableRow>
                <TableCell>Reference</TableCell>
                <TableCell>Title</TableCell>
                <TableCell>Period</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rosters.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>
                    <RouterLink to={`/manager/staff-scheduler/duty-roster-schedule?roster=${r.id}`}>{r.reference_no}</RouterLink>
                  </TableCell>
                  <TableCell>{r.title}</TableCell>
                  <TableCell>
                    {formatDate(r.date_from)} – {formatDate(r.date_to)}
                  </TableCell>
                  <TableCell>{enumLabel(r.status)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/** /manager/staff-scheduler: the team × dates grid with each cell's source, and the manager's rosters. */
export function StaffSchedulerPage() {
  return (
    <>
      <StaffScheduleGrid />
      <RecentRosters />
    </>
  );
}

function StaffScheduleGrid() {
  return (
    <CalendarSchedulePage
      url="/api/manager/staff-schedule"
      title="Staff scheduler"
      readOnly
      actions={
        <Button size="small" component={RouterLink} to="/manager/staff-scheduler/scheduler-uploader" startIcon={<UploadIcon />}>
          Upload schedules
        </Button>
      }
    />
  );
}

interface Applied {
  message: string;
  count: number;
  overwritten: number;
  period_start: string;
  period_end: string;
}

/** /manager/staff-scheduler/scheduler-uploader: a spreadsheet of employee no × date × shift code, all rows or none. */
export function SchedulerUploaderPage() {
  const [applied, setApplied] = useState<Applied | null>(null);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Scheduler uploader" />
      <CardContent>
        <SpreadsheetUpload<Applied>
          url="/api/manager/schedule-uploads"
          templateUrl="/api/manager/schedule-uploads/template"
          templateName="schedule-upload-template"
          instructions={
            <>
              One row per team member and date: <b>employee_no</b>, <b>date</b> (YYYY-MM-DD) and <b>shift_code</b> (a shift&apos;s code, or
              REST for a rest day). Every row is checked first: if any row has a problem, nothing is applied. Dates of a closed timesheet
              cannot change here.
            </>
          }
          working="Checking the rows and applying the schedules…"
          onDone={setApplied}
        />
        {applied && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {applied.message}
            {applied.overwritten > 0 && ` ${applied.overwritten} earlier dated schedules were replaced (kept in the transaction log).`}{' '}
            <Button size="small" component={RouterLink} to="/manager/staff-scheduler">
              See the team schedule
            </Button>
          </Alert>
        )}
        {!applied && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Uploaded schedules show in the staff scheduler with the source &quot;upload&quot;.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
