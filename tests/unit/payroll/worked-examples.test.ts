/**
 * Every worked example of docs/statutory.md §12, with the document's figures as the expected
 * values (not figures produced by the engine).
 */
import { describe, expect, it } from 'vitest';
import { toCentavos } from '@core/money';
import {
  calculateAnnualTax,
  calculateContributions,
  calculatePayslip,
  calculateWithholding,
  payForDays,
  payRates,
  periodShare,
  thirteenthMonthPay,
  money,
  type PayslipRequest,
  type PayslipResponse,
} from '../../../server/modules/payroll/engine';
import { amountOf, hasLine, monthly, sumOf, wire } from './helpers';

describe('Example 1 — SSS bracket lookup, 2025 versus 2024', () => {
  it('employee A, March 2025: MSC 18,500, EE 925.00, ER 1,850.00 + EC 30.00', () => {
    const { sss } = calculateContributions({ month: '2025-03', compensation: 18_700 });
    expect(sss.msc).toBe('18500.00');
    expect(sss.regular_ss_msc).toBe('18500.00');
    expect(sss.mpf_msc).toBe('0.00');
    expect(sss.ee_total).toBe('925.00');
    expect(sss.er_regular_ss).toBe('1850.00');
    expect(sss.er_ec).toBe('30.00');
    expect(sss.total).toBe('2805.00');
    expect(sss.er_total).toBe('1880.00');
  });

  it('semi-monthly even split: 462.50 per cut-off', () => {
    expect(periodShare(92_500, money.ratio(1, 2), 0)).toBe(46_250);
    expect(periodShare(92_500, money.ratio(1), 46_250)).toBe(46_250);
  });

  it('same compensation in March 2024 (Circular 2022-033): EE 832.50, ER 1,757.50, EC 30.00, total 2,620.00', () => {
    const { sss } = calculateContributions({ month: '2024-03', compensation: 18_700 });
    expect(sss.msc).toBe('18500.00');
    expect(sss.ee_total).toBe('832.50');
    expect(sss.er_regular_ss).toBe('1757.50');
    expect(sss.er_ec).toBe('30.00');
    expect(sss.total).toBe('2620.00');
  });

  it('employee B, March 2025: MSC 27,500 = regular 20,000 + MPF 7,500', () => {
    const { sss } = calculateContributions({ month: '2025-03', compensation: 27_300 });
    expect(sss.msc).toBe('27500.00');
    expect(sss.regular_ss_msc).toBe('20000.00');
    expect(sss.mpf_msc).toBe('7500.00');
    expect([sss.ee_regular_ss, sss.er_regular_ss, sss.ee_mpf, sss.er_mpf, sss.er_ec]).toEqual([
      '1000.00',
      '2000.00',
      '375.00',
      '750.00',
      '30.00',
    ]);
    expect(sss.ee_total).toBe('1375.00');
    expect(sss.er_total).toBe('2780.00');
    expect(sss.total).toBe('4155.00');
  });
});

