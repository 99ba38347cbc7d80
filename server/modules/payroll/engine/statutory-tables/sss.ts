/**
 * SSS schedules (docs/statutory.md §1). Each circular publishes a table of 500-peso brackets
 * that follows from a handful of parameters; the rows are expanded from those parameters
 * here (and checked row by row against the published table in the unit tests), so the
 * seed can insert them as contribution_brackets.
 */
import { applyBasisPoints, type BasisPoints, type Centavos } from '../money';
import type { SssBracket, SssSchedule } from './types';

interface SssCircularParameters {
  readonly min_msc: Centavos;
  readonly max_msc: Centavos;
  readonly ee_rate_bp: BasisPoints;
  readonly er_rate_bp: BasisPoints;
  /** The regular SS part of the MSC is capped here; the rest is MPF/WISP. */
  readonly regular_ss_cap: Centavos;
  /** EC is `ec_low` below this MSC and `ec_high` from it. */
  readonly ec_threshold_msc: Centavos;
  readonly ec_low: Centavos;
  readonly ec_high: Centavos;
}

const STEP = 50_000; // brackets are 500 pesos wide
const HALF_STEP = 25_000; // and centred on the MSC: X,250.00 – X,749.99 → X,500

export function sssBracketsFromCircular(p: SssCircularParameters): SssBracket[] {
  const brackets: SssBracket[] = [];
  for (let msc = p.min_msc; msc <= p.max_msc; msc += STEP) {
    const regular = Math.min(msc, p.regular_ss_cap);
    const mpf = msc - regular;
    brackets.push({
      range_from: msc === p.min_msc ? 0 : msc - HALF_STEP,
      range_to: msc === p.max_msc ? null : msc + HALF_STEP - 1,
      msc,
      regular_ss_msc: regular,
      mpf_msc: mpf,
      ee_regular_ss: applyBasisPoints(regular, p.ee_rate_bp),
      ee_mpf: applyBasisPoints(mpf, p.ee_rate_bp),
      er_regular_ss: applyBasisPoints(regular, p.er_rate_bp),
      er_mpf: applyBasisPoints(mpf, p.er_rate_bp),
      er_ec: msc < p.ec_threshold_msc ? p.ec_low : p.ec_high,
    });
  }
  return brackets;
}

export const SSS_SCHEDULES: readonly SssSchedule[] = [
  {
    id: 'SSS-2023',
    name: 'SSS schedule 14 %, MSC 4,000–30,000 (business employers and employees)',
    legal_basis: 'SSS Circular No. 2022-033 (RA 11199)',
    effective_from: '2023-01-01',
    effective_to: '2024-12-31',
    provident_fund_name: 'WISP',
    brackets: sssBracketsFromCircular({
      min_msc: 400_000,
      max_msc: 3_000_000,
      ee_rate_bp: 450,
      er_rate_bp: 950,
      regular_ss_cap: 2_000_000,
      ec_threshold_msc: 1_500_000,
      ec_low: 1_000,
      ec_high: 3_000,
    }),
  },
  {
    id: 'SSS-2025',
    name: 'SSS schedule 15 %, MSC 5,000–35,000 (business employers and employees)',
    legal_basis: 'SSS Circular No. 2024-006 (RA 11199)',
    effective_from: '2025-01-01',
    effective_to: null,
    provident_fund_name: 'MPF',
    brackets: sssBracketsFromCircular({
      min_msc: 500_000,
      max_msc: 3_500_000,
      ee_rate_bp: 500,
      er_rate_bp: 1_000,
      regular_ss_cap: 2_000_000,
      ec_threshold_msc: 1_500_000,
      ec_low: 1_000,
      ec_high: 3_000,
    }),
  },
];
