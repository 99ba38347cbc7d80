import type { FastifyRequest } from 'fastify';
import { sql, type SelectQueryBuilder } from 'kysely';
import { knownCompanyId } from '../modules/hr/company';
import type { CrudOptionsByResource } from './crud';

// Several companies share one installation: a company-owned row is reached
// through its own company_id, its employee, its payroll group or its payroll period. Each portal
// names the path of each of its company-owned resources once, after its CRUD
// options are set, and every list, record, update and delete is narrowed to the
// caller's company (a row of another company answers 404).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table of the registry, as in crud.ts
type AnySelect = SelectQueryBuilder<any, any, any>;

export type CompanyPath = 'company' | 'employee' | 'payroll-group' | 'payroll-period';

const NARROW: Record<CompanyPath, (query: AnySelect, companyId: number) => AnySelect> = {
  company: (query, companyId) => query.where('r.company_id', '=', companyId),
  employee: (query, companyId) =>
    query.where(sql<boolean>`r.employee_id in (select e.id from employees e where e.company_id = ${companyId})`),
  'payroll-group': (query, companyId) =>
    query.where(sql<boolean>`r.payroll_group_id in (select g.id from payroll_groups g where g.company_id = ${companyId})`),
  'payroll-period': (query, companyId) =>
    query.where(
      sql<boolean>`r.payroll_period_id in (select p.id from payroll_periods p join payroll_groups g on g.id = p.payroll_group_id where g.company_id = ${companyId})`,
    ),
};

/** Narrows the named resources' CRUD queries to the caller's company, after any scope they already have. */
export function narrowToCompany(crud: CrudOptionsByResource, paths: Record<string, CompanyPath>): void {
  for (const [name, path] of Object.entries(paths)) {
    const options = crud.get(name) ?? {};
    const scope = options.scope;
    crud.set(name, {
      ...options,
      scope: (query: AnySelect, request: FastifyRequest) => NARROW[path](scope ? scope(query, request) : query, knownCompanyId(request)),
    });
  }
}
