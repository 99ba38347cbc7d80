import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { ConflictError } from '../../../http/errors';
import { audit, type AuditActor } from '../../../shared/audit';
import {
  addMonths,
  fromMilliDays,
  monthEnd,
  monthlyAccrual,
  toMilliDays,
  yearlyCredits,
  type EntitledEmployee,
  type EntitlementRule,
} from './entitlement';
import { postLedgerEntries, type LedgerEntry } from './leave-ledger';

// The leave runs of leave-records (docs/domain.md §6 leave_balances actions): the year's
// grant with the previous year's carry-over and forfeiture, and the monthly accrual.
// Both post through the ledger, once per balance and date: a second run adds nothing.
// From leave-records they run as background jobs (startLeaveRun, runLeaveRun): the
// employees in chunks, each chunk committed with the run's progress, so a run that stopped
// half-way is simply run again.

interface CreditedType {
  id: number;
  code: string;
  gender: string;
  accrual_method: string;
  min_service_months: number;
  max_carry_over_days: string | null;
  rules: EntitlementRule[];
}

interface Employee extends EntitledEmployee {
  id: number;
  sex: string;
  separation_date: string | null;
}

export interface RunResult {
  entries: number;
  employees: number;
  /** thousandths of a day */
  milli_days: number;
}

async function creditedTypes(trx: Database, companyId: number, methods: string[]): Promise<CreditedType[]> {
  const types = await trx
    .selectFrom('leave_types')
    .select(['id', 'code', 'gender', 'accrual_method', 'min_service_months', 'max_carry_over_days'])
    .where('company_id', '=', companyId)
    .where('is_active', '=', true)
    .where('requires_balance', '=', true)
    .where('deleted_at', 'is', null)
    .where('accrual_method', 'in', methods)
    .execute();
  if (types.length === 0) return [];
  const rules = await trx
    .selectFrom('leave_entitlement_rules')
    .select([
      'leave_type_id',
      'employment_status',
      'job_level',
      'min_years_service',
      'credits_per_year',
      sql<string>`effective_from::text`.as('effective_from'),
    ])
    .where(
      'leave_type_id',
      'in',
      types.map((t) => t.id),
    )
    .execute();
  return types.map((t) => ({
    ...t,
    id: Number(t.id),
    max_carry_over_days: t.max_carry_over_days === null ? null : String(t.max_carry_over_days),
    rules: rules.filter((r) => Number(r.leave_type_id) === Number(t.id)).map((r) => ({ ...r, leave_type_id: Number(r.leave_type_id) })),
  }));
}

