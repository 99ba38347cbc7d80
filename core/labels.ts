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

/** The months as a payroll officer names them, January first. */
export const MONTH_NAMES = [
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

// Every stored code a screen shows (choices, statuses, types) reads through enumLabel:
// "semi_monthly" → "Semi-monthly", "bdo" → "BDO", "for_separation" → "For separation".

/** Codes whose words are not simply the code's words. */
const CODE_NAMES: Readonly<Record<string, string>> = {
  add_on: 'Add-on',
  first_cutoff: 'First cut-off',
  second_cutoff: 'Second cut-off',
  chinabank: 'China Bank',
  json: 'List or table (JSON)',
  string: 'Text',
  integer: 'Whole number',
  decimal: 'Number',
  boolean: 'Yes or no',
};

/** Words spelt as agencies, banks and officers spell them. */
const WORD_NAMES: Readonly<Record<string, string>> = {
  sss: 'SSS',
  philhealth: 'PhilHealth',
  pagibig: 'Pag-IBIG',
  hdmf: 'HDMF',
  bir: 'BIR',
  tin: 'TIN',
  nbi: 'NBI',
  bdo: 'BDO',
  bpi: 'BPI',
  rcbc: 'RCBC',
  pnb: 'PNB',
  unionbank: 'UnionBank',
  csv: 'CSV',
  atm: 'ATM',
  ytd: 'YTD',
  ot: 'OT',
  id: 'ID',
  mwe: 'MWE',
  nte: 'NTE',
  ob: 'OB',
  cola: 'COLA',
  api: 'API',
  xlsx: 'XLSX',
  dat: 'DAT',
  cutoff: 'cut-off',
  ecola: 'ECOLA',
  de: 'de',
  minimis: 'minimis',
};

/** A stored code as the words a payroll officer reads: "semi_monthly" → "Semi-monthly", "bdo" → "BDO". */
export function enumLabel(code: unknown): string {
  if (code === null || code === undefined || code === '') return '';
  const text = String(code);
  if (CODE_NAMES[text]) return CODE_NAMES[text];
  if (!/^[a-z0-9]+(_[a-z0-9]+)*$/.test(text)) return text;
  const words = text.split('_').map((word) => WORD_NAMES[word] ?? word);
  const sentence = words.join(' ').replace(/\b(pre|post|non|semi|multi) /g, '$1-');
  return words[0] === text.split('_')[0] ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : sentence;
}

/** The HR preferences by their names on screen; a key without one reads through enumLabel. */
const PREFERENCE_NAMES: Readonly<Record<string, string>> = {
  employee_no_format: 'Employee number format',
  probation_months: 'Probation (months)',
  retirement_age_optional: 'Optional retirement age',
  retirement_age_compulsory: 'Compulsory retirement age',
  required_201_documents: 'Documents required in the 201 file',
  temperature_alert_celsius: 'Temperature alert (°C)',
  late_filing_days: 'Late filing allowed (days after cut-off)',
  advance_filing_days_default: 'Advance filing (days before)',
  closing_blocks_on_pending_applications: 'Closing waits for pending applications',
  closing_blocks_on_open_exceptions: 'Closing waits for open attendance exceptions',
  filing_in_behalf_allowed: 'Managers may file for their team',
  medical_certificate_after_days: 'Medical certificate needed after (days)',
  ot_minimum_minutes: 'Shortest overtime that counts (minutes)',
  payslip_release_on_post: 'Release payslips when the period is posted',
};

export function preferenceLabel(key: unknown): string {
  return PREFERENCE_NAMES[String(key)] ?? enumLabel(key);
}

/**
 * A payslip's rate as its header reads it: "Monthly rate ₱30,000.00 · daily ₱1,379.31";
 * a daily-rated employee's rate once ("Daily rate ₱645.00"). `formatAmount` writes the money
 * (with ₱ on screen, PHP in the PDF's font).
 */
export function rateText(rateType: string, basicRate: unknown, dailyRate: unknown, formatAmount: (value: unknown) => string): string {
  const rate = `${enumLabel(rateType)} rate ${formatAmount(basicRate)}`;
  return rateType === 'daily' ? rate : `${rate} · daily ${formatAmount(dailyRate)}`;
}
