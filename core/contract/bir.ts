import { Type, type Static } from '@sinclair/typebox';
import { WireDate, WireMoney, nullable } from './wire';

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
  total_compensation: WireMoney,
  nt_mwe_basic: WireMoney,
  nt_mwe_premiums: WireMoney,
  nt_thirteenth_month_other_benefits: WireMoney,
  nt_de_minimis: WireMoney,
  nt_contributions_union_dues: WireMoney,
  nt_other: WireMoney,
  total_non_taxable: WireMoney,
  total_taxable_compensation: WireMoney,
  taxable_not_subject_to_withholding: WireMoney,
  net_taxable_compensation: WireMoney,
  total_taxes_withheld: WireMoney,
  adjustment_prior_months: WireMoney,
  tax_remitted_previously: WireMoney,
  other_remittances: WireMoney,
  penalties_surcharge: WireMoney,
  penalties_interest: WireMoney,
  penalties_compromise: WireMoney,
  status: Type.String(),
  generated_at: nullable(Type.String({ description: 'ISO timestamp' })),
  filed_at: nullable(WireDate),
  filing_reference: nullable(Type.String()),
  remarks: nullable(Type.String()),
  total_amount_payable: WireMoney,
});
export type Return1601c = Static<typeof Return1601c>;

/** A 1601-C verb's answer: the return with the message the console shows. */
export const Return1601cDone = Type.Composite([Return1601c, Type.Object({ message: Type.String() })]);
export type Return1601cDone = Static<typeof Return1601cDone>;

/** The month's BIR remittance (the 1601-C's payment); null before any period of the month posts. */
export const ReturnPayment = Type.Object({
  remittance_id: Type.Integer(),
  status: Type.String(),
  reference_no: nullable(Type.String()),
  paid_at: nullable(WireDate),
  amount_paid: nullable(WireMoney),
  penalty_amount: nullable(WireMoney),
  total_amount: nullable(WireMoney),
  due_date: nullable(WireDate),
  payment_channel: nullable(Type.String()),
});
export type ReturnPayment = Static<typeof ReturnPayment>;

export const Return1601cWithPayment = Type.Composite([Return1601c, Type.Object({ payment: nullable(ReturnPayment) })]);
export type Return1601cWithPayment = Static<typeof Return1601cWithPayment>;

/** One employee's row of the monthly ITW (return-1601c withholdingRow with the employee's identity). */
export const MonthlyWithholding = Type.Object({
  id: Type.String({ description: 'YYYY-MM:employee id' }),
  year: Type.Integer(),
  month: Type.Integer(),
  employee_no: Type.String(),
  employee_name: Type.String(),
  tin: Type.String(),
  business_unit_id: nullable(Type.Integer()),
  employee_id: Type.Integer(),
  is_mwe: Type.Boolean(),
  gross_compensation: WireMoney,
  nt_mwe_basic: WireMoney,
  nt_mwe_premiums: WireMoney,
  nt_thirteenth_month_other_benefits: WireMoney,
  nt_de_minimis: WireMoney,
  nt_contributions_union_dues: WireMoney,
  nt_other: WireMoney,
  total_non_taxable: WireMoney,
  taxable_compensation: WireMoney,
  taxable_not_subject_to_withholding: WireMoney,
  tax_withheld: WireMoney,
  year_end_adjustment: WireMoney,
});
export type MonthlyWithholding = Static<typeof MonthlyWithholding>;

