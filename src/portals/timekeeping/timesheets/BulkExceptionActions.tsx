import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useListContext } from 'react-admin';
import { formatCount } from '@core/format';
import { timekeepingPaths } from '../../../providers/api-paths';
import { useServerAction } from '../../../providers/useServerAction';
import { ExceptionDecisionFields, useExceptionDecision, type ExceptionMode as Mode } from './ExceptionDecision';

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
  const decision = useExceptionDecision();
  const action = useServerAction();
  const count = selectedIds.length;

  const submit = () =>
    action.run(
      { method: 'post', url: timekeepingPaths.exceptionsVerb(mode), body: { ids: selectedIds, ...decision.body(mode) } },
      {
        onSuccess: () => {
          setOpen(false);
          onUnselectItems();
        },
        onFailure: decision.fail,
      },
    );

  return (
    <>
      <Button
        size="small"
        color={mode === 'waive' ? 'warning' : 'primary'}
        onClick={() => {
          decision.reset();
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
          <ExceptionDecisionFields mode={mode} many decision={decision} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            variant="contained"
            color={mode === 'waive' ? 'warning' : 'primary'}
            onClick={() => void submit()}
            disabled={decision.incomplete(mode)}
          >
            {mode === 'notify' ? 'Notify' : VERB[mode]} {formatCount(count)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
