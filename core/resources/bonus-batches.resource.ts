import { BATCH_STATE_FIELDS, batchLinesResource, batchTargetFields } from './batch-fields';
import { choices, defineResource, reportColumn } from './define';

/** A bonus or other special benefit computed per eligible employee, paid through a target period (docs/domain.md §13.5, §14.12). */
export const bonusBatchesResource = defineResource({
  name: 'bonus-batches',
  table: 'bonus_batches',
  label: 'Bonus batches',
  textFields: ['bonus_name'],
  defaultSort: ['id', 'DESC'],
  fields: {
    bonus_name: { kind: 'text', label: 'bonus', required: true, maxLength: 100, list: true, search: true, sort: true },
    transaction_type_id: {
      kind: 'ref',
      label: 'paid as transaction type',
      reference: 'transaction-types',
      required: true,
      list: true,
      filter: true,
    },
    computation_method: {
      kind: 'choice',
      label: 'computed as',
      required: true,
      choices: choices('fixed_amount', 'percent_of_basic', 'months_of_basic'),
      defaultValue: 'months_of_basic',
      list: true,
    },
    factor: {
      kind: 'number',
      label: 'amount in pesos, percent of the monthly basic, or number of months',
      required: true,
      min: 0.0001,
      max: 99_999_999,
      list: true,
    },
    basis_date: { kind: 'date', label: 'eligibility and rates as of', required: true, list: true, sort: true },
    min_service_months: { kind: 'number', label: 'minimum months of service', min: 0, max: 600, defaultValue: 0 },
    prorate_by_service: { kind: 'boolean', label: 'pro-rate by months of service in the year', defaultValue: false },
    ...batchTargetFields(),
    employee_count: { kind: 'number', label: 'employees', readOnly: true, list: true },
    total_amount: { kind: 'money', label: 'total payable', readOnly: true, list: true, sort: true },
    ...BATCH_STATE_FIELDS,
  },
});

/** Each eligible employee's bonus in a batch. */
export const bonusLinesResource = batchLinesResource(
  'bonus-lines',
  'Bonus lines',
  { column: 'bonus_batch_id', label: 'bonus batch', reference: 'bonus-batches' },
  {
    monthly_basic: reportColumn('money', 'monthly basic', { sort: true }),
    service_months: reportColumn('number', 'months of service in the year', { sort: true }),
    amount_payable: reportColumn('money', 'payable', { sort: true }),
  },
);
