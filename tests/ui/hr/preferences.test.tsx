import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PreferenceEdit, PreferenceList } from '../../../src/resources/preferences/PreferenceScreens';
import { fakeDataProvider, TestAdmin } from '../components/harness';

const ROWS = [
  {
    id: 1,
    key: 'employee_no_format',
    group: 'Employees',
    data_type: 'string',
    description: 'Format of new employee numbers.',
    value: 'EMP-{seq:5}',
  },
  {
    id: 2,
    key: 'required_201_documents',
    group: 'Employees',
    data_type: 'json',
    description: 'Documents every 201 file must hold.',
    value: '["birth_certificate","nbi_clearance"]',
  },
  {
    id: 3,
    key: 'payslip_release_on_post',
    group: 'Payroll',
    data_type: 'boolean',
    description: 'Payslips are released when posted.',
    value: 'true',
  },
];

function renderAt(path: string, dataProvider = fakeDataProvider({ preferences: ROWS })) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin dataProvider={dataProvider}>
        <ResourceContextProvider value="preferences">
          <Routes>
            <Route path="/preferences" element={<PreferenceList />} />
            <Route path="/preferences/:id" element={<PreferenceEdit />} />
          </Routes>
        </ResourceContextProvider>
      </TestAdmin>
    </MemoryRouter>,
  );
  return dataProvider;
}

describe('preferences', () => {
  it('list each setting by its name and its value in words, never the key or JSON', async () => {
    renderAt('/preferences');
    expect(await screen.findByText('Employee number format')).toBeInTheDocument();
    expect(screen.getByText('Documents required in the 201 file')).toBeInTheDocument();
    expect(screen.getByText('Birth certificate, NBI clearance')).toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.queryByText('employee_no_format')).toBeNull();
    expect(screen.queryByText(/\["birth_certificate"/)).toBeNull();
  });

  it('edit a list one item per line and save the codes the server keeps', async () => {
    const dataProvider = renderAt('/preferences/2');
    const box = await screen.findByRole('textbox', { name: 'Documents required in the 201 file' });
    expect(box).toHaveValue('Birth certificate\nNBI clearance');
    await userEvent.type(box, '{enter}Drug test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dataProvider.update).toHaveBeenCalledWith(
        'preferences',
        expect.objectContaining({ data: expect.objectContaining({ value: '["birth_certificate","nbi_clearance","drug_test"]' }) }),
      ),
    );
  });

  it('edit a yes-or-no setting with a switch', async () => {
    renderAt('/preferences/3');
    const toggle = await screen.findByRole('switch', { name: 'Release payslips when the period is posted' });
    expect(toggle).toBeChecked();
  });
});
