import { leaveTypesResource } from '@core/resources/leave-types.resource';
import { payrollGroupsResource } from '@core/resources/payroll-groups.resource';
import { shiftSchedulesResource } from '@core/resources/shift-schedules.resource';
import type { CrudOptionsByResource } from '../../http/crud';
import { knownCompanyId } from '../../shared/company';

// Reference data that HR forms pick from (an employee's payroll group, bank and
// default shift, the leave types of sick-leave monitoring), read-only under /api/hr. Maintained in the payroll and timekeeping portals.

export function lookupCrudOptions(crud: CrudOptionsByResource): void {
  for (const definition of [payrollGroupsResource, shiftSchedulesResource, leaveTypesResource]) {
    crud.set(definition.name, { scope: (query, request) => query.where('r.company_id', '=', knownCompanyId(request)) });
  }
}
