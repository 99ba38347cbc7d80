import { Type, type Static } from '@sinclair/typebox';
import { DateText, Money, Nullable } from './common';

// What the BIR routes of the payroll portal answer (server/modules/payroll/bir/): the 1601-C
// register, the monthly ITW, the 2316 certificates and their print jobs, the alphalist
// schedules and the 1604-C summary. Fastify serialises with these, so each lists every
// property its service returns.

/** A 1601-C return as the wire carries it (wireReturn): amounts with two decimals, item 36 added. */
export const Return1601c = Type.Object({
  id: Type.Integer(),
  company_id: Type.Integer(),
  year: Type.Integer(),
  month: Type.Integer(),
  amendment_no: Type.Integer(),
  employee_count: Type.Integer(),
  total_compensation: Money,
  nt_mwe_basic: Money,
  nt_mwe_premiums: Money,
  nt_thirteenth_month_other_benefits: Money,
  nt_de_minimis: Money,
  nt_contributions_union_dues: Money,
  nt_other: Money,
  total_non_taxable: Money,
  total_taxable_compensation: Money,
  taxable_not_subject_to_withholding: Money,
  net_taxable_compensation: Money,
  total_taxes_withheld: Money,
  adjustment_prior_months: Money,
  tax_remitted_previously: Money,
  other_remittances: Money,
  penalties_surcharge: Money,
  penalties_interest: Money,
  penalties_compromise: Money,
  status: Type.String(),
  generated_at: Nullable(Type.String({ description: 'ISO timestamp' })),
  filed_at: Nullable(DateText),
  filing_reference: Nullable(Type.String()),
  remarks: Nullable(Type.String()),
  total_amount_payable: Money,
});
export type Return1601c = Static<typeof Return1601c>;

/** A 1601-C verb's answer: the return with the message the console shows. */
export const Return1601cDone = Type.Composite([Return1601c, Type.Object({ message: Type.String() })]);
export type Return1601cDone = Static<typeof Return1601cDone>;

/** The month's BIR remittance (the 1601-C's payment); null before any period of the month posts. */
export const ReturnPayment = Type.Object({
  remittance_id: Type.Integer(),
  status: Type.String(),
  reference_no: Nullable(Type.String()),
  paid_at: Nullable(DateText),
  amount_paid: Nullable(Money),
  penalty_amount: Nullable(Money),
  total_amount: Nullable(Money),
  due_date: Nullable(DateText),
  payment_channel: Nullable(Type.String()),
});
export type ReturnPayment = Static<typeof ReturnPayment>;

export const Return1601cWithPayment = Type.Composite([Return1601c, Type.Object({ payment: Nullable(ReturnPayment) })]);
export type Return1601cWithPayment = Static<typeof Return1601cWithPayment>;

/** One employee's row of the monthly ITW (return-1601c withholdingRow with the employee's identity). */
export const MonthlyWithholding = Type.Object({
  id: Type.String({ description: 'YYYY-MM:employee id' }),
  year: Type.Integer(),
  month: Type.Integer(),
  employee_no: Type.String(),
  employee_name: Type.String(),
  tin: Type.String(),
  business_unit_id: Nullable(Type.Integer()),
  employee_id: Type.Integer(),
  is_mwe: Type.Boolean(),
  gross_compensation: Money,
  nt_mwe_basic: Money,
  nt_mwe_premiums: Money,
  nt_thirteenth_month_other_benefits: Money,
  nt_de_minimis: Money,
  nt_contributions_union_dues: Money,
  nt_other: Money,
  total_non_taxable: Money,
  taxable_compensation: Money,
  taxable_not_subject_to_withholding: Money,
  tax_withheld: Money,
  year_end_adjustment: Money,
});
export type MonthlyWithholding = Static<typeof MonthlyWithholding>;

