import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { BATCH_SCREENS } from '../../../src/portals/payroll/batches/BatchScreens';
import { fakeDataProvider, TestAdmin } from '../components/harness';

// The year-end screen: its runs, with links to every employee's annualisation and to previous
// employers' income; the annualisations read as a payroll officer says them.

const listAt = (path: string) => BATCH_SCREENS.find((s) => s.path === path)!.resource!.list as ComponentType;

describe('the year-end screens', () => {
  it('lists the runs with the links to the annualisations and previous employers\u2019 income', async () => {
    const dataProvider = fakeDataProvider({
      'annualization-runs': [{ id: 1, year: 2026, target_payroll_period_id: 1, status: 'computed', total_amount: '38000.00' }],
      'payroll-periods': [{ id: 1, text: 'SM-OFFICE 2026-24' }],
    });
    const Runs = listAt('/payroll/year-end');
    render(
      <TestAdmin dataProvider={dataProvider}>
        <Runs />
      </TestAdmin>,
    );
    expect(await screen.findByText('Annualisations by employee')).toBeDefined();
    expect(screen.getByText('Previous employers\u2019 income')).toBeDefined();
    expect(await screen.findByText('38,000.00', { exact: false })).toBeDefined();
  });

  it('shows each employee\u2019s adjustment as a refund or payable', async () => {
    const dataProvider = fakeDataProvider({
      annualizations: [
        { id: 1, employee_id: 1, year: 2026, tax_due: '0.00', tax_adjustment: '-12000.00', adjustment_kind: 'refund', status: 'computed' },
      ],
      employees: [{ id: 1, text: 'Cruz, Ana' }],
    });
    const List = listAt('/payroll/year-end/annualizations');
    render(
      <TestAdmin dataProvider={dataProvider}>
        <List />
      </TestAdmin>,
    );
    expect(await screen.findByText('Refund')).toBeDefined();
    expect(screen.getAllByText('Computed').length).toBeGreaterThan(0);
  });
});