describe('Example 2 — semi-monthly employee with overtime, night differential and a regular holiday worked', () => {
  const base = {
    rate_type: 'monthly',
    rate: 31_320,
    days_per_year: 261,
    frequency: 'semi_monthly',
    contribution_policy: 'split',
  } as const;
  const firstCutoff = calculatePayslip({ ...base, period_start: '2025-12-01', period_end: '2025-12-15', pay_date: '2025-12-15' });
  const secondCutoff = calculatePayslip({
    ...base,
    period_start: '2025-12-16',
    period_end: '2025-12-31',
    pay_date: '2025-12-31',
    hours: {
      ordinary: { overtime_hours: 3, night_hours: 7, regular_hours: 1 },
      regular_holiday: { regular_hours: 8, overtime_hours: 2 },
    },
    month_to_date: firstCutoff.month_to_date,
  });

  it('rates: daily 1,440.00, hourly 180.00', () => {
    expect(secondCutoff.rates.daily_rate).toBe('1440.000000');
    expect(secondCutoff.rates.hourly_rate).toBe('180.000000');
  });

  it('first cut-off: 15,660.00 basic and half of the SSS share estimated on the monthly salary (787.50)', () => {
    expect(firstCutoff.gross_pay).toBe('15660.00');
    expect(firstCutoff.contributions.sss_ee).toBe('787.50');
    expect(firstCutoff.contributions.philhealth_ee).toBe('391.50');
    expect(firstCutoff.contributions.pagibig_ee).toBe('100.00');
  });

  it('earnings lines and gross 18,837.00', () => {
    expect(amountOf(secondCutoff, 'BASIC_PAY')).toBe('15660.00');
    expect(amountOf(secondCutoff, 'ORD_OT')).toBe('675.00');
    expect(amountOf(secondCutoff, 'RH_PREMIUM')).toBe('1440.00');
    expect(amountOf(secondCutoff, 'RH_OT')).toBe('936.00');
    expect(amountOf(secondCutoff, 'ORD_NIGHT_DIFF')).toBe('126.00');
    expect(secondCutoff.gross_pay).toBe('18837.00');
  });

  it('contributions: SSS trued up to 937.50 on MSC 34,500; PhilHealth 391.50; Pag-IBIG 100.00; total 1,429.00', () => {
    expect(amountOf(secondCutoff, 'SSS_EE')).toBe('937.50');
    expect(secondCutoff.month_to_date.compensation).toBe('34497.00');
    expect(secondCutoff.month_to_date.sss_ee).toBe('1725.00');
    expect(sumOf(secondCutoff.month_to_date.sss_er, secondCutoff.month_to_date.sss_ec)).toBe('3480.00');
    expect(amountOf(secondCutoff, 'PHILHEALTH_EE')).toBe('391.50');
    expect(secondCutoff.month_to_date.philhealth_ee).toBe('783.00');
    expect(amountOf(secondCutoff, 'PAGIBIG_EE')).toBe('100.00');
    expect(secondCutoff.contributions.employee_total).toBe('1429.00');
    const sssLine = secondCutoff.lines.find((l) => l.code === 'SSS_EE')!;
    expect(sssLine.explanation.inputs).toMatchObject({ msc: '34500.00', regular_ss_msc: '20000.00', mpf_msc: '14500.00' });
  });

  it('tax 1,085.70 on taxable 17,408.00 and net pay 16,322.30', () => {
    expect(secondCutoff.taxable_compensation).toBe('17408.00');
    expect(secondCutoff.withholding_tax).toBe('1085.70');
    expect(secondCutoff.net_pay).toBe('16322.30');
  });
});

describe('Example 3 — minimum wage earner, NCR, daily-paid', () => {
  const base = {
    rate_type: 'daily',
    rate: 695,
    days_per_year: 313,
    frequency: 'semi_monthly',
    minimum_wage_earner: true,
    contribution_policy: 'second_cutoff',
  } as const;
  const first = calculatePayslip({
    ...base,
    period_start: '2025-11-01',
    period_end: '2025-11-15',
    pay_date: '2025-11-15',
    days_worked: 12,
  });
  const second = calculatePayslip({
    ...base,
    period_start: '2025-11-16',
    period_end: '2025-11-30',
    pay_date: '2025-11-30',
    days_worked: 12,
    hours: { ordinary: { overtime_hours: 2 }, regular_holiday_rest_day: { regular_hours: 8 } },
    month_to_date: first.month_to_date,
  });

  it('first cut-off: 8,340.00, no deductions', () => {
    expect(first.gross_pay).toBe('8340.00');
    expect(first.contributions.employee_total).toBe('0.00');
    expect(first.net_pay).toBe('8340.00');
  });

  it('second cut-off earnings: 8,340.00 + 1,807.00 + 217.19 = 10,364.19 (hourly 86.875)', () => {
    expect(second.rates.hourly_rate).toBe('86.875000');
    expect(amountOf(second, 'BASIC_PAY')).toBe('8340.00');
    expect(amountOf(second, 'RHRD_PREMIUM')).toBe('1807.00');
    expect(amountOf(second, 'ORD_OT')).toBe('217.19');
    expect(second.gross_pay).toBe('10364.19');
  });

  it('whole month contributions: SSS 925.00 on 18,704.19, PhilHealth 417.00 on 16,680.00, Pag-IBIG 200.00', () => {
    expect(second.month_to_date.compensation).toBe('18704.19');
    expect(amountOf(second, 'SSS_EE')).toBe('925.00');
    expect(amountOf(second, 'SSS_ER')).toBe('1850.00');
    expect(amountOf(second, 'SSS_EC')).toBe('30.00');
    expect(second.month_to_date.basic_pay).toBe('16680.00');
    expect(amountOf(second, 'PHILHEALTH_EE')).toBe('417.00');
    expect(amountOf(second, 'PAGIBIG_EE')).toBe('200.00');
    expect(second.contributions.employee_total).toBe('1542.00');
  });

  it('MWE exempt: taxable 0.00, withholding 0.00, net 8,822.19', () => {
    expect(second.taxable_compensation).toBe('0.00');
    expect(second.withholding_tax).toBe('0.00');
    expect(second.net_pay).toBe('8822.19');
  });
});

