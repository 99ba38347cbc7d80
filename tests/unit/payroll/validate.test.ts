/** Input validators: per-field messages for the 422 answers of the calculator endpoints. */
import { describe, expect, it } from 'vitest';
import {
  calculatePayslip,
  calculateWithholding,
  DEFAULT_STATUTORY_TABLES,
  InvalidInputError,
  validateAnnualTaxInput,
  validateContributionsInput,
  validatePayslipInput,
  validateWithholdingInput,
  type PayslipRequest,
} from '../../../server/modules/payroll/engine';

const tables = DEFAULT_STATUTORY_TABLES;

describe('contributions request', () => {
  it('accepts a valid request', () => {
    expect(validateContributionsInput({ month: '2025-03', compensation: 18_700 }, tables)).toEqual({});
  });

  it('names each bad field', () => {
    expect(
      validateContributionsInput({ month: '2025-13', compensation: -1, monthly_basic_salary: 10.005, fund_salary: 'x' }, tables),
    ).toEqual({
      month: ['must be a month (YYYY-MM)'],
      compensation: ['must not be negative'],
      monthly_basic_salary: ['must have at most two decimals'],
      fund_salary: ['must be an amount such as 1234.50'],
    });
    expect(validateContributionsInput({}, tables)).toEqual({ month: ['is required'], compensation: ['is required'] });
    expect(validateContributionsInput([], tables)).toEqual({ body: ['must be a JSON object'] });
  });

  it('refuses a month no table covers', () => {
    expect(validateContributionsInput({ month: '2022-12', compensation: 20_000 }, tables)).toEqual({
      month: ['no SSS schedule is in force on 2022-12-01', 'no PhilHealth schedule is in force on 2022-12-01'],
    });
  });

  it('refuses amounts beyond one billion pesos', () => {
    expect(validateContributionsInput({ month: '2025-03', compensation: 2e9 })).toEqual({
      compensation: ['must not exceed 1,000,000,000.00'],
    });
  });
});

