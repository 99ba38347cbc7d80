import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthFailure } from '../providers/authProvider';

/**
 * The shared behaviour of login and register: the values, one submission at a
 * time, the role's dashboard on success (when the submission opens a session),
 * the server's message in a dialog and the field messages under the fields on failure.
 */
export function useGuestForm<V extends Record<string, string>>(initial: V, submit: (values: V) => Promise<{ redirectTo: string } | void>) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [dialog, setDialog] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    error: Boolean(fieldErrors[name]),
    helperText: fieldErrors[name] ?? ' ',
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      const opened = await submit(values);
      setFieldErrors({});
      if (opened) navigate(opened.redirectTo, { replace: true });
      else setSubmitting(false);
    } catch (error) {
      const failure = error instanceof AuthFailure ? error : new AuthFailure(String((error as Error)?.message ?? error), {});
      setFieldErrors(failure.errors);
      setDialog(failure.message);
      setSubmitting(false);
    }
  };

  return { field, onSubmit, submitting, dialog, closeDialog: () => setDialog(null) };
}