describe('Example 4 — employee above the SSS and PhilHealth ceilings', () => {
  const p = calculatePayslip(monthly({ rate: 150_000, period_start: '2026-10-01', period_end: '2026-10-31', pay_date: '2026-10-31' }));

  it('contributions: SSS 1,750.00 / 3,530.00; PhilHealth 2,500.00; Pag-IBIG 200.00', () => {
    expect(p.contributions.sss_ee).toBe('1750.00');
    expect(sumOf(p.contributions.sss_er, p.contributions.sss_ec)).toBe('3530.00');
    expect(p.contributions.philhealth_ee).toBe('2500.00');
    expect(p.contributions.philhealth_er).toBe('2500.00');
    expect(p.contributions.pagibig_ee).toBe('200.00');
    expect(p.contributions.employee_total).toBe('4450.00');
    expect(p.contributions.employer_total).toBe('6230.00');
  });

  it('taxable 145,550.00 → tax 28,262.55; net 117,287.45', () => {
    expect(p.taxable_compensation).toBe('145550.00');
    expect(p.withholding_tax).toBe('28262.55');
    expect(p.net_pay).toBe('117287.45');
  });
});

describe('Example 5 — daily-paid employee on a weekly payroll', () => {
  const p = calculatePayslip({
    rate_type: 'daily',
    rate: 1_200,
    days_per_year: 313,
    frequency: 'weekly',
    period_start: '2026-03-02',
    period_end: '2026-03-08',
    pay_date: '2026-03-10',
    cutoff_number: 1,
    cutoffs_in_month: 4,
    contribution_policy: 'second_cutoff',
    days_worked: 5,
    absent_days: 1,
    late_minutes: 30,
    hours: { ordinary: { overtime_hours: 2 }, rest_day: { regular_hours: 8, overtime_hours: 1 } },
  });

  it('lines as in the example', () => {
    expect(p.rates.hourly_rate).toBe('150.000000');
    expect(p.rates.per_minute_rate).toBe('2.500000');
    expect(amountOf(p, 'BASIC_PAY')).toBe('6000.00');
    expect(amountOf(p, 'TARDINESS')).toBe('-75.00');
    expect(amountOf(p, 'ORD_OT')).toBe('375.00');
    expect(amountOf(p, 'RD_PREMIUM')).toBe('1560.00');
    expect(amountOf(p, 'RD_OT')).toBe('253.50');
    expect(amountOf(p, 'ABSENCE')).toBe('0.00');
  });

  it('gross = taxable 8,113.50; no contributions this week; tax 516.90; net 7,596.60', () => {
    expect(p.gross_pay).toBe('8113.50');
    expect(p.contributions.employee_total).toBe('0.00');
    expect(hasLine(p, 'SSS_EE')).toBe(false);
    expect(p.taxable_compensation).toBe('8113.50');
    expect(p.withholding_tax).toBe('516.90');
    expect(p.net_pay).toBe('7596.60');
  });
});

