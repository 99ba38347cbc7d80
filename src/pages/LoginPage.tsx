import { useEffect, useState } from 'react';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { authProvider } from '../providers/authProvider';
import { flashStore } from '../providers/flash';
import { ErrorDialog } from './ErrorDialog';
import { GuestLayout } from './GuestLayout';
import { useGuestForm } from './useGuestForm';

export function LoginPage() {
  const [notice] = useState(() => flashStore.peek());
  useEffect(() => flashStore.clear(), []);
  const form = useGuestForm({ email: '', password: '' }, (values) => authProvider.login(values));
  return (
    <GuestLayout>
      <Stack component="form" spacing={1} onSubmit={form.onSubmit} noValidate aria-label="Login">
        <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
          Log in
        </Typography>
        {notice && (
          <Alert severity="warning" role="alert" sx={{ mb: 1 }}>
            {notice}
          </Alert>
        )}
        <TextField label="Email" type="email" autoComplete="username" autoFocus required fullWidth {...form.field('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" required fullWidth {...form.field('password')} />
        <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
          {form.submitting ? 'Logging in…' : 'Log in'}
        </Button>
        <Typography variant="body2" sx={{ pt: 1, textAlign: 'center' }}>
          No account yet?{' '}
          <Link component={RouterLink} to="/register">
            Register with your employee number
          </Link>
        </Typography>
      </Stack>
      <ErrorDialog title="Login failed" message={form.dialog} onClose={form.closeDialog} />
    </GuestLayout>
  );
}
