import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useListContext, useNotify, useRefresh } from 'react-admin';
import { formatCount } from '@core/format';
import { httpClient } from '../../../providers/httpClient';

/** Waives the selected exceptions with one reason, after saying how many it affects. */
export function WaiveSelectedButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [remarks, setRemarks] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const notify = useNotify();
  const refresh = useRefresh();

  const waive = async () => {
    try {
      const { data } = await httpClient.post<{ message: string }>('/api/timekeeping/attendance-exceptions/waive', {
        ids: selectedIds,
        remarks,
      });
      notify(data.message, { type: 'success' });
      setOpen(false);
      onUnselectItems();
      refresh();
    } catch (error) {
      const body = (error as { body?: { message?: string } }).body;
      setProblem(body?.message ?? (error as Error).message);
    }
  };

  return (
    <>
      <Button
        size="small"
        color="warning"
        onClick={() => {
          setRemarks('');
          setProblem(null);
          setOpen(true);
        }}
      >
        Waive selected
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>Waive {formatCount(selectedIds.length)} exceptions?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The {formatCount(selectedIds.length)} selected exceptions stop blocking the timesheet’s closing. The records stay as processed:
            a waived absence is still an absence.
          </DialogContentText>
          <TextField
            label="Why they are waived"
            value={remarks}
            onChange={(event) => setRemarks(event.target.value)}
            fullWidth
            required
            sx={{ mt: 2 }}
          />
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" color="warning" onClick={() => void waive()} disabled={remarks.trim() === ''}>
            Waive {formatCount(selectedIds.length)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