const PreviousEmployer2316 = Type.Object({
  tin: Type.String(),
  name: Type.String(),
  address: Type.String(),
  taxable: WireMoney,
  non_taxable: WireMoney,
  tax_withheld: WireMoney,
  period_from: Type.Optional(WireDate),
  period_to: Type.Optional(WireDate),
  thirteenth_month_and_other_benefits: Type.Optional(WireMoney),
  other_non_taxable: Type.Optional(WireMoney),
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
  period_from: WireDate,
  period_to: WireDate,
  is_mwe: Type.Boolean(),
  smw_per_day: WireMoney,
  smw_per_month: WireMoney,
  items: Type.Record(Type.String(), WireMoney, { description: 'amounts by item number, 19 to 52' }),
  gross_compensation: WireMoney,
  total_non_taxable: WireMoney,
  taxable_compensation: WireMoney,
  tax_due: WireMoney,
  tax_withheld: WireMoney,
  year_end_adjustment: WireMoney,
  substituted_filing: Type.Boolean(),
  status: Type.String({ description: 'provisional or final when computed; draft, final or issued when stored' }),
  issued_at: Type.Optional(nullable(WireDate)),
  certificate_id: nullable(Type.Integer()),
  separated: Type.Boolean(),
  previous_employer: nullable(PreviousEmployer2316),
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
  smw_per_day: WireMoney,
  smw_per_month: WireMoney,
  smw_per_year: WireMoney,
  factor: Type.String(),
  gross_compensation: WireMoney,
  mwe_basic: WireMoney,
  mwe_holiday_pay: WireMoney,
  mwe_overtime_pay: WireMoney,
  mwe_night_differential: WireMoney,
  mwe_hazard_pay: WireMoney,
  nt_thirteenth_month_other_benefits: WireMoney,
  nt_de_minimis: WireMoney,
  nt_contributions: WireMoney,
  nt_salaries_other: WireMoney,
  total_non_taxable: WireMoney,
  taxable_basic_salary: WireMoney,
  taxable_thirteenth_month_other_benefits: WireMoney,
  taxable_salaries_other: WireMoney,
  total_taxable_present: WireMoney,
  previous_employer_tin: Type.String(),
  previous_employment_status: Type.String(),
  previous_period_from: Type.String(),
  previous_period_to: Type.String(),
  previous_separation_reason: Type.String(),
  previous_gross: WireMoney,
  previous_thirteenth_month_other_benefits: WireMoney,
  previous_de_minimis: WireMoney,
  previous_contributions: WireMoney,
  previous_salaries_other: WireMoney,
  previous_non_taxable: WireMoney,
  previous_taxable_basic_salary: WireMoney,
  previous_taxable_thirteenth_month_other_benefits: WireMoney,
  previous_taxable_salaries_other: WireMoney,
  previous_taxable: WireMoney,
  total_taxable: WireMoney,
  tax_due: WireMoney,
  tax_withheld_previous: WireMoney,
  tax_withheld_present_jan_nov: WireMoney,
  year_end_adjustment: WireMoney,
  tax_withheld_as_adjusted: WireMoney,
  substituted_filing: Type.Boolean(),
  status: Type.String(),
});
export type AlphalistEntry = Static<typeof AlphalistEntry>;

/** One stored version of an employee's 2316 of a year (versions2316). */
export const Certificate2316Version = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  created_at: Type.String(),
  finalized_at: nullable(Type.String()),
  issued_at: nullable(WireDate),
  issued_by_name: nullable(Type.String()),
  replaced_at: nullable(Type.String()),
  replaced_by_name: nullable(Type.String()),
  replacement_reason: nullable(Type.String()),
  replaced_by_id: nullable(Type.Integer()),
  replaces_id: nullable(Type.Integer()),
  tax_due: WireMoney,
  total_tax_withheld: WireMoney,
  gross_compensation_present: WireMoney,
});
export type Certificate2316Version = Static<typeof Certificate2316Version>;

/** One month of the 1604-C Part II summary (annual.service MonthRemittance). */
const MonthRemittance = Type.Object({
  month: Type.Integer(),
  return_id: nullable(Type.Integer()),
  amendment_no: nullable(Type.Integer()),
  status: nullable(Type.String()),
  filed_at: nullable(WireDate),
  filing_reference: nullable(Type.String()),
  taxes_withheld: WireMoney,
  adjustment: WireMoney,
  penalties: WireMoney,
  total_remitted: WireMoney,
  payslip_taxes_withheld: WireMoney,
  difference: WireMoney,
});

/** 1604-C Part I items 2, 3 and 11 to 13 (return-1604c Items1604c). */
const Items1604c = Type.Object({
  amended: Type.Boolean(),
  sheets_attached: Type.Integer(),
  refunds_released: Type.Boolean(),
  refund_date: nullable(WireDate),
  over_remittance: WireMoney,
  first_crediting_month: nullable(Type.String({ description: 'YYYY-MM' })),
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
  schedule_tax_withheld_total: WireMoney,
  year_end_adjustment_total: WireMoney,
  remitted_total: WireMoney,
  prior_month_adjustment_total: WireMoney,
  difference: WireMoney,
  reconciles: Type.Boolean(),
  provisional_count: Type.Integer(),
  issues: Type.Array(Type.String()),
  items: Items1604c,
  stored_return: nullable(
    Type.Object({
      id: Type.Integer(),
      amendment_no: Type.Integer(),
      status: Type.String(),
      filed_at: nullable(WireDate),
      filing_reference: nullable(Type.String()),
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
  message: nullable(Type.String()),
  created_at: Type.Unknown(),
  finished_at: Type.Unknown(),
});
export type PrintJob = Static<typeof PrintJob>;
