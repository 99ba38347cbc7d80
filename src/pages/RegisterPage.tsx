import { useState } from 'react';
import { Link } from 'react-router-dom';
import { authProvider } from '../providers/authProvider';
import { ErrorDialog } from './ErrorDialog';
import { GuestField } from './GuestField';
import { buttonClass, GuestLayout } from './GuestLayout';
import { useGuestForm } from './useGuestForm';

const EMPTY = { employee_no: '', email: '', code: '', name: '', password: '', password_confirmation: '' };

/**
 * Registration in two steps: the employee number and the e-mail on the 201 file, then the code the
 * server e-mailed to that address with the name and password of the new login. The first step's
 * answer is the same whether or not the details match, so the page shows it as it is.
 */
export function RegisterPage() {
  // the server's answer to the first step; null while the details are asked
  const [sent, setSent] = useState<string | null>(null);
  const form = useGuestForm(EMPTY, async (values) => {
    if (sent === null) {
      setSent(await authProvider.requestRegistrationCode(values));
      return;
    }
    return authProvider.register(values);
  });
  return (
    <GuestLayout width={480}>
      {sent === null ? (
        <form className="guest-stack" onSubmit={form.onSubmit} noValidate aria-label="Register">
          <h1 className="guest-title">Register</h1>
          <p className="guest-small guest-secondary" style={{ paddingBottom: 8 }}>
            Create the login of an existing employee. Enter your employee number and the e-mail address on your 201 file: we will e-mail a
            code to that address.
          </p>
          <GuestField label="Employee number" autoFocus required {...form.field('employee_no')} />
          <GuestField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
          <button type="submit" className={buttonClass('contained', 'large')} disabled={form.submitting}>
            {form.submitting ? 'Sending…' : 'Send me a code'}
          </button>
          <p className="guest-small guest-centre" style={{ paddingTop: 8 }}>
            Already registered?{' '}
            <Link className="guest-link" to="/login">
              Log in
            </Link>
          </p>
        </form>
      ) : (
        <form className="guest-stack" onSubmit={form.onSubmit} noValidate aria-label="Confirm registration">
          <h1 className="guest-title">Enter the code we sent</h1>
          <div className="guest-alert-info" role="status">
            {sent}
          </div>
          <p className="guest-small guest-secondary" style={{ paddingBottom: 8 }}>
            The code has 8 digits and works once, for 15 minutes. If no e-mail arrives, check your spam folder, or ask HR to check the
            e-mail address on your 201 file.
          </p>
          <GuestField label="Code" autoComplete="one-time-code" inputMode="numeric" autoFocus required {...form.field('code')} />
          <GuestField label="Full name" autoComplete="name" required {...form.field('name')} />
          <GuestField label="Password" type="password" autoComplete="new-password" required {...form.field('password')} />
          <GuestField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            required
            {...form.field('password_confirmation')}
          />
          <button type="submit" className={buttonClass('contained', 'large')} disabled={form.submitting}>
            {form.submitting ? 'Registering…' : 'Register'}
          </button>
          <button type="button" className="guest-text-button" onClick={() => setSent(null)} disabled={form.submitting}>
            Change the details or send a new code
          </button>
        </form>
      )}
      <ErrorDialog title="Registration failed" message={form.dialog} onClose={form.closeDialog} />
    </GuestLayout>
  );
}
