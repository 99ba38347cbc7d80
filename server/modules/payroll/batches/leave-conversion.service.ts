import { sql } from 'kysely';
import { centavosText, formatMoney } from '@core/money';
import { LINE_DAYS_FIELDS, leaveConversionLinesResource, leaveConversionsResource } from '@core/resources/leave-conversions.resource';
import { leaveConversionsWorkflow } from '@core/resources/leave-conversions.workflow';
import type { Database } from '../../../db/database';
import { fromMilliDays, toMilliDays } from '../../timekeeping/leave/entitlement';
import { postConversionEntries } from '../../timekeeping/leave/leave-ledger';
import { callerCompanyId } from '../company';
import { ratio } from '../engine/money';
import { payRates, type PayRates } from '../engine/rates';
import { selectVersion } from '../engine/versions';
import { centavos } from '../processing/payslip-builder';
import { loadStatutoryTables } from '../tables/load-tables';
import type { BatchKind, BatchOf, BatchPayment } from './batch-kind';
import { conversionFigures, convertibleMilliDays } from './leave-conversion-line';
import { insertLines } from './batch-lines';

// Year-end leave conversion (docs/domain.md §14.11), a computation batch of the timekeeping portal:
// for each employee of the target period's group employed on the as-of date and each
// convertible leave type, the unused balance of the year on that date up to the type's
// convertible maximum, at the daily rate in force on that date. Vacation and service incentive
// leave are de minimis up to the day limit in force on the pay date (10 days, 12 from
// 6 January 2026), less the days already monetised in the year: LEAVE_CONVERSION_NT; the
// rest is LEAVE_CONVERSION_TX. Approval also debits the converted days in the leave ledger.

export const NON_TAXABLE_TYPE = 'LEAVE_CONVERSION_NT';
export const TAXABLE_TYPE = 'LEAVE_CONVERSION_TX';
/** The leave types whose monetisation is de minimis (vacation leave; service incentive leave by common practice, docs/statutory.md §7.1). */
const DE_MINIMIS_LEAVE_CODES = ['VL', 'SIL'];

const typeIds = async (trx: Database) => {
  const rows = await trx
    .selectFrom('transaction_types')
    .select(['id', 'code'])
    .where('code', 'in', [NON_TAXABLE_TYPE, TAXABLE_TYPE])
    .execute();
  return new Map(rows.map((r) => [r.code, Number(r.id)]));
};

type Group = { days_per_year: string; hours_per_day: string };
type Compensation = { rate_type: string; basic_rate: string };

/** The employee's pay rates on the as-of date; an hourly rate's day is hourly × hours a day, as the payslip takes it. */
function ratesOf(group: Group, rate: Compensation): PayRates {
  const daysPerYear = ratio(Math.round(Number(group.days_per_year) * 100), 100);
  const hoursPerDay = ratio(Math.round(Number(group.hours_per_day) * 100), 100);
  const basic = centavos(rate.basic_rate);
  if (rate.rate_type === 'monthly') return payRates('monthly', basic, daysPerYear, hoursPerDay);
  return payRates('daily', rate.rate_type === 'hourly' ? Math.round(basic * Number(group.hours_per_day)) : basic, daysPerYear, hoursPerDay);
}

const compensationsOn = (trx: Database, employeeIds: number[], date: string) =>
  trx
    .selectFrom('employee_compensations')
    .distinctOn('employee_id')
    .select(['employee_id', 'rate_type', 'basic_rate'])
    .where('employee_id', 'in', employeeIds)
    .where('effective_date', '<=', date)
    .orderBy('employee_id')
    .orderBy('effective_date', 'desc')
    .orderBy('id', 'desc')
    .execute();

const groupOf = (trx: Database, groupId: number) =>
  trx.selectFrom('payroll_groups').select(['days_per_year', 'hours_per_day']).where('id', '=', groupId).executeTakeFirstOrThrow();

