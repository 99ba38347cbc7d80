import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { AxiosInstance } from 'axios';
import { normaliseError } from '../providers/errors';
import { accountPaths } from '../providers/api-paths';
import { httpClient } from '../providers/httpClient';

const FIELDS = [
  { name: 'current_password', label: 'Current password', autoComplete: 'current-password' },
  { name: 'password', label: 'New password', autoComplete: 'new-password' },
  { name: 'password_confirmation', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;
type Values = Record<(typeof FIELDS)[number]['name'], string>;
const EMPTY: Values = { current_password: '', password: '', password_confirmation: '' };

/** The user menu's "Change password": the server checks the current password and the policy (422 per field). */
export function ChangePasswordDialog({
  open,
  onClose,
  onChanged,
  http = httpClient,
}: {
  open: boolean;
  onClose: () => void;
  onChanged: (message: string) => void;
  http?: Pick<AxiosInstance, 'post'>;
}) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    setFailure(null);
    onClose();
  };

  async function submit() {
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      const { data } = await http.post<{ message: string }>(accountPaths.changePassword(), values);
      setValues(EMPTY);
      onChanged(data.message);
    } catch (error) {
      const normalised = normaliseError(error);
      setErrors(normalised.errors);
      if (!Object.keys(normalised.errors).length) setFailure(normalised.message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>Change password</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              type="password"
              label={field.label}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              error={Boolean(errors[field.name])}
              helperText={errors[field.name] ?? (field.name === 'password' ? 'At least 8 characters, with letters and numbers.' : ' ')}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" disabled={saving} onClick={() => void submit()}>
          Change password
        </Button>
      </DialogActions>
    </Dialog>
  );
}
