/** De minimis ceilings by version, the 90,000 pool, and minimum wage earner exemptions. */
import { describe, expect, it } from 'vitest';
import { toCentavos } from '@core/money';
import { calculatePayslip, type PayslipRequest } from '../../../server/modules/payroll/engine';

const base = (payDate: string, extra: Partial<PayslipRequest> = {}): PayslipRequest => ({
  rate_type: 'monthly',
  rate: 30_000,
  days_per_year: 261,
  frequency: 'monthly',
  period_start: `${payDate.slice(0, 7)}-01`,
  period_end: payDate,
  pay_date: payDate,
  deduct_contributions: false,
  ...extra,
});
type Earning = NonNullable<PayslipRequest['other_earnings']>[number];
const taxInputs = (payDate: string, earnings: Earning[], extra: Partial<PayslipRequest> = {}) =>
  calculatePayslip(base(payDate, { other_earnings: earnings, ...extra })).lines.find((l) => l.code === 'WITHHOLDING_TAX')!.explanation
    .inputs;

describe('de minimis ceilings follow the pay date (§4.6)', () => {
  const rice: Earning = { label: 'Rice', amount: 3_000, kind: 'de_minimis', de_minimis_kind: 'rice_subsidy' };
  it('rice subsidy: 2,000 to 5 January 2026, 2,500 from 6 January 2026', () => {
    expect(taxInputs('2026-01-05', [rice])).toMatchObject({ de_minimis_exempt: '2000.00', other_benefits_added: '1000.00' });
    expect(taxInputs('2026-01-06', [rice])).toMatchObject({ de_minimis_exempt: '2500.00', other_benefits_added: '500.00' });
  });

  it('rice already exempted earlier in the month reduces the room left', () => {
    expect(taxInputs('2026-03-31', [rice], { year_to_date: { de_minimis_used: { rice_subsidy: 1_500 } } })).toMatchObject({
      de_minimis_exempt: '1000.00',
    });
  });

  it('uniform allowance: 6,000 (RR 11-2018), 7,000 (RR 4-2025), 8,000 (RR 29-2025)', () => {
    const uniform: Earning = { label: 'Uniform', amount: 9_000, kind: 'de_minimis', de_minimis_kind: 'uniform_clothing_allowance' };
    expect(taxInputs('2025-02-13', [uniform])).toMatchObject({ de_minimis_exempt: '6000.00' });
    expect(taxInputs('2025-02-14', [uniform])).toMatchObject({ de_minimis_exempt: '7000.00' });
    expect(taxInputs('2026-02-14', [uniform])).toMatchObject({ de_minimis_exempt: '8000.00' });
  });

  it('achievement award in cash: not de minimis under RR 11-2018, de minimis in any form from RR 4-2025', () => {
    const cash: Earning = { label: 'Service award', amount: 5_000, kind: 'de_minimis', de_minimis_kind: 'achievement_award' };
    expect(taxInputs('2024-12-15', [cash])).toMatchObject({ de_minimis_exempt: '0.00', other_benefits_added: '5000.00' });
    expect(taxInputs('2024-12-15', [{ ...cash, in_kind: true }])).toMatchObject({ de_minimis_exempt: '5000.00' });
    expect(taxInputs('2025-03-15', [cash])).toMatchObject({ de_minimis_exempt: '5000.00' });
  });

  it('monetized leave: 10 days a year, 12 days from 6 January 2026', () => {
    const leave: Earning = { label: 'Leave conversion', amount: 12_000, kind: 'de_minimis', de_minimis_kind: 'monetized_leave', days: 12 };
    expect(taxInputs('2025-12-20', [leave])).toMatchObject({ de_minimis_exempt: '10000.00', other_benefits_added: '2000.00' });
    expect(taxInputs('2026-12-20', [leave])).toMatchObject({ de_minimis_exempt: '12000.00', other_benefits_added: '0.00' });
  });

  it('overtime meal allowance: 25 % then 30 % of the regional daily minimum wage per day', () => {
    const meals: Earning = { label: 'OT meals', amount: 1_500, kind: 'de_minimis', de_minimis_kind: 'overtime_meal_allowance', days: 5 };
    expect(taxInputs('2025-12-20', [meals], { regional_minimum_wage: 695 })).toMatchObject({ de_minimis_exempt: '868.75' });
    expect(taxInputs('2026-06-20', [meals], { regional_minimum_wage: 695 })).toMatchObject({
      de_minimis_exempt: '1042.50',
      other_benefits_added: '457.50',
    });
  });
});

