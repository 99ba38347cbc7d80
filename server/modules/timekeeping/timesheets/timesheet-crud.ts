import { timesheetsResource } from '@core/resources/timesheets.resource';
import type { CrudOptionsByResource } from '../../../http/crud';

/** The timesheets lists of both portals, with the status of the period each is linked to (a posted one cannot be unlinked). */
export function timesheetCrudOptions(crud: CrudOptionsByResource): void {
  crud.set(timesheetsResource.name, {
    select: (query) =>
      query.leftJoin('payroll_periods as linked', 'linked.id', 'r.payroll_period_id').select('linked.status as payroll_period_status'),
  });
}
