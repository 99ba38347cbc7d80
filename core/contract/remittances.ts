import { Type, type Static } from '@sinclair/typebox';
import { WireDate, WireInstant, WireMoney, nullable } from './wire';

// The monthly remittance register's answers (server/modules/payroll/remittances/):
// GET /api/payroll/remittances (its CRUD list and read), POST …/generate,
// GET …/notes. The verbs (generate, regenerate, mark-paid, amend) answer { message }.

const Agency = Type.Union([Type.Literal('sss'), Type.Literal('philhealth'), Type.Literal('pagibig'), Type.Literal('bir')]);
const RemittanceType = Type.Union([Type.Literal('contribution'), Type.Literal('loan'), Type.Literal('withholding_tax')]);

/** One row of the register: one company, agency, type and month (every column of `remittances`, and its label). */
export const RemittanceMonthRow = Type.Object({
  id: Type.Integer(),
  text: Type.String({ description: 'the record as a label' }),
  company_id: Type.Integer(),
  agency: Agency,
  remittance_type: RemittanceType,
  year: Type.Integer(),
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  employee_count: Type.Integer(),
  ee_total: WireMoney,
  er_total: WireMoney,
  ec_total: WireMoney,
  loan_total: WireMoney,
  tax_total: WireMoney,
  total_amount: WireMoney,
  due_date: WireDate,
  file_attachment_id: nullable(Type.Integer()),
  generated_at: nullable(WireInstant),
  generated_by: nullable(Type.Integer()),
  reference_no: nullable(Type.String()),
  paid_at: nullable(WireDate),
  amount_paid: nullable(WireMoney),
  penalty_amount: WireMoney,
  payment_channel: nullable(Type.String()),
  proof_attachment_id: nullable(Type.Integer()),
  bir_1601c_return_id: nullable(Type.Integer()),
  amendment_no: Type.Integer(),
  amendment_reason: nullable(Type.String()),
  status: Type.Union([Type.Literal('open'), Type.Literal('generated'), Type.Literal('paid')]),
  created_at: WireInstant,
  created_by: nullable(Type.Integer()),
  updated_at: WireInstant,
  updated_by: nullable(Type.Integer()),
});
export type RemittanceMonthRow = Static<typeof RemittanceMonthRow>;

/** POST /api/payroll/remittances/generate: the month's row, generated. */
export const RemittanceGenerated = Type.Object({ id: Type.Integer(), message: Type.String() });
export type RemittanceGenerated = Static<typeof RemittanceGenerated>;

/** GET /api/payroll/remittances/notes: what each agency file rests on ("sss:contribution" …) and each agency's due-date rule. */
export const RemittanceNotes = Type.Object({
  files: Type.Record(Type.String(), Type.String()),
  due_dates: Type.Record(Type.String(), Type.String()),
});
export type RemittanceNotes = Static<typeof RemittanceNotes>;
