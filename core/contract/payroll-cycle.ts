import { Type, type Static } from '@sinclair/typebox';
import { DateText, DecimalText, Money, Nullable } from './common';
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
  message: Nullable(Type.String()),
  started_at: WireTimestamp,
  finished_at: Nullable(WireTimestamp),
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
    computation: Nullable(ComputationRun),
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
  quantity: Nullable(DecimalText),
  unit: Type.String(),
  amount: Money,
  source_type: Type.String(),
  loan_id: Nullable(Type.Integer()),
  loan_balance_before: Nullable(Money),
  loan_balance_after: Nullable(Money),
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
  basic_rate: Money,
  daily_rate: DecimalText,
  hourly_rate: DecimalText,
  is_minimum_wage_earner: Type.Boolean(),
  payment_mode: Type.String(),
  bank_id: Nullable(Type.Integer()),
  bank_account_no: Nullable(Type.String()),
  gross_pay: Money,
  taxable_compensation: Money,
  non_taxable_compensation: Money,
  sss_ee: Money,
  sss_er: Money,
  sss_ec: Money,
  philhealth_ee: Money,
  philhealth_er: Money,
  pagibig_ee: Money,
  pagibig_er: Money,
  withholding_tax: Money,
  loan_deductions: Money,
  other_deductions: Money,
  deferred_deductions: Money,
  total_deductions: Money,
  net_pay: Money,
  contribution_compensation: Money,
  basic_salary_earned: Money,
  thirteenth_month_basis: Money,
  other_benefits_added: Money,
  de_minimis_used: Type.Unknown({ description: 'the de minimis amounts used, by benefit' }),
  table_versions: Type.Unknown({ description: 'the statutory table versions the payslip was computed with' }),
  status: Type.String({ description: 'computed or posted' }),
  is_on_hold: Type.Boolean(),
  hold_reason: Nullable(Type.String()),
  released_at: Nullable(WireTimestamp),
  created_at: WireTimestamp,
  employee_no: Type.String(),
  last_name: Type.String(),
  first_name: Type.String(),
  employee_name: Type.String({ description: 'last name, first name' }),
  tin: Nullable(Type.String({ description: 'masked: ***-***-123' })),
  period_code: Type.String(),
  cutoff_start: Nullable(DateText),
  cutoff_end: Nullable(DateText),
  pay_date: DateText,
  period_status: Type.String(),
  payroll_group: Type.String(),
  company_id: Type.Integer(),
  company_name: Type.String(),
  business_unit: Type.String(),
  position: Type.String(),
  lines: Type.Array(PayslipDetailLine),
});
export type PayslipDetail = Static<typeof PayslipDetail>;
