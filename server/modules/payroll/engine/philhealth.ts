/** PhilHealth premium for one applicable month (docs/statutory.md §2). */
import { applyBasisPoints, halfRoundedDown, type Centavos } from './money';
import type { PhilHealthSchedule } from './statutory-tables/types';

export interface PhilHealthContribution {
  readonly schedule: PhilHealthSchedule;
  /** Monthly basic salary clamped to the floor and ceiling. */
  readonly base: Centavos;
  readonly premium: Centavos;
  readonly ee: Centavos;
  readonly er: Centavos;
}

/**
 * premium = round(clamp(basic, floor, ceiling) × rate); the employee pays half rounded
 * down to the centavo and the employer the rest (odd-centavo convention, §0.2).
 * A month without basic salary owes nothing.
 */
export function philhealthContribution(monthlyBasicSalary: Centavos, schedule: PhilHealthSchedule): PhilHealthContribution {
  if (monthlyBasicSalary <= 0) return { schedule, base: 0, premium: 0, ee: 0, er: 0 };
  const base = Math.min(Math.max(monthlyBasicSalary, schedule.income_floor), schedule.income_ceiling);
  const premium = applyBasisPoints(base, schedule.rate_bp);
  const ee = halfRoundedDown(premium);
  return { schedule, base, premium, ee, er: premium - ee };
}
