// The four government agencies of the payroll portal: their path segment,
// their id in the API, and the sub-screens their index page links to.

export interface AgencyScreen {
  path: string;
  title: string;
}

export interface Agency {
  /** path segment: /payroll/<segment> */
  segment: 'sss' | 'phil-health' | 'pag-ibig' | 'bir';
  /** `agency` value of employer_registrations and contribution_tables */
  id: 'sss' | 'philhealth' | 'pagibig' | 'bir';
  name: string;
  registrationLabel: string;
  screens: AgencyScreen[];
}

const sub = (segment: string, screens: Array<[string, string]>): AgencyScreen[] =>
  screens.map(([path, title]) => ({ path: `/payroll/${segment}/${path}`, title }));

export const AGENCIES: Agency[] = [
  {
    segment: 'sss',
    id: 'sss',
    name: 'SSS',
    registrationLabel: 'SSS employer no.',
    screens: sub('sss', [
      ['employer-details', 'Employer details'],
      ['table', 'Contribution table'],
      ['monthly-contribution', 'Monthly contribution'],
      ['loan-remittance', 'Loan remittance'],
    ]),
  },
  {
    segment: 'phil-health',
    id: 'philhealth',
    name: 'PhilHealth',
    registrationLabel: 'PhilHealth employer no. (PEN)',
    screens: sub('phil-health', [
      ['employer-details', 'Employer details'],
      ['table', 'Contribution table'],
      ['monthly-contribution', 'Monthly contribution'],
    ]),
  },
  {
    segment: 'pag-ibig',
    id: 'pagibig',
    name: 'Pag-IBIG',
    registrationLabel: 'Pag-IBIG employer ID',
    screens: sub('pag-ibig', [
      ['employer-details', 'Employer details'],
      ['table', 'Contribution table'],
      ['monthly-contribution', 'Monthly contribution'],
      ['loan-remittance', 'Loan remittance'],
    ]),
  },
  {
    segment: 'bir',
    id: 'bir',
    name: 'BIR',
    registrationLabel: 'TIN',
    screens: sub('bir', [
      ['employer-details', 'Employer details'],
      ['periodic-tax-table', 'Periodic tax table'],
      ['annual-tax-table', 'Annual tax table'],
      ['monthly-ITW', 'Monthly ITW'],
      ['bir-1601C', 'BIR 1601-C'],
      ['bir-form-2316', 'BIR Form 2316'],
      ['bir-1604C', 'BIR 1604-C'],
      ['schedule-1-alphalist-of-employees', 'Schedule 1 alphalist of employees'],
      ['schedule-2-alphalist-of-minimum-wage-earners', 'Schedule 2 alphalist of minimum wage earners'],
    ]),
  },
];

export function agencyOf(segment: Agency['segment']): Agency {
  return AGENCIES.find((a) => a.segment === segment)!;
}
