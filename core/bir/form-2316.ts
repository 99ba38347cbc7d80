// BIR Form 2316 (September 2021 ENCS): the items of Part IV with their numbers and
// words (docs/statutory.md §9.2), and the certificate as the API carries it. PURE: the
// print view, the PDF and the server read it.

import type { Money } from '@core/money';

export interface FormLine {
  item: string;
  label: string;
}

export const SUMMARY_2316: readonly FormLine[] = [
  { item: '19', label: 'Gross Compensation Income from Present Employer (Sum of Items 38 and 52)' },
  { item: '20', label: 'Less: Total Non-Taxable/Exempt Compensation Income from Present Employer (From Item 38)' },
  { item: '21', label: 'Taxable Compensation Income from Present Employer (Item 19 Less Item 20) (From Item 52)' },
  { item: '22', label: 'Add: Taxable Compensation Income from Previous Employer, if applicable' },
  { item: '23', label: 'Gross Taxable Compensation Income (Sum of Items 21 and 22)' },
  { item: '24', label: 'Tax Due' },
  { item: '25A', label: 'Amount of Taxes Withheld - Present Employer' },
  { item: '25B', label: 'Amount of Taxes Withheld - Previous Employer, if applicable' },
  { item: '26', label: 'Total Amount of Taxes Withheld as adjusted (Sum of Items 25A and 25B)' },
  { item: '27', label: '5% Tax Credit (PERA Act of 2008)' },
  { item: '28', label: 'Total Taxes Withheld (Sum of Items 26 and 27)' },
];

export const NON_TAXABLE_2316: readonly FormLine[] = [
  { item: '29', label: 'Basic Salary (including the exempt P250,000 and below) or the Statutory Minimum Wage of the MWE' },
  { item: '30', label: 'Holiday Pay (MWE)' },
  { item: '31', label: 'Overtime Pay (MWE)' },
  { item: '32', label: 'Night Shift Differential (MWE)' },
  { item: '33', label: 'Hazard Pay (MWE)' },
  { item: '34', label: '13th Month Pay and Other Benefits (maximum of P90,000)' },
  { item: '35', label: 'De Minimis Benefits' },
  { item: '36', label: 'SSS, GSIS, PHIC & PAG-IBIG Contributions and Union Dues (Employee share only)' },
  { item: '37', label: 'Salaries and Other Forms of Compensation' },
  { item: '38', label: 'Total Non-Taxable/Exempt Compensation Income (Sum of Items 29 to 37)' },
];

export const TAXABLE_2316: readonly FormLine[] = [
  { item: '39', label: 'Basic Salary' },
  { item: '40', label: 'Representation' },
  { item: '41', label: 'Transportation' },
  { item: '42', label: 'Cost of Living Allowance (COLA)' },
  { item: '43', label: 'Fixed Housing Allowance' },
  { item: '44', label: 'Others (specify)' },
  { item: '45', label: 'Commission' },
  { item: '46', label: 'Profit Sharing' },
  { item: '47', label: 'Fees Including Director\u2019s Fees' },
  { item: '48', label: 'Taxable 13th Month Benefits' },
  { item: '49', label: 'Hazard Pay' },
  { item: '50', label: 'Overtime Pay' },
  { item: '51', label: 'Others (specify)' },
  { item: '52', label: 'Total Taxable Compensation Income (Sum of Items 39 to 51)' },
];

/** One employee's certificate for a year (or up to separation), as the API carries it. */
export interface Certificate2316 {
  id: number;
  employee_id: number;
  year: number;
  employee_no: string;
  tin: string;
  last_name: string;
  first_name: string;
  middle_name: string;
  employee_name: string;
  birth_date: string;
  address: string;
  period_from: string;
  period_to: string;
  is_mwe: boolean;
  smw_per_day: Money;
  smw_per_month: Money;
  /** amounts by item number, 19 to 52 */
  items: Record<string, Money>;
  gross_compensation: Money;
  total_non_taxable: Money;
  taxable_compensation: Money;
  tax_due: Money;
  tax_withheld: Money;
  year_end_adjustment: Money;
  substituted_filing: boolean;
  /**
   * computed (nothing stored): provisional (nothing posted) or final (the year-end annualisation or
   * the final pay is posted). Stored: draft (generated, regenerated while draft), final (marked when
   * the annualisation or final pay is posted), issued (handed to the employee); printed as stored
   */
  status: 'draft' | 'final' | 'issued' | 'provisional';
  /** the date a stored certificate was issued to the employee (stored certificates only) */
  issued_at?: string | null;
  /** the stored certificate (bir_2316_certificates) whose figures these are; null while computed on request */
  certificate_id: number | null;
  separated: boolean;
  /** Part III (items 16 to 18) and the figures of items 22 and 25B: the employer(s) earlier in the year */
  previous_employer: PreviousEmployer2316 | null;
}

/** The previous employers of the year, as the 2316 and the alphalist carry them (the first one's identity, the sums). */
export interface PreviousEmployer2316 {
  tin: string;
  name: string;
  address: string;
  taxable: Money;
  /** all non-taxable compensation: the 13th month and other benefits included */
  non_taxable: Money;
  tax_withheld: Money;
  /** the period of employment with the previous employer(s) in the year (the earliest start, the latest end) */
  period_from?: string;
  period_to?: string;
  /** of non_taxable: the 13th month pay and other benefits (within the ceiling) */
  thirteenth_month_and_other_benefits?: Money;
  /** of non_taxable: the rest (de minimis, contributions and other exempt pay, not recorded apart) */
  other_non_taxable?: Money;
}
