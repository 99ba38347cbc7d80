import { sql, type Selectable } from 'kysely';
import type { Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import { companyOfPayrollGroup } from '../../../http/company-tables';
import { EMPTY_MONTH_TO_DATE, type MonthToDate, type YearToDate } from '../engine';
import type { PayFrequency } from '../engine/statutory-tables/types';
import { centavos, type EmployeeFacts, type PeriodFacts, type SummaryFacts, type TypeInfo } from './payslip-builder';

// What a period's computation reads (docs/domain.md §14.4): the period and its group once,
// then each chunk's employees with their rate, summary, recurring entries, payroll
// entries, loans, month-to-date and year-to-date figures, a query per input for the
// whole chunk.

export interface PeriodScope {
  readonly facts: PeriodFacts;
  readonly payroll_group_id: number;
  readonly company_id: number;
  readonly year: number;
  readonly contribution_year: number;
  readonly contribution_month: number;
  readonly timesheet_id: number | null;
  readonly types: ReadonlyMap<string, TypeInfo>;
}

const pad = (n: number) => String(n).padStart(2, '0');

export async function loadTypes(db: Database): Promise<Map<string, TypeInfo>> {
  const rows = await db
    .selectFrom('transaction_types as t')
    .innerJoin('transaction_classes as c', 'c.id', 't.transaction_class_id')
    .select(['t.id', 't.code', 't.name', 'c.nature', 't.tax_treatment', 't.sss_basis', 't.thirteenth_month_basis', 't.deduction_priority'])
    .execute();
  return new Map(rows.map((r) => [r.code, { ...r, id: Number(r.id) }]));
}

export async function loadPeriodScope(db: Database, periodId: number): Promise<PeriodScope> {
  const period = await db.selectFrom('payroll_periods').selectAll().where('id', '=', periodId).executeTakeFirstOrThrow();
  const group = await db.selectFrom('payroll_groups').selectAll().where('id', '=', period.payroll_group_id).executeTakeFirstOrThrow();
  const siblings = await db
    .selectFrom('payroll_periods')
    .select(['id', 'cutoff_end', 'year', 'month', 'cycle_no', 'contribution_year', 'contribution_month'])
    .where('payroll_group_id', '=', period.payroll_group_id)
    .where('period_type', '=', 'regular')
    .where((eb) =>
      eb.or([
        eb.and([eb('contribution_year', '=', period.contribution_year), eb('contribution_month', '=', period.contribution_month)]),
        eb.and([eb('year', '=', period.year), eb('month', '=', period.month)]),
      ]),
    )
    .execute();
  const sameContributionMonth = siblings
    .filter((p) => p.contribution_year === period.contribution_year && p.contribution_month === period.contribution_month)
    .sort((a, b) => String(a.cutoff_end).localeCompare(String(b.cutoff_end)));
  const samePayMonth = siblings.filter((p) => p.year === period.year && p.month === period.month).map((p) => p.cycle_no ?? 1);
  const cycle = period.cycle_no ?? 1;
  const timesheet = await db
    .selectFrom('timesheets')
    .select('id')
    .where('payroll_period_id', '=', periodId)
    .where('status', '=', 'linked')
    .executeTakeFirst();
  const regular = period.period_type === 'regular';
  const facts: PeriodFacts = {
    remaining_regular_periods: regular ? 0 : await remainingRegularPeriods(db, period.payroll_group_id, period.pay_date),
    id: period.id,
    period_type: period.period_type,
    cutoff_start: period.cutoff_start ?? period.pay_date,
    cutoff_end: period.cutoff_end ?? period.pay_date,
    pay_date: period.pay_date,
    contribution_month: `${period.contribution_year}-${pad(period.contribution_month)}`,
    cycle_no: cycle,
    first_of_month: cycle === Math.min(...samePayMonth, cycle),
    last_of_month: cycle === Math.max(...samePayMonth, cycle),
    position: {
      number: Math.max(1, sameContributionMonth.findIndex((p) => p.id === period.id) + 1),
      of: Math.max(1, sameContributionMonth.length),
    },
    deduct_contributions: regular || period.deduct_sss || period.deduct_philhealth || period.deduct_pagibig,
    deduct_loans: period.deduct_loans,
    year_end_adjustment: period.is_last_regular_of_year,
    frequency: group.pay_frequency as PayFrequency,
    days_per_year: String(group.days_per_year),
    hours_per_day: String(group.hours_per_day),
    minimum_net_pay: centavos(group.minimum_net_pay),
    // every employee needs a summary: timekeeping's, or the one a group without timekeeping uploads
    uses_timekeeping: regular && (group.uses_timekeeping || timesheet !== undefined),
    special_day_no_work_no_pay: group.special_day_no_work_no_pay,
    policies: {
      sss: group.sss_schedule,
      philhealth: group.philhealth_schedule,
      pagibig: group.pagibig_schedule,
      sss_base: group.sss_base,
      philhealth_daily_base: group.philhealth_daily_base,
    },
  };
  return {
    facts,
    payroll_group_id: period.payroll_group_id,
    company_id: group.company_id,
    year: period.year,
    contribution_year: period.contribution_year,
    contribution_month: period.contribution_month,
    timesheet_id: timesheet?.id ?? null,
    types: await loadTypes(db),
  };
}

/** The group's regular periods paid after `payDate` in its year and not yet posted. */
async function remainingRegularPeriods(db: Database, groupId: number, payDate: string): Promise<number> {
  const row = await db
    .selectFrom('payroll_periods')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('payroll_group_id', '=', groupId)
    .where('period_type', '=', 'regular')
    .where('pay_date', '>', payDate)
    .where('pay_date', '<=', `${payDate.slice(0, 4)}-12-31`)
    .where('status', 'not in', ['posted', 'closed'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The employees a computation covers, or the chosen ones among them: for a regular period the
 * group's employees employed during the cut-off; a special period pays only its entries, so
 * the employees with an active entry in it.
 */
export async function periodEmployees(db: Database, scope: PeriodScope, only?: readonly number[]): Promise<number[]> {
  if (scope.facts.period_type === 'special') {
    let withEntries = db
      .selectFrom('payroll_entries')
      .select('employee_id as id')
      .distinct()
      .where('payroll_period_id', '=', scope.facts.id)
      .where('status', '=', 'active')
      .where('employee_id', 'in', (eb) =>
        eb.selectFrom('employees').select('id').where('company_id', '=', companyOfPayrollGroup(scope.payroll_group_id)),
      )
      .orderBy('employee_id');
    if (only) withEntries = withEntries.where('employee_id', 'in', only.length ? [...only] : [0]);
    return (await withEntries.execute()).map((r) => Number(r.id));
  }
  let query = db
    .selectFrom('employees')
    .select('id')
    .where('payroll_group_id', '=', scope.payroll_group_id)
    .where('company_id', '=', companyOfPayrollGroup(scope.payroll_group_id))
    .where('hire_date', '<=', scope.facts.cutoff_end)
    .where((eb) => eb.or([eb('separation_date', 'is', null), eb('separation_date', '>=', scope.facts.cutoff_start)]))
    // days a final timesheet covers are paid by the final pay, not by the regular period (docs/domain.md §13.7)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('timesheets as f')
            .select('f.id')
            .whereRef('f.employee_id', '=', 'employees.id')
            .where('f.timesheet_type', '=', 'final')
            .where('f.cutoff_start', '<=', scope.facts.cutoff_end)
            .where('f.cutoff_end', '>=', scope.facts.cutoff_start),
        ),
      ),
    )
    .orderBy('id');
  if (only) query = query.where('id', 'in', only.length ? [...only] : [0]);
  return (await query.execute()).map((r) => Number(r.id));
}

const number = (v: unknown) => Number(v ?? 0);

/** A timesheet summary as the engine takes it: numbers, and the premium minutes by kind. */
export function summaryFacts(row: Selectable<DB['timesheet_summaries']>): SummaryFacts {
  return {
    days_scheduled: number(row.days_scheduled),
    days_worked: number(row.days_worked),
    paid_leave_days: number(row.paid_leave_days),
    unpaid_leave_days: number(row.unpaid_leave_days),
    absent_days: number(row.absent_days),
    suspended_days: number(row.suspended_days),
    regular_holidays_paid: number(row.regular_holidays_paid),
    additional_holiday_days: number(row.additional_holiday_days),
    special_holidays_unworked: number(row.special_holidays_unworked),
    late_minutes: number(row.late_minutes),
    undertime_minutes: number(row.undertime_minutes),
    premium_minutes: (typeof row.premium_minutes === 'string' ? JSON.parse(row.premium_minutes) : row.premium_minutes) ?? {},
  };
}

function group<T extends { employee_id: number | string }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const id = Number(row.employee_id);
    const list = map.get(id);
    if (list) list.push(row);
    else map.set(id, [row]);
  }
  return map;
}

