import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useGetList, useNotify, useRefresh } from 'react-admin';
import { SpreadsheetUpload } from '../../../components/upload/SpreadsheetUpload';
import { payrollPaths } from '../../../providers/api-paths';

// /payroll/timesheet-summary's action for payroll groups without timekeeping (DD-37): the
// officer picks a regular period still taking inputs and uploads its cut-off's summary,
// one row per employee; the server takes every row or none and names each problem.

interface Period {
  id: number;
  code: string;
  cutoff_start: string;
  cutoff_end: string;
}

export function UploadSummaryButton() {
  const [open, setOpen] = useState(false);
  const [periodId, setPeriodId] = useState<number | ''>('');
  const notify = useNotify();
  const refresh = useRefresh();
  const { data: periods } = useGetList<Period>(
    'payroll-periods',
    {
      filter: { period_type: 'regular', status: ['open', 'computed', 'prooflisted'] },
      sort: { field: 'pay_date', order: 'ASC' },
      pagination: { page: 1, perPage: 100 },
    },
    { enabled: open },
  );
  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        Upload summary
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby="upload-summary-title">
        <DialogTitle id="upload-summary-title">Upload a timesheet summary</DialogTitle>
        <DialogContent>
          <TextField
            select
            label="Payroll period"
            value={periodId}
            onChange={(event) => setPeriodId(Number(event.target.value))}
            fullWidth
            margin="dense"
            helperText="Only for payroll groups that do not use timekeeping; a new file replaces the period's uploaded summary."
          >
            {(periods ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.code} ({p.cutoff_start} to {p.cutoff_end})
              </MenuItem>
            ))}
          </TextField>
          {periodId !== '' && (
            <SpreadsheetUpload<{ message: string }>
              url={payrollPaths.timesheetSummaryUpload(periodId)}
              templateUrl={payrollPaths.timesheetSummaryTemplate()}
              templateName="timesheet-summary-template"
              instructions="One row per employee of the period's group: employee_no, the days (scheduled, worked, absent, paid and unpaid leave, suspended, holidays) and the minutes (late, undertime, and premium minutes per rate code). Blank cells are 0. Every row must be right or nothing is taken."
              working="Checking every row and saving the summaries…"
              onDone={(answer) => {
                notify(answer.message, { type: 'info' });
                setOpen(false);
                refresh();
              }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
