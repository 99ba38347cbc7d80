import { toCentavos } from '@core/money';
import { formatFormMonth, type AgencyId, type RemittanceType } from '@core/labels';
import { amount, count, date, digits, text, writeFlatFile, type FlatFileResult, type FlatLayout } from '../files/flat-file';

// The upload file of each agency remittance, as layouts for the one flat-file writer
// (docs/statutory.md §9.6): the SSS contribution collection list with the R-3 fields, the
// PhilHealth electronic remittance report with the RF-1 fields (EPRS CSV), the Pag-IBIG
// MCRF, and the SSS and Pag-IBIG loan collection lists. The fields are the forms' fields;
// the exact byte layouts of the agencies' current electronic uploads are not published
// in the sources reviewed, so each file says in LAYOUT_NOTES what is verified.

export interface Employer {
  registration_no: string;
  registered_name: string;
  registered_address: string;
  zip_code: string;
  employer_type: string;
  tin: string;
}

export interface FileHead {
  employer: Employer;
  year: number;
  month: number;
}

/** A row of the monthly-contributions read model, as the database returns it. */
export interface ContributionRow {
  agency_number: string | null;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  suffix: string | null;
  birth_date: string;
  sex: string;
  hire_date: string;
  separation_date: string | null;
  base_amount: string;
  ee: string;
  er: string;
  ec: string;
}

/** A row of the loan-remittances read model. */
export interface LoanRow {
  agency_number: string | null;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  suffix: string | null;
  loan_type: string;
  loan_category: string;
  reference_no: string | null;
  granted_date: string;
  amount: string;
}

const c = (value: string | null) => toCentavos(value ?? '0');
const initial = (middle: string | null) => (middle ?? '').trim().charAt(0);
const EMPLOYER_TYPE: Record<string, string> = { private: 'P', government: 'G', household: 'H' };
/** RF-1 employee status: NH newly hired in the month, S separated in the month. */
function memberStatus(row: ContributionRow, head: FileHead): string {
  const ym = `${head.year}-${String(head.month).padStart(2, '0')}`;
  if (row.separation_date?.startsWith(ym)) return 'S';
  if (row.hire_date.startsWith(ym)) return 'NH';
  return '';
}
const effectivity = (row: ContributionRow, head: FileHead) =>
  memberStatus(row, head) === 'S' ? row.separation_date : memberStatus(row, head) === 'NH' ? row.hire_date : null;

/** SSS contribution collection list: R-3 fields, the month in its place in the quarter (fixed width). */
const sssR3: FlatLayout<FileHead, ContributionRow> = {
  kind: 'fixed',
  header: ({ employer, year, month }) => [
    [
      text('00', 2),
      digits(employer.registration_no, 10),
      text(employer.registered_name.toUpperCase(), 40),
      text(formatFormMonth(year, Math.ceil(month / 3) * 3), 7),
      text(formatFormMonth(year, month), 7),
      text(EMPLOYER_TYPE[employer.employer_type] === 'H' ? 'H' : 'R', 1),
    ],
  ],
  detail: (row, head) => [
    text('20', 2),
    digits(row.agency_number, 10),
    ...memberName(row),
    ...quarterAmounts(head.month, c(row.ee) + c(row.er), c(row.ec)),
    date(row.separation_date, 'MMDDYYYY', 8),
  ],
  amount: (row) => c(row.ee) + c(row.er) + c(row.ec),
  trailer: (_head, control) => [text('99', 2), count(control.count, 6), amount(control.total, 15)],
};

function memberName(row: { last_name: string; first_name: string; middle_name: string | null }) {
  return [text(row.last_name.toUpperCase(), 20), text(row.first_name.toUpperCase(), 20), text(initial(row.middle_name).toUpperCase(), 1)];
}

