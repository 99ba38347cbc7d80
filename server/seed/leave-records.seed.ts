import { sql } from 'kysely';
import type { Database } from '../db/database';
import { accrueMonth, grantYear, postAvailments } from '../modules/timekeeping/leave/leave-runs';
import type { SeedContext } from './context';

// The demo company's leave records: credits per year by kind of employee, last year
// and this year opened and accrued through the same runs the leave-records screen
// starts, and the approved filings taken from the balances.

const RULES: { code: string; credits: string; job_level?: string; employment_status?: string; min_years?: number }[] = [
  { code: 'VL', credits: '12.000' },
  { code: 'VL', credits: '15.000', min_years: 5 },
  { code: 'VL', credits: '18.000', job_level: 'managerial' },
  { code: 'VL', credits: '18.000', job_level: 'executive' },
  { code: 'SL', credits: '12.000' },
  { code: 'SL', credits: '15.000', job_level: 'managerial' },
  { code: 'SIL', credits: '5.000' },
  { code: 'EL', credits: '3.000' },
  { code: 'EL', credits: '0.000', employment_status: 'probationary' },
];

export async function seedLeaveRecords(db: Database, { companyId, today }: SeedContext): Promise<void> {
  const types = await db.selectFrom('leave_types').select(['id', 'code']).where('company_id', '=', companyId).execute();
  const typeId = new Map(types.map((t) => [t.code, Number(t.id)]));
  const thisYear = Number(today.slice(0, 4));
  await db
    .insertInto('leave_entitlement_rules')
    .values(
      RULES.map((rule) => ({
        leave_type_id: typeId.get(rule.code)!,
        credits_per_year: rule.credits,
        job_level: rule.job_level ?? null,
        employment_status: rule.employment_status ?? null,
        min_years_service: rule.min_years ?? 0,
        effective_from: `${thisYear - 5}-01-01`,
      })),
    )
    .execute();

  const lastMonthClosed = Number(today.slice(5, 7)) - 1;
  for (const year of [thisYear - 1, thisYear]) {
    await grantYear(db, companyId, year, null);
    for (let month = 1; month <= (year < thisYear ? 12 : lastMonthClosed); month++) await accrueMonth(db, companyId, year, month, null);
    const approved = await db
      .selectFrom('applications as a')
      .innerJoin('leave_applications as la', 'la.application_id', 'a.id')
      .select(['a.id', 'a.employee_id', 'la.leave_type_id', sql<string>`a.date_from::text`.as('date_from'), 'la.days', 'la.with_pay'])
      .where('a.status', '=', 'approved')
      .where(sql<boolean>`extract(year from a.date_from) = ${year}`)
      .execute();
    await postAvailments(
      db,
      approved.map((a) => ({
        application_id: Number(a.id),
        employee_id: Number(a.employee_id),
        leave_type_id: Number(a.leave_type_id),
        date_from: a.date_from,
        days: a.days,
        with_pay: a.with_pay,
      })),
      false,
      null,
    );
  }
}
