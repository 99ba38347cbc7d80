/** Properties over random inputs (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateAnnualTax,
  calculateContributions,
  calculatePayslip,
  calculateWithholding,
  DAY_TYPES,
  DE_MINIMIS_KINDS,
  type PayslipRequest,
} from '../../../server/modules/payroll/engine';
import { centavosText, toCentavos } from '@core/money';
import { totalCentavos } from './helpers';

const cents = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map(centavosText);
const quarterHours = (max: number) => fc.integer({ min: 0, max: max * 4 }).map((q) => q / 4);
const month = fc
  .record({ year: fc.integer({ min: 2023, max: 2026 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}`);

const hoursArb = fc.dictionary(
  fc.constantFrom(...DAY_TYPES),
  fc.record(
    {
      regular_hours: quarterHours(16),
      night_hours: quarterHours(8),
      overtime_hours: quarterHours(12),
      overtime_night_hours: quarterHours(6),
    },
    { requiredKeys: [] },
  ),
  { maxKeys: 4 },
);

const earningArb = fc.oneof(
  fc.record({
    label: fc.constant('Allowance'),
    amount: cents(0, 20_000),
    kind: fc.constantFrom('taxable', 'non_taxable', 'other_benefits', 'hazard_pay'),
  }),
  fc.record({
    label: fc.constant('De minimis'),
    amount: cents(0, 15_000),
    kind: fc.constant('de_minimis'),
    de_minimis_kind: fc.constantFrom(...DE_MINIMIS_KINDS),
    days: fc.integer({ min: 1, max: 15 }),
  }),
) as fc.Arbitrary<NonNullable<PayslipRequest['other_earnings']>[number]>;

const payslipArb: fc.Arbitrary<PayslipRequest> = fc
  .record({
    monthlyRated: fc.boolean(),
    monthlyRate: cents(5_000, 400_000),
    dailyRate: cents(300, 8_000),
    days_per_year: fc.constantFrom(261, 262, 313, 365),
    minimum_wage_earner: fc.boolean(),
    frequency: fc.constantFrom('weekly', 'semi_monthly', 'monthly'),
    month,
    cutoff: fc.integer({ min: 1, max: 4 }),
    days_worked: fc.integer({ min: 0, max: 26 }),
    absent_days: fc.integer({ min: 0, max: 4 }).map((d) => d / 2),
    late_minutes: fc.integer({ min: 0, max: 300 }),
    undertime_minutes: fc.integer({ min: 0, max: 300 }),
    holiday_pay_days: fc.integer({ min: 0, max: 2 }),
    hours: hoursArb,
    other_earnings: fc.array(earningArb, { maxLength: 4 }),
    other_deductions: fc.array(fc.record({ label: fc.constant('Loan'), amount: cents(0, 3_000) }), { maxLength: 2 }),
    contribution_policy: fc.constantFrom('first_cutoff', 'second_cutoff', 'split'),
    mtdCompensation: cents(0, 60_000),
    ytdTaxable: cents(0, 900_000),
    ytdWithheld: cents(0, 150_000),
    ytdPool: cents(0, 120_000),
    year_end_adjustment: fc.boolean(),
  })
  .map((r) => {
    const cutoffsInMonth = r.frequency === 'weekly' ? 4 : r.frequency === 'semi_monthly' ? 2 : 1;
    const cutoff = Math.min(r.cutoff, cutoffsInMonth);
    return {
      rate_type: r.monthlyRated ? 'monthly' : 'daily',
      rate: r.monthlyRated ? r.monthlyRate : r.dailyRate,
      days_per_year: r.days_per_year,
      minimum_wage_earner: r.minimum_wage_earner,
      frequency: r.frequency,
      period_start: `${r.month}-01`,
      period_end: `${r.month}-28`,
      pay_date: `${r.month}-28`,
      cutoff_number: cutoff,
      cutoffs_in_month: cutoffsInMonth,
      days_worked: r.monthlyRated ? 0 : r.days_worked,
      absent_days: r.absent_days,
      late_minutes: r.late_minutes,
      undertime_minutes: r.undertime_minutes,
      holiday_pay_days: r.holiday_pay_days,
      hours: r.hours,
      other_earnings: r.other_earnings,
      other_deductions: r.other_deductions,
      contribution_policy: r.contribution_policy,
      month_to_date: cutoff > 1 ? { compensation: r.mtdCompensation, basic_pay: r.mtdCompensation } : {},
      year_to_date: { taxable_compensation: r.ytdTaxable, tax_withheld: r.ytdWithheld, other_benefits: r.ytdPool },
      year_end_adjustment: r.year_end_adjustment,
      regional_minimum_wage: 695,
    } as PayslipRequest;
  });

describe('payslip identities', () => {
  it('gross = Σ earnings; net + Σ deductions = gross; deductions = contributions + tax + other deductions', () => {
    fc.assert(
      fc.property(payslipArb, (input) => {
        const p = calculatePayslip(input);
        const gross = toCentavos(p.gross_pay);
        const deductions = totalCentavos(p, 'deduction');
        expect(totalCentavos(p, 'earning')).toBe(gross);
        expect(toCentavos(p.net_pay) + deductions).toBe(gross);
        expect(deductions).toBe(
          toCentavos(p.contributions.employee_total) + toCentavos(p.withholding_tax) + toCentavos(p.other_deductions),
        );
        expect(toCentavos(p.taxable_compensation)).toBeGreaterThanOrEqual(0);
        for (const line of p.lines) expect(/^-?\d+\.\d{2}$/.test(line.amount)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});

describe('contributions never exceed their maxima', () => {
  /** The month's maximum shares, in centavos. */
  const maxima = (m: string) =>
    m < '2025-01'
      ? { sssEe: 1_350_00, sssEr: 2_880_00, phEe: m < '2024-01' ? 1_600_00 : 2_500_00, hdmf: m < '2024-02' ? 100_00 : 200_00 }
      : { sssEe: 1_750_00, sssEr: 3_530_00, phEe: 2_500_00, hdmf: 200_00 };

  it('calculator: every share between zero and its maximum; PhilHealth halves add up to the premium', () => {
    fc.assert(
      fc.property(month, cents(0, 2_000_000), cents(0, 2_000_000), (m, compensation, basic) => {
        const c = calculateContributions({ month: m, compensation, monthly_basic_salary: basic });
        const max = maxima(m);
        expect(toCentavos(c.sss.ee_total)).toBeGreaterThanOrEqual(0);
        expect(toCentavos(c.sss.ee_total)).toBeLessThanOrEqual(max.sssEe);
        expect(toCentavos(c.sss.er_total)).toBeLessThanOrEqual(max.sssEr);
        expect(toCentavos(c.philhealth.ee)).toBeLessThanOrEqual(max.phEe);
        expect(toCentavos(c.philhealth.er)).toBeGreaterThanOrEqual(toCentavos(c.philhealth.ee));
        expect(toCentavos(c.philhealth.ee) + toCentavos(c.philhealth.er)).toBe(toCentavos(c.philhealth.premium));
        expect(toCentavos(c.pagibig.ee)).toBeLessThanOrEqual(max.hdmf);
        expect(toCentavos(c.pagibig.er)).toBeLessThanOrEqual(max.hdmf);
      }),
      { numRuns: 500 },
    );
  });

  it('payslips: the first period of a month never deducts more than the month\u2019s maximum', () => {
    fc.assert(
      fc.property(payslipArb, (input) => {
        const p = calculatePayslip({ ...input, cutoff_number: 1, month_to_date: {} });
        const max = maxima(input.period_end.slice(0, 7));
        expect(toCentavos(p.contributions.sss_ee)).toBeLessThanOrEqual(max.sssEe);
        expect(toCentavos(p.contributions.sss_er) + toCentavos(p.contributions.sss_ec)).toBeLessThanOrEqual(max.sssEr);
        expect(toCentavos(p.contributions.philhealth_ee)).toBeLessThanOrEqual(max.phEe);
        expect(toCentavos(p.contributions.pagibig_ee)).toBeLessThanOrEqual(max.hdmf);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a higher taxable compensation never yields less tax', () => {
  const pair = fc
    .integer({ min: 0, max: 1_000_000_00 })
    .chain((a) => fc.integer({ min: 0, max: 100_000_00 }).map((d) => [centavosText(a), centavosText(a + d)] as const));

  it('withholding tables from 2023, every frequency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('daily', 'weekly', 'semi_monthly', 'monthly'),
        pair,
        fc.constantFrom('2023-01-01', '2026-12-31'),
        (frequency, [a, b], payDate) => {
          const ta = calculateWithholding({ frequency, pay_date: payDate, taxable_compensation: a }).withholding_tax;
          const tb = calculateWithholding({ frequency, pay_date: payDate, taxable_compensation: b }).withholding_tax;
          expect(toCentavos(tb)).toBeGreaterThanOrEqual(toCentavos(ta));
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('annual tax, both schedules', () => {
    fc.assert(
      fc.property(fc.constantFrom(2018, 2022, 2023, 2026), pair, (year, [a, b]) => {
        expect(toCentavos(calculateAnnualTax({ year, taxable_compensation: b }).tax_due)).toBeGreaterThanOrEqual(
          toCentavos(calculateAnnualTax({ year, taxable_compensation: a }).tax_due),
        );
      }),
      { numRuns: 1_000 },
    );
  });

  it('payslips: adding taxable pay never lowers the withholding', () => {
    fc.assert(
      fc.property(payslipArb, cents(0, 50_000), (input, extra) => {
        const periodic = { ...input, year_end_adjustment: false, pay_date: input.pay_date < '2023' ? '2023-01-31' : input.pay_date };
        const before = calculatePayslip(periodic);
        const after = calculatePayslip({
          ...periodic,
          other_earnings: [
            ...(input.other_earnings ?? []),
            { label: 'Commission', amount: extra, kind: 'taxable', in_contribution_base: false },
          ],
        });
        expect(toCentavos(after.taxable_compensation)).toBeGreaterThanOrEqual(toCentavos(before.taxable_compensation));
        expect(toCentavos(after.withholding_tax)).toBeGreaterThanOrEqual(toCentavos(before.withholding_tax));
      }),
      { numRuns: 300 },
    );
  });
});
