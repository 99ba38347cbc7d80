/** Daily/hourly rates, time deductions and the §5.2 premium matrix for every day type. */
import { describe, expect, it } from 'vitest';
import { centavosText, toCentavos } from '@core/money';
import { calculatePayslip, type PayslipRequest } from '../../../server/modules/payroll/engine';
import { amountOf, hasLine, wire } from './helpers';

/** docs/statutory.md §5.2, in percent: first 8 hours, night, overtime, overtime night. */
const MATRIX: Record<string, readonly [string, number, number, number, number]> = {
  ordinary: ['ORD', 100, 110, 125, 137.5],
  rest_day: ['RD', 130, 143, 169, 185.9],
  special_holiday: ['SH', 130, 143, 169, 185.9],
  special_holiday_rest_day: ['SHRD', 150, 165, 195, 214.5],
  regular_holiday: ['RH', 200, 220, 260, 286],
  regular_holiday_rest_day: ['RHRD', 260, 286, 338, 371.8],
  double_holiday: ['DH', 300, 330, 390, 429],
  double_holiday_rest_day: ['DHRD', 390, 429, 507, 557.7],
};
const REST_DAY_TYPES = new Set(['rest_day', 'special_holiday_rest_day', 'regular_holiday_rest_day', 'double_holiday_rest_day']);

const period = {
  frequency: 'semi_monthly',
  period_start: '2026-06-16',
  period_end: '2026-06-30',
  pay_date: '2026-06-30',
  deduct_contributions: false,
} as const;
const dailyPaid = (extra: Partial<PayslipRequest>) =>
  calculatePayslip({ rate_type: 'daily', rate: 800, days_per_year: 313, ...period, ...extra });
const monthlyPaid = (rate: number, factor: number, extra: Partial<PayslipRequest>) =>
  calculatePayslip({ rate_type: 'monthly', rate, days_per_year: factor, ...period, ...extra });

/** Sum of the premium lines of one day type (hourly rate 100 → the percentage in pesos). */
function premiumTotal(p: ReturnType<typeof calculatePayslip>, code: string): string {
  return centavosText(p.lines.filter((l) => l.code.startsWith(`${code}_`)).reduce((s, l) => s + toCentavos(l.amount), 0));
}

describe('premium matrix, daily-paid (full factors on premium days; hourly rate 100.00)', () => {
  for (const [dayType, [code, first8, night, overtime, overtimeNight]] of Object.entries(MATRIX)) {
    it(`${dayType}: ${first8} / ${night} / ${overtime} / ${overtimeNight} %`, () => {
      const one = (bucket: string) => dailyPaid({ hours: { [dayType]: { [bucket]: 1 } } });
      expect(premiumTotal(one('regular_hours'), code)).toBe(wire(dayType === 'ordinary' ? 0 : first8));
      expect(premiumTotal(one('night_hours'), code)).toBe(wire(dayType === 'ordinary' ? night - 100 : night));
      expect(premiumTotal(one('overtime_hours'), code)).toBe(wire(overtime));
      expect(premiumTotal(one('overtime_night_hours'), code)).toBe(wire(overtimeNight));
    });
  }
});

describe('premium matrix, monthly-paid on a 261 factor (salary covers 100 % of workdays and holidays on them)', () => {
  // 17,400 × 12 / 261 = 800.00 a day, 100.00 an hour
  for (const [dayType, [code, first8, night, overtime, overtimeNight]] of Object.entries(MATRIX)) {
    const covered = REST_DAY_TYPES.has(dayType) ? 0 : 100;
    it(`${dayType}: first 8 hours pay ${first8 - covered} %, overtime and night premiums in full`, () => {
      const p = monthlyPaid(17_400, 261, {
        hours: { [dayType]: { regular_hours: 1, night_hours: 1, overtime_hours: 1, overtime_night_hours: 1 } },
      });
      expect(premiumTotal(p, code)).toBe(wire(first8 - covered + night - covered + overtime + overtimeNight));
      expect(hasLine(p, `${code}_PREMIUM`)).toBe(first8 - covered !== 0);
    });
  }

  it('with a 365 factor rest days are covered too (rest-day work pays the 30 % premium only)', () => {
    // 36,500 × 12 / 365 = 1,200.00 a day, 150.00 an hour
    const p = monthlyPaid(36_500, 365, { hours: { rest_day: { regular_hours: 8 } } });
    expect(amountOf(p, 'RD_PREMIUM')).toBe('360.00');
  });
});

