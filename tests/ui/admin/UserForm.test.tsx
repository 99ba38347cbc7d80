import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateBase, EditBase } from 'react-admin';
import { UserForm } from '../../../src/portals/admin/UserForm';
import { fakeDataProvider, TestAdmin } from '../components/harness';

// The account form: the employee an account belongs to, required for roles 2–6,
// chosen among employees without an account.

const employees = [
  { id: 1, text: 'EMP-00001 · Dela Cruz, Juan', has_account: true },
  { id: 2, text: 'EMP-00002 · Santos, Maria', has_account: false },
  { id: 3, text: 'EMP-00003 · Reyes, Jose', has_account: false },
];
const users = [{ id: 10, name: 'Juan Dela Cruz', email: 'juan@example.com', role: 3, employee_id: 1, is_active: true }];

const employeeSelect = (required: boolean) => screen.findByRole('combobox', { name: required ? 'Employee *' : 'Employee' });
const options = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the account form', () => {
  it('requires an employee for an employee account, offers only employees without an account, and lets the name default', async () => {
    const dataProvider = fakeDataProvider({ employees, users });
    render(
      <TestAdmin dataProvider={dataProvider}>
        <CreateBase resource="users" redirect={false} record={{ is_active: true, role: 3 }}>
          <UserForm isCreate />
        </CreateBase>
      </TestAdmin>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Kalamansi-42');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An employee is required for this role.')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await userEvent.click(await employeeSelect(true));
    await waitFor(() => expect(options()).toEqual(['EMP-00002 · Santos, Maria', 'EMP-00003 · Reyes, Jose']));
    await userEvent.click(screen.getByRole('option', { name: 'EMP-00002 · Santos, Maria' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'users',
        expect.objectContaining({
          data: expect.objectContaining({ employee_id: 2, email: 'maria@example.com', role: 3 }),
        }),
      ),
    );
  });

  it('leaves the employee optional for an administrator', async () => {
    const dataProvider = fakeDataProvider({ employees, users });
    render(
      <TestAdmin dataProvider={dataProvider}>
        <CreateBase resource="users" redirect={false} record={{ is_active: true, role: 1 }}>
          <UserForm isCreate />
        </CreateBase>
      </TestAdmin>,
    );
    expect(await employeeSelect(false)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Second Admin');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'second.admin@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Kalamansi-42');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
    expect(screen.queryByText('An employee is required for this role.')).toBeNull();
  });

  it('keeps the linked employee among the choices when editing', async () => {
    const dataProvider = fakeDataProvider({ employees, users });
    render(
      <TestAdmin dataProvider={dataProvider}>
        <EditBase resource="users" id={10} redirect={false} mutationMode="pessimistic">
          <UserForm isCreate={false} />
        </EditBase>
      </TestAdmin>,
    );
    const select = await employeeSelect(true);
    await waitFor(() => expect(select).toHaveTextContent('EMP-00001 · Dela Cruz, Juan'));
    await userEvent.click(select);
    await waitFor(() =>
      expect(options()).toEqual(
        expect.arrayContaining(['EMP-00001 · Dela Cruz, Juan', 'EMP-00002 · Santos, Maria', 'EMP-00003 · Reyes, Jose']),
      ),
    );
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'employees',
      expect.objectContaining({ filter: expect.objectContaining({ has_account: false }) }),
    );
  });
});
