import { amountPayable1601c, items1601c, type Return1601cAmounts } from '@core/bir/form-1601c';
import { centavosText, toCentavos } from '@core/money';
import type { Static } from '@sinclair/typebox';
import type { Selectable } from 'kysely';
import type { Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../../http/errors';
import { audit, type AuditActor } from '../../../shared/audit';
import { compensationByEmployee, monthSpan } from './compensation-source';
import { computedItems1601c } from './return-1601c';
import type { Return1601c } from '@core/contract/bir';
import { formatMonth } from '@core/labels';

// The 1601-C return's lifecycle (docs/domain.md §9 bir_1601c_returns): generate computes
// the month's items from posted payslips into a draft (again while draft); the
// adjustments and penalties are edited while draft; finalize; mark filed; amend
// creates the next amendment in draft with the tax remitted by the one it amends.
// Every write is one transaction with its audit row.

const RESOURCE = 'bir-1601c-returns';

export const RETURN_COLUMNS = [
  'id',
  'company_id',
  'year',
  'month',
  'amendment_no',
  'employee_count',
  'total_compensation',
  'nt_mwe_basic',
  'nt_mwe_premiums',
  'nt_thirteenth_month_other_benefits',
  'nt_de_minimis',
  'nt_contributions_union_dues',
  'nt_other',
  'total_non_taxable',
  'total_taxable_compensation',
  'taxable_not_subject_to_withholding',
  'net_taxable_compensation',
  'total_taxes_withheld',
  'adjustment_prior_months',
  'tax_remitted_previously',
  'other_remittances',
  'penalties_surcharge',
  'penalties_interest',
  'penalties_compromise',
  'status',
  'generated_at',
  'filed_at',
  'filing_reference',
  'remarks',
] as const;

export type ReturnRow = Pick<Selectable<DB['bir_1601c_returns']>, (typeof RETURN_COLUMNS)[number]>;
export type WireReturn = Static<typeof Return1601c>;

/** The row as the wire carries it: amounts with two decimals and item 36 added. */
export function wireReturn(row: ReturnRow): WireReturn {
  const out: Record<string, unknown> = { ...row, id: Number(row.id), company_id: Number(row.company_id) };
  for (const [key, value] of Object.entries(row)) {
    if (typeof value === 'string' && /^-?\d+\.\d+$/.test(value)) out[key] = centavosText(toCentavos(value));
  }
  out.total_amount_payable = amountPayable1601c(out as unknown as Return1601cAmounts);
  out.generated_at = row.generated_at === null ? null : new Date(String(row.generated_at)).toISOString();
  return out as WireReturn;
}

/** The month's BIR remittance (the 1601-C's payment): its status and, once paid, its reference, date and amount; null before any period of the month posts. */
export async function returnPayment(db: Database, companyId: number, year: number, month: number) {
  const row = await db
    .selectFrom('remittances')
    .select(['id', 'status', 'reference_no', 'paid_at', 'amount_paid', 'penalty_amount', 'total_amount', 'due_date', 'payment_channel'])
    .where('company_id', '=', companyId)
    .where('agency', '=', 'bir')
    .where('remittance_type', '=', 'withholding_tax')
    .where('year', '=', year)
    .where('month', '=', month)
    .executeTakeFirst();
  if (!row) return null;
  const money = (v: unknown) => (v === null || v === undefined ? null : centavosText(toCentavos(String(v))));
  return {
    remittance_id: Number(row.id),
    status: row.status,
    reference_no: row.reference_no,
    paid_at: row.paid_at,
    amount_paid: money(row.amount_paid),
    penalty_amount: money(row.penalty_amount),
    total_amount: money(row.total_amount),
    due_date: row.due_date,
    payment_channel: row.payment_channel,
  };
}

export async function findReturn(db: Database, companyId: number, id: number): Promise<ReturnRow> {
  const row = await db
    .selectFrom('bir_1601c_returns')
    .select([...RETURN_COLUMNS])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('The return was not found.');
  return row as ReturnRow;
}

async function lockReturn(trx: Database, companyId: number, id: number): Promise<ReturnRow> {
  const row = await trx
    .selectFrom('bir_1601c_returns')
    .select([...RETURN_COLUMNS])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new NotFoundError('The return was not found.');
  return row as ReturnRow;
}

function requireDraft(row: ReturnRow, doing: string): void {
  if (row.status !== 'draft') throw new ConflictError(`The return is ${row.status}: only a draft can be ${doing}.`);
}

/** Refuses a month whose payroll is still being worked on: its figures would change. */
async function refuseOpenPeriods(trx: Database, companyId: number, year: number, month: number): Promise<void> {
  const span = monthSpan(year, month);
  const open = await trx
    .selectFrom('payroll_periods as p')
    .innerJoin('payroll_groups as g', 'g.id', 'p.payroll_group_id')
    .select('p.code')
    .where('g.company_id', '=', companyId)
    .where('p.pay_date', '>=', span.from)
    .where('p.pay_date', '<=', span.to)
    .where('p.status', 'in', ['computed', 'prooflisted'])
    .orderBy('p.code')
    .execute();
  if (open.length)
    throw new ConflictError(
      `Period ${open.map((p) => p.code).join(', ')} of the month is computed but not posted: post it or reset it first.`,
    );
}

async function computedFor(trx: Database, companyId: number, year: number, month: number) {
  await refuseOpenPeriods(trx, companyId, year, month);
  return computedItems1601c(await compensationByEmployee(trx, companyId, monthSpan(year, month)));
}

/** Generates the month's return: the original (amendment 0) if none exists, else recomputes the draft of the latest amendment. */
export async function generateReturn(db: Database, companyId: number, year: number, month: number, actor: AuditActor): Promise<ReturnRow> {
  return db.transaction().execute(async (trx) => {
    const latest = await trx
      .selectFrom('bir_1601c_returns')
      .select([...RETURN_COLUMNS])
      .where('company_id', '=', companyId)
      .where('year', '=', year)
      .where('month', '=', month)
      .orderBy('amendment_no', 'desc')
      .forUpdate()
      .executeTakeFirst();
    if (latest && latest.status !== 'draft')
      throw new ConflictError(`The ${formatMonth(year, month)} return is ${latest.status}: create an amended return to change it.`);
    const items = await computedFor(trx, companyId, year, month);
    const values = { ...items, generated_at: new Date().toISOString() };
    const row = latest
      ? await trx
          .updateTable('bir_1601c_returns')
          .set({ ...values, updated_by: actor.userId, updated_at: new Date().toISOString() })
          .where('id', '=', latest.id)
          .returning([...RETURN_COLUMNS])
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('bir_1601c_returns')
          .values({ ...values, company_id: companyId, year, month, amendment_no: 0, created_by: actor.userId, updated_by: actor.userId })
          .returning([...RETURN_COLUMNS])
          .executeTakeFirstOrThrow();
    await audit(trx, actor, {
      resource: RESOURCE,
      action: 'generate',
      recordId: row.id,
      summary: `Generated the 1601-C of ${formatMonth(year, month)} (amendment ${row.amendment_no})`,
      before: latest ?? null,
      after: row,
    });
    return row as ReturnRow;
  });
}

export interface ReturnEdits {
  adjustment_prior_months?: string;
  tax_remitted_previously?: string;
  other_remittances?: string;
  penalties_surcharge?: string;
  penalties_interest?: string;
  penalties_compromise?: string;
  remarks?: string | null;
}

export async function updateReturn(db: Database, companyId: number, id: number, edits: ReturnEdits, actor: AuditActor): Promise<ReturnRow> {
  return db.transaction().execute(async (trx) => {
    const before = await lockReturn(trx, companyId, id);
    requireDraft(before, 'edited');
    const errors: Record<string, string[]> = {};
    for (const key of [
      'penalties_surcharge',
      'penalties_interest',
      'penalties_compromise',
      'tax_remitted_previously',
      'other_remittances',
    ] as const) {
      const v = edits[key];
      if (v !== undefined && toCentavos(v) < 0) errors[key] = ['The amount cannot be negative.'];
    }
    if (before.amendment_no === 0 && edits.tax_remitted_previously !== undefined && toCentavos(edits.tax_remitted_previously) !== 0)
      errors.tax_remitted_previously = ['Only an amended return has tax remitted in a return previously filed.'];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const after = await trx
      .updateTable('bir_1601c_returns')
      .set({ ...edits, updated_by: actor.userId, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .returning([...RETURN_COLUMNS])
      .executeTakeFirstOrThrow();
    await audit(trx, actor, {
      resource: RESOURCE,
      action: 'update',
      recordId: id,
      summary: 'Edited the 1601-C adjustments',
      before,
      after,
    });
    return after as ReturnRow;
  });
}

export async function finalizeReturn(db: Database, companyId: number, id: number, actor: AuditActor): Promise<ReturnRow> {
  return db.transaction().execute(async (trx) => {
    const before = await lockReturn(trx, companyId, id);
    requireDraft(before, 'finalized');
    await refuseOpenPeriods(trx, companyId, Number(before.year), Number(before.month));
    const fresh = await computedFor(trx, companyId, Number(before.year), Number(before.month));
    if (
      fresh.total_taxes_withheld !== centavosText(toCentavos(String(before.total_taxes_withheld))) ||
      fresh.employee_count !== before.employee_count
    )
      throw new ConflictError('Payslips of the month changed since the return was generated: generate it again before finalizing.');
    const after = await trx
      .updateTable('bir_1601c_returns')
      .set({ status: 'final', updated_by: actor.userId, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .returning([...RETURN_COLUMNS])
      .executeTakeFirstOrThrow();
    await audit(trx, actor, { resource: RESOURCE, action: 'finalize', recordId: id, summary: 'Finalized the 1601-C', before, after });
    return after as ReturnRow;
  });
}

export async function markFiled(
  db: Database,
  companyId: number,
  id: number,
  filing: { filed_at: string; filing_reference: string },
  actor: AuditActor,
): Promise<ReturnRow> {
  return db.transaction().execute(async (trx) => {
    const before = await lockReturn(trx, companyId, id);
    if (before.status !== 'final') throw new ConflictError(`The return is ${before.status}: only a final return can be marked filed.`);
    const monthEnd = monthSpan(Number(before.year), Number(before.month)).to;
    if (filing.filed_at <= monthEnd) throw new ValidationError({ filed_at: ['A return is filed after the month it reports.'] });
    const after = await trx
      .updateTable('bir_1601c_returns')
      .set({ status: 'filed', ...filing, updated_by: actor.userId, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .returning([...RETURN_COLUMNS])
      .executeTakeFirstOrThrow();
    await audit(trx, actor, {
      resource: RESOURCE,
      action: 'mark-filed',
      recordId: id,
      summary: `Filed the 1601-C (${filing.filing_reference})`,
      before,
      after,
    });
    return after as ReturnRow;
  });
}

/** The amended return: amendment_no + 1 in draft, recomputed, with item 28 = the tax the amended return remitted. */
export async function amendReturn(db: Database, companyId: number, id: number, actor: AuditActor): Promise<ReturnRow> {
  return db.transaction().execute(async (trx) => {
    const amended = await lockReturn(trx, companyId, id);
    if (amended.status === 'draft') throw new ConflictError('The return is still a draft: edit it or generate it again instead.');
    const later = await trx
      .selectFrom('bir_1601c_returns')
      .select('amendment_no')
      .where('company_id', '=', companyId)
      .where('year', '=', amended.year as number)
      .where('month', '=', amended.month as number)
      .where('amendment_no', '>', amended.amendment_no as number)
      .executeTakeFirst();
    if (later) throw new ConflictError(`Amendment ${later.amendment_no} of this month already exists: amend the latest return.`);
    const year = Number(amended.year);
    const month = Number(amended.month);
    const items = await computedFor(trx, companyId, year, month);
    const previous = wireReturn(amended);
    // the tax the amended return remitted: its item 28 plus the tax still due it paid (item 31)
    const stillDue = items1601c(previous as unknown as Return1601cAmounts).find((i) => i.item === '31')!.amount;
    const remitted = toCentavos(stillDue) + toCentavos(String(previous.tax_remitted_previously));
    const row = await trx
      .insertInto('bir_1601c_returns')
      .values({
        ...items,
        company_id: companyId,
        year,
        month,
        amendment_no: Number(amended.amendment_no) + 1,
        adjustment_prior_months: String(amended.adjustment_prior_months),
        tax_remitted_previously: centavosText(Math.max(0, remitted)),
        generated_at: new Date().toISOString(),
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning([...RETURN_COLUMNS])
      .executeTakeFirstOrThrow();
    await audit(trx, actor, {
      resource: RESOURCE,
      action: 'amend',
      recordId: row.id,
      summary: `Amended the 1601-C of ${formatMonth(year, month)} (amendment ${row.amendment_no})`,
      after: row,
    });
    return row as ReturnRow;
  });
}