/** The R-3 columns of the 1st, 2nd and 3rd month of the quarter (SS, then EC): the month's amounts in its own column. */
function quarterAmounts(month: number, ss: number, ec: number) {
  const slot = (month - 1) % 3;
  const columns = (value: number, width: number) => [0, 1, 2].map((i) => amount(i === slot ? value : 0, width));
  return [...columns(ss, 10), ...columns(ec, 8)];
}

/** PhilHealth electronic remittance report (RF-1 fields), EPRS comma-separated. */
const philhealthRf1: FlatLayout<FileHead, ContributionRow> = {
  kind: 'csv',
  header: ({ employer, year, month }) => [
    [text('H'), digits(employer.registration_no), digits(employer.tin), text(employer.registered_name.toUpperCase())],
    [
      text('H'),
      text(`${employer.registered_address} ${employer.zip_code}`),
      text(EMPLOYER_TYPE[employer.employer_type] ?? 'P'),
      text('R'),
      text(`${year}${String(month).padStart(2, '0')}`),
    ],
  ],
  titles: [
    'REC',
    'PIN',
    'LAST NAME',
    'FIRST NAME',
    'NAME EXT',
    'MIDDLE NAME',
    'BIRTH DATE',
    'SEX',
    'MONTHLY BASIC SALARY',
    'PS',
    'ES',
    'STATUS',
    'EFFECTIVITY DATE',
  ],
  detail: (row, head) => {
    const noPin = !row.agency_number;
    return [
      text('D'),
      digits(row.agency_number),
      text(row.last_name.toUpperCase()),
      text(row.first_name.toUpperCase()),
      text((row.suffix ?? '').toUpperCase()),
      text((row.middle_name ?? '').toUpperCase()),
      noPin ? date(row.birth_date, 'MM/DD/YYYY') : text(''),
      noPin ? text(row.sex === 'female' ? 'F' : 'M') : text(''),
      amount(c(row.base_amount)),
      amount(c(row.ee)),
      amount(c(row.er)),
      text(memberStatus(row, head)),
      date(effectivity(row, head), 'MM/DD/YYYY'),
    ];
  },
  amount: (row) => c(row.ee) + c(row.er),
  trailer: (_head, control) => [text('T'), count(control.count), amount(control.total)],
};

/** Pag-IBIG Membership Contribution Remittance Form (MCRF), comma-separated. */
const pagibigMcrf: FlatLayout<FileHead, ContributionRow> = {
  kind: 'csv',
  header: ({ employer, year, month }) => [
    [
      text('EH'),
      digits(employer.registration_no),
      text(employer.registered_name.toUpperCase()),
      text(`${employer.registered_address} ${employer.zip_code}`),
      text(EMPLOYER_TYPE[employer.employer_type] ?? 'P'),
      text('F1'),
      text(`${year}${String(month).padStart(2, '0')}`),
    ],
  ],
  titles: [
    'REC',
    'MID NO',
    'ACCOUNT NO',
    'LAST NAME',
    'FIRST NAME',
    'NAME EXT',
    'MIDDLE NAME',
    'MONTHLY COMPENSATION',
    'EE SHARE',
    'ER SHARE',
    'TOTAL',
    'REMARKS',
  ],
  detail: (row, head) => [
    text('DT'),
    digits(row.agency_number),
    text(''),
    text(row.last_name.toUpperCase()),
    text(row.first_name.toUpperCase()),
    text((row.suffix ?? '').toUpperCase()),
    text((row.middle_name ?? '').toUpperCase()),
    amount(c(row.base_amount)),
    amount(c(row.ee)),
    amount(c(row.er)),
    amount(c(row.ee) + c(row.er)),
    text(memberStatus(row, head)),
  ],
  amount: (row) => c(row.ee) + c(row.er),
  trailer: (_head, control) => [text('ET'), count(control.count), amount(control.total)],
};

