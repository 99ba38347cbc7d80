import { render, screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { FinalPayComputation } from '../../../src/resources/final-pay-cases/FinalPayScreens';
import { fakeDataProvider, TestAdmin } from '../components/harness';

// The final-pay computation on /payroll/final-pay: earnings, deductions and the net in a
// payroll officer's words, the tax-exempt basis of separation pay, the 30-day release due
// date; manual lines may be added or removed only before approval.

const CASE = {
  id: 7,
  employee_id: 3,
  separation_type: 'termination_authorized_cause',
  separation_date: '2026-11-20',
  last_working_day: '2026-11-20',
  release_due_date: '2026-12-20',
  clearance_status: 'pending',
  years_of_service: '5.72',
  unused_leave_days: '5.000',
  final_timesheet_id: 11,
  net_final_pay: '267767.22',
};

const LINES = [
  {
    id: 1,
    final_pay_case_id: 7,
    sort_order: 0,
    component: 'unpaid_salary',
    description: 'Basic pay',
    quantity: 8,
    amount: '13241.36',
    is_tax_exempt: false,
    exemption_basis: null,
    is_manual: false,
  },
  {
    id: 2,
    final_pay_case_id: 7,
    sort_order: 1,
    component: 'leave_conversion',
    description: 'Unused leave converted (5 days)',
    quantity: 5,
    amount: '8275.86',
    is_tax_exempt: false,
    exemption_basis: null,
    is_manual: false,
  },
  {
    id: 3,
    final_pay_case_id: 7,
    sort_order: 2,
    component: 'separation_pay',
    description: 'Separation pay (one month × 6 years)',
    quantity: null,
    amount: '216000.00',
    is_tax_exempt: true,
    exemption_basis: 'NIRC s.32(B)(6)(b): separation for a cause beyond the employee’s control',
    is_manual: false,
  },
  {
    id: 4,
    final_pay_case_id: 7,
    sort_order: 3,
    component: 'prorated_thirteenth_month',
    description: '13th month pay, pro-rated',
    quantity: null,
    amount: '32000.00',
    is_tax_exempt: false,
    exemption_basis: null,
    is_manual: false,
  },
  {
    id: 5,
    final_pay_case_id: 7,
    sort_order: 100,
    component: 'accountability',
    description: 'Unreturned laptop charger',
    quantity: null,
    amount: '1500.00',
    is_tax_exempt: false,
    exemption_basis: null,
    is_manual: true,
  },
  {
    id: 6,
    final_pay_case_id: 8,
    sort_order: 0,
    component: 'unpaid_salary',
    description: 'Another case',
    quantity: null,
    amount: '1.00',
    is_tax_exempt: false,
    exemption_basis: null,
    is_manual: false,
  },
];

function renderCase(status: string, released: Record<string, unknown> = {}) {
  render(
    <TestAdmin
      dataProvider={fakeDataProvider({
        'final-pay-lines': LINES,
        employees: [{ id: 3, text: 'Dela Cruz, Juan' }],
        'payroll-periods': [{ id: 9, code: 'FP-2026-000007', text: 'FP-2026-000007' }],
        payslips: [
          { id: 40, payroll_period_id: 8 },
          { id: 41, payroll_period_id: 9 },
        ],
      })}
    >
      <RecordContextProvider value={{ ...CASE, payroll_period_id: null, released_at: null, ...released, status }}>
        <FinalPayComputation />
      </RecordContextProvider>
    </TestAdmin>,
  );
}

describe('the final-pay computation', () => {
  it('shows earnings, deductions and the net, with the release due date and the exemption basis', async () => {
    renderCase('computed');
    const table = await screen.findByRole('table', { name: 'Final pay computation' });
    const text = table.textContent ?? '';
    expect(text).toMatch(/Unpaid salary.*13,241\.36/);
    expect(text).toMatch(/Separation pay.*Tax-exempt: NIRC s\.32\(B\)\(6\)\(b\).*216,000\.00/);
    expect(text).toMatch(/Total earnings269,517\.22/);
    expect(text).toMatch(/Accountability.*Unreturned laptop charger.*Entered by hand.*1,500\.00/);
    expect(text).toMatch(/Net final pay267,767\.22/);
    expect(text).not.toMatch(/Another case/);
    expect(screen.getByText('Release due (30 days)').nextSibling?.textContent).toMatch(/2026/);
    expect(screen.getByRole('button', { name: 'Print final-pay computation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add manual line' })).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: 'Remove' })).toHaveLength(1);
  });

  it('offers no change to the lines once approved', async () => {
    renderCase('approved');
    await screen.findByRole('table', { name: 'Final pay computation' });
    expect(screen.queryByRole('button', { name: 'Add manual line' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('shows a released final pay’s period, with links to its register and the final payslip', async () => {
    renderCase('released', { payroll_period_id: 9, released_at: '2026-11-26' });
    await screen.findByRole('table', { name: 'Final pay computation' });
    expect(await screen.findByText('FP-2026-000007')).toBeTruthy();
    const payslip = await screen.findByRole('link', { name: 'Final payslip' });
    expect(payslip.getAttribute('href')).toMatch(/\/payslips\/41\/show$/);
    const register = screen.getByRole('link', { name: 'Period register' });
    expect(decodeURIComponent(register.getAttribute('href') ?? '')).toMatch(/payroll-register\?filter=\{"payroll_period_id":9\}/);
    expect(screen.queryByRole('button', { name: 'Add manual line' })).toBeNull();
  });

  it('shows no release before the case is released', async () => {
    renderCase('approved');
    await screen.findByRole('table', { name: 'Final pay computation' });
    expect(screen.queryByRole('link', { name: 'Final payslip' })).toBeNull();
  });
});
