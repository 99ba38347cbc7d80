import type { Database } from '../../../db/database';
import type { DailyTimeRecord } from '../engine';
import { fromMilliDays, toMilliDays } from '../leave/entitlement';

// The measures of one employee-day that an adjustment may change (docs/domain.md §4
// timesheet_adjustment_lines), in thousandths so that days and minutes compare exactly:
// a column of the daily record, or a premium bucket by its overtime-rate code.

export const RECORD_ITEMS = [
  'worked_minutes',
  'late_minutes',
  'undertime_minutes',
  'absent_days',
  'paid_leave_days',
  'unpaid_leave_days',
  'holiday_pay_eligible',
] as const;
export type RecordItem = (typeof RECORD_ITEMS)[number];

/** item → thousandths; premiums as `premium:CODE`. */
export type Measures = Map<string, number>;

export const premiumKey = (code: string) => `premium:${code}`;
export const codeOfKey = (key: string) => (key.startsWith('premium:') ? key.slice('premium:'.length) : null);
export const milli = (value: unknown) => (typeof value === 'boolean' ? (value ? 1000 : 0) : toMilliDays(String(value ?? 0)));
export const asMeasure = fromMilliDays;

/** The measures of what the engine computed for a day. */
export function measuresOfComputed(record: DailyTimeRecord): Measures {
  const measures: Measures = new Map(RECORD_ITEMS.map((item) => [item, milli(record[item])]));
  for (const [code, minutes] of Object.entries(record.premium_buckets)) measures.set(premiumKey(code), minutes * 1000);
  return measures;
}

/** The stored measures of daily records, with their premiums, by record id. */
export async function storedMeasures(db: Database, recordIds: readonly number[]): Promise<Map<number, Measures>> {
  const result = new Map<number, Measures>();
  if (recordIds.length === 0) return result;
  const records = await db
    .selectFrom('daily_time_records')
    .select(['id', ...RECORD_ITEMS])
    .where('id', 'in', [...recordIds])
    .execute();
  for (const record of records) result.set(Number(record.id), new Map(RECORD_ITEMS.map((item) => [item, milli(record[item])])));
  const premiums = await db
    .selectFrom('daily_premiums')
    .select(['daily_time_record_id', 'code', 'minutes'])
    .where('daily_time_record_id', 'in', [...recordIds])
    .execute();
  for (const p of premiums) result.get(Number(p.daily_time_record_id))?.set(premiumKey(p.code), p.minutes * 1000);
  return result;
}

export interface LineChange {
  key: string;
  before: number;
  after: number;
}

/** The measures that differ between two days (a premium missing on one side counts as zero). */
export function differences(before: Measures, after: Measures): LineChange[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys]
    .map((key) => ({ key, before: before.get(key) ?? 0, after: after.get(key) ?? 0 }))
    .filter((change) => change.before !== change.after)
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** Lines as rows of timesheet_adjustment_lines. */
export function lineRows(adjustmentId: number, changes: readonly LineChange[], rates: Map<string, number>) {
  return changes.map((change) => {
    const code = codeOfKey(change.key);
    return {
      timesheet_adjustment_id: adjustmentId,
      item: code ? 'premium' : change.key,
      overtime_rate_id: code ? (rates.get(code) ?? null) : null,
      premium_code: code,
      value_before: asMeasure(change.before),
      value_after: asMeasure(change.after),
      delta: asMeasure(change.after - change.before),
    };
  });
}
