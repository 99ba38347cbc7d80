/** Why a figure is what it is: shown next to every computed line of a payslip. */
export type ExplanationValue = number | string | boolean | null;

export interface Explanation {
  /** The computation in words, e.g. "hours × hourly rate × 125 %". */
  readonly rule: string;
  /** The law, issuance or convention that sets the rule. */
  readonly legal_basis: string;
  /** Id of the table version used, when a table was used. */
  readonly table_version: string | null;
  /** The figures the rule was applied to (money in pesos, rates unrounded to 6 decimals). */
  readonly inputs: Readonly<Record<string, ExplanationValue>>;
}
