import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, SaveButton } from 'react-admin';
import { api } from '../../providers/api';
import { useServerAction } from '../../providers/useServerAction';
import { followJob, JobProgress, type JobState } from '../progress/JobProgress';

/** An action the server runs as a background job: it answers 202 with the job's id, whose row is then followed. */
export interface ActionJob {
  /** where the job's row is read, from the 202 answer */
  progressUrl: (started: { id: number }) => string;
  /** what the job counts: "employees" */
  unit: string;
  /** the progress bar's accessible name */
  label: string;
}

export interface ActionFormButtonProps {
  /** the button's words */
  label: string;
  icon?: ReactNode;
  title: string;
  /** what the action does and affects, said before it runs */
  explanation: ReactNode;
  /** the dialog's inputs (react-admin inputs) */
  children?: ReactNode;
  defaultValues?: Record<string, unknown>;
  /** where the values are posted */
  url: string;
  /** shapes the form values into the request body */
  body?: (values: Record<string, unknown>) => unknown;
  /** the confirming button's words */
  submitLabel: string;
  color?: 'primary' | 'error';
  /** called after a success, for screens that keep their own data */
  onDone?: () => void;
  /** the action runs in the background: show its progress, then its row's message */
  job?: ActionJob;
}

/**
 * A button that opens a dialog saying what an action does, takes its inputs and posts
 * them: the server's message on success, its per-field messages beside the inputs on 422,
 * and any other refusal (409, 403) as a notice, with nothing changed.
 */
export function ActionFormButton({
  label,
  icon,
  title,
  explanation,
  children,
  defaultValues,
  url,
  body,
  submitLabel,
  color = 'primary',
  onDone,
  job,
}: ActionFormButtonProps) {
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<JobState | null>(null);
  const action = useServerAction();

  const submit = (values: Record<string, unknown>) =>
    action.submit(
      async () => {
        try {
          const started = await api.send<{ message: string; id: number }>('post', url, body ? body(values) : values);
          return job ? await followJob<JobState & { message: string }>(job.progressUrl(started), setProgress) : started;
        } finally {
          setProgress(null);
        }
      },
      {
        notice: { autoHideDuration: 10_000 },
        onSuccess: () => {
          setOpen(false);
          onDone?.();
        },
      },
    );

  return (
    <>
      <Button
        size="small"
        color={color}
        startIcon={icon}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Dialog open={open} onClose={() => !progress && setOpen(false)} onClick={(event) => event.stopPropagation()} fullWidth maxWidth="sm">
        <Form onSubmit={submit} defaultValues={defaultValues}>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{explanation}</DialogContentText>
            {children}
            {job && progress && <JobProgress state={progress} unit={job.unit} label={job.label} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={progress !== null}>
              Cancel
            </Button>
            <SaveButton label={submitLabel} color={color} alwaysEnable={progress === null} disabled={progress !== null} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
