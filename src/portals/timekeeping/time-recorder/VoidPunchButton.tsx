import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { timekeepingPaths } from '../../../providers/api-paths';
import { useServerAction } from '../../../providers/useServerAction';

/** Voids a punch after asking why; the punch stays in the list, marked void. */
export function VoidPunchButton() {
  const record = useRecordContext<{ id: number; punched_at: string; time_recorder_id: string; is_void: boolean }>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const action = useServerAction();
  if (!record || record.is_void) return null;

  const confirm = () =>
    action.run(
      { method: 'post', url: timekeepingPaths.voidPunch(record.id), body: { reason } },
      {
        onSuccess: () => setOpen(false),
        onFailure: (problem) => setProblem(problem.fieldErrors.reason?.[0] ?? problem.message),
      },
    );

  return (
    <>
      <Button
        size="small"
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          setReason('');
          setProblem(null);
          setOpen(true);
        }}
      >
        Void
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} onClick={(event) => event.stopPropagation()}>
        <DialogTitle>Void this punch?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The punch of {record.time_recorder_id} at {record.punched_at} will no longer count in timesheets processed from now on. It stays
            on record, marked void with your reason; a closed timesheet changes only through adjustment processing.
          </DialogContentText>
          <TextField
            autoFocus
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={problem !== null}
            helperText={problem ?? ' '}
            fullWidth
            sx={{ mt: 2 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button color="error" onClick={() => void confirm()} disabled={reason.trim() === ''}>
            Void punch
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
