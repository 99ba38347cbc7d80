import type { AgencyId, RemittanceType } from '@core/labels';

// Where each agency's figures live on the posted payslips and lines (the engine's
// names), and which month a remittance covers: the periods' contribution month for
// SSS, PhilHealth and Pag-IBIG, the pay-date month for the BIR (docs/domain.md §9).

export type ContributionAgency = Exclude<AgencyId, 'bir'>;
export type LoanAgency = 'sss' | 'pagibig';

export interface ContributionColumns {
  /** payslips columns of the employee share, employer share and EC (null: none) */
  ee: 'sss_ee' | 'philhealth_ee' | 'pagibig_ee';
  er: 'sss_er' | 'philhealth_er' | 'pagibig_er';
  ec: 'sss_ec' | null;
  /** the engine's line code whose explanation carries the month's base and credits */
  line: 'SSS_EE' | 'PHILHEALTH_EE' | 'PAGIBIG_EE';
  /** the employees' column of the agency number */
  number: 'sss_no' | 'philhealth_no' | 'pagibig_no';
}

export const CONTRIBUTION_COLUMNS: Readonly<Record<ContributionAgency, ContributionColumns>> = {
  sss: { ee: 'sss_ee', er: 'sss_er', ec: 'sss_ec', line: 'SSS_EE', number: 'sss_no' },
  philhealth: { ee: 'philhealth_ee', er: 'philhealth_er', ec: null, line: 'PHILHEALTH_EE', number: 'philhealth_no' },
  pagibig: { ee: 'pagibig_ee', er: 'pagibig_er', ec: null, line: 'PAGIBIG_EE', number: 'pagibig_no' },
};

/** The remittances each agency has, in the order the register lists them. */
export const REMITTANCE_KINDS: readonly { agency: AgencyId; type: RemittanceType }[] = [
  { agency: 'sss', type: 'contribution' },
  { agency: 'sss', type: 'loan' },
  { agency: 'philhealth', type: 'contribution' },
  { agency: 'pagibig', type: 'contribution' },
  { agency: 'pagibig', type: 'loan' },
  { agency: 'bir', type: 'withholding_tax' },
];

export const isContributionAgency = (agency: string): agency is ContributionAgency => agency in CONTRIBUTION_COLUMNS;
export const isLoanAgency = (agency: string): agency is LoanAgency => agency === 'sss' || agency === 'pagibig';