const PreviousEmployer2316 = Type.Object({
  tin: Type.String(),
  name: Type.String(),
  address: Type.String(),
  taxable: Money,
  non_taxable: Money,
  tax_withheld: Money,
  period_from: Type.Optional(DateText),
  period_to: Type.Optional(DateText),
  thirteenth_month_and_other_benefits: Type.Optional(Money),
  other_non_taxable: Type.Optional(Money),
});

/** A 2316 certificate (core/bir/form-2316 Certificate2316), computed or as stored with its group's factor. */
export const Certificate2316 = Type.Object({
  id: Type.Integer(),
  employee_id: Type.Integer(),
  year: Type.Integer(),
  employee_no: Type.String(),
  tin: Type.String(),
  last_name: Type.String(),
  first_name: Type.String(),
  middle_name: Type.String(),
  employee_name: Type.String(),
  birth_date: Type.String(),
  address: Type.String(),
  period_from: DateText,
  period_to: DateText,
  is_mwe: Type.Boolean(),
  smw_per_day: Money,
  smw_per_month: Money,
  items: Type.Record(Type.String(), Money, { description: 'amounts by item number, 19 to 52' }),
  gross_compensation: Money,
  total_non_taxable: Money,
  taxable_compensation: Money,
  tax_due: Money,
  tax_withheld: Money,
  year_end_adjustment: Money,
  substituted_filing: Type.Boolean(),
  status: Type.String({ description: 'provisional or final when computed; draft, final or issued when stored' }),
  issued_at: Type.Optional(Nullable(DateText)),
  certificate_id: Nullable(Type.Integer()),
  separated: Type.Boolean(),
  previous_employer: Nullable(PreviousEmployer2316),
  days_per_year: Type.Optional(Type.String({ description: 'stored certificates: the group’s days per year' })),
});
export type Certificate2316 = Static<typeof Certificate2316>;

/** One row of an alphalist schedule (annual.ts AlphalistRow), in the BIR column order. */
export const AlphalistEntry = Type.Object({
  id: Type.Integer(),
  schedule: Type.Integer({ description: '1 or 2 (minimum wage earners)' }),
  sequence_no: Type.Integer(),
  employee_id: Type.Integer(),
  tin: Type.String(),
  last_name: Type.String(),
  first_name: Type.String(),
  middle_name: Type.String(),
  nationality: Type.String(),
  employment_status: Type.String(),
  period_from: Type.String(),
  period_to: Type.String(),
  reason_of_separation: Type.String(),
  region: Type.String(),
  smw_per_day: Money,
  smw_per_month: Money,
  smw_per_year: Money,
  factor: Type.String(),
  gross_compensation: Money,
  mwe_basic: Money,
  mwe_holiday_pay: Money,
  mwe_overtime_pay: Money,
  mwe_night_differential: Money,
  mwe_hazard_pay: Money,
  nt_thirteenth_month_other_benefits: Money,
  nt_de_minimis: Money,
  nt_contributions: Money,
  nt_salaries_other: Money,
  total_non_taxable: Money,
  taxable_basic_salary: Money,
  taxable_thirteenth_month_other_benefits: Money,
  taxable_salaries_other: Money,
  total_taxable_present: Money,
  previous_employer_tin: Type.String(),
  previous_employment_status: Type.String(),
  previous_period_from: Type.String(),
  previous_period_to: Type.String(),
  previous_separation_reason: Type.String(),
  previous_gross: Money,
  previous_thirteenth_month_other_benefits: Money,
  previous_de_minimis: Money,
  previous_contributions: Money,
  previous_salaries_other: Money,
  previous_non_taxable: Money,
  previous_taxable_basic_salary: Money,
  previous_taxable_thirteenth_month_other_benefits: Money,
  previous_taxable_salaries_other: Money,
  previous_taxable: Money,
  total_taxable: Money,
  tax_due: Money,
  tax_withheld_previous: Money,
  tax_withheld_present_jan_nov: Money,
  year_end_adjustment: Money,
  tax_withheld_as_adjusted: Money,
  substituted_filing: Type.Boolean(),
  status: Type.String(),
});
export type AlphalistEntry = Static<typeof AlphalistEntry>;

