import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { authProvider } from '../providers/authProvider';
import { flashStore } from '../providers/flash';
import { ErrorDialog } from './ErrorDialog';
import { GuestField } from './GuestField';
import { buttonClass, GuestLayout } from './GuestLayout';
import { useGuestForm } from './useGuestForm';

export function LoginPage() {
  const [notice] = useState(() => flashStore.peek());
  useEffect(() => flashStore.clear(), []);
  const form = useGuestForm({ email: '', password: '' }, (values) => authProvider.login(values));
  return (
    <GuestLayout>
      <form className="guest-stack" onSubmit={form.onSubmit} noValidate aria-label="Login">
        <h1 className="guest-title" style={{ marginBottom: 8 }}>
          Log in
        </h1>
        {notice && (
          <div className="guest-alert-warning" role="alert">
            {notice}
          </div>
        )}
        <GuestField label="Email" type="email" autoComplete="username" autoFocus required {...form.field('email')} />
        <GuestField label="Password" type="password" autoComplete="current-password" required {...form.field('password')} />
        <button type="submit" className={buttonClass('contained', 'large')} disabled={form.submitting}>
          {form.submitting ? 'Logging in…' : 'Log in'}
        </button>
        <p className="guest-small guest-centre" style={{ paddingTop: 8 }}>
          No account yet?{' '}
          <Link className="guest-link" to="/register">
            Register with your employee number
          </Link>
        </p>
      </form>
      <ErrorDialog title="Login failed" message={form.dialog} onClose={form.closeDialog} />
    </GuestLayout>
  );
}
