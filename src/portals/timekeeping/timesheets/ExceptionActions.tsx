import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { EXCEPTION_RESOLUTIONS } from '@core/resources/attendance-exceptions.resource';
import { httpClient } from '../../../providers/httpClient';

type Mode = 'resolve' | 'waive' | 'notify';

const TITLE: Record<Mode, string> = { resolve: 'Resolve', waive: 'Waive', notify: 'Ask the employee about' };

/** Resolve an open exception (saying how), waive it (saying why), or ask the employee about it (a notification). */
export function ExceptionActions() {
  const record = useRecordContext<{ id: number; status: string; work_date: string; exception_type: string; employee_id: number | null }>();
  const [mode, setMode] = useState<Mode | null>(null);
  const [resolution, setResolution] = useState('schedule_corrected');
  const [remarks, setRemarks] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || (record.status !== 'open' && record.status !== 'pending_employee')) return null;

  const submit = async () => {
    try {
      const body =
        mode === 'resolve'
          ? { resolution, remarks: remarks || undefined }
          : mode === 'waive'
            ? { remarks }
            : { remarks: remarks || undefined };
      const { data } = await httpClient.post<{ message: string }>(`/api/timekeeping/attendance-exceptions/${record.id}/${mode}`, body);
      notify(data.message, { type: 'success' });
      setMode(null);
      refresh();
    } catch (error) {
      const body = (error as { body?: { message?: string; errors?: Record<string, string[]> } }).body;
      setProblem(Object.values(body?.errors ?? {})[0]?.[0] ?? body?.message ?? (error as Error).message);
    }
  };

  const openAs = (next: Mode) => (event: React.MouseEvent) => {
    event.stopPropagation();
    setRemarks('');
    setProblem(null);
    setMode(next);
  };
  return (
    <>
      <Button size="small" onClick={openAs('resolve')}>
        Resolve
      </Button>
      {/* an unmatched punch has no employee to ask: its time recorder id is mapped instead */}
      {record.status === 'open' && record.employee_id !== null && (
        <Button size="small" onClick={openAs('notify')}>
          Ask employee
        </Button>
      )}
      <Button size="small" color="warning" onClick={openAs('waive')}>
        Waive
      </Button>
      <Dialog open={mode !== null} onClose={() => setMode(null)} onClick={(event) => event.stopPropagation()} fullWidth maxWidth="sm">
        <DialogTitle>
          {mode && TITLE[mode]} the exception of {record.work_date}
        </DialogTitle>
        <DialogContent>
          {mode === 'resolve' && (
            <TextField
              select
              label="How it was resolved"
              value={resolution}
              onChange={(event) => setResolution(event.target.value)}
              fullWidth
              sx={{ mt: 1 }}
            >
              {EXCEPTION_RESOLUTIONS.filter((c) => c.id !== 'waived').map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={mode === 'waive' ? 'Why it is waived' : mode === 'notify' ? 'Message to the employee' : 'Remarks'}
            value={remarks}
            onChange={(event) => setRemarks(event.target.value)}
            fullWidth
            sx={{ mt: 2 }}
            required={mode === 'waive'}
          />
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setMode(null)}>Cancel</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={mode === 'waive' && remarks.trim() === ''}>
            {mode === 'notify' ? 'Notify' : mode && TITLE[mode]}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
