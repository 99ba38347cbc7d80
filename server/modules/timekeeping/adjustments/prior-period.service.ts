import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { premiumRateIds } from '../timesheets/premium-rates';
import { ConflictError, NotFoundError, ValidationError } from '../../../http/errors';
import { audit, auditMany, type AuditActor } from '../../../shared/audit';
import { processTimesheet } from '../engine';
import { chunkInputs, employeesOf, sharedInputs } from '../timesheets/timesheet-inputs';
import { insertAdjustments, type NewAdjustment } from './adjustment-rows';
import { differences, measuresOfComputed, milli, premiumKey, storedMeasures, type Measures } from './measures';

// Adjustment processing (docs/domain.md §13.3): a closed or linked timesheet never changes;
// its employees' days are computed again from today's data (late approvals, corrected
// schedules) and each day that now differs from its closed record — plus the differences
// already linked or posted — becomes a prior-period adjustment, to be linked to a later
// open payroll period. Running it again replaces only the adjustments not yet linked.

const CHUNK = 250;

interface Carried {
  employee_id: string | number;
  work_date: string;
  item: string;
  premium_code: string | null;
  delta: string;
}

export async function runPriorPeriod(db: Database, companyId: number, actor: AuditActor, timesheetId: number, only?: readonly number[]) {
  const timesheet = await db
    .selectFrom('timesheets as t')
    .innerJoin('payroll_groups as g', 'g.id', 't.payroll_group_id')
    .select([
      't.id',
      't.status',
      't.payroll_group_id',
      sql<string>`t.cutoff_start::text`.as('cutoff_start'),
      sql<string>`t.cutoff_end::text`.as('cutoff_end'),
      't.closed_at',
    ])
    .where('t.id', '=', timesheetId)
    .where('g.company_id', '=', companyId)
    .executeTakeFirst();
  if (!timesheet) throw new NotFoundError('There is no such timesheet.');
  if (timesheet.status !== 'closed' && timesheet.status !== 'linked') {
    throw new ConflictError(
      `The timesheet ${timesheet.cutoff_start} to ${timesheet.cutoff_end} is ${timesheet.status}; correct it in-period (timesheet adjustment) or process it again.`,
    );
  }
  const scope = {
    id: Number(timesheet.id),
    payroll_group_id: Number(timesheet.payroll_group_id),
    cutoff_start: timesheet.cutoff_start,
    cutoff_end: timesheet.cutoff_end,
  };
  const employees = await employeesOf(db, scope, only);
  if (only && employees.length === 0) throw new ValidationError({ employee_ids: ['none of these employees is in the timesheet'] });
  const shared = await sharedInputs(db, scope);
  const rates = await premiumRateIds(db, scope.cutoff_end);
  let created = 0;

  for (let i = 0; i < employees.length; i += CHUNK) {
    const chunk = employees.slice(i, i + CHUNK);
    const inputs = await chunkInputs(db, scope, shared, chunk);
    await db.transaction().execute(async (trx) => {
      // the adjustments not yet linked are recomputed; linked and posted ones are part of the baseline
      await trx
        .deleteFrom('timesheet_adjustments')
        .where('original_timesheet_id', '=', scope.id)
        .where('adjustment_kind', '=', 'prior_period')
        .where('status', '=', 'processed')
        .where('employee_id', 'in', chunk)
        .execute();
      const records = await trx
        .selectFrom('daily_time_records')
        .select(['id', 'employee_id', sql<string>`work_date::text`.as('work_date')])
        .where('timesheet_id', '=', scope.id)
        .where('employee_id', 'in', chunk)
        .execute();
      const recordOf = new Map(records.map((r) => [`${r.employee_id} ${r.work_date}`, Number(r.id)]));
      const stored = await storedMeasures(trx, [...recordOf.values()]);
      const carried = (await trx
        .selectFrom('timesheet_adjustment_lines as l')
        .innerJoin('timesheet_adjustments as a', 'a.id', 'l.timesheet_adjustment_id')
        .select(['a.employee_id', sql<string>`a.work_date::text`.as('work_date'), 'l.item', 'l.premium_code', 'l.delta'])
        .where('a.original_timesheet_id', '=', scope.id)
        .where('a.adjustment_kind', '=', 'prior_period')
        .where('a.status', 'in', ['linked', 'posted'])
        .where('a.employee_id', 'in', chunk)
        .execute()) as Carried[];

      const carriedByDay = new Map<string, Carried[]>();
      for (const c of carried) {
        const key = `${c.employee_id} ${c.work_date}`;
        carriedByDay.set(key, [...(carriedByDay.get(key) ?? []), c]);
      }
      const sourceOf = await lateApplications(trx, chunk, scope, timesheet.closed_at);
      const differing: NewAdjustment[] = [];
      for (const [employeeId, input] of inputs) {
        for (const computed of processTimesheet(input)) {
          const key = `${employeeId} ${computed.work_date}`;
          const recordId = recordOf.get(key);
          if (recordId === undefined) continue;
          const baseline: Measures = new Map(stored.get(recordId));
          for (const c of carriedByDay.get(key) ?? []) {
            const item = c.item === 'premium' ? premiumKey(c.premium_code!) : c.item;
            baseline.set(item, (baseline.get(item) ?? 0) + milli(c.delta));
          }
          const changes = differences(baseline, measuresOfComputed(computed));
          if (changes.length === 0) continue;
          differing.push({
            employee_id: employeeId,
            work_date: computed.work_date,
            adjustment_kind: 'prior_period',
            daily_time_record_id: recordId,
            original_timesheet_id: scope.id,
            reason: `Computed again after the timesheet closed: ${changes.map((c) => c.key.replace('premium:', '')).join(', ')} changed`,
            status: 'processed',
            changes,
            source: sourceOf(employeeId, computed.work_date),
          });
        }
      }
      created += (await insertAdjustments(trx, differing, rates, actor.userId)).length;
    });
  }
  await audit(db, actor, {
    resource: 'timesheet-adjustments',
    action: 'process',
    recordId: scope.id,
    summary: `Adjustment processing of the timesheet ${scope.cutoff_start} to ${scope.cutoff_end}: ${employees.length} employees, ${created} days differ`,
  });
  return {
    message: created
      ? `${created} days of ${scope.cutoff_start} to ${scope.cutoff_end} differ from their closed records; link them to an open payroll period.`
      : `Every day of ${scope.cutoff_start} to ${scope.cutoff_end} still matches its closed record; nothing to adjust.`,
    count: created,
  };
}

