/** Pag-IBIG (HDMF) contribution for one applicable month (docs/statutory.md §3). */
import { applyBasisPoints, type BasisPoints, type Centavos } from './money';
import type { PagIbigSchedule } from './statutory-tables/types';

export interface PagIbigContribution {
  readonly schedule: PagIbigSchedule;
  /** Fund salary capped at the maximum fund salary: the base of both shares. */
  readonly base: Centavos;
  readonly ee_rate_bp: BasisPoints;
  readonly ee: Centavos;
  readonly er: Centavos;
}

/** The employee rate tier is chosen on the actual fund salary; both rates apply to the capped base. */
export function pagibigContribution(fundSalary: Centavos, schedule: PagIbigSchedule): PagIbigContribution {
  const ee_rate_bp = fundSalary <= schedule.lower_band_limit ? schedule.ee_rate_lower_band_bp : schedule.ee_rate_bp;
  if (fundSalary <= 0) return { schedule, base: 0, ee_rate_bp, ee: 0, er: 0 };
  const base = Math.min(fundSalary, schedule.max_fund_salary);
  return {
    schedule,
    base,
    ee_rate_bp,
    ee: applyBasisPoints(base, ee_rate_bp),
    er: applyBasisPoints(base, schedule.er_rate_bp),
  };
}
