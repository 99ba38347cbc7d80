import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { httpClient } from '../../../providers/httpClient';

/** Voids a punch after asking why; the punch stays in the list, marked void. */
export function VoidPunchButton() {
  const record = useRecordContext<{ id: number; punched_at: string; time_recorder_id: string; is_void: boolean }>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || record.is_void) return null;

  const confirm = async () => {
    try {
      const { data } = await httpClient.post<{ message: string }>(`/api/timekeeping/time-punches/${record.id}/void`, { reason });
      notify(data.message, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      const body = (error as { body?: { message?: string; errors?: Record<string, string[]> } }).body;
      setProblem(body?.errors?.reason?.[0] ?? body?.message ?? (error as Error).message);
    }
  };

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
