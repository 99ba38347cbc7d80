import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { authProvider } from '../providers/authProvider';
import { ErrorDialog } from './ErrorDialog';
import { GuestLayout } from './GuestLayout';
import { useGuestForm } from './useGuestForm';

const EMPTY = { name: '', employee_no: '', email: '', password: '', password_confirmation: '' };

export function RegisterPage() {
  const form = useGuestForm(EMPTY, (values) => authProvider.register(values));
  return (
    <GuestLayout width={480}>
      <Stack component="form" spacing={1} onSubmit={form.onSubmit} noValidate aria-label="Register">
        <Typography component="h1" variant="h5">
          Register
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }}>
          Create the login of an existing employee: use the employee number and the email address on your 201 file.
        </Typography>
        <TextField label="Full name" autoComplete="name" required fullWidth {...form.field('name')} />
        <TextField label="Employee number" required fullWidth {...form.field('employee_no')} />
        <TextField label="Email" type="email" autoComplete="email" required fullWidth {...form.field('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" required fullWidth {...form.field('password')} />
        <TextField label="Confirm password" type="password" autoComplete="new-password" required fullWidth {...form.field('password_confirmation')} />
        <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
          {form.submitting ? 'Registering…' : 'Register'}
        </Button>
        <Typography variant="body2" sx={{ pt: 1, textAlign: 'center' }}>
          Already registered?{' '}
          <Link component={RouterLink} to="/login">
            Log in
          </Link>
        </Typography>
      </Stack>
      <ErrorDialog title="Registration failed" message={form.dialog} onClose={form.closeDialog} />
    </GuestLayout>
  );
}
