import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/database';
import { ConflictError } from '../../../http/errors';

// What a posted (or closed) payroll period used stays as it was: the recurring entry a payslip
// line was paid from, the loan it deducted, the transaction type it was paid under, the batch
// that sent the entry, the shift a posted timesheet was measured against. Each input says how
// its rows reach the periods that used them (a query answering `payroll_period_id`), and one
// check refuses the delete (or the change) with the periods' codes, as the console shows them.

/** A query answering the ids of the payroll periods that used a record, in a column `payroll_period_id`. */
export type PeriodUsage = RawBuilder<unknown>;

/** The periods whose payslips carry a line that matches the condition (payslip lines are `l`). */
export function paidOnLines(condition: RawBuilder<unknown>): PeriodUsage {
  return sql`select s.payroll_period_id from payslip_lines l join payslips s on s.id = l.payslip_id where ${condition}`;
}

/** The periods whose payslips carry a line paid from the record (`source_type` and `source_id`). */
export function paidFrom(sourceType: string, id: number): PeriodUsage {
  return paidOnLines(sql`l.source_type = ${sourceType} and l.source_id = ${id}`);
}

/** The periods of the payroll entries that match the condition (entries are `e`), voided ones left out. */
export function entriesWhere(condition: RawBuilder<unknown>): PeriodUsage {
  return sql`select e.payroll_period_id from payroll_entries e where e.status <> 'void' and ${condition}`;
}

/** The periods linked to timesheets whose daily records match the condition (records are `d`). */
export function timesheetsWhere(condition: RawBuilder<unknown>): PeriodUsage {
  return sql`select t.payroll_period_id from daily_time_records d join timesheets t on t.id = d.timesheet_id where t.payroll_period_id is not null and ${condition}`;
}

const SHOWN = 5;

/** The codes of the posted or closed periods among those the usages name, earliest pay date first. */
export async function postedPeriodsUsing(db: Database, usages: readonly PeriodUsage[]): Promise<string[]> {
  if (usages.length === 0) return [];
  const { rows } = await sql<{ code: string }>`
    select p.code from payroll_periods p
     where p.status in ('posted', 'closed')
       and p.id in (${sql.join(
         usages.map((usage) => sql`select u.payroll_period_id from (${usage}) u`),
         sql` union `,
       )})
     order by p.pay_date, p.code
     limit ${SHOWN + 1}`.execute(db);
  return rows.map((row) => row.code);
}

function listing(codes: readonly string[]): string {
  const shown = codes.slice(0, SHOWN);
  if (codes.length > SHOWN) return `${shown.join(', ')} and others`;
  return shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

export interface PostedUseWording {
  /** how the periods used it: "paid" (default), "deducted", "used" */
  verb?: string;
  /** what is refused: "deleted" (default) or "changed" */
  refused?: 'deleted' | 'changed';
  /** what to do instead: "end it instead" */
  advice?: string;
}

/**
 * 409 when a posted or closed period used the record: "This recurring entry was paid in the
 * posted periods 2026-10-A and 2026-10-B and cannot be deleted; end it instead."
 */
export async function assertNotUsedByPostedPeriods(
  db: Database,
  what: string,
  usages: readonly PeriodUsage[],
  wording: PostedUseWording = {},
): Promise<void> {
  const codes = await postedPeriodsUsing(db, usages);
  if (codes.length === 0) return;
  const periods = codes.length === 1 ? 'the posted period' : 'the posted periods';
  const advice = wording.advice ? `; ${wording.advice}` : '';
  throw new ConflictError(
    `This ${what} was ${wording.verb ?? 'paid'} in ${periods} ${listing(codes)} and cannot be ${wording.refused ?? 'deleted'}${advice}.`,
  );
}

/** The fields whose stored value the write changes (compared as text; amounts as numbers). */
export function changedFields(existing: Record<string, unknown>, values: Record<string, unknown>, fields: readonly string[]): string[] {
  const same = (a: unknown, b: unknown) => {
    if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
    const numeric = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v));
    if (numeric(a) && numeric(b)) return Number(a) === Number(b);
    return String(a) === String(b);
  };
  return fields.filter((field) => field in values && !same(existing[field], values[field]));
}
