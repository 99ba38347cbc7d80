/**
 * The payroll calculator through the API, over the table versions stored in the
 * database: every worked example of docs/statutory.md §12 with the document's figures,
 * the 422 answers, and access.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { toCentavos } from '@core/money';
import type { PayslipRequest, PayslipResponse } from '../../server/modules/payroll/engine';
import { useTestApp } from './test-app';
import { wire } from '../unit/payroll/helpers';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await t.login('payroll@example.com');
});

async function calculate<T = any>(name: string, payload: object, as = token): Promise<T> {
  const response = await t.request({ method: 'POST', url: `/api/payroll/calculator/${name}`, payload, token: as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}
const payslip = (payload: Partial<PayslipRequest>) => calculate<PayslipResponse>('payslip', payload);

function amountOf(p: PayslipResponse, code: string): string {
  const lines = p.lines.filter((l) => l.code === code);
  expect(lines, `line ${code}`).toHaveLength(1);
  return lines[0].amount;
}

const monthly = (overrides: Partial<PayslipRequest>): Partial<PayslipRequest> => ({
  rate_type: 'monthly',
  rate: 25_000,
  days_per_year: 261,
  frequency: 'monthly',
  ...overrides,
});

/** Calls the payslip calculator period after period, carrying month-to-date and year-to-date figures. */
async function runChain(periods: Partial<PayslipRequest>[]): Promise<PayslipResponse[]> {
  const results: PayslipResponse[] = [];
  let previous: PayslipResponse | undefined;
  let previousMonth = '';
  for (const period of periods) {
    const month = period.period_end!.slice(0, 7);
    const sameMonth = previous !== undefined && month === previousMonth;
    const p = await payslip({
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

function semiMonthlyCutoffs(year: number, from: number, to: number, last: Partial<PayslipRequest> = {}): Partial<PayslipRequest>[] {
  const periods: Partial<PayslipRequest>[] = [];
  for (let m = from; m <= to; m++) {
    const mm = String(m).padStart(2, '0');
    const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
    periods.push({ period_start: `${year}-${mm}-01`, period_end: `${year}-${mm}-15`, pay_date: `${year}-${mm}-15` });
    periods.push({ period_start: `${year}-${mm}-16`, period_end: `${year}-${mm}-${lastDay}`, pay_date: `${year}-${mm}-${lastDay}` });
  }
  periods[periods.length - 1] = { ...periods[periods.length - 1], ...last };
  return periods;
}

describe('Example 1: SSS bracket lookup, 2025 versus 2024', () => {
  it('March 2025, 18,700.00: MSC 18,500, EE 925.00, ER 1,850.00 + EC 30.00, total 2,805.00', async () => {
    const { sss } = await calculate('contributions', { month: '2025-03', compensation: 18_700 });
    expect(sss).toEqual({
      msc: '18500.00',
      regular_ss_msc: '18500.00',
      mpf_msc: '0.00',
      ee_regular_ss: '925.00',
      ee_mpf: '0.00',
      er_regular_ss: '1850.00',
      er_mpf: '0.00',
      er_ec: '30.00',
      ee_total: '925.00',
      er_total: '1880.00',
      total: '2805.00',
    });
  });

  it('March 2024 (Circular 2022-033): EE 832.50, ER 1,757.50, EC 30.00, total 2,620.00', async () => {
    const { sss } = await calculate('contributions', { month: '2024-03', compensation: 18_700 });
    expect([sss.msc, sss.ee_total, sss.er_regular_ss, sss.er_ec, sss.total]).toEqual(['18500.00', '832.50', '1757.50', '30.00', '2620.00']);
  });

  it('March 2025, 27,300.00: regular SS 20,000 + MPF 7,500; EE 1,375.00, ER 2,780.00, total 4,155.00', async () => {
    const { sss } = await calculate('contributions', { month: '2025-03', compensation: 27_300 });
    expect([sss.msc, sss.regular_ss_msc, sss.mpf_msc, sss.ee_mpf, sss.er_mpf]).toEqual([
      '27500.00',
      '20000.00',
      '7500.00',
      '375.00',
      '750.00',
    ]);
    expect([sss.ee_total, sss.er_total, sss.total]).toEqual(['1375.00', '2780.00', '4155.00']);
  });
});

describe('Example 2: semi-monthly employee with overtime, night differential and a regular holiday worked', () => {
  const base = { rate_type: 'monthly', rate: 31_320, days_per_year: 261, frequency: 'semi_monthly', contribution_policy: 'split' } as const;
  let first: PayslipResponse;
  let second: PayslipResponse;
  beforeAll(async () => {
    first = await payslip({ ...base, period_start: '2025-12-01', period_end: '2025-12-15', pay_date: '2025-12-15' });
    second = await payslip({
      ...base,
      period_start: '2025-12-16',
      period_end: '2025-12-31',
      pay_date: '2025-12-31',
      hours: {
        ordinary: { overtime_hours: 3, night_hours: 7, regular_hours: 1 },
        regular_holiday: { regular_hours: 8, overtime_hours: 2 },
      },
      month_to_date: first.month_to_date,
    });
  });

  it('first cut-off deducts half the SSS estimated on the salary: 787.50', () => {
    expect(first.gross_pay).toBe('15660.00');
    expect(first.contributions.sss_ee).toBe('787.50');
  });

  it('lines 15,660.00 + 675.00 + 1,440.00 + 936.00 + 126.00 = gross 18,837.00, each explained', () => {
    expect(second.rates).toMatchObject({ daily_rate: '1440.000000', hourly_rate: '180.000000' });
    expect([
      amountOf(second, 'BASIC_PAY'),
      amountOf(second, 'ORD_OT'),
      amountOf(second, 'RH_PREMIUM'),
      amountOf(second, 'RH_OT'),
      amountOf(second, 'ORD_NIGHT_DIFF'),
    ]).toEqual(['15660.00', '675.00', '1440.00', '936.00', '126.00']);
    expect(second.gross_pay).toBe('18837.00');
    for (const line of second.lines) expect(line.explanation.rule.length).toBeGreaterThan(0);
  });

  it('contributions 937.50 + 391.50 + 100.00 = 1,429.00; tax 1,085.70 on 17,408.00; net 16,322.30', () => {
    expect([amountOf(second, 'SSS_EE'), amountOf(second, 'PHILHEALTH_EE'), amountOf(second, 'PAGIBIG_EE')]).toEqual([
      '937.50',
      '391.50',
      '100.00',
    ]);
    expect(second.contributions.employee_total).toBe('1429.00');
    expect(second.lines.find((l) => l.code === 'SSS_EE')!.explanation.table_version).toBe('SSS-2025');
    expect(second.taxable_compensation).toBe('17408.00');
    expect(second.withholding_tax).toBe('1085.70');
    expect(second.net_pay).toBe('16322.30');
  });
});

describe('Example 3: minimum wage earner, NCR, daily-paid', () => {
  it('second cut-off: gross 10,364.19, contributions 1,542.00, no tax, net 8,822.19', async () => {
    const base = {
      rate_type: 'daily',
      rate: 695,
      days_per_year: 313,
      frequency: 'semi_monthly',
      minimum_wage_earner: true,
      contribution_policy: 'second_cutoff',
    } as const;
    const first = await payslip({ ...base, period_start: '2025-11-01', period_end: '2025-11-15', pay_date: '2025-11-15', days_worked: 12 });
    expect(first.net_pay).toBe('8340.00');
    const second = await payslip({
      ...base,
      period_start: '2025-11-16',
      period_end: '2025-11-30',
      pay_date: '2025-11-30',
      days_worked: 12,
      hours: { ordinary: { overtime_hours: 2 }, regular_holiday_rest_day: { regular_hours: 8 } },
      month_to_date: first.month_to_date,
    });
    expect([amountOf(second, 'BASIC_PAY'), amountOf(second, 'RHRD_PREMIUM'), amountOf(second, 'ORD_OT')]).toEqual([
      '8340.00',
      '1807.00',
      '217.19',
    ]);
    expect(second.gross_pay).toBe('10364.19');
    expect([amountOf(second, 'SSS_EE'), amountOf(second, 'PHILHEALTH_EE'), amountOf(second, 'PAGIBIG_EE')]).toEqual([
      '925.00',
      '417.00',
      '200.00',
    ]);
    expect(second.contributions.employee_total).toBe('1542.00');
    expect(second.taxable_compensation).toBe('0.00');
    expect(second.withholding_tax).toBe('0.00');
    expect(second.net_pay).toBe('8822.19');
  });
});

describe('Example 4: employee above the SSS and PhilHealth ceilings', () => {
  it('contributions endpoint: SSS 1,750.00 / 3,530.00, PhilHealth 2,500.00 on 100,000.00, Pag-IBIG 200.00', async () => {
    const c = await calculate('contributions', { month: '2026-10', compensation: 150_000 });
    expect([c.sss.msc, c.sss.ee_total, c.sss.er_total]).toEqual(['35000.00', '1750.00', '3530.00']);
    expect(c.philhealth).toEqual({ base: '100000.00', premium: '5000.00', ee: '2500.00', er: '2500.00' });
    expect(c.pagibig).toEqual({ fund_salary: '10000.00', ee: '200.00', er: '200.00' });
  });

  it('withholding on 145,550.00 monthly: row 4, 28,262.55', async () => {
    const w = await calculate('withholding', { frequency: 'monthly', pay_date: '2026-10-31', taxable_compensation: 145_550 });
    expect(w).toEqual({
      withholding_tax: '28262.55',
      table_version: 'BIR-WT-2023',
      row: { over: '66667.00', not_over: '166666.00', fixed: '8541.80', rate: '0.2500' },
    });
  });

  it('payslip: taxable 145,550.00, tax 28,262.55, net 117,287.45, employer cost 6,230.00', async () => {
    const p = await payslip(monthly({ rate: 150_000, period_start: '2026-10-01', period_end: '2026-10-31', pay_date: '2026-10-31' }));
    expect(p.contributions.employee_total).toBe('4450.00');
    expect(p.contributions.employer_total).toBe('6230.00');
    expect(p.taxable_compensation).toBe('145550.00');
    expect(p.withholding_tax).toBe('28262.55');
    expect(p.net_pay).toBe('117287.45');
  });
});

describe('Example 5: daily-paid employee on a weekly payroll', () => {
  it('gross = taxable 8,113.50, tax 516.90, net 7,596.60', async () => {
    const p = await payslip({
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
    expect([
      amountOf(p, 'BASIC_PAY'),
      amountOf(p, 'TARDINESS'),
      amountOf(p, 'ORD_OT'),
      amountOf(p, 'RD_PREMIUM'),
      amountOf(p, 'RD_OT'),
    ]).toEqual(['6000.00', '-75.00', '375.00', '1560.00', '253.50']);
    expect(p.gross_pay).toBe('8113.50');
    expect(p.contributions.employee_total).toBe('0.00');
    expect(p.withholding_tax).toBe('516.90');
    expect(p.net_pay).toBe('7596.60');
  });
});

describe('Example 6: the same salary in January 2024, February 2024 and January 2025', () => {
  const cases = [
    { month: '2024-01', end: '31', sssEe: 1_125, pagibig: 100, taxable: 23_150, tax: 347.55, net: 22_802.45, cost: 3_130 },
    { month: '2024-02', end: '29', sssEe: 1_125, pagibig: 200, taxable: 23_050, tax: 332.55, net: 22_717.45, cost: 3_230 },
    { month: '2025-01', end: '31', sssEe: 1_250, pagibig: 200, taxable: 22_925, tax: 313.8, net: 22_611.2, cost: 3_355 },
  ];
  for (const c of cases) {
    it(`${c.month}: SSS ${c.sssEe}, Pag-IBIG ${c.pagibig}, tax ${c.tax}, net ${c.net}`, async () => {
      const date = `${c.month}-${c.end}`;
      const p = await payslip(monthly({ period_start: `${c.month}-01`, period_end: date, pay_date: date }));
      expect([p.contributions.sss_ee, p.contributions.philhealth_ee, p.contributions.pagibig_ee]).toEqual([
        wire(c.sssEe),
        '625.00',
        wire(c.pagibig),
      ]);
      expect(p.taxable_compensation).toBe(wire(c.taxable));
      expect(p.withholding_tax).toBe(wire(c.tax));
      expect(p.net_pay).toBe(wire(c.net));
      expect(p.contributions.employer_total).toBe(wire(c.cost));
    });
  }
});

describe('Example 7: the withholding table chosen by pay date', () => {
  it('monthly 40,000.00: 4,166.75 paid in 2022, 3,208.40 from 2023', async () => {
    expect(
      (await calculate('withholding', { frequency: 'monthly', pay_date: '2022-06-30', taxable_compensation: 40_000 })).withholding_tax,
    ).toBe('4166.75');
    expect(
      (await calculate('withholding', { frequency: 'monthly', pay_date: '2023-01-31', taxable_compensation: 40_000 })).withholding_tax,
    ).toBe('3208.40');
  });

  it('semi-monthly 20,000.00: 2,083.25 paid in 2022, 1,604.10 from 2023', async () => {
    const old = await calculate('withholding', { frequency: 'semi-monthly', pay_date: '2022-12-31', taxable_compensation: 20_000 });
    expect(old).toMatchObject({ withholding_tax: '2083.25', table_version: 'BIR-WT-2018' });
    expect(
      (await calculate('withholding', { frequency: 'semi-monthly', pay_date: '2026-04-15', taxable_compensation: 20_000 })).withholding_tax,
    ).toBe('1604.10');
  });

  it('annual 480,000.00: 50,000.00 for 2022, 38,500.00 for 2023', async () => {
    expect(await calculate('annual-tax', { year: 2022, taxable_compensation: 480_000 })).toEqual({ tax_due: '50000.00' });
    expect(await calculate('annual-tax', { year: 2023, taxable_compensation: 480_000 })).toEqual({ tax_due: '38500.00' });
  });
});

describe('Example 8: 13th month pay', () => {
  it('two days absent in March at 24,000.00 a month: 2,206.90; basic earned 303,793.10 → 25,316.09', async () => {
    let basicEarnedCentavos = 0;
    for (let month = 1; month <= 12; month++) {
      const mm = String(month).padStart(2, '0');
      const p = await payslip(
        monthly({
          rate: month <= 6 ? 24_000 : 27_000,
          period_start: `2026-${mm}-01`,
          period_end: `2026-${mm}-28`,
          pay_date: `2026-${mm}-28`,
          absent_days: month === 3 ? 2 : 0,
        }),
      );
      basicEarnedCentavos += toCentavos(amountOf(p, 'BASIC_PAY'));
      if (month === 3) {
        expect(amountOf(p, 'ABSENCE')).toBe('-2206.90');
        basicEarnedCentavos += toCentavos(amountOf(p, 'ABSENCE'));
      }
    }
    expect(basicEarnedCentavos).toBe(30_379_310);
    expect(Math.round(basicEarnedCentavos / 12)).toBe(2_531_609);
  });
});

describe('Example 9: year-end annualization with a refund', () => {
  it('tax 2,284.10 a cut-off to 15 December; the last payroll refunds 20,505.10; net 43,905.10', async () => {
    const employee = {
      rate_type: 'monthly',
      rate: 50_000,
      days_per_year: 261,
      frequency: 'semi_monthly',
      contribution_policy: 'split',
    } as const;
    const periods = semiMonthlyCutoffs(2026, 7, 12, { year_end_adjustment: true }).map((p) => ({ ...employee, ...p }));
    periods[10] = { ...periods[10], other_earnings: [{ label: '13th month pay', amount: 25_000, kind: 'other_benefits' }] };
    const results = await runChain(periods);
    for (const p of results.slice(0, 11)) expect([p.taxable_compensation, p.withholding_tax]).toEqual(['23400.00', '2284.10']);
    expect(results[10].year_to_date.tax_withheld).toBe('25125.10');
    const last = results[11];
    expect(last.year_to_date.taxable_compensation).toBe('280800.00');
    expect(last.withholding_tax).toBe('-20505.10');
    expect(last.net_pay).toBe('43905.10');
    expect(await calculate('annual-tax', { year: 2026, taxable_compensation: 280_800 })).toEqual({ tax_due: '4620.00' });
  });
});

describe('Example 10: final pay of a resigned employee', () => {
  it('tax 923.70 a cut-off; annualized to separation: refund 6,465.90; final pay 41,661.59', async () => {
    const employee = {
      rate_type: 'monthly',
      rate: 36_000,
      days_per_year: 261,
      frequency: 'semi_monthly',
      contribution_policy: 'split',
    } as const;
    const periods = semiMonthlyCutoffs(2026, 1, 4, {
      year_end_adjustment: true,
      other_earnings: [
        { label: 'Unused SIL, 4 days', amount: 6_620.69, kind: 'de_minimis', de_minimis_kind: 'monetized_leave', days: 4 },
        { label: 'Pro-rated 13th month pay', amount: 12_000, kind: 'other_benefits' },
      ],
    }).map((p) => ({ ...employee, ...p }));
    const results = await runChain(periods);
    for (const p of results.slice(0, 7)) expect([p.contributions.employee_total, p.withholding_tax]).toEqual(['1425.00', '923.70']);
    expect(results[6].year_to_date.tax_withheld).toBe('6465.90');
    const last = results[7];
    expect(last.year_to_date.taxable_compensation).toBe('132600.00');
    expect(amountOf(last, 'TAX_REFUND')).toBe('-6465.90');
    expect(last.net_pay).toBe('41661.59');
  });
});

describe('Example 11: night differential on a special day that is also a rest day', () => {
  it('2,400.00 + 150.00 + 390.00 = 2,940.00; ordinary overtime at night 500.00 + 50.00', async () => {
    const p = await payslip(
      monthly({
        rate: 34_800,
        frequency: 'semi_monthly',
        period_start: '2026-04-01',
        period_end: '2026-04-15',
        pay_date: '2026-04-15',
        hours: { special_holiday_rest_day: { regular_hours: 3, night_hours: 5, overtime_hours: 1 }, ordinary: { overtime_night_hours: 2 } },
      }),
    );
    expect(p.rates).toMatchObject({ daily_rate: '1600.000000', hourly_rate: '200.000000' });
    expect([amountOf(p, 'SHRD_PREMIUM'), amountOf(p, 'SHRD_NIGHT_DIFF'), amountOf(p, 'SHRD_OT')]).toEqual(['2400.00', '150.00', '390.00']);
    expect([amountOf(p, 'ORD_OT'), amountOf(p, 'ORD_OT_NIGHT_DIFF')]).toEqual(['500.00', '50.00']);
    const premium = p.lines.find((l) => l.code === 'SHRD_PREMIUM')!;
    expect(premium.explanation.table_version).toMatch(/^OT-RATES-/);
  });
});

describe('Example 12: de minimis above the ceiling, the 90,000 pool and the December annualization', () => {
  it('8,468.40 a month to November; December withholding 10,997.60, net 143,302.40', async () => {
    const months: Partial<PayslipRequest>[] = [];
    for (let m = 1; m <= 12; m++) {
      const mm = String(m).padStart(2, '0');
      const lastDay = new Date(Date.UTC(2026, m, 0)).getUTCDate();
      const other_earnings: NonNullable<PayslipRequest['other_earnings']> = [
        { label: 'Rice subsidy', amount: 3_000, kind: 'de_minimis', de_minimis_kind: 'rice_subsidy' },
      ];
      if (m === 6) other_earnings.push({ label: 'Mid-year bonus', amount: 10_000, kind: 'other_benefits' });
      if (m === 12)
        other_earnings.push(
          { label: '13th month pay', amount: 70_000, kind: 'other_benefits' },
          { label: 'Christmas bonus', amount: 15_000, kind: 'other_benefits' },
        );
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
    const results = await runChain(months);
    for (const p of results.slice(0, 11)) expect([p.taxable_compensation, p.withholding_tax]).toEqual(['66300.00', '8468.40']);
    const december = results[11];
    expect(december.year_to_date.other_benefits).toBe('101000.00');
    expect(december.gross_pay).toBe('158000.00');
    expect(december.withholding_tax).toBe('10997.60');
    expect(december.net_pay).toBe('143302.40');
    expect(await calculate('annual-tax', { year: 2026, taxable_compensation: 806_600 })).toEqual({ tax_due: '104150.00' });
  });
});

describe('money on the wire', () => {
  it('answers every amount as a decimal string with two places, and takes amounts as strings too', async () => {
    const asText = await payslip(
      monthly({ rate: '25000.00', period_start: '2026-05-01', period_end: '2026-05-31', pay_date: '2026-05-31' }),
    );
    const asNumber = await payslip(monthly({ rate: 25_000, period_start: '2026-05-01', period_end: '2026-05-31', pay_date: '2026-05-31' }));
    expect(asText).toEqual(asNumber);
    const amounts = [
      asText.gross_pay,
      asText.net_pay,
      asText.withholding_tax,
      ...Object.values(asText.contributions),
      ...asText.lines.map((l) => l.amount),
    ];
    for (const amount of amounts) expect(amount).toMatch(/^-?\d+\.\d{2}$/);
    expect(asText.net_pay).toBe('22611.20'); // docs/statutory.md example 6, 2025 tables
  });

  it('refuses an amount written with separators or in words, per field', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/payroll/calculator/contributions',
      payload: { month: '2026-05', compensation: '18,700', fund_salary: 'ten thousand' },
      token,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      compensation: ['must be an amount such as 1234.50'],
      fund_salary: ['must be an amount such as 1234.50'],
    });
  });
});

describe('invalid input', () => {
  const post = (name: string, payload: unknown) =>
    t.request({ method: 'POST', url: `/api/payroll/calculator/${name}`, payload: payload as object, token });

  it('payslip: a days-per-year divisor far below the DOLE factors is a 422, not an overflow', async () => {
    for (const days_per_year of [0.5, 1, 199.99]) {
      const response = await post('payslip', {
        ...monthly({ days_per_year }),
        period_start: '2026-05-01',
        period_end: '2026-05-31',
        pay_date: '2026-05-31',
      });
      expect(response.statusCode, String(days_per_year)).toBe(422);
      expect(response.json().errors.days_per_year[0]).toMatch(/at least 200/);
    }
  });

  it('contributions: 422 with a message under each bad field', async () => {
    const response = await post('contributions', { month: '2025-13', compensation: -5 });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['compensation', 'month']);
  });

  it('withholding: an unknown frequency and a non-date pay date', async () => {
    const response = await post('withholding', { frequency: 'fortnightly', pay_date: '31/01/2026', taxable_compensation: 10_000 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('frequency');
    expect(response.json().errors).toHaveProperty('pay_date');
  });

  it('annual tax: a missing amount', async () => {
    const response = await post('annual-tax', { year: 2026 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('taxable_compensation');
  });

  it('payslip: amounts with three decimals and nested hour fields are named by path', async () => {
    const response = await post('payslip', {
      rate_type: 'monthly',
      rate: 25_000.123,
      days_per_year: 261,
      frequency: 'monthly',
      period_start: '2026-01-01',
      period_end: '2026-01-31',
      pay_date: '2026-01-31',
      hours: { rest_day: { overtime_hours: -1 } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('rate');
    expect(response.json().errors).toHaveProperty(['hours.rest_day.overtime_hours']);
  });

  it('a month before the oldest stored table version is a 422, not a 500', async () => {
    const response = await post('contributions', { month: '2019-01', compensation: 20_000 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.month[0]).toMatch(/SSS/);
  });
});

describe('access', () => {
  it('HR, employee and manager accounts get 403; the HR account with the payroll flag may calculate', async () => {
    for (const email of ['hr@example.com', 'employee@example.com', 'manager@example.com']) {
      const other = await t.login(email);
      const response = await t.request({
        method: 'POST',
        url: '/api/payroll/calculator/annual-tax',
        payload: { year: 2026, taxable_compensation: 300_000 },
        token: other,
      });
      expect(response.statusCode, email).toBe(403);
    }
    const flagged = await t.login('hr.payroll@example.com');
    expect(await calculate('annual-tax', { year: 2026, taxable_compensation: 300_000 }, flagged)).toEqual({ tax_due: '7500.00' });
  });

  it('without a token: 401', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/payroll/calculator/annual-tax',
      payload: { year: 2026, taxable_compensation: 1 },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the contribution policy object', () => {
  const payslip = async (payload: object) => {
    const response = await t.request({ method: 'POST', url: '/api/payroll/calculator/payslip', payload, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PayslipResponse;
  };
  const may = { period_start: '2026-05-01', period_end: '2026-05-31', pay_date: '2026-05-31' };
  const overtime = { hours: { ordinary: { overtime_hours: 40 } } };

  it('takes SSS on the month\u2019s actual compensation, or on the fixed monthly salary, and says which', async () => {
    const actual = await payslip({
      ...monthly({ rate: 20_000 }),
      ...may,
      ...overtime,
      contribution_policy: { sss_base: 'actual_month', split: 'last_cutoff' },
    });
    const fixed = await payslip({
      ...monthly({ rate: 20_000 }),
      ...may,
      ...overtime,
      contribution_policy: { sss_base: 'monthly_salary', split: 'last_cutoff' },
    });
    // 40 overtime hours lift the month's compensation past 25,000: a higher salary credit than the salary's 20,000
    expect(Number(amountOf(actual, 'SSS_EE'))).toBeGreaterThan(Number(amountOf(fixed, 'SSS_EE')));
    expect(amountOf(fixed, 'SSS_EE')).toBe('1000.00');
    const line = fixed.lines.find((l) => l.code === 'SSS_EE')!;
    expect(line.explanation.rule).toMatch(/fixed monthly salary/);
  });

  it('deducts half in each cut-off without a true-up when the split is half_fixed', async () => {
    const semi = {
      rate_type: 'monthly',
      rate: 20_000,
      days_per_year: 261,
      frequency: 'semi_monthly',
      contribution_policy: { split: 'half_fixed', sss_base: 'monthly_salary' },
    };
    const first = await payslip({ ...semi, period_start: '2026-05-01', period_end: '2026-05-15', pay_date: '2026-05-15' });
    expect(amountOf(first, 'SSS_EE')).toBe('500.00');
    const second = await payslip({
      ...semi,
      period_start: '2026-05-16',
      period_end: '2026-05-31',
      pay_date: '2026-05-31',
      ...overtime,
      month_to_date: first.month_to_date,
    });
    // the overtime of the second half changes nothing: the fixed half again
    expect(amountOf(second, 'SSS_EE')).toBe('500.00');
  });

  it('takes PhilHealth of a daily-paid employee on basic earned, or on daily rate × factor ÷ 12', async () => {
    const daily = { rate_type: 'daily', rate: 645, days_per_year: 313, frequency: 'monthly', days_worked: 5, ...may };
    const earned = await payslip({ ...daily, contribution_policy: { split: 'last_cutoff', philhealth_daily_base: 'basic_earned' } });
    const equivalent = await payslip({
      ...daily,
      contribution_policy: { split: 'last_cutoff', philhealth_daily_base: 'monthly_equivalent' },
    });
    // 5 days earn 3,225.00, under the 10,000 floor: 500.00 a month, 250.00 the employee's half
    expect(amountOf(earned, 'PHILHEALTH_EE')).toBe('250.00');
    // 645 × 313 ÷ 12 = 16,823.75 a month × 5 % = 841.19 (841.1875), the employee's half rounded down
    expect(amountOf(equivalent, 'PHILHEALTH_EE')).toBe('420.59');
    expect(equivalent.lines.find((l) => l.code === 'PHILHEALTH_EE')!.explanation.rule).toMatch(/daily rate × days per year ÷ 12/);
  });

  it('keeps the old strings as shorthands for the split, and refuses an unknown choice per field', async () => {
    const old = await payslip({ ...monthly({ rate: 20_000 }), ...may, contribution_policy: 'second_cutoff' });
    expect(amountOf(old, 'SSS_EE')).toBe('1000.00');
    const bad = await t.request({
      method: 'POST',
      url: '/api/payroll/calculator/payslip',
      payload: { ...monthly({ rate: 20_000 }), ...may, contribution_policy: { split: 'weekly', sss_base: 'gross' } },
      token,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['contribution_policy.split', 'contribution_policy.sss_base']);
  });
});
