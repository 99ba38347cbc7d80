import { sql } from 'kysely';
import type { RecordValues } from '@core/resources/define';
import type { CrudOptions, WriteContext } from '../../http/crud';
import { knownCompanyId } from '../../shared/company';

// CrudOptions for HR resources: a company-owned table (company_id on the row)
// or a record of an employee (the company comes through the employee); `extra`
// hooks run after these.

function combine(base: CrudOptions, extra: CrudOptions): CrudOptions {
  return {
    ...extra,
    scope: (query, request) => (extra.scope ? extra.scope(base.scope!(query, request), request) : base.scope!(query, request)),
    select:
      base.select || extra.select
        ? (query) => (extra.select ? extra.select(base.select ? base.select(query) : query) : base.select!(query))
        : undefined,
    extraSort: [...(base.extraSort ?? []), ...(extra.extraSort ?? [])],
    extraFilter: [...(base.extraFilter ?? []), ...(extra.extraFilter ?? [])],
    customFilters: [...(base.customFilters ?? []), ...(extra.customFilters ?? [])],
    applyCustomFilter: (query, key, value, request) =>
      base.customFilters?.includes(key)
        ? base.applyCustomFilter!(query, key, value, request)
        : extra.applyCustomFilter!(query, key, value, request),
    validate: extra.validate,
    derive: async (values: RecordValues, context: WriteContext) => ({
      ...(base.derive ? await base.derive(values, context) : {}),
      ...(extra.derive ? await extra.derive(values, context) : {}),
    }),
  };
}

/** A table with its own company_id column. */
export function companyOwned(extra: CrudOptions = {}): CrudOptions {
  return combine(
    {
      scope: (query, request) => query.where('r.company_id', '=', knownCompanyId(request)),
      derive: (_values, context) => (context.existing ? {} : { company_id: knownCompanyId(context.request) }),
    },
    extra,
  );
}

/** A 201 record: scoped through its employee, listed with the employee's number, name and business unit. */
export function employeeRecord(extra: CrudOptions = {}): CrudOptions {
  return combine(
    {
      select: (query) =>
        query
          .innerJoin('employees as emp', 'emp.id', 'r.employee_id')
          .select([
            'emp.employee_no',
            'emp.business_unit_id',
            sql<string>`concat(emp.last_name, ', ', emp.first_name)`.as('employee_name'),
          ]),
      scope: (query, request) => query.where('emp.company_id', '=', knownCompanyId(request)),
      extraSort: ['employee_no', 'employee_name'],
      customFilters: ['business_unit_id', 'employee_status'],
      applyCustomFilter: (query, key, value) => {
        const values = Array.isArray(value) ? value : [value];
        return key === 'business_unit_id' ? query.where('emp.business_unit_id', 'in', values) : query.where('emp.status', 'in', values);
      },
    },
    extra,
  );
}