/** Rebuilds the lines; answers the conversion's employee count and totals. */
export async function computeLeaveConversion(
  trx: Database,
  id: number,
): Promise<{ employee_count: number; total_days: string; total_amount: string }> {
  const batch = await trx.selectFrom('leave_conversions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const [group, period, types] = await Promise.all([
    groupOf(trx, Number(batch.payroll_group_id)),
    trx.selectFrom('payroll_periods').select('pay_date').where('id', '=', batch.target_payroll_period_id).executeTakeFirstOrThrow(),
    trx
      .selectFrom('leave_types')
      .select(['id', 'code', 'max_convertible_days'])
      .where('company_id', '=', batch.company_id)
      .where('is_convertible', '=', true)
      .where('deleted_at', 'is', null)
      .$if(batch.leave_type_id !== null, (q) => q.where('id', '=', Number(batch.leave_type_id)))
      .orderBy('id')
      .execute(),
  ]);
  const employees = await trx
    .selectFrom('employees')
    .select('id')
    .where('company_id', '=', batch.company_id)
    .where('payroll_group_id', '=', Number(batch.payroll_group_id))
    .where('hire_date', '<=', batch.as_of_date)
    .where((eb) => eb.or([eb('separation_date', 'is', null), eb('separation_date', '>=', batch.as_of_date)]))
    .orderBy('id')
    .execute();
  const ids = employees.length ? employees.map((e) => Number(e.id)) : [0];
  const typeList = types.length ? types.map((t) => Number(t.id)) : [0];
  const payYear = period.pay_date.slice(0, 4);
  const [balances, rates, monetised, tables] = await Promise.all([
    // the year's balance on the as-of date: its ledger entries up to that day
    trx
      .selectFrom('leave_ledger_entries as l')
      .innerJoin('leave_balances as b', 'b.id', 'l.leave_balance_id')
      .select(['b.employee_id', 'b.leave_type_id', sql<string>`sum(l.days)`.as('days')])
      .where('b.year', '=', batch.year)
      .where('b.employee_id', 'in', ids)
      .where('b.leave_type_id', 'in', typeList)
      .where('l.entry_date', '<=', batch.as_of_date)
      .groupBy(['b.employee_id', 'b.leave_type_id'])
      .execute(),
    compensationsOn(trx, ids, batch.as_of_date),
    // days already paid as de minimis monetised leave in the pay date's year
    trx
      .selectFrom('payroll_entries as pe')
      .innerJoin('payroll_periods as pp', 'pp.id', 'pe.payroll_period_id')
      .innerJoin('transaction_types as t', 't.id', 'pe.transaction_type_id')
      .select(['pe.employee_id', sql<string>`coalesce(sum(pe.quantity), 0)`.as('days')])
      .where('t.code', '=', NON_TAXABLE_TYPE)
      .where('pe.status', 'in', ['active', 'posted'])
      .where('pe.employee_id', 'in', ids)
      .where('pp.pay_date', '>=', `${payYear}-01-01`)
      .where('pp.pay_date', '<=', `${payYear}-12-31`)
      .groupBy('pe.employee_id')
      .execute(),
    loadStatutoryTables(trx),
  ]);
  const ceiling = selectVersion(tables.de_minimis, period.pay_date, 'de minimis ceilings').items.monetized_leave.ceiling;
  const limitMilli = ceiling.unit === 'days' ? ceiling.days * 1000 : 0;
  const unusedOf = new Map(balances.map((b) => [`${b.employee_id}:${b.leave_type_id}`, toMilliDays(b.days)]));
  const rateOf = new Map(rates.map((r) => [Number(r.employee_id), r]));
  const usedOf = new Map(monetised.map((m) => [Number(m.employee_id), toMilliDays(m.days)]));

  await trx.deleteFrom('leave_conversion_lines').where('leave_conversion_id', '=', id).execute();
  const lines = [];
  let totalMilli = 0;
  let total = 0;
  const paid = new Set<number>();
  for (const employeeId of employees.map((e) => Number(e.id))) {
    const rate = rateOf.get(employeeId);
    if (!rate) continue;
    const pay = ratesOf(group, rate);
    let limitLeft = Math.max(0, limitMilli - (usedOf.get(employeeId) ?? 0));
    for (const type of types) {
      const unused = unusedOf.get(`${employeeId}:${type.id}`) ?? 0;
      const max = type.max_convertible_days === null ? null : toMilliDays(type.max_convertible_days);
      const days = convertibleMilliDays(unused, max);
      if (days === 0) continue;
      const deMinimis = DE_MINIMIS_LEAVE_CODES.includes(type.code);
      const figures = conversionFigures(pay, days, deMinimis ? limitLeft : null);
      if (deMinimis) limitLeft -= figures.non_taxable_milli;
      totalMilli += days;
      total += figures.amount;
      if (figures.amount > 0) paid.add(employeeId);
      lines.push({
        leave_conversion_id: id,
        employee_id: employeeId,
        leave_type_id: Number(type.id),
        unused_days: fromMilliDays(unused),
        max_convertible_days: fromMilliDays(max ?? unused),
        convertible_days: fromMilliDays(days),
        daily_rate: pay.display.daily_rate,
        amount: centavosText(figures.amount),
        non_taxable_days: fromMilliDays(figures.non_taxable_milli),
        non_taxable_amount: centavosText(figures.non_taxable_amount),
        taxable_amount: centavosText(figures.taxable_amount),
      });
    }
  }
  await insertLines(trx, 'leave_conversion_lines', lines);
  return { employee_count: paid.size, total_days: fromMilliDays(totalMilli), total_amount: centavosText(total) };
}

