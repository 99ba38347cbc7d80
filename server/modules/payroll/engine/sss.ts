/** SSS contribution for one applicable month (docs/statutory.md §1). */
import type { Centavos } from './money';
import type { SssBracket, SssSchedule } from './statutory-tables/types';

export interface SssContribution {
  readonly schedule: SssSchedule;
  /** The bracket applied; null when there was no compensation in the month. */
  readonly bracket: SssBracket | null;
  readonly ee_total: Centavos;
  /** Employer share including EC. */
  readonly er_total: Centavos;
  readonly er_ec: Centavos;
  readonly total: Centavos;
}

/** The bracket whose range contains the compensation (brackets sorted by range_from). */
export function findSssBracket(compensation: Centavos, brackets: readonly SssBracket[]): SssBracket {
  let lo = 0;
  let hi = brackets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (brackets[mid]!.range_from <= compensation) lo = mid;
    else hi = mid - 1;
  }
  return brackets[lo]!;
}

/**
 * Contribution on the month's total compensation. A month without compensation owes
 * nothing (an employee on leave without pay for the whole month is not reported).
 */
export function sssContribution(compensation: Centavos, schedule: SssSchedule): SssContribution {
  if (compensation <= 0) {
    return { schedule, bracket: null, ee_total: 0, er_total: 0, er_ec: 0, total: 0 };
  }
  const b = findSssBracket(compensation, schedule.brackets);
  const ee_total = b.ee_regular_ss + b.ee_mpf;
  const er_total = b.er_regular_ss + b.er_mpf + b.er_ec;
  return { schedule, bracket: b, ee_total, er_total, er_ec: b.er_ec, total: ee_total + er_total };
}
