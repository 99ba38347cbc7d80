import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ReturnPaymentPanel } from '../../../src/portals/payroll/bir/Bir1601cScreens';

// The 1601-C return shows its month's BIR remittance: the payment's reference, date and
// amount once paid; otherwise the remittance's status and due date.

const PAYMENT = {
  remittance_id: 3,
  status: 'paid',
  reference_no: 'TRA-2026-000123',
  paid_at: '2026-01-10',
  amount_paid: '80456.71',
  penalty_amount: '0.00',
  total_amount: '80456.71',
  due_date: '2026-01-10',
  payment_channel: 'eFPS',
};

describe('the payment of a 1601-C return', () => {
  it('shows the paid remittance\u2019s reference, date and amount, with a link to the BIR remittances', () => {
    render(
      <MemoryRouter>
        <ReturnPaymentPanel payment={PAYMENT} />
      </MemoryRouter>,
    );
    const panel = screen.getByTestId('return-payment');
    expect(panel).toHaveTextContent('Paid on 2026-01-10, reference TRA-2026-000123, ₱80,456.71 via eFPS.');
    expect(screen.getByRole('link', { name: 'BIR remittances' })).toHaveAttribute('href', '/payroll/bir');
  });

  it('says when the month\u2019s remittance is not paid yet, or not open', () => {
    const { rerender } = render(
      <MemoryRouter>
        <ReturnPaymentPanel payment={{ ...PAYMENT, status: 'generated', reference_no: null, paid_at: null, amount_paid: null }} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('return-payment')).toHaveTextContent('is generated, due 2026-01-10 (total ₱80,456.71)');
    rerender(
      <MemoryRouter>
        <ReturnPaymentPanel payment={null} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/No BIR remittance for this month yet/)).toBeInTheDocument();
  });
});
