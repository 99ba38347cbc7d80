import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { premiumRateIds } from '../timesheets/premium-rates';
import { insertAdjustments } from './adjustment-rows';
import { ConflictError, NotFoundError, ValidationError } from '../../../http/errors';
import { audit, type AuditActor } from '../../../shared/audit';
import { codeOfKey, differences, milli, premiumKey, RECORD_ITEMS, storedMeasures, type Measures } from './measures';

// In-period timesheet adjustments (docs/domain.md §13.3): a correction of one record of a
// timesheet not yet closed, drafted with its reason, then applied to the record; the
// timesheet becomes "adjusted" and processing it again re-applies every applied
// correction on the fresh records. Cancelling an applied one restores the values before.

const EDITABLE = ['open', 'processed', 'adjusted'];

export interface InPeriodRequest {
  employee_id: number;
  work_date: string;
  reason: string;
  values: Partial<Record<(typeof RECORD_ITEMS)[number], number | boolean>>;
  premiums?: Record<string, number>;
}

async function recordOf(trx: Database, companyId: number, employeeId: number, workDate: string) {
  const record = await trx
    .selectFrom('daily_time_records as d')
    .innerJoin('timesheets as t', 't.id', 'd.timesheet_id')
    .innerJoin('employees as e', 'e.id', 'd.employee_id')
    .select(['d.id', 'd.timesheet_id', 't.status as timesheet_status', 'e.employee_no'])
    .where('d.employee_id', '=', employeeId)
    .where('d.work_date', '=', workDate)
    .where('e.company_id', '=', companyId)
    .orderBy('t.id', 'desc')
    .executeTakeFirst();
  if (!record) throw new ValidationError({ work_date: ['has no processed daily record for this employee; process the timesheet first'] });
  if (!EDITABLE.includes(record.timesheet_status)) {
    throw new ConflictError(
      `The record of ${record.employee_no} on ${workDate} is in a ${record.timesheet_status} timesheet; closed records change only through adjustment processing.`,
    );
  }
  return { ...record, id: Number(record.id), timesheet_id: Number(record.timesheet_id) };
}

export async function draftInPeriod(db: Database, companyId: number, actor: AuditActor, request: InPeriodRequest) {
  return db.transaction().execute(async (trx) => {
    const record = await recordOf(trx, companyId, request.employee_id, request.work_date);
    const before = (await storedMeasures(trx, [record.id])).get(record.id)!;
    const after: Measures = new Map(before);
    for (const [item, value] of Object.entries(request.values)) if (value !== undefined) after.set(item, milli(value));
    for (const [code, minutes] of Object.entries(request.premiums ?? {})) after.set(premiumKey(code), minutes * 1000);
    const changes = differences(before, after);
    if (changes.length === 0) throw new ValidationError({ values: ['change at least one measure of the day'] });
    const rates = await premiumRateIds(trx, request.work_date);
    const unknown = changes.map((c) => codeOfKey(c.key)).find((code) => code !== null && !rates.has(code));
    if (unknown) throw new ValidationError({ premiums: [`${unknown} is not an overtime-rate code`] });
    const [id] = await insertAdjustments(
      trx,
      [
        {
          employee_id: request.employee_id,
          work_date: request.work_date,
          adjustment_kind: 'in_period',
          daily_time_record_id: record.id,
          original_timesheet_id: record.timesheet_id,
          reason: request.reason.trim(),
          status: 'draft',
          changes,
        },
      ],
      rates,
      actor.userId,
    );
    await audit(trx, actor, {
      resource: 'timesheet-adjustments',
      action: 'create',
      recordId: id,
      summary: `Adjustment of ${record.employee_no} on ${request.work_date} drafted: ${changes.length} measures (${request.reason.trim()})`,
    });
    return {
      id,
      message: `Adjustment of ${record.employee_no} on ${request.work_date} drafted with ${changes.length} changes; apply it to change the record.`,
    };
  });
}

interface Line {
  item: string;
  premium_code: string | null;
  overtime_rate_id: string | number | null;
  value_before: string;
  value_after: string;
}

/** Writes line values (after, or before when undoing) into a daily record and its premiums. */
async function writeLines(trx: Database, recordId: number, lines: readonly Line[], side: 'value_before' | 'value_after'): Promise<void> {
  const columns: Record<string, unknown> = {};
  for (const line of lines) {
    if (line.item === 'premium') {
      await trx.deleteFrom('daily_premiums').where('daily_time_record_id', '=', recordId).where('code', '=', line.premium_code!).execute();
      const minutes = Math.round(Number(line[side]));
      if (minutes > 0)
        await trx
          .insertInto('daily_premiums')
          .values({
            daily_time_record_id: recordId,
            overtime_rate_id: Number(line.overtime_rate_id),
            code: line.premium_code!,
            minutes,
            source: 'adjustment',
          })
          .execute();
    } else {
      columns[line.item] =
        line.item === 'holiday_pay_eligible'
          ? Number(line[side]) !== 0
          : line.item.endsWith('_minutes')
            ? Math.round(Number(line[side]))
            : line[side];
    }
  }
  await trx
    .updateTable('daily_time_records')
    .set({ ...columns, status: 'adjusted', updated_at: new Date() })
    .where('id', '=', recordId)
    .execute();
}

