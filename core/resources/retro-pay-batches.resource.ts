import { choices, defineResource, reportColumn } from './define';
import { batchFields } from './batch-fields';

/** Retroactive pay for a rate increase effective before periods already posted (docs/domain.md §13.5, §14.8). */
export const retroPayBatchesResource = defineResource({
  name: 'retro-pay-batches',
  table: 'retro_pay_batches',
  label: 'Retro pay batches',
  textFields: ['description'],
  defaultSort: ['id', 'DESC'],
  fields: {
    description: { kind: 'text', label: 'description', required: true, maxLength: 150, list: true, search: true, sort: true },
    retro_reason: {
      kind: 'choice',
      label: 'reason',
      required: true,
      choices: choices('salary_adjustment', 'wage_order', 'correction'),
      defaultValue: 'salary_adjustment',
      list: true,
      filter: true,
    },
    wage_order_no: { kind: 'text', label: 'wage order no.', maxLength: 50, search: true },
    effective_from: { kind: 'date', label: 'new rate effective from', required: true, list: true, sort: true },
    effective_to: { kind: 'date', label: 'revalue posted pay up to', required: true, list: true },
    employee_ids: {
      kind: 'refs',
      label: 'employees (blank: everyone with a rate change flagged for retro pay in the range)',
      reference: 'employees',
      max: 5000,
    },
    ...batchFields({ target: 'paid in payroll period', count: 'employees', total: 'total retro pay' }),
  },
});

/** A posted period's pay component of one employee revalued at the new rate. */
export const retroPayLinesResource = defineResource({
  name: 'retro-pay-lines',
  table: 'retro_pay_lines',
  label: 'Retro pay lines',
  textFields: ['id'],
  defaultSort: ['id', 'ASC'],
  fields: {
    retro_pay_batch_id: reportColumn('ref', 'retro pay batch', { reference: 'retro-pay-batches', filter: true, list: false }),
    employee_id: reportColumn('ref', 'employee', { reference: 'employees', filter: true }),
    payroll_period_id: reportColumn('ref', 'posted period', { reference: 'payroll-periods', filter: true }),
    component: reportColumn('choice', 'component', {
      choices: choices('basic', 'time_deductions', 'premiums', 'holiday_pay', 'paid_leave', 'allowance_rate_based'),
      filter: true,
    }),
    quantity: reportColumn('number', 'quantity'),
    old_rate: reportColumn('number', 'old rate'),
    new_rate: reportColumn('number', 'new rate'),
    old_amount: reportColumn('money', 'paid'),
    new_amount: reportColumn('money', 'at the new rate'),
    difference: reportColumn('money', 'difference', { sort: true }),
  },
});
