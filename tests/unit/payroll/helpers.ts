import { expect } from 'vitest';
import type { PayslipRequest, PayslipResponse } from '../../../server/modules/payroll/engine';

/** Amount of the one line with this code (fails when absent or repeated). */
export function amountOf(payslip: PayslipResponse, code: string): number {
  const lines = payslip.lines.filter((l) => l.code === code);
  expect(lines, `line ${code}`).toHaveLength(1);
  return lines[0]!.amount;
}

export function hasLine(payslip: PayslipResponse, code: string): boolean {
  return payslip.lines.some((l) => l.code === code);
}

/** Sum of the lines of a kind, in centavos to avoid float noise in the assertion. */
export function totalCentavos(payslip: PayslipResponse, kind: 'earning' | 'deduction' | 'employer_share'): number {
  return payslip.lines.filter((l) => l.kind === kind).reduce((sum, l) => sum + Math.round(l.amount * 100), 0);
}

export function monthly(
  overrides: Partial<PayslipRequest> & Pick<PayslipRequest, 'period_start' | 'period_end' | 'pay_date'>,
): PayslipRequest {
  return { rate_type: 'monthly', rate: 25_000, days_per_year: 261, frequency: 'monthly', ...overrides };
}
