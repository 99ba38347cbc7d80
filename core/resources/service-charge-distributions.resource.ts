import { BATCH_STATE_FIELDS, batchLinesResource, batchTargetFields } from './batch-fields';
import { choices, defineResource, reportColumn, type FieldDefinition } from './define';

/**
 * Service charges an establishment collected over a period of at most 16 days, shared by its
 * non-managerial employees and paid through a target period (docs/domain.md §13.5, §14.12; Labor Code art. 96).
 */
export const serviceChargeDistributionsResource = defineResource({
  name: 'service-charge-distributions',
  table: 'service_charge_distributions',
  label: 'Service charge distributions',
  textFields: ['collection_from', 'collection_to'],
  defaultSort: ['id', 'DESC'],
  fields: {
    business_unit_id: { kind: 'ref', label: 'establishment', reference: 'business-units', required: true, list: true, filter: true },
    collection_from: { kind: 'date', label: 'collected from', required: true, list: true, sort: true },
    collection_to: { kind: 'date', label: 'collected to', required: true, list: true, sort: true },
    total_collected: { kind: 'money', label: 'total collected', required: true, min: 0.01, list: true, sort: true },
    distributable_percent: {
      kind: 'number',
      label: 'share distributed to employees',
      percent: true,
      required: true,
      min: 0.00001,
      max: 1,
      defaultValue: '1.00000',
    },
    distributable_amount: { kind: 'money', label: 'distributable', readOnly: true, list: true, sort: true },
    basis: {
      kind: 'choice',
      label: 'shared',
      required: true,
      choices: choices('equal_share', 'days_worked'),
      defaultValue: 'equal_share',
      list: true,
    },
    covered_count: { kind: 'number', label: 'covered employees', readOnly: true, list: true },
    ...batchTargetFields(false),
    ...BATCH_STATE_FIELDS,
  },
});

/** Each covered employee's share of a distribution; a share may be overridden with a reason before approval. */
export const serviceChargeSharesResource = batchLinesResource(
  'service-charge-shares',
  'Service charge shares',
  { column: 'service_charge_distribution_id', label: 'service charge distribution', reference: 'service-charge-distributions' },
  {
    days_worked: reportColumn('number', 'days worked in the collection period', { sort: true }),
    computed_amount: reportColumn('money', 'computed share', { sort: true }),
    share_amount: reportColumn('money', 'share paid', { sort: true }),
    override_reason: reportColumn('text', 'reason for the change'),
  },
);

/** What an override of one share takes. */
export const SHARE_OVERRIDE_FIELDS: Record<string, FieldDefinition> = {
  share_amount: { kind: 'money', label: 'share paid', required: true, min: 0 },
  override_reason: { kind: 'text', label: 'reason for the change', required: true, maxLength: 255 },
};
