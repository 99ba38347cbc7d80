/**
 * De minimis ceilings (RR 2-98 s.2.78.1(A)(3) as amended; docs/statutory.md §4.6), chosen by the
 * benefit's pay date, and the 90,000 exemption for 13th month pay and other benefits (§4.7).
 */
import type { DeMinimisItem, DeMinimisKind, DeMinimisSchedule, OtherBenefitsExemption } from './types';

const pesos = (amount: number) => Math.round(amount * 100);

type Ceilings = {
  leaveDays: number;
  medicalDependentsPerSemester: number;
  rice: number;
  uniform: number;
  medicalAssistance: number;
  laundry: number;
  award: number;
  awardCashAllowed: boolean;
  christmas: number;
  mealShareBp: number;
  cba: number;
};

function deMinimisItems(c: Ceilings): Record<DeMinimisKind, DeMinimisItem> {
  return {
    monetized_leave: {
      label: 'Monetized unused vacation leave credits (private employees)',
      ceiling: { unit: 'days', days: c.leaveDays, per: 'year' },
      cash_allowed: true,
    },
    medical_cash_allowance_dependents: {
      label: 'Medical cash allowance to dependents',
      ceiling: { unit: 'amount', amount: pesos(c.medicalDependentsPerSemester), per: 'semester' },
      cash_allowed: true,
    },
    rice_subsidy: {
      label: 'Rice subsidy',
      ceiling: { unit: 'amount', amount: pesos(c.rice), per: 'month' },
      cash_allowed: true,
    },
    uniform_clothing_allowance: {
      label: 'Uniform and clothing allowance',
      ceiling: { unit: 'amount', amount: pesos(c.uniform), per: 'year' },
      cash_allowed: true,
    },
    medical_assistance: {
      label: 'Actual medical assistance',
      ceiling: { unit: 'amount', amount: pesos(c.medicalAssistance), per: 'year' },
      cash_allowed: true,
    },
    laundry_allowance: {
      label: 'Laundry allowance',
      ceiling: { unit: 'amount', amount: pesos(c.laundry), per: 'month' },
      cash_allowed: true,
    },
    achievement_award: {
      label: 'Employee achievement award',
      ceiling: { unit: 'amount', amount: pesos(c.award), per: 'year' },
      cash_allowed: c.awardCashAllowed,
    },
    christmas_gift: {
      label: 'Christmas and major anniversary gifts',
      ceiling: { unit: 'amount', amount: pesos(c.christmas), per: 'year' },
      cash_allowed: true,
    },
    overtime_meal_allowance: {
      label: 'Meal allowance for overtime or night shift work',
      ceiling: { unit: 'minimum_wage_share', share_bp: c.mealShareBp, per: 'day' },
      cash_allowed: true,
    },
    cba_productivity_incentive: {
      label: 'CBA benefits and productivity incentive schemes',
      ceiling: { unit: 'amount', amount: pesos(c.cba), per: 'year' },
      cash_allowed: true,
    },
  };
}

const RR_11_2018: Ceilings = {
  leaveDays: 10,
  medicalDependentsPerSemester: 1_500,
  rice: 2_000,
  uniform: 6_000,
  medicalAssistance: 10_000,
  laundry: 300,
  award: 10_000,
  awardCashAllowed: false,
  christmas: 5_000,
  mealShareBp: 2_500,
  cba: 10_000,
};

export const DE_MINIMIS_SCHEDULES: readonly DeMinimisSchedule[] = [
  {
    id: 'DM-RR-11-2018',
    name: 'De minimis ceilings (RR 11-2018 list)',
    legal_basis: 'RR 2-98 s.2.78.1(A)(3) as amended by RR 11-2018',
    effective_from: '2018-01-01',
    effective_to: '2025-02-13',
    items: deMinimisItems(RR_11_2018),
  },
  {
    id: 'DM-RR-4-2025',
    name: 'De minimis ceilings: uniform 7,000; achievement awards in any form',
    legal_basis: 'RR 4-2025',
    effective_from: '2025-02-14',
    effective_to: '2026-01-05',
    items: deMinimisItems({ ...RR_11_2018, uniform: 7_000, awardCashAllowed: true }),
  },
  {
    id: 'DM-RR-29-2025',
    name: 'De minimis ceilings revised by RR 29-2025',
    legal_basis: 'RR 29-2025',
    effective_from: '2026-01-06',
    effective_to: null,
    items: deMinimisItems({
      leaveDays: 12,
      medicalDependentsPerSemester: 2_000,
      rice: 2_500,
      uniform: 8_000,
      medicalAssistance: 12_000,
      laundry: 400,
      award: 12_000,
      awardCashAllowed: true,
      christmas: 6_000,
      mealShareBp: 3_000,
      cba: 12_000,
    }),
  },
];

export const OTHER_BENEFITS_EXEMPTIONS: readonly OtherBenefitsExemption[] = [
  {
    id: 'BIR-13TH-90000',
    name: '13th month pay and other benefits exemption, 90,000 a year',
    legal_basis: 'NIRC s.32(B)(7)(e) as amended by RA 10963',
    effective_from: '2018-01-01',
    effective_to: null,
    annual_ceiling: 9_000_000,
  },
];
