import { sql } from 'kysely';
import type { Database } from '../../../db/database';
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

// The leave runs of leave-records (domain.md §6 leave_balances actions): the year's
// grant with the previous year's carry-over and forfeiture, and the monthly accrual.
// Both post through the ledger, once per balance and date: a second run adds nothing.

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
  days: string;
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

/** Employees of the company in service at some time between the dates. */
async function employeesInService(trx: Database, companyId: number, from: string, to: string): Promise<Employee[]> {
  const rows = await trx
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
    .where((eb) => eb.or([eb('e.separation_date', 'is', null), eb('e.separation_date', '>=', from)]))
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

const eligible = (type: CreditedType, employee: Employee) => type.gender === 'any' || type.gender === employee.sex;

/** The first date the employee may earn the type: after its months of service. */
const earnsFrom = (type: CreditedType, employee: Employee) => addMonths(employee.hire_date, type.min_service_months);

function summary(entries: LedgerEntry[], inserted: number): RunResult {
  return {
    entries: inserted,
    employees: new Set(entries.map((e) => e.employee_id)).size,
    days: fromMilliDays(entries.reduce((sum, e) => sum + e.milli_days, 0)),
  };
}

/**
 * Opens `year`: the previous year's unused balance of each type is carried over up to the
 * type's limit and the rest forfeited (31 December); the types granted upfront credit the
 * year's days from the most specific entitlement rule, on 1 January or the date the
 * employee completes the type's months of service.
 */
export async function grantYear(trx: Database, companyId: number, year: number, userId: number | null): Promise<RunResult> {
  const types = await creditedTypes(trx, companyId, ['annual_upfront', 'monthly_accrual']);
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const entries: LedgerEntry[] = [];

  const previous = await trx
    .selectFrom('leave_balances as b')
    .innerJoin('employees as e', 'e.id', 'b.employee_id')
    .select(['b.employee_id', 'b.leave_type_id', 'b.balance'])
    .where('e.company_id', '=', companyId)
    .where('b.year', '=', year - 1)
    .where('b.balance', '>', '0')
    .where('b.leave_type_id', 'in', types.length ? types.map((t) => t.id) : [0])
    .where((eb) => eb.or([eb('e.separation_date', 'is', null), eb('e.separation_date', '>=', first)]))
    .execute();
  for (const row of previous) {
    const type = types.find((t) => t.id === Number(row.leave_type_id))!;
    const unused = toMilliDays(row.balance);
    const carried = Math.min(unused, type.max_carry_over_days === null ? 0 : toMilliDays(type.max_carry_over_days));
    const base = { employee_id: Number(row.employee_id), leave_type_id: type.id };
    entries.push({ ...base, year: year - 1, entry_date: `${year - 1}-12-31`, entry_type: 'forfeiture', milli_days: carried - unused });
    entries.push({ ...base, year, entry_date: first, entry_type: 'carry_over', milli_days: carried });
  }

  const upfront = types.filter((t) => t.accrual_method === 'annual_upfront');
  for (const employee of await employeesInService(trx, companyId, first, last)) {
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
): Promise<RunResult> {
  const types = await creditedTypes(trx, companyId, ['monthly_accrual']);
  const end = monthEnd(year, month);
  const entries: LedgerEntry[] = [];
  for (const employee of await employeesInService(trx, companyId, end, end)) {
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
