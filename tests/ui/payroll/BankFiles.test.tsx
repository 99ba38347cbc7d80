import { render, screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { BankFilesButton, BankFilesPanel } from '../../../src/portals/payroll/cycle/BankFiles';
import { fakeDataProvider, TestAdmin } from '../components/harness';

// Under a posted period's row: its bank files with their count and control total, a file
// to download each, and, for a bank whose own layout is not public, that the generic
// layout is used under its name; the action shows only on a posted period.

const FILES = [
  {
    id: 1,
    payroll_period_id: 5,
    bank_id: 1,
    bank_name: 'BDO Unibank',
    sequence_no: 1,
    file_kind: 'regular',
    file_format: 'bdo',
    employee_count: 31,
    total_amount: '543683.00',
    created_at: '2026-11-25T10:00:00Z',
  },
  {
    id: 2,
    payroll_period_id: 5,
    bank_id: 1,
    bank_name: 'BDO Unibank',
    sequence_no: 2,
    file_kind: 'supplementary',
    file_format: 'bdo',
    employee_count: 1,
    total_amount: '14034.84',
    created_at: '2026-11-25T11:00:00Z',
  },
  {
    id: 3,
    payroll_period_id: 6,
    bank_id: 2,
    bank_name: 'Other period',
    sequence_no: 1,
    file_kind: 'regular',
    file_format: 'bpi',
    employee_count: 9,
    total_amount: '1.00',
    created_at: '2026-11-25T12:00:00Z',
  },
];

function renderPanel(status: string) {
  render(
    <TestAdmin dataProvider={fakeDataProvider({ 'bank-files': FILES })}>
      <RecordContextProvider value={{ id: 5, code: 'SM-OFFICE-2026-10-2', status }}>
        <BankFilesButton />
        <BankFilesPanel />
      </RecordContextProvider>
    </TestAdmin>,
  );
}

describe('bank files of a period', () => {
  it('lists the posted period’s files with count and control total, and says which layout a bank gets', async () => {
    renderPanel('posted');
    const table = await screen.findByRole('table', { name: 'Bank files of SM-OFFICE-2026-10-2' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/BDO Unibank.*Regular.*1.*31.*543,683\.00/),
      expect.stringMatching(/BDO Unibank.*Supplementary \(released from hold\).*2.*1.*14,034\.84/),
    ]);
    expect(within(table).getAllByRole('button', { name: 'Download' })).toHaveLength(2);
    expect(screen.getByText(/BDO's own payroll-crediting layout is not public: this file uses the generic CSV layout/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bank files' })).toBeTruthy();
  });

  it('shows nothing of bank files before posting', async () => {
    renderPanel('prooflisted');
    expect(screen.queryByRole('button', { name: 'Bank files' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
