import { Alert, Box, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { PeriodComputation } from '@core/contract/payroll-cycle';
import { formatCount } from '@core/format';
import { useApiGet } from '../../../providers/useApiGet';
import { payrollPaths } from '../../../providers/api-paths';

// Under a period row: its last computation (progress while it runs, then what it
// computed and whom it could not), and the checklist that stands before posting.

/** GET …/payroll-periods/:id/computation, as the run panel, the compute button and the print jobs read it. */
export type ComputationState = PeriodComputation;

/** A background run's progress (a computation, a print job): what it does, of how many, then its message. */
export function ComputationProgress({
  state,
  verb = 'Computing',
  unit = 'employees',
  label = 'Computation progress',
}: {
  state: Pick<NonNullable<ComputationState['computation']>, 'status' | 'progress_total' | 'progress_done' | 'message'> | null;
  verb?: string;
  unit?: string;
  label?: string;
}) {
  if (!state) return null;
  const percent = state.progress_total > 0 ? Math.round((state.progress_done / state.progress_total) * 100) : 100;
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="body2">
        {state.status === 'running'
          ? `${verb}: ${formatCount(state.progress_done)} of ${formatCount(state.progress_total)} ${unit} (${percent}%)`
          : (state.message ?? state.status)}
      </Typography>
      {state.status === 'running' && <LinearProgress variant="determinate" value={percent} aria-label={label} />}
    </Box>
  );
}

export function PeriodRunPanel() {
  const record = useRecordContext<{ id: number }>();
  const { data } = useApiGet<ComputationState>(record ? payrollPaths.payrollPeriod(record.id, 'computation') : null);
  if (!record || !data) return <LinearProgress />;
  const open = data.checklist.filter((c) => c.count > 0);
  return (
    <Box sx={{ p: 1 }}>
      {data.computation ? <ComputationProgress state={data.computation} /> : <Typography variant="body2">Not computed yet.</Typography>}
      {data.computation?.status === 'failed' && <Alert severity="error">The last computation failed: {data.computation.message}</Alert>}
      {open.map((c) => (
        <Alert key={c.check} severity={c.blocking ? 'error' : 'warning'} sx={{ my: 0.5 }}>
          {c.message}: {formatCount(c.count)}
          {c.blocking ? ' (blocks posting)' : ''}
        </Alert>
      ))}
      {data.errors.length > 0 && (
        <List dense aria-label="Employees not computed">
          {data.errors.map((e) => (
            <ListItem key={e.employee_id}>
              <ListItemText primary={`${e.employee_no} ${e.last_name}, ${e.first_name}`} secondary={e.message} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