describe('Example 6 — same salary in January 2024, February 2024 and January 2025', () => {
  const cases = [
    {
      month: '2024-01',
      sssEe: 1_125,
      sssEr: 2_405,
      pagibig: 100,
      eeTotal: 1_850,
      taxable: 23_150,
      tax: 347.55,
      net: 22_802.45,
      cost: 3_130,
      sss: 'SSS-2023',
      hdmf: 'HDMF-MFS-5000',
    },
    {
      month: '2024-02',
      sssEe: 1_125,
      sssEr: 2_405,
      pagibig: 200,
      eeTotal: 1_950,
      taxable: 23_050,
      tax: 332.55,
      net: 22_717.45,
      cost: 3_230,
      sss: 'SSS-2023',
      hdmf: 'HDMF-MFS-10000',
    },
    {
      month: '2025-01',
      sssEe: 1_250,
      sssEr: 2_530,
      pagibig: 200,
      eeTotal: 2_075,
      taxable: 22_925,
      tax: 313.8,
      net: 22_611.2,
      cost: 3_355,
      sss: 'SSS-2025',
      hdmf: 'HDMF-MFS-10000',
    },
  ];
  for (const c of cases) {
    it(`${c.month}: SSS ${c.sssEe}, Pag-IBIG ${c.pagibig}, tax ${c.tax}, net ${c.net}`, () => {
      const end = `${c.month}-${c.month === '2024-02' ? '29' : '31'}`;
      const p = calculatePayslip(monthly({ rate: 25_000, period_start: `${c.month}-01`, period_end: end, pay_date: end }));
      expect(p.table_versions.sss).toBe(c.sss);
      expect(p.table_versions.pagibig).toBe(c.hdmf);
      expect(p.contributions.sss_ee).toBe(wire(c.sssEe));
      expect(sumOf(p.contributions.sss_er, p.contributions.sss_ec)).toBe(wire(c.sssEr));
      expect(p.contributions.philhealth_ee).toBe('625.00');
      expect(p.contributions.philhealth_er).toBe('625.00');
      expect(p.contributions.pagibig_ee).toBe(wire(c.pagibig));
      expect(p.contributions.pagibig_er).toBe(wire(c.pagibig));
      expect(p.contributions.employee_total).toBe(wire(c.eeTotal));
      expect(p.taxable_compensation).toBe(wire(c.taxable));
      expect(p.withholding_tax).toBe(wire(c.tax));
      expect(p.net_pay).toBe(wire(c.net));
      expect(p.contributions.employer_total).toBe(wire(c.cost));
    });
  }
});

describe('Example 7 — choosing the withholding table by pay date', () => {
  it('monthly taxable 40,000.00: 4,166.75 (2022) and 3,208.40 (2023 onward)', () => {
    expect(calculateWithholding({ frequency: 'monthly', pay_date: '2022-06-30', taxable_compensation: 40_000 }).withholding_tax).toBe(
      '4166.75',
    );
    expect(calculateWithholding({ frequency: 'monthly', pay_date: '2023-01-31', taxable_compensation: 40_000 }).withholding_tax).toBe(
      '3208.40',
    );
  });

  it('semi-monthly taxable 20,000.00: 2,083.25 (2022) and 1,604.10 (2023 onward)', () => {
    expect(calculateWithholding({ frequency: 'semi_monthly', pay_date: '2022-12-31', taxable_compensation: 20_000 }).withholding_tax).toBe(
      '2083.25',
    );
    expect(calculateWithholding({ frequency: 'semi-monthly', pay_date: '2026-04-15', taxable_compensation: 20_000 }).withholding_tax).toBe(
      '1604.10',
    );
  });

  it('annual taxable 480,000.00: 50,000.00 (2022) and 38,500.00 (2023 onward)', () => {
    expect(calculateAnnualTax({ year: 2022, taxable_compensation: 480_000 }).tax_due).toBe('50000.00');
    expect(calculateAnnualTax({ year: 2023, taxable_compensation: 480_000 }).tax_due).toBe('38500.00');
  });
});