/** Application types whose late decisions reach a closed day, as the adjustment's source type (a duty roster changes the schedule). */
const SOURCE_OF_TYPE: Record<string, string> = {
  leave: 'leave',
  overtime: 'overtime',
  official_business_trip: 'official_business_trip',
  change_shift: 'change_shift',
  logsheet: 'logsheet',
  duty_roster: 'schedule',
};

/**
 * The application decided (approved or cancelled) after the timesheet closed that covers an
 * employee's day, the latest if several: what the payroll screens sort adjustments by.
 */
async function lateApplications(
  trx: Database,
  employees: readonly number[],
  scope: { cutoff_start: string; cutoff_end: string },
  closedAt: Date | string | null,
): Promise<(employeeId: number, date: string) => { source_type: string; application_id: number } | undefined> {
  const rows = await trx
    .selectFrom('applications as a')
    .select([
      'a.id',
      'a.employee_id',
      'a.application_type',
      sql<string>`a.date_from::text`.as('date_from'),
      sql<string>`a.date_to::text`.as('date_to'),
    ])
    .where('a.employee_id', 'in', employees)
    .where('a.status', 'in', ['approved', 'cancelled', 'for_cancellation'])
    .where('a.date_from', '<=', scope.cutoff_end)
    .where('a.date_to', '>=', scope.cutoff_start)
    .where(sql<boolean>`coalesce(a.cancelled_at, a.decided_at, a.updated_at) >= coalesce(${closedAt}::timestamptz, '-infinity')`)
    .orderBy(sql`coalesce(a.cancelled_at, a.decided_at, a.updated_at)`, 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return (employeeId, date) => {
    const found = rows.find((a) => Number(a.employee_id) === Number(employeeId) && a.date_from <= date && date <= a.date_to);
    return found ? { source_type: SOURCE_OF_TYPE[found.application_type] ?? 'manual', application_id: Number(found.id) } : undefined;
  };
}

async function selected(trx: Database, companyId: number, ids: readonly number[], status: string) {
  const rows = await trx
    .selectFrom('timesheet_adjustments as a')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .select(['a.id', 'a.status', 'a.adjustment_kind', 'a.target_payroll_period_id', 'e.payroll_group_id'])
    .where('a.id', 'in', [...ids])
    .where('e.company_id', '=', companyId)
    .forUpdate()
    .execute();
  if (rows.length !== new Set(ids).size) throw new NotFoundError('Some of these adjustments do not exist.');
  const wrong = rows.find((r) => r.adjustment_kind !== 'prior_period' || r.status !== status);
  if (wrong)
    throw new ConflictError(
      `Adjustment ${wrong.id} is ${wrong.adjustment_kind === 'prior_period' ? wrong.status : 'in-period'}; only ${status} prior-period adjustments qualify.`,
    );
  return rows;
}

export async function linkPriorPeriod(db: Database, companyId: number, actor: AuditActor, ids: readonly number[], periodId: number) {
  return db.transaction().execute(async (trx) => {
    const rows = await selected(trx, companyId, ids, 'processed');
    const period = await trx
      .selectFrom('payroll_periods')
      .select(['id', 'code', 'status', 'period_type', 'payroll_group_id'])
      .where('id', '=', periodId)
      .executeTakeFirst();
    if (!period) throw new ValidationError({ payroll_period_id: ['is not a payroll period'] });
    if (period.status !== 'open')
      throw new ConflictError(`Payroll period ${period.code} is ${period.status}; adjustments go into an open period.`);
    const other = rows.find((r) => Number(r.payroll_group_id) !== Number(period.payroll_group_id));
    if (other) throw new ValidationError({ payroll_period_id: [`is not of the payroll group of adjustment ${other.id}'s employee`] });
    await trx
      .updateTable('timesheet_adjustments')
      .set({ status: 'linked', target_payroll_period_id: periodId, updated_by: actor.userId, updated_at: new Date() })
      .where('id', 'in', [...ids])
      .execute();
    await audit(trx, actor, {
      resource: 'timesheet-adjustments',
      action: 'link',
      summary: `${ids.length} prior-period adjustments linked to ${period.code}`,
    });
    return { message: `${ids.length} adjustments linked to ${period.code}; its computation pays the differences.`, count: ids.length };
  });
}

export async function unlinkPriorPeriod(db: Database, companyId: number, actor: AuditActor, ids: readonly number[]) {
  return db.transaction().execute(async (trx) => {
    const rows = await selected(trx, companyId, ids, 'linked');
    const periods = await trx
      .selectFrom('payroll_periods')
      .select(['id', 'code', 'status'])
      .where(
        'id',
        'in',
        rows.map((r) => Number(r.target_payroll_period_id)),
      )
      .execute();
    const posted = periods.find((p) => p.status === 'posted');
    if (posted) throw new ConflictError(`Payroll period ${posted.code} is posted; its adjustments stay.`);
    await trx
      .updateTable('timesheet_adjustments')
      .set({ status: 'processed', target_payroll_period_id: null, updated_by: actor.userId, updated_at: new Date() })
      .where('id', 'in', [...ids])
      .execute();
    // a period already computed paid them: it must be computed again before it moves on
    const computed = periods.filter((p) => p.status !== 'open').map((p) => Number(p.id));
    if (computed.length) await trx.updateTable('payroll_periods').set({ needs_recompute: true }).where('id', 'in', computed).execute();
    await audit(trx, actor, {
      resource: 'timesheet-adjustments',
      action: 'unlink',
      summary: `${ids.length} prior-period adjustments unlinked`,
    });
    return { message: `${ids.length} adjustments unlinked.`, count: ids.length };
  });
}

/**
 * Payroll cancels prior-period adjustments it will not pay (processed, or linked to a period
 * not yet posted): they leave their period for good, with the reason, and a period already
 * computed must be computed again. A posted adjustment stays (409).
 */
export async function cancelPriorPeriod(db: Database, companyId: number, actor: AuditActor, ids: readonly number[], reason: string) {
  return db.transaction().execute(async (trx) => {
    const why = reason.trim();
    if (!why) throw new ValidationError({ reason: ['Say why these adjustments are cancelled.'] });
    const rows = await trx
      .selectFrom('timesheet_adjustments as a')
      .innerJoin('employees as e', 'e.id', 'a.employee_id')
      .leftJoin('payroll_periods as p', 'p.id', 'a.target_payroll_period_id')
      .select([
        'a.id',
        'a.status',
        'a.adjustment_kind',
        'a.target_payroll_period_id',
        'e.employee_no',
        sql<string>`a.work_date::text`.as('work_date'),
        'p.code as period_code',
        'p.status as period_status',
      ])
      .where('a.id', 'in', [...ids])
      .where('e.company_id', '=', companyId)
      .forUpdate('a')
      .execute();
    if (rows.length !== new Set(ids).size) throw new NotFoundError('Some of these adjustments do not exist.');
    for (const row of rows) {
      const day = `the adjustment of ${row.employee_no} on ${row.work_date}`;
      if (row.adjustment_kind !== 'prior_period')
        throw new ConflictError(`${day} is an in-period correction; timekeeping cancels it before the timesheet closes.`);
      if (row.status === 'posted' || row.period_status === 'posted' || row.period_status === 'closed')
        throw new ConflictError(`${day} is posted with ${row.period_code ?? 'its period'}; a posted adjustment stays.`);
      if (row.status === 'cancelled') throw new ConflictError(`${day} is already cancelled.`);
    }
    const now = new Date();
    await trx
      .updateTable('timesheet_adjustments')
      .set({
        status: 'cancelled',
        target_payroll_period_id: null,
        cancellation_reason: why,
        cancelled_at: now,
        cancelled_by: actor.userId,
        updated_by: actor.userId,
        updated_at: now,
      })
      .where('id', 'in', [...ids])
      .execute();
    // a period already computed paid them: it must be computed again before it moves on
    const computed = [
      ...new Set(rows.filter((r) => r.period_status && r.period_status !== 'open').map((r) => Number(r.target_payroll_period_id))),
    ];
    if (computed.length) await trx.updateTable('payroll_periods').set({ needs_recompute: true }).where('id', 'in', computed).execute();
    await auditMany(
      trx,
      actor,
      rows.map((row) => ({
        resource: 'timesheet-adjustments',
        action: 'cancel',
        recordId: Number(row.id),
        summary: `Adjustment of ${row.employee_no} on ${row.work_date} cancelled (was ${row.status}${row.period_code ? ` in ${row.period_code}` : ''}): ${why}`,
        before: { status: row.status, target_payroll_period_id: row.target_payroll_period_id },
        after: { status: 'cancelled', target_payroll_period_id: null, cancellation_reason: why },
      })),
    );
    return { message: `${ids.length} adjustments cancelled; no period pays them.`, count: ids.length };
  });
}
