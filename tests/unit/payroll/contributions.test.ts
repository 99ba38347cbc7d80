/** PhilHealth floor, ceiling and odd centavo; Pag-IBIG bands and maximum; deduction policies. */
import { describe, expect, it } from 'vitest';
import { toCentavos } from '@core/money';
import {
  calculateContributions,
  calculatePayslip,
  money,
  periodBase,
  PHILHEALTH_SCHEDULES,
  philhealthContribution,
  type PayslipRequest,
} from '../../../server/modules/payroll/engine';

const philhealth = (month: string, basic: number) =>
  calculateContributions({ month, compensation: 1, monthly_basic_salary: basic }).philhealth;
const pagibig = (month: string, fund: number) => calculateContributions({ month, compensation: 1, fund_salary: fund }).pagibig;

describe('PhilHealth (§2)', () => {
  it('floor 10,000: below it the premium is 500.00 (5 %)', () => {
    expect(philhealth('2025-05', 5_000)).toEqual({ base: '10000.00', premium: '500.00', ee: '250.00', er: '250.00' });
    expect(philhealth('2025-05', 9_999.99)).toEqual({ base: '10000.00', premium: '500.00', ee: '250.00', er: '250.00' });
    expect(philhealth('2025-05', 10_000)).toEqual({ base: '10000.00', premium: '500.00', ee: '250.00', er: '250.00' });
  });

  it('ceiling 100,000 from 2024: 5,000.00 at and above it', () => {
    expect(philhealth('2024-01', 100_000)).toEqual({ base: '100000.00', premium: '5000.00', ee: '2500.00', er: '2500.00' });
    expect(philhealth('2026-10', 150_000)).toEqual({ base: '100000.00', premium: '5000.00', ee: '2500.00', er: '2500.00' });
  });

  it('2023: 4 %, ceiling 80,000', () => {
    expect(philhealth('2023-12', 80_000.01)).toEqual({ base: '80000.00', premium: '3200.00', ee: '1600.00', er: '1600.00' });
    expect(philhealth('2023-06', 9_000)).toEqual({ base: '10000.00', premium: '400.00', ee: '200.00', er: '200.00' });
  });

  it('odd centavo: employee half rounded down, employer the rest', () => {
    // 5 % × 10,000.10 = 500.005 → 500.01 (half-up), split 250.00 / 250.01
    expect(philhealth('2025-01', 10_000.1)).toEqual({ base: '10000.10', premium: '500.01', ee: '250.00', er: '250.01' });
    // 5 % × 31,234.50 = 1,561.725 → 1,561.73, split 780.86 / 780.87
    expect(philhealth('2025-01', 31_234.5)).toEqual({ base: '31234.50', premium: '1561.73', ee: '780.86', er: '780.87' });
    // 4 % × 10,000.25 = 400.01, split 200.00 / 200.01
    expect(philhealth('2023-01', 10_000.25)).toEqual({ base: '10000.25', premium: '400.01', ee: '200.00', er: '200.01' });
  });

  it('no basic salary, no premium', () => {
    expect(philhealthContribution(0, PHILHEALTH_SCHEDULES[1]!).premium).toBe(0);
  });
});

describe('Pag-IBIG (§3)', () => {
  it('1,500 and below: employee 1 %, employer 2 %', () => {
    expect(pagibig('2025-01', 1_500)).toEqual({ fund_salary: '1500.00', ee: '15.00', er: '30.00' });
    expect(pagibig('2025-01', 1_000)).toEqual({ fund_salary: '1000.00', ee: '10.00', er: '20.00' });
  });

  it('over 1,500: 2 % each', () => {
    expect(pagibig('2025-01', 1_500.01)).toEqual({ fund_salary: '1500.01', ee: '30.00', er: '30.00' });
    expect(pagibig('2025-01', 9_999.99)).toEqual({ fund_salary: '9999.99', ee: '200.00', er: '200.00' });
  });

  it('maximum fund salary 10,000 from February 2024, 5,000 before', () => {
    expect(pagibig('2025-01', 10_000)).toEqual({ fund_salary: '10000.00', ee: '200.00', er: '200.00' });
    expect(pagibig('2025-01', 10_000.01)).toEqual({ fund_salary: '10000.00', ee: '200.00', er: '200.00' });
    expect(pagibig('2024-01', 5_000)).toEqual({ fund_salary: '5000.00', ee: '100.00', er: '100.00' });
    expect(pagibig('2024-01', 7_000)).toEqual({ fund_salary: '5000.00', ee: '100.00', er: '100.00' });
    expect(pagibig('2023-06', 4_999.99)).toEqual({ fund_salary: '4999.99', ee: '100.00', er: '100.00' });
  });
});