describe('Example 8 — 13th month pay', () => {
  it('absence deduction 2,206.90; basic salary earned 303,793.10; 13th month 25,316.09', () => {
    let basicEarned = 0;
    for (let month = 1; month <= 12; month++) {
      const mm = String(month).padStart(2, '0');
      const p = calculatePayslip(
        monthly({
          rate: month <= 6 ? 24_000 : 27_000,
          period_start: `2026-${mm}-01`,
          period_end: `2026-${mm}-28`,
          pay_date: `2026-${mm}-28`,
          absent_days: month === 3 ? 2 : 0,
        }),
      );
      if (month === 3) expect(amountOf(p, 'ABSENCE')).toBe('-2206.90');
      basicEarned += toCentavos(amountOf(p, 'BASIC_PAY')) + (month === 3 ? toCentavos(amountOf(p, 'ABSENCE')) : 0);
    }
    expect(basicEarned).toBe(30_379_310);
    expect(thirteenthMonthPay(basicEarned)).toBe(2_531_609);
  });
});

/**
 * Runs a chain of periods, passing month-to-date figures within a month and year-to-date
 * figures forward (de minimis usage restarts each month: the examples use monthly ceilings
 * or a single conversion).
 */
function runChain(periods: readonly PayslipRequest[]): PayslipResponse[] {
  const results: PayslipResponse[] = [];
  let previous: PayslipResponse | undefined;
  let previousMonth = '';
  for (const period of periods) {
    const month = period.period_end.slice(0, 7);
    const sameMonth = previous !== undefined && month === previousMonth;
    const p = calculatePayslip({
      ...period,
      month_to_date: sameMonth ? previous!.month_to_date : undefined,
      year_to_date: previous
        ? { ...previous.year_to_date, de_minimis_used: sameMonth ? previous.year_to_date.de_minimis_used : {} }
        : undefined,
    });
    results.push(p);
    previous = p;
    previousMonth = month;
  }
  return results;
}

function semiMonthlyCutoffs(
  year: number,
  fromMonth: number,
  toMonth: number,
  lastCutoffOverrides: Partial<PayslipRequest> = {},
): PayslipRequest[] {
  const periods: PayslipRequest[] = [];
  for (let m = fromMonth; m <= toMonth; m++) {
    const mm = String(m).padStart(2, '0');
    const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
    periods.push({ period_start: `${year}-${mm}-01`, period_end: `${year}-${mm}-15`, pay_date: `${year}-${mm}-15` } as PayslipRequest);
    periods.push({
      period_start: `${year}-${mm}-16`,
      period_end: `${year}-${mm}-${lastDay}`,
      pay_date: `${year}-${mm}-${lastDay}`,
    } as PayslipRequest);
  }
  periods[periods.length - 1] = { ...periods[periods.length - 1]!, ...lastCutoffOverrides };
  return periods;
}

