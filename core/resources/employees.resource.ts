import { choices, defineResource, type FieldDefinition } from './define';

// The employee: personal data, government numbers, assignment and pay set-up.
// Status and separation are derived from movements and never typed in.

export const EMPLOYMENT_STATUSES = choices(
  'probationary',
  'regular',
  'contractual',
  'project',
  'seasonal',
  'casual',
  'consultant',
  'trainee',
);
export const SEPARATION_TYPES = choices(
  'resignation',
  'termination_just_cause',
  'termination_authorized_cause',
  'end_of_contract',
  'retirement',
  'death',
  'abandonment',
);
export const EMPLOYEE_STATUSES = choices('active', 'for_separation', 'separated');
export const JOB_LEVELS = choices('rank_and_file', 'supervisory', 'managerial', 'executive');
export const RATE_TYPES = choices('monthly', 'daily', 'hourly');

/** Government numbers: digits as stored, and how they are printed. */
export const GOVERNMENT_NUMBERS = {
  tin: { label: 'TIN', lengths: [9, 12], groups: [3, 3, 3, 3] },
  sss_no: { label: 'SSS number', lengths: [10], groups: [2, 7, 1] },
  philhealth_no: { label: 'PhilHealth number', lengths: [12], groups: [2, 9, 1] },
  pagibig_no: { label: 'Pag-IBIG MID number', lengths: [12], groups: [4, 4, 4] },
} as const;
export type GovernmentNumberField = keyof typeof GOVERNMENT_NUMBERS;

function governmentNumber(field: GovernmentNumberField): FieldDefinition {
  const { label, lengths } = GOVERNMENT_NUMBERS[field];
  const digits = lengths.join(' or ');
  return {
    kind: 'text',
    label,
    digitsOnly: true,
    filter: true,
    pattern: { regex: new RegExp(`^(${lengths.map((n) => `\\d{${n}}`).join('|')})$`), message: `The ${label} must be ${digits} digits.` },
  };
}

/** 123456789 → 123-456-789; a value of the wrong length is shown as stored. */
export function formatGovernmentNumber(field: GovernmentNumberField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const digits = String(value);
  const { lengths, groups } = GOVERNMENT_NUMBERS[field];
  if (!(lengths as readonly number[]).includes(digits.length) || !/^\d+$/.test(digits)) return digits;
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}

/** The employee reference every 201 record starts with. */
export const employeeRef: FieldDefinition = {
  kind: 'ref',
  label: 'employee',
  reference: 'employees',
  required: true,
  list: true,
  filter: true,
};