/** One stored version of an employee's 2316 of a year (versions2316). */
export const Certificate2316Version = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  created_at: Type.String(),
  finalized_at: Nullable(Type.String()),
  issued_at: Nullable(DateText),
  issued_by_name: Nullable(Type.String()),
  replaced_at: Nullable(Type.String()),
  replaced_by_name: Nullable(Type.String()),
  replacement_reason: Nullable(Type.String()),
  replaced_by_id: Nullable(Type.Integer()),
  replaces_id: Nullable(Type.Integer()),
  tax_due: Money,
  total_tax_withheld: Money,
  gross_compensation_present: Money,
});
export type Certificate2316Version = Static<typeof Certificate2316Version>;

/** One month of the 1604-C Part II summary (annual.service MonthRemittance). */
const MonthRemittance = Type.Object({
  month: Type.Integer(),
  return_id: Nullable(Type.Integer()),
  amendment_no: Nullable(Type.Integer()),
  status: Nullable(Type.String()),
  filed_at: Nullable(DateText),
  filing_reference: Nullable(Type.String()),
  taxes_withheld: Money,
  adjustment: Money,
  penalties: Money,
  total_remitted: Money,
  payslip_taxes_withheld: Money,
  difference: Money,
});

/** 1604-C Part I items 2, 3 and 11 to 13 (return-1604c Items1604c). */
const Items1604c = Type.Object({
  amended: Type.Boolean(),
  sheets_attached: Type.Integer(),
  refunds_released: Type.Boolean(),
  refund_date: Nullable(DateText),
  over_remittance: Money,
  first_crediting_month: Nullable(Type.String({ description: 'YYYY-MM' })),
});

const WithholdingAgent = Type.Object({
  tin: Type.String(),
  branch_code: Type.String(),
  rdo_code: Type.String(),
  name: Type.String(),
  address: Type.String(),
  zip_code: Type.String(),
  contact_no: Type.String(),
  email: Type.String(),
  category: Type.String(),
  signatory_name: Type.String(),
  signatory_position: Type.String(),
  signatory_tin: Type.String(),
});

/** The 1604-C screen: the Part II summary and its check, Part I items, the stored return and the agent. */
export const Overview1604c = Type.Object({
  year: Type.Integer(),
  months: Type.Array(MonthRemittance),
  schedule_1_count: Type.Integer(),
  schedule_2_count: Type.Integer(),
  schedule_tax_withheld_total: Money,
  year_end_adjustment_total: Money,
  remitted_total: Money,
  prior_month_adjustment_total: Money,
  difference: Money,
  reconciles: Type.Boolean(),
  provisional_count: Type.Integer(),
  issues: Type.Array(Type.String()),
  items: Items1604c,
  stored_return: Nullable(
    Type.Object({
      id: Type.Integer(),
      amendment_no: Type.Integer(),
      status: Type.String(),
      filed_at: Nullable(DateText),
      filing_reference: Nullable(Type.String()),
    }),
  ),
  withholding_agent: WithholdingAgent,
  dat_not_verified: Type.Array(Type.String(), { description: 'what of the alphalist data file is not verified against the BIR module' }),
});
export type Overview1604c = Static<typeof Overview1604c>;

/** A background print of a year's 2316 certificates (print_jobs) and its progress. */
export const PrintJob = Type.Object({
  id: Type.Integer(),
  document: Type.String(),
  year: Type.Integer(),
  status: Type.String({ description: 'running, done or failed' }),
  progress_total: Type.Integer(),
  progress_done: Type.Integer(),
  message: Nullable(Type.String()),
  created_at: Type.Unknown(),
  finished_at: Type.Unknown(),
});
export type PrintJob = Static<typeof PrintJob>;
