import { Type, type Static } from '@sinclair/typebox';
import { DateText, Money, Nullable } from './common';

// What the payroll calculators answer (POST /api/payroll/calculator/<name>; the engine's
// engine/calculators.ts, thirteenth-month-calculator.ts, final-pay-calculator.ts): amounts as
// decimal strings with two places, rates as decimal text.

/** How a line was computed: the rule in words, its basis, the table version and the figures it used. */

export const Explanation = Type.Object({
  rule: Type.String(),
  legal_basis: Type.String(),
  table_version: Nullable(Type.String()),
  inputs: Type.Record(Type.String(), Type.Union([Type.Number(), Type.String(), Type.Boolean(), Type.Null()])),
});
export type Explanation = Static<typeof Explanation>;

export const PayslipLine = Type.Object({
  code: Type.String(),
  label: Type.String(),
  kind: Type.Union([Type.Literal('earning'), Type.Literal('deduction'), Type.Literal('employer_share')]),
  amount: Money,
  explanation: Explanation,
});
export type PayslipLine = Static<typeof PayslipLine>;

export const ContributionsAnswer = Type.Object({
  sss: Type.Object({
    msc: Money,
    regular_ss_msc: Money,
    mpf_msc: Money,
    ee_regular_ss: Money,
    ee_mpf: Money,
    er_regular_ss: Money,
    er_mpf: Money,
    er_ec: Money,
    ee_total: Money,
    er_total: Money,
    total: Money,
  }),
  philhealth: Type.Object({ base: Money, premium: Money, ee: Money, er: Money }),
  pagibig: Type.Object({ fund_salary: Money, ee: Money, er: Money }),
});
export type ContributionsAnswer = Static<typeof ContributionsAnswer>;

export const WithholdingAnswer = Type.Object({
  withholding_tax: Money,
  table_version: Type.String(),
  row: Type.Object({ over: Money, not_over: Nullable(Money), fixed: Money, rate: Type.String({ description: 'a fraction: 0.2 = 20 %' }) }),
});
export type WithholdingAnswer = Static<typeof WithholdingAnswer>;

export const AnnualTaxAnswer = Type.Object({ tax_due: Money });
export type AnnualTaxAnswer = Static<typeof AnnualTaxAnswer>;

export const MonthToDate = Type.Object({
  compensation: Money,
  basic_pay: Money,
  sss_ee: Money,
  sss_er: Money,
  sss_ec: Money,
  philhealth_ee: Money,
  philhealth_er: Money,
  pagibig_ee: Money,
  pagibig_er: Money,
});
export type MonthToDate = Static<typeof MonthToDate>;

export const YearToDate = Type.Object({
  taxable_compensation: Money,
  tax_withheld: Money,
  other_benefits: Money,
  de_minimis_used: Type.Record(Type.String(), Type.Union([Money, Type.Number()]), { description: 'pesos, except monetized_leave in days' }),
});
export type YearToDate = Static<typeof YearToDate>;

export const PayslipAnswer = Type.Object({
  lines: Type.Array(PayslipLine),
  gross_pay: Money,
  contributions: Type.Object({
    sss_ee: Money,
    philhealth_ee: Money,
    pagibig_ee: Money,
    employee_total: Money,
    sss_er: Money,
    sss_ec: Money,
    philhealth_er: Money,
    pagibig_er: Money,
    employer_total: Money,
  }),
  taxable_compensation: Money,
  withholding_tax: Money,
  other_deductions: Money,
  net_pay: Money,
  rates: Type.Object({ daily_rate: Type.String(), hourly_rate: Type.String(), per_minute_rate: Type.String() }),
  month_to_date: MonthToDate,
  year_to_date: YearToDate,
  table_versions: Type.Object({
    sss: Nullable(Type.String()),
    philhealth: Nullable(Type.String()),
    pagibig: Nullable(Type.String()),
    withholding: Type.String(),
    annual_tax: Nullable(Type.String()),
    premiums: Type.String(),
    de_minimis: Type.String(),
    other_benefits_exemption: Type.String(),
  }),
});
export type PayslipAnswer = Static<typeof PayslipAnswer>;

export const ThirteenthMonthAnswer = Type.Object({
  total_basic_salary_earned: Money,
  absence_deduction: Money,
  thirteenth_month_pay: Money,
  non_taxable_portion: Money,
  taxable_portion: Money,
  lines: Type.Array(Type.Object({ code: Type.String(), label: Type.String(), amount: Money, explanation: Explanation })),
});
export type ThirteenthMonthAnswer = Static<typeof ThirteenthMonthAnswer>;

export const FinalPayAnswer = Type.Object({
  lines: Type.Array(PayslipLine),
  years_of_service: Type.Number(),
  last_cutoff_salary: Money,
  leave_conversion: Money,
  thirteenth_month_pay: Money,
  separation_pay: Money,
  annual_tax_due: Nullable(Money),
  tax_refund: Money,
  final_pay_net: Money,
  release_deadline: DateText,
});
export type FinalPayAnswer = Static<typeof FinalPayAnswer>;