/** The SSS and Pag-IBIG loan collection lists (ML-2 / STL fields), comma-separated. */
const loanList = (agency: 'sss' | 'pagibig'): FlatLayout<FileHead, LoanRow> => ({
  kind: 'csv',
  header: ({ employer, year, month }) => [
    [
      text('H'),
      digits(employer.registration_no),
      text(employer.registered_name.toUpperCase()),
      text(`${year}${String(month).padStart(2, '0')}`),
    ],
  ],
  titles: [
    'REC',
    agency === 'sss' ? 'SS NO' : 'MID NO',
    'LAST NAME',
    'FIRST NAME',
    'MIDDLE INITIAL',
    'LOAN TYPE',
    agency === 'sss' ? 'LOAN DATE' : 'APPLICATION NO',
    'LOAN REFERENCE',
    'AMOUNT',
  ],
  detail: (row) => [
    text('D'),
    digits(row.agency_number),
    ...memberName(row).map((f) => ({ ...f, width: undefined })),
    text(row.loan_category.toUpperCase()),
    agency === 'sss' ? date(row.granted_date, 'MM/DD/YYYY') : text(row.reference_no),
    text(row.reference_no),
    amount(c(row.amount)),
  ],
  amount: (row) => c(row.amount),
  trailer: (_head, control) => [text('T'), count(control.count), amount(control.total)],
});

export interface AgencyFile {
  file_name: string;
  mime_type: string;
  /** what the file's layout rests on, said on the screen */
  note: string;
}

export const AGENCY_FILES: Readonly<Record<string, AgencyFile & { layout: FlatLayout<FileHead, never> }>> = {
  'sss:contribution': {
    file_name: 'sss-r3',
    mime_type: 'text/plain',
    layout: sssR3 as FlatLayout<FileHead, never>,
    note: 'SSS contribution collection list with the R-3 fields (form verified); the fixed-width byte layout of the My.SSS upload is not verified.',
  },
  'sss:loan': {
    file_name: 'sss-loan-collection',
    mime_type: 'text/csv',
    layout: loanList('sss') as FlatLayout<FileHead, never>,
    note: 'SSS loan collection list with the ML-2 fields; the ML-2 layout is not verified (current loan billing is PRN-based).',
  },
  'philhealth:contribution': {
    file_name: 'philhealth-rf1',
    mime_type: 'text/csv',
    layout: philhealthRf1 as FlatLayout<FileHead, never>,
    note: 'PhilHealth RF-1 fields (form verified) as comma-separated values; the EPRS column order is not verified.',
  },
  'pagibig:contribution': {
    file_name: 'pagibig-mcrf',
    mime_type: 'text/csv',
    layout: pagibigMcrf as FlatLayout<FileHead, never>,
    note: 'Pag-IBIG MCRF fields (form verified) as comma-separated values; the electronic remittance layout is not verified.',
  },
  'pagibig:loan': {
    file_name: 'pagibig-stl',
    mime_type: 'text/csv',
    layout: loanList('pagibig') as FlatLayout<FileHead, never>,
    note: 'Pag-IBIG short-term loan remittance fields; the STL layout is not verified.',
  },
};

export const agencyFileOf = (agency: AgencyId, type: RemittanceType) => AGENCY_FILES[`${agency}:${type}`];

/** The upload file of one remittance from its read-model rows. */
export function writeAgencyFile(
  agency: AgencyId,
  type: RemittanceType,
  head: FileHead,
  rows: readonly unknown[],
): FlatFileResult & AgencyFile {
  const file = agencyFileOf(agency, type);
  if (!file) throw new Error(`${agency} ${type} has no upload file`);
  const written = writeFlatFile(file.layout as FlatLayout<FileHead, unknown>, head, rows);
  const extension = file.mime_type === 'text/csv' ? 'csv' : 'txt';
  return {
    ...written,
    file_name: `${file.file_name}-${head.year}-${String(head.month).padStart(2, '0')}.${extension}`,
    mime_type: file.mime_type,
    note: file.note,
  };
}
