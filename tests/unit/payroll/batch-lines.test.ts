import { describe, expect, it } from 'vitest';
import { yearEndLine } from '../../../server/modules/payroll/batches/year-end-line';
import { retroDifference } from '../../../server/modules/payroll/batches/retro-line';
import { bonusAmount, decimalRatio, serviceMonthsInYear } from '../../../server/modules/payroll/batches/bonus-line';
import { thirteenthMonthLine } from '../../../server/modules/payroll/batches/thirteenth-month-line';
import { shareAmounts } from '../../../server/modules/payroll/batches/service-charge-line';
import { conversionFigures, convertibleMilliDays } from '../../../server/modules/payroll/batches/leave-conversion-line';
import { ratio } from '../../../server/modules/payroll/engine/money';
import { payRates } from '../../../server/modules/payroll/engine/rates';

describe('a bonus line', () => {
  it('counts whole months of service in the year, a month started after its first day not counting', () => {
    expect(serviceMonthsInYear('2020-06-15', 2026)).toBe(12);
    expect(serviceMonthsInYear('2026-07-01', 2026)).toBe(6);
    expect(serviceMonthsInYear('2026-07-15', 2026)).toBe(5);
    expect(serviceMonthsInYear('2027-01-01', 2026)).toBe(0);
  });

  it('reads the factor as an exact decimal and rounds the amount half up once', () => {
    expect(decimalRatio('0.0750')).toEqual({ n: 3, d: 40 });
    // 25,000.00 × 1.5 months × 7/12 = 21,875.00
    expect(bonusAmount('months_of_basic', '1.5000', 2_500_000, 7)).toBe(2_187_500);
    // 33,333.33 × 0.5 × 5/12 = 6,944.444… → 6,944.44
    expect(bonusAmount('months_of_basic', '0.5', 3_333_333, 5)).toBe(694_444);
    expect(bonusAmount('fixed_amount', '1500.0000', 0, 6)).toBe(75_000);
    expect(bonusAmount('percent_of_basic', '0.1', 2_000_000, null)).toBe(200_000);
  });
});

describe('a 13th-month line', () => {
  const base = { projected_basic: 0, previously_paid: 0, other_benefits_used: 0, ceiling: 9_000_000 };

  it('pays one twelfth of the basic earned, less what was paid, and taxes only what crosses the 90,000 ceiling', () => {
    // docs/statutory.md example 8: 303,793.06 earned → 25,316.09
    expect(thirteenthMonthLine({ ...base, basic_earned: 30_379_306 }, 'full')).toEqual({
      amount_due: 2_531_609,
      amount_payable: 2_531_609,
      non_taxable_amount: 2_531_609,
      taxable_amount: 0,
    });
    const nearCeiling = thirteenthMonthLine({ ...base, basic_earned: 30_379_306, other_benefits_used: 8_000_000 }, 'full');
    expect(nearCeiling).toMatchObject({ non_taxable_amount: 1_000_000, taxable_amount: 1_531_609 });
  });

  it('pays half in a first instalment and the rest as the balance, never a negative amount', () => {
    const first = thirteenthMonthLine({ ...base, basic_earned: 30_379_306 }, 'first_half');
    expect(first.amount_payable).toBe(1_265_805);
    const balance = thirteenthMonthLine({ ...base, basic_earned: 30_379_306, previously_paid: 1_265_805 }, 'balance');
    expect(balance.amount_payable).toBe(1_265_804);
    expect(thirteenthMonthLine({ ...base, basic_earned: 100_000, previously_paid: 50_000 }, 'full').amount_payable).toBe(0);
  });
});

