/**
 * One employee's line of a 13th-month batch (docs/domain.md §14.7), in centavos. PURE.
 * due = (basic earned + projected basic) ÷ 12; payable = the instalment's part of it less
 * what was paid earlier in the year, never negative; the non-taxable part is what is left of
 * the year's ceiling for 13th month and other benefits (docs/statutory.md §4.7).
 */
import { thirteenthMonthPay } from '../engine/thirteenth-month';

export type Instalment = 'full' | 'first_half' | 'balance';

export interface ThirteenthMonthInputs {
  readonly basic_earned: number;
  readonly projected_basic: number;
  readonly previously_paid: number;
  /** 13th month and other benefits already counted against the ceiling this year. */
  readonly other_benefits_used: number;
  readonly ceiling: number;
}

export interface ThirteenthMonthFigures {
  readonly amount_due: number;
  readonly amount_payable: number;
  readonly non_taxable_amount: number;
  readonly taxable_amount: number;
}

export function thirteenthMonthLine(inputs: ThirteenthMonthInputs, instalment: Instalment): ThirteenthMonthFigures {
  const due = thirteenthMonthPay(inputs.basic_earned + inputs.projected_basic);
  const target = instalment === 'first_half' ? Math.floor((due + 1) / 2) : due;
  const payable = Math.max(0, target - inputs.previously_paid);
  const nonTaxable = Math.min(payable, Math.max(0, inputs.ceiling - inputs.other_benefits_used));
  return { amount_due: due, amount_payable: payable, non_taxable_amount: nonTaxable, taxable_amount: payable - nonTaxable };
}
