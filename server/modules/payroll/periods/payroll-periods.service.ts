import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { payrollPeriodsResource } from '@core/resources/payroll-periods.resource';
import type { AnySelect, Database } from '../../../db/database';
import { serialiseRow, textExpression, type CrudOptions } from '../../../http/crud';
import { ConflictError, FieldErrorCollector, NotFoundError } from '../../../http/errors';
import { actorOf, audit } from '../../../shared/audit';
import { regularPeriods, type GroupCalendar } from './period-calendar';

// The payroll calendar's rules (docs/domain.md §7 payroll_periods): a period changes only while
// open, a regular period's cut-off does not overlap another of its group, a new period other
// than the generated ones is a special run numbered in its year; generate-year creates a
// group's missing regular periods of a year from its cut-off days.

type CrudValues = Parameters<NonNullable<CrudOptions['validate']>>[0];
type CrudContext = Parameters<NonNullable<CrudOptions['validate']>>[1];

const monthOf = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

/** A period's list and record carry whether a timesheet is linked to it. */
export const withTimesheetLinked = (query: AnySelect): AnySelect =>
  query.select(
    sql<boolean>`exists (select 1 from timesheets t where t.payroll_period_id = r.id and t.status = 'linked')`.as('timesheet_linked'),
  );

/** 409 unless the stored period is open. */
export function refuseUnlessOpen(existing: CrudContext['existing']): void {
  if (existing && existing.status !== 'open') {
    throw new ConflictError(`Payroll period ${String(existing.code)} is ${String(existing.status)}; only open periods can be changed.`);
  }
}

export async function checkDates(values: CrudValues, context: CrudContext): Promise<void> {
  const { cutoff_start: start, cutoff_end: end, pay_date: pay } = values as Record<string, string | null>;
  const regular = values.period_type === 'regular';
  if (regular) {
    if (!start) context.problems.add('cutoff_start', 'A regular period needs its cut-off start.');
    if (!end) context.problems.add('cutoff_end', 'A regular period needs its cut-off end.');
  }
  if (start && end && end < start) context.problems.add('cutoff_end', 'The cut-off end must not be before its start.');
  if (regular && end && pay && pay < end)
    context.problems.add('pay_date', 'The pay date of a regular period must not be before its cut-off end.');
  if (!regular || !start || !end || !context.problems.isEmpty) return;
  const overlapping = await context.trx
    .selectFrom('payroll_periods')
    .select('code')
    .where('payroll_group_id', '=', values.payroll_group_id as number)
    .where('period_type', '=', 'regular')
    .where('id', '!=', (context.existing?.id as number) ?? 0)
    .where('cutoff_start', '<=', end)
    .where('cutoff_end', '>=', start)
    .executeTakeFirst();
  if (overlapping) context.problems.add('cutoff_start', `The cut-off overlaps period ${overlapping.code} of the same group.`);
}

async function nextSpecialCode(trx: Database, year: number): Promise<string> {
  const [{ count }] = await trx
    .selectFrom('payroll_periods')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('period_type', '=', 'special')
    .where('year', '=', year)
    .execute();
  return `SP-${year}-${String(count + 1).padStart(4, '0')}`;
}

/** The columns the server sets: year and month of the pay date and of the contributions; a new one's code and status. */
export async function derivedColumns(values: CrudValues, context: CrudContext) {
  const pay = monthOf(String(values.pay_date));
  const contributionDate = values.period_type === 'regular' ? String(values.cutoff_end) : String(values.pay_date);
  const contribution = monthOf(contributionDate);
  return {
    year: pay.year,
    month: pay.month,
    contribution_year: contribution.year,
    contribution_month: contribution.month,
    ...(context.existing ? {} : { code: await nextSpecialCode(context.trx, pay.year), status: 'open' }),
  };
}

/** The group's regular periods of the year from its cut-off calendar (a 422 when the calendar is incomplete). */
function calendarOf(group: GroupCalendar, year: number, problems: FieldErrorCollector) {
  try {
    return regularPeriods(group, year);
  } catch (error) {
    if (error instanceof RangeError) {
      problems.add('payroll_group_id', `${error.message} Complete its cut-off calendar first.`);
      problems.throwIfAny();
    }
    throw error;
  }
}

const periodRecords = (trx: Database, ids: readonly number[]) =>
  trx
    .selectFrom('payroll_periods as r')
    .selectAll('r')
    .select(textExpression(payrollPeriodsResource).as('text'))
    .where('r.id', 'in', ids)
    .orderBy('r.pay_date')
    .execute();

/** Creates the group's missing regular periods of the year, audited; answers them as records. */
export async function generateYear(trx: Database, request: FastifyRequest, groupId: number, year: number) {
  const problems = new FieldErrorCollector();
  const group = await trx.selectFrom('payroll_groups').selectAll().where('id', '=', groupId).executeTakeFirst();
  if (!group) throw new NotFoundError('The payroll group was not found.');
  // the table's check constraints keep its frequency and schedule texts to the calendar's choices
  const periods = calendarOf(group as unknown as GroupCalendar, year, problems);
  const existing = await trx
    .selectFrom('payroll_periods')
    .select(['month', 'cycle_no'])
    .where('payroll_group_id', '=', groupId)
    .where('period_type', '=', 'regular')
    .where('year', '=', year)
    .execute();
  const taken = new Set(existing.map((p) => `${p.month}-${p.cycle_no}`));
  const missing = periods.filter((p) => !taken.has(`${p.month}-${p.cycle_no}`));
  const userId = request.auth?.user.id ?? null;
  const inserted =
    missing.length === 0
      ? []
      : await trx
          .insertInto('payroll_periods')
          .values(missing.map((p) => ({ ...p, payroll_group_id: groupId, status: 'open', created_by: userId, updated_by: userId })))
          .returning('id')
          .execute();
  await audit(trx, actorOf(request, 'payroll'), {
    resource: payrollPeriodsResource.name,
    action: 'generate-year',
    recordId: groupId,
    summary: `Generated ${inserted.length} regular periods of ${group.code} for ${year}`,
    after: { payroll_group_id: groupId, year, created: missing.map((p) => p.code) },
  });
  const rows =
    inserted.length === 0
      ? []
      : await periodRecords(
          trx,
          inserted.map((r) => r.id),
        );
  return {
    created: rows.length,
    skipped: periods.length - rows.length,
    data: rows.map((row) => serialiseRow(payrollPeriodsResource, row)),
  };
}
