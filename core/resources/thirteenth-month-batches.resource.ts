import { BATCH_STATE_FIELDS, batchLinesResource, batchTargetFields } from './batch-fields';
import { choices, defineResource, reportColumn } from './define';

/** A 13th-month computation for a year up to a coverage date, paid through a target period (docs/domain.md §13.5, §14.7). */
export const thirteenthMonthBatchesResource = defineResource({
  name: 'thirteenth-month-batches',
  table: 'thirteenth_month_batches',
  label: '13th month batches',
  textFields: ['year', 'coverage_to'],
  defaultSort: ['id', 'DESC'],
  fields: {
    year: { kind: 'number', label: 'year', required: true, min: 2000, max: 2100, list: true, filter: true, sort: true, plain: true },
    coverage_to: { kind: 'date', label: 'basic salary earned up to', required: true, list: true, sort: true },
    include_projection: { kind: 'boolean', label: 'add the basic salary projected to December 31', defaultValue: false },
    instalment: {
      kind: 'choice',
      label: 'instalment',
      required: true,
      choices: choices('full', 'first_half', 'balance'),
      defaultValue: 'full',
      list: true,
    },
    min_service_days: { kind: 'number', label: 'minimum days of service in the year', min: 0, max: 366, defaultValue: 30 },
    ...batchTargetFields(),
    employee_count: { kind: 'number', label: 'employees', readOnly: true, list: true },
    total_amount: { kind: 'money', label: 'total payable', readOnly: true, list: true, sort: true },
    ...BATCH_STATE_FIELDS,
  },
});

const money = (label: string) => reportColumn('money', label, { sort: true });

/** Each employee's 13th month in a batch: basic earned, due, paid before, payable and its tax split (docs/domain.md §14.7). */
export const thirteenthMonthLinesResource = batchLinesResource(
  'thirteenth-month-lines',
  '13th month lines',
  { column: 'thirteenth_month_batch_id', label: '13th month batch', reference: 'thirteenth-month-batches' },
  {
    basic_earned: money('basic salary earned'),
    projected_basic: money('projected basic salary'),
    amount_due: money('13th month due'),
    previously_paid: money('paid earlier in the year'),
    amount_payable: money('payable now'),
    non_taxable_amount: money('non-taxable'),
    taxable_amount: money('taxable'),
  },
);