describe('withholding request', () => {
  it('accepts both spellings of semi-monthly', () => {
    expect(validateWithholdingInput({ frequency: 'semi-monthly', pay_date: '2025-02-15', taxable_compensation: 1 }, tables)).toEqual({});
    expect(validateWithholdingInput({ frequency: 'semi_monthly', pay_date: '2025-02-15', taxable_compensation: 1 }, tables)).toEqual({});
  });

  it('names each bad field', () => {
    expect(validateWithholdingInput({ frequency: 'fortnightly', pay_date: '2025-02-30', taxable_compensation: null }, tables)).toEqual({
      frequency: ['must be one of: daily, weekly, semi_monthly, monthly'],
      pay_date: ['must be a date (YYYY-MM-DD)'],
      taxable_compensation: ['is required'],
    });
    expect(validateWithholdingInput({ frequency: 'monthly', pay_date: '2017-12-31', taxable_compensation: 1 }, tables)).toEqual({
      pay_date: ['no withholding tax table is in force on 2017-12-31'],
    });
  });

  it('the calculator throws InvalidInputError carrying the same messages', () => {
    try {
      calculateWithholding({ frequency: 'monthly', pay_date: 'soon', taxable_compensation: 1 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidInputError);
      expect((error as InvalidInputError).errors).toEqual({ pay_date: ['must be a date (YYYY-MM-DD)'] });
    }
  });
});

describe('annual tax request', () => {
  it('names each bad field', () => {
    expect(validateAnnualTaxInput({ year: 2025.5, taxable_compensation: 1 }, tables)).toEqual({ year: ['must be a whole number'] });
    expect(validateAnnualTaxInput({ year: 2017, taxable_compensation: 1 }, tables)).toEqual({
      year: ['no annual income tax table is in force on 2017-12-31'],
    });
    expect(validateAnnualTaxInput({ year: '2025' }, tables)).toEqual({ year: ['must be a number'], taxable_compensation: ['is required'] });
    expect(validateAnnualTaxInput({ year: 2025, taxable_compensation: 500_000 }, tables)).toEqual({});
  });
});

describe('payslip request', () => {
  const valid: PayslipRequest = {
    rate_type: 'monthly',
    rate: 30_000,
    days_per_year: 261,
    frequency: 'semi_monthly',
    period_start: '2026-05-01',
    period_end: '2026-05-15',
    pay_date: '2026-05-15',
  };

  it('accepts a minimal valid request', () => {
    expect(validatePayslipInput(valid, tables)).toEqual({});
  });

  it('reports the required fields', () => {
    expect(validatePayslipInput({}, tables)).toEqual({
      rate_type: ['is required'],
      rate: ['is required'],
      days_per_year: ['is required'],
      frequency: ['is required'],
      period_start: ['is required'],
      period_end: ['is required'],
      pay_date: ['is required'],
    });
  });

  it('names bad scalar fields and cross-field problems', () => {
    expect(
      validatePayslipInput(
        {
          ...valid,
          rate_type: 'hourly',
          rate: 0,
          days_per_year: 261.555,
          period_end: '2026-04-30',
          late_minutes: -5,
          absent_days: 0.12345,
          minimum_wage_earner: 'yes',
          contribution_policy: 'sometimes',
        },
        tables,
      ),
    ).toEqual({
      rate_type: ['must be one of: monthly, daily'],
      rate: ['must be greater than zero'],
      days_per_year: ['must have at most two decimals'],
      period_end: ['must be on or after period_start'],
      late_minutes: ['must not be negative'],
      absent_days: ['must have at most four decimals'],
      minimum_wage_earner: ['must be true or false'],
      contribution_policy: ['must be one of: first_cutoff, last_cutoff, half_fixed, half_true_up, second_cutoff, split'],
    });
  });

  it('refuses fields that do not apply to the rate type, and a monthly rate on a daily payroll', () => {
    expect(validatePayslipInput({ ...valid, frequency: 'daily', days_worked: 5, cutoff_number: 1, cutoffs_in_month: 26 }, tables)).toEqual({
      frequency: ['a monthly-rated employee cannot be paid on a daily payroll'],
      days_worked: ['applies to daily-rated employees only (the monthly rate pays the period)'],
    });
    expect(validatePayslipInput({ ...valid, rate_type: 'daily', rate: 700, unpaid_special_days: 1 }, tables)).toEqual({
      unpaid_special_days: ['applies to monthly-rated employees only (daily-rated are not paid for unworked special days)'],
    });
  });

  it('needs the cut-off position for weekly payrolls, and a consistent one', () => {
    expect(validatePayslipInput({ ...valid, frequency: 'weekly' }, tables)).toEqual({
      cutoff_number: ['is required for a weekly payroll (with cutoffs_in_month)'],
    });
    expect(validatePayslipInput({ ...valid, cutoff_number: 3, cutoffs_in_month: 2 }, tables)).toEqual({
      cutoff_number: ['must not exceed cutoffs_in_month'],
    });
    expect(validatePayslipInput({ ...valid, cutoffs_in_month: 2 }, tables)).toEqual({
      cutoff_number: ['is required with cutoffs_in_month'],
    });
  });

  it('names nested fields with dots', () => {
    expect(
      validatePayslipInput(
        {
          ...valid,
          hours: { holiday: { regular_hours: 1 }, rest_day: { overtime_hours: -1, extra_hours: 2 } },
          other_earnings: [
            { amount: 10, kind: 'de_minimis' },
            { label: 'Meals', amount: 500, kind: 'de_minimis', de_minimis_kind: 'overtime_meal_allowance' },
            'x',
          ],
          other_deductions: [{ label: 'Loan', amount: 1.234 }],
          month_to_date: { sss_ee: -1 },
          year_to_date: { de_minimis_used: { rice: 100 } },
        },
        tables,
      ),
    ).toEqual({
      'hours.holiday': [
        'is not a day type (one of: ordinary, rest_day, special_holiday, special_holiday_rest_day, regular_holiday, regular_holiday_rest_day, double_holiday, double_holiday_rest_day)',
      ],
      'hours.rest_day.extra_hours': ['is not an hour bucket (one of: regular_hours, night_hours, overtime_hours, overtime_night_hours)'],
      'hours.rest_day.overtime_hours': ['must not be negative'],
      'other_earnings.0.label': ['is required'],
      'other_earnings.0.de_minimis_kind': ['is required for a de minimis benefit'],
      'other_earnings.1.days': ['is required (greater than zero) for this de minimis benefit'],
      regional_minimum_wage: ['is required for an overtime or night shift meal allowance'],
      'other_earnings.2': ['must be an object'],
      'other_deductions.0.amount': ['must have at most two decimals'],
      'month_to_date.sss_ee': ['must not be negative'],
      'year_to_date.de_minimis_used.rice': [
        'is not a de minimis kind (one of: monetized_leave, medical_cash_allowance_dependents, rice_subsidy, uniform_clothing_allowance, medical_assistance, laundry_allowance, achievement_award, christmas_gift, overtime_meal_allowance, cba_productivity_incentive)',
      ],
    });
  });

  it('refuses periods the tables do not cover', () => {
    expect(
      validatePayslipInput({ ...valid, period_start: '2022-11-16', period_end: '2022-11-30', pay_date: '2022-11-30' }, tables),
    ).toEqual({
      period_end: ['no SSS schedule is in force on 2022-11-01', 'no PhilHealth schedule is in force on 2022-11-01'],
    });
  });

  it('calculatePayslip throws InvalidInputError for an invalid request', () => {
    expect(() => calculatePayslip({ ...valid, rate: -1 })).toThrow(InvalidInputError);
  });
});
