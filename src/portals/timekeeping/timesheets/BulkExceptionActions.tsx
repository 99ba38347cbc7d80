import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useListContext, useNotify, useRefresh } from 'react-admin';
import { EXCEPTION_RESOLUTIONS } from '@core/resources/attendance-exceptions.resource';
import { formatCount } from '@core/format';
import { httpClient } from '../../../providers/httpClient';

type Mode = 'notify' | 'resolve' | 'waive';

const LABEL: Record<Mode, string> = { notify: 'Ask employees', resolve: 'Resolve selected', waive: 'Waive selected' };
const VERB: Record<Mode, string> = { notify: 'Ask the employees about', resolve: 'Resolve', waive: 'Waive' };

const exceptions = (n: number) => `${formatCount(n)} exception${n === 1 ? '' : 's'}`;

const EFFECT: Record<Mode, (n: number) => string> = {
  notify: (n) =>
    `The ${exceptions(n)} wait for their employees, and each employee is notified once, however many of their days are selected.`,
  resolve: (n) => `The ${exceptions(n)} are marked resolved the one way chosen below, and stop blocking the timesheet’s closing.`,
  waive: (n) =>
    `The ${exceptions(n)} stop blocking the timesheet’s closing. The records stay as processed: a waived absence is still an absence.`,
};

/**
 * The resolution center's bulk actions on the selected exceptions: ask their employees, resolve
 * them one way, or waive them with one reason. Each confirms how many exceptions it affects;
 * the server changes all of them or none.
 */
export function BulkExceptionActions() {
  return (
    <>
      <BulkExceptionButton mode="notify" />
      <BulkExceptionButton mode="resolve" />
      <BulkExceptionButton mode="waive" />
    </>
  );
}

function BulkExceptionButton({ mode }: { mode: Mode }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [resolution, setResolution] = useState('schedule_corrected');
  const [remarks, setRemarks] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  const count = selectedIds.length;

  const submit = async () => {
    try {
      const body =
        mode === 'resolve'
          ? { ids: selectedIds, resolution, remarks: remarks.trim() || undefined }
          : mode === 'waive'
            ? { ids: selectedIds, remarks }
            : { ids: selectedIds, remarks: remarks.trim() || undefined };
      const { data } = await httpClient.post<{ message: string }>(`/api/timekeeping/attendance-exceptions/${mode}`, body);
      notify(data.message, { type: 'success' });
      setOpen(false);
      onUnselectItems();
      refresh();
    } catch (error) {
      const body = (error as { body?: { message?: string; errors?: Record<string, string[]> } }).body;
      const [field, messages] = Object.entries(body?.errors ?? {})[0] ?? [];
      setProblem(messages?.[0] ? `${field} ${messages[0]}` : (body?.message ?? (error as Error).message));
    }
  };

  return (
    <>
      <Button
        size="small"
        color={mode === 'waive' ? 'warning' : 'primary'}
        onClick={() => {
          setRemarks('');
          setProblem(null);
          setOpen(true);
        }}
      >
        {LABEL[mode]}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>
          {VERB[mode]} {exceptions(count)}?
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{EFFECT[mode](count)}</DialogContentText>
          {mode === 'resolve' && (
            <TextField
              select
              label="How they were resolved"
              value={resolution}
              onChange={(event) => setResolution(event.target.value)}
              fullWidth
              sx={{ mt: 2 }}
            >
              {EXCEPTION_RESOLUTIONS.filter((c) => c.id !== 'waived').map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={mode === 'waive' ? 'Why they are waived' : mode === 'notify' ? 'Message to the employees' : 'Remarks'}
            value={remarks}
            onChange={(event) => setRemarks(event.target.value)}
            fullWidth
            required={mode === 'waive'}
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
          <Button
            variant="contained"
            color={mode === 'waive' ? 'warning' : 'primary'}
            onClick={() => void submit()}
            disabled={mode === 'waive' && remarks.trim() === ''}
          >
            {mode === 'notify' ? 'Notify' : VERB[mode]} {formatCount(count)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
