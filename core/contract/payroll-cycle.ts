import { Type, type Static } from '@sinclair/typebox';
import { WireDate, WireDecimalText, WireMoney, nullable } from './wire';
import { WireTimestamp } from './wire';

// The regular cycle's read answers (server/modules/payroll/processing/processing.routes.ts):
// GET /api/payroll/payroll-periods/:id/computation and GET /api/payroll/payslips/:id/detail.

/** The period's latest computation run: its progress and outcome. */
export const ComputationRun = Type.Object({
  id: Type.Integer(),
  status: Type.String({ description: 'running, done or failed' }),
  progress_total: Type.Integer(),
  progress_done: Type.Integer(),
  error_count: Type.Integer(),
  message: nullable(Type.String()),
  started_at: WireTimestamp,
  finished_at: nullable(WireTimestamp),
});

/** An employee the computation could not pay, and why. */
export const ComputationError = Type.Object({
  employee_id: Type.Integer(),
  employee_no: Type.String(),
  last_name: Type.String(),
  first_name: Type.String(),
  message: Type.String(),
});

/** One check between a computed period and posting. */
export const PostingCheck = Type.Object({
  check: Type.String(),
  blocking: Type.Boolean(),
  count: Type.Integer(),
  message: Type.String(),
});

/** GET …/payroll-periods/:id/computation: the latest run (null before the first), its first 500 errors, the posting checklist. */
export const PeriodComputation = Type.Object(
  {
    computation: nullable(ComputationRun),
    errors: Type.Array(ComputationError),
    checklist: Type.Array(PostingCheck),
  },
  { additionalProperties: false },
);
export type PeriodComputation = Static<typeof PeriodComputation>;

/** One line of a payslip, with the engine's explanation (its template's rule, legal basis and table version merged in). */
export const PayslipDetailLine = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  transaction_type: Type.String({ description: 'the transaction type code' }),
  description: Type.String(),
  section: Type.String({ description: 'earning, deduction or employer_share' }),
  quantity: nullable(WireDecimalText),
  unit: Type.String(),
  amount: WireMoney,
  source_type: Type.String(),
  loan_id: nullable(Type.Integer()),
  loan_balance_before: nullable(WireMoney),
  loan_balance_after: nullable(WireMoney),
  is_deferred: Type.Boolean(),
  explanation: Type.Unknown({ description: 'rule, legal_basis, table_version and inputs' }),
});

/** A payslip as the payroll officer reads it: every column of `payslips`, who and which period, its lines. */
export const PayslipDetail = Type.Object({
  id: Type.Integer(),
  payroll_period_id: Type.Integer(),
  computation_id: Type.Integer(),
  employee_id: Type.Integer(),
  payroll_group_id: Type.Integer(),
  business_unit_id: Type.Integer(),
  position_id: Type.Integer(),
  rate_type: Type.String(),
  basic_rate: WireMoney,
  daily_rate: WireDecimalText,
  hourly_rate: WireDecimalText,
  is_minimum_wage_earner: Type.Boolean(),
  payment_mode: Type.String(),
  bank_id: nullable(Type.Integer()),
  bank_account_no: nullable(Type.String()),
  gross_pay: WireMoney,
  taxable_compensation: WireMoney,
  non_taxable_compensation: WireMoney,
  sss_ee: WireMoney,
  sss_er: WireMoney,
  sss_ec: WireMoney,
  philhealth_ee: WireMoney,
  philhealth_er: WireMoney,
  pagibig_ee: WireMoney,
  pagibig_er: WireMoney,
  withholding_tax: WireMoney,
  loan_deductions: WireMoney,
  other_deductions: WireMoney,
  deferred_deductions: WireMoney,
  total_deductions: WireMoney,
  net_pay: WireMoney,
  contribution_compensation: WireMoney,
  basic_salary_earned: WireMoney,
  thirteenth_month_basis: WireMoney,
  other_benefits_added: WireMoney,
  de_minimis_used: Type.Unknown({ description: 'the de minimis amounts used, by benefit' }),
  table_versions: Type.Unknown({ description: 'the statutory table versions the payslip was computed with' }),
  status: Type.String({ description: 'computed or posted' }),
  is_on_hold: Type.Boolean(),
  hold_reason: nullable(Type.String()),
  released_at: nullable(WireTimestamp),
  created_at: WireTimestamp,
  employee_no: Type.String(),
  last_name: Type.String(),
  first_name: Type.String(),
  employee_name: Type.String({ description: 'last name, first name' }),
  tin: nullable(Type.String({ description: 'masked: ***-***-123' })),
  period_code: Type.String(),
  cutoff_start: nullable(WireDate),
  cutoff_end: nullable(WireDate),
  pay_date: WireDate,
  period_status: Type.String(),
  payroll_group: Type.String(),
  company_id: Type.Integer(),
  company_name: Type.String(),
  business_unit: Type.String(),
  position: Type.String(),
  lines: Type.Array(PayslipDetailLine),
});
export type PayslipDetail = Static<typeof PayslipDetail>;
