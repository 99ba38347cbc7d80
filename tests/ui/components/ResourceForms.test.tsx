import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineResource } from '@core/resources/define';
import { newRecordTitle, ResourceCreate, ResourceEdit, resourceScreen } from '../../../src/components/resource';
import { orgLevelsResource } from '@core/resources/org-levels.resource';
import { ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fakeDataProvider, TestAdmin } from './harness';

const positions = defineResource({
  name: 'positions',
  table: 'positions',
  label: 'Positions',
  textFields: ['code', 'name'],
  defaultSort: ['code', 'ASC'],
  fields: {
    code: { kind: 'text', label: 'code', required: true, maxLength: 20, list: true },
    name: { kind: 'text', label: 'name', required: true, list: true },
    level: {
      kind: 'choice',
      label: 'job level',
      required: true,
      choices: [
        { id: 'rank_and_file', name: 'Rank and file' },
        { id: 'manager', name: 'Manager' },
      ],
    },
    monthly_rate: { kind: 'money', label: 'monthly rate' },
    created_by_name: { kind: 'text', label: 'created by', readOnly: true },
  },
});

describe('resource forms', () => {
  it('has one input per writable field and validates with the definition before saving', async () => {
    const dataProvider = fakeDataProvider({ positions: [] });
    render(
      <TestAdmin dataProvider={dataProvider}>
        <ResourceCreate definition={positions} />
      </TestAdmin>,
    );
    expect(await screen.findByRole('textbox', { name: 'Code *' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Monthly rate' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /created by/i })).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Monthly rate' }), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The code field is required.')).toBeInTheDocument();
    expect(screen.getByText('The job level field is required.')).toBeInTheDocument();
    expect(screen.getByText('The monthly rate must be an amount with at most two decimals.')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Code *' }), 'SA');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name *' }), 'Sales associate');
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('option', { name: 'Manager' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Monthly rate' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Monthly rate' }), '25000.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'positions',
        expect.objectContaining({
          data: expect.objectContaining({ code: 'SA', name: 'Sales associate', level: 'manager', monthly_rate: '25000.50' }),
        }),
      ),
    );
  });

  it('picks several records for a refs field and sends their ids as a list', async () => {
    const batch = defineResource({
      name: 'retro-pay-batches',
      table: 'retro_pay_batches',
      label: 'Retro pay batches',
      textFields: ['description'],
      defaultSort: ['id', 'ASC'],
      fields: {
        description: { kind: 'text', label: 'description', required: true },
        employee_ids: { kind: 'refs', label: 'employees', reference: 'employees' },
      },
    });
    const dataProvider = fakeDataProvider({
      'retro-pay-batches': [],
      employees: [
        { id: 1, text: 'Cruz, Ana' },
        { id: 2, text: 'Reyes, Ben' },
        { id: 3, text: 'Santos, Carla' },
      ],
    });
    render(
      <TestAdmin dataProvider={dataProvider}>
        <ResourceCreate definition={batch} />
      </TestAdmin>,
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Description *' }), 'Wage order');
    const employees = screen.getByRole('combobox', { name: 'Employees' });
    for (const name of ['Cruz, Ana', 'Santos, Carla']) {
      await userEvent.click(employees);
      await userEvent.click(await screen.findByRole('option', { name }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'retro-pay-batches',
        expect.objectContaining({ data: expect.objectContaining({ description: 'Wage order', employee_ids: [1, 3] }) }),
      ),
    );
  });

  it('titles a new record and its edit page by one record’s name, keeping an acronym’s capitals', () => {
    expect(newRecordTitle(orgLevelsResource)).toBe('New organisation level');
    expect(newRecordTitle(positions)).toBe('New position');
    expect(newRecordTitle({ ...positions, name: 'no-name-of-its-own', label: 'SSS loans' })).toBe('New SSS loans');
  });

  it('resourceScreen gives the react-admin resource of a definition in one call', () => {
    const screenProps = resourceScreen(positions, { create: undefined });
    expect(screenProps).toMatchObject({ name: 'positions', recordRepresentation: 'text', create: undefined });
    expect(typeof screenProps.list).toBe('function');
    expect(typeof screenProps.edit).toBe('function');
  });

  it('asks before deleting, naming the record and what happens when it is in use', async () => {
    const dataProvider = fakeDataProvider({
      positions: [{ id: 4, code: 'SA', name: 'Sales associate', level: 'manager', text: 'SA · Sales associate' }],
    });
    render(
      <MemoryRouter initialEntries={['/positions/4']}>
        <TestAdmin dataProvider={dataProvider}>
          <ResourceContextProvider value="positions">
            <Routes>
              <Route path="/positions/:id" element={<ResourceEdit definition={positions} />} />
            </Routes>
          </ResourceContextProvider>
        </TestAdmin>
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete SA · Sales associate?');
    expect(dialog.textContent).toContain('is removed for good');
    expect(dialog.textContent).toContain('nothing is deleted and the message says where it is used');
    expect(dataProvider.delete).not.toHaveBeenCalled();
  });
});
