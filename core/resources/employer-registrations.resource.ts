import { defineResource, type FieldErrors } from './define';

export const AGENCIES = [
  { id: 'sss', name: 'SSS' },
  { id: 'philhealth', name: 'PhilHealth' },
  { id: 'pagibig', name: 'Pag-IBIG' },
  { id: 'bir', name: 'BIR' },
];

/** Digits of each agency's employer number (docs/domain.md §9 `employer_registrations`). */
export const REGISTRATION_DIGITS: Record<string, { digits: number; name: string }> = {
  sss: { digits: 10, name: 'SSS employer no.' },
  philhealth: { digits: 12, name: 'PhilHealth employer no. (PEN)' },
  pagibig: { digits: 12, name: 'Pag-IBIG employer ID' },
  bir: { digits: 9, name: 'TIN' },
};

/** The employer's registration with one agency. */
export const employerRegistrationsResource = defineResource({
  name: 'employer-registrations',
  table: 'employer_registrations',
  label: 'Employer registrations',
  textFields: ['agency', 'registration_no'],
  defaultSort: ['agency', 'ASC'],
  fields: {
    agency: { kind: 'choice', label: 'agency', required: true, choices: AGENCIES, list: true, filter: true, sort: true },
    registration_no: {
      kind: 'text',
      label: 'registration no.',
      required: true,
      maxLength: 15,
      list: true,
      pattern: { regex: /^\d+$/, message: 'The registration no. may contain only digits.' },
    },
    branch_code: {
      kind: 'text',
      label: 'branch code',
      maxLength: 5,
      pattern: { regex: /^\d{5}$/, message: 'The branch code must be 5 digits.' },
    },
    registered_name: { kind: 'text', label: 'registered name', required: true, maxLength: 150, list: true },
    registered_address: { kind: 'text', label: 'registered address', required: true, maxLength: 255 },
    zip_code: {
      kind: 'text',
      label: 'ZIP code',
      required: true,
      maxLength: 4,
      pattern: { regex: /^\d{4}$/, message: 'The ZIP code must be 4 digits.' },
    },
    rdo_code: { kind: 'text', label: 'RDO code', maxLength: 3, pattern: { regex: /^\d{3}$/, message: 'The RDO code must be 3 digits.' } },
    employer_type: {
      kind: 'choice',
      label: 'employer type',
      required: true,
      choices: [
        { id: 'private', name: 'Private' },
        { id: 'government', name: 'Government' },
        { id: 'household', name: 'Household' },
      ],
      defaultValue: 'private',
    },
    withholding_agent_category: {
      kind: 'choice',
      label: 'withholding agent category',
      choices: [
        { id: 'private', name: 'Private' },
        { id: 'government', name: 'Government' },
      ],
    },
    is_top_withholding_agent: { kind: 'boolean', label: 'top withholding agent', defaultValue: false },
    filing_mode: {
      kind: 'choice',
      label: 'filing mode',
      choices: [
        { id: 'manual', name: 'Manual' },
        { id: 'ebirforms', name: 'eBIRForms' },
        { id: 'efps', name: 'eFPS' },
      ],
    },
    contact_person: { kind: 'text', label: 'contact person', maxLength: 150 },
    contact_no: { kind: 'text', label: 'contact no.', maxLength: 30 },
    email: { kind: 'email', label: 'email', maxLength: 150 },
    signatory_name: { kind: 'text', label: 'signatory name', required: true, maxLength: 150, list: true },
    signatory_position: { kind: 'text', label: 'signatory position', required: true, maxLength: 100 },
    signatory_tin: {
      kind: 'text',
      label: 'signatory TIN',
      maxLength: 9,
      pattern: { regex: /^\d{9}$/, message: 'The signatory TIN must be 9 digits.' },
    },
  },
});

/** Agency-specific rules: the number's length, and the BIR-only fields. */
export function registrationProblems(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const rule = REGISTRATION_DIGITS[String(values.agency)];
  const no = String(values.registration_no ?? '');
  if (rule && /^\d+$/.test(no) && no.length !== rule.digits) {
    errors.registration_no = [`The ${rule.name} must be ${rule.digits} digits.`];
  }
  if (values.agency === 'bir') {
    for (const [field, label] of [
      ['rdo_code', 'RDO code'],
      ['branch_code', 'branch code'],
    ] as const) {
      if (values[field] === undefined || values[field] === null || values[field] === '')
        errors[field] = [`The ${label} is required for the BIR.`];
    }
  }
  return errors;
}
