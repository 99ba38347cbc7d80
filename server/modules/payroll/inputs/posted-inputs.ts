import { sql } from 'kysely';
import type { Portal } from '@core/access';
import { crudResourcesOf } from '@core/resources/registry';
import type { CrudOptionsByResource, WriteContext } from '../../../http/crud';
import {
  assertNotUsedByPostedPeriods,
  changedFields,
  entriesWhere,
  paidFrom,
  paidOnLines,
  timesheetsWhere,
  type PeriodUsage,
  type PostedUseWording,
} from './posted-usage';

// The inputs a posted period was computed from, per resource: how a row reaches the periods
// that used it, and which of its fields say what was paid. Deleting such a row, or changing
// one of those fields, is refused with the periods' codes (posted-usage.ts). The computation
// batches (batch-crud.ts) check their own rows the same way.

/** A record as the generic CRUD routes read it from its table. */
type StoredRecord = NonNullable<WriteContext['existing']>;

interface PostedGuard {
  /** the record in the message: "recurring entry" */
  readonly what: string;
  readonly usages: (row: StoredRecord) => PeriodUsage[];
  /** how the periods used it (default "paid") */
  readonly verb?: string;
  readonly deleteAdvice?: string;
  /** the fields whose change would rewrite what a posted period paid */
  readonly paidFields?: readonly string[];
  readonly changeAdvice?: string;
}

const id = (row: StoredRecord) => Number(row.id);

const GUARDS: Record<string, PostedGuard> = {
  'recurring-entries': {
    what: 'recurring entry',
    usages: (row) => [paidFrom('recurring', id(row))],
    deleteAdvice: 'end it instead',
    // its end date may still change: ending it is how it stops
    paidFields: ['employee_id', 'transaction_type_id', 'amount', 'frequency', 'prorate_by_attendance', 'start_date'],
    changeAdvice: 'end it and add a new one',
  },
  'payroll-entries': {
    what: 'payroll entry',
    usages: (row) => [entriesWhere(sql`e.id = ${id(row)}`)],
    paidFields: ['payroll_period_id', 'employee_id', 'transaction_type_id', 'amount', 'quantity'],
  },
  loans: {
    what: 'loan',
    verb: 'deducted',
    usages: (row) => [paidOnLines(sql`l.loan_id = ${id(row)}`)],
  },
  'transaction-types': {
    what: 'transaction type',
    usages: (row) => [paidOnLines(sql`l.transaction_type_id = ${id(row)}`)],
    deleteAdvice: 'deactivate it instead',
    paidFields: ['transaction_class_id'],
    changeAdvice: 'add a new transaction type instead',
  },
  'loan-types': {
    what: 'loan type',
    verb: 'deducted',
    usages: (row) => [paidOnLines(sql`l.loan_id in (select n.id from loans n where n.loan_type_id = ${id(row)})`)],
  },
  'batch-entries': {
    what: 'batch',
    usages: (row) => [
      entriesWhere(
        sql`e.source_type = 'batch' and e.source_id in (select b.id from batch_entry_lines b where b.batch_entry_id = ${id(row)})`,
      ),
    ],
  },
  'batch-entry-lines': {
    what: 'batch line',
    usages: (row) => [entriesWhere(sql`e.source_type = 'batch' and e.source_id = ${id(row)}`)],
    paidFields: ['employee_no', 'amount'],
  },
  'final-pay-lines': {
    what: 'final pay line',
    usages: (row) => [
      sql`select p.id as payroll_period_id from payroll_periods p where p.final_pay_case_id = ${Number(row.final_pay_case_id)}`,
    ],
    paidFields: ['component', 'amount'],
  },
  'previous-employer-incomes': {
    what: 'income from a previous employer',
    verb: 'counted in the year-end tax adjustment',
    usages: (row) => [
      entriesWhere(
        sql`e.id in (select a.payroll_entry_id from annualizations a where a.employee_id = ${Number(row.employee_id)} and a.year = ${Number(row.year)})`,
      ),
    ],
    paidFields: [
      'employee_id',
      'year',
      'taxable_compensation',
      'non_taxable_compensation',
      'thirteenth_month_and_other_benefits',
      'tax_withheld',
    ],
  },
  'shift-schedules': {
    what: 'shift',
    verb: 'worked',
    usages: (row) => [timesheetsWhere(sql`d.shift_schedule_id = ${id(row)}`)],
    deleteAdvice: 'deactivate it instead',
  },
  'overtime-rates': {
    what: 'overtime rate',
    verb: 'used',
    usages: (row) => [
      // measured by timekeeping: the days that earned the premium
      timesheetsWhere(sql`d.id in (select q.daily_time_record_id from daily_premiums q where q.overtime_rate_id = ${id(row)})`),
      // uploaded summaries name the premium by code; the rate in force on the cut-off end applies
      sql`select t.payroll_period_id from timesheet_summaries s join timesheets t on t.id = s.timesheet_id
           where t.payroll_period_id is not null and (s.premium_minutes ->> ${String(row.code)}) is not null
             and t.cutoff_end >= ${String(row.effective_from)}
             and not exists (select 1 from overtime_rates o where o.code = ${String(row.code)}
                              and o.effective_from > ${String(row.effective_from)} and o.effective_from <= t.cutoff_end)`,
    ],
    deleteAdvice: 'add a rate effective from a later date instead',
    paidFields: ['code', 'day_type', 'hour_type', 'is_night', 'multiplier', 'effective_from', 'transaction_type_id'],
    changeAdvice: 'add a rate effective from a later date instead',
  },
};

/**
 * Wraps the delete and write hooks of the portal's writable resources that posted periods
 * use: call after the resources' own options are set, before the routes are registered.
 */
export function keepWhatPostedPeriodsUsed(crud: CrudOptionsByResource, portal: Portal): void {
  for (const { definition, access } of crudResourcesOf(portal)) {
    const guard = GUARDS[definition.name];
    if (!guard || access !== 'write') continue;
    const options = crud.get(definition.name) ?? {};
    const wording = (refused: 'deleted' | 'changed'): PostedUseWording => ({
      verb: guard.verb,
      refused,
      advice: refused === 'deleted' ? guard.deleteAdvice : guard.changeAdvice,
    });
    crud.set(definition.name, {
      ...options,
      validate: async (values, context) => {
        await options.validate?.(values, context);
        const { existing } = context;
        if (existing && guard.paidFields && changedFields(existing, values, guard.paidFields).length > 0) {
          await assertNotUsedByPostedPeriods(context.trx, guard.what, guard.usages(existing), wording('changed'));
        }
      },
      beforeDelete: async (context) => {
        await assertNotUsedByPostedPeriods(context.trx, guard.what, guard.usages(context.existing), wording('deleted'));
        await options.beforeDelete?.(context);
      },
    });
  }
}