describe('the year-end adjustment (docs/domain.md §14.10)', () => {
  // the 2023 annual table's rows up to 800,000, in centavos, written out here
  const annual = (taxable: number) =>
    taxable > 40_000_000
      ? 2_250_000 + Math.round((taxable - 40_000_000) / 5)
      : taxable > 25_000_000
        ? Math.round(((taxable - 25_000_000) * 15) / 100)
        : 0;

  it('withholds the tax due less what both employers withheld, or refunds the excess', () => {
    expect(
      yearEndLine(
        {
          present_taxable: 40_000_000,
          previous_taxable: 20_000_000,
          present_withheld: 2_000_000,
          previous_withheld: 1_000_000,
          exempt_mwe: false,
        },
        annual,
      ),
    ).toEqual({ total_taxable: 60_000_000, tax_due: 6_250_000, tax_adjustment: 3_250_000, adjustment_kind: 'payable' });
    expect(
      yearEndLine(
        { present_taxable: 25_000_000, previous_taxable: 0, present_withheld: 1_200_000, previous_withheld: 0, exempt_mwe: false },
        annual,
      ),
    ).toMatchObject({ tax_due: 0, tax_adjustment: -1_200_000, adjustment_kind: 'refund' });
    expect(
      yearEndLine({ present_taxable: 0, previous_taxable: 0, present_withheld: 0, previous_withheld: 0, exempt_mwe: true }, annual),
    ).toMatchObject({
      tax_due: 0,
      adjustment_kind: 'none',
    });
  });
});

describe('a retro difference (docs/domain.md §14.8)', () => {
  it('scales the amount paid by new ÷ old rate, pro-rated by the days in range, half up once', () => {
    const rates = { old_rate: 20_000_000_000, new_rate: 22_000_000_000 };
    expect(retroDifference({ ...rates, old_amount: 1_000_000, days_in_range: 15, days_in_cutoff: 15 })).toBe(100_000);
    expect(retroDifference({ ...rates, old_amount: -91_954, days_in_range: 15, days_in_cutoff: 15 })).toBe(-9_195);
    // the new rate from the 6th of a 15-day cut-off: 10 of its days
    expect(retroDifference({ ...rates, old_amount: 1_000_000, days_in_range: 10, days_in_cutoff: 15 })).toBe(66_667);
  });
});

describe('service charge shares', () => {
  it('shares equally, the last line taking the centavo left over so the shares add up exactly', () => {
    expect(shareAmounts(1_000_000, [1, 1, 1])).toEqual([333_333, 333_333, 333_334]);
    expect(shareAmounts(200, [1, 1, 1])).toEqual([67, 67, 66]);
  });

  it('shares pro rata to days worked; a line without days gets nothing and never the remainder', () => {
    // 12,345.67 × 10 ÷ 15.5 = 7,964.948…; × 4.5 ÷ 15.5 = 3,584.226…; the rest 796.49
    expect(shareAmounts(1_234_567, [10_000, 4_500, 1_000])).toEqual([796_495, 358_423, 79_649]);
    expect(shareAmounts(1_000_000, [2_000, 1_000, 0])).toEqual([666_667, 333_333, 0]);
    expect(shareAmounts(1_000_000, [0, 0])).toEqual([0, 0]);
  });
});

describe('a leave conversion line', () => {
  // 25,000.00 a month over 261 days: 1,149.425287… a day
  const rates = payRates('monthly', 2_500_000, ratio(261), ratio(8));

  it('converts the unused balance up to the maximum, never below zero', () => {
    expect(convertibleMilliDays(14_000, 12_000)).toBe(12_000);
    expect(convertibleMilliDays(7_500, null)).toBe(7_500);
    expect(convertibleMilliDays(-2_000, 5_000)).toBe(0);
  });

  it('pays days × the daily rate, the days within the de minimis limit left non-taxable', () => {
    // 12 × 1,149.425287 = 13,793.10; 10 days non-taxable 11,494.25; 2,298.85 taxable
    expect(conversionFigures(rates, 12_000, 10_000)).toEqual({
      convertible_milli: 12_000,
      amount: 1_379_310,
      non_taxable_milli: 10_000,
      non_taxable_amount: 1_149_425,
      taxable_amount: 229_885,
    });
    // within a 12-day limit (RR 29-2025): all 12 days non-taxable
    expect(conversionFigures(rates, 12_000, 12_000)).toMatchObject({ non_taxable_amount: 1_379_310, taxable_amount: 0 });
    // another leave type: all taxable
    expect(conversionFigures(rates, 5_000, null)).toMatchObject({ amount: 574_713, non_taxable_amount: 0, taxable_amount: 574_713 });
  });
});