describe('calculator defaults', () => {
  it('PhilHealth and Pag-IBIG bases default to the compensation', () => {
    const c = calculateContributions({ month: '2025-03', compensation: 18_700 });
    expect(c.philhealth).toEqual({ base: '18700.00', premium: '935.00', ee: '467.50', er: '467.50' });
    expect(c.pagibig).toEqual({ fund_salary: '10000.00', ee: '200.00', er: '200.00' });
  });
});

describe('deduction policies across the periods of a month (§1.4; spec §14.5)', () => {
  const half = money.ratio(1, 2);
  it('second_cutoff: nothing before the last period, the full amount on the actual base in it', () => {
    expect(periodBase('second_cutoff', { number: 1, of: 2 }, 0, 1_500_000, null)).toBeNull();
    expect(periodBase('second_cutoff', { number: 2, of: 2 }, 1_500_000, 1_600_000, null)).toEqual({
      base: 3_100_000,
      projected: false,
      share: money.ratio(1),
    });
  });

  it('first_cutoff: the full amount on a projected base in the first period, nothing in the middle', () => {
    expect(periodBase('first_cutoff', { number: 1, of: 2 }, 0, 1_500_000, null)).toEqual({
      base: 3_000_000,
      projected: true,
      share: money.ratio(1),
    });
    expect(periodBase('first_cutoff', { number: 2, of: 4 }, 1_000_000, 1_000_000, null)).toBeNull();
  });

  it('split: month-to-date base projected to the month, share due = periods done ÷ periods', () => {
    expect(periodBase('split', { number: 1, of: 2 }, 0, 1_566_000, null)).toEqual({ base: 3_132_000, projected: true, share: half });
    expect(periodBase('split', { number: 2, of: 4 }, 1_000_000, 1_000_000, null)).toEqual({
      base: 4_000_000,
      projected: true,
      share: half,
    });
    expect(periodBase('split', { number: 1, of: 2 }, 0, 0, 3_132_000)).toEqual({ base: 3_132_000, projected: false, share: half });
  });

  const employee: PayslipRequest = {
    rate_type: 'monthly',
    rate: 30_000,
    days_per_year: 261,
    frequency: 'semi_monthly',
    period_start: '2026-05-01',
    period_end: '2026-05-15',
    pay_date: '2026-05-15',
  };
  const second = { period_start: '2026-05-16', period_end: '2026-05-31', pay_date: '2026-05-31' };

  for (const policy of ['first_cutoff', 'second_cutoff', 'split'] as const) {
    it(`${policy}: the two cut-offs deduct exactly the month's amounts, including a true-up for overtime`, () => {
      const a = calculatePayslip({ ...employee, contribution_policy: policy });
      const b = calculatePayslip({
        ...employee,
        ...second,
        contribution_policy: policy,
        hours: { ordinary: { overtime_hours: 20 } },
        month_to_date: a.month_to_date,
      });
      const month = calculateContributions({ month: '2026-05', compensation: b.month_to_date.compensation, monthly_basic_salary: 30_000 });
      expect(b.month_to_date.sss_ee).toBe(month.sss.ee_total);
      expect(toCentavos(b.month_to_date.sss_er) + toCentavos(b.month_to_date.sss_ec)).toBe(toCentavos(month.sss.er_total));
      expect(b.month_to_date.philhealth_ee).toBe(month.philhealth.ee);
      expect(b.month_to_date.pagibig_ee).toBe(month.pagibig.ee);
    });
  }

  it('a true-up can refund SSS over-deducted on a projection', () => {
    const a = calculatePayslip({ ...employee, contribution_policy: 'first_cutoff', hours: { ordinary: { overtime_hours: 40 } } });
    const b = calculatePayslip({
      ...employee,
      ...second,
      contribution_policy: 'first_cutoff',
      absent_days: 10,
      month_to_date: a.month_to_date,
    });
    expect(a.contributions.sss_ee).toBe('1750.00');
    expect(toCentavos(b.contributions.sss_ee)).toBeLessThan(0);
    expect(b.month_to_date.sss_ee).toBe(
      calculateContributions({ month: '2026-05', compensation: b.month_to_date.compensation }).sss.ee_total,
    );
  });

  it('per-agency policies and no deduction at all', () => {
    const p = calculatePayslip({
      ...employee,
      contribution_policy: { sss: 'first_cutoff', philhealth: 'split', pagibig: 'second_cutoff' },
    });
    expect([p.contributions.sss_ee, p.contributions.philhealth_ee, p.contributions.pagibig_ee]).toEqual(['1500.00', '375.00', '0.00']);
    const none = calculatePayslip({ ...employee, deduct_contributions: false });
    expect(none.contributions.employee_total).toBe('0.00');
    expect(none.table_versions.sss).toBeNull();
  });
});
