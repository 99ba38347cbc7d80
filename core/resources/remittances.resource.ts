import { AGENCY_NAMES, MONTH_CHOICES, REMITTANCE_TYPE_NAMES } from '../labels';
import { defineResource, reportColumn as column, reportFilter as filterOnly, type FieldDefinition } from './define';

// What payroll hands to the agencies (docs/domain.md §9 `remittances`, §12 read models):
// the monthly remittance register per agency and type, the contributions per employee
// of a month, and the agency loan amortisations deducted in a month.

const toChoices = (names: Readonly<Record<string, string>>) => Object.entries(names).map(([id, name]) => ({ id, name }));
export const AGENCY_CHOICES = toChoices(AGENCY_NAMES);
export const REMITTANCE_TYPE_CHOICES = toChoices(REMITTANCE_TYPE_NAMES);
export const REMITTANCE_STATUSES = [
  { id: 'open', name: 'Open (live totals)' },
  { id: 'generated', name: 'Generated' },
  { id: 'paid', name: 'Paid' },
];

const money = (label: string, list = true) => column('money', label, { list, sort: list });
const year: FieldDefinition = column('number', 'year', { filter: true, sort: true, plain: true, exactFilter: true });
const month: FieldDefinition = column('choice', 'month', { choices: MONTH_CHOICES, filter: true });

/** The monthly remittance register: one row per company, agency, type and month, moved by its verbs. */
export const remittancesResource = defineResource({
  name: 'remittances',
  table: 'remittances',
  label: 'Remittances',
  textFields: ['agency', 'remittance_type', 'year', 'month'],
  defaultSort: ['due_date', 'DESC'],
  fields: {
    agency: column('choice', 'agency', { choices: AGENCY_CHOICES, filter: true, list: false }),
    year,
    month,
    remittance_type: column('choice', 'remittance type', { choices: REMITTANCE_TYPE_CHOICES, filter: true }),
    employee_count: column('number', 'employees', { sort: true }),
    ee_total: money('employee share'),
    er_total: money('employer share'),
    ec_total: money('EC'),
    loan_total: money('loans'),
    tax_total: money('tax withheld'),
    total_amount: money('total'),
    due_date: column('date', 'due date', { sort: true, filter: true }),
    reference_no: column('text', 'reference no. (PRN / TR)', { search: true }),
    paid_at: column('date', 'paid on', { sort: true }),
    amount_paid: money('amount paid'),
    penalty_amount: money('penalty', false),
    payment_channel: column('text', 'payment channel', { list: false }),
    amendment_no: column('number', 'amendment', { list: false }),
    status: column('choice', 'status', { choices: REMITTANCE_STATUSES, filter: true, sort: true }),
  },
});

/** What recording a payment asks (validated like definition fields, 422 per field). */
export const PAYMENT_FIELDS: Record<string, FieldDefinition> = {
  reference_no: { kind: 'text', label: 'reference no. (PRN / TR)', required: true, maxLength: 50 },
  paid_at: { kind: 'date', label: 'date paid', required: true },
  amount_paid: { kind: 'money', label: 'amount paid', required: true, min: 0 },
  penalty_amount: { kind: 'money', label: 'penalty', min: 0 },
  payment_channel: { kind: 'text', label: 'payment channel', maxLength: 100 },
};

export const AMENDMENT_FIELDS: Record<string, FieldDefinition> = {
  amendment_reason: { kind: 'text', label: 'reason for the amendment', required: true, maxLength: 255 },
};

const contributionAgencies = AGENCY_CHOICES.filter((c) => c.id !== 'bir');

/** The contributions of each employee for one agency and contribution month (§12 `monthly_contributions`). */
export const monthlyContributionsReport = defineResource({
  name: 'monthly-contributions',
  table: 'payslips',
  label: 'Monthly contributions',
  textFields: ['employee_name'],
  defaultSort: ['employee_name', 'ASC'],
  fields: {
    agency: filterOnly('choice', 'agency', { choices: contributionAgencies, required: true }),
    year: filterOnly('number', 'year', { plain: true, exactFilter: true, required: true }),
    month: filterOnly('choice', 'month', { choices: MONTH_CHOICES, required: true }),
    business_unit_id: filterOnly('ref', 'business unit', { reference: 'business-units' }),
    agency_number: column('text', 'agency no.', { sort: true, search: true }),
    employee_no: column('text', 'employee no.', { sort: true, search: true, list: false }),
    employee_name: column('text', 'employee', { sort: true, search: true }),
    base_amount: money('monthly compensation'),
    msc: money('MSC'),
    mpf_msc: money('MPF credit'),
    premium_base: money('premium base'),
    ee: money('employee share'),
    er: money('employer share'),
    ec: money('EC'),
    total: money('total'),
    periods: column('text', 'periods included'),
  },
});

/** The agency loan amortisations deducted by posted periods of a contribution month (§12 `loan_remittances`). */
export const loanRemittancesReport = defineResource({
  name: 'loan-remittances',
  table: 'loan_payments',
  label: 'Loan remittances',
  textFields: ['employee_name'],
  defaultSort: ['employee_name', 'ASC'],
  fields: {
    agency: filterOnly('choice', 'agency', {
      choices: AGENCY_CHOICES.filter((c) => c.id === 'sss' || c.id === 'pagibig'),
      required: true,
    }),
    year: filterOnly('number', 'year', { plain: true, exactFilter: true, required: true }),
    month: filterOnly('choice', 'month', { choices: MONTH_CHOICES, required: true }),
    loan_type_id: filterOnly('ref', 'loan type', { reference: 'loan-types' }),
    agency_number: column('text', 'agency no.', { sort: true, search: true }),
    employee_name: column('text', 'employee', { sort: true, search: true }),
    loan_type: column('text', 'loan type', { sort: true }),
    reference_no: column('text', 'loan reference', { search: true }),
    amount: money('amount deducted'),
    period_code: column('text', 'period', { sort: true }),
  },
});
