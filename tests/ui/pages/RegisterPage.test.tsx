import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The register page in its two steps (issue 29): the details, then the code e-mailed to the
// 201 file with the name and password; the server's words shown as they are.

const provider = vi.hoisted(() => ({ requestRegistrationCode: vi.fn(), register: vi.fn() }));
vi.mock('../../../src/providers/authProvider', async (original) => ({
  ...(await original<typeof import('../../../src/providers/authProvider')>()),
  authProvider: provider,
}));
const { AuthFailure } = await import('../../../src/providers/authProvider');
const { RegisterPage } = await import('../../../src/pages/RegisterPage');

const SENT = 'If these details match an employee record without an account, we sent a code to the e-mail on that record.';
const WRONG = 'The code is wrong or has expired.';

/** The field whose label starts with these words (the label ends with a required mark). */
const fieldOf = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const type = (label: string, value: string) => fireEvent.change(fieldOf(label), { target: { value } });

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/register']}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/employee/dashboard" element={<h1>Employee dashboard</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

// jsdom has no modal dialogs
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

beforeEach(() => {
  provider.requestRegistrationCode.mockReset().mockResolvedValue(SENT);
  provider.register.mockReset();
});

describe('the register page', () => {
  it('asks for the details, then for the code with the name and password, and opens the dashboard', async () => {
    renderPage();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    type('Employee number', 'EMP-00123');
    type('Email', 'juan@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    await screen.findByRole('heading', { name: 'Enter the code we sent' });
    expect(provider.requestRegistrationCode).toHaveBeenCalledWith(
      expect.objectContaining({ employee_no: 'EMP-00123', email: 'juan@example.com' }),
    );
    expect(screen.getByRole('status').textContent).toBe(SENT);
    expect(fieldOf('Code').getAttribute('inputmode')).toBe('numeric');

    provider.register.mockRejectedValueOnce(new AuthFailure(WRONG, { code: WRONG }));
    type('Code', '1234 5678');
    type('Full name', 'Juan dela Cruz');
    type('Password', 'Sampaguita-9');
    type('Confirm password', 'Sampaguita-9');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    // the message under the code and in the dialog
    await waitFor(() => expect(screen.getAllByText(WRONG).length).toBeGreaterThanOrEqual(1));
    expect(provider.register).toHaveBeenCalledWith({
      employee_no: 'EMP-00123',
      email: 'juan@example.com',
      code: '1234 5678',
      name: 'Juan dela Cruz',
      password: 'Sampaguita-9',
      password_confirmation: 'Sampaguita-9',
    });

    provider.register.mockResolvedValueOnce({ redirectTo: '/employee/dashboard' });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Employee dashboard' });
  });

  it('keeps the details for a new code, and shows a throttled request’s message', async () => {
    renderPage();
    type('Employee number', 'EMP-00123');
    type('Email', 'juan@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    await screen.findByRole('heading', { name: 'Enter the code we sent' });
    fireEvent.click(screen.getByRole('button', { name: 'Change the details or send a new code' }));
    expect((fieldOf('Employee number') as HTMLInputElement).value).toBe('EMP-00123');

    provider.requestRegistrationCode.mockRejectedValueOnce(
      new AuthFailure('Too many registration requests. Please try again in 15 minutes.', {}),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    await screen.findByText('Too many registration requests. Please try again in 15 minutes.');
    expect(screen.queryByRole('heading', { name: 'Enter the code we sent' })).toBeNull();
  });
});
