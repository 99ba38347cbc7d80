/** Lines of a payslip while it is being computed (money in centavos). */
import type { Explanation } from './explanation';
import type { Centavos } from './money';

export type LineKind = 'earning' | 'deduction' | 'employer_share';

/**
 * Income tax treatment of an earning (domain spec §14.6):
 * - taxable: taxable compensation;
 * - mwe_exempt: exempt for a minimum wage earner (SMW, holiday, overtime, night differential,
 *   hazard pay and premiums), taxable for others;
 * - non_taxable: never taxable;
 * - de_minimis: exempt up to its ceiling, the excess joins the 90,000 pool;
 * - other_benefits: 13th month pay and other benefits, in the 90,000 pool.
 */
export type TaxTreatment = 'taxable' | 'mwe_exempt' | 'non_taxable' | 'de_minimis' | 'other_benefits';

/** An earning line while computing: a ComputedLine plus how tax and contributions treat it. */
export interface EarningItem {
  readonly kind: 'earning';
  readonly code: string;
  readonly label: string;
  readonly amount: Centavos;
  readonly treatment: TaxTreatment;
  /** Counts toward the SSS compensation and the Pag-IBIG fund salary of the month. */
  readonly in_compensation: boolean;
  /** Counts toward basic salary earned (PhilHealth base of daily-rated employees). */
  readonly in_basic_salary: boolean;
  /** De minimis only: the part within the ceiling. */
  readonly exempt_de_minimis?: Centavos;
  readonly explanation: Explanation;
}

export interface ComputedLine {
  readonly code: string;
  readonly label: string;
  readonly kind: LineKind;
  readonly amount: Centavos;
  readonly explanation: Explanation;
}
