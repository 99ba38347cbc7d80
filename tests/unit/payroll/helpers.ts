import { expect } from 'vitest';
import { centavosText, toCentavos, type Money } from '@core/money';
import type { PayslipRequest, PayslipResponse } from '../../../server/modules/payroll/engine';

/** Amount of the one line with this code (fails when absent or repeated). */
export function amountOf(payslip: PayslipResponse, code: string): Money {
  const lines = payslip.lines.filter((l) => l.code === code);
  expect(lines, `line ${code}`).toHaveLength(1);
  return lines[0]!.amount;
}

/** A figure printed in a test's table (pesos, at most two decimals) as the wire writes it. */
export const wire = (pesos: number): string => pesos.toFixed(2);

/** Exact sum of wire amounts. */
export const sumOf = (...amounts: string[]): string => centavosText(amounts.reduce((sum, a) => sum + toCentavos(a), 0));

export function hasLine(payslip: PayslipResponse, code: string): boolean {
  return payslip.lines.some((l) => l.code === code);
}

/** Sum of the lines of a kind, in centavos. */
export function totalCentavos(payslip: PayslipResponse, kind: 'earning' | 'deduction' | 'employer_share'): number {
  return payslip.lines.filter((l) => l.kind === kind).reduce((sum, l) => sum + toCentavos(l.amount), 0);
}

export function monthly(
  overrides: Partial<PayslipRequest> & Pick<PayslipRequest, 'period_start' | 'period_end' | 'pay_date'>,
): PayslipRequest {
  return { rate_type: 'monthly', rate: 25_000, days_per_year: 261, frequency: 'monthly', ...overrides };
}
