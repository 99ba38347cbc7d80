import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ResourceContextProvider, ResourceDefinitionContextProvider } from 'react-admin';
import type { ResourceDefinition } from '@core/resources/define';
import { holidaysResource } from '@core/resources/holidays.resource';
import { banksResource } from '@core/resources/banks.resource';
import { positionsResource } from '@core/resources/positions.resource';
import { ResourceEdit, ResourceList } from '../../../src/components/resource';
import { TableVersionsPage } from '../../../src/portals/payroll/tables/TableVersionsPage';
import { TABLE_SCREENS } from '../../../src/portals/payroll/tables/columns';
import { sessionStore } from '../../../src/providers/session';
import { fakeDataProvider, TestAdmin } from './harness';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

// Installation-wide settings (holidays, banks, pay codes, the government tables) are
// shared by every company: only the system administrator (role 7) is offered to change
// them; anyone else reads them with one line saying who changes them.

const NOTICE = 'These settings are shared by every company on this installation; your system administrator changes them.';
const PAYROLL = 6;
const ADMINISTRATOR = 1;
const SYSTEM_ADMINISTRATOR = 7;
const signInAs = (role: number) => sessionStore.write({ token: 'token', role });

const data = {
  holidays: [{ id: 1, holiday_date: '2026-01-01', name: 'New Year’s Day', holiday_type: 'regular', scope: 'national', year: 2026 }],
  banks: [{ id: 3, code: 'BDO', name: 'BDO Unibank', file_format: 'bdo', is_active: true, text: 'BDO · BDO Unibank' }],
  positions: [{ id: 4, code: 'SA', name: 'Sales associate', text: 'SA · Sales associate' }],
  'contribution-tables': [
    {
      id: 9,
      code: 'SSS-2025',
      name: 'SSS 2025',
      agency: 'sss',
      effective_from: '2025-01-01',
      effective_to: null,
      status: 'in_force',
      row_count: 1,
      rows: [{ id: 1, range_from: 0, range_to: 5249.99, msc: 5000 }],
    },
  ],
};

function HolidayList() {
  return (
    <ResourceDefinitionContextProvider definitions={{ holidays: { name: 'holidays', hasCreate: true, hasEdit: true } }}>
      <ResourceContextProvider value="holidays">
        <ResourceList definition={holidaysResource} actions={<button type="button">Copy a year forward</button>} />
      </ResourceContextProvider>
    </ResourceDefinitionContextProvider>
  );
}

const renderEdit = (definition: ResourceDefinition, id: number) =>
  render(
    <MemoryRouter initialEntries={[`/${definition.name}/${id}`]}>
      <TestAdmin dataProvider={fakeDataProvider(data)}>
        <ResourceContextProvider value={definition.name}>
          <Routes>
            <Route path={`/${definition.name}/:id`} element={<ResourceEdit definition={definition} />} />
          </Routes>
        </ResourceContextProvider>
      </TestAdmin>
    </MemoryRouter>,
  );

describe('installation-wide settings in the console', () => {
  for (const role of [PAYROLL, ADMINISTRATOR])
    it(`are a read-only list for role ${role}: no Create, no Copy a year forward, rows open nothing, one line saying who changes them`, async () => {
      signInAs(role);
      render(
        <TestAdmin dataProvider={fakeDataProvider(data)}>
          <HolidayList />
        </TestAdmin>,
      );
      expect(await screen.findByText('New Year’s Day')).toBeInTheDocument();
      expect(screen.getByText(NOTICE)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Copy a year forward' })).toBeNull();
      expect(screen.getByText('New Year’s Day').closest('tr')).not.toHaveClass('RaDatagrid-clickableRow');
      expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
    });

  it('are offered to the system administrator to create, edit and copy, without the line', async () => {
    signInAs(SYSTEM_ADMINISTRATOR);
    render(
      <TestAdmin dataProvider={fakeDataProvider(data)}>
        <HolidayList />
      </TestAdmin>,
    );
    expect(await screen.findByText('New Year’s Day')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy a year forward' })).toBeInTheDocument();
    expect(screen.getByText('New Year’s Day').closest('tr')).toHaveClass('RaDatagrid-clickableRow');
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('open a bank without Save or Delete for the payroll officer, with both for the system administrator', async () => {
    signInAs(PAYROLL);
    const officer = renderEdit(banksResource, 3);
    expect(await screen.findByDisplayValue('BDO Unibank')).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    officer.unmount();

    signInAs(SYSTEM_ADMINISTRATOR);
    renderEdit(banksResource, 3);
    expect(await screen.findByDisplayValue('BDO Unibank')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('leave a company’s own records as they were: the payroll officer edits a position', async () => {
    signInAs(PAYROLL);
    renderEdit(positionsResource, 4);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('show a government table to the payroll officer without New version, Correct or Delete; the system administrator gets them', async () => {
    signInAs(PAYROLL);
    const officer = render(
      <TestAdmin dataProvider={fakeDataProvider(data)}>
        <TableVersionsPage screen={TABLE_SCREENS.sss} />
      </TestAdmin>,
    );
    expect(await screen.findByRole('table', { name: 'SSS-2025 rows' })).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    for (const name of ['New version from this one', 'Correct', 'Delete']) expect(screen.queryByRole('button', { name })).toBeNull();
    officer.unmount();

    signInAs(SYSTEM_ADMINISTRATOR);
    render(
      <TestAdmin dataProvider={fakeDataProvider(data)}>
        <TableVersionsPage screen={TABLE_SCREENS.sss} />
      </TestAdmin>,
    );
    expect(await screen.findByRole('table', { name: 'SSS-2025 rows' })).toBeInTheDocument();
    for (const name of ['New version from this one', 'Correct', 'Delete']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
