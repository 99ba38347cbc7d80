import { BATCH_STATE_FIELDS, batchLinesResource, batchTargetFields } from './batch-fields';
import { defineResource, reportColumn, type FieldDefinition } from './define';

/** Year-end conversion of unused convertible leave to cash, paid through a target period (docs/domain.md §13.5, §14.11). */
export const leaveConversionsResource = defineResource({
  name: 'leave-conversions',
  table: 'leave_conversions',
  label: 'Leave conversions',
  textFields: ['year', 'as_of_date'],
  defaultSort: ['id', 'DESC'],
  fields: {
    year: {
      kind: 'number',
      label: 'unused leave of year',
      required: true,
      min: 2000,
      max: 2100,
      list: true,
      filter: true,
      sort: true,
      plain: true,
    },
    // blank: every convertible leave type of the company
    leave_type_id: { kind: 'ref', label: 'leave type (blank: every convertible type)', reference: 'leave-types', list: true, filter: true },
    as_of_date: { kind: 'date', label: 'balances and daily rates as of', required: true, list: true, sort: true },
    ...batchTargetFields(),
    employee_count: { kind: 'number', label: 'employees', readOnly: true, list: true },
    total_days: { kind: 'number', label: 'days converted', readOnly: true, list: true },
    total_amount: { kind: 'money', label: 'total payable', readOnly: true, list: true, sort: true },
    approved_at: { kind: 'datetime', label: 'approved on', readOnly: true },
    ...BATCH_STATE_FIELDS,
  },
});

const money = (label: string) => reportColumn('money', label, { sort: true });

/** Each employee's convertible leave of one type: days, daily rate, amount and its tax split. */
export const leaveConversionLinesResource = batchLinesResource(
  'leave-conversion-lines',
  'Leave conversion lines',
  { column: 'leave_conversion_id', label: 'leave conversion', reference: 'leave-conversions' },
  {
    leave_type_id: reportColumn('ref', 'leave type', { reference: 'leave-types', filter: true }),
    unused_days: reportColumn('number', 'unused days'),
    max_convertible_days: reportColumn('number', 'convertible at most'),
    convertible_days: reportColumn('number', 'days converted', { sort: true }),
    daily_rate: reportColumn('number', 'daily rate'),
    amount: money('amount'),
    non_taxable_days: reportColumn('number', 'non-taxable days'),
    non_taxable_amount: money('non-taxable'),
    taxable_amount: money('taxable'),
  },
);

/** What lowering one line's days takes. */
export const LINE_DAYS_FIELDS: Record<string, FieldDefinition> = {
  convertible_days: { kind: 'number', label: 'days converted', required: true, min: 0, max: 366 },
};
