import { choices, defineResource, reportColumn as column, reportFilter as filterOnly, type FieldDefinition } from './define';

// The BIR screens of the payroll portal (docs/domain.md §9, §12, §15.7): the 1601-C
// register, the monthly ITW, the 2316 certificates and the alphalist schedules. The
// returns are a table; the others are read models the server computes from posted
// payslips (their `table` is where their rows come from).

const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  id: String(i + 1),
  name: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][i],
}));
const year = (flags: Partial<FieldDefinition> = {}) => filterOnly('number', 'year', { exactFilter: true, plain: true, ...flags });
const month = (flags: Partial<FieldDefinition> = {}) => filterOnly('choice', 'month', { choices: MONTHS, ...flags });

export const bir1601cReturnsResource = defineResource({
  name: 'bir-1601c-returns',
  table: 'bir_1601c_returns',
  label: 'BIR 1601-C returns',
  textFields: ['year', 'month'],
  defaultSort: ['year', 'DESC'],
  fields: {
    year: year({ list: true, sort: true }),
    month: month({ list: true, sort: true }),
    amendment_no: column('number', 'amendment no.', { sort: true }),
    employee_count: column('number', 'employees'),
    total_compensation: column('money', 'total compensation (item 14)'),
    total_taxable_compensation: column('money', 'taxable compensation (item 22)'),
    total_taxes_withheld: column('money', 'taxes withheld (item 25)'),
    total_amount_payable: column('money', 'amount payable (item 36)'),
    status: column('choice', 'status', { choices: choices('draft', 'final', 'filed'), filter: true, sort: true }),
    filed_at: column('date', 'filed on'),
    filing_reference: column('text', 'filing reference'),
  },
});

/** docs/domain.md §12 monthly_tax_withholdings: its totals are the lines of the 1601-C. */
export const monthlyTaxWithholdingsReport = defineResource({
  name: 'monthly-tax-withholdings',
  table: 'payslips',
  label: 'Monthly ITW',
  textFields: ['employee_name'],
  defaultSort: ['employee_name', 'ASC'],
  fields: {
    year: year({ required: true }),
    month: month({ required: true }),
    tin: column('text', 'TIN', { sort: true }),
    employee_no: column('text', 'employee no.', { sort: true }),
    employee_name: column('text', 'employee', { sort: true }),
    is_mwe: column('boolean', 'MWE', { filter: true }),
    gross_compensation: column('money', 'gross compensation', { sort: true }),
    nt_mwe_basic: column('money', 'MWE basic (non-taxable)'),
    nt_mwe_premiums: column('money', 'MWE holiday, overtime, night, hazard pay'),
    nt_thirteenth_month_other_benefits: column('money', '13th month and other benefits'),
    nt_de_minimis: column('money', 'de minimis'),
    nt_contributions_union_dues: column('money', 'contributions and union dues'),
    nt_other: column('money', 'other non-taxable'),
    taxable_compensation: column('money', 'taxable compensation', { sort: true }),
    taxable_not_subject_to_withholding: column('money', 'taxable not subject to withholding (item 23)'),
    tax_withheld: column('money', 'tax withheld', { sort: true }),
    year_end_adjustment: column('money', 'year-end adjustment'),
  },
});

export const bir2316CertificatesReport = defineResource({
  name: 'bir-2316-certificates',
  table: 'payslips',
  label: 'BIR Form 2316',
  textFields: ['employee_name'],
  defaultSort: ['employee_name', 'ASC'],
  fields: {
    year: year({ required: true }),
    employee_name: column('text', 'employee', { sort: true }),
    tin: column('text', 'TIN', { sort: true }),
    period_from: column('date', 'period from'),
    period_to: column('date', 'period to'),
    is_mwe: column('boolean', 'MWE', { filter: true }),
    gross_compensation: column('money', 'gross (item 19)', { sort: true }),
    total_non_taxable: column('money', 'non-taxable (item 38)'),
    taxable_compensation: column('money', 'taxable (item 52)', { sort: true }),
    tax_due: column('money', 'tax due (item 24)', { sort: true }),
    tax_withheld: column('money', 'tax withheld (item 26)', { sort: true }),
    substituted_filing: column('boolean', 'substituted filing', { filter: true }),
    status: column('choice', 'status', { choices: choices('provisional', 'draft', 'final', 'issued'), filter: true }),
    issued_at: column('date', 'issued on'),
  },
});