describe('rates (§8) and time deductions', () => {
  it('daily rate by factor: 261, 262, 313, 365 (absence of one day)', () => {
    const absence = (factor: number) => amountOf(monthlyPaid(31_320, factor, { absent_days: 1 }), 'ABSENCE');
    expect(absence(261)).toBe('-1440.00');
    expect(absence(262)).toBe('-1434.50');
    expect(absence(313)).toBe('-1200.77');
    expect(absence(365)).toBe('-1029.70');
  });

  it('half-day absence, tardiness and undertime at the per-minute rate', () => {
    const p = monthlyPaid(31_320, 261, { absent_days: 0.5, late_minutes: 17, undertime_minutes: 45 });
    expect(amountOf(p, 'ABSENCE')).toBe('-720.00');
    expect(amountOf(p, 'TARDINESS')).toBe('-51.00');
    expect(amountOf(p, 'UNDERTIME')).toBe('-135.00');
    expect(p.gross_pay).toBe('14754.00'); // 15,660.00 − 720.00 − 51.00 − 135.00
  });

  it('rates are never rounded before the line: 24,000 × 12 / 261 ÷ 8 × 3 h × 1.25 = 517.24', () => {
    const p = monthlyPaid(24_000, 261, {
      hours: { ordinary: { overtime_hours: 3 }, double_holiday_rest_day: { overtime_night_hours: 1 } },
    });
    expect(p.rates.daily_rate).toBe('1103.448276');
    expect(amountOf(p, 'ORD_OT')).toBe('517.24');
    // 137.931034… × 5.07 = 699.31 and × (5.577 − 5.07) = 69.93
    expect(amountOf(p, 'DHRD_OT')).toBe('699.31');
    expect(amountOf(p, 'DHRD_OT_NIGHT_DIFF')).toBe('69.93');
  });

  it('hours with decimals add exactly (0.1 + 0.2 hours)', () => {
    const p = dailyPaid({ hours: { rest_day: { regular_hours: 0.1, night_hours: 0.2 } } });
    expect(amountOf(p, 'RD_PREMIUM')).toBe('39.00');
    expect(amountOf(p, 'RD_NIGHT_DIFF')).toBe('2.60');
  });

  it('daily-paid: basic, paid leave and unworked holiday pay at the daily rate; weekly basic of the monthly-paid', () => {
    const p = dailyPaid({ days_worked: 10, paid_leave_days: 1, holiday_pay_days: 2 });
    expect([amountOf(p, 'BASIC_PAY'), amountOf(p, 'PAID_LEAVE'), amountOf(p, 'HOLIDAY_PAY')]).toEqual(['8000.00', '800.00', '1600.00']);
    const weekly = calculatePayslip({
      rate_type: 'monthly',
      rate: 26_000,
      days_per_year: 313,
      frequency: 'weekly',
      period_start: '2026-06-01',
      period_end: '2026-06-07',
      pay_date: '2026-06-08',
      cutoff_number: 1,
      cutoffs_in_month: 4,
    });
    expect(amountOf(weekly, 'BASIC_PAY')).toBe('6000.00');
  });

  it('monthly-paid in a no-work-no-pay group: unworked special days deducted', () => {
    expect(amountOf(monthlyPaid(17_400, 261, { unpaid_special_days: 1 }), 'SPECIAL_DAY_NO_WORK_NO_PAY')).toBe('-800.00');
  });
});
