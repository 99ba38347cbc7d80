// The words a payroll officer reads for the agencies, months and files of the
// government and bank outputs, the same in the console, exports and file names.
// PURE: imported by both the browser and the server.

export type AgencyId = 'sss' | 'philhealth' | 'pagibig' | 'bir';
export type RemittanceType = 'contribution' | 'loan' | 'withholding_tax';

export const AGENCY_NAMES: Readonly<Record<AgencyId, string>> = {
  sss: 'SSS',
  philhealth: 'PhilHealth',
  pagibig: 'Pag-IBIG',
  bir: 'BIR',
};

export const REMITTANCE_TYPE_NAMES: Readonly<Record<RemittanceType, string>> = {
  contribution: 'Contribution',
  loan: 'Loan',
  withholding_tax: 'Withholding tax',
};

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const MONTH_CHOICES = MONTH_NAMES.map((name, index) => ({ id: String(index + 1), name }));

/** A month as a heading: (2026, 10) → "October 2026". */
export function formatMonth(year: number, month: number): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** A month as agency forms print it: (2026, 10) → "10/2026". */
export function formatFormMonth(year: number, month: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}

/** A remittance as one line: "SSS contribution, October 2026". */
export function remittanceTitle(agency: AgencyId, type: RemittanceType, year: number, month: number): string {
  const what = type === 'withholding_tax' ? 'withholding tax' : type;
  return `${AGENCY_NAMES[agency]} ${what}, ${formatMonth(year, month)}`;
}

/** An employee's name as agency lists print it: "DELA CRUZ, JUAN P." */
export function listName(last: string, first: string, middle: string | null): string {
  const initial = middle && middle.trim() ? ` ${middle.trim().charAt(0)}.` : '';
  return `${last.trim()}, ${first.trim()}${initial}`.toUpperCase();
}
