import type { Database } from '../../../db/database';
import { NotFoundError, ValidationError } from '../../../http/errors';
import { audit, type AuditActor } from '../../../shared/audit';
import { toMilliDays } from './entitlement';
import { postLedgerEntries } from './leave-ledger';

// A manual adjustment of a leave record (docs/domain.md §6 leave_balances): a ledger entry with its
// reason, audited; the balance only ever changes through ledger entries.

export interface LeaveAdjustment {
  days: string;
  remarks: string;
  entry_date?: string;
}

/** Adds or takes days from a leave record of the company, dated in its year; answers the new balance. */
export async function adjustLeaveBalance(db: Database, companyId: number, who: AuditActor, balanceId: number, adjustment: LeaveAdjustment) {
  const milli = toMilliDays(adjustment.days);
  if (milli === 0) throw new ValidationError({ days: ['must not be zero'] });
  const remarks = adjustment.remarks.trim();
  return db.transaction().execute(async (trx) => {
    const balance = await trx
      .selectFrom('leave_balances as b')
      .innerJoin('employees as e', 'e.id', 'b.employee_id')
      .innerJoin('leave_types as t', 't.id', 'b.leave_type_id')
      .select(['b.id', 'b.employee_id', 'b.leave_type_id', 'b.year', 'b.balance', 'e.employee_no', 't.code'])
      .where('b.id', '=', balanceId)
      .where('e.company_id', '=', companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!balance) throw new NotFoundError('There is no such leave record.');
    const entryDate = adjustment.entry_date ?? `${balance.year}-12-31`;
    if (Number(entryDate.slice(0, 4)) !== Number(balance.year)) {
      throw new ValidationError({ entry_date: [`must fall in ${balance.year}, the year of this leave record`] });
    }
    await postLedgerEntries(
      trx,
      [
        {
          employee_id: Number(balance.employee_id),
          leave_type_id: Number(balance.leave_type_id),
          year: Number(balance.year),
          entry_date: entryDate,
          entry_type: 'adjustment',
          milli_days: milli,
          remarks,
        },
      ],
      who.userId,
    );
    const after = await trx.selectFrom('leave_balances').select('balance').where('id', '=', balance.id).executeTakeFirstOrThrow();
    await audit(trx, who, {
      resource: 'leave-balances',
      action: 'adjust',
      recordId: balance.id,
      summary: `${balance.code} ${balance.year} of ${balance.employee_no} adjusted by ${adjustment.days} days: ${remarks}`,
      before: { balance: balance.balance },
      after: { balance: after.balance },
    });
    return {
      message: `${balance.code} ${balance.year} of ${balance.employee_no} is now ${after.balance} days.`,
      balance: String(after.balance),
    };
  });
}
