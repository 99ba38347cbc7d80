import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { insertColumns } from '../../../db/insert-columns';
import { fromMilliDays } from './entitlement';

// The one way into leave balances (docs/domain.md §6): entries are posted to the ledger and
// each touched balance is recomputed from its entries. Balances are created on first use;
// the runs' entries (opening, carry-over, grant, accrual, forfeiture) post once per
// balance and date, so running a run twice changes nothing.

export type LedgerEntryType =
  'opening' | 'accrual' | 'grant' | 'availment' | 'availment_reversal' | 'conversion' | 'forfeiture' | 'carry_over' | 'adjustment';

export interface LedgerEntry {
  employee_id: number;
  leave_type_id: number;
  year: number;
  entry_date: string;
  entry_type: LedgerEntryType;
  /** signed thousandths of a day: + credit, − debit */
  milli_days: number;
  with_pay?: boolean | null;
  application_id?: number | null;
  leave_conversion_id?: number | null;
  final_pay_case_id?: number | null;
  remarks?: string | null;
}

const ENTRY_COLUMNS = {
  leave_balance_id: 'bigint',
  employee_id: 'bigint',
  leave_type_id: 'bigint',
  entry_date: 'date',
  entry_type: 'text',
  days: 'numeric',
  with_pay: 'boolean',
  application_id: 'bigint',
  leave_conversion_id: 'bigint',
  final_pay_case_id: 'bigint',
  remarks: 'text',
  created_by: 'bigint',
} as const;

const keyOf = (employeeId: number, leaveTypeId: number, year: number) => `${employeeId}:${leaveTypeId}:${year}`;
const CHUNK = 5000;

/** Posts entries (zero-day ones are left out) and refreshes their balances; answers how many were new. */
export async function postLedgerEntries(trx: Database, entries: readonly LedgerEntry[], userId: number | null): Promise<number> {
  const posted = entries.filter((entry) => entry.milli_days !== 0);
  if (posted.length === 0) return 0;
  const balanceIds = await ensureBalances(trx, posted, userId);
  let inserted = 0;
  for (let i = 0; i < posted.length; i += CHUNK) {
    const rows = posted.slice(i, i + CHUNK).map((entry) => ({
      leave_balance_id: balanceIds.get(keyOf(entry.employee_id, entry.leave_type_id, entry.year)),
      employee_id: entry.employee_id,
      leave_type_id: entry.leave_type_id,
      entry_date: entry.entry_date,
      entry_type: entry.entry_type,
      days: fromMilliDays(entry.milli_days),
      with_pay: entry.with_pay ?? null,
      application_id: entry.application_id ?? null,
      leave_conversion_id: entry.leave_conversion_id ?? null,
      final_pay_case_id: entry.final_pay_case_id ?? null,
      remarks: entry.remarks ?? null,
      created_by: userId,
    }));
    inserted += (await insertColumns(trx, 'leave_ledger_entries', ENTRY_COLUMNS, rows, { skipConflicts: true, returning: ['id'] })).length;
  }
  await refreshBalances(trx, [...new Set(balanceIds.values())]);
  return inserted;
}

async function ensureBalances(trx: Database, entries: readonly LedgerEntry[], userId: number | null): Promise<Map<string, number>> {
  const wanted = new Map(entries.map((e) => [keyOf(e.employee_id, e.leave_type_id, e.year), e]));
  const rows = [...wanted.values()].map((e) => ({
    employee_id: e.employee_id,
    leave_type_id: e.leave_type_id,
    year: e.year,
    created_by: userId,
  }));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await insertColumns(
      trx,
      'leave_balances',
      { employee_id: 'bigint', leave_type_id: 'bigint', year: 'smallint', created_by: 'bigint' },
      rows.slice(i, i + CHUNK),
      { skipConflicts: true },
    );
  }
  const ids = new Map<string, number>();
  const years = [...new Set(rows.map((r) => r.year))];
  const employees = [...new Set(rows.map((r) => r.employee_id))];
  for (let i = 0; i < employees.length; i += CHUNK) {
    const found = await trx
      .selectFrom('leave_balances')
      .select(['id', 'employee_id', 'leave_type_id', 'year'])
      .where('year', 'in', years)
      .where(sql<boolean>`employee_id = any(${employees.slice(i, i + CHUNK)}::bigint[])`)
      .execute();
    for (const row of found) {
      const key = keyOf(Number(row.employee_id), Number(row.leave_type_id), Number(row.year));
      if (wanted.has(key)) ids.set(key, Number(row.id));
    }
  }
  return ids;
}

/** Recomputes each balance's totals from its ledger entries. */
export async function refreshBalances(trx: Database, balanceIds: readonly number[]): Promise<void> {
  for (let i = 0; i < balanceIds.length; i += CHUNK) {
    const ids = balanceIds.slice(i, i + CHUNK);
    await sql`
      update leave_balances b set
        opening = s.opening, earned = s.earned, used = s.used, converted = s.converted,
        forfeited = s.forfeited, adjusted = s.adjusted, balance = s.balance, updated_at = now()
      from (
        select leave_balance_id,
          coalesce(sum(days) filter (where entry_type in ('opening', 'carry_over')), 0) as opening,
          coalesce(sum(days) filter (where entry_type in ('grant', 'accrual')), 0) as earned,
          -coalesce(sum(days) filter (where entry_type in ('availment', 'availment_reversal')), 0) as used,
          -coalesce(sum(days) filter (where entry_type = 'conversion'), 0) as converted,
          -coalesce(sum(days) filter (where entry_type = 'forfeiture'), 0) as forfeited,
          coalesce(sum(days) filter (where entry_type = 'adjustment'), 0) as adjusted,
          sum(days) as balance
        from leave_ledger_entries
        where leave_balance_id = any(${ids}::bigint[])
        group by leave_balance_id
      ) s
      where b.id = s.leave_balance_id`.execute(trx);
  }
}

/** One line of a leave conversion: the days converted from an employee's balance of one type. */
export interface ConvertedDays {
  employee_id: number;
  leave_type_id: number;
  /** thousandths of a day, positive */
  milli_days: number;
}

/**
 * A leave conversion's entries (docs/domain.md §14.11): each line's days debited from the year's
 * balance on the as-of date; taking the conversion back posts the same days as a credit
 * (the ledger is immutable, a correction is a reversing entry). A final pay's conversion
 * (§13.7 release) is the same entry, tied to its final-pay case instead of a conversion batch.
 */
export async function postConversionEntries(
  trx: Database,
  conversion: { id: number; year: number; as_of_date: string; source?: 'leave_conversion' | 'final_pay_case' },
  lines: readonly ConvertedDays[],
  reversal: boolean,
  userId: number | null,
): Promise<number> {
  const finalPay = conversion.source === 'final_pay_case';
  const what = finalPay ? `final pay case ${conversion.id}` : `leave conversion ${conversion.id}`;
  return postLedgerEntries(
    trx,
    lines.map((line) => ({
      employee_id: line.employee_id,
      leave_type_id: line.leave_type_id,
      year: conversion.year,
      entry_date: conversion.as_of_date,
      entry_type: 'conversion',
      milli_days: reversal ? line.milli_days : -line.milli_days,
      leave_conversion_id: finalPay ? null : conversion.id,
      final_pay_case_id: finalPay ? conversion.id : null,
      remarks: reversal ? `${what[0].toUpperCase()}${what.slice(1)} taken back` : `Converted to cash (${what})`,
    })),
    userId,
  );
}
