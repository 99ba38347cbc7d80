import type { ResourceDefinition } from './define';
import { alphalistEntriesReport } from './bir.resource';

// The two schedules of the 1604-C alphalist as views of alphalist-entries: the
// columns of each schedule in the BIR order (docs/statutory.md §9.4). Not registered: the
// registry holds alphalist-entries once.

/** The same definition showing only the columns of one schedule, in their BIR order. */
function scheduleColumns(definition: ResourceDefinition, columns: readonly string[], label: string): ResourceDefinition {
  const fields = Object.fromEntries(
    Object.entries(definition.fields).map(([name, f]) => [name, { ...f, list: f.list ? columns.includes(name) : false }]),
  );
  const ordered = Object.fromEntries([
    ...columns.map((name) => [name, fields[name]] as const),
    ...Object.entries(fields).filter(([name]) => !columns.includes(name)),
  ]);
  return { ...definition, label, fields: ordered };
}

const IDENTITY = ['sequence_no', 'tin', 'last_name', 'first_name', 'middle_name'];
const TAX = [
  'tax_due',
  'tax_withheld_previous',
  'tax_withheld_present_jan_nov',
  'year_end_adjustment',
  'tax_withheld_as_adjusted',
  'substituted_filing',
];

/** Schedule 1 columns 7a to 7j: the present employer's compensation. */
export const SCHEDULE_1_PRESENT_AMOUNTS = [
  'gross_compensation',
  'nt_thirteenth_month_other_benefits',
  'nt_de_minimis',
  'nt_contributions',
  'nt_salaries_other',
  'total_non_taxable',
  'taxable_basic_salary',
  'taxable_thirteenth_month_other_benefits',
  'taxable_salaries_other',
  'total_taxable_present',
] as const;

/** Schedule 1 columns 12a to 12j: the previous employer(s) of the year. */
export const SCHEDULE_1_PREVIOUS_AMOUNTS = [
  'previous_gross',
  'previous_thirteenth_month_other_benefits',
  'previous_de_minimis',
  'previous_contributions',
  'previous_salaries_other',
  'previous_non_taxable',
  'previous_taxable_basic_salary',
  'previous_taxable_thirteenth_month_other_benefits',
  'previous_taxable_salaries_other',
  'previous_taxable',
] as const;

export const schedule1Alphalist = scheduleColumns(
  alphalistEntriesReport,
  [
    ...IDENTITY,
    'nationality',
    'employment_status',
    'period_from',
    'period_to',
    'reason_of_separation',
    ...SCHEDULE_1_PRESENT_AMOUNTS,
    'previous_employer_tin',
    'previous_employment_status',
    'previous_period_from',
    'previous_period_to',
    'previous_separation_reason',
    ...SCHEDULE_1_PREVIOUS_AMOUNTS,
    'total_taxable',
    ...TAX,
  ],
  'Schedule 1 - alphalist of employees other than minimum wage earners',
);

export const schedule2Alphalist = scheduleColumns(
  alphalistEntriesReport,
  [
    ...IDENTITY,
    'region',
    'period_from',
    'period_to',
    'smw_per_day',
    'smw_per_month',
    'smw_per_year',
    'factor',
    'gross_compensation',
    'mwe_basic',
    'mwe_holiday_pay',
    'mwe_overtime_pay',
    'mwe_night_differential',
    'mwe_hazard_pay',
    'nt_thirteenth_month_other_benefits',
    'nt_de_minimis',
    'nt_contributions',
    'nt_salaries_other',
    'total_non_taxable',
    'taxable_thirteenth_month_other_benefits',
    'taxable_salaries_other',
    'total_taxable_present',
    ...TAX,
  ],
  'Schedule 2 - alphalist of minimum wage earners',
);
