import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { manilaDate } from './manila-time';

// HR works on one company: the company of the caller's own employee record
// (an account without one, such as an administrator with the HR flag, works on
// the first company). Several companies may share one installation.

const companies = new WeakMap<FastifyRequest, number>();

export async function companyIdOf(db: Database, request: FastifyRequest): Promise<number> {
  const cached = companies.get(request);
  if (cached) return cached;
  const employeeId = request.auth?.user.employee_id;
  const own = employeeId
    ? await db.selectFrom('employees').select('company_id').where('id', '=', employeeId).executeTakeFirst()
    : undefined;
  const companyId = own?.company_id ?? (await db.selectFrom('companies').select('id').orderBy('id').limit(1).executeTakeFirst())?.id;
  if (!companyId) throw new Error('No company is set up.');
  companies.set(request, companyId);
  return companyId;
}

/** Where the caller's company is known before the query is built (crud `scope` is synchronous). */
export function rememberCompany(request: FastifyRequest, companyId: number): void {
  companies.set(request, companyId);
}

/** The caller's company where this request has already resolved it. */
export function resolvedCompanyId(request: FastifyRequest): number | undefined {
  return companies.get(request);
}

export function knownCompanyId(request: FastifyRequest): number {
  const companyId = companies.get(request);
  if (!companyId) throw new Error('The company of the request was not resolved.');
  return companyId;
}

/** Today in Manila, the date every derived state is reckoned on. */
/** Today's date in Manila, as every dashboard and report counts it. */
export const manilaToday = manilaDate;

export const todaySql = (now: Date) => sql<string>`${manilaToday(now)}::date`;