describe('Example 9 — year-end annualization with a refund', () => {
  const employee = {
    rate_type: 'monthly',
    rate: 50_000,
    days_per_year: 261,
    frequency: 'semi_monthly',
    contribution_policy: 'split',
  } as const;
  const periods = semiMonthlyCutoffs(2026, 7, 12, { year_end_adjustment: true }).map((p) => ({ ...employee, ...p }) as PayslipRequest);
  // 13th month pay (6 × 50,000 / 12) is paid on 15 December.
  periods[10] = {
    ...periods[10]!,
    other_earnings: [{ label: '13th month pay', amount: thirteenthMonthPay(30_000_000) / 100, kind: 'other_benefits' }],
  };
  const results = runChain(periods);

  it('each cut-off to 15 December: contributions 1,600.00, taxable 23,400.00, tax 2,284.10', () => {
    expect(thirteenthMonthPay(30_000_000)).toBe(2_500_000);
    for (const p of results.slice(0, 11)) {
      expect(p.contributions.employee_total).toBe('1600.00');
      expect(p.taxable_compensation).toBe('23400.00');
      expect(p.withholding_tax).toBe('2284.10');
    }
    expect(results[10]!.year_to_date.tax_withheld).toBe('25125.10');
  });

  it('last payroll: annual taxable 280,800.00, tax due 4,620.00, refund 20,505.10, net 43,905.10', () => {
    const last = results[11]!;
    expect(last.year_to_date.taxable_compensation).toBe('280800.00');
    expect(last.year_to_date.other_benefits).toBe('25000.00');
    expect(amountOf(last, 'TAX_REFUND')).toBe('-20505.10');
    expect(last.withholding_tax).toBe('-20505.10');
    expect(last.lines.find((l) => l.code === 'TAX_REFUND')!.explanation.inputs).toMatchObject({ annual_tax_due: '4620.00' });
    expect(last.year_to_date.tax_withheld).toBe('4620.00');
    expect(last.net_pay).toBe('43905.10');
  });
});

describe('Example 10 — final pay of a resigned employee', () => {
  const employee = {
    rate_type: 'monthly',
    rate: 36_000,
    days_per_year: 261,
    frequency: 'semi_monthly',
    contribution_policy: 'split',
  } as const;
  const rates = payRates('monthly', 3_600_000, money.ratio(261), money.ratio(8));
  const silCash = payForDays(rates, 4);
  const prorated13th = thirteenthMonthPay(4 * 3_600_000);
  const periods = semiMonthlyCutoffs(2026, 1, 4, {
    year_end_adjustment: true,
    other_earnings: [
      { label: 'Unused SIL, 4 days', amount: silCash / 100, kind: 'de_minimis', de_minimis_kind: 'monetized_leave', days: 4 },
      { label: 'Pro-rated 13th month pay', amount: prorated13th / 100, kind: 'other_benefits' },
    ],
  }).map((p) => ({ ...employee, ...p }) as PayslipRequest);
  const results = runChain(periods);

  it('seven cut-offs to 15 April: contributions 1,425.00 and tax 923.70 each, 6,465.90 in total', () => {
    for (const p of results.slice(0, 7)) {
      expect(p.contributions.employee_total).toBe('1425.00');
      expect(p.withholding_tax).toBe('923.70');
    }
    expect(results[6]!.year_to_date.tax_withheld).toBe('6465.90');
  });

  it('SIL 6,620.69 (non-taxable de minimis), pro-rated 13th month 12,000.00', () => {
    expect(silCash).toBe(662_069);
    expect(prorated13th).toBe(1_200_000);
  });

  it('annualized to separation: taxable 132,600.00, tax 0.00, refund 6,465.90; final pay 41,661.59', () => {
    const last = results[7]!;
    expect(last.contributions.employee_total).toBe('1425.00');
    expect(last.year_to_date.taxable_compensation).toBe('132600.00');
    expect(amountOf(last, 'TAX_REFUND')).toBe('-6465.90');
    expect(last.net_pay).toBe('41661.59');
  });
});