export const employeesResource = defineResource({
  name: 'employees',
  table: 'employees',
  label: 'Employees',
  textFields: ['employee_no', 'last_name', 'first_name'],
  defaultSort: ['last_name', 'ASC'],
  fields: {
    employee_no: { kind: 'text', label: 'employee number', maxLength: 20, list: true, search: true, sort: true },
    last_name: { kind: 'text', label: 'last name', required: true, maxLength: 60, list: true, search: true, sort: true },
    first_name: { kind: 'text', label: 'first name', required: true, maxLength: 60, list: true, search: true, sort: true },
    middle_name: { kind: 'text', label: 'middle name', maxLength: 60 },
    suffix: { kind: 'text', label: 'suffix', maxLength: 10 },
    nickname: { kind: 'text', label: 'nickname', maxLength: 40 },
    sex: { kind: 'choice', label: 'sex', required: true, choices: choices('male', 'female'), filter: true },
    civil_status: {
      kind: 'choice',
      label: 'civil status',
      required: true,
      choices: choices('single', 'married', 'widowed', 'legally_separated', 'annulled'),
      filter: true,
    },
    birth_date: { kind: 'date', label: 'birth date', required: true, sort: true, filter: true },
    birth_place: { kind: 'text', label: 'birth place', maxLength: 150 },
    nationality: { kind: 'text', label: 'nationality', required: true, maxLength: 50, defaultValue: 'Filipino' },
    email: { kind: 'email', label: 'email', maxLength: 150 },
    mobile_no: {
      kind: 'text',
      label: 'mobile number',
      // what may be typed ("+63 917-123-4567"); the stored form is the pattern's
      maxLength: 20,
      mobile: true,
      pattern: { regex: /^09\d{9}$/, message: 'The mobile number must be 09XXXXXXXXX or +63 9XXXXXXXXX.' },
    },
    landline: { kind: 'text', label: 'landline', maxLength: 30 },
    present_address: { kind: 'longtext', label: 'present address', required: true },
    permanent_address: { kind: 'longtext', label: 'permanent address' },
    emergency_contact_name: { kind: 'text', label: 'emergency contact name', required: true, maxLength: 150 },
    emergency_contact_relationship: { kind: 'text', label: 'emergency contact relationship', required: true, maxLength: 50 },
    emergency_contact_phone: { kind: 'text', label: 'emergency contact phone', required: true, maxLength: 30 },
    tin: governmentNumber('tin'),
    sss_no: governmentNumber('sss_no'),
    philhealth_no: governmentNumber('philhealth_no'),
    pagibig_no: governmentNumber('pagibig_no'),
    business_unit_id: { kind: 'ref', label: 'business unit', reference: 'business-units', required: true, list: true, filter: true },
    position_id: { kind: 'ref', label: 'position', reference: 'positions', required: true, list: true, filter: true },
    immediate_superior_id: { kind: 'ref', label: 'immediate superior', reference: 'employees', filter: true },
    employment_status: {
      kind: 'choice',
      label: 'employment status',
      required: true,
      choices: EMPLOYMENT_STATUSES,
      list: true,
      filter: true,
      sort: true,
    },
    hire_date: { kind: 'date', label: 'hire date', required: true, list: true, filter: true, sort: true },
    regularization_date: { kind: 'date', label: 'regularization date', filter: true },
    end_of_contract_date: { kind: 'date', label: 'end of contract date' },
    separation_date: { kind: 'date', label: 'separation date', readOnly: true, filter: true, sort: true },
    separation_type: { kind: 'choice', label: 'separation type', choices: SEPARATION_TYPES, readOnly: true, filter: true },
    separation_reason: { kind: 'longtext', label: 'separation reason', readOnly: true },
    status: { kind: 'choice', label: 'status', choices: EMPLOYEE_STATUSES, readOnly: true, list: true, filter: true, sort: true },
    payroll_group_id: { kind: 'ref', label: 'payroll group', reference: 'payroll-groups', filter: true },
    default_shift_schedule_id: { kind: 'ref', label: 'default shift schedule', reference: 'shift-schedules' },
    time_recorder_id: { kind: 'text', label: 'time recorder ID', maxLength: 20 },
    payment_mode: {
      kind: 'choice',
      label: 'payment mode',
      required: true,
      choices: choices('bank', 'cash', 'check'),
      defaultValue: 'bank',
      filter: true,
    },
    bank_id: { kind: 'ref', label: 'bank', reference: 'banks' },
    bank_account_no: {
      kind: 'text',
      label: 'bank account number',
      maxLength: 30,
      digitsOnly: true,
      pattern: { regex: /^\d{6,30}$/, message: 'The bank account number must be 6 to 30 digits.' },
    },
  },
});

/** Dates that must be in order on an employee, with the message for the later one. */
export function employeeDateProblems(values: Record<string, unknown>): Record<string, string> {
  const problems: Record<string, string> = {};
  const birth = values.birth_date as string | null | undefined;
  const hire = values.hire_date as string | null | undefined;
  if (birth && hire) {
    if (birth >= hire) problems.birth_date = 'The birth date must be before the hire date.';
    else if (ageOn(birth, hire) < 15) problems.birth_date = 'The employee must be at least 15 years old on the hire date.';
  }
  const regularization = values.regularization_date as string | null | undefined;
  if (hire && regularization && regularization < hire)
    problems.regularization_date = 'The regularization date must be on or after the hire date.';
  const endOfContract = values.end_of_contract_date as string | null | undefined;
  if (hire && endOfContract && endOfContract < hire)
    problems.end_of_contract_date = 'The end of contract date must be on or after the hire date.';
  return problems;
}

/** Whole years between a birth date and a date (both YYYY-MM-DD). */
export function ageOn(birthDate: string, date: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [y, m, d] = date.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** "Dela Cruz, Juan P." */
export function employeeName(row: Record<string, unknown>): string {
  const middle = row.middle_name ? ` ${String(row.middle_name).charAt(0)}.` : '';
  const suffix = row.suffix ? ` ${row.suffix}` : '';
  return `${row.last_name ?? ''}, ${row.first_name ?? ''}${suffix}${middle}`;
}

/** The 201 file's personal details, in the order every view of them shows (HR's form and details, the employee's own file). */
export const PERSONAL_FIELDS = [
  'last_name',
  'first_name',
  'middle_name',
  'suffix',
  'nickname',
  'sex',
  'civil_status',
  'birth_date',
  'birth_place',
  'nationality',
] as const;

/** The 201 file's contact details, in the same order everywhere. */
export const CONTACT_FIELDS = [
  'email',
  'mobile_no',
  'landline',
  'present_address',
  'permanent_address',
  'emergency_contact_name',
  'emergency_contact_relationship',
  'emergency_contact_phone',
] as const;
