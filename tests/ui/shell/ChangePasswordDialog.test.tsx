import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordDialog } from '../../../src/layout/ChangePasswordDialog';
import { ApiError } from '../../../src/providers/errors';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('changing one’s password from the user menu', () => {
  it('sends the three fields and shows the server’s message per field, then reports the change', async () => {
    const post = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError({
          status: 422,
          message: 'Please correct the highlighted errors.',
          errors: { current_password: 'The current password is incorrect.' },
        }),
      )
      .mockResolvedValueOnce({ data: { message: 'Your password has been changed.' } });
    const onChanged = vi.fn();
    render(<ChangePasswordDialog open onClose={() => undefined} onChanged={onChanged} http={{ post } as never} />);
    fill('Current password', 'wrong-1234');
    fill('New password', 'Kalamansi-42');
    fill('Confirm new password', 'Kalamansi-42');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('The current password is incorrect.');
    expect(post).toHaveBeenCalledWith('/api/account/password', {
      current_password: 'wrong-1234',
      password: 'Kalamansi-42',
      password_confirmation: 'Kalamansi-42',
    });
    fill('Current password', 'Passw0rd!');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('Your password has been changed.'));
  });
});
