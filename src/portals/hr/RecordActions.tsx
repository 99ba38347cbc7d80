import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { Form, useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import { resourceInput } from '../../components/resource';
import { validateRecord } from '@core/resources/define';
import type { WorkflowStep } from '@core/resources/workflow';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

// The workflow verbs of a record (publish, approve, serve NTE…): one button per
// step allowed from the record's status; a step that records values asks for
// them in a dialog first, and one that cannot be taken back says what it
// affects and waits for the answer. POST /api/hr/<resource>/<id>/<action>.

/** A declared workflow step (core/resources/*.workflow.ts), or an action offered in every status. */
export type StepButton = Pick<WorkflowStep, 'action' | 'label' | 'fields' | 'confirm'> & Partial<Pick<WorkflowStep, 'from'>>;

function StepDialog({
  step,
  onClose,
  onDone,
}: {
  step: StepButton;
  onClose: () => void;
  onDone: (values: Record<string, unknown>) => Promise<void>;
}) {
  const fields = step.fields ?? {};
  const validate = (values: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(validateRecord({ name: '', table: '', label: '', fields, textFields: [], defaultSort: ['id', 'ASC'] }, values)).map(
        ([f, m]) => [f, m[0]],
      ),
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="step-dialog-title">
      <Form onSubmit={(values: Record<string, unknown>) => onDone(values)} validate={validate}>
        <DialogTitle id="step-dialog-title">{step.label}</DialogTitle>
        <DialogContent>
          {step.confirm && <DialogContentText sx={{ mb: 2 }}>{step.confirm}</DialogContentText>}
          <Stack>{Object.entries(fields).map(([source, field]) => resourceInput(source, field))}</Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{step.confirm ? 'Keep as is' : 'Cancel'}</Button>
          <Button type="submit" variant="contained" color={step.confirm ? 'error' : 'primary'}>
            {step.label}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

export function RecordActions({ steps }: { steps: readonly StepButton[] }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState<StepButton | null>(null);
  if (!record || !resource) return null;
  const run = async (step: StepButton, values: Record<string, unknown> = {}) => {
    try {
      const { data } = await dataProvider.action<{ message?: string }>(resource, record.id, step.action, values);
      notify(data?.message ?? `${step.label}: done`, { type: 'success' });
      setOpen(null);
      refresh();
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, string[]> } }).body;
      const first = body?.errors ? Object.values(body.errors)[0]?.[0] : undefined;
      notify(first ?? (error as Error).message, { type: 'error' });
    }
  };
  const available = steps.filter((step) => !step.from || step.from.includes(String(record.status)));
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {available.map((step) => (
        <Button
          key={step.action}
          size="small"
          variant="outlined"
          onClick={(event) => {
            event.stopPropagation();
            if (step.fields || step.confirm) setOpen(step);
            else void run(step);
          }}
        >
          {step.label}
        </Button>
      ))}
      {open && <StepDialog step={open} onClose={() => setOpen(null)} onDone={(values) => run(open, values)} />}
    </Stack>
  );
}
