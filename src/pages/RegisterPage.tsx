import { Link } from 'react-router-dom';
import { authProvider } from '../providers/authProvider';
import { ErrorDialog } from './ErrorDialog';
import { GuestField } from './GuestField';
import { buttonClass, GuestLayout } from './GuestLayout';
import { useGuestForm } from './useGuestForm';

const EMPTY = { name: '', employee_no: '', email: '', password: '', password_confirmation: '' };

export function RegisterPage() {
  const form = useGuestForm(EMPTY, (values) => authProvider.register(values));
  return (
    <GuestLayout width={480}>
      <form className="guest-stack" onSubmit={form.onSubmit} noValidate aria-label="Register">
        <h1 className="guest-title">Register</h1>
        <p className="guest-small guest-secondary" style={{ paddingBottom: 8 }}>
          Create the login of an existing employee: use the employee number and the email address on your 201 file.
        </p>
        <GuestField label="Full name" autoComplete="name" required {...form.field('name')} />
        <GuestField label="Employee number" required {...form.field('employee_no')} />
        <GuestField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
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
        <p className="guest-small guest-centre" style={{ paddingTop: 8 }}>
          Already registered?{' '}
          <Link className="guest-link" to="/login">
            Log in
          </Link>
        </p>
      </form>
      <ErrorDialog title="Registration failed" message={form.dialog} onClose={form.closeDialog} />
    </GuestLayout>
  );
}
