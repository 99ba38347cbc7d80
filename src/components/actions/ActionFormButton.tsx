import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, SaveButton, useNotify, useRefresh } from 'react-admin';
import { httpClient } from '../../providers/httpClient';

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
}: ActionFormButtonProps) {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();

  const submit = async (values: Record<string, unknown>) => {
    try {
      const { data } = await httpClient.post<{ message: string }>(url, body ? body(values) : values);
      notify(data.message, { type: 'success', autoHideDuration: 10_000 });
      setOpen(false);
      refresh();
      onDone?.();
    } catch (error) {
      const problem = (error as { body?: { message?: string; errors?: Record<string, string[]> } }).body;
      if (problem?.errors)
        return Object.fromEntries(Object.entries(problem.errors).map(([field, messages]) => [field, messages.join(' ')]));
      notify(problem?.message ?? (error as Error).message, { type: 'error' });
    }
  };

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
      <Dialog open={open} onClose={() => setOpen(false)} onClick={(event) => event.stopPropagation()} fullWidth maxWidth="sm">
        <Form onSubmit={submit} defaultValues={defaultValues}>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{explanation}</DialogContentText>
            {children}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <SaveButton label={submitLabel} color={color} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