const money = (label: string) => column('money', label);

/** docs/domain.md §12 alphalist_entries: schedule 1 and schedule 2 columns together; each schedule screen shows its own. */
export const alphalistEntriesReport = defineResource({
  name: 'alphalist-entries',
  table: 'payslips',
  label: 'Alphalist',
  textFields: ['last_name', 'first_name'],
  defaultSort: ['sequence_no', 'ASC'],
  fields: {
    year: year({ required: true }),
    schedule: filterOnly('choice', 'schedule', {
      choices: [
        { id: '1', name: '1 (employees other than MWEs)' },
        { id: '2', name: '2 (minimum wage earners)' },
      ],
    }),
    sequence_no: column('number', 'seq. no.', { sort: true }),
    tin: column('text', 'TIN', { sort: true }),
    last_name: column('text', 'last name', { sort: true }),
    first_name: column('text', 'first name'),
    middle_name: column('text', 'middle name'),
    nationality: column('text', 'nationality (foreigners)'),
    employment_status: column('text', 'employment status'),
    region: column('text', 'region'),
    period_from: column('date', 'from'),
    period_to: column('date', 'to'),
    reason_of_separation: column('text', 'reason of separation'),
    smw_per_day: money('SMW per day'),
    smw_per_month: money('SMW per month'),
    smw_per_year: money('SMW per year'),
    factor: column('text', 'factor (days per year)'),
    gross_compensation: column('money', 'gross compensation', { sort: true }),
    mwe_basic: money('basic SMW'),
    mwe_holiday_pay: money('holiday pay'),
    mwe_overtime_pay: money('overtime pay'),
    mwe_night_differential: money('night shift differential'),
    mwe_hazard_pay: money('hazard pay'),
    nt_thirteenth_month_other_benefits: money('non-taxable 13th month and other benefits'),
    nt_de_minimis: money('de minimis'),
    nt_contributions: money('SSS, PHIC, HDMF contributions and union dues'),
    nt_salaries_other: money('non-taxable salaries and other compensation'),
    total_non_taxable: money('total non-taxable'),
    taxable_basic_salary: money('taxable basic salary'),
    taxable_thirteenth_month_other_benefits: money('taxable 13th month and other benefits'),
    taxable_salaries_other: money('taxable salaries and other compensation'),
    total_taxable_present: money('total taxable (present employer)'),
    previous_employer_tin: column('text', 'previous employer TIN'),
    previous_employment_status: column('text', 'status with previous employer'),
    previous_period_from: column('date', 'previous employer from'),
    previous_period_to: column('date', 'previous employer to'),
    previous_separation_reason: column('text', 'reason of separation (previous employer)'),
    previous_gross: money('gross compensation (previous employer)'),
    previous_thirteenth_month_other_benefits: money('non-taxable 13th month and other benefits (previous employer)'),
    previous_de_minimis: money('de minimis (previous employer)'),
    previous_contributions: money('contributions and union dues (previous employer)'),
    previous_salaries_other: money('non-taxable salaries and other compensation (previous employer)'),
    previous_non_taxable: money('total non-taxable (previous employer)'),
    previous_taxable_basic_salary: money('taxable basic salary (previous employer)'),
    previous_taxable_thirteenth_month_other_benefits: money('taxable 13th month and other benefits (previous employer)'),
    previous_taxable_salaries_other: money('taxable salaries and other compensation (previous employer)'),
    previous_taxable: money('taxable (previous employer)'),
    total_taxable: money('total taxable (present and previous)'),
    tax_due: money('tax due'),
    tax_withheld_previous: money('tax withheld, previous employer'),
    tax_withheld_present_jan_nov: money('tax withheld, present employer, January to November'),
    year_end_adjustment: money('year-end adjustment (paid or refunded)'),
    tax_withheld_as_adjusted: column('money', 'tax withheld as adjusted', { sort: true }),
    substituted_filing: column('boolean', 'substituted filing', { filter: true }),
  },
});

export const BIR_REPORTS = [monthlyTaxWithholdingsReport, bir2316CertificatesReport, alphalistEntriesReport] as const;