describe('13th month pay and other benefits: 90,000 a year (§4.7)', () => {
  it('only the part crossing 90,000 is taxable, in the period it is paid', () => {
    const inputs = taxInputs('2026-12-15', [{ label: 'Bonus', amount: 10_000, kind: 'other_benefits' }], {
      year_to_date: { other_benefits: 85_000 },
    });
    expect(inputs).toMatchObject({
      other_benefits_exempt: '5000.00',
      other_benefits_taxable_excess: '5000.00',
      taxable_compensation: '35000.00',
    });
  });

  it('non-taxable items never enter taxable compensation', () => {
    const p = calculatePayslip(base('2026-05-31', { other_earnings: [{ label: 'Reimbursement', amount: 2_000, kind: 'non_taxable' }] }));
    expect(p.gross_pay).toBe('32000.00');
    expect(p.taxable_compensation).toBe('30000.00');
  });
});

describe('minimum wage earners (§4.5)', () => {
  const mwe = (extra: Partial<PayslipRequest>) =>
    calculatePayslip({
      rate_type: 'daily',
      rate: 695,
      days_per_year: 313,
      minimum_wage_earner: true,
      frequency: 'monthly',
      period_start: '2026-05-01',
      period_end: '2026-05-31',
      pay_date: '2026-05-31',
      days_worked: 26,
      ...extra,
    });

  it('SMW, overtime, night differential, holiday and hazard pay are exempt', () => {
    const p = mwe({
      hours: { ordinary: { overtime_hours: 10, night_hours: 8 }, regular_holiday: { regular_hours: 8 } },
      other_earnings: [{ label: 'Hazard pay', amount: 1_000, kind: 'hazard_pay' }],
    });
    expect(p.taxable_compensation).toBe('0.00');
    expect(p.withholding_tax).toBe('0.00');
  });

  it('other taxable pay stays taxable, and the contributions come out of the exempt minimum wage', () => {
    const p = mwe({ other_earnings: [{ label: 'Commission', amount: 25_000, kind: 'taxable' }] });
    expect(toCentavos(p.contributions.employee_total)).toBeGreaterThan(0);
    expect(p.taxable_compensation).toBe('25000.00');
    expect(p.withholding_tax).toBe('625.05'); // 15 % × (25,000 − 20,833)
  });

  it('the same pay for a non-MWE is taxable after contributions', () => {
    const p = mwe({ minimum_wage_earner: false, other_earnings: [{ label: 'Hazard pay', amount: 1_000, kind: 'hazard_pay' }] });
    expect(toCentavos(p.taxable_compensation)).toBe(toCentavos(p.gross_pay) - toCentavos(p.contributions.employee_total));
  });
});

describe('explanations', () => {
  it('every line says its rule, legal basis and inputs; table-driven lines name their version', () => {
    const p = calculatePayslip({
      rate_type: 'monthly',
      rate: 40_000,
      days_per_year: 261,
      frequency: 'semi_monthly',
      period_start: '2026-05-16',
      period_end: '2026-05-31',
      pay_date: '2026-05-31',
      absent_days: 1,
      late_minutes: 5,
      hours: { rest_day: { regular_hours: 8, overtime_night_hours: 1 } },
      other_earnings: [{ label: 'Rice', amount: 2_500, kind: 'de_minimis', de_minimis_kind: 'rice_subsidy' }],
      other_deductions: [{ label: 'Company loan', amount: 1_000 }],
    });
    for (const line of p.lines) {
      expect(line.explanation.rule.length, line.code).toBeGreaterThan(10);
      expect(line.explanation.legal_basis.length, line.code).toBeGreaterThan(3);
      expect(Object.keys(line.explanation.inputs).length, line.code).toBeGreaterThan(0);
    }
    const version = (code: string) => p.lines.find((l) => l.code === code)!.explanation.table_version;
    expect(version('RD_PREMIUM')).toBe('LC-PREMIUMS');
    expect(version('SSS_EE')).toBe('SSS-2025');
    expect(version('PHILHEALTH_EE')).toBe('PHIC-2024');
    expect(version('PAGIBIG_ER')).toBe('HDMF-MFS-10000');
    expect(version('WITHHOLDING_TAX')).toBe('BIR-WT-2023');
    expect(version('DE_MINIMIS')).toBe('DM-RR-29-2025');
    expect(toCentavos(p.net_pay)).toBe(
      toCentavos(p.gross_pay) - toCentavos(p.contributions.employee_total) - toCentavos(p.withholding_tax) - 1_000_00,
    );
  });
});