type LineRow = { id: number; employee_id: number; leave_type_id: number; convertible_days: string };

const linesOf = (trx: Database, conversionId: number) =>
  trx
    .selectFrom('leave_conversion_lines')
    .select(['id', 'employee_id', 'leave_type_id', 'convertible_days', 'non_taxable_days', 'non_taxable_amount', 'taxable_amount'])
    .where('leave_conversion_id', '=', conversionId)
    .orderBy('id')
    .execute();

async function ledger(trx: Database, batch: BatchOf<'leave_conversions'>, reversal: boolean, userId: number | null) {
  const lines: LineRow[] = await linesOf(trx, batch.id);
  await postConversionEntries(
    trx,
    { id: batch.id, year: batch.year, as_of_date: batch.as_of_date },
    lines.map((l) => ({
      employee_id: Number(l.employee_id),
      leave_type_id: Number(l.leave_type_id),
      milli_days: toMilliDays(l.convertible_days),
    })),
    reversal,
    userId,
  );
}

/** The conversion's totals after a line changed. */
async function refreshTotals(trx: Database, conversionId: number) {
  const row = await trx
    .selectFrom('leave_conversion_lines')
    .select([
      sql<string>`coalesce(sum(convertible_days), 0)`.as('days'),
      sql<string>`coalesce(sum(amount), 0)`.as('amount'),
      sql<string>`count(distinct employee_id) filter (where amount > 0)`.as('employees'),
    ])
    .where('leave_conversion_id', '=', conversionId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('leave_conversions')
    .set({ total_days: row.days, total_amount: row.amount, employee_count: Number(row.employees) })
    .where('id', '=', conversionId)
    .execute();
}

export const leaveConversionKind: BatchKind<'leave_conversions', 'leave_conversion_lines'> = {
  definition: leaveConversionsResource,
  workflow: leaveConversionsWorkflow,
  table: 'leave_conversions',
  lines: 'leave_conversion_lines',
  batchColumn: 'leave_conversion_id',
  source: 'leave_conversion',
  compute: computeLeaveConversion,
  payment: async (trx) => ({ typeId: (await typeIds(trx)).get(TAXABLE_TYPE)!, remarks: '' }),
  payments: async (trx, batch) => {
    const types = await typeIds(trx);
    const remarks = `Leave conversion ${String(batch.year)} (batch ${String(batch.id)})`;
    return (await linesOf(trx, Number(batch.id))).flatMap((line) => {
      const base = { line_id: Number(line.id), employee_id: Number(line.employee_id), remarks };
      const entries: BatchPayment[] = [];
      if (line.non_taxable_amount !== '0.00')
        entries.push({
          ...base,
          transaction_type_id: types.get(NON_TAXABLE_TYPE)!,
          amount: line.non_taxable_amount,
          quantity: line.non_taxable_days,
        });
      if (line.taxable_amount !== '0.00')
        entries.push({ ...base, transaction_type_id: types.get(TAXABLE_TYPE)!, amount: line.taxable_amount });
      return entries;
    });
  },
  validate: async (values, context) => {
    if (values.as_of_date && Number(String(values.as_of_date).slice(0, 4)) < Number(values.year)) {
      context.problems.add('as_of_date', `The balances of ${String(values.year)} are taken on a date in or after that year.`);
    }
    if (values.leave_type_id === null || values.leave_type_id === undefined) return;
    const type = await context.trx
      .selectFrom('leave_types')
      .select(['name', 'company_id', 'is_convertible'])
      .where('id', '=', Number(values.leave_type_id))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!type || Number(type.company_id) !== (await callerCompanyId(context.trx, context.request))) {
      context.problems.add('leave_type_id', 'The selected leave type is invalid.');
    } else if (!type.is_convertible) {
      context.problems.add('leave_type_id', `${type.name} is not convertible to cash.`);
    }
  },
  approve: {
    effect: async (trx, batch, { request, now }) => {
      await ledger(trx, batch, false, request.auth?.user.id ?? null);
      return { approved_by: request.auth?.user.id ?? null, approved_at: now };
    },
  },
  unapprove: async (trx, batch, { request }) => {
    await ledger(trx, batch, true, request.auth?.user.id ?? null);
    return { approved_by: null, approved_at: null };
  },
  lineEdit: {
    definition: leaveConversionLinesResource,
    action: 'change-days',
    fields: LINE_DAYS_FIELDS,
    apply: async (trx, line, batch, values, problems) => {
      const wanted = toMilliDays(String(values.convertible_days));
      const before = toMilliDays(String(line.convertible_days));
      const most = toMilliDays(String(line.max_convertible_days));
      const ceiling = Math.min(most, toMilliDays(String(line.unused_days)));
      if (wanted > ceiling) {
        problems.add('convertible_days', `At most ${fromMilliDays(ceiling)} days can be converted (the convertible unused balance).`);
        return '';
      }
      // the same daily rate; fewer days keep the non-taxable days up to the new number
      const [rate] = await compensationsOn(trx, [Number(line.employee_id)], String(batch.as_of_date));
      const pay = ratesOf(await groupOf(trx, Number(batch.payroll_group_id)), rate);
      const figures = conversionFigures(pay, wanted, toMilliDays(String(line.non_taxable_days)));
      await trx
        .updateTable('leave_conversion_lines')
        .set({
          convertible_days: fromMilliDays(wanted),
          amount: centavosText(figures.amount),
          non_taxable_days: fromMilliDays(figures.non_taxable_milli),
          non_taxable_amount: centavosText(figures.non_taxable_amount),
          taxable_amount: centavosText(figures.taxable_amount),
        })
        .where('id', '=', Number(line.id))
        .execute();
      await refreshTotals(trx, Number(batch.id));
      const employee = await trx
        .selectFrom('employees')
        .select('employee_no')
        .where('id', '=', Number(line.employee_id))
        .executeTakeFirstOrThrow();
      return `${employee.employee_no} now converts ${fromMilliDays(wanted)} days (was ${fromMilliDays(before)}): ${formatMoney(centavosText(figures.amount))}, of which ${formatMoney(centavosText(figures.non_taxable_amount))} non-taxable.`;
    },
  },
};
