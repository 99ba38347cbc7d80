import { finalize2316OfPeriod, reopen2316OfPeriod } from '../bir/certificate-2316.service';
import { postBatchesOf } from '../batches/batch-lifecycle.service';
import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { ConflictError, NotFoundError } from '../../../http/errors';
import { refreshOpenRemittances, refuseUnpostWhenRemitted } from '../remittances/remittances.service';
import { refuseHoldWhenCredited, refuseUnpostWhenCredited } from '../bank-files/bank-files.service';
import { audit, type AuditActor } from '../../../shared/audit';
import { runningComputation } from './computation.service';
import { markNeedsRecompute } from '../inputs/period-guard';
import { assertNotOwnRecord } from '../../audit/own-record';
import type { FastifyRequest } from 'fastify';

// The period lifecycle after computing (docs/domain.md §13.4): prooflist, post, unpost and
// close. Posting writes every effect in one transaction (payslips released, loan
// payments and balances, year-to-date balances, journal lines, entries marked posted);
// unposting reverses each of them; a closed period is permanent.

type Period = { id: number; code: string; status: string; payroll_group_id: number; pay_date: string; needs_recompute: boolean };

async function lockPeriod(trx: Database, id: number): Promise<Period> {
  const period = await trx
    .selectFrom('payroll_periods')
    .select(['id', 'code', 'status', 'payroll_group_id', 'pay_date', 'needs_recompute'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!period) throw new NotFoundError('The payroll period was not found.');
  return period;
}

function requireStatus(period: Period, allowed: readonly string[], doing: string): void {
  if (!allowed.includes(period.status))
    throw new ConflictError(`Payroll period ${period.code} is ${period.status}; it cannot be ${doing}.`);
}

async function refuseWhileComputing(trx: Database, period: Period): Promise<void> {
  if (await runningComputation(trx, period.id))
    throw new ConflictError(`Payroll period ${period.code} is being computed; wait for the run to finish.`);
}

function refuseStale(period: Period): void {
  if (period.needs_recompute) {
    throw new ConflictError(`Entries, loans or rates of ${period.code} changed after it was computed; compute it again first.`);
  }
}

export interface ChecklistItem {
  check: string;
  blocking: boolean;
  count: number;
  message: string;
}

/** What stands between a computed period and posting (docs/domain.md §13.4 guard of post). */
export async function postingChecklist(db: Database, periodId: number): Promise<ChecklistItem[]> {
  const [negative, noAccount, errors, period, earlierOpen] = await Promise.all([
    db
      .selectFrom('payslips')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('payroll_period_id', '=', periodId)
      .where('status', 'in', ['computed', 'posted'])
      .where('net_pay', '<', sql<string>`0`)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('payslips')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('payroll_period_id', '=', periodId)
      .where('status', 'in', ['computed', 'posted'])
      .where('payment_mode', '=', 'bank')
      .where((eb) => eb.or([eb('bank_account_no', 'is', null), eb('bank_id', 'is', null)]))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('payroll_computation_errors as e')
      .innerJoin('payroll_computations as c', 'c.id', 'e.computation_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('c.payroll_period_id', '=', periodId)
      .where('c.id', '=', (eb) =>
        eb
          .selectFrom('payroll_computations')
          .select((x) => x.fn.max('id').as('id'))
          .where('payroll_period_id', '=', periodId),
      )
      .executeTakeFirstOrThrow(),
    db.selectFrom('payroll_periods').select(['needs_recompute']).where('id', '=', periodId).executeTakeFirst(),
    // the group's regular periods paid before this one and not posted: their pay is missing from this one's year to date
    db
      .selectFrom('payroll_periods as earlier')
      .innerJoin('payroll_periods as this', (join) =>
        join.onRef('this.payroll_group_id', '=', 'earlier.payroll_group_id').onRef('earlier.pay_date', '<', 'this.pay_date'),
      )
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('this.id', '=', periodId)
      .where('earlier.period_type', '=', 'regular')
      .where('earlier.status', 'in', ['open', 'computed', 'prooflisted'])
      .executeTakeFirstOrThrow(),
  ]);
  return [
    {
      check: 'negative_net_pay',
      blocking: true,
      count: Number(negative.n),
      message: 'Payslips with a negative net pay after deferring what could be deferred',
    },
    {
      check: 'missing_bank_account',
      blocking: true,
      count: Number(noAccount.n),
      message: 'Bank-paid employees without a bank or account number',
    },
    {
      check: 'stale_computation',
      blocking: true,
      count: period?.needs_recompute ? 1 : 0,
      message: 'Inputs changed since the last computation',
    },
    { check: 'computation_errors', blocking: false, count: Number(errors.n), message: 'Employees the last computation could not compute' },
    {
      check: 'earlier_periods_not_posted',
      blocking: false,
      count: Number(earlierOpen.n),
      message: 'Earlier regular periods of the group not posted (their pay and tax are not in this period’s year to date)',
    },
  ];
}

export async function prooflistPeriod(trx: Database, periodId: number, actor: AuditActor): Promise<string> {
  const period = await lockPeriod(trx, periodId);
  requireStatus(period, ['computed'], 'prooflisted');
  await refuseWhileComputing(trx, period);
  refuseStale(period);
  await trx
    .updateTable('payroll_periods')
    .set({ status: 'prooflisted', prooflisted_at: new Date(), prooflisted_by: actor.userId, updated_by: actor.userId })
    .where('id', '=', periodId)
    .execute();
  await audit(trx, actor, { resource: 'payroll-periods', action: 'prooflist', recordId: periodId, summary: `Prooflisted ${period.code}` });
  return `${period.code} is prooflisted: review the registers, then post it.`;
}

/** Loan payments of the posted lines, and the loans' balances reduced (paid when they reach zero). */
async function postLoanPayments(trx: Database, period: Period, actor: AuditActor): Promise<void> {
  await sql`
    insert into loan_payments (loan_id, payment_type, payroll_period_id, payslip_line_id, payment_date, amount, created_by, updated_by)
    select l.loan_id, 'payroll_deduction', ${period.id}, l.id, ${period.pay_date}::date, l.amount, ${actor.userId}, ${actor.userId}
    from payslip_lines l join payslips s on s.id = l.payslip_id
    where s.payroll_period_id = ${period.id} and s.status = 'posted' and l.loan_id is not null and not l.is_deferred and l.amount > 0`.execute(
    trx,
  );
  await sql`
    update loans set paid_amount = loans.paid_amount + x.amount, balance = loans.balance - x.amount,
      status = case when loans.balance - x.amount = 0 then 'paid' else loans.status end, updated_at = now()
    from (select loan_id, sum(amount) as amount from loan_payments where payroll_period_id = ${period.id} group by loan_id) x
    where loans.id = x.loan_id`.execute(trx);
}

async function reverseLoanPayments(trx: Database, period: Period): Promise<void> {
  await sql`
    update loans set paid_amount = loans.paid_amount - x.amount, balance = loans.balance + x.amount,
      status = case when loans.status = 'paid' then 'active' else loans.status end, updated_at = now()
    from (select loan_id, sum(amount) as amount from loan_payments where payroll_period_id = ${period.id} group by loan_id) x
    where loans.id = x.loan_id`.execute(trx);
  await trx.deleteFrom('loan_payments').where('payroll_period_id', '=', period.id).execute();
}

const YTD_SUMS = sql`
  sum(s.gross_pay) as gross_compensation, sum(s.basic_salary_earned) as basic_salary, sum(s.taxable_compensation) as taxable_compensation,
  sum(s.non_taxable_compensation) as non_taxable_compensation, sum(s.withholding_tax) as tax_withheld,
  sum(s.thirteenth_month_basis) as thirteenth_month_basis, sum(s.other_benefits_added) as other_benefits,
  sum(s.sss_ee + s.philhealth_ee + s.pagibig_ee) as statutory_contributions, sum(s.sss_ee) as sss_ee, sum(s.sss_er) as sss_er,
  sum(s.sss_ec) as sss_ec, sum(s.philhealth_ee) as philhealth_ee, sum(s.philhealth_er) as philhealth_er, sum(s.pagibig_ee) as pagibig_ee,
  sum(s.pagibig_er) as pagibig_er, sum(s.loan_deductions) as loan_deductions, sum(s.net_pay) as net_pay`;
const YTD_COLUMNS = [
  'gross_compensation',
  'basic_salary',
  'taxable_compensation',
  'non_taxable_compensation',
  'tax_withheld',
  'thirteenth_month_basis',
  'other_benefits',
  'statutory_contributions',
  'sss_ee',
  'sss_er',
  'sss_ec',
  'philhealth_ee',
  'philhealth_er',
  'pagibig_ee',
  'pagibig_er',
  'loan_deductions',
  'net_pay',
] as const;

/** Adds (or, with sign −1, removes) the period's posted payslips to the employees' year-to-date balances. */
async function applyYearToDate(trx: Database, period: Period, sign: 1 | -1): Promise<void> {
  const columns = sql.join(YTD_COLUMNS.map((c) => sql.ref(c)));
  const updates = sql.join(YTD_COLUMNS.map((c) => sql`${sql.ref(c)} = ytd_balances.${sql.ref(c)} + ${sign} * excluded.${sql.ref(c)}`));
  await sql`
    insert into ytd_balances (employee_id, company_id, year, ${columns}, de_minimis_used, last_payroll_period_id)
    select s.employee_id, g.company_id, p.year, ${YTD_SUMS}, coalesce(jsonb_agg(s.de_minimis_used) -> 0, '{}'::jsonb), ${period.id}
    from payslips s join payroll_periods p on p.id = s.payroll_period_id join payroll_groups g on g.id = p.payroll_group_id
    where s.payroll_period_id = ${period.id} and s.status = 'posted'
    group by s.employee_id, g.company_id, p.year
    on conflict (employee_id, company_id, year) do update set ${updates},
      de_minimis_used = case when ${sign} = 1 then excluded.de_minimis_used else ytd_balances.de_minimis_used end,
      last_payroll_period_id = case when ${sign} = 1 then excluded.last_payroll_period_id else null end, updated_at = now()`.execute(trx);
}

/** One journal line per account and cost centre: each payslip line debits its type's debit account and credits its credit account. */
async function writeJournal(trx: Database, period: Period): Promise<void> {
  await sql`
    insert into payroll_journal_lines (payroll_period_id, account_id, business_unit_id, debit, credit, description)
    select ${period.id}, account_id, business_unit_id, greatest(net, 0), greatest(-net, 0), ${`Payroll ${period.code}`}
    from (
      select account_id, business_unit_id, sum(amount) as net from (
        select t.debit_account_id as account_id, s.business_unit_id, l.amount
        from payslip_lines l join payslips s on s.id = l.payslip_id join transaction_types t on t.id = l.transaction_type_id
        where s.payroll_period_id = ${period.id} and s.status = 'posted' and not l.is_deferred
        union all
        select t.credit_account_id, s.business_unit_id, -l.amount
        from payslip_lines l join payslips s on s.id = l.payslip_id join transaction_types t on t.id = l.transaction_type_id
        where s.payroll_period_id = ${period.id} and s.status = 'posted' and not l.is_deferred
      ) sides group by account_id, business_unit_id
    ) nets where net <> 0`.execute(trx);
}

/** The period's lines a deferral kept out of pay: one-time deductions, carried whole to the group's next regular period (docs/domain.md §14.4 step 12). */
async function carryDeferredDeductions(trx: Database, period: Period, actor: AuditActor): Promise<void> {
  const deferred = await trx
    .selectFrom('payslip_lines as l')
    .innerJoin('payslips as s', 's.id', 'l.payslip_id')
    .select(['l.id', 'l.transaction_type_id', 'l.amount', 'l.description', 's.employee_id'])
    .where('s.payroll_period_id', '=', period.id)
    .where('s.status', '=', 'posted')
    .where('l.is_deferred', '=', true)
    .where('l.source_type', 'in', ['entry', 'carry_over'])
    .execute();
  if (deferred.length === 0) return;
  const next = await trx
    .selectFrom('payroll_periods')
    .select(['id', 'code'])
    .where('payroll_group_id', '=', period.payroll_group_id)
    .where('period_type', '=', 'regular')
    .where('pay_date', '>', period.pay_date)
    .where('status', 'in', ['open', 'computed', 'prooflisted'])
    .orderBy('pay_date')
    .limit(1)
    .executeTakeFirst();
  if (!next) {
    throw new ConflictError(
      `${period.code} has ${deferred.length} deferred deductions to carry over, and its group has no later open regular period: generate the next periods first.`,
    );
  }
  await trx
    .insertInto('payroll_entries')
    .values(
      deferred.map((l) => ({
        payroll_period_id: next.id,
        employee_id: l.employee_id,
        transaction_type_id: l.transaction_type_id,
        amount: l.amount,
        source_type: 'carry_over',
        source_id: l.id,
        remarks: `Deferred in ${period.code}: ${l.description}`.slice(0, 255),
        status: 'active',
        created_by: actor.userId,
        updated_by: actor.userId,
      })),
    )
    .execute();
  await markNeedsRecompute(trx, [next.id]);
}

/** Unposting takes back what posting carried over (the next period is not posted, or unposting is refused). */
async function removeCarriedDeductions(trx: Database, period: Period): Promise<void> {
  await trx
    .deleteFrom('payroll_entries')
    .where('source_type', '=', 'carry_over')
    .where('source_id', 'in', (eb) =>
      eb
        .selectFrom('payslip_lines as l')
        .innerJoin('payslips as s', 's.id', 'l.payslip_id')
        .select('l.id')
        .where('s.payroll_period_id', '=', period.id),
    )
    .execute();
}

export async function postPeriod(trx: Database, periodId: number, actor: AuditActor): Promise<string> {
  const period = await lockPeriod(trx, periodId);
  requireStatus(period, ['prooflisted'], 'posted');
  await refuseWhileComputing(trx, period);
  refuseStale(period);
  const blocking = (await postingChecklist(trx, periodId)).filter((c) => c.blocking && c.count > 0);
  if (blocking.length) {
    throw new ConflictError(
      `${period.code} cannot be posted: ${blocking.map((c) => `${c.message.toLowerCase()} (${c.count})`).join('; ')}.`,
    );
  }
  const now = new Date();
  await trx
    .updateTable('payslips')
    .set({ status: 'posted', released_at: sql`case when is_on_hold then null else ${now}::timestamptz end` })
    .where('payroll_period_id', '=', periodId)
    .where('status', '=', 'computed')
    .execute();
  await postLoanPayments(trx, period, actor);
  await carryDeferredDeductions(trx, period, actor);
  await applyYearToDate(trx, period, 1);
  await writeJournal(trx, period);
  await postBatchesOf(trx, periodId, true);
  await trx
    .updateTable('payroll_entries')
    .set({ status: 'posted' })
    .where('payroll_period_id', '=', periodId)
    .where('status', '=', 'active')
    .execute();
  await trx
    .updateTable('payroll_periods')
    .set({ status: 'posted', posted_at: now, posted_by: actor.userId, updated_by: actor.userId })
    .where('id', '=', periodId)
    .execute();
  await refreshOpenRemittances(trx, periodId);
  // a posted year-end annualisation closes its employees' year: their BIR 2316 is final
  await finalize2316OfPeriod(trx, periodId, actor, `year-end annualisation posted with ${period.code}`);
  await audit(trx, actor, { resource: 'payroll-periods', action: 'post', recordId: periodId, summary: `Posted ${period.code}` });
  return `${period.code} is posted: payslips are released to employees, loans and year-to-date balances are updated.`;
}

export async function unpostPeriod(trx: Database, periodId: number, actor: AuditActor): Promise<string> {
  const period = await lockPeriod(trx, periodId);
  requireStatus(period, ['posted'], 'unposted');
  const kind = await trx.selectFrom('payroll_periods').select(['period_type']).where('id', '=', periodId).executeTakeFirstOrThrow();
  if (kind.period_type === 'final_pay') {
    throw new ConflictError(`${period.code} is a released final pay; a released final pay stays posted.`);
  }
  const later = await trx
    .selectFrom('payroll_periods')
    .select('code')
    .where('payroll_group_id', '=', period.payroll_group_id)
    .where('pay_date', '>', period.pay_date)
    .where('status', 'in', ['posted', 'closed'])
    .executeTakeFirst();
  if (later) throw new ConflictError(`A later period of the same group, ${later.code}, is posted; unpost it first.`);
  await refuseUnpostWhenRemitted(trx, periodId);
  await refuseUnpostWhenCredited(trx, periodId, period.code);
  await reopen2316OfPeriod(trx, periodId, period.code, actor);
  await applyYearToDate(trx, period, -1);
  await reverseLoanPayments(trx, period);
  await removeCarriedDeductions(trx, period);
  await trx.deleteFrom('payroll_journal_lines').where('payroll_period_id', '=', periodId).execute();
  await postBatchesOf(trx, periodId, false);
  await trx
    .updateTable('payslips')
    .set({ status: 'computed', released_at: null })
    .where('payroll_period_id', '=', periodId)
    .where('status', '=', 'posted')
    .execute();
  await trx
    .updateTable('payroll_entries')
    .set({ status: 'active' })
    .where('payroll_period_id', '=', periodId)
    .where('status', '=', 'posted')
    .execute();
  await trx
    .updateTable('payroll_periods')
    .set({ status: 'prooflisted', posted_at: null, posted_by: null, updated_by: actor.userId })
    .where('id', '=', periodId)
    .execute();
  await refreshOpenRemittances(trx, periodId);
  await audit(trx, actor, {
    resource: 'payroll-periods',
    action: 'unpost',
    recordId: periodId,
    summary: `Unposted ${period.code}: loan payments, year-to-date and journal reversed`,
  });
  return `${period.code} is back to prooflisted; its postings were reversed.`;
}

export async function closePeriod(trx: Database, periodId: number, actor: AuditActor): Promise<string> {
  const period = await lockPeriod(trx, periodId);
  requireStatus(period, ['posted'], 'closed');
  await trx
    .updateTable('payroll_periods')
    .set({ status: 'closed', closed_at: new Date(), closed_by: actor.userId, updated_by: actor.userId })
    .where('id', '=', periodId)
    .execute();
  await audit(trx, actor, { resource: 'payroll-periods', action: 'close', recordId: periodId, summary: `Closed ${period.code}` });
  return `${period.code} is closed for good.`;
}

/** Holds a payslip back from the bank file and the employee's view, or releases it. */
export async function holdPayslip(
  trx: Database,
  payslipId: number,
  hold: boolean,
  reason: string | null,
  actor: AuditActor,
): Promise<string> {
  const payslip = await trx
    .selectFrom('payslips as s')
    .innerJoin('payroll_periods as p', 'p.id', 's.payroll_period_id')
    .select(['s.id', 's.status', 's.is_on_hold', 'p.code', 'p.status as period_status'])
    .where('s.id', '=', payslipId)
    .where('s.status', 'in', ['computed', 'posted'])
    .forUpdate('s')
    .executeTakeFirst();
  if (!payslip) throw new NotFoundError('The payslip was not found.');
  if (payslip.period_status === 'closed') throw new ConflictError(`Payroll period ${payslip.code} is closed.`);
  if (payslip.is_on_hold === hold) throw new ConflictError(hold ? 'The payslip is already on hold.' : 'The payslip is not on hold.');
  if (hold) await refuseHoldWhenCredited(trx, payslipId);
  await trx
    .updateTable('payslips')
    .set({
      is_on_hold: hold,
      hold_reason: hold ? reason : null,
      released_at: !hold && payslip.status === 'posted' ? new Date() : null,
    })
    .where('id', '=', payslipId)
    .execute();
  await audit(trx, actor, {
    resource: 'payslips',
    action: hold ? 'hold' : 'release',
    recordId: payslipId,
    summary: hold ? `Held a payslip of ${payslip.code}: ${reason}` : `Released a held payslip of ${payslip.code}`,
  });
  return hold ? 'The payslip is on hold.' : 'The payslip is released.';
}

/** A payroll officer neither holds nor releases their own payslip. */
export async function refuseOwnPayslip(trx: Database, request: FastifyRequest, payslipId: number): Promise<void> {
  const payslip = await trx.selectFrom('payslips').select('employee_id').where('id', '=', payslipId).executeTakeFirst();
  assertNotOwnRecord(request, payslip?.employee_id, 'payslip');
}