describe('Example 11 — night differential on a special day that is also a rest day', () => {
  const p = calculatePayslip(
    monthly({
      rate: 34_800,
      frequency: 'semi_monthly',
      period_start: '2026-04-01',
      period_end: '2026-04-15',
      pay_date: '2026-04-15',
      hours: {
        special_holiday_rest_day: { regular_hours: 3, night_hours: 5, overtime_hours: 1 },
        ordinary: { overtime_night_hours: 2 },
      },
    }),
  );

  it('daily 1,600.00, hourly 200.00', () => {
    expect(p.rates.daily_rate).toBe('1600.000000');
    expect(p.rates.hourly_rate).toBe('200.000000');
  });

  it('first 8 hours 2,400.00 + night differential 150.00 + overtime 390.00 = 2,940.00', () => {
    expect(amountOf(p, 'SHRD_PREMIUM')).toBe('2400.00');
    expect(amountOf(p, 'SHRD_NIGHT_DIFF')).toBe('150.00');
    expect(amountOf(p, 'SHRD_OT')).toBe('390.00');
    expect(hasLine(p, 'SHRD_OT_NIGHT_DIFF')).toBe(false);
  });

  it('comparison: 2 ordinary overtime hours at night = 500.00 + 50.00', () => {
    expect(amountOf(p, 'ORD_OT')).toBe('500.00');
    expect(amountOf(p, 'ORD_OT_NIGHT_DIFF')).toBe('50.00');
  });
});

describe('Example 12 — de minimis above the ceiling, the 90,000 pool and the December annualization', () => {
  const months: PayslipRequest[] = [];
  for (let m = 1; m <= 12; m++) {
    const mm = String(m).padStart(2, '0');
    const lastDay = new Date(Date.UTC(2026, m, 0)).getUTCDate();
    const other_earnings: NonNullable<PayslipRequest['other_earnings']> = [
      { label: 'Rice subsidy', amount: 3_000, kind: 'de_minimis', de_minimis_kind: 'rice_subsidy' },
    ];
    if (m === 6) other_earnings.push({ label: 'Mid-year bonus', amount: 10_000, kind: 'other_benefits' });
    if (m === 12) {
      other_earnings.push({ label: '13th month pay', amount: 70_000, kind: 'other_benefits' });
      other_earnings.push({ label: 'Christmas bonus', amount: 15_000, kind: 'other_benefits' });
    }
    months.push(
      monthly({
        rate: 70_000,
        period_start: `2026-${mm}-01`,
        period_end: `2026-${mm}-${lastDay}`,
        pay_date: `2026-${mm}-${lastDay}`,
        other_earnings,
        year_end_adjustment: m === 12,
      }),
    );
  }
  const results = runChain(months);

  it('rice subsidy: 2,500.00 exempt, 500.00 excess into the pool each month', () => {
    const rice = results[0]!.lines.find((l) => l.code === 'DE_MINIMIS')!;
    expect(rice.explanation.inputs).toMatchObject({ ceiling: '2500.00', exempt: '2500.00' });
    expect(results[0]!.year_to_date.other_benefits).toBe('500.00');
  });

  it('January–November: contributions 3,700.00, taxable 66,300.00, tax 8,468.40; 93,152.40 withheld', () => {
    for (const p of results.slice(0, 11)) {
      expect(p.contributions.employee_total).toBe('3700.00');
      expect(p.taxable_compensation).toBe('66300.00');
      expect(p.withholding_tax).toBe('8468.40');
    }
    expect(results[10]!.year_to_date.tax_withheld).toBe('93152.40');
  });

  it('December: pool 101,000.00, excess 11,000.00, annual taxable 806,600.00, withholding 10,997.60, net 143,302.40', () => {
    const december = results[11]!;
    expect(december.year_to_date.other_benefits).toBe('101000.00');
    expect(december.lines.find((l) => l.code === 'WITHHOLDING_TAX')!.explanation.inputs).toMatchObject({
      other_benefits_taxable_excess: '11000.00',
      annual_taxable_compensation: '806600.00',
      annual_tax_due: '104150.00',
    });
    expect(december.gross_pay).toBe('158000.00');
    expect(december.withholding_tax).toBe('10997.60');
    expect(december.net_pay).toBe('143302.40');
  });

  it('the monthly table on December\u2019s 77,300.00 would give 11,200.05', () => {
    const december = calculatePayslip({
      ...months[11]!,
      year_end_adjustment: false,
      year_to_date: { ...results[10]!.year_to_date, de_minimis_used: {} },
    });
    expect(december.taxable_compensation).toBe('77300.00');
    expect(december.withholding_tax).toBe('11200.05');
  });
});
