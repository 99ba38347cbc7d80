/**
 * Other earnings of the period and their tax treatment: de minimis benefits up to their
 * ceilings (docs/statutory.md §4.6), 13th month pay and other benefits in the yearly 90,000 pool
 * (§4.7), taxable and non-taxable allowances, hazard pay (exempt for MWEs, §4.5).
 */
import { centavosText } from '@core/money';
import type { EarningItem, TaxTreatment } from './lines';
import { basisPoints, divRatio, quantityRatio, roundedProduct, type Centavos } from './money';
import type { DeMinimisKind, DeMinimisSchedule, OtherBenefitsExemption } from './statutory-tables/types';

export type OtherEarningKind = 'taxable' | 'non_taxable' | 'de_minimis' | 'other_benefits' | 'hazard_pay';

export interface OtherEarning {
  readonly code: string;
  readonly label: string;
  readonly amount: Centavos;
  readonly kind: OtherEarningKind;
  /** Required for kind de_minimis. */
  readonly de_minimis_kind?: DeMinimisKind;
  /** Days converted (monetized leave) or days with an overtime/night meal allowance. */
  readonly days?: number;
  /** Given as property rather than cash (matters for achievement awards before 14 Feb 2025). */
  readonly in_kind?: boolean;
  /** Overrides whether the item counts toward SSS compensation and the Pag-IBIG fund salary. */
  readonly in_contribution_base?: boolean;
}

/**
 * De minimis already exempted in each ceiling's window before this period: pesos (centavos)
 * for amount ceilings (the same month, semester or year), days for monetized leave (the year).
 */
export type DeMinimisUsage = Partial<Record<DeMinimisKind, number>>;

const TREATMENT: Readonly<Record<OtherEarningKind, TaxTreatment>> = {
  taxable: 'taxable',
  non_taxable: 'non_taxable',
  de_minimis: 'de_minimis',
  other_benefits: 'other_benefits',
  hazard_pay: 'mwe_exempt',
};

const DE_MINIMIS_BASIS = 'RR 2-98 s.2.78.1(A)(3) as amended; ph-statutory §4.6';

interface DeMinimisSplit {
  readonly exempt: Centavos;
  readonly usedAfter: number;
  readonly rule: string;
  readonly inputs: EarningItem['explanation']['inputs'];
}

function splitDeMinimis(
  earning: OtherEarning,
  kind: DeMinimisKind,
  schedule: DeMinimisSchedule,
  usedBefore: number,
  regionalMinimumWage: Centavos | null,
): DeMinimisSplit {
  const item = schedule.items[kind];
  const ceiling = item.ceiling;
  if (!item.cash_allowed && !earning.in_kind) {
    return {
      exempt: 0,
      usedAfter: usedBefore,
      rule: `${item.label} in cash is not de minimis under this version (tangible property only): the whole amount joins the 90,000 pool`,
      inputs: { kind, amount: centavosText(earning.amount) },
    };
  }
  if (ceiling.unit === 'amount') {
    const remaining = Math.max(0, ceiling.amount - usedBefore);
    const exempt = Math.min(earning.amount, remaining);
    return {
      exempt,
      usedAfter: usedBefore + exempt,
      rule: `exempt up to ${centavosText(ceiling.amount)} per ${ceiling.per}; the excess joins the 90,000 pool`,
      inputs: {
        kind,
        amount: centavosText(earning.amount),
        ceiling: centavosText(ceiling.amount),
        already_exempted_in_window: centavosText(usedBefore),
        exempt: centavosText(exempt),
      },
    };
  }
  const days = earning.days ?? 0;
  if (ceiling.unit === 'days') {
    const remainingDays = Math.max(0, ceiling.days - usedBefore);
    const exemptDays = Math.min(days, remainingDays);
    const exempt = days > 0 ? roundedProduct(earning.amount, divRatio(quantityRatio(exemptDays), quantityRatio(days))) : 0;
    return {
      exempt,
      usedAfter: usedBefore + exemptDays,
      rule: `exempt up to ${ceiling.days} days a ${ceiling.per}; the excess joins the 90,000 pool`,
      inputs: {
        kind,
        amount: centavosText(earning.amount),
        days,
        ceiling_days: ceiling.days,
        days_already_exempted: usedBefore,
        exempt_days: exemptDays,
        exempt: centavosText(exempt),
      },
    };
  }
  const wage = regionalMinimumWage ?? 0;
  const cap = roundedProduct(wage, quantityRatio(days), basisPoints(ceiling.share_bp));
  const exempt = Math.min(earning.amount, cap);
  return {
    exempt,
    usedAfter: usedBefore,
    rule: `exempt up to ${ceiling.share_bp / 100} % of the regional daily minimum wage per day; the excess joins the 90,000 pool`,
    inputs: {
      kind,
      amount: centavosText(earning.amount),
      days,
      regional_minimum_wage: centavosText(wage),
      ceiling: centavosText(cap),
      exempt: centavosText(exempt),
    },
  };
}

