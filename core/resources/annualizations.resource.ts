import { choices, defineResource, reportColumn } from './define';
import { employeeRef } from './employees.resource';
import { batchFields, BATCH_STATUSES } from './batch-fields';

/**
 * A year-end annualisation run of one payroll group, targeting the group's last regular period
 * of the year (docs/domain.md §13.5, §14.10): compute builds one annualisation per employee paid in
 * that period; approving sends each tax adjustment to the period as a payroll entry.
 */
export const annualizationRunsResource = defineResource({
  name: 'annualization-runs',
  table: 'annualization_runs',
  label: 'Year-end annualisation runs',
  textFields: ['year'],
  defaultSort: ['id', 'DESC'],
  fields: {
    year: { kind: 'number', label: 'year', required: true, min: 2000, max: 2100, list: true, filter: true, sort: true, plain: true },
    ...batchFields({
      target: 'last regular period of the year',
      count: 'employees with an adjustment',
      total: 'net adjustment (payable less refunds)',
    }),
  },
});

const money = (label: string) => reportColumn('money', label, { sort: true });

/** One employee's annual tax computation: at year end (a run's line) or at separation (final pay). */
export const annualizationsResource = defineResource({
  name: 'annualizations',
  table: 'annualizations',
  label: 'Annualisations',
  textFields: ['year'],
  defaultSort: ['id', 'ASC'],
  fields: {
    annualization_run_id: reportColumn('ref', 'year-end run', { reference: 'annualization-runs', filter: true, list: false }),
    employee_id: reportColumn('ref', 'employee', { reference: 'employees', filter: true }),
    year: reportColumn('number', 'year', { filter: true, sort: true, plain: true, list: false }),
    annualization_type: reportColumn('choice', 'annualised at', { choices: choices('year_end', 'separation'), filter: true, list: false }),
    is_mwe: reportColumn('boolean', 'minimum wage earner', { filter: true, list: false }),
    present_gross: money('gross compensation (this employer)'),
    present_taxable: money('taxable, this employer'),
    previous_taxable: money('taxable, previous employer'),
    total_taxable: reportColumn('money', 'total taxable', { sort: true, list: false }),
    tax_due: money('tax due'),
    tax_withheld_present: money('withheld, this employer'),
    previous_tax_withheld: money('withheld, previous employer'),
    tax_adjustment: money('adjustment (+ payable, − refund)'),
    adjustment_kind: reportColumn('choice', 'refund or payable', { choices: choices('payable', 'refund', 'none'), filter: true }),
    substituted_filing_eligible: reportColumn('boolean', 'substituted filing', { filter: true }),
    status: reportColumn('choice', 'status', { choices: choices(...BATCH_STATUSES), filter: true }),
  },
});

/** Compensation and tax from another employer in the same year, from the 2316 it issued (docs/domain.md `previous_employer_incomes`). */
export const previousEmployerIncomesResource = defineResource({
  name: 'previous-employer-incomes',
  table: 'previous_employer_incomes',
  label: 'Previous employers\u2019 income',
  textFields: ['employer_name', 'year'],
  defaultSort: ['id', 'DESC'],
  fields: {
    employee_id: { ...employeeRef, required: true, list: true, filter: true },
    year: { kind: 'number', label: 'year', required: true, min: 2000, max: 2100, list: true, filter: true, sort: true, plain: true },
    employer_name: { kind: 'text', label: 'previous employer', required: true, maxLength: 150, list: true, search: true, sort: true },
    employer_tin: {
      kind: 'text',
      label: 'employer TIN',
      required: true,
      maxLength: 9,
      digitsOnly: true,
      pattern: { regex: /^\d{9}$/, message: 'The TIN has 9 digits.' },
      list: true,
      search: true,
    },
    employer_address: { kind: 'text', label: 'employer address', maxLength: 255 },
    period_from: { kind: 'date', label: 'employed from', required: true, list: true, sort: true },
    period_to: { kind: 'date', label: 'employed to', required: true, list: true },
    taxable_compensation: { kind: 'money', label: 'taxable compensation', required: true, min: 0, list: true },
    non_taxable_compensation: { kind: 'money', label: 'non-taxable compensation', required: true, min: 0 },
    thirteenth_month_and_other_benefits: { kind: 'money', label: '13th month and other benefits (non-taxable)', required: true, min: 0 },
    tax_withheld: { kind: 'money', label: 'tax withheld', required: true, min: 0, list: true },
  },
});
