import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { timekeepingPaths } from '../../../providers/api-paths';
import { useServerAction } from '../../../providers/useServerAction';
import { ExceptionDecisionFields, useExceptionDecision, type ExceptionMode as Mode } from './ExceptionDecision';

const TITLE: Record<Mode, string> = { resolve: 'Resolve', waive: 'Waive', notify: 'Ask the employee about' };

/** Resolve an open exception (saying how), waive it (saying why), or ask the employee about it (a notification). */
export function ExceptionActions() {
  const record = useRecordContext<{ id: number; status: string; work_date: string; exception_type: string; employee_id: number | null }>();
  const [mode, setMode] = useState<Mode | null>(null);
  const decision = useExceptionDecision();
  const action = useServerAction();
  if (!record || (record.status !== 'open' && record.status !== 'pending_employee')) return null;

  const submit = async () => {
    if (!mode) return;
    await action.run(
      { method: 'post', url: timekeepingPaths.exceptionVerb(record.id, mode), body: decision.body(mode) },
      { onSuccess: () => setMode(null), onFailure: decision.fail },
    );
  };

  const openAs = (next: Mode) => (event: React.MouseEvent) => {
    event.stopPropagation();
    decision.reset();
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
          <ExceptionDecisionFields mode={mode} many={false} decision={decision} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setMode(null)}>Cancel</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={decision.incomplete(mode)}>
            {mode === 'notify' ? 'Notify' : mode && TITLE[mode]}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