export interface OtherEarningsResult {
  readonly items: EarningItem[];
  /** De minimis usage after this period (input for the next period). */
  readonly deMinimisUsed: DeMinimisUsage;
}

export function otherEarningItems(
  earnings: readonly OtherEarning[],
  schedule: DeMinimisSchedule,
  usedBefore: DeMinimisUsage,
  regionalMinimumWage: Centavos | null,
): OtherEarningsResult {
  const used: DeMinimisUsage = Object.assign({}, usedBefore);
  const items: EarningItem[] = [];
  for (const e of earnings) {
    const item: { -readonly [K in keyof EarningItem]: EarningItem[K] } = {
      kind: 'earning',
      code: e.code,
      label: e.label,
      amount: e.amount,
      treatment: TREATMENT[e.kind],
      in_compensation: e.in_contribution_base ?? (e.kind === 'taxable' || e.kind === 'hazard_pay'),
      in_basic_salary: false,
      explanation: {
        rule: OTHER_EARNING_RULE[e.kind],
        legal_basis: OTHER_EARNING_BASIS[e.kind],
        table_version: null,
        inputs: { amount: centavosText(e.amount), kind: e.kind },
      },
    };
    if (e.kind === 'de_minimis' && e.de_minimis_kind) {
      const kind = e.de_minimis_kind;
      const split = splitDeMinimis(e, kind, schedule, used[kind] ?? 0, regionalMinimumWage);
      used[kind] = split.usedAfter;
      item.exempt_de_minimis = split.exempt;
      item.explanation = { rule: split.rule, legal_basis: DE_MINIMIS_BASIS, table_version: schedule.id, inputs: split.inputs };
    }
    items.push(item);
  }
  return { items, deMinimisUsed: used };
}

const OTHER_EARNING_RULE: Readonly<Record<OtherEarningKind, string>> = {
  taxable: 'taxable compensation as entered',
  non_taxable: 'non-taxable as entered',
  de_minimis: 'de minimis benefit',
  other_benefits: '13th month pay or other benefit: exempt while the year\u2019s pool stays within the exemption',
  hazard_pay: 'hazard pay: exempt for a minimum wage earner, taxable for others',
};

const OTHER_EARNING_BASIS: Readonly<Record<OtherEarningKind, string>> = {
  taxable: 'NIRC s.32(A); ph-statutory §4.4',
  non_taxable: 'NIRC s.32(B); ph-statutory §4.4',
  de_minimis: DE_MINIMIS_BASIS,
  other_benefits: 'NIRC s.32(B)(7)(e) as amended by RA 10963; ph-statutory §4.7',
  hazard_pay: 'NIRC s.24(A)(2); RR 11-2018; ph-statutory §4.5',
};

export interface PoolResult {
  /** Pool amounts of this period (other benefits + de minimis excess). */
  readonly added: Centavos;
  readonly exempt: Centavos;
  readonly taxable: Centavos;
  readonly poolAfter: Centavos;
}

/** Amounts up to the yearly ceiling, cumulative, are exempt; the part crossing it is taxable in this period. */
export function applyOtherBenefitsPool(added: Centavos, poolBefore: Centavos, exemption: OtherBenefitsExemption): PoolResult {
  const remaining = Math.max(0, exemption.annual_ceiling - poolBefore);
  const exempt = Math.max(0, Math.min(added, remaining));
  return { added, exempt, taxable: added - exempt, poolAfter: poolBefore + added };
}
