import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { formatCount } from '@core/format';
import { api } from '../../../providers/api';
import { payrollPaths } from '../../../providers/api-paths';
import { apiErrorOf } from '../../../providers/errors';
import { ComputationProgress, type ComputationState } from './PeriodRunPanel';

interface PeriodRecord {
  id: number;
  code: string;
  status: string;
}

/** Computes (or recomputes) a period as a background job, confirming first and showing the progress. */
export function ComputeButton() {
  const record = useRecordContext<PeriodRecord>();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ComputationState['computation']>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || !['open', 'computed', 'prooflisted'].includes(record.status)) return null;
  const running = state?.status === 'running';

  const run = async () => {
    setProblem(null);
    try {
      await api.send('post', payrollPaths.payrollPeriod(record.id, 'compute'));
      for (;;) {
        const data = await api.get<ComputationState>(payrollPaths.payrollPeriod(record.id, 'computation'));
        setState(data.computation);
        if (data.computation && data.computation.status !== 'running') {
          if (data.computation.status === 'failed')
            throw Object.assign(new Error(data.computation.message ?? 'The computation failed.'), {});
          notify(
            `${record.code}: ${data.computation.message ?? 'computed'}${data.computation.error_count ? ` (${formatCount(data.computation.error_count)} to check)` : ''}`,
            { type: data.computation.error_count ? 'warning' : 'success' },
          );
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      setOpen(false);
      setState(null);
      refresh();
    } catch (error) {
      setProblem(apiErrorOf(error).message);
      setState(null);
    }
  };

  return (
    <>
      <Button
        size="small"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {record.status === 'open' ? 'Compute' : 'Recompute'}
      </Button>
      <Dialog open={open} onClose={() => !running && setOpen(false)} onClick={(event) => event.stopPropagation()} fullWidth maxWidth="sm">
        <DialogTitle>Compute {record.code}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Every employee of the group is computed from the linked timesheet summaries, rates in force, recurring entries, payroll entries
            and loans. {record.status === 'open' ? '' : 'The current payslips are replaced when the run completes, all at once.'}
          </DialogContentText>
          <ComputationProgress state={state} />
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={running}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void run()} disabled={running}>
            Compute
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
