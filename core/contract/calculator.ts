import { Type, type Static } from '@sinclair/typebox';
import { WireDate, WireMoney, nullable } from './wire';

// What the payroll calculators answer (POST /api/payroll/calculator/<name>; the engine's
// engine/calculators.ts, thirteenth-month-calculator.ts, final-pay-calculator.ts): amounts as
// decimal strings with two places, rates as decimal text.

/** How a line was computed: the rule in words, its basis, the table version and the figures it used. */

export const Explanation = Type.Object({
  rule: Type.String(),
  legal_basis: Type.String(),
  table_version: nullable(Type.String()),
  inputs: Type.Record(Type.String(), Type.Union([Type.Number(), Type.String(), Type.Boolean(), Type.Null()])),
});
export type Explanation = Static<typeof Explanation>;

export const PayslipLine = Type.Object({
  code: Type.String(),
  label: Type.String(),
  kind: Type.Union([Type.Literal('earning'), Type.Literal('deduction'), Type.Literal('employer_share')]),
  amount: WireMoney,
  explanation: Explanation,
});
export type PayslipLine = Static<typeof PayslipLine>;

export const ContributionsAnswer = Type.Object({
  sss: Type.Object({
    msc: WireMoney,
    regular_ss_msc: WireMoney,
    mpf_msc: WireMoney,
    ee_regular_ss: WireMoney,
    ee_mpf: WireMoney,
    er_regular_ss: WireMoney,
    er_mpf: WireMoney,
    er_ec: WireMoney,
    ee_total: WireMoney,
    er_total: WireMoney,
    total: WireMoney,
  }),
  philhealth: Type.Object({ base: WireMoney, premium: WireMoney, ee: WireMoney, er: WireMoney }),
  pagibig: Type.Object({ fund_salary: WireMoney, ee: WireMoney, er: WireMoney }),
});
export type ContributionsAnswer = Static<typeof ContributionsAnswer>;

export const WithholdingAnswer = Type.Object({
  withholding_tax: WireMoney,
  table_version: Type.String(),
  row: Type.Object({
    over: WireMoney,
    not_over: nullable(WireMoney),
    fixed: WireMoney,
    rate: Type.String({ description: 'a fraction: 0.2 = 20 %' }),
  }),
});
export type WithholdingAnswer = Static<typeof WithholdingAnswer>;

export const AnnualTaxAnswer = Type.Object({ tax_due: WireMoney });
export type AnnualTaxAnswer = Static<typeof AnnualTaxAnswer>;

export const MonthToDate = Type.Object({
  compensation: WireMoney,
  basic_pay: WireMoney,
  sss_ee: WireMoney,
  sss_er: WireMoney,
  sss_ec: WireMoney,
  philhealth_ee: WireMoney,
  philhealth_er: WireMoney,
  pagibig_ee: WireMoney,
  pagibig_er: WireMoney,
});
export type MonthToDate = Static<typeof MonthToDate>;

export const YearToDate = Type.Object({
  taxable_compensation: WireMoney,
  tax_withheld: WireMoney,
  other_benefits: WireMoney,
  de_minimis_used: Type.Record(Type.String(), Type.Union([WireMoney, Type.Number()]), {
    description: 'pesos, except monetized_leave in days',
  }),
});
export type YearToDate = Static<typeof YearToDate>;

export const PayslipAnswer = Type.Object({
  lines: Type.Array(PayslipLine),
  gross_pay: WireMoney,
  contributions: Type.Object({
    sss_ee: WireMoney,
    philhealth_ee: WireMoney,
    pagibig_ee: WireMoney,
    employee_total: WireMoney,
    sss_er: WireMoney,
    sss_ec: WireMoney,
    philhealth_er: WireMoney,
    pagibig_er: WireMoney,
    employer_total: WireMoney,
  }),
  taxable_compensation: WireMoney,
  withholding_tax: WireMoney,
  other_deductions: WireMoney,
  net_pay: WireMoney,
  rates: Type.Object({ daily_rate: Type.String(), hourly_rate: Type.String(), per_minute_rate: Type.String() }),
  month_to_date: MonthToDate,
  year_to_date: YearToDate,
  table_versions: Type.Object({
    sss: nullable(Type.String()),
    philhealth: nullable(Type.String()),
    pagibig: nullable(Type.String()),
    withholding: Type.String(),
    annual_tax: nullable(Type.String()),
    premiums: Type.String(),
    de_minimis: Type.String(),
    other_benefits_exemption: Type.String(),
  }),
});
export type PayslipAnswer = Static<typeof PayslipAnswer>;

export const ThirteenthMonthAnswer = Type.Object({
  total_basic_salary_earned: WireMoney,
  absence_deduction: WireMoney,
  thirteenth_month_pay: WireMoney,
  non_taxable_portion: WireMoney,
  taxable_portion: WireMoney,
  lines: Type.Array(Type.Object({ code: Type.String(), label: Type.String(), amount: WireMoney, explanation: Explanation })),
});
export type ThirteenthMonthAnswer = Static<typeof ThirteenthMonthAnswer>;

export const FinalPayAnswer = Type.Object({
  lines: Type.Array(PayslipLine),
  years_of_service: Type.Number(),
  last_cutoff_salary: WireMoney,
  leave_conversion: WireMoney,
  thirteenth_month_pay: WireMoney,
  separation_pay: WireMoney,
  annual_tax_due: nullable(WireMoney),
  tax_refund: WireMoney,
  final_pay_net: WireMoney,
  release_deadline: WireDate,
});
export type FinalPayAnswer = Static<typeof FinalPayAnswer>;
