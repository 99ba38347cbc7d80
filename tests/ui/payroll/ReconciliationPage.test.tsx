import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReconciliationPage } from '../../../src/portals/payroll/reports/ReconciliationPage';
import { fakeDataProvider, TestAdmin } from '../components/harness';

// The reconciliation screen: one row per check with both totals, the difference and OK or
// differs; a check that differs opens to its employees (source A, source B, difference);
// choosing "Whole year" asks for the year without a month.

const ANSWER = {
  year: 2026,
  month: 10,
  from: '2026-10-01',
  to: '2026-10-31',
  reconciles: false,
  checks: [
    {
      id: 'register-gross',
      area: 'Payroll register',
      label: 'Gross pay',
      left_source: 'Payroll register (payslip lines)',
      right_source: 'Payslips (totals)',
      left_total: '3270697.33',
      right_total: '3270697.33',
      difference: '0.00',
      ok: true,
      employees: [],
      note: null,
    },
    {
      id: 'register-tax',
      area: 'Payroll register',
      label: 'Withholding tax',
      left_source: 'Payroll register (payslip lines)',
      right_source: 'Payslips (totals)',
      left_total: '89872.47',
      right_total: '89871.47',
      difference: '1.00',
      ok: false,
      employees: [
        { employee_id: 7, employee_no: 'E-0007', employee_name: 'Cruz, Ana', left: '1234.56', right: '1233.56', difference: '1.00' },
      ],
      note: null,
    },
  ],
};

const get = vi.fn();
vi.mock('../../../src/providers/httpClient', () => ({ httpClient: { get: (...args: unknown[]) => get(...args) } }));

describe('the reconciliation screen', () => {
  it('lists each check and opens the employees of one that differs', async () => {
    get.mockResolvedValue({ data: ANSWER });
    render(
      <TestAdmin dataProvider={fakeDataProvider({})}>
        <ReconciliationPage />
      </TestAdmin>,
    );
    expect(await screen.findByTestId('reconciles')).toHaveTextContent('1 of 2 checks differ for October 2026');
    const ok = screen.getByTestId('check-register-gross');
    expect(within(ok).getByText('OK')).toBeInTheDocument();
    expect(within(ok).getAllByText('3,270,697.33')).toHaveLength(2);
    const differs = screen.getByTestId('check-register-tax');
    expect(within(differs).getByText('Differs (1)')).toBeInTheDocument();
    expect(screen.queryByText('Cruz, Ana')).toBeNull();
    fireEvent.click(within(differs).getByRole('button', { name: 'Show the employees' }));
    expect(await screen.findByText('Cruz, Ana')).toBeInTheDocument();
    expect(screen.getByText('1,234.56')).toBeInTheDocument();
    expect(get.mock.calls[0][0]).toBe('/api/payroll/reconciliation');
    expect(get.mock.calls[0][1].params).toMatchObject({ year: String(new Date().getFullYear()) });
  });
});
