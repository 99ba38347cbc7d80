import { centavosText } from '@core/money';
import type { EmployeeCompensation } from './compensation';

// The computed lines of a month's 1601-C (items 14 to 25) and of the monthly ITW report,
// from the employees' classified compensation. PURE.

/** One employee's row of the monthly ITW report (docs/domain.md §12 monthly_tax_withholdings). */
export interface WithholdingRow {
  employee_id: number;
  is_mwe: boolean;
  gross_compensation: string;
  nt_mwe_basic: string;
  nt_mwe_premiums: string;
  nt_thirteenth_month_other_benefits: string;
  nt_de_minimis: string;
  nt_contributions_union_dues: string;
  nt_other: string;
  total_non_taxable: string;
  taxable_compensation: string;
  /** item 23: taxable pay of an employee other than an MWE from whom no tax was withheld in the month */
  taxable_not_subject_to_withholding: string;
  tax_withheld: string;
  year_end_adjustment: string;
}

export function withholdingRow(e: EmployeeCompensation): WithholdingRow {
  const t = centavosText;
  const notSubject = !e.is_mwe && e.tax_withheld === 0 ? Math.max(0, e.taxable) : 0;
  return {
    employee_id: e.employee_id,
    is_mwe: e.is_mwe,
    gross_compensation: t(e.gross),
    nt_mwe_basic: t(e.nt_mwe_basic),
    nt_mwe_premiums: t(e.nt_mwe_premiums),
    nt_thirteenth_month_other_benefits: t(e.nt_thirteenth_month_other_benefits),
    nt_de_minimis: t(e.nt_de_minimis),
    nt_contributions_union_dues: t(e.nt_contributions),
    nt_other: t(e.nt_other),
    total_non_taxable: t(e.total_non_taxable),
    taxable_compensation: t(e.taxable),
    taxable_not_subject_to_withholding: t(notSubject),
    tax_withheld: t(e.tax_withheld),
    year_end_adjustment: t(e.year_end_adjustment),
  };
}

/** The computed items of the return: the sums of the month's rows. */
export interface ComputedItems1601c {
  employee_count: number;
  total_compensation: string;
  nt_mwe_basic: string;
  nt_mwe_premiums: string;
  nt_thirteenth_month_other_benefits: string;
  nt_de_minimis: string;
  nt_contributions_union_dues: string;
  nt_other: string;
  total_non_taxable: string;
  total_taxable_compensation: string;
  taxable_not_subject_to_withholding: string;
  net_taxable_compensation: string;
  total_taxes_withheld: string;
}

export function computedItems1601c(employees: readonly EmployeeCompensation[]): ComputedItems1601c {
  let gross = 0,
    mweBasic = 0,
    mwePremiums = 0,
    nt13 = 0,
    deMinimis = 0,
    contributions = 0,
    other = 0,
    nonTaxable = 0,
    taxable = 0,
    notSubject = 0,
    tax = 0;
  for (const e of employees) {
    gross += e.gross;
    mweBasic += e.nt_mwe_basic;
    mwePremiums += e.nt_mwe_premiums;
    nt13 += e.nt_thirteenth_month_other_benefits;
    deMinimis += e.nt_de_minimis;
    contributions += e.nt_contributions;
    other += e.nt_other;
    nonTaxable += e.total_non_taxable;
    taxable += e.taxable;
    if (!e.is_mwe && e.tax_withheld === 0) notSubject += Math.max(0, e.taxable);
    tax += e.tax_withheld;
  }
  const t = centavosText;
  return {
    employee_count: employees.length,
    total_compensation: t(gross),
    nt_mwe_basic: t(mweBasic),
    nt_mwe_premiums: t(mwePremiums),
    nt_thirteenth_month_other_benefits: t(nt13),
    nt_de_minimis: t(deMinimis),
    nt_contributions_union_dues: t(contributions),
    nt_other: t(other),
    total_non_taxable: t(nonTaxable),
    total_taxable_compensation: t(taxable),
    taxable_not_subject_to_withholding: t(notSubject),
    net_taxable_compensation: t(taxable - notSubject),
    total_taxes_withheld: t(tax),
  };
}
