import { payrollGroupsResource } from '@core/resources/payroll-groups.resource';
import type { CrudOptionsByResource } from '../../http/crud';
import { knownCompanyId } from './company';

// Payroll's reference data that HR forms pick from (an employee's payroll
// group and bank), read-only under /api/hr. Maintained in the payroll portal.

export function lookupCrudOptions(crud: CrudOptionsByResource): void {
  crud.set(payrollGroupsResource.name, {
    scope: (query, request) => query.where('r.company_id', '=', knownCompanyId(request)),
  });
}