async function adjustmentFor(trx: Database, companyId: number, id: number) {
  const row = await trx
    .selectFrom('timesheet_adjustments as a')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .innerJoin('timesheets as t', 't.id', 'a.original_timesheet_id')
    .select([
      'a.id',
      'a.status',
      'a.adjustment_kind',
      'a.daily_time_record_id',
      'a.original_timesheet_id',
      sql<string>`a.work_date::text`.as('work_date'),
      'e.employee_no',
      't.status as timesheet_status',
    ])
    .where('a.id', '=', id)
    .where('e.company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new NotFoundError('There is no such adjustment.');
  const lines = await trx.selectFrom('timesheet_adjustment_lines').selectAll().where('timesheet_adjustment_id', '=', id).execute();
  return { row, lines: lines as unknown as Line[] };
}

export async function applyInPeriod(db: Database, companyId: number, actor: AuditActor, id: number) {
  return db.transaction().execute(async (trx) => {
    const { row, lines } = await adjustmentFor(trx, companyId, id);
    if (row.adjustment_kind !== 'in_period' || row.status !== 'draft')
      throw new ConflictError(`This adjustment is ${row.status}; only a draft in-period adjustment is applied.`);
    if (!EDITABLE.includes(row.timesheet_status))
      throw new ConflictError(`Its timesheet is ${row.timesheet_status}; closed records change only through adjustment processing.`);
    if (row.daily_time_record_id === null) throw new ConflictError('Its daily record is gone; process the timesheet again, then apply.');
    await writeLines(trx, Number(row.daily_time_record_id), lines, 'value_after');
    await trx
      .updateTable('timesheet_adjustments')
      .set({ status: 'applied', applied_at: new Date(), applied_by: actor.userId, updated_by: actor.userId })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('timesheets')
      .set({ status: 'adjusted' })
      .where('id', '=', Number(row.original_timesheet_id))
      .where('status', '=', 'processed')
      .execute();
    await audit(trx, actor, {
      resource: 'timesheet-adjustments',
      action: 'apply',
      recordId: id,
      summary: `Adjustment of ${row.employee_no} on ${row.work_date} applied`,
    });
    return { message: `The record of ${row.employee_no} on ${row.work_date} is adjusted.` };
  });
}

export async function cancelAdjustment(db: Database, companyId: number, actor: AuditActor, id: number) {
  return db.transaction().execute(async (trx) => {
    const { row, lines } = await adjustmentFor(trx, companyId, id);
    if (row.status === 'cancelled') throw new ConflictError('This adjustment is already cancelled.');
    if (row.status === 'linked' || row.status === 'posted')
      throw new ConflictError(
        `This adjustment is ${row.status}; ${row.status === 'linked' ? 'unlink it first' : 'a posted adjustment stays'}.`,
      );
    if (row.status === 'applied') {
      if (!EDITABLE.includes(row.timesheet_status))
        throw new ConflictError(`Its timesheet is ${row.timesheet_status}; reopen it to undo an applied adjustment.`);
      if (row.daily_time_record_id !== null) await writeLines(trx, Number(row.daily_time_record_id), lines, 'value_before');
    }
    await trx
      .updateTable('timesheet_adjustments')
      .set({ status: 'cancelled', updated_by: actor.userId, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await audit(trx, actor, {
      resource: 'timesheet-adjustments',
      action: 'cancel',
      recordId: id,
      summary: `Adjustment of ${row.employee_no} on ${row.work_date} cancelled (was ${row.status})`,
    });
    return {
      message: `The adjustment of ${row.employee_no} on ${row.work_date} is cancelled${row.status === 'applied' ? '; the record is back to its values before' : ''}.`,
    };
  });
}

/** After processing replaced these employees' records: every applied in-period correction again, on the new records. */
export async function reapplyInPeriod(trx: Database, timesheetId: number, employeeIds: readonly number[]): Promise<void> {
  const applied = await trx
    .selectFrom('timesheet_adjustments as a')
    .innerJoin('daily_time_records as d', (join) =>
      join.onRef('d.employee_id', '=', 'a.employee_id').onRef('d.work_date', '=', 'a.work_date').on('d.timesheet_id', '=', timesheetId),
    )
    .select(['a.id', 'd.id as record_id'])
    .where('a.original_timesheet_id', '=', timesheetId)
    .where('a.adjustment_kind', '=', 'in_period')
    .where('a.status', '=', 'applied')
    .where('a.employee_id', 'in', [...employeeIds])
    .execute();
  for (const adjustment of applied) {
    const lines = (await trx
      .selectFrom('timesheet_adjustment_lines')
      .selectAll()
      .where('timesheet_adjustment_id', '=', adjustment.id)
      .execute()) as unknown as Line[];
    await writeLines(trx, Number(adjustment.record_id), lines, 'value_after');
    await trx
      .updateTable('timesheet_adjustments')
      .set({ daily_time_record_id: adjustment.record_id })
      .where('id', '=', adjustment.id)
      .execute();
  }
}