/** Employees of the company in service at some time between the dates (of `only`, when given). */
async function employeesInService(
  trx: Database,
  companyId: number,
  from: string,
  to: string,
  only?: readonly number[],
): Promise<Employee[]> {
  let query = trx
    .selectFrom('employees as e')
    .innerJoin('positions as p', 'p.id', 'e.position_id')
    .select([
      'e.id',
      'e.sex',
      'e.employment_status',
      'p.job_level',
      sql<string>`e.hire_date::text`.as('hire_date'),
      sql<string | null>`e.separation_date::text`.as('separation_date'),
    ])
    .where('e.company_id', '=', companyId)
    .where('e.hire_date', '<=', to)
    .where((eb) => eb.or([eb('e.separation_date', 'is', null), eb('e.separation_date', '>=', from)]));
  if (only) query = query.where(sql<boolean>`e.id = any(${only}::bigint[])`);
  const rows = await query.orderBy('e.id').execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

const eligible = (type: CreditedType, employee: Employee) => type.gender === 'any' || type.gender === employee.sex;

/** The first date the employee may earn the type: after its months of service. */
const earnsFrom = (type: CreditedType, employee: Employee) => addMonths(employee.hire_date, type.min_service_months);

function summary(entries: LedgerEntry[], inserted: number): RunResult {
  return {
    entries: inserted,
    employees: new Set(entries.map((e) => e.employee_id)).size,
    milli_days: entries.reduce((sum, e) => sum + e.milli_days, 0),
  };
}

/**
 * Opens `year`: the previous year's unused balance of each type is carried over up to the
 * type's limit and the rest forfeited (31 December); the types granted upfront credit the
 * year's days from the most specific entitlement rule, on 1 January or the date the
 * employee completes the type's months of service.
 */
export async function grantYear(
  trx: Database,
  companyId: number,
  year: number,
  userId: number | null,
  only?: readonly number[],
): Promise<RunResult> {
  const types = await creditedTypes(trx, companyId, ['annual_upfront', 'monthly_accrual']);
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const entries: LedgerEntry[] = [];

  let previousQuery = trx
    .selectFrom('leave_balances as b')
    .innerJoin('employees as e', 'e.id', 'b.employee_id')
    .select(['b.employee_id', 'b.leave_type_id', 'b.balance'])
    .where('e.company_id', '=', companyId)
    .where('b.year', '=', year - 1)
    .where('b.balance', '>', '0')
    .where('b.leave_type_id', 'in', types.length ? types.map((t) => t.id) : [0])
    .where((eb) => eb.or([eb('e.separation_date', 'is', null), eb('e.separation_date', '>=', first)]));
  if (only) previousQuery = previousQuery.where(sql<boolean>`b.employee_id = any(${only}::bigint[])`);
  for (const row of await previousQuery.execute()) {
    const type = types.find((t) => t.id === Number(row.leave_type_id))!;
    const unused = toMilliDays(row.balance);
    const carried = Math.min(unused, type.max_carry_over_days === null ? 0 : toMilliDays(type.max_carry_over_days));
    const base = { employee_id: Number(row.employee_id), leave_type_id: type.id };
    entries.push({ ...base, year: year - 1, entry_date: `${year - 1}-12-31`, entry_type: 'forfeiture', milli_days: carried - unused });
    entries.push({ ...base, year, entry_date: first, entry_type: 'carry_over', milli_days: carried });
  }

  const upfront = types.filter((t) => t.accrual_method === 'annual_upfront');
  for (const employee of await employeesInService(trx, companyId, first, last, only)) {
    for (const type of upfront) {
      if (!eligible(type, employee)) continue;
      const from = earnsFrom(type, employee);
      const grantDate = from > first ? from : first;
      if (grantDate > last || (employee.separation_date !== null && employee.separation_date < grantDate)) continue;
      const credits = yearlyCredits(type.rules, employee, grantDate);
      if (credits)
        entries.push({
          employee_id: employee.id,
          leave_type_id: type.id,
          year,
          entry_date: grantDate,
          entry_type: 'grant',
          milli_days: credits,
        });
    }
  }
  return summary(entries, await postLedgerEntries(trx, entries, userId));
}

/** Credits a month's twelfth of the yearly days of the types earned monthly, dated the month's last day. */
export async function accrueMonth(
  trx: Database,
  companyId: number,
  year: number,
  month: number,
  userId: number | null,
  only?: readonly number[],
): Promise<RunResult> {
  const types = await creditedTypes(trx, companyId, ['monthly_accrual']);
  const end = monthEnd(year, month);
  const entries: LedgerEntry[] = [];
  for (const employee of await employeesInService(trx, companyId, end, end, only)) {
    for (const type of types) {
      if (!eligible(type, employee) || earnsFrom(type, employee) > end) continue;
      const credits = yearlyCredits(type.rules, employee, end);
      if (credits)
        entries.push({
          employee_id: employee.id,
          leave_type_id: type.id,
          year,
          entry_date: end,
          entry_type: 'accrual',
          milli_days: monthlyAccrual(credits, month),
        });
    }
  }
  return summary(entries, await postLedgerEntries(trx, entries, userId));
}

/** A leave run of leave-records: the year's grant (`grant_year`) or a month's accrual (`accrue_month`). */
export interface LeaveRun {
  id: number;
  company_id: number;
  run_type: 'grant_year' | 'accrue_month';
  year: number;
  month: number | null;
}

/** Employees per committed chunk of a leave run. */
const RUN_CHUNK = 500;
/** A run that has committed no chunk for this long has stopped with its process. */
const STALE_MINUTES = 10;

const monthOf = (run: Pick<LeaveRun, 'year' | 'month'>) => `${run.year}-${String(run.month).padStart(2, '0')}`;

/** What a run is, in words: "Leave year 2031 opened", "Accrual of 2031-03". */
export const leaveRunTitle = (run: Pick<LeaveRun, 'run_type' | 'year' | 'month'>) =>
  run.run_type === 'grant_year' ? `Leave year ${run.year} opened` : `Accrual of ${monthOf(run)}`;

/**
 * Registers a run and counts the employees it looks at; the caller then starts runLeaveRun
 * in the background. One run at a time per company: a second one while the first is going is a 409.
 */
export async function startLeaveRun(
  db: Database,
  actor: AuditActor,
  companyId: number,
  what: Pick<LeaveRun, 'run_type' | 'year' | 'month'>,
): Promise<{ run: LeaveRun; employees: number[] }> {
  const [from, to] =
    what.run_type === 'grant_year'
      ? [`${what.year}-01-01`, `${what.year}-12-31`]
      : [monthEnd(what.year, what.month!), monthEnd(what.year, what.month!)];
  const employees = (await employeesInService(db, companyId, from, to)).map((e) => e.id);
  // a run whose process stopped (a restart, a crash) no longer holds the company: it has not moved for a while
  await db
    .updateTable('leave_runs')
    .set({ processing: false, finished_at: new Date(), processing_error: `The run stopped: no progress for ${STALE_MINUTES} minutes.` })
    .where('company_id', '=', companyId)
    .where('processing', '=', true)
    .where('updated_at', '<', sql<Date>`now() - make_interval(mins => ${STALE_MINUTES})`)
    .execute();
  const row = await db
    .insertInto('leave_runs')
    .values({
      company_id: companyId,
      run_type: what.run_type,
      year: what.year,
      month: what.run_type === 'accrue_month' ? what.month : null,
      progress_total: employees.length,
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    // the partial unique index on the company's running run: a second start finds it taken
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new ConflictError('A leave run of this company is going; wait for it to finish before starting another.');
  return {
    run: { ...what, id: Number(row.id), company_id: companyId, month: what.run_type === 'accrue_month' ? what.month : null },
    employees,
  };
}

/** Runs a registered leave run chunk by chunk; the chunk's entries and the progress commit together. */
export async function runLeaveRun(db: Database, actor: AuditActor, run: LeaveRun, employees: readonly number[]): Promise<void> {
  const total: RunResult = { entries: 0, employees: 0, milli_days: 0 };
  try {
    for (let i = 0; i < employees.length; i += RUN_CHUNK) {
      const chunk = employees.slice(i, i + RUN_CHUNK);
      await db.transaction().execute(async (trx) => {
        const result =
          run.run_type === 'grant_year'
            ? await grantYear(trx, run.company_id, run.year, actor.userId, chunk)
            : await accrueMonth(trx, run.company_id, run.year, run.month!, actor.userId, chunk);
        total.entries += result.entries;
        total.employees += result.employees;
        total.milli_days += result.milli_days;
        await trx
          .updateTable('leave_runs')
          .set({
            progress_done: i + chunk.length,
            entries: total.entries,
            employees: total.employees,
            days: fromMilliDays(total.milli_days),
          })
          .where('id', '=', run.id)
          .execute();
      });
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('leave_runs')
        .set({ processing: false, finished_at: new Date(), updated_by: actor.userId })
        .where('id', '=', run.id)
        .execute();
      const days = fromMilliDays(total.milli_days);
      await audit(trx, actor, {
        resource: 'leave-balances',
        action: run.run_type === 'grant_year' ? 'grant-year' : 'accrue-month',
        summary:
          run.run_type === 'grant_year'
            ? `Leave credits of ${run.year} granted, with ${run.year - 1}'s carry-over and forfeiture: ${total.entries} entries, ${days} days`
            : `Leave accrual of ${monthOf(run)}: ${total.entries} entries, ${days} days`,
      });
    });
  } catch (error) {
    await db
      .updateTable('leave_runs')
      .set({
        processing: false,
        finished_at: new Date(),
        processing_error: (error instanceof Error ? error.message : String(error)).slice(0, 255),
      })
      .where('id', '=', run.id)
      .execute();
  }
}

export interface Availment {
  application_id: number;
  employee_id: number;
  leave_type_id: number;
  date_from: string;
  days: string | number;
  with_pay: boolean;
}

/** Leave taken on approval of its application (or reversed on cancellation), for the types that keep a balance. */
export async function postAvailments(
  trx: Database,
  availments: readonly Availment[],
  reverse: boolean,
  userId: number | null,
): Promise<number> {
  const kept = await trx.selectFrom('leave_types').select('id').where('requires_balance', '=', true).execute();
  const keeps = new Set(kept.map((t) => Number(t.id)));
  const entries: LedgerEntry[] = availments
    .filter((a) => keeps.has(a.leave_type_id))
    .map((a) => ({
      employee_id: a.employee_id,
      leave_type_id: a.leave_type_id,
      year: Number(a.date_from.slice(0, 4)),
      entry_date: a.date_from,
      entry_type: reverse ? 'availment_reversal' : 'availment',
      milli_days: (reverse ? 1 : -1) * toMilliDays(a.days),
      with_pay: a.with_pay,
      application_id: a.application_id,
    }));
  return postLedgerEntries(trx, entries, userId);
}
