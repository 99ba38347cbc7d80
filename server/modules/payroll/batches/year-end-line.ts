/**
 * One employee's year-end annualisation (docs/domain.md §14.10, docs/statutory.md §4.8), in centavos. PURE.
 * total taxable = present employer's (YTD before the target period + the target period's) +
 * previous employer's; tax due by the annual table (the engine's, passed in); adjustment =
 * tax due − tax withheld by the present employer (the target period's included) − by the
 * previous one: positive is withheld in the target period, negative refunded there.
 */
export interface YearEndInputs {
  readonly present_taxable: number;
  readonly previous_taxable: number;
  readonly present_withheld: number;
  readonly previous_withheld: number;
  /** a minimum wage earner the whole year with no taxable pay: tax due 0 */
  readonly exempt_mwe: boolean;
}

export interface YearEndFigures {
  readonly total_taxable: number;
  readonly tax_due: number;
  readonly tax_adjustment: number;
  readonly adjustment_kind: 'payable' | 'refund' | 'none';
}

export function yearEndLine(inputs: YearEndInputs, annualTax: (taxable: number) => number): YearEndFigures {
  const total = Math.max(0, inputs.present_taxable + inputs.previous_taxable);
  const due = inputs.exempt_mwe ? 0 : annualTax(total);
  const adjustment = due - inputs.present_withheld - inputs.previous_withheld;
  return {
    total_taxable: total,
    tax_due: due,
    tax_adjustment: adjustment,
    adjustment_kind: adjustment > 0 ? 'payable' : adjustment < 0 ? 'refund' : 'none',
  };
}