export async function chunkFacts(db: Database, scope: PeriodScope, employeeIds: readonly number[]): Promise<Map<number, EmployeeFacts>> {
  const p = scope.facts;
  const typeById = new Map([...scope.types.values()].map((t) => [t.id, t]));
  const ids = [...employeeIds];
  const [employees, rates, summaries, recurring, entries, loans, monthRows, ytdRows, latestRegular] = await Promise.all([
    db
      .selectFrom('employees as e')
      .innerJoin('positions as pos', 'pos.id', 'e.position_id')
      .select(['e.id', 'e.hire_date', 'e.separation_date', 'pos.labor_code_exempt'])
      .where('e.id', 'in', ids)
      .execute(),
    db
      .selectFrom('employee_compensations')
      .distinctOn('employee_id')
      .select(['employee_id', 'rate_type', 'basic_rate', 'is_minimum_wage_earner', 'statutory_minimum_daily_wage'])
      .where('employee_id', 'in', ids)
      .where('effective_date', '<=', p.cutoff_end)
      .orderBy('employee_id')
      .orderBy('effective_date', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    scope.timesheet_id === null
      ? Promise.resolve([])
      : db
          .selectFrom('timesheet_summaries')
          .selectAll()
          .where('timesheet_id', '=', scope.timesheet_id)
          .where('employee_id', 'in', ids)
          .execute(),
    p.period_type !== 'regular'
      ? Promise.resolve([])
      : db
          .selectFrom('recurring_entries')
          .select(['id', 'employee_id', 'transaction_type_id', 'amount', 'frequency', 'prorate_by_attendance'])
          .where('employee_id', 'in', ids)
          .where('status', '=', 'active')
          .where('start_date', '<=', p.cutoff_end)
          .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', p.cutoff_start)]))
          .orderBy('id')
          .execute(),
    db
      .selectFrom('payroll_entries')
      .select(['id', 'employee_id', 'transaction_type_id', 'amount', 'quantity', 'source_type'])
      .where('payroll_period_id', '=', p.id)
      .where('employee_id', 'in', ids)
      .where('status', '=', 'active')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('loans as l')
      .innerJoin('loan_types as t', 't.id', 'l.loan_type_id')
      .select([
        'l.id',
        'l.employee_id',
        'l.balance',
        'l.amortization_amount',
        'l.deduction_schedule',
        't.transaction_type_id',
        't.name',
        't.lender',
        't.priority',
      ])
      .where('l.employee_id', 'in', ids)
      .where('l.first_deduction_date', '<=', p.pay_date)
      .where('l.balance', '>', sql<string>`0`)
      .where((eb) =>
        eb.or([
          eb('l.status', '=', 'active'),
          // a hold whose end has passed ends by itself
          eb.and([eb('l.status', '=', 'on_hold'), eb('l.hold_to', '<', p.pay_date)]),
        ]),
      )
      .orderBy('l.id')
      .execute(),
    // month-to-date: posted payslips of earlier regular periods of the same contribution month
    db
      .selectFrom('payslips as s')
      .innerJoin('payroll_periods as pp', 'pp.id', 's.payroll_period_id')
      .select((eb) => [
        's.employee_id',
        eb.fn.sum<string>('s.contribution_compensation').as('compensation'),
        eb.fn.sum<string>('s.basic_salary_earned').as('basic_pay'),
        eb.fn.sum<string>('s.sss_ee').as('sss_ee'),
        eb.fn.sum<string>('s.sss_er').as('sss_er'),
        eb.fn.sum<string>('s.sss_ec').as('sss_ec'),
        eb.fn.sum<string>('s.philhealth_ee').as('philhealth_ee'),
        eb.fn.sum<string>('s.philhealth_er').as('philhealth_er'),
        eb.fn.sum<string>('s.pagibig_ee').as('pagibig_ee'),
        eb.fn.sum<string>('s.pagibig_er').as('pagibig_er'),
      ])
      .where('s.employee_id', 'in', ids)
      .where('s.status', '=', 'posted')
      .where('pp.payroll_group_id', '=', scope.payroll_group_id)
      .where('pp.contribution_year', '=', scope.contribution_year)
      .where('pp.contribution_month', '=', scope.contribution_month)
      .where('pp.id', '!=', p.id)
      .groupBy('s.employee_id')
      .execute(),
    db
      .selectFrom('ytd_balances')
      .select(['employee_id', 'taxable_compensation', 'tax_withheld', 'other_benefits', 'de_minimis_used'])
      .where('employee_id', 'in', ids)
      .where('company_id', '=', scope.company_id)
      .where('year', '=', scope.year)
      .execute(),
    p.period_type === 'regular' ? Promise.resolve([]) : latestRegularTaxable(db, scope.company_id, p.pay_date, ids),
  ]);
  const rateOf = new Map(rates.map((r) => [Number(r.employee_id), r]));
  const summaryOf = new Map(summaries.map((s) => [Number(s.employee_id), s]));
  const recurringOf = group(recurring);
  const entriesOf = group(entries);
  const loansOf = group(loans);
  const monthOf = new Map(monthRows.map((m) => [Number(m.employee_id), m]));
  const ytdOf = new Map(ytdRows.map((y) => [Number(y.employee_id), y]));
  const regularTaxableOf = new Map(latestRegular.map((r) => [Number(r.employee_id), centavos(r.taxable_compensation)]));

  const result = new Map<number, EmployeeFacts>();
  for (const e of employees) {
    const id = Number(e.id);
    const rate = rateOf.get(id);
    const summary = summaryOf.get(id);
    const month = monthOf.get(id);
    const ytd = ytdOf.get(id);
    const monthToDate: MonthToDate = month
      ? {
          compensation: centavos(month.compensation),
          basic_pay: centavos(month.basic_pay),
          sss_ee: centavos(month.sss_ee),
          sss_er: centavos(month.sss_er),
          sss_ec: centavos(month.sss_ec),
          philhealth_ee: centavos(month.philhealth_ee),
          philhealth_er: centavos(month.philhealth_er),
          pagibig_ee: centavos(month.pagibig_ee),
          pagibig_er: centavos(month.pagibig_er),
        }
      : EMPTY_MONTH_TO_DATE;
    const yearToDate: YearToDate = {
      taxable_compensation: centavos(ytd?.taxable_compensation),
      tax_withheld: centavos(ytd?.tax_withheld),
      other_benefits: centavos(ytd?.other_benefits),
      de_minimis_used: (ytd?.de_minimis_used as YearToDate['de_minimis_used']) ?? {},
    };
    result.set(id, {
      employee_id: id,
      hire_date: e.hire_date,
      separation_date: e.separation_date,
      rate_type: (rate?.rate_type ?? 'monthly') as EmployeeFacts['rate_type'],
      basic_rate: centavos(rate?.basic_rate),
      minimum_wage_earner: rate?.is_minimum_wage_earner ?? false,
      statutory_minimum_daily_wage: rate?.statutory_minimum_daily_wage ? centavos(rate.statutory_minimum_daily_wage) : null,
      labor_code_exempt: e.labor_code_exempt,
      summary: summary ? summaryFacts(summary) : null,
      recurring: (recurringOf.get(id) ?? []).flatMap((r) => {
        const type = typeById.get(Number(r.transaction_type_id));
        return type
          ? [{ id: Number(r.id), type, amount: centavos(r.amount), frequency: r.frequency, prorate: r.prorate_by_attendance }]
          : [];
      }),
      entries: (entriesOf.get(id) ?? []).flatMap((x) => {
        const type = typeById.get(Number(x.transaction_type_id));
        return type
          ? [
              {
                id: Number(x.id),
                type,
                amount: centavos(x.amount),
                quantity: x.quantity === null ? null : Number(x.quantity),
                source_type: x.source_type,
              },
            ]
          : [];
      }),
      loans: (loansOf.get(id) ?? []).flatMap((l) => {
        const type = typeById.get(Number(l.transaction_type_id));
        return type
          ? [
              {
                id: Number(l.id),
                type,
                loan_type: l.name,
                lender: l.lender,
                priority: l.priority,
                balance: centavos(l.balance),
                amortization: centavos(l.amortization_amount),
                schedule: l.deduction_schedule,
              },
            ]
          : [];
      }),
      month_to_date: monthToDate,
      year_to_date: yearToDate,
      regular_taxable_per_period: regularTaxableOf.get(id) ?? 0,
    });
  }
  return result;
}

/** Each employee's taxable compensation on their latest posted regular payslip of the year before `payDate`. */
function latestRegularTaxable(db: Database, companyId: number, payDate: string, ids: number[]) {
  return db
    .selectFrom('payslips as s')
    .innerJoin('payroll_periods as pp', 'pp.id', 's.payroll_period_id')
    .innerJoin('payroll_groups as g', 'g.id', 'pp.payroll_group_id')
    .distinctOn('s.employee_id')
    .select(['s.employee_id', 's.taxable_compensation'])
    .where('s.employee_id', 'in', ids)
    .where('s.status', '=', 'posted')
    .where('g.company_id', '=', companyId)
    .where('pp.period_type', '=', 'regular')
    .where('pp.pay_date', '<=', payDate)
    .where('pp.pay_date', '>=', `${payDate.slice(0, 4)}-01-01`)
    .orderBy('s.employee_id')
    .orderBy('pp.pay_date', 'desc')
    .execute();
}
