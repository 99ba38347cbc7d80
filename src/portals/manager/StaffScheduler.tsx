import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useRecordContext, useRefresh } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@core/format';
import { enumLabel } from '@core/labels';
import type { ScheduleUpload } from '@core/contract/schedule-uploads';
import { scheduleUploadsReport } from '@core/resources/schedule-uploads.resource';
import { ActionFormButton } from '../../components/actions/ActionFormButton';
import { ReportList } from '../../components/report/ReportList';
import { ProblemTable, SpreadsheetUpload } from '../../components/upload/SpreadsheetUpload';
import { useApiGet } from '../../providers/useApiGet';
import { CalendarSchedulePage } from '../timekeeping/calendar/CalendarSchedulePage';
import { managerPaths } from '../../providers/api-paths';

// The manager's staff scheduler (domain.md §15.6): the team's schedule grid (the
// timekeeping calendar narrowed to the team, read-only) and the schedule uploader (an
// upload checked row by row, then applied as a draft duty roster or discarded).

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
  const rosters = useApiGet<RosterRow[]>(managerPaths.dutyRosters(), { range: '[0,9]', sort: JSON.stringify(['date_from', 'DESC']) }).data;
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
      url={managerPaths.staffSchedule()}
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

const period = (u: ScheduleUpload) => (u.period_start ? `${formatDate(u.period_start)} – ${formatDate(u.period_end)}` : 'no valid dates');

/** What the upload's status means for the manager, and what they may do next. */
function uploadSummary(u: ScheduleUpload): { severity: 'success' | 'info' | 'error' | 'warning'; text: string } {
  switch (u.status) {
    case 'validated':
      return {
        severity: 'success',
        text: `All ${u.rows_total} rows of ${u.file_name} are valid (${period(u)}). Apply them to draft a duty roster, or discard the upload.`,
      };
    case 'invalid':
      return {
        severity: 'error',
        text: `${u.rows_invalid} of ${u.rows_total} rows of ${u.file_name} have problems; nothing can be applied. Fix the file and upload it again, and discard this upload.`,
      };
    case 'applied':
      return {
        severity: 'info',
        text: `${u.file_name} is applied as the draft duty roster ${u.roster_reference_no ?? ''} (${period(u)}).`,
      };
    default:
      return { severity: 'warning', text: `${u.file_name} is ${enumLabel(u.status).toLowerCase()}; nothing of it was applied.` };
  }
}

/** The rows of a validated upload, as they will become the roster's lines. */
function RowsToApply({ rows }: { rows: ScheduleUpload['rows'][number][] }) {
  return (
    <Table size="small" sx={{ mt: 1 }} aria-label="Rows to apply">
      <TableHead>
        <TableRow>
          <TableCell>Row</TableCell>
          <TableCell>Employee no.</TableCell>
          <TableCell>Employee</TableCell>
          <TableCell>Date</TableCell>
          <TableCell>Shift</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.row}>
            <TableCell>{r.row}</TableCell>
            <TableCell>{r.employee_no}</TableCell>
            <TableCell>{r.employee_name}</TableCell>
            <TableCell>{formatDate(r.date)}</TableCell>
            <TableCell>{r.shift_code.toUpperCase() === 'REST' ? 'Rest day' : `${r.shift_code} · ${r.shift_name ?? ''}`}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One upload: its status, its problems or the rows it will apply, and Apply / Discard while it is open. */
function UploadResult({ id }: { id: number }) {
  const { data: upload, error, reload } = useApiGet<ScheduleUpload>(managerPaths.scheduleUpload(id));
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!upload) return null;
  const summary = uploadSummary(upload);
  const members = new Set(upload.rows.map((r) => r.employee_no.toLowerCase())).size;
  return (
    <Box sx={{ mt: 2 }} data-testid="schedule-upload-result">
      <Alert severity={summary.severity}>{summary.text}</Alert>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        {upload.status === 'validated' && (
          <ActionFormButton
            label="Apply"
            icon={<CheckIcon />}
            title={`Apply ${upload.file_name}?`}
            explanation={`Its ${upload.rows_total} rows (${members} team members, ${period(upload)}) become one draft duty roster with those shifts and rest days. The team's schedules change only when you submit the roster and it is approved. The rows are checked again first: if anything changed since the upload, nothing is applied.`}
            url={managerPaths.scheduleUpload(upload.id, 'apply')}
            submitLabel="Apply"
            onDone={reload}
          />
        )}
        {(upload.status === 'validated' || upload.status === 'invalid') && (
          <ActionFormButton
            label="Discard"
            icon={<DeleteIcon />}
            title={`Discard ${upload.file_name}?`}
            explanation={`None of its ${upload.rows_total} rows will be applied; the upload stays in the history below as discarded. This cannot be undone: upload the file again to use it.`}
            url={managerPaths.scheduleUpload(upload.id, 'discard')}
            submitLabel="Discard"
            color="error"
            onDone={reload}
          />
        )}
        {upload.duty_roster_id !== null && (
          <Button size="small" component={RouterLink} to={`/manager/staff-scheduler/duty-roster-schedule?roster=${upload.duty_roster_id}`}>
            Open {upload.roster_reference_no}
          </Button>
        )}
      </Stack>
      {upload.errors.length > 0 ? (
        <ProblemTable problems={upload.errors.map((e) => ({ row: e.row, field: e.column, message: e.message }))} />
      ) : (
        upload.status === 'validated' && <RowsToApply rows={upload.rows} />
      )}
    </Box>
  );
}

/** The history's row button: shows that upload above. */
function OpenUploadButton({ onOpen }: { onOpen: (id: number) => void }) {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return (
    <Button size="small" onClick={() => onOpen(record.id)}>
      Open
    </Button>
  );
}

/** /manager/staff-scheduler/scheduler-uploader: upload a roster file, see its checks, apply or discard it; the uploads below. */
export function SchedulerUploaderPage() {
  const [selected, setSelected] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const refresh = useRefresh();
  const open = (id: number) => {
    setSelected(id);
    setVersion((v) => v + 1);
  };
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <SpreadsheetUpload<ScheduleUpload>
            url={managerPaths.scheduleUploads()}
            templateUrl={managerPaths.scheduleUploadTemplate()}
            templateName="schedule-upload-template"
            instructions={
              <>
                One row per team member and date, over at most 31 days: <b>employee_no</b>, <b>date</b> (YYYY-MM-DD) and <b>shift_code</b>{' '}
                (a shift&apos;s code, or REST for a rest day). Every row is checked first; a file with any problem cannot be applied. A
                valid file is applied as a draft duty roster, which you then submit for approval.
              </>
            }
            working="Checking the rows…"
            onDone={(upload) => {
              open(upload.id);
              refresh();
            }}
          />
          {selected !== null && <UploadResult key={version} id={selected} />}
        </CardContent>
      </Card>
      <ReportList
        definition={scheduleUploadsReport}
        portal="manager"
        title="Scheduler uploader"
        countLabel="uploads"
        referenceFilters={false}
        rowActions={<OpenUploadButton onOpen={open} />}
      />
    </>
  );
}
