// BIR Form 1601-C (January 2018 ENCS), Part II "Computation of tax": every item with
// its number and words, and the derived items computed from the stored ones
// (docs/statutory.md §9.1). PURE: the print view, the PDF and the server all read it.

import { centavosText, toCentavos, type Money } from '@core/money';

/** The stored amounts of one return, as the wire carries them. */
export interface Return1601cAmounts {
  total_compensation: Money;
  nt_mwe_basic: Money;
  nt_mwe_premiums: Money;
  nt_thirteenth_month_other_benefits: Money;
  nt_de_minimis: Money;
  nt_contributions_union_dues: Money;
  nt_other: Money;
  taxable_not_subject_to_withholding: Money;
  total_taxes_withheld: Money;
  adjustment_prior_months: Money;
  tax_remitted_previously: Money;
  other_remittances: Money;
  penalties_surcharge: Money;
  penalties_interest: Money;
  penalties_compromise: Money;
}

export interface FormItem {
  item: string;
  label: string;
  amount: Money;
  /** a total or a line the form computes itself */
  derived?: boolean;
}

const sum = (...values: Money[]) => values.reduce((total, v) => total + toCentavos(v), 0);

/** Items 14 to 36 of Part II, in the form's order. */
export function items1601c(r: Return1601cAmounts): FormItem[] {
  const nonTaxable = sum(
    r.nt_mwe_basic,
    r.nt_mwe_premiums,
    r.nt_thirteenth_month_other_benefits,
    r.nt_de_minimis,
    r.nt_contributions_union_dues,
    r.nt_other,
  );
  const taxable = toCentavos(r.total_compensation) - nonTaxable;
  const netTaxable = taxable - toCentavos(r.taxable_not_subject_to_withholding);
  const forRemittance = sum(r.total_taxes_withheld, r.adjustment_prior_months);
  const remittances = sum(r.tax_remitted_previously, r.other_remittances);
  const stillDue = forRemittance - remittances;
  const penalties = sum(r.penalties_surcharge, r.penalties_interest, r.penalties_compromise);
  const t = centavosText;
  return [
    { item: '14', label: 'Total amount of compensation', amount: r.total_compensation },
    { item: '15', label: 'Statutory minimum wage for minimum wage earners (MWEs)', amount: r.nt_mwe_basic },
    { item: '16', label: 'Holiday pay, overtime pay, night shift differential pay, hazard pay (for MWEs only)', amount: r.nt_mwe_premiums },
    { item: '17', label: '13th month pay and other benefits', amount: r.nt_thirteenth_month_other_benefits },
    { item: '18', label: 'De minimis benefits', amount: r.nt_de_minimis },
    {
      item: '19',
      label: 'SSS, GSIS, PHIC, HDMF mandatory contributions and union dues (employee\u2019s share only)',
      amount: r.nt_contributions_union_dues,
    },
    { item: '20', label: 'Other non-taxable compensation', amount: r.nt_other },
    { item: '21', label: 'Total non-taxable compensation (sum of items 15 to 20)', amount: t(nonTaxable), derived: true },
    { item: '22', label: 'Total taxable compensation (item 14 less item 21)', amount: t(taxable), derived: true },
    {
      item: '23',
      label:
        'Less: taxable compensation not subject to withholding tax (for employees, other than MWEs, receiving P250,000 and below for the year)',
      amount: r.taxable_not_subject_to_withholding,
    },
    { item: '24', label: 'Net taxable compensation (item 22 less item 23)', amount: t(netTaxable), derived: true },
    { item: '25', label: 'Total taxes withheld', amount: r.total_taxes_withheld },
    {
      item: '26',
      label: 'Add/(Less): adjustment of taxes withheld from previous month/s (from Part IV-Schedule 1)',
      amount: r.adjustment_prior_months,
    },
    { item: '27', label: 'Taxes withheld for remittance (sum of items 25 and 26)', amount: t(forRemittance), derived: true },
    { item: '28', label: 'Less: tax remitted in return previously filed, if this is an amended return', amount: r.tax_remitted_previously },
    { item: '29', label: 'Other remittances made (specify)', amount: r.other_remittances },
    { item: '30', label: 'Total tax remittances made (sum of items 28 and 29)', amount: t(remittances), derived: true },
    { item: '31', label: 'Tax still due/(over-remittance) (item 27 less item 30)', amount: t(stillDue), derived: true },
    { item: '32', label: 'Add penalties: surcharge', amount: r.penalties_surcharge },
    { item: '33', label: 'Interest', amount: r.penalties_interest },
    { item: '34', label: 'Compromise', amount: r.penalties_compromise },
    { item: '35', label: 'Total penalties (sum of items 32 to 34)', amount: t(penalties), derived: true },
    {
      item: '36',
      label: 'TOTAL AMOUNT STILL DUE/(over-remittance) (sum of items 31 and 35)',
      amount: t(stillDue + penalties),
      derived: true,
    },
  ];
}

/** Item 36: what the return asks to pay. */
export function amountPayable1601c(r: Return1601cAmounts): Money {
  return items1601c(r).find((i) => i.item === '36')!.amount;
}

/** "MM/YYYY" as item 1 prints the month. */
export const formMonth = (year: number, month: number) => `${String(month).padStart(2, '0')}/${year}`;

/** A TIN as the forms print it: 123-456-789-00000. */
export function formatTin(tin: string | null | undefined, branch = '00000'): string {
  const digits = String(tin ?? '').replace(/\D/g, '');
  if (!digits) return '';
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 9)}-${branch.padStart(5, '0')}`;
}
